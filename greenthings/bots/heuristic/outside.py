"""The crew's judgements for Outside the Znutar: the bridge's airlock
decision, who gets into a Jet Suit or Cargo Mover and where a unit goes.
Everything through the read API; without the expansion none of this is
asked (`units` and `airlocks` are empty).
"""
from __future__ import annotations

from greenthings.engine import (
    CREW_BY_ID, ROBOT, airlocks, boat_places, boats, holdings, locations, monster_stages, occupancy, outside_places,
    stunned, unit_of, unit_routes, units, walking_distances,
)

from ..common import weapon_quality
from .assess import running
from .params import HeuristicParams

JET_SUIT, CARGO_MOVER, OOK_SOOT = "jet-suit", "cargo-mover", "ook-soot"


def _unit_views(s) -> dict:
    return {v.id: v for v in units(s)}


def _walking_monster_dice(s, area: str) -> int:
    """Attack dice of the monsters in `area` that can walk this turn (not stunned)."""
    _, mons = occupancy(s)
    specs, stun = monster_stages(s), stunned(s)
    return sum(specs[m].dice for m in mons.get(area, ()) if specs[m].move and m not in stun)


def monsters_outside(s) -> list[str]:
    """Areas outside the hull (skin, boats' outsides) that hold monsters."""
    _, mons = occupancy(s)
    areas = s.map.areas
    return [x for x in mons if not areas[x].inside_hull]


def lock(s, acts, p: HeuristicParams):
    """The bridge's one airlock decision at the start of the monsters' turn:
    open a shut boat bay's lock whose boat has not gone home; else close the
    lock (not such a bay's) that keeps most monster dice from walking
    through it at crew (in from the skin, or out to crew on the skin), open
    a closed one that shuts crew out on its skin or keeps suits and movers
    from going out at monsters; otherwise leave the locks as they are."""
    places = outside_places(s)
    crew, _ = occupancy(s)
    areas = s.map.areas
    D = walking_distances(s)
    in_hull = [x for x in crew if areas[x].inside_hull]
    on_skin = {x: [c for c in cs if unit_of(s, c) is None] for x, cs in crew.items() if x in places.space_of}
    in_units = {x: [c for c in cs if unit_of(s, c) not in (None, OOK_SOOT)] for x, cs in crew.items()}
    outside = monsters_outside(s)
    # a bay's lock keeps its boat in (or out, from space), and once the crew run nobody may be
    # left on a bridge to open it: open a shut one, never shut one before its boat has gone home
    boat_bays = {b.bay for b in boats(s) if not b.launched}
    best, bv = None, 0.0
    for a in acts:
        if a.type != "lock" or a.to is None:
            continue
        room = a.to
        if room in boat_bays:
            if a.choice == "open":
                return a
            continue
        skin = places.airlocks[room]
        # monsters that would pass it this turn toward the crew
        come_in = _walking_monster_dice(s, skin) if in_hull else 0
        go_out = _walking_monster_dice(s, room) if any(
            D[skin][x] <= p.lock_skin_reach for x, cs in on_skin.items() if cs) else 0
        danger = come_in + go_out
        # crewmen who need the lock: on foot on its skin (their way back in), in a
        # suit or mover in its room while monsters are outside (their way out)
        shut_out = len(on_skin.get(skin, ())) + (len(in_units.get(room, ())) if outside else 0)
        if a.choice == "close":
            v = danger - p.lock_crew_weight * shut_out
        else:
            v = p.lock_crew_weight * shut_out - danger
        if v > bv or (v == bv and best is not None and v > 0 and room < best.to):
            best, bv = a, v
    return best if best is not None else acts[0]


def unit_grab_value(s, a, p: HeuristicParams) -> float:
    """What getting into (or out of) a unit is worth now: a Cargo Mover or,
    for a weak crewman without a good weapon, a Jet Suit while monsters are
    outside the hull and fewer units are manned than there are monster areas
    outside; out of a suit or mover again once none are outside."""
    kind = _unit_views(s)[a.target].kind
    if kind == OOK_SOOT:
        return 0.0
    outside = monsters_outside(s)
    if a.type == "leave-unit":
        if running(s, p):
            return p.leave_unit         # on foot to the boats
        strong = kind == CARGO_MOVER or CREW_BY_ID[a.piece].dice >= 2
        return p.leave_unit if strong and not outside else 0.0
    if running(s, p):
        return 0.0
    if not outside:
        return 0.0
    manned = sum(1 for v in units(s) if v.occupant is not None and v.kind != OOK_SOOT)
    if manned >= len(outside):
        return 0.0
    c = a.piece
    if kind == CARGO_MOVER:
        return p.enter_mover
    w = holdings(s).get(c)
    if CREW_BY_ID[c].dice <= 1 and c != ROBOT and (w is None or weapon_quality(s, w) <= 0):
        return p.enter_suit
    return 0.0


