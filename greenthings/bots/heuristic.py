"""A fast rule-based player for both sides, following the rulebook's
Designer's Notes strategy tips.

`heuristic_action(state, acts)` picks one of the legal actions `acts`; it
reads only public information (never the dice) and takes well under 10 ms.
With `rng` and `noise` > 0 it sometimes picks another plausible action
(used by the search bots to generate alternative plans).
"""
from __future__ import annotations

import random

from greenthings.engine import Action, legal_actions
from greenthings.engine.dice import chance_at_least
from greenthings.engine.tables import (
    CREW_BY_ID, ROBOT, SELF_DESTRUCT_CREW, WEAPON_BY_ID, chit_kind, stage_of, weapon_type,
)

from .common import (
    ABOARD, EPILOGUE_PREF, MOBILE, STAGE_DICE, STAGE_VALUE, distances, known_kind, occupancy, weapon_quality,
)

END_TYPES = ("end-phase",)
SHRUNK_VALUE = {"adult": STAGE_VALUE["baby"], "baby": STAGE_VALUE["egg"], "egg": 0.0,
                "fragment": STAGE_VALUE["egg"]}
GROWN_VALUE = {"adult": STAGE_VALUE["adult"], "baby": STAGE_VALUE["adult"], "egg": STAGE_VALUE["baby"],
               "fragment": STAGE_VALUE["baby"]}
STAGE_CON = {"adult": 16, "baby": 12, "egg": 5, "fragment": 8}
# Crew tuning knobs (measured in heuristic-vs-heuristic games: docs/bots.md).
CREW_PARAMS = {
    "lost_round": 3, "lost_k": 2.6, "lost_c": 6.0,       # ship_lost: monster power > k * crew power + c
    "risk_fighter": 0.45, "risk_weak": 0.2,               # kill chance a crewman accepts when closing in
    "gang": 0, "die_cost": 0.4,                            # attack planning: gang up on one monster
}


def crew_value(c: str) -> float:
    spec = CREW_BY_ID[c]
    if c == ROBOT:
        return 30.0
    return spec.con + 4.0 * spec.dice


def _explore(rng, noise: float) -> bool:
    """With a generator and noise > 0: True with probability `noise` (take another
    plausible action, for the search's alternative plans)."""
    return rng is not None and bool(noise) and rng.random() < noise


# ---------------------------------------------------------------- assessment
def monster_power(s) -> float:
    p = 0.0
    for m, a in s.loc.items():
        if a is not None and m not in s.status:
            st = stage_of(m)
            p += STAGE_DICE[st] + (0.8 if st == "egg" else 0.0)
    return p


def crew_power(s) -> float:
    p = 0.0
    for c, st in s.status.items():
        if st != ABOARD:
            continue
        p += CREW_BY_ID[c].dice
        w = s.held.get(c)
        if w is not None:
            k = known_kind(s, w)
            if k is not None and k[0] == "kill":
                p += 2.0 + (2.0 if WEAPON_BY_ID[weapon_type(w)].area_effect else 0.0)
    return p


def ship_lost(s) -> bool:
    """The crew's position is hopeless: time to blow up the ship and run."""
    P = CREW_PARAMS
    if s.round < P["lost_round"]:
        return False
    mp, cp = monster_power(s), crew_power(s)
    return mp > P["lost_k"] * cp + P["lost_c"]


def area_threat(s) -> bool:
    """The crew hold a known-good area weapon: the monsters should spread out."""
    for c, w in s.held.items():
        if s.status.get(c) != ABOARD:
            continue
        spec = WEAPON_BY_ID[weapon_type(w)]
        if spec.area_effect:
            k = known_kind(s, w)
            if k is not None and k[0] in ("kill", "stun") and k[1] >= 4:
                return True
    return False


# ---------------------------------------------------------------- monsters
def _grow(s, acts):
    best, bv = acts[0], -1e9
    counts: dict[str, int] = {}
    for m, a in s.loc.items():
        if a is not None and m not in s.status and m not in s.stun:
            st = stage_of(m)
            counts[st] = counts.get(st, 0) + 1
    free: dict[str, int] = {}
    for m, a in s.loc.items():
        if a is None and m not in s.status:
            st = stage_of(m)
            free[st] = free.get(st, 0) + 1
    for a in acts:
        if a.type != "grow":
            continue
        st = a.choice
        n = counts.get(st, 0)
        if st == "adult":
            v = min(n, free.get("egg", 0)) * STAGE_VALUE["egg"] * 1.2
        else:
            res = s.species.stage(st).grows_to
            v = min(n, free.get(res, 0)) * (GROWN_VALUE[st] - STAGE_VALUE[st])
        if v > bv:
            best, bv = a, v
    return best


