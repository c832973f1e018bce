"""Reach, battles and threats: where a crewman can attack, the open battle, its odds, where the monsters can strike."""
from __future__ import annotations

from enum import Enum
from typing import Any, Final, NamedTuple

from ..battle_sums import (
    UNTRIED, CrewBlast, battle_preview as preview, crew_blast as blast_on, declaration_targets, declared_hits,
    sum_effects,
)
from ..records import Declaration
from ..crew_turn import open_reach, reach
from .. import hooks
from ..pieces import monster_reach
from ..state import State
from ..tables import CREW_BY_ID


class _Held(Enum):
    WEAPON = "the weapon he holds"


# The default weapon of attack_reach and sight_reach: the one the crewman holds.
HELD_WEAPON: Final = _Held.WEAPON


def attack_reach(s: State, crewman: str, weapon_id: str | None | _Held = HELD_WEAPON) -> tuple[str, ...]:
    """Areas the crewman can attack into now with a weapon (default: the one he
    holds; None: hand-to-hand), the attack restriction included ("Attack
    Restriction": a crewman who stopped by monsters attacks only there)."""
    if s.loc.get(crewman) is None:
        return ()
    w = s.held.get(crewman) if weapon_id is HELD_WEAPON else weapon_id
    return reach(s, crewman, w)


def sight_reach(s: State, crewman: str, weapon_id: str | None | _Held = HELD_WEAPON,
                at: str | None = None) -> tuple[str, ...]:
    """Areas the weapon could reach in the crewman's hands from area `at`
    (default: where he stands), ignoring the attack restriction (what to
    light while he plans a move or a grab; where a move would bring a
    target in reach)."""
    w = s.held.get(crewman) if weapon_id is HELD_WEAPON else weapon_id
    here = s.loc.get(crewman) if at is None else at
    if here is None or w is None:
        return ()
    return open_reach(s, crewman, w, here)


class BattleView(NamedTuple):
    zone: tuple[str, ...]               # the areas this battle may cover
    declarations: tuple[Declaration, ...]


def battle(s: State) -> BattleView | None:
    """The open battle (declared attacks not yet rolled), or None."""
    b = s.battle
    if b is None:
        return None
    return BattleView(tuple(b.zone), tuple(b.decl))


def targets_of(s: State, attacker: str, weapon_id: str | None, target: str) -> tuple[list[str], list[str]]:
    """(monsters affected, areas covered) by one crew attack declaration."""
    return declaration_targets(s, attacker, weapon_id, target)


def declared_effects(s: State) -> dict[str, dict[str, Any]]:
    """For the open crew battle: monster -> {"kill": dice, "stun": dice,
    "shrink"/"grow"/"none": count, "fragments": 1, "untried": {effect keys}},
    summed as the resolution sums them (only one Gas Grenade counts on a
    monster; 1 Die Fragments is not cumulative)."""
    if s.battle is None:
        return {}
    crew = [d for d in s.battle.decl if d.attacker in CREW_BY_ID]   # not a monster battle's attacks
    eff = sum_effects(s, declared_hits(s, crew), s.known.get)
    for e in eff.values():
        if UNTRIED in e:
            e[UNTRIED] = {key for _w, key in e[UNTRIED]}
    return eff


def hand_dice(s: State, crewman: str) -> int:
    """A crewman's hand-to-hand dice (as the expansions on change them: a
    unit he is in may fight with its own)."""
    return hooks.hand_dice(s, crewman)


def kill_total(s: State, target: str) -> tuple[str | None, int] | None:
    """(the crewman a monster attack on `target` kills, the total its dice
    must reach): a crewman's constitution (as the expansions change it); for
    an expansion's target, what it says (Outside the Znutar: a manned unit's
    hits over its constitution carry to its occupant, an empty one kills
    nobody); None for a target that is neither."""
    if target in CREW_BY_ID:
        return target, hooks.crew_con(s, target)
    return hooks.kill_total(s, target)


def crew_blast(s: State, crewman: str, weapon_id: str) -> CrewBlast | None:
    """What a blast of `weapon_id` (Rocket Fuel, gas) does to one of the crew
    in an area it covers: (kind "kill" or "stun", dice, the total that kills
    or stuns him, through a suit or mover he is in), as the resolution rolls
    it; None where it cannot touch him (gas on the Robot or on a crewman kept
    from gas; a weapon without a blast on the crew)."""
    return blast_on(s, crewman, weapon_id)


def battle_preview(s: State) -> list[dict[str, Any]]:
    """For the open battle: each target's combined dice to kill / stun and the
    exact chance they succeed, where the effects are known (shown before the roll)."""
    return preview(s)


def monster_threat(s: State) -> dict[str, int]:
    """area -> attack dice of the monsters that could reach it in their next
    move (each within its stage's movement, over its species' extra moves;
    stunned ones left out)."""
    reach_of = monster_reach(s.map, s.species)
    out: dict[str, int] = {}
    specs, stun, loc = s.specs, s.stun, s.loc
    for m, st in specs.items():
        a = loc[m]
        if a is None or m in stun or not st.dice:
            continue
        for x in reach_of[st.id][a]:
            out[x] = out.get(x, 0) + st.dice
    return out
