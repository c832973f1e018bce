"""Makes the tutorial's chapter positions (greenthings/ui/tutorial/positions.py).

One game of the tutorial's seed is played by the heuristic bot on both
sides -- the tutorial's computer -- the crew nudged so that the game passes
through every situation a chapter teaches: the crewman nearest the Electric
Fences fetches one and carries it to the monsters, the Captain keeps to
his bridge until he starts the self-destruct, nobody boards a boat before
that, and then everyone runs for the boats.  The first position where each
chapter's situation holds is written down (the engine's position format,
loaded by ``Game.from_json``).  Every position comes from legal play of the
engine; tests/ui/test_tutorial.py checks that each still loads and holds its
situation, and plays every chapter through.

``python -m greenthings.devtools.tutorial_chapters`` (rewrites positions.py).
"""
from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Callable

from greenthings.engine import (
    END, Game, apply, boats, crew_status, distances, holdings, is_crew, legal_actions, locations,
    self_destruct_round, weapon_type, weapons_lying,
)
from greenthings.ui.tutorial import lookahead
from greenthings.ui.tutorial.script import SEED

FENCE = "electric-fence"
SELF_DESTRUCT_FROM = 5  # the round from which the Captain starts the self-destruct
OUT = Path(__file__).resolve().parents[1] / "ui" / "tutorial" / "positions.py"


def _heuristic(s, acts):
    from greenthings.bots.heuristic import heuristic_action

    return heuristic_action(s, acts)


def _fence_holder(s) -> str | None:
    return next((c for c, w in sorted(holdings(s).items()) if weapon_type(w) == FENCE), None)


def _monster_steps(s, area: str) -> int:
    steps = distances(s)[area]
    return min((steps.get(a, 99) for p, a in locations(s).items() if a and not is_crew(p)), default=99)


def _fence_crackles(s, legal: list) -> bool:
    """Set up now, the fence strikes monsters in their coming turn (the heuristic playing them)."""
    setup = next((a for a in legal if a.type == "fence-setup"), None)
    if setup is None or self_destruct_round(s) is not None:
        return False
    work = s.clone()
    for a in (setup, END):
        apply(work, a)
    while work.phase not in ("crew-grab", "epilogue", "over"):
        if any(e.get("type") == "fence" for e in apply(work, _heuristic(work, legal_actions(work)))):
            return True
    return False


def _end_brings_the_trip_home(s, legal: list) -> bool:
    """Ending the crew's phase now ends the ship's game with a boat away."""
    if s.phase not in ("crew-move", "crew-attack") or END not in legal:
        return False
    work = s.clone()
    apply(work, END)
    return work.phase == "epilogue"


#: chapter -> when its position is taken (the first decision where it holds).
SITUATIONS: dict[str, Callable] = {
    "discovery": lambda s, legal: s.phase == "discovery",
    "monsters": lambda s, legal: s.phase == "monster-grow" and s.round == 1,
    "weapon": lambda s, legal: s.phase == "crew-grab" and lookahead.weapon_trial(s) is not None,
    "battle": lambda s, legal: s.phase == "crew-attack" and s.round >= 2 and lookahead.gang_target(s, legal),
    "fence": lambda s, legal: s.phase == "crew-attack" and _fence_crackles(s, legal),
    "self-destruct": lambda s, legal: s.phase == "crew-attack" and s.round >= SELF_DESTRUCT_FROM
    and any(a.type == "self-destruct" for a in legal),
    "boats": lambda s, legal: s.phase == "crew-move" and self_destruct_round(s) is not None
    and any(path for _, path in lookahead.bay_runs(s)),
    "trip-home": lambda s, legal: _end_brings_the_trip_home(s, legal),
}