def _monster_move(s, acts, rng, noise):
    moves: dict[str, list[Action]] = {}
    end = None
    for a in acts:
        if a.type == "move":
            moves.setdefault(a.piece, []).append(a)
        else:
            end = a
    if not moves:
        return end or acts[-1]
    if _explore(rng, noise):
        if rng.random() < 0.3:
            return end or acts[-1]
        return rng.choice(acts)
    D = distances(s)
    crew, mons = occupancy(s)
    robot_area = s.loc.get(ROBOT) if s.status.get(ROBOT) == ABOARD else None
    fences = {s.wloc[w] for w in s.fence_on}
    targets = [a for a in crew if a != robot_area and a not in fences]
    if not targets and robot_area is not None:
        # only the Robot is left: everybody gangs up on it
        targets = [robot_area]
        robot_area = None
    threat = area_threat(s)
    order = sorted(moves, key=lambda m: (m[0] != "a", m))
    for m in order:
        here = s.loc[m]
        if here in crew and here != robot_area:
            continue
        dh = D[here]
        if not targets:
            continue
        # nearest target; ties: the weakest crewman there
        t = min(targets, key=lambda x: (dh[x], min(CREW_BY_ID[c].con for c in crew[x]), x))
        d = dh[t]
        left = (2 if m[0] == "a" else 1) - s.mp.get(m, 0)
        if threat and d > left + 1 and len(mons.get(here, ())) >= 3:
            # spread out to quiet areas to lay eggs
            best = None
            for a in moves[m]:
                n = a.to
                if n in crew or n == robot_area or n in fences:
                    continue
                k = len(mons.get(n, ()))
                if k < len(mons.get(here, ())) - 1 and (best is None or k < best[0]):
                    best = (k, a)
            if best is not None:
                return best[1]
            continue
        step = None
        for a in moves[m]:
            n = a.to
            if n == robot_area or (n in fences and n != t):
                continue
            if D[n][t] == d - 1:
                if step is None or n == t:
                    step = a
        if step is not None:
            return step
    return end or acts[-1]


def _monster_attack(s, acts):
    attacks = [a for a in acts if a.type == "attack"]
    other = [a for a in acts if a.type != "attack"]
    if not attacks:
        return other[0] if other else acts[0]
    dice_on: dict[str, int] = {}
    if s.battle is not None:
        for att, _w, tgt, _c in s.battle["decl"]:
            dice_on[tgt] = dice_on.get(tgt, 0) + STAGE_DICE[stage_of(att)]
    # The area to fight in: the open battle's, or the first with attackers.
    area = s.loc[attacks[0].piece]
    cand = [a for a in attacks if s.loc[a.piece] == area]
    pieces = sorted({a.piece for a in cand}, key=lambda m: (-STAGE_DICE[stage_of(m)], m))
    m = pieces[0]
    k = STAGE_DICE[stage_of(m)]
    best, bg = None, -1.0
    for a in cand:
        if a.piece != m:
            continue
        t = a.target
        con = CREW_BY_ID[t].con
        d = dice_on.get(t, 0)
        # dice still to come in this area, for whoever is already being ganged up on
        g = crew_value(t) * (chance_at_least(d + k, con) - chance_at_least(d, con))
        g += 0.01 * crew_value(t) * (d + k) / con
        if g > bg:
            best, bg = a, g
    return best


def _eater(s, acts, victim):
    if victim == ROBOT:
        order = {"fragment": 0, "egg": 1, "baby": 2, "adult": 3}
    else:
        order = {"baby": 0, "fragment": 1, "adult": 2, "egg": 3}
    return min(acts, key=lambda a: (order[stage_of(a.piece)], a.piece))


def _first_area(s, acts):
    D = distances(s)
    crew, _ = occupancy(s)
    return min(acts, key=lambda a: (min((D[a.to][c] for c in crew), default=0), a.to))


def _place_monster(s, acts):
    D = distances(s)
    crew, mons = occupancy(s)

    def score(a):
        dc = min((D[a.to][c] for c in crew), default=5)
        st = a.choice
        if st == "egg":
            return (2, -dc, a.to)
        return (0 if st == "adult" else 1, dc, a.to)
    return min(acts, key=score)


