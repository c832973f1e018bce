"""Resolving attacks: the monsters' hand-to-hand attacks on the crew, and the
crew's battles with hand-to-hand and weapons (rulebook "Attacks", "Weapon
Effect Chits", "Using Several Weapons at Once", "Using Several Untried Weapons
at Once")."""
from __future__ import annotations

from typing import Any

from .actions import Action
from . import hooks
from .battle_sums import Effects, crew_blast, declaration_targets, monster_attacks, sum_effects
from .pieces import area_name, event, kill_crew, name
from .records import Battle, Declaration, EaterChoice, WeaponReturn
from .species.hooks import Events
from .state import GONE, HELD, State
from .tables import (
    CHIT_NAMES, CREW_BY_ID, FRAGMENTS, GROW, KILL, NO_EFFECT, ROBOT, SHRINK, STUN,
    WEAPON_BY_ID, WEAPON_OF, chit_kind, weapon_type,
)

# "Using Several Weapons at Once": the order effects are applied in.
EFFECT_ORDER = (GROW, SHRINK, KILL, FRAGMENTS, STUN)


# ----- effects on one monster ----------------------------------------------
# Growth, shrinking, fragments and eating are the species' rules
# (species/rules.py; the rulebook's for the Awful Green Things).
def grow_monster(s: State, m: str, events: Events, lay: bool) -> str:
    """One level of growth; a monster at the top of its chain lays only when
    `lay` (the Grow phase and eating a crewman, never a Grow chit). Returns
    the monster's id."""
    return s.species.rules.grow(s, m, events, lay)


def shrink_monster(s: State, m: str, events: Events) -> str | None:
    """Down one level (None: it is gone)."""
    return s.species.rules.shrink(s, m, events)


def roll_dice(s: State, events: Events, n: int, need: int, what: str, target: str, purpose: str,
              words: tuple[str, str], **extra: Any) -> bool:
    """Roll n dice against `need` (equal or more succeeds) and report it."""
    dice = s.dice.roll(n)
    total = sum(dice)
    ok = total >= need
    event(events, "roll", f"{what}: {n} dice, {'+'.join(map(str, dice))} = {total} vs {need}: "
          f"{words[0] if ok else words[1]}.", dice=dice, total=total, need=need, target=target,
          purpose=purpose, success=ok, **extra)
    return ok


def roll_against(s: State, m: str, n: int, events: Events, purpose: str) -> bool:
    return roll_dice(s, events, n, s.specs[m].con, f"{purpose.capitalize()} {name(s, m)}", m, purpose,
                     ("success", "no effect"))


def kill_roll(s: State, m: str, n: int, events: Events) -> str | None:
    """n dice to kill monster `m`; what follows is the species' (`killed`
    or `survived`). Returns its id after (None: it is gone)."""
    if roll_against(s, m, n, events, "kill"):
        s.species.rules.killed(s, m, events)
        return None
    return s.species.rules.survived(s, m, events)


def fragment_monster(s: State, m: str, events: Events) -> None:
    """1 Die Fragments."""
    s.species.rules.fragments(s, m, events)


def stun_monster(s: State, m: str, events: Events) -> None:
    # Stun timing (rules-clarifications): wakes at the end of its next own turn.
    s.stun[m] = s.round + 1
    event(events, "stunned", f"{name(s, m)} is stunned.", piece=m)


def apply_chit_to_monster(s: State, m: str, chit: str, events: Events) -> None:
    """One chit on one monster (the Robot's revenge when it is eaten)."""
    kind, n = chit_kind(chit)
    if kind == GROW:
        grow_monster(s, m, events, lay=False)
    elif kind == SHRINK:
        shrink_monster(s, m, events)
    elif kind == KILL:
        kill_roll(s, m, n, events)
    elif kind == FRAGMENTS:
        fragment_monster(s, m, events)
    elif kind == STUN:
        if roll_against(s, m, n, events, "stun"):
            stun_monster(s, m, events)


def draw_chit(s: State) -> str:
    return s.cup.pop(s.dice.index(len(s.cup)))