def _walk(s, legal: list, piece: str | None, goals, near: int = 0) -> object | None:
    """The move of ``piece`` that brings it nearest one of ``goals``, while it
    is more than ``near`` steps away (None: no move brings it nearer)."""
    goals = set(goals)
    here = locations(s).get(piece or "")
    if here is None or not goals:
        return None
    steps = distances(s)

    def gap(area: str) -> int:
        return min(steps[area].get(g, 99) for g in goals)

    if gap(here) <= near:
        return None
    moves = [a for a in legal if a.type == "move" and a.piece == piece]
    best = min(moves, key=lambda a: (gap(a.to), a.to), default=None)
    return best if best is not None and gap(best.to) < gap(here) else None


def _nudged(s, legal: list) -> object:
    """The heuristic's choice, nudged (see the module's words)."""
    status = crew_status(s)
    holder = _fence_holder(s)
    countdown = self_destruct_round(s) is not None
    captain = next((c for c in ("captain", "first-officer") if status.get(c) == "aboard"), None)
    still = {holder, None if countdown else captain} - {None}
    if s.phase == "crew-attack" and s.round >= SELF_DESTRUCT_FROM:
        start = next((a for a in legal if a.type == "self-destruct"), None)
        if start is not None:
            return start
    if s.phase == "crew-grab" and holder is None:
        grab = next((a for a in legal if a.type == "grab" and weapon_type(a.weapon) == FENCE), None)
        if grab is not None:
            return grab
    if s.phase == "crew-move":
        step = None
        if countdown:
            board = next((a for a in legal if a.type == "board"), None)
            if board is not None:
                return board
            bays = [b.bay for b in boats(s) if not b.launched]
            runners = sorted(p for p in locations(s) if status.get(p) == "aboard")
            step = next((m for m in (_walk(s, legal, c, bays) for c in runners) if m is not None), None)
        elif holder is not None:  # into a room of monsters, where it will catch them
            monsters = [a for p, a in locations(s).items() if a and not is_crew(p)]
            step = _walk(s, legal, holder, monsters)
        else:
            fences = [a for a, ws in weapons_lying(s).items() if any(weapon_type(w) == FENCE for w in ws)]
            held, steps = holdings(s), distances(s)
            free = [p for p, a in locations(s).items() if a and status.get(p) == "aboard" and p not in still
                    and p not in held]
            fetcher = min(free, key=lambda c: (min((steps[locations(s)[c]].get(f, 99) for f in fences),
                                                   default=99), c), default=None)
            step = _walk(s, legal, fetcher, fences)
        if step is not None:
            return step
    keep = [a for a in legal if not (a.piece in still and a.type in ("move", "drop", "give", "attack"))
            and not (a.type == "board" and not countdown)]
    return _heuristic(s, keep or legal)


def play_chapters(seed: int = SEED, limit: int = 4000) -> dict[str, dict]:
    game = Game.new(seed)
    found: dict[str, dict] = {}
    for _ in range(limit):
        s = game.state
        if s.phase in ("epilogue", "over"):
            break
        legal = game.legal_actions()
        for key, holds in SITUATIONS.items():
            if key not in found and holds(s, legal):
                found[key] = s.to_json()
        game.play(_nudged(s, legal))
    missing = [k for k in SITUATIONS if k not in found]
    if missing:
        raise RuntimeError(f"the game of seed {seed} never reached: {', '.join(missing)}")
    return found


def write(found: dict[str, dict], out: Path = OUT) -> None:
    lines = ['"""The tutorial\'s chapter positions, in the engine\'s position format.',
             "",
             "Made by ``python -m greenthings.devtools.tutorial_chapters`` from one game of",
             "the tutorial's seed; do not edit by hand.",
             '"""', "", "POSITIONS: dict[str, str] = {"]
    for key in SITUATIONS:
        text = json.dumps(found[key], sort_keys=True, separators=(",", ":"))
        chunks = textwrap.wrap(text, 100, drop_whitespace=False, break_on_hyphens=False)
        lines.append(f"    {key!r}: (")
        lines.extend(f"        {chunk!r}" for chunk in chunks)
        lines.append("    ),")
    lines.append("}")
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    chapters = play_chapters()
    for k, st in chapters.items():
        print(f"{k}: round {st['round']}, {st['phase']}")
    write(chapters)
    print(OUT)
