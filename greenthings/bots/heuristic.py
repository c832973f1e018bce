"""A fast rule-based player for both sides, following the rulebook's
Designer's Notes strategy tips.

`heuristic_action(state, acts)` picks one of the legal actions `acts`; it
reads only public information (never the dice) and takes well under 10 ms.
With `rng` and `noise` > 0 it sometimes picks another plausible action
(used by the search bots to generate alternative plans).
"""
from __future__ import annotations

import random

from greenthings.engine import (
    CREW_BY_ID, ROBOT, SELF_DESTRUCT_CREW, Action, active_fences, battle, boats, chance_at_least, chit_kind,
    crew_status, cup, declared_effects, distances, has_escaped, holdings, known_effect, legal_actions, locations,
    monster_stages, monster_threat, moves_used, occupancy, pending, self_destruct_round, sight_reach, species_of,
    stunned, weapon_spec, weapons_lying,
)

from .common import ABOARD, EPILOGUE_PREF, weapon_quality, worths

END_TYPES = ("end-phase",)
# Who eats a crewman when several monsters killed him, by stage role: the one
# that gains most by growing; the Robot, whose eater draws an effect chit, goes
# to the one least missed.
EATER_ORDER = {"young": 0, "fragment": 1, "adult": 2, "egg": 3}
ROBOT_EATER_ORDER = {"fragment": 0, "egg": 1, "young": 2, "adult": 3}
# Crew tuning knobs (measured in heuristic-vs-heuristic games: docs/bots.md).
CREW_PARAMS = {
    "lost_round": 3, "lost_k": 2.6, "lost_c": 6.0,       # ship_lost: monster power > k * crew power + c
    "risk_fighter": 0.45, "risk_weak": 0.2,               # kill chance a crewman accepts when closing in
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
    status, specs = crew_status(s), monster_stages(s)
    for m, a in locations(s).items():
        if a is not None and m not in status:
            st = specs[m]
            p += st.dice + (0.8 if st.role == "egg" else 0.0)
    return p


def crew_power(s) -> float:
    p = 0.0
    held = holdings(s)
    for c, st in crew_status(s).items():
        if st != ABOARD:
            continue
        p += CREW_BY_ID[c].dice
        w = held.get(c)
        if w is not None:
            k = known_effect(s, w)
            if k is not None and k[0] == "kill":
                p += 2.0 + (2.0 if weapon_spec(w).area_effect else 0.0)
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
    status = crew_status(s)
    for c, w in holdings(s).items():
        if status.get(c) != ABOARD:
            continue
        spec = weapon_spec(w)
        if spec.area_effect:
            k = known_effect(s, w)
            if k is not None and k[0] in ("kill", "stun") and k[1] >= 4:
                return True
    return False


# ---------------------------------------------------------------- monsters
def _grow(s, acts):
    best, bv = acts[0], -1e9
    loc, status, stun, specs = locations(s), crew_status(s), stunned(s), monster_stages(s)
    counts: dict[str, int] = {}
    for m, a in loc.items():
        if a is not None and m not in status and m not in stun:
            st = specs[m].id
            counts[st] = counts.get(st, 0) + 1
    free: dict[str, int] = {}
    for m, a in loc.items():
        if a is None and m not in status:
            st = specs[m].id
            free[st] = free.get(st, 0) + 1
    species = species_of(s)
    for a in acts:
        if a.type != "grow":
            continue
        stage = species.stage(a.choice)
        n = counts.get(stage.id, 0)
        if stage.grows_to is None:     # lays instead
            v = min(n, free.get(stage.lays, 0)) * species.stage(stage.lays).value * 1.2 if stage.lays else 0.0
        else:
            v = min(n, free.get(stage.grows_to, 0)) * (species.stage(stage.grows_to).value - stage.value)
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
    loc = locations(s)
    robot_area = loc.get(ROBOT) if crew_status(s).get(ROBOT) == ABOARD else None
    fences = set(active_fences(s).values())
    targets = [a for a in crew if a != robot_area and a not in fences]
    if not targets and robot_area is not None:
        # only the Robot is left: everybody gangs up on it
        targets = [robot_area]
        robot_area = None
    threat = area_threat(s)
    specs = monster_stages(s)
    order = sorted(moves, key=lambda m: (specs[m].role != "adult", m))
    for m in order:
        here = loc[m]
        if here in crew and here != robot_area:
            continue
        dh = D[here]
        if not targets:
            continue
        # nearest target; ties: the weakest crewman there
        t = min(targets, key=lambda x: (dh[x], min(CREW_BY_ID[c].con for c in crew[x]), x))
        d = dh[t]
        left = specs[m].move - moves_used(s, m)
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
    specs = monster_stages(s)
    b = battle(s)
    if b is not None:
        for d in b.declarations:
            dice_on[d.target] = dice_on.get(d.target, 0) + specs[d.attacker].dice
    # The area to fight in: the open battle's, or the first with attackers.
    loc = locations(s)
    area = loc[attacks[0].piece]
    cand = [a for a in attacks if loc[a.piece] == area]
    pieces = sorted({a.piece for a in cand}, key=lambda m: (-specs[m].dice, m))
    m = pieces[0]
    k = specs[m].dice
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
    order = ROBOT_EATER_ORDER if victim == ROBOT else EATER_ORDER
    specs = monster_stages(s)
    return min(acts, key=lambda a: (order[specs[a.piece].role], a.piece))


def _first_area(s, acts):
    D = distances(s)
    crew, _ = occupancy(s)
    return min(acts, key=lambda a: (min((D[a.to][c] for c in crew), default=0), a.to))


def _place_monster(s, acts):
    D = distances(s)
    crew, mons = occupancy(s)
    species = species_of(s)

    def score(a):
        dc = min((D[a.to][c] for c in crew), default=5)
        role = species.stage(a.choice).role
        if role == "egg":
            return (2, -dc, a.to)
        return (0 if role == "adult" else 1, dc, a.to)
    return min(acts, key=score)


# ---------------------------------------------------------------- crew
def _crew_setup(s, acts, rng, noise):
    if _explore(rng, noise):
        return rng.choice(acts)
    crew, _ = occupancy(s)
    lying = weapons_lying(s)

    def score(a):
        if a.type == "place-crew":
            w = len(lying.get(a.to, ()))
            return (-(w + 0.5 * len(crew.get(a.to, ()))), a.to)
        return (0, a.to or "")
    return min(acts, key=score)


def _discovery(s, acts, rng, noise):
    if _explore(rng, noise):
        return rng.choice(acts)
    _, mons = occupancy(s)
    specs = monster_stages(s)
    best, bv = None, 0.25
    for a in acts:
        if a.type != "discover":
            continue
        ms = mons.get(a.to, [])
        if any(specs[m].move for m in ms):
            continue
        dice = CREW_BY_ID[a.piece].dice
        v = max((chance_at_least(dice, specs[m].con) * specs[m].value for m in ms), default=0)
        v -= 0.1 * len(ms)
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[0])


