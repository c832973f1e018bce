"""The monster player's turn: grow, move, the fence, attack, wake up
(rulebook "Monster Player's Turn", "Electric Fence", "Leadfoot the Robot")."""
from __future__ import annotations

from collections.abc import Iterable

from .actions import END, RESOLVE, Action, make
from .combat import declare, devour, grow_monster, resolve_crew_battle, resolve_monster_battle
from . import hooks
from .ending import check_end
from .pieces import area_name, event, move_actions, name, occupancy
from .records import Battle, Declaration, EaterChoice, Growth
from .species.hooks import Events, MonsterHooks
from .species.rules import MonsterRules
from .state import State
from .turn import end_monster_turn
from .tables import CREW_BY_ID, MONSTERS, ROBOT, counters_by_stage, mobile_monsters


# ----- 1. grow ----------------------------------------------------------------
# A grow action's `target` is an expansion's narrowing of who grows
# (Expansion.grow_targets); the growth record keeps it (records.Growth).


def _growers(s: State, stage: str, target: str | None = None) -> list[str]:
    """Monsters of `stage` that may grow now (stunned ones cannot), as a grow
    action with `target` narrows them."""
    loc, stun = s.loc, s.stun
    out = [m for m in counters_by_stage(s.species)[stage] if loc[m] is not None and m not in stun]
    return hooks.growers(s, target, out) if s.expansions else out


def _result_stage(s: State, stage: str) -> str | None:
    st = s.species.stage(stage)
    return st.grows_to or st.lays


def _free_for(s: State, stage: str) -> list[str]:
    """The counters in the box for what a monster of `stage` grows into or
    lays (only a stage that does either is ever chosen to grow)."""
    res = _result_stage(s, stage)
    assert res is not None, f"{stage} neither grows nor lays"
    return s.counters_free(res)


def legal_grow(s: State) -> list[Action]:
    acts: list[Action] = []
    loc, stun, by_stage = s.loc, s.stun, counters_by_stage(s.species)
    for st in s.species.stages:
        res = _result_stage(s, st.id)
        if (res and any(loc[m] is not None and m not in stun for m in by_stage[st.id])
                and any(loc[m] is None for m in by_stage[res])):
            acts.append(Action("grow", choice=st.id))
            if s.expansions:
                acts.extend(Action("grow", choice=st.id, target=t)
                            for t in hooks.grow_targets(s, st.id, _growers(s, st.id)))
    return acts or [END]


def apply_grow(s: State, a: Action, events: Events) -> None:
    if a.type == "grow":
        stage, target = a.choice, a.target
        assert stage is not None, a
        growers = _growers(s, stage, target)
        free = len(_free_for(s, stage))
        event(events, "grow-level", f"The {s.species.stage(stage).plural} grow{hooks.grow_note(s, target)}.",
              stage=stage)
        rules = s.species.rules
        if rules.lays_as_one(s, stage) and len(growers) > 1:
            # One of them lays for all: the monster player picks which.
            s.grow = Growth(stage, 1, target=target)
            s.phase = "monster-grow-select"
            event(events, "phase", f"The {s.species.stage(stage).plural} lay together: pick the one who lays.",
                  phase=s.phase, to_play=MONSTERS)
            return
        if rules.lays_as_one(s, stage) or len(growers) * rules.counters_per_grower(s, stage) <= free:
            for m in growers:
                grow_monster(s, m, events, lay=True)
        else:
            # Not enough counters: the monster player picks which ones grow.
            s.grow = Growth(stage, free, target=target)
            s.phase = "monster-grow-select"
            event(events, "phase", f"Only {free} counters left: pick which monsters grow.",
                  phase=s.phase, to_play=MONSTERS)
            return
    elif a.type == "grow-piece":
        g = s.grow
        assert g is not None and a.piece is not None, a
        g.done.append(grow_monster(s, a.piece, events, lay=True))
        g.left = 0 if s.species.rules.lays_as_one(s, g.stage) else len(_free_for(s, g.stage))
        if g.left > 0 and legal_grow_select(s):
            return
    _start_move(s, events)


def legal_grow_select(s: State) -> list[Action]:
    g = s.grow
    assert g is not None, "no growth under way"
    if not _free_for(s, g.stage):
        return []
    return [Action("grow-piece", piece=m) for m in _growers(s, g.stage, g.target) if m not in g.done]


def _start_move(s: State, events: Events) -> None:
    s.grow = None
    s.phase = "monster-move"
    event(events, "phase", "Move the monsters.", phase=s.phase, to_play=MONSTERS)


# ----- 2. move ------------------------------------------------------------------
def legal_move(s: State) -> list[Action]:
    cache = s.options_cache
    if cache is None:
        cache = s.options_cache = {}
        stun, stopped, mp, loc = s.stun, s.stopped, s.mp, s.loc
        moves = move_actions(s.map, s.species)
        for m, allowance in mobile_monsters(s.species):
            a = loc[m]
            if a is not None and m not in stun and m not in stopped and mp.get(m, 0) < allowance:
                cache[m] = moves[m, a]
        if s.expansions:
            hooks.monster_move_offers(s, cache)
    acts = [a for opts in cache.values() for a in opts]
    rules = s.species.rules
    if type(rules).may_move is not MonsterRules.may_move:      # the species asks about each step
        acts = [a for a in acts if a.type != "move" or _may_step(s, rules, a)]
    acts.append(END)
    return acts


