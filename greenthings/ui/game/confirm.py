"""Questions the board asks before a step the player may regret.

:func:`unfinished_business` looks at the position and its legal actions and
returns a short paragraph naming the pieces that could still do something
useful (crew who have not moved, monsters that could still attack, a weapon
within reach...), or ``None`` when ending the phase loses nothing -- a forced
or empty phase never asks.

:class:`BigDecisions` asks once before the moves that change the whole game
(starting the self-destruct, boarding a boat), saying what they cost; the
engine works out the cost.  The board shows both in a confirmation box.
This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple

from greenthings.engine import (
    apply, battle, boats, escape_concession, is_crew, locations, monster_stage, moves_used, self_destruct_round,
    setup_view, species_of, joined,
)
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.game.species_text import stage_counts


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


class Question(NamedTuple):
    title: str
    text: str
    ok: str      # the button that goes ahead
    cancel: str  # the button that thinks again


class BigDecisions:
    """Asks once before a game-changing action: once for the self-destruct,
    and for boarding once a turn (not for every crewman who follows)."""

    def __init__(self) -> None:
        self._agreed: set[tuple] = set()

    @staticmethod
    def _key(state, action) -> tuple:
        return (action.type, state.round)

    def question(self, state, action) -> Question | None:
        """What to ask before ``action`` (a legal action), or None: go ahead."""
        if action.type not in ("self-destruct", "board") or self._key(state, action) in self._agreed:
            return None
        after = state.clone()  # the engine plays it on a copy: the UI works out no rule
        apply(after, action)
        who = piece_name(state, action.piece)
        if action.type == "self-destruct":
            boom = self_destruct_round(after)
            if boom is None:
                return None
            escape = escape_concession(after)
            away = (f" Crewmen who get away in a boat before then are safe, but leaving concedes "
                    f"{escape:g} points to the monsters." if escape is not None else "")
            return Question("Start the self-destruct?",
                            f"{who} sets the Znutar's engines to overload. Once started it cannot be stopped: "
                            f"the ship explodes at the end of the crew's turn in round {boom} (this is round "
                            f"{state.round}), and everyone still aboard dies with it, crew and monsters alike."
                            f"{away}", "Start it", "Not yet")
        conceded = escape_concession(state)
        if conceded is None:
            return None  # the ship is conceded already
        boat = next((b.name for b in boats(after) if action.piece in b.aboard), "boat")
        return Question(f"Board the {boat}?",
                        f"{who} climbs into the {boat}. When the crew's moves end, the boat leaves the Znutar "
                        f"for good if someone aboard can fly it, and the crew give up the ship: the monsters "
                        f"get {conceded:g} points.",
                        "Board", "Stay aboard")

    def agree(self, state, action) -> None:
        """The player said yes: do not ask again about this (this turn)."""
        self._agreed.add(self._key(state, action))
