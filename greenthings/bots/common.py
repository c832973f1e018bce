"""Shared helpers for the bots: map distances, piece values, quick queries.

Everything here reads a `State` and never touches its dice.
"""
from __future__ import annotations

import json

from greenthings.engine import occupancy  # noqa: F401  (the bots' one view of who is where)
from greenthings.engine.shipmap import area_steps
from greenthings.engine.tables import CREW_BY_ID, NON_CREWMEN, chit_kind, stage_of, weapon_type

ABOARD = "aboard"
MOBILE = ("adult-", "baby-")

# Rough material value of a monster counter (used by heuristics and evaluation).
STAGE_VALUE = {"adult": 10.0, "baby": 6.0, "egg": 2.0, "fragment": 3.0}
STAGE_DICE = {"adult": 4, "baby": 2, "egg": 0, "fragment": 1}
# Epilogue choices measured by simulation (docs/bots.md): fight, turn back, go to Snudl-1.
EPILOGUE_PREF = {"snudl-1": 2, "fight": 2, "turn-back": 2, "last-planet": 1, "run": 1, "press-on": 1}


def distances(s) -> dict:
    """area -> {area -> steps}, all pairs (cached per map)."""
    return area_steps(s.map)


def known_kind(s, weapon: str, choice: str | None = None):
    """(kind, dice) of a weapon's known effect, or None if untried."""
    chit = s.known.get(s.effect_key(weapon, choice))
    return None if chit is None else chit_kind(chit)


def weapon_quality(s, weapon: str) -> float:
    """How much a crewman wants this weapon: known kill > stun/shrink > untried > bad."""
    t = weapon_type(weapon)
    if t == "electric-fence":
        return -1.0
    k = known_kind(s, weapon)
    if k is None:
        return 2.0
    kind, n = k
    if kind == "kill":
        return 3.0 + n
    if kind in ("stun", "shrink"):
        return 2.5
    return -1.0     # grow, fragments, none


def clone(s, dice):
    """`s.clone(dice)` made safe: the engine's clone shares the growth record's
    "done" list (see tests/bots/test_engine_bug_clone_grow.py)."""
    c = s.clone(dice=dice)
    g = c.grow
    if g is not None and isinstance(g.get("done"), list):
        c.grow = dict(g, done=list(g["done"]))
    return c


def state_key(s) -> str:
    """The public position (everything but the dice), as a string."""
    d = s.to_json()
    d.pop("rng", None)
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def crew_points_aboard(s) -> float:
    return sum(CREW_BY_ID[c].con for c, st in s.status.items() if st == ABOARD and c not in NON_CREWMEN)


def monster_material(s) -> float:
    v = 0.0
    for m, a in s.loc.items():
        if a is not None and m not in s.status:
            v += STAGE_VALUE[stage_of(m)]
    return v