# ---------------------------------------------------------------- crew
def _crew_setup(s, acts, rng, noise):
    if _explore(rng, noise):
        return rng.choice(acts)
    crew, _ = occupancy(s)

    def score(a):
        if a.type == "place-crew":
            w = sum(1 for x in s.weapons_in(a.to))
            return (-(w + 0.5 * len(crew.get(a.to, ()))), a.to)
        return (0, a.to or "")
    return min(acts, key=score)


def _discovery(s, acts, rng, noise):
    if _explore(rng, noise):
        return rng.choice(acts)
    _, mons = occupancy(s)
    best, bv = None, 0.25
    for a in acts:
        if a.type != "discover":
            continue
        ms = mons.get(a.to, [])
        if any(m.startswith(MOBILE) for m in ms):
            continue
        dice = CREW_BY_ID[a.piece].dice
        v = max((chance_at_least(dice, STAGE_CON[stage_of(m)]) * STAGE_VALUE[stage_of(m)] for m in ms), default=0)
        v -= 0.1 * len(ms)
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[0])


def _grab(s, acts, rng, noise):
    best, bv = None, 0.0
    for a in acts:
        if a.type == "grab":
            q = weapon_quality(s, a.weapon)
            if q <= 0:
                continue
            dice = CREW_BY_ID[a.piece].dice
            v = q + (1.0 if dice <= 1 else 0.0) - (0.5 if dice >= 3 else 0.0)
        elif a.type == "drop":
            v = 0.5 if weapon_quality(s, s.held[a.piece]) <= 0 else 0.0
        elif a.type == "give":
            w = s.held[a.piece]
            if weapon_quality(s, w) <= 0 or a.target in s.held:
                continue
            v = 1.5 if CREW_BY_ID[a.piece].dice >= 2 and CREW_BY_ID[a.target].dice <= 1 else 0.0
        else:
            continue
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[-1])


def _reach_areas(s, here: str, weapon: str | None) -> set:
    if weapon is None:
        return {here}
    r = WEAPON_BY_ID[weapon_type(weapon)].reach
    if r == "same":
        return {here}
    if r == "adjacent":
        return {here, *s.map.neighbors[here]}
    return set(s.map.los[here])


def focus_areas(s, k: int) -> list[str]:
    """Up to `k` monster areas worth most to strike at this turn (for plans
    that gang every fighter in reach onto one of them)."""
    _, mons = occupancy(s)
    vals = []
    for x, ms in mons.items():
        v = sum(STAGE_VALUE[stage_of(m)] for m in ms)
        vals.append((-v, x))
    return [x for _, x in sorted(vals)[:k]]


def endangered(s, k: int) -> list[str]:
    """Up to `k` crewmen (not the Robot) most at risk where they stand from
    the monsters that can reach them next turn, the most valuable first."""
    threat = threat_map(s)
    crew, _ = occupancy(s)
    risk = []
    for x, cs in crew.items():
        n = threat.get(x, 0)
        if not n:
            continue
        for c in cs:
            if c != ROBOT:
                p = chance_at_least(n, CREW_BY_ID[c].con)
                if p >= 0.3:
                    risk.append((-p * crew_value(c), c))
    return [c for _, c in sorted(risk)[:k]]


def threat_map(s, D=None) -> dict:
    """area -> monster attack dice that can reach it in the next monster turn
    (Adults within 2 steps, Babies within 1, Fragments where they are; stunned ones excluded)."""
    if D is None:
        D = distances(s)
    out: dict[str, int] = {}
    status, stun = s.status, s.stun
    for m, a in s.loc.items():
        if a is None or m in status or m in stun:
            continue
        st = m[0]
        if st == "a":
            r, k = 2, 4
        elif st == "b":
            r, k = 1, 2
        elif st == "f":
            r, k = 0, 1
        else:
            continue
        if r == 0:
            out[a] = out.get(a, 0) + k
            continue
        for x, d in D[a].items():
            if d <= r:
                out[x] = out.get(x, 0) + k
    return out