# ----- monster attacks on the crew ----------------------------------------
def resolve_monster_battle(s: State, events: Events) -> None:
    """Roll every attack declared in the open battle ("Monster Player's Turn", 3)."""
    b = s.battle
    assert b is not None, "no open battle"
    s.fought.update(b.zone)
    s.battle = None
    attacks = monster_attacks(s, b.decl)
    for attack in attacks.values():
        s.acted.update(attack.attackers)
    for target, (attackers, n) in attacks.items():
        who = name(s, attackers[0]) if len(attackers) == 1 else f"{len(attackers)} monsters"
        if target not in CREW_BY_ID:        # an expansion's target (a unit): the crewman it kills, if any
            killed = hooks.attack_target(s, target, attackers, who, n, events)
            if killed is None:
                continue
            victim = killed
        else:
            con = hooks.crew_con(s, target)
            if not roll_dice(s, events, n, con, f"{who} attack {name(s, target)}", target, "kill",
                             ("killed", "survives"), attackers=attackers):
                continue
            kill_crew(s, target, events, "eaten")
            victim = target
        if len(attackers) == 1:
            devour(s, attackers[0], victim, events)
        else:
            s.pending.append(EaterChoice(victim, attackers))


def devour(s: State, m: str, victim: str, events: Events) -> None:
    """"Monster Growth After Attacks" and "Leadfoot the Robot"."""
    if victim == ROBOT:
        s.species.rules.eat_robot(s, m, events)
    else:
        s.species.rules.eat_crewman(s, m, victim, events)


# ----- declaring ("Attacks": all attacks in an area are stated before any roll)
def declare(s: State, a: Action, events: Events) -> None:
    """Add one attack to the open battle, opening it if needed. A crew battle
    covers a blast region; a monster battle one area."""
    attacker, target = a.piece, a.target
    assert attacker is not None and target is not None, a
    if target in s.map.areas:
        area, tgt = target, area_name(s, target)
    elif target in s.loc:
        at = s.loc[target]
        assert at is not None, f"{target} is on the board"
        area, tgt = at, name(s, target)
    else:                   # an expansion's target (a unit)
        place = hooks.target_place(s, target)
        assert place is not None, f"{target!r} is no target of this game"
        area, tgt = place
    crew_attack = attacker in CREW_BY_ID
    if s.battle is None:
        s.battle = Battle(tuple(sorted(s.map.blast[area])) if crew_attack else (area,))
    s.battle.decl.append(Declaration(attacker, a.weapon, target, a.choice))
    if a.weapon:
        how = f" with the {WEAPON_OF[a.weapon].name}" + (f" ({a.choice})" if a.choice else "")
    else:
        how = " hand-to-hand" if crew_attack else ""
    event(events, "declare", f"{name(s, attacker)} will attack {tgt}{how}.",
          piece=attacker, target=target, weapon=a.weapon)


# ----- crew battles ----------------------------------------------------------
def resolve_crew_battle(s: State, events: Events) -> None:
    """Apply every declared crew attack in the open battle, in the rulebook's
    order: Grow, Shrink, Dice to Kill, 1 Die Fragments, 5 Dice to Stun; then
    the blasts' effects on the crew, then used weapons go back."""
    b = s.battle
    assert b is not None, "no open battle"
    decl = b.decl
    if decl and decl[0].attacker is not None:     # a fence acting by itself opens no area's attacks
        s.fought.update(b.zone)
    s.battle = None
    rows: list[_Row] = []
    for attacker, weapon, target, choice in decl:
        if attacker is not None:        # None: an Electric Fence acting by itself
            s.acted.add(attacker)
        mons, areas = declaration_targets(s, attacker, weapon, target)
        key = None if weapon is None else s.effect_key(weapon, choice)
        rows.append((attacker, weapon, key, mons, areas, target))
    chit_for, learned, temporary = _draw_chits(s, rows, events)
    effects = sum_effects(s, [(a, w, k, mons) for a, w, k, mons, _ar, _t in rows],
                          lambda key: chit_for.get(key) or s.known[key])
    key_monsters: dict[str, set[str]] = {}
    for _a, _w, key, mons, _ar, _t in rows:
        if key is not None:
            key_monsters.setdefault(key, set()).update(mons)
    reached = _apply_effects(s, effects, key_monsters, learned, events)
    # "Special case": a newly tried weapon whose effect was never reached stays untried.
    unused: set[str] = set()
    for key in learned:
        chit = s.known[key]
        if chit_kind(chit)[0] in EFFECT_ORDER and key not in reached:
            del s.known[key]
            s.cup.append(chit)
            unused.add(key)
            event(events, "chit-returned", f"The {key.replace('-', ' ')} never took effect: its chit goes back "
                  "in the cup and it is still untried.", weapon=key, effect=chit)
    s.cup.extend(temporary)
    used = [(a, w, areas) for a, w, key, _m, areas, _t in rows if w is not None and key not in unused]
    landing = _let_go(s, used)
    _blast_crew(s, used, events)
    for key in learned:
        if s.known.get(key) == NO_EFFECT:
            remove_useless(s, key, events)
    _after_use(s, landing, events)


