"""The crew's run for the boats once the ship is lost ("Crew Escape").

Who runs where: the nearest crewman who can sets the self-destruct (if it is
not set), everyone else is given a seat in a boat, the nearest crewmen first,
by paths that keep out of rooms with monsters able to stop them. When a boat
goes: a boat launches at the end of the crew's move with whoever boarded it,
so the crew in a bay wait for the others given seats in it, unless the boat
is full, monsters could reach the bay in their next move, nobody else is on
the way in time, or the ship blows up this turn.
"""
from __future__ import annotations

from greenthings.engine import (
    NON_CREWMEN, SELF_DESTRUCT_CREW, airlocks, boats, crew_status, locations, monster_threat, move_allowance, occupancy,
    outside_on, self_destruct_round, steps_to, stunned,
)

from ..common import ABOARD
from .assess import mobile_areas
from .outside import clear_boards, ride_back, way_in

FAR = 10**6


def escape(s, acts, moves, boards, boat_acts, end, D):
    """The crew's next action while they leave the ship."""
    # Outside the Znutar: a boat out in space leaves for home as soon as it may;
    # one with monsters riding it comes back into its bay to be rid of them
    home = next((a for a in boat_acts if a.type == "boat-home"), None) or ride_back(s, boat_acts)
    if home is not None:
        return home
    if outside_on(s):
        boards = clear_boards(s, boards)
    loc = locations(s)
    blocked = mobile_areas(s, occupancy(s)[1])
    goals, launch, ways = _plan(s, D, loc, blocked)
    for a in boards:
        if loc[a.piece] in launch:
            return a
    for c in sorted(moves):
        g = goals.get(c)
        if g is None or g == loc[c]:
            continue
        a = _step(s, moves[c], loc[c], g, D, blocked, ways)
        if a is not None:
            return a
    return end or acts[-1]


def _plan(s, D, loc, blocked):
    """(crewman -> the area he heads for, the bays whose boat goes this turn,
    open bay -> steps to it round the `blocked` areas)."""
    status, stun = crew_status(s), stunned(s)
    on_ship = [c for c, st in status.items() if st == ABOARD and loc.get(c) is not None]
    fleet = boats(s)
    boarded = {c for b in fleet for c in b.aboard}
    seats, open_bays = {}, []
    # Outside the Znutar: a boat whose bay's lock is shut cannot leave; run for the others while there are any
    shut = {lk.room for lk in airlocks(s) if lk.closed}
    free_bays = {b.bay for b in fleet if not b.launched and b.bay not in shut}
    for b in fleet:
        if b.launched or (free_bays and b.bay in shut):
            continue
        open_bays.append(b.bay)
        taken = sum(1 for c in b.aboard if c not in NON_CREWMEN)
        seats[b.bay] = FAR if b.capacity is None else b.capacity - taken
    R = self_destruct_round(s)
    turns = FAR if R is None else R - s.round + 1   # crew moves left, this one included
    goals: dict[str, str] = {}
    runners = [c for c in on_ship if c not in boarded]
    if R is None:
        cands = [c for c in runners if c in SELF_DESTRUCT_CREW and c not in stun]
        if cands:
            sd = min(cands, key=lambda c: (min(D[loc[c]][x] for x in s.map.self_destruct_areas), c))
            goals[sd] = min(s.map.self_destruct_areas, key=lambda x: (D[loc[sd]][x], x))
            runners.remove(sd)
    dist = {g: steps_to(D, g, blocked) for g in open_bays if g not in blocked}
    # seats by distance, the nearest first; the Robot and the Mascot ride free
    pairs = sorted((dist[g].get(loc[c], FAR), c, g) for c in runners for g in dist)
    heading: dict[str, list[tuple[str, int]]] = {g: [] for g in open_bays}
    for d, c, g in pairs:
        if c in goals:
            continue
        free = c in NON_CREWMEN
        if d >= FAR or not (free or seats[g] > 0):
            continue
        goals[c] = g
        heading[g].append((c, d))
        if not free:
            seats[g] -= 1
    for c in runners:                # no seat within reach: the nearest open bay all the same
        if c not in goals and open_bays:
            goals[c] = min(open_bays, key=lambda x: (D[loc[c]][x], x))
    threat = monster_threat(s)
    launch = set()
    for g in open_bays:
        on_way = [c for c, d in heading[g] if 0 < d <= _reach(s, c) * turns and c not in NON_CREWMEN]
        if turns <= 1 or threat.get(g, 0) > 0 or not on_way:
            launch.add(g)
    return goals, launch, dist


def _reach(s, c) -> int:
    """Areas a crewman covers in a whole move."""
    return max(1, move_allowance(s, c))


def _step(s, options, here, goal, D, blocked, ways):
    """A move one step nearer `goal`, keeping out of blocked areas when it can
    (`ways`: the steps to the goals already worked out round them)."""
    if outside_on(s):
        goal = way_in(s, here, goal, D)       # round a closed airlock
        if goal == here:
            return None
    blocked = blocked - {goal}
    safe = ways.get(goal) or steps_to(D, goal, blocked)
    dh = safe.get(here)
    if dh is not None:
        for a in options:
            if safe.get(a.to, FAR) == dh - 1 and a.to not in blocked:
                return a
    dg = D[here][goal]
    for a in options:
        if D[a.to][goal] == dg - 1:
            return a
    return None
