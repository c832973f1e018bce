"""What a battle's declarations add up to, before any die is rolled: the
monsters' dice on each target, and each monster's effects in a crew battle
("Monster Player's Turn", "Attacks", "Using Several Weapons at Once").
Resolution (combat.py), the battle preview and the read API all take their
sums from here, so the dice shown are the dice rolled."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from . import hooks
from .dice import chance_at_least
from .records import Declaration
from .species import Stage
from .state import State
from .tables import CREW_BY_ID, FRAGMENTS, GROW, KILL, NO_EFFECT, ROBOT, SHRINK, STUN, WEAPON_OF, chit_kind, weapon_type


# ----- monster battles ------------------------------------------------------------
class MonsterAttack(NamedTuple):
    attackers: list[str]    # the monsters declared on one target, in declaration order
    dice: int               # their attack dice, added: one roll


def monster_attacks(s: State, decl: Iterable[Declaration]) -> dict[str, MonsterAttack]:
    """Target -> the monsters' attack on it, for a monster battle's
    declarations: every monster declared on one target attacks it together,
    its dice added to the others' ("Monster Player's Turn", 3). Counted when
    called (the resolution counts before any roll). Resolution and the
    preview both take the dice from here."""
    on: dict[str, list[str]] = {}
    for d in decl:
        assert d.attacker is not None, "a monster battle's attacks all have an attacker"
        on.setdefault(d.target, []).append(d.attacker)
    return {target: MonsterAttack(ms, sum(s.specs[m].dice for m in ms)) for target, ms in on.items()}


# ----- crew battles ---------------------------------------------------------------
def declaration_targets(s: State, attacker: str | None, weapon: str | None,
                        target: str) -> tuple[list[str], list[str]]:
    """(monsters affected, areas the attack covers) for one declaration
    (attacker None: a device by itself)."""
    spec = None if weapon is None else WEAPON_OF[weapon]
    if spec is None or not spec.area_effect:
        at = s.loc[target]
        assert at is not None, f"{target} is on the board"
        return [target], [at]
    areas = sorted(s.map.blast[target]) if spec.blast else [target]
    if attacker is None:
        areas = [target]        # a device by itself (a fence; an expansion's, area by area)
    elif spec.blast and s.expansions:
        areas = list(hooks.blast_areas(s, target, areas))
    mons = [m for m, a in s.loc.items() if a in areas and m not in s.status]
    return mons, areas


UNTRIED = "untried"     # in a monster's sum: the (weapon, effect key) of each untried effect on it

# (attacker, weapon, effect key or None for hand-to-hand, monsters reached) of one crew declaration
Hit = tuple[str | None, str | None, str | None, list[str]]
# A monster's summed effects: kind -> dice or count; UNTRIED -> [(weapon, effect key)]
Effects = dict[str, Any]


def declared_hits(s: State, decl: Iterable[Declaration]) -> list[Hit]:
    """(attacker, weapon, effect key or None for hand-to-hand, monsters
    reached) for each crew declaration (attacker None: a device by itself)."""
    return [(a, w, None if w is None else s.effect_key(w, ch), declaration_targets(s, a, w, t)[0])
            for a, w, t, ch in decl]


def sum_effects(s: State, hits: Iterable[Hit], chit_of: Callable[[str], str | None]) -> dict[str, Effects]:
    """Each monster's effects in a crew battle, like effects added ("Using
    Several Weapons at Once"): dice to kill and to stun add up, every Grow,
    Shrink and No Effect counts, 1 Die Fragments is not cumulative, and only
    one Gas Grenade counts on a monster. `hits` as `declared_hits` gives them;
    `chit_of(effect key)`: that effect's chit in this battle, None while
    untried. Returns monster -> {kind: dice or count, UNTRIED: [(weapon,
    key)] when any}, a monster's entry made when a declaration first reaches
    it. Resolution, the preview and the read API all sum with this."""
    effects: dict[str, Effects] = {}
    gassed: set[str] = set()
    for attacker, weapon, key, mons in hits:
        if key is None:
            assert attacker is not None, "hand-to-hand needs an attacker"
            kind, n = KILL, hooks.hand_dice(s, attacker)
        else:
            chit = chit_of(key)
            kind, n = (UNTRIED, 0) if chit is None else chit_kind(chit)
        gas = weapon is not None and weapon_type(weapon) == "gas-grenade"
        for m in mons:
            e = effects.setdefault(m, {})
            if kind == UNTRIED:
                e.setdefault(UNTRIED, []).append((weapon, key))
                continue
            if gas:
                if m in gassed:
                    continue
                gassed.add(m)
            if kind in (KILL, STUN):
                e[kind] = e.get(kind, 0) + n
            elif kind == FRAGMENTS:
                e[kind] = 1
            else:           # GROW, SHRINK, NO_EFFECT
                e[kind] = e.get(kind, 0) + 1
    return effects


class CrewBlast(NamedTuple):
    kind: str       # KILL (Rocket Fuel) or STUN (gas)
    dice: int
    need: int       # the total that kills or stuns him


def crew_blast(s: State, c: str, weapon: str) -> CrewBlast | None:
    """What `weapon` going off does to crewman `c` in an area it covers
    ("Rocket Fuel", "Gas Grenade"): its dice and the total that kills or
    stuns him. A unit that takes the blast for him (`hooks.blast_taker`)
    passes on what is over its own constitution, so the total is its
    `kill_total`. None where it cannot touch him: a weapon with no effect on
    the crew; gas on the Robot (it does not breathe) or on a crewman the
    expansions keep from gas. The resolution rolls gas with these numbers."""
    effect = WEAPON_OF[weapon].crew_effect
    if effect is None:
        return None
    kind, dice = chit_kind(effect)
    if kind == KILL:
        taker = hooks.blast_taker(s, c) if s.expansions else None
        if taker is None:
            return CrewBlast(kind, dice, hooks.crew_con(s, c))
        total = hooks.kill_total(s, taker)
        assert total is not None, f"{taker} is an attack target"
        return CrewBlast(kind, dice, total[1])
    if c == ROBOT or (s.expansions and hooks.gas_proof(s, c)):
        return None
    return CrewBlast(kind, dice, CREW_BY_ID[c].con)


def battle_preview(s: State) -> list[dict[str, Any]]:
    """For the open battle: each monster's combined dice to kill / stun and the
    exact chance they succeed, where the effects are known (the UI shows this
    before anything is rolled). The effects are summed as the resolution sums
    them (`sum_effects`), and known Grow and Shrink change the constitution
    the dice must beat ("Using Several Weapons at Once")."""
    if s.battle is None:
        return []
    out: dict[str, dict[str, Any]] = {}
    monster_decl: list[Declaration] = []
    crew_decl: list[Declaration] = []
    need_of: dict[str, int] = {}
    for d in s.battle.decl:
        if d.attacker in CREW_BY_ID and s.to_play == "monsters":
            continue
        target = d.target
        need = hooks.crew_con(s, target) if target in CREW_BY_ID else hooks.target_con(s, target)
        if need is None:
            crew_decl.append(d)
        else:       # a monster attack on a crewman (or an expansion's target: a unit)
            monster_decl.append(d)
            need_of[target] = need
    for target, attack in monster_attacks(s, monster_decl).items():
        out[target] = {"target": target, "kill_dice": attack.dice, "stun_dice": 0, "unknown": [],
                       "need": need_of[target]}
    for m, e in sum_effects(s, declared_hits(s, crew_decl), s.known.get).items():
        row = out[m] = {"target": m, "kill_dice": e.get(KILL, 0), "stun_dice": e.get(STUN, 0),
                        "unknown": [w for w, _key in e.get(UNTRIED, ())], "need": s.specs[m].con}
        other = [kind for kind in (GROW, SHRINK, FRAGMENTS, NO_EFFECT) for _ in range(e.get(kind, 0))]
        if other:
            row["other"] = other
        if GROW in e or SHRINK in e:
            stage = _resized_stage(s, m, e)
            if stage is None:               # shrunk away before any die is rolled
                row["p_kill"], row["p_stun"] = 1.0, 0.0
            else:
                row["need"] = stage.con
    for row in out.values():
        if "p_kill" in row:
            continue
        row["p_kill"] = chance_at_least(row["kill_dice"], row["need"]) if row["kill_dice"] else 0.0
        row["p_stun"] = chance_at_least(row["stun_dice"], row["need"]) if row["stun_dice"] else 0.0
    return list(out.values())


def _resized_stage(s: State, m: str, counts: Effects) -> Stage | None:
    """The stage a monster has after its known Grows, then Shrinks (None: gone).
    A Grow at the top of the chain changes nothing (a chit never lays)."""
    stage = s.specs[m]
    for _ in range(counts.get(GROW, 0)):
        if stage.grows_to is not None:
            stage = s.species.stage(stage.grows_to)
    for _ in range(counts.get(SHRINK, 0)):
        if stage.shrinks_to is None:
            return None
        stage = s.species.stage(stage.shrinks_to)
    return stage
