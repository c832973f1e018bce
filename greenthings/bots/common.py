"""Shared helpers for the bots: piece values, weapon preferences, position keys.

Everything here reads a `State` through the engine's read API and never
touches its dice.
"""
from __future__ import annotations

import json

from greenthings.engine import known_effect, weapon_type

ABOARD = "aboard"
MOBILE = ("adult-", "baby-")

# Rough material value of a monster counter (used by heuristics and evaluation).
STAGE_VALUE = {"adult": 10.0, "baby": 6.0, "egg": 2.0, "fragment": 3.0}
STAGE_DICE = {"adult": 4, "baby": 2, "egg": 0, "fragment": 1}
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


def state_key(s) -> str:
    """The public position (everything but the dice), as a string."""
    d = s.to_json()
    d.pop("rng", None)
    return json.dumps(d, sort_keys=True, separators=(",", ":"))
