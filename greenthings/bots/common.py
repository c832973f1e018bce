"""Shared helpers for the bots: piece values, weapon preferences, position keys.

Everything here reads a `State` through the engine's read API and never
touches its dice.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from typing import NamedTuple

from greenthings.engine import CREW, expected_fragments, known_effect, monster_stages, observe, species_of, weapon_type

ABOARD = "aboard"
# Epilogue choices measured by simulation (docs/bots.md): fight, turn back, go to Snudl-1.
EPILOGUE_PREF = {"snudl-1": 2, "fight": 2, "turn-back": 2, "last-planet": 1, "run": 1, "press-on": 1}


def weapon_quality(s, weapon: str) -> float:
    """How much a crewman wants this weapon: known kill > stun/shrink > untried > bad."""
    t = weapon_type(weapon)
    if t == "electric-fence":
        return -1.0
    k = known_effect(s, weapon)
    if k is None:
        return 2.0
    kind, n = k
    if kind == "kill":
        return 3.0 + n
    if kind in ("stun", "shrink"):
        return 2.5
    return -1.0     # grow, fragments, none


class Worth(NamedTuple):
    """What a monster counter is worth to the bots, from its species' data."""
    value: float        # its stage's material value (Stage.value)
    shrunk: float       # after a Shrink (0: vaporized)
    grown: float        # after a Grow (a stage that lays instead stays itself)
    fragments: float    # what 1 Die Fragments leaves of it on average (the engine's expected_fragments)


_WORTH: dict[str, tuple[object, dict[str, Worth]]] = {}


def worths(s) -> Mapping[str, Worth]:
    """monster counter -> its `Worth` (one table per species)."""
    sp = species_of(s)
    cached = _WORTH.get(sp.id)
    if cached is not None and cached[0] is sp:
        return cached[1]
    value = {st.id: st.value for st in sp.stages}
    frag = {st.id: sum(n * value[x] for x, n in expected_fragments(s, st.id).items()) for st in sp.stages}
    per_stage = {st.id: Worth(st.value, value.get(st.shrinks_to, 0.0), value.get(st.grows_to, st.value), frag[st.id])
                 for st in sp.stages}
    table = {m: per_stage[st.id] for m, st in monster_stages(s).items()}
    _WORTH[sp.id] = (sp, table)     # the species itself: a test may register another under the same id
    return table


def state_key(s) -> str:
    """The public position (what a side may know, `observe`: no dice, the cup
    in table order), as a string. Both sides see the same board."""
    d = observe(s, CREW)
    del d["rng"]
    return json.dumps(d, sort_keys=True, separators=(",", ":"))
