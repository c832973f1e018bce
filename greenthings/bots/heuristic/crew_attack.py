"""The crew's attacks: each declaration is weighed by what its effect is worth
on the monsters it hits (given what is already declared on them), minus what
a blast costs the crew; the self-destruct when the ship is lost."""
from __future__ import annotations

from greenthings.engine import (
    battle, chance_at_least, chit_kind, crew_blast, cup, declared_effects, hand_dice, known_effect, locations,
    monster_stages, occupancy, targets_of, weapon_spec,
)

from ..common import worths
from .assess import crew_value, explore, ship_lost
from .params import HeuristicParams


def attack(s, acts, rng, noise, p: HeuristicParams):
    attacks = [a for a in acts if a.type == "attack"]
    resolve = next((a for a in acts if a.type == "resolve"), None)
    end = next((a for a in acts if a.type == "end-phase"), None)
    if s.phase == "crew-attack" and battle(s) is None:
        sd = [a for a in acts if a.type == "self-destruct"]
        if sd and ship_lost(s, p):
            return sd[0]
    if battle(s) is None:
        # Outside the Znutar: a Cargo Mover in space throws a monster off the
        # skin, no roll; the biggest first
        throws = [a for a in acts if a.type == "throw-off"]
        if throws:
            specs = monster_stages(s)
            return max(throws, key=lambda a: (specs[a.target].value, a.target))
    if attacks and explore(rng, noise):
        return rng.choice(attacks)
    best, bg = None, 0.0
    if attacks:
        eff = declared_effects(s)
        crew, mons = occupancy(s)
        for a in attacks:
            g = _attack_gain(s, a, eff, crew, mons, p)
            if g > bg:
                best, bg = a, g
    if best is not None:
        return best
    if resolve is not None:
        return resolve
    return end or acts[-1]


def _effect_gain(st, w, kind: str, n: int, e: dict, p: HeuristicParams) -> float:
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
        return (p.stun_weight * val * (1 - chance_at_least(k, con))
                * (chance_at_least(sd + n, con) - chance_at_least(sd, con)))
    if kind == "shrink":
        if e.get("shrink"):
            return 0.0
        return val - w.shrunk
    if kind == "grow":
        return -(w.grown - val) - 1.0
    if kind == "fragments":
        return -(w.fragments - val) - 1.0
    return -0.5    # none


def _attack_gain(s, a, eff, crew, mons, p: HeuristicParams) -> float:
    c, w = a.piece, a.weapon
    specs, worth = monster_stages(s), worths(s)
    if w is None:
        m = a.target
        return _effect_gain(specs[m], worth[m], "kill", hand_dice(s, c), eff.get(m, {}), p)
    spec = weapon_spec(w)
    if spec.area_effect:
        _, areas = targets_of(s, c, w, a.target)    # outside the hull Rocket Fuel hits the whole space area
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
        # each kind of chit weighed once (the cup holds several of most), summed in the cup's order
        per_chit = {ch: [_effect_gain(specs[m], worth[m], *chit_kind(ch), eff.get(m, {}), p) for m in targets]
                    for ch in dict.fromkeys(chits)}
        g = sum(x for ch in chits for x in per_chit[ch]) / max(1, len(chits))
        g += p.learn_bonus
    else:
        kind, n = k
        if spec.id == "gas-grenade" and any("stun" in eff.get(m, {}) for m in targets):
            return 0.0
        g = sum(_effect_gain(specs[m], worth[m], kind, n, eff.get(m, {}), p) for m in targets)
    if spec.crew_effect:
        for x in areas:
            for cc in crew.get(x, ()):
                hit = crew_blast(s, cc, w)      # the engine's dice and total (through a suit, in the Soot)
                if hit is None:
                    continue
                if hit.kind == "kill":
                    g -= chance_at_least(hit.dice, hit.need) * crew_value(cc, p) * p.own_blast_kill
                else:
                    g -= p.own_blast_other * chance_at_least(hit.dice, hit.need) * crew_value(cc, p)
    return g
