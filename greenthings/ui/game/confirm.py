"""What a player would lose by ending the phase now.

:func:`unfinished_business` looks at the position and its legal actions and
returns a short paragraph naming the pieces that could still do something
useful (crew who have not moved, monsters that could still attack, a weapon
within reach...), or ``None`` when ending the phase loses nothing -- a forced
or empty phase never asks.  The board shows the paragraph in a confirmation
box.  This module does not import pygame.
"""
from __future__ import annotations

from greenthings.engine import battle, is_crew, locations, monster_stage, moves_used, setup_view, species_of
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.game.species_text import joined, stage_counts


END_TITLES = {
    "crew-move": "End the crew's moves?", "monster-move": "End the monsters' moves?",
    "crew-attack": "End the crew's attacks?", "monster-attack": "End the monsters' attacks?",
    "discovery-attack": "End the first fight?", "crew-grab": "Stop grabbing weapons?",
    "monster-grow": "Skip growing?", "discovery": "End discovery?",
}


def end_title(phase: str) -> str:
    return END_TITLES.get(phase, "End this phase?")


def _names(state, pieces: list[str], most: int = 4) -> str:
    names = [piece_name(state, p) for p in pieces[:most]]
    if len(pieces) > most:
        names.append(f"{len(pieces) - most} more")
    return joined(names)


def _monster_count(state, pieces: list[str]) -> str:
    """"2 Bloaters and 1 Spore": the counts in the words of the game's species."""
    counts: dict[str, int] = {}
    for p in pieces:
        stage = monster_stage(state, p).id
        counts[stage] = counts.get(stage, 0) + 1
    return stage_counts(species_of(state), counts)


def _who(state, pieces: list[str]) -> str:
    if pieces and is_crew(pieces[0]):
        n = len(pieces)
        return f"{n} {'crewman' if n == 1 else 'crewmen'} ({_names(state, pieces)})"
    return _monster_count(state, pieces)


def _verb(pieces: list[str], one: str, many: str) -> str:
    return one if len(pieces) == 1 else many


def _actors(legal, types: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for a in legal:
        if a.type in types and a.piece and a.piece not in out:
            out.append(a.piece)
    return out


def unfinished_business(state, legal) -> str | None:
    """A sentence about the useful actions left in this phase, or None."""
    if not any(a.type == "end-phase" for a in legal):
        return None
    phase = state.phase
    if phase in ("crew-move", "monster-move"):
        movers = _actors(legal, ("move",))
        fresh = [p for p in movers if not moves_used(state, p)]
        boarders = _actors(legal, ("board",))
        bits = []
        if fresh:
            bits.append(f"{_who(state, fresh)} {_verb(fresh, 'has', 'have')} not moved yet.")
        if boarders:
            bits.append(f"{_names(state, boarders)} could board the boat in "
                        f"{area_label(state, locations(state).get(boarders[0]))}.")
        return " ".join(bits) or None
    if phase in ("crew-attack", "monster-attack", "discovery-attack"):
        if battle(state) is not None:
            return None  # the "roll them first?" box handles an open battle
        attackers = _actors(legal, ("attack",))
        if not attackers:
            return None
        areas = []
        for p in attackers:
            where = area_label(state, locations(state).get(p))
            if where and where not in areas:
                areas.append(where)
        where = f" (in {', '.join(areas[:3])}{'...' if len(areas) > 3 else ''})" if areas else ""
        return f"{_who(state, attackers)} could still attack{where}."
    if phase == "crew-grab":
        grabs = [a for a in legal if a.type == "grab"]
        if not grabs:
            return None
        who = _actors(grabs, ("grab",))
        weapons = []
        for a in grabs:
            w = piece_name(state, a.weapon)
            if w not in weapons:
                weapons.append(w)
        return (f"{_names(state, who)} could pick up "
                f"{'a weapon' if len(weapons) > 2 else ' or '.join('the ' + w for w in weapons)}.")
    if phase == "monster-grow":
        if any(a.type == "grow" for a in legal):
            return "The monsters have not grown this turn."
        return None
    if phase == "discovery":
        if not setup_view(state).discoverers and any(a.type == "discover" for a in legal):
            return "No crewman has gone to discover the monsters yet."
        return None
    return None
