"""The crew's moves: armed crew into reach of the monsters, fighters at the
monsters they can face, the weak to the weapons; careful moves out of danger;
the run for the boats (and the self-destruct) once the ship is lost.

A style changes the usual moves (the search's candidate plans): None, "hold",
"safe", "mix", or a tuple ("retreat", crewman), ("focus", area), ("risk",
fighters' accepted kill chance, weak crew's).
"""
from __future__ import annotations

from greenthings.engine import (
    ROBOT, Action, active_fences, chance_at_least, walking_distances, hand_dice,
    holdings, kill_total, known_effect, locations, monster_stages, monster_threat, move_allowance, moves_used,
    occupancy, outside_on, sight_reach, stunned, weapon_spec, weapons_lying,
)

from ..common import weapon_quality
from .assess import explore, mobile_areas, running
from .escape import escape
from .outside import fly_back, hatch_in, unit_move, unit_spots
from .params import HeuristicParams

# A crewman's step to another area: a plain move, through an airlock, in a
# Jet Suit or Cargo Mover, through a boat's hatch (Outside the Znutar).
STEP_TYPES = ("move", "airlock", "unit-move", "boat-hatch")
# Moves of a whole boat outside, by whoever flies it.
BOAT_TYPES = ("boat-move", "boat-home", "rescue")


def move(s, acts, rng, noise, style, p: HeuristicParams):
    moves: dict[str, list[Action]] = {}
    boards, boat_acts = [], []
    end = None
    for a in acts:
        if a.type in STEP_TYPES:
            moves.setdefault(a.piece, []).append(a)
        elif a.type == "board":
            boards.append(a)
        elif a.type in BOAT_TYPES:
            boat_acts.append(a)
        elif a.type == "end-phase":
            end = a
    rescue = next((a for a in boat_acts if a.type == "rescue"), None)
    if rescue is not None:
        return rescue          # a crewman adrift is lost unless a boat picks him up now
    if explore(rng, noise) and moves:
        if rng.random() < p.explore_end:
            return end or acts[-1]
        return rng.choice(acts)
    D = walking_distances(s)
    crew, mons = occupancy(s)
    lost = running(s, p)
    in_units: set[str] = set()
    if outside_on(s):
        # Outside the Znutar: nobody stays on a boat's outside out in space,
        # and a boat out there comes back in unless the crew are leaving
        a = hatch_in(s, moves) or (None if lost else fly_back(s, boat_acts))
        if a is not None:
            return a
        # Outside the Znutar: suits and movers go their own way (outside.py)
        a, in_units = unit_move(s, moves, p, home=lost)
        if a is not None:
            return a
        moves = {c: m for c, m in moves.items() if c not in in_units}
    if lost:
        return escape(s, acts, moves, boards, boat_acts, end, D)
    stun, loc, held = stunned(s), locations(s), holdings(s)
    specs = monster_stages(s)
    mobile = mobile_areas(s, mons)
    mon_areas = set(mons)
    weapon_spots: dict[str, float] = {}
    fences = active_fences(s)
    for where, ws in weapons_lying(s).items():
        if where in mobile:
            continue
        for w in ws:
            if w not in fences:
                q = weapon_quality(s, w)
                if q > 0:
                    weapon_spots[where] = max(weapon_spots.get(where, 0), q)
    if outside_on(s):
        # an empty Cargo Mover is worth fetching while monsters are outside
        for where, q in unit_spots(s).items():
            if where not in mobile:
                weapon_spots[where] = max(weapon_spots.get(where, 0), q)
    cover = _stun_cover(s, held, set(mons))
    # the dice that can strike back next turn: the stunned ones cannot, and a
    # monster the crew's known stun weapons will reach this turn may well not
    mdice = {a: round(sum(specs[m].dice * (1.0 - chance_at_least(cover.get(a, 0), specs[m].con))
                          for m in ms if m not in stun)) for a, ms in mons.items()}
    kind = style[0] if isinstance(style, tuple) else style
    if kind == "hold":
        return end or acts[-1]
    if kind == "safe":
        return _safe(s, moves, end or acts[-1], D, crew, mobile, p)
    if kind == "retreat":
        # one named crewman first steps out of danger; everyone else as usual
        c = style[1]
        if c in moves:
            a = _safe(s, {c: moves[c]}, None, D, crew, mobile, p)
            if a is not None:
                return a
    focus = style[1] if kind == "focus" else None
    risk_fighter, risk_weak = p.risk_fighter, p.risk_weak
    if kind == "risk":     # bolder or more careful than usual
        risk_fighter, risk_weak = style[1], style[2]
    for c in sorted(moves, key=lambda c: (-hand_dice(s, c), c)):
        here = loc[c]
        w = held.get(c)
        dice, con = hand_dice(s, c), kill_total(s, c)[1]     # as the rules stand now (in a unit, in the Soot)
        goal = None
        if w is not None and weapon_quality(s, w) > 0 and c != ROBOT:
            if not mon_areas.isdisjoint(sight_reach(s, c, w)):
                continue
            best = None
            for x, dx in D[here].items():
                # the nearest area from which the engine's reach finds a monster; ties by
                # name (set order is not stable), so an area after the best found is skipped
                if dx == 0 or dx > p.hunt_range or (best is not None and (dx, x) > best):
                    continue
                if not mon_areas.isdisjoint(sight_reach(s, c, w, at=x)):
                    best = (dx, x)
            goal = best[1] if best else None
        elif (focus is not None and (dice >= 2 or c == ROBOT)
              and D[here].get(focus, 99) <= move_allowance(s, c) - moves_used(s, c)):
            goal = focus
        elif dice >= 2 or c == ROBOT or not weapon_spots:
            if here in mon_areas:
                continue
            best = None
            for x in mon_areas:
                risk = chance_at_least(mdice.get(x, 0), con)
                if risk > (risk_fighter if dice >= 2 else risk_weak) and c != ROBOT:
                    continue
                dx = D[here][x]
                if best is None or (dx, x) < best:  # ties by name: set order is not stable
                    best = (dx, x)
            goal = best[1] if best else None
        else:
            if here in weapon_spots and c not in held:
                continue
            goal = min(weapon_spots, key=lambda x: (D[here][x], x), default=None)
            if goal is not None and D[here][goal] > p.fetch_range:
                goal = None
        if goal is None or goal == here:
            continue
        dg = D[here][goal]
        step = None
        for a in moves[c]:
            n = a.to
            if D[n][goal] == dg - 1:
                if n != goal and n in mobile:
                    continue
                step = a
                break
        if step is not None:
            return step
    if kind == "mix":
        weak = {c: m for c, m in moves.items() if hand_dice(s, c) <= 1
                and not (held.get(c) and not mon_areas.isdisjoint(sight_reach(s, c, held[c])))}
        if weak:
            return _safe(s, weak, end or acts[-1], D, crew, mobile, p)
    return end or acts[-1]


