"""Judgements the heuristic's parts share: what a crewman is worth, the
balance of power, who is in danger, where to strike, when to explore."""
from __future__ import annotations

from greenthings.engine import (
    CREW_BY_ID, ROBOT, boats, chance_at_least, crew_status, hand_dice, has_escaped, holdings, kill_total,
    known_effect, locations, monster_stages, monster_threat, occupancy, self_destruct_round, stunned, weapon_spec,
)

from ..common import ABOARD
from .params import DEFAULT_PARAMS, HeuristicParams


def crew_value(c: str, p: HeuristicParams) -> float:
    spec = CREW_BY_ID[c]
    if c == ROBOT:
        return p.robot_value
    return spec.con + p.crew_die_value * spec.dice


def explore(rng, noise: float) -> bool:
    """With a generator and noise > 0: True with probability `noise` (take another
    plausible action, for the search's alternative plans)."""
    return rng is not None and bool(noise) and rng.random() < noise


def monster_power(s, p: HeuristicParams) -> float:
    power = 0.0
    status, specs = crew_status(s), monster_stages(s)
    for m, a in locations(s).items():
        if a is not None and m not in status:
            st = specs[m]
            power += st.dice + (p.egg_power if st.role == "egg" else 0.0)
    return power


def crew_power(s, p: HeuristicParams) -> float:
    power = 0.0
    held = holdings(s)
    for c, st in crew_status(s).items():
        if st != ABOARD:
            continue
        power += hand_dice(s, c)
        w = held.get(c)
        if w is not None:
            k = known_effect(s, w)
            if k is not None and k[0] == "kill":
                power += p.kill_weapon_power + (p.area_weapon_power if weapon_spec(w).area_effect else 0.0)
    return power


def mobile_areas(s, mons) -> set[str]:
    """Areas (of `occupancy`'s monsters, `mons`) holding a monster whose stage
    moves and that is not stunned: walking in, a crewman stops there."""
    stun, specs = stunned(s), monster_stages(s)
    return {a for a, ms in mons.items() if any(specs[m].move and m not in stun for m in ms)}


def ship_lost(s, p: HeuristicParams) -> bool:
    """The crew's position is hopeless: time to blow up the ship and run."""
    if s.round < p.lost_round:
        return False
    return monster_power(s, p) > p.lost_k * crew_power(s, p) + p.lost_c


def running(s, p: HeuristicParams) -> bool:
    """The crew are leaving: the ship is lost, the self-destruct runs, or a boat has gone."""
    return ship_lost(s, p) or self_destruct_round(s) is not None or has_escaped(s)


def area_threat(s, p: HeuristicParams) -> bool:
    """The crew hold a known-good area weapon: the monsters should spread out."""
    status = crew_status(s)
    for c, w in holdings(s).items():
        if status.get(c) != ABOARD:
            continue
        if weapon_spec(w).area_effect:
            k = known_effect(s, w)
            if k is not None and k[0] in ("kill", "stun") and k[1] >= p.spread_dice:
                return True
    return False


def focus_areas(s, k: int) -> list[str]:
    """Up to `k` monster areas worth most to strike at this turn (for plans
    that gang every fighter in reach onto one of them)."""
    _, mons = occupancy(s)
    specs = monster_stages(s)
    vals = []
    for x, ms in mons.items():
        v = sum(specs[m].value for m in ms)
        vals.append((-v, x))
    return [x for _, x in sorted(vals)[:k]]


def endangered(s, k: int, p: HeuristicParams = DEFAULT_PARAMS) -> list[str]:
    """Up to `k` crewmen (not the Robot) most at risk where they stand from
    the monsters that can reach them next turn, the most valuable first."""
    threat = monster_threat(s)
    crew, _ = occupancy(s)
    risk = []
    for x, cs in crew.items():
        n = threat.get(x, 0)
        if not n:
            continue
        for c in cs:
            if c != ROBOT:
                chance = chance_at_least(n, kill_total(s, c)[1])
                if chance >= p.endangered_risk:
                    risk.append((-chance * crew_value(c, p), c))
    return [c for _, c in sorted(risk)[:k]]


def prey_areas(s, k: int, p: HeuristicParams = DEFAULT_PARAMS) -> list[str]:
    """Up to `k` areas for the monsters to converge on this turn (the
    search's plans): the crew areas worth most (the Robot's last), and while
    the crew run for the boats (the self-destruct set) the bays of the boats
    still there, where the runners are headed."""
    crew, _ = occupancy(s)
    vals = [(-sum(crew_value(c, p) for c in cs if c != ROBOT), x) for x, cs in crew.items()]
    out = [x for _, x in sorted(vals)[:k]]
    if self_destruct_round(s) is not None:
        out += [b.bay for b in boats(s) if not b.launched and b.bay not in out]
    return out