def _crew_move(s, acts, rng, noise, style=None):
    moves: dict[str, list[Action]] = {}
    boards = []
    end = None
    for a in acts:
        if a.type == "move":
            moves.setdefault(a.piece, []).append(a)
        elif a.type == "board":
            boards.append(a)
        else:
            end = a
    if _explore(rng, noise) and moves:
        if rng.random() < 0.3:
            return end or acts[-1]
        return rng.choice(acts)
    D = distances(s)
    crew, mons = occupancy(s)
    lost = ship_lost(s) or s.self_destruct_at is not None or s.escaped
    if lost:
        return _escape_move(s, acts, moves, boards, end, D, crew)
    mobile = {a for a, ms in mons.items() if any(m.startswith(MOBILE) and m not in s.stun for m in ms)}
    mon_areas = set(mons)
    weapon_spots: dict[str, float] = {}
    for w, where in s.wloc.items():
        if where in s.map.areas and where not in mobile and w not in s.fence_on:
            q = weapon_quality(s, w)
            if q > 0:
                weapon_spots[where] = max(weapon_spots.get(where, 0), q)
    mdice = {a: sum(STAGE_DICE[stage_of(m)] for m in ms if m not in s.stun) for a, ms in mons.items()}
    # style: None, "hold", "safe", "mix", or a tuple ("retreat", crewman), ("focus", area),
    # ("risk", fighters' accepted kill chance, weak crew's)
    kind = style[0] if isinstance(style, tuple) else style
    if kind == "hold":
        return end or acts[-1]
    if kind == "safe":
        return _safe_move(s, moves, end or acts[-1], D, crew, mons, mobile)
    if kind == "retreat":
        # one named crewman first steps out of danger; everyone else as usual
        c = style[1]
        if c in moves:
            a = _safe_move(s, {c: moves[c]}, None, D, crew, mons, mobile)
            if a is not None:
                return a
    focus = style[1] if kind == "focus" else None
    risk_fighter, risk_weak = CREW_PARAMS["risk_fighter"], CREW_PARAMS["risk_weak"]
    if kind == "risk":     # bolder or more careful than usual
        risk_fighter, risk_weak = style[1], style[2]
    for c in sorted(moves, key=lambda c: (-CREW_BY_ID[c].dice, c)):
        here = s.loc[c]
        w = s.held.get(c)
        spec = CREW_BY_ID[c]
        goal = None
        if w is not None and weapon_quality(s, w) > 0 and c != ROBOT:
            if _reach_areas(s, here, w) & mon_areas:
                continue
            r = WEAPON_BY_ID[weapon_type(w)].reach
            best = None
            for x, dx in D[here].items():
                if dx == 0 or dx > 6:
                    continue
                if r == "same":
                    ok = x in mon_areas
                elif r == "adjacent":
                    ok = x in mon_areas or any(n in mon_areas for n in s.map.neighbors[x])
                else:
                    ok = bool(s.map.los[x] & mon_areas)
                if ok and (best is None or (dx, x) < best):  # ties by name: set order is not stable
                    best = (dx, x)
            goal = best[1] if best else None
        elif (focus is not None and (spec.dice >= 2 or c == ROBOT)
              and D[here].get(focus, 99) <= spec.move - s.mp.get(c, 0)):
            goal = focus
        elif spec.dice >= 2 or c == ROBOT or not weapon_spots:
            if here in mon_areas:
                continue
            best = None
            for x in mon_areas:
                risk = chance_at_least(mdice.get(x, 0), spec.con)
                if risk > (risk_fighter if spec.dice >= 2 else risk_weak) and c != ROBOT:
                    continue
                dx = D[here][x]
                if best is None or (dx, x) < best:  # ties by name: set order is not stable
                    best = (dx, x)
            goal = best[1] if best else None
        else:
            if here in weapon_spots and c not in s.held:
                continue
            goal = min(weapon_spots, key=lambda x: (D[here][x], x), default=None)
            if goal is not None and D[here][goal] > 8:
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
        weak = {c: m for c, m in moves.items() if CREW_BY_ID[c].dice <= 1
                and not (s.held.get(c) and _reach_areas(s, s.loc[c], s.held[c]) & mon_areas)}
        if weak:
            return _safe_move(s, weak, end or acts[-1], D, crew, mons, mobile)
    return end or acts[-1]


def _safe_move(s, moves, end, D, crew, mons, mobile):
    """Keep out of the monsters' reach unless in a strong group: every crewman
    whose area is dangerous for him steps toward the nearest area that is safer
    (fewer monster dice in reach, more crew there to share the attacks)."""
    threat = threat_map(s, D)
    # crew dice per area (the group hits back next turn)
    def risk(c, x, join):
        n = len(crew.get(x, ())) + join
        return chance_at_least(threat.get(x, 0), CREW_BY_ID[c].con) / max(1.0, 0.6 * n)
    for c in sorted(moves, key=lambda c: (CREW_BY_ID[c].dice, c)):
        here = s.loc[c]
        r0 = risk(c, here, 0)
        if r0 < 0.15 or c == ROBOT:
            continue
        left = CREW_BY_ID[c].move - s.mp.get(c, 0)
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