def _may_step(s: State, rules: MonsterHooks, a: Action) -> bool:
    """The species allows move `a` now (MonsterRules.may_move)."""
    m, to = a.piece, a.to
    assert m is not None and to is not None, a
    frm = s.loc[m]
    assert frm is not None, f"{m} is on the board"
    return rules.may_move(s, m, frm, to)


def _stop_areas(s: State) -> frozenset[str | None]:
    """Where a monster must stop: crew who are not stunned, or an active
    fence. Nothing there changes while monsters move, so it is kept for the phase."""
    stops: frozenset[str | None] | None = s.stops_cache
    if stops is None:
        loc = s.loc
        stops = s.stops_cache = frozenset({s.wloc[w] for w in s.fence_on}
                                          | {loc[c] for c in CREW_BY_ID if loc[c] is not None and c not in s.stun})
    return stops


def apply_move(s: State, a: Action, events: Events) -> None:
    if a.type == "move":
        m, to = a.piece, a.to
        assert m is not None and to is not None, a
        frm = s.loc[m]
        assert frm is not None, f"{m} is on the board"
        s.loc[m] = to
        s.mp[m] = s.mp.get(m, 0) + 1
        if s.occ_cache is not None:     # move it in the occupancy kept since the last change
            mons = s.occ_cache[1]
            here = mons[frm]
            here.remove(m)
            if not here:
                del mons[frm]
            mons.setdefault(to, []).append(m)
        if to in _stop_areas(s):
            s.stopped.add(m)
        cache = s.options_cache
        if cache is not None:       # only this monster's options changed
            if m in s.stopped or s.mp[m] >= s.specs[m].move:
                cache.pop(m, None)
            else:
                cache[m] = move_actions(s.map, s.species)[m, to]
            if s.expansions:
                hooks.monster_moved(s, m, frm, to)
        edge = s.map.edge(frm, to)
        how = "oozes" if edge is None or s.map.edge_kinds[edge.kind].ordinary else f"passes through the {edge.kind}"
        event(events, "moved", f"{name(s, m)} {how} into {area_name(s, to)}.", piece=m, frm=frm, to=to)
        return
    if a.type != "end-phase":           # an expansion's move (Expansion.apply_action)
        hooks.apply_action(s, a, events)
        return
    # End of movement: the fence acts, then the attacks (unless the fence ended the game).
    if _fences(s, events):
        return
    s.phase = "monster-attack"
    s.battle = None
    if not s.pending:
        s.to_play = MONSTERS
    event(events, "phase", "Monster attacks: pick an area, declare its attacks, then roll.",
          phase=s.phase, to_play=MONSTERS)


def _fences(s: State, events: Events) -> bool:
    """"Electric Fence": resolved after monster movement, before attacks, on
    every monster in its area. True if that ended the game."""
    for w in sorted(s.fence_on):
        area = s.wloc[w]
        if w not in s.fence_on or not any(a == area and m not in s.status for m, a in s.loc.items()):
            continue
        event(events, "fence", f"The Electric Fence in {area_name(s, area)} crackles!", weapon=w, area=area)
        s.battle = Battle((area,), [Declaration(None, w, area, None)])
        resolve_crew_battle(s, events)
    return check_end(s, events)


# ----- 3. attack ------------------------------------------------------------------
def legal_attack(s: State) -> list[Action]:
    """Declarations for one area at a time: each monster able to attack (not
    stunned, with attack dice, not yet used) against a crewman in its area."""
    crew, mons = occupancy(s)
    zone = None if s.battle is None else s.battle.zone[0]
    declared = () if s.battle is None else s.battle.attackers()
    stun, acted, specs = s.stun, s.acted, s.specs
    acts: list[Action] = []
    robot_waiting = False
    if zone is not None:
        # a battle is open: only its area's declarations are legal
        crew = {zone: crew[zone]} if zone in crew else {}
        mons = {zone: mons[zone]} if zone in mons else {}
    places: Iterable[tuple[str, list[str]]] = crew.items()
    if s.expansions:
        places = hooks.monster_targets(s, places, crew, mons)
    for area, here in places:
        if not here or area in s.fought:
            continue
        attackers = [m for m in mons.get(area, ())
                     if specs[m].dice and m not in stun and m not in acted and m not in declared]
        if not attackers:
            continue
        # "Leadfoot": everything in the Robot's area must attack the Robot.
        if ROBOT in here:
            targets = [ROBOT]
            robot_waiting = True
        else:
            targets = here
        acts.extend(make("attack", m, None, c) for m in attackers for c in targets)
    if s.battle is not None:
        if not (robot_waiting and ROBOT in crew.get(s.battle.zone[0], ())):
            acts.append(RESOLVE)
    elif not robot_waiting:
        acts.append(END)
    return acts


def apply_attack(s: State, a: Action, events: Events) -> None:
    if a.type == "attack":
        declare(s, a, events)
    elif a.type == "resolve":
        resolve_monster_battle(s, events)
        check_end(s, events)
    elif a.type == "end-phase":
        end_monster_turn(s, events)


def legal_eater(s: State, p: EaterChoice) -> list[Action]:
    return [Action("eater", piece=m) for m in p.candidates if s.loc[m] is not None]


def apply_eater(s: State, p: EaterChoice, a: Action, events: Events) -> None:
    assert a.piece is not None, a
    devour(s, a.piece, p.victim, events)
