"""A fast rule-based player for both sides, following the rulebook's
Designer's Notes strategy tips.

`heuristic_action(state, acts)` picks one of the legal actions `acts`; it
reads only public information (never the dice) and takes well under 10 ms.
With `rng` and `noise` > 0 it sometimes picks another plausible action
(used by the search bots to generate alternative plans). Its tuning knobs
are a `HeuristicParams` (params.py).

The parts: assess.py (shared judgements), monsters.py, crew_setup.py,
crew_move.py, crew_attack.py, outside.py (the crew's judgements for Outside
the Znutar); this module hands each decision to its part.
"""
from __future__ import annotations

import random

from greenthings.engine import Action, legal_actions, pending

from ..common import EPILOGUE_PREF
from . import crew_attack, crew_move, crew_setup, monsters, outside
from .assess import endangered, focus_areas, prey_areas
from .params import DEFAULT_PARAMS, HeuristicParams


def heuristic_action(s, acts: list[Action] | None = None, rng: random.Random | None = None,
                     noise: float = 0.0, style: str | tuple | None = None,
                     params: HeuristicParams = DEFAULT_PARAMS) -> Action:
    """The heuristic's choice among `acts` (default: every legal action);
    `style` changes the crew's moves (see crew_move.py) or the monsters'
    (("focus", area): monsters.py)."""
    if acts is None:
        acts = legal_actions(s)
    if len(acts) == 1:
        return acts[0]
    owed = pending(s)
    if owed is not None:
        if owed.kind == "eater":
            return monsters.eater(s, acts, owed.victim)
        if owed.kind == "lock":
            return outside.lock(s, acts, params)     # Outside the Znutar's bridge control
        if owed.kind == "riders":
            return monsters.riders(s, acts)     # Outside the Znutar: who rides out on a boat
        return crew_setup.return_weapon(s, acts)
    ph = s.phase
    if ph == "monster-move":
        return monsters.move(s, acts, rng, noise, params, style)
    if ph == "crew-move":
        return crew_move.move(s, acts, rng, noise, style, params)
    if ph == "monster-attack":
        return monsters.attack(s, acts, params)
    if ph in ("crew-attack", "discovery-attack"):
        return crew_attack.attack(s, acts, rng, noise, params)
    if ph == "crew-grab":
        return crew_setup.grab(s, acts, params)
    if ph == "monster-grow":
        return monsters.grow(s, acts, params)
    if ph == "setup-first-area":
        return monsters.first_area(s, acts)
    if ph == "setup-monsters":
        return monsters.place(s, acts)
    if ph in crew_setup.CREW_SETUP:
        return crew_setup.setup(s, acts, rng, noise, params)
    if ph == "discovery":
        return crew_setup.discovery(s, acts, rng, noise, params)
    if ph == "epilogue":
        return max(acts, key=lambda a: EPILOGUE_PREF.get(a.choice, 0))
    return acts[0]      # who grows when counters run short, Crew Survival seats


__all__ = ["DEFAULT_PARAMS", "HeuristicParams", "endangered", "focus_areas", "heuristic_action", "prey_areas"]