def _grab(s, acts, rng, noise):
    best, bv = None, 0.0
    held = holdings(s)
    for a in acts:
        if a.type == "grab":
            q = weapon_quality(s, a.weapon)
            if q <= 0:
                continue
            dice = CREW_BY_ID[a.piece].dice
            v = q + (1.0 if dice <= 1 else 0.0) - (0.5 if dice >= 3 else 0.0)
        elif a.type == "drop":
            v = 0.5 if weapon_quality(s, held[a.piece]) <= 0 else 0.0
        elif a.type == "give":
            w = held[a.piece]
            if weapon_quality(s, w) <= 0 or a.target in held:
                continue
            v = 1.5 if CREW_BY_ID[a.piece].dice >= 2 and CREW_BY_ID[a.target].dice <= 1 else 0.0
        else:
            continue
        if v > bv:
            best, bv = a, v
    if best is not None:
        return best
    return next((a for a in acts if a.type == "end-phase"), acts[-1])


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


def endangered(s, k: int) -> list[str]:
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
                p = chance_at_least(n, CREW_BY_ID[c].con)
                if p >= 0.3:
                    risk.append((-p * crew_value(c), c))
    return [c for _, c in sorted(risk)[:k]]


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
    lost = ship_lost(s) or self_destruct_round(s) is not None or has_escaped(s)
    if lost:
        return _escape_move(s, acts, moves, boards, end, D, crew)
    stun, loc, held = stunned(s), locations(s), holdings(s)
    specs = monster_stages(s)
    mobile = {a for a, ms in mons.items() if any(specs[m].move and m not in stun for m in ms)}
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
    mdice = {a: sum(specs[m].dice for m in ms if m not in stun) for a, ms in mons.items()}
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
        here = loc[c]
        w = held.get(c)
        spec = CREW_BY_ID[c]
        goal = None
        if w is not None and weapon_quality(s, w) > 0 and c != ROBOT:
            if not mon_areas.isdisjoint(sight_reach(s, c, w)):
                continue
            r = weapon_spec(w).reach
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
              and D[here].get(focus, 99) <= spec.move - moves_used(s, c)):
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
            if here in weapon_spots and c not in held:
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
                and not (held.get(c) and not mon_areas.isdisjoint(sight_reach(s, c, held[c])))}
        if weak:
            return _safe_move(s, weak, end or acts[-1], D, crew, mons, mobile)
    return end or acts[-1]