# one crew declaration in the resolution: (attacker, weapon, effect key, monsters, areas, target)
_Row = tuple[str | None, str | None, str | None, list[str], list[str], str]
# a weapon used in the battle: (attacker, weapon, areas it covers)
_Used = tuple[str | None, str, list[str]]


def _draw_chits(s: State, rows: list[_Row], events: Events) -> tuple[dict[str, str], list[str], list[str]]:
    """Draw chits for untried effects. Untried weapons whose targets overlap
    share one temporary chit ("Using Several Untried Weapons at Once").
    Returns (effect key -> its chit in this battle, keys drawn for good,
    chits to go back in the cup after the battle)."""
    untried: dict[str, set[str]] = {}
    for _a, _w, key, mons, _ar, _t in rows:
        if key is not None and key not in s.known:
            untried.setdefault(key, set()).update(mons)
    chit_for: dict[str, str] = {}
    learned: list[str] = []          # keys whose chit is drawn for good
    temporary: list[str] = []        # chits to return after this battle
    keys = list(untried)
    while keys:
        group = [keys.pop(0)]
        grown = True
        while grown:
            grown = False
            for k in list(keys):
                if any(untried[k] & untried[g] for g in group):
                    group.append(k)
                    keys.remove(k)
                    grown = True
        chit = draw_chit(s)
        label = ", ".join(k.replace("-", " ") for k in group)
        if len(group) == 1:
            s.known[group[0]] = chit
            learned.append(group[0])
            event(events, "chit", f"Weapon effect for {label}: {CHIT_NAMES[chit]}.", weapon=group[0],
                  effect=chit, temporary=False)
        else:
            temporary.append(chit)
            event(events, "chit", f"Untried weapons used together ({label}): {CHIT_NAMES[chit]} for this attack only.",
                  weapon=group, effect=chit, temporary=True)
        for k in group:
            chit_for[k] = chit
    return chit_for, learned, temporary


def _apply_effects(s: State, effects: dict[str, Effects], key_monsters: dict[str, set[str]], learned: list[str],
                   events: Events) -> set[str]:
    """Apply effects step by step in EFFECT_ORDER; returns the learned keys
    whose effect reached a living monster."""
    cur: dict[str, str | None] = {m: m for m in effects}     # follows each monster through counter swaps
    reached: set[str] = set()
    for step in EFFECT_ORDER:
        for key in learned:
            if chit_kind(s.known[key])[0] == step and any(cur.get(m) for m in key_monsters.get(key, ())):
                reached.add(key)
        for m, e in effects.items():
            n, mid = e.get(step), cur[m]
            if not n or mid is None:
                continue
            if step == GROW:
                for _ in range(n):
                    mid = grow_monster(s, mid, events, lay=False)
            elif step == SHRINK:
                for _ in range(n):
                    mid = shrink_monster(s, mid, events)
                    if mid is None:
                        break
            elif step == KILL:
                mid = kill_roll(s, mid, n, events)
            elif step == FRAGMENTS:
                fragment_monster(s, mid, events)
                mid = None
            elif step == STUN:
                if roll_against(s, mid, n, events, "stun"):
                    stun_monster(s, mid, events)
            cur[m] = mid
    return reached