def _escape_move(s, acts, moves, boards, end, D, crew):
    bays = s.map.boat_bays
    if boards:
        return boards[0]
    open_bays = [b for b, boat in bays.items() if not s.boats[boat.id]["launched"]]
    sd_needed = s.self_destruct_at is None
    sd_runner = None
    if sd_needed:
        cands = [c for c in SELF_DESTRUCT_CREW if s.status.get(c) == ABOARD and c not in s.stun]
        if cands:
            sd_runner = min(cands, key=lambda c: (min(D[s.loc[c]][b] for b in s.map.self_destruct_areas), c))
    for c in sorted(moves):
        here = s.loc[c]
        if c == sd_runner:
            goals = list(s.map.self_destruct_areas)
        else:
            goals = open_bays
        if not goals:
            continue
        g = min(goals, key=lambda x: (D[here][x], x))
        if g == here:
            continue
        dg = D[here][g]
        for a in moves[c]:
            if D[a.to][g] == dg - 1:
                return a
    return end or acts[-1]


def _crew_attack(s, acts, rng, noise):
    attacks = [a for a in acts if a.type == "attack"]
    resolve = next((a for a in acts if a.type == "resolve"), None)
    end = next((a for a in acts if a.type == "end-phase"), None)
    if s.phase == "crew-attack" and s.battle is None:
        sd = [a for a in acts if a.type == "self-destruct"]
        if sd and ship_lost(s):
            return sd[0]
    if attacks and _explore(rng, noise):
        return rng.choice(attacks)
    best, bg = None, 0.0
    eff = {}
    if attacks:
        eff = _declared_effects(s)
        crew, mons = occupancy(s)
        for a in attacks:
            g = _attack_gain(s, a, eff, crew, mons)
            if g > bg:
                best, bg = a, g
    if attacks and CREW_PARAMS["gang"]:
        ga, gv = _gang_plan(s, attacks, eff)
        if ga is not None and gv > bg:
            return ga
    if best is not None:
        return best
    if resolve is not None:
        return resolve
    return end or acts[-1]


def _gang_plan(s, attacks, eff):
    """Gang up: the monster worth most when every crewman who can hit it with
    killing dice (hands, known killing weapons) joins in, strongest first, while
    each added die is worth its keep. Returns the first declaration and its worth."""
    ways: dict[str, dict[str, tuple]] = {}
    for a in attacks:
        if a.weapon is None:
            n = CREW_BY_ID[a.piece].dice
        else:
            if WEAPON_BY_ID[weapon_type(a.weapon)].area_effect:
                continue
            k = known_kind(s, a.weapon, a.choice)
            if k is None or k[0] != "kill":
                continue
            n = k[1]
        t = ways.setdefault(a.target, {})
        if a.piece not in t or t[a.piece][0] < n:
            t[a.piece] = (n, a)
    cost = CREW_PARAMS["die_cost"]
    best, bv = None, 0.0
    for m, opts in ways.items():
        st = stage_of(m)
        val, con = STAGE_VALUE[st], STAGE_CON[st]
        k0 = eff.get(m, {}).get("kill", 0)
        p0 = chance_at_least(k0, con)
        k, p, v, first = k0, p0, 0.0, None
        for n, a in sorted(opts.values(), key=lambda x: (-x[0], x[1].piece)):
            p2 = chance_at_least(k + n, con)
            if val * (p2 - p) < cost * n and first is not None:
                break
            if first is None:
                first = a
            k, p = k + n, p2
            v = val * (p - p0) - cost * (k - k0)
        if first is not None and v > bv:
            best, bv = first, v
    return best, bv


def _declared_effects(s):
    """monster -> {"kill": dice, "stun": dice, "shrink": n, "untried": set(keys)} for the open battle."""
    eff: dict[str, dict] = {}
    if s.battle is None:
        return eff
    from greenthings.engine.combat import declaration_targets
    for att, w, tgt, ch in s.battle["decl"]:
        if att is None:
            continue
        mons, _ = declaration_targets(s, att, w, tgt)
        if w is None:
            kind, n = "kill", CREW_BY_ID[att].dice
        else:
            k = known_kind(s, w, ch)
            if k is None:
                for m in mons:
                    eff.setdefault(m, {}).setdefault("untried", set()).add(s.effect_key(w, ch))
                continue
            kind, n = k
        for m in mons:
            e = eff.setdefault(m, {})
            e[kind] = e.get(kind, 0) + (n if kind in ("kill", "stun") else 1)
    return eff