def unit_spots(s) -> dict[str, float]:
    """Areas with an empty Cargo Mover while monsters are outside -> how much
    a weak crewman without a weapon wants to walk there."""
    if not monsters_outside(s):
        return {}
    return {v.area: 1.0 for v in units(s) if v.kind == CARGO_MOVER and v.occupant is None and v.area is not None}


def unit_move(s, moves: dict, p: HeuristicParams, home: bool = False):
    """A crewman in a suit or mover: out to the space area whose skin holds
    the most monster worth (a mover throws them off, a suit strikes without
    reply); back into the hull when none are outside or the crew are running
    (`home`), where a mover's pilot gets out in the next grab and a suit walks
    like a crewman. Returns (the step or None, the crewmen whose units this
    decided for: the usual moves leave them be)."""
    specs = monster_stages(s)
    _, mons = occupancy(s)
    places = outside_places(s)
    worth = {sp: sum(specs[m].value for x in skins for m in mons.get(x, ())) for sp, skins in places.skins_of.items()}
    hunting = not home and any(worth.values())
    loc = locations(s)
    inside = {x for x in s.map.areas if s.map.areas[x].inside_hull}
    handled = set()
    for c in sorted(moves):
        steps = [a for a in moves[c] if a.type == "unit-move"]
        if not steps:
            continue
        here = loc[c]
        u = steps[0].target
        if here in inside and not hunting and _unit_views(s)[u].kind == JET_SUIT:
            continue        # a suit inside walks like a crewman
        handled.add(c)
        dist, first = unit_routes(s, u, here)
        if hunting:
            goal = max((sp for sp in worth if sp in dist),
                       key=lambda sp: (worth[sp] - p.unit_travel * dist[sp], sp), default=here)
        elif here in inside:
            goal = here
        else:
            goal = min((x for x in dist if x in inside), key=lambda x: (dist[x], x), default=here)
        if goal != here:
            return next(a for a in steps if a.to == first[goal]), handled
    return None, handled


def ride_back(s, boat_acts):
    """A boat in space with monsters riding its outside cannot leave for
    home: it comes back into its bay, where everyone gets off, the riders
    too, and the crew fight them (sitting out in space, it would wait for
    ever). None when no such boat can go back now."""
    ridden = {b.id for b in boat_places(s) if any(r not in CREW_BY_ID for r in b.riders)}
    return next((a for a in boat_acts if a.type == "boat-move" and a.target in ridden and a.to in s.map.boat_bays),
                None)


def hatch_in(s, moves: dict):
    """A crewman on the outside of a boat out in space gets in through its
    hatch when there is room: nobody on the outside is what lets the boat
    leave for home, and inside no monster can reach him (the heuristic never
    jumps, so the outside leads nowhere else). None when nobody can."""
    out = {p.id for p in boat_places(s) if p.at in outside_places(s).space_next}
    if not out:
        return None
    inside = {outside_places(s).boat_inside[b] for b in out}
    for c in sorted(moves):
        a = next((a for a in moves[c] if a.type == "boat-hatch" and a.to in inside), None)
        if a is not None:
            return a
    return None


def fly_back(s, boat_acts):
    """While the crew fight on, a boat out in space with crewmen in it flies
    back into a bay (its own when it can), where they get off and rejoin the
    fight: waiting out there helps nobody."""
    return min((a for a in boat_acts if a.type == "boat-move" and a.to in s.map.boat_bays),
               key=lambda a: (s.map.boat_bays[a.to].id != a.target, a.target, a.to), default=None)


def clear_boards(s, boards: list) -> list:
    """The boardings into a bay with no monster that could ride out on the
    boat's outside (Adults and Babies: stages that move) and keep it from
    leaving for home; with one there the crew fight it first."""
    _, mons = occupancy(s)
    specs, loc = monster_stages(s), locations(s)
    return [a for a in boards if not any(specs[m].move for m in mons.get(loc[a.piece], ()))]


def way_in(s, here: str, goal: str, D) -> str:
    """Where a crewman on the skin heads for to reach `goal` inside the hull:
    the skin area of the open airlock on his shortest way in (its room once
    he stands there); `goal` itself when he is not on the skin."""
    if here not in outside_places(s).space_of:
        return goal
    best = None
    for lk in airlocks(s):
        if not lk.closed:
            k = (D[here][lk.skin] + 1 + D[lk.room][goal], lk.room)
            if best is None or k < best[0]:
                best = (k, lk)
    if best is None:
        return goal
    lk = best[1]
    return lk.room if here == lk.skin else lk.skin