def _blast_crew(s: State, used: list[_Used], events: Events) -> None:
    """Blasts on the crew: Rocket Fuel 5 dice to kill per can; gas 5 dice to
    stun, once, and never the Robot (`crew_blast` says whom, and the totals)."""
    fuel: dict[str, int] = {}
    gas: dict[str, str] = {}        # crewman -> the gas that covers him
    for _attacker, weapon, areas in used:
        effect = WEAPON_OF[weapon].crew_effect
        if effect:
            kind, dice = chit_kind(effect)
            for c in CREW_BY_ID:
                if s.loc[c] in areas:
                    if kind == KILL:
                        fuel[c] = fuel.get(c, 0) + dice
                    else:
                        gas.setdefault(c, weapon)
    for c, n in fuel.items():
        if s.expansions and hooks.blast_on_crewman(s, c, n, events):     # (a unit takes it)
            continue
        if roll_dice(s, events, n, hooks.crew_con(s, c), f"Rocket fuel blast on {name(s, c)}", c, "kill",
                     ("killed", "survives")):
            kill_crew(s, c, events, "rocket fuel blast")
    for c, weapon in sorted(gas.items()):
        hit = None if s.loc[c] is None else crew_blast(s, c, weapon)     # asked now: the fuel may have changed it
        if hit is None:
            continue
        if roll_dice(s, events, hit.dice, hit.need, f"Gas on {name(s, c)}", c, "stun", ("stunned", "no effect")):
            s.stun[c] = s.round + 1      # misses the next crew turn
            event(events, "stunned", f"{name(s, c)} is overcome by gas.", piece=c)


def _let_go(s: State, used: list[_Used]) -> dict[str, str | None]:
    """Take used weapons out of their users' hands before the blasts touch the
    crew: a used Acid, Zgwortz, Rocket Fuel or Gas is on its way back to a start
    area, a thrown Knife is on its way to its target's area, so neither lies
    where a crewman killed in the blast falls. A Knife wielded by hand (its
    target in its holder's own area) stays held. Returns weapon -> where it
    lands (None: a start area)."""
    landing: dict[str, str | None] = {}
    for attacker, weapon, areas in used:
        if attacker is None or s.wloc.get(weapon) != HELD + attacker:
            continue
        spec = WEAPON_OF[weapon]
        if spec.consumable:
            landing[weapon] = None
        elif spec.thrown and areas[0] != s.loc[attacker]:     # areas[0]: the target's area
            landing[weapon] = areas[0]
        else:
            continue
        del s.held[attacker]
        s.wloc[weapon] = "returning"
    return landing


def _after_use(s: State, landing: dict[str, str | None], events: Events) -> None:
    """Used consumables go back to a start area (the crew's choice where there
    are two); a thrown Knife lands where it was thrown. A No Effect weapon has
    already left the board."""
    for weapon, area in landing.items():
        if s.wloc[weapon] == GONE:
            continue
        spec = WEAPON_OF[weapon]
        if area is not None:
            s.wloc[weapon] = area
            event(events, "weapon-dropped", f"The thrown {spec.name} lands in {area_name(s, area)}.",
                  weapon=weapon, to=area)
            continue
        starts = s.map.weapon_starts[spec.id]
        if len(starts) == 1:
            return_weapon(s, weapon, starts[0], events)
        else:
            s.pending.append(WeaponReturn(weapon, list(starts)))


def return_weapon(s: State, weapon: str, area: str, events: Events) -> None:
    """A used Acid, Zgwortz, Rocket Fuel or Gas goes back to a start area."""
    s.wloc[weapon] = area
    event(events, "weapon-returned", f"The used {WEAPON_OF[weapon].name} goes back to "
          f"{area_name(s, area)}.", weapon=weapon, to=area)


def remove_useless(s: State, key: str, events: Events) -> None:
    """NO EFFECT: every counter of that weapon leaves the board."""
    t = key.split(":")[0]
    if t == "comm-beamer" and s.options.comm_beamer_frequencies:
        other = "comm-beamer" if key.endswith(":low") else "comm-beamer:low"
        if s.known.get(other, NO_EFFECT) != NO_EFFECT or other not in s.known:
            return       # the other setting may still work
    for w, where in list(s.wloc.items()):
        if weapon_type(w) == t and where != GONE:
            if where.startswith(HELD):
                s.held.pop(where[1:], None)
            s.fence_on.discard(w)
            s.wloc[w] = GONE
    event(events, "weapon-removed", f"Every {WEAPON_BY_ID[t].name} is useless and leaves the board.", weapon=t)