def _effect_gain(m: str, kind: str, n: int, e: dict) -> float:
    st = stage_of(m)
    val = STAGE_VALUE[st]
    con = STAGE_CON[st]
    k = e.get("kill", 0)
    if kind == "kill":
        return val * (chance_at_least(k + n, con) - chance_at_least(k, con)) + 0.02 * val * n / con
    if kind == "stun":
        if st in ("egg",):
            return 0.0
        sd = e.get("stun", 0)
        return 0.3 * val * (1 - chance_at_least(k, con)) * (chance_at_least(sd + n, con) - chance_at_least(sd, con))
    if kind == "shrink":
        if e.get("shrink"):
            return 0.0
        return val - SHRUNK_VALUE[st]
    if kind == "grow":
        return -(GROWN_VALUE[st] - val) - 1.0
    if kind == "fragments":
        return -(3.5 * STAGE_VALUE["fragment"] - val) - 1.0
    return -0.5    # none


def _attack_gain(s, a, eff, crew, mons) -> float:
    c, w = a.piece, a.weapon
    if w is None:
        m = a.target
        return _effect_gain(m, "kill", CREW_BY_ID[c].dice, eff.get(m, {}))
    spec = WEAPON_BY_ID[weapon_type(w)]
    if spec.area_effect:
        areas = s.map.blast[a.target] if spec.blast else (a.target,)
        targets = [m for x in areas for m in mons.get(x, ())]
    else:
        areas = (s.loc[a.target],)
        targets = [a.target]
    k = known_kind(s, w, a.choice)
    if k is None:
        if spec.area_effect and len(targets) > 1:
            return 0.0
        if any(eff.get(m, {}).get("untried") for m in targets):
            return 0.0
        cup = s.cup
        g = sum(_effect_gain(m, *chit_kind(ch), eff.get(m, {})) for ch in cup for m in targets) / max(1, len(cup))
        g += 3.0       # what the crew learn
    else:
        kind, n = k
        if spec.id == "gas-grenade" and any("stun" in eff.get(m, {}) for m in targets):
            return 0.0
        g = sum(_effect_gain(m, kind, n, eff.get(m, {})) for m in targets)
    if spec.crew_effect:
        for x in areas:
            for cc in crew.get(x, ()):
                if spec.crew_effect == "kill5":
                    g -= chance_at_least(5, CREW_BY_ID[cc].con) * crew_value(cc) * 1.5
                elif cc != ROBOT:
                    g -= 0.2 * chance_at_least(5, CREW_BY_ID[cc].con) * crew_value(cc)
    return g


def _return_weapon(s, acts):
    D = distances(s)
    crew, _ = occupancy(s)
    return min(acts, key=lambda a: (min((D[a.to][x] for x in crew), default=0), a.to))


# ---------------------------------------------------------------- dispatch
def heuristic_action(s, acts: list[Action] | None = None, rng: random.Random | None = None,
                     noise: float = 0.0, style: str | None = None) -> Action:
    if acts is None:
        acts = legal_actions(s)
    if len(acts) == 1:
        return acts[0]
    if s.pending:
        p = s.pending[0]
        if p["kind"] == "eater":
            return _eater(s, acts, p["victim"])
        return _return_weapon(s, acts)
    ph = s.phase
    if ph == "monster-move":
        return _monster_move(s, acts, rng, noise)
    if ph == "crew-move":
        return _crew_move(s, acts, rng, noise, style)
    if ph == "monster-attack":
        return _monster_attack(s, acts)
    if ph in ("crew-attack", "discovery-attack"):
        return _crew_attack(s, acts, rng, noise)
    if ph == "crew-grab":
        return _grab(s, acts, rng, noise)
    if ph == "monster-grow":
        return _grow(s, acts)
    if ph == "monster-grow-select":
        return acts[0]
    if ph == "setup-first-area":
        return _first_area(s, acts)
    if ph == "setup-monsters":
        return _place_monster(s, acts)
    if ph in ("setup-weapons", "setup-crew"):
        return _crew_setup(s, acts, rng, noise)
    if ph == "discovery":
        return _discovery(s, acts, rng, noise)
    if ph == "epilogue":
        return max(acts, key=lambda a: EPILOGUE_PREF.get(a.choice, 0))
    if ph == "survival-boats":
        return acts[0]
    return acts[0]