def _stun_cover(s, held, mon_areas: set[str]) -> dict[str, int]:
    """Dice to Stun the crew's known stun weapons of area effect can put on
    each monster area this turn from where their holders stand (similar
    results add up). Without this, crew who stun a crowd from next door every
    turn never walk in to finish it: the monsters are awake again by then."""
    cover: dict[str, int] = {}
    for c, w in held.items():
        k = known_effect(s, w)
        if k is None or k[0] != "stun" or not weapon_spec(w).area_effect:
            continue
        for x in mon_areas.intersection(sight_reach(s, c, w)):
            cover[x] = cover.get(x, 0) + k[1]
    return cover


def _safe(s, moves, end, D, crew, mobile, p: HeuristicParams):
    """Keep out of the monsters' reach unless in a strong group: every crewman
    whose area is dangerous for him steps toward the nearest area that is safer
    (fewer monster dice in reach, more crew there to share the attacks)."""
    threat = monster_threat(s)
    loc = locations(s)

    def risk(c, x, join):
        n = len(crew.get(x, ())) + join
        return chance_at_least(threat.get(x, 0), kill_total(s, c)[1]) / max(1.0, p.group_share * n)
    for c in sorted(moves, key=lambda c: (hand_dice(s, c), c)):
        here = loc[c]
        r0 = risk(c, here, 0)
        if r0 < p.safe_risk or c == ROBOT:
            continue
        left = move_allowance(s, c) - moves_used(s, c)
        best, bv = None, r0 - 0.05
        for x, dx in D[here].items():
            if 0 < dx <= left and x not in mobile:
                v = risk(c, x, 1) + 0.01 * dx
                if v < bv:
                    best, bv = x, v
        if best is None:
            continue
        dg = D[here][best]
        for a in moves[c]:
            if D[a.to][best] == dg - 1 and (a.to == best or a.to not in mobile):
                return a
    return end
