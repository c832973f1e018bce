"""Position evaluation: the chance that the crew win, from public facts only.

A logistic model over material features; the weights were fitted on
heuristic self-play positions by `python -m greenthings.bench bots-fit` (see
docs/bots.md). Escape and self-destruct positions are scored from the points
already settled.
"""
from __future__ import annotations

import math

from greenthings.engine import (
    BLOWN_UP_POINTS, CREW_BY_ID, NON_CREWMEN, ROBOT, ROLES, SHIP_POINTS, chit_kind, crew_status, game_result,
    has_escaped, holdings, journeys, known_effects, locations, monster_stages, self_destruct_round, ship_abandoned,
    stunned, weapon_spec, weapon_type,
)

# The monsters are counted by their stages' roles, so one model serves every species.
FEATURES = ("bias", "crew_con", "crew_dice", "robot", "adults", "young", "eggs", "fragments",
            "kill_weapons", "area_kill_weapons", "stunned", "round", "untried_held", "crew_turn")

# One model per side, each fitted on games its own search plays
# (python -m greenthings.bench bots-fit; docs/bots.md):
WEIGHTS = {
    # heuristic self-play, every turn start, each game weighing the same: 600 games of each
    # species and 200 more of each with Outside the Znutar (python -m greenthings.bench bots-fit
    # --games 600 --outside-games 200 --seed 100000, on the heuristic of a81f299): held-out
    # log-loss 0.474 (Green 0.445, Orange 0.614, Purple 0.377). The model it replaced, fitted on
    # Green games only, called the Orange crew's 30% 3% (log-loss 1.74 on those games).
    "monsters": {
        "bias": -3.8196, "crew_con": -0.1272, "crew_dice": 1.1352, "robot": -0.2705, "adults": -2.2278,
        "young": -0.3083, "eggs": -0.6707, "fragments": 0.5211, "kill_weapons": 0.0888,
        "area_kill_weapons": 0.8851, "stunned": -0.6195, "round": 2.4200, "untried_held": 0.0344,
        "crew_turn": 1.1246,
    },
    # the MCTS crew (sims=40, escapes played out; before the setup search and retreat plans) vs the heuristic
    # monsters, 298 games, each crew turn's start: held-out log-loss 0.332 (0.511 with the
    # monsters' weights), accuracy 0.84. crew_turn is always 1 here: it and bias share one constant.
    "crew": {
        "bias": -12.7994, "crew_con": -1.0422, "crew_dice": 1.8751, "robot": 2.6115, "adults": -2.9397,
        "young": -2.0829, "eggs": -0.8067, "fragments": -1.4550, "kill_weapons": 0.1702,
        "area_kill_weapons": 0.9719, "stunned": 0.0, "round": 0.1729, "untried_held": -0.0423,
        "crew_turn": 11.1529,
    },
}
HOME_RATE = 0.55     # about how much escaped constitution gets home (epilogue simulation)
# the round counts up to this: past it a game's length says nothing more, and a fitted
# weight on it would call a game dragging on for 60 rounds certain for one side
ROUND_FEATURE_CAP = 12


def features(s) -> dict:
    con = dice = 0.0
    robot = kill_w = area_w = untried = 0.0
    st = crew_status(s)
    held, known = holdings(s), known_effects(s)
    for c, x in st.items():
        if x != "aboard":
            continue
        spec = CREW_BY_ID[c]
        dice += spec.dice
        if c == ROBOT:
            robot = 1.0
        elif c not in NON_CREWMEN:
            con += spec.con
        w = held.get(c)
        if w is not None:
            chit = known.get(weapon_type(w))
            if chit is None:
                untried += 1
            else:
                kind, _n = chit_kind(chit)
                if kind in ("kill", "stun"):
                    if weapon_spec(w).area_effect:
                        area_w += 1
                    elif kind == "kill":
                        kill_w += 1
    counts = dict.fromkeys(ROLES, 0)
    n_stunned = 0
    stun, specs = stunned(s), monster_stages(s)
    for m, a in locations(s).items():
        if a is not None and m not in st:
            counts[specs[m].role] += 1
            if m in stun:
                n_stunned += 1
    return {
        "bias": 1.0, "crew_con": con / 100.0, "crew_dice": dice / 10.0, "robot": robot,
        "adults": counts["adult"] / 10.0, "young": counts["young"] / 10.0, "eggs": counts["egg"] / 10.0,
        "fragments": counts["fragment"] / 10.0, "kill_weapons": kill_w, "area_kill_weapons": area_w,
        "stunned": n_stunned / 10.0, "round": min(s.round, ROUND_FEATURE_CAP) / 10.0, "untried_held": untried,
        "crew_turn": 1.0 if s.to_play == "crew" else 0.0,
    }


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def leaving(s) -> bool:
    """The crew are leaving: a boat launched, the self-destruct set, the epilogue begun, or
    (Outside the Znutar) nobody left aboard, every boat in space leaving for home at the turn's end."""
    return has_escaped(s) or self_destruct_round(s) is not None or s.phase == "epilogue" or ship_abandoned(s)


def crew_win_chance(s, model: str) -> float:
    """P(crew wins) estimated for a position (1/0/0.5 when the game is over),
    by the model fitted for `model`'s search (see WEIGHTS)."""
    if s.phase == "over":
        w = game_result(s).winner
        return 1.0 if w == "crew" else 0.0 if w == "monsters" else 0.5
    if leaving(s):
        return _ending_chance(s)
    f = features(s)
    w = WEIGHTS[model]
    x = sum(w[k] * v for k, v in f.items())
    return _sigmoid(x)


def _ending_chance(s) -> float:
    sd, escaped = self_destruct_round(s) is not None, has_escaped(s)
    abandoned = ship_abandoned(s)     # the crew are all in boats out in space, leaving for home
    monsters = BLOWN_UP_POINTS if sd else (SHIP_POINTS if escaped or abandoned else 0.0)
    home = 0.0
    for e in journeys(s):
        pts = sum(CREW_BY_ID[c].con for c in e.crew if c not in NON_CREWMEN)
        if e.result == "home":
            home += pts
        elif e.result is None:
            home += HOME_RATE * pts
    aboard = sum(CREW_BY_ID[c].con for c, x in crew_status(s).items() if x == "aboard" and c not in NON_CREWMEN)
    if abandoned:
        home += HOME_RATE * aboard
    elif sd:
        home += 0.6 * HOME_RATE * aboard       # still time to reach the boats
    elif not escaped:
        home += 0.5 * aboard
    else:
        home += 0.3 * aboard                   # may still kill every monster or escape
    return _sigmoid((home - monsters) / 15.0)


def value(s, side: str) -> float:
    p = crew_win_chance(s, side)
    return p if side == "crew" else 1.0 - p