def _safe_move(s, moves, end, D, crew, mons, mobile):
    """Keep out of the monsters' reach unless in a strong group: every crewman
    whose area is dangerous for him steps toward the nearest area that is safer
    (fewer monster dice in reach, more crew there to share the attacks)."""
    threat = monster_threat(s)
    loc = locations(s)
    # crew dice per area (the group hits back next turn)
    def risk(c, x, join):
        n = len(crew.get(x, ())) + join
        return chance_at_least(threat.get(x, 0), CREW_BY_ID[c].con) / max(1.0, 0.6 * n)
    for c in sorted(moves, key=lambda c: (CREW_BY_ID[c].dice, c)):
        here = loc[c]
        r0 = risk(c, here, 0)
        if r0 < 0.15 or c == ROBOT:
            continue
        left = CREW_BY_ID[c].move - moves_used(s, c)
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
    if boards:
        return boards[0]
    open_bays = [b.bay for b in boats(s) if not b.launched]
    sd_needed = self_destruct_round(s) is None
    sd_runner = None
    loc = locations(s)
    if sd_needed:
        status, stun = crew_status(s), stunned(s)
        cands = [c for c in SELF_DESTRUCT_CREW if status.get(c) == ABOARD and c not in stun]
        if cands:
            sd_runner = min(cands, key=lambda c: (min(D[loc[c]][b] for b in s.map.self_destruct_areas), c))
    for c in sorted(moves):
        here = loc[c]
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
    if s.phase == "crew-attack" and battle(s) is None:
        sd = [a for a in acts if a.type == "self-destruct"]
        if sd and ship_lost(s):
            return sd[0]
    if attacks and _explore(rng, noise):
        return rng.choice(attacks)
    best, bg = None, 0.0
    eff = {}
    if attacks:
        eff = declared_effects(s)
        crew, mons = occupancy(s)
        for a in attacks:
            g = _attack_gain(s, a, eff, crew, mons)
            if g > bg:
                best, bg = a, g
    if best is not None:
        return best
    if resolve is not None:
        return resolve
    return end or acts[-1]


def _effect_gain(st, w, kind: str, n: int, e: dict) -> float:
    """The worth of one effect (`kind`, `n` dice) on a monster of stage `st`
    and worth `w`, given the effects `e` already declared on it."""
    val = w.value
    con = st.con
    k = e.get("kill", 0)
    if kind == "kill":
        return val * (chance_at_least(k + n, con) - chance_at_least(k, con)) + 0.02 * val * n / con
    if kind == "stun":
        if st.role == "egg":
            return 0.0
        sd = e.get("stun", 0)
        return 0.3 * val * (1 - chance_at_least(k, con)) * (chance_at_least(sd + n, con) - chance_at_least(sd, con))
    if kind == "shrink":
        if e.get("shrink"):
            return 0.0
        return val - w.shrunk
    if kind == "grow":
        return -(w.grown - val) - 1.0
    if kind == "fragments":
        return -(w.fragments - val) - 1.0
    return -0.5    # none


def _attack_gain(s, a, eff, crew, mons) -> float:
    c, w = a.piece, a.weapon
    specs, worth = monster_stages(s), worths(s)
    if w is None:
        m = a.target
        return _effect_gain(specs[m], worth[m], "kill", CREW_BY_ID[c].dice, eff.get(m, {}))
    spec = weapon_spec(w)
    if spec.area_effect:
        areas = s.map.blast[a.target] if spec.blast else (a.target,)
        targets = [m for x in areas for m in mons.get(x, ())]
    else:
        areas = (locations(s)[a.target],)
        targets = [a.target]
    k = known_effect(s, w, a.choice)
    if k is None:
        if spec.area_effect and len(targets) > 1:
            return 0.0
        if any(eff.get(m, {}).get("untried") for m in targets):
            return 0.0
        chits = cup(s)
        g = sum(_effect_gain(specs[m], worth[m], *chit_kind(ch), eff.get(m, {}))
                for ch in chits for m in targets) / max(1, len(chits))
        g += 3.0       # what the crew learn
    else:
        kind, n = k
        if spec.id == "gas-grenade" and any("stun" in eff.get(m, {}) for m in targets):
            return 0.0
        g = sum(_effect_gain(specs[m], worth[m], kind, n, eff.get(m, {})) for m in targets)
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
    p = pending(s)
    if p is not None:
        if p.kind == "eater":
            return _eater(s, acts, p.victim)
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
