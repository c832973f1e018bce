"""The monster player's turn: grow, move, the fence, attack, wake up
(rulebook "Monster Player's Turn", "Electric Fence", "Leadfoot the Robot")."""
from __future__ import annotations

from .actions import END, RESOLVE, Action, make
from .combat import declare, devour, grow_monster, resolve_crew_battle, resolve_monster_battle
from .ending import check_end
from .outside import airlocks, boats, fighting
from .outside.places import layout
from .pieces import area_name, event, move_actions, name, occupancy
from .records import Battle, Declaration
from .state import State
from .turn import end_monster_turn
from .tables import CREW_BY_ID, MONSTERS, ROBOT, counters_by_stage, mobile_monsters


# ----- 1. grow ----------------------------------------------------------------
INSIDE_ONLY = "inside-only"     # Outside the Znutar: the grow action's target when those outside do not grow


def _growers(s: State, stage: str, inside_only: bool = False) -> list[str]:
    """Monsters of `stage` that may grow now (stunned ones cannot); with
    `inside_only`, those inside the hull only."""
    loc, stun = s.loc, s.stun
    out = [m for m in counters_by_stage(s.species)[stage] if loc[m] is not None and m not in stun]
    if inside_only:
        areas = s.map.areas
        out = [m for m in out if areas[loc[m]].inside_hull]
    return out


def _result_stage(s: State, stage: str) -> str | None:
    st = s.species.stage(stage)
    return st.grows_to or st.lays


def legal_grow(s: State) -> list[Action]:
    acts = []
    loc, stun, by_stage = s.loc, s.stun, counters_by_stage(s.species)
    for st in s.species.stages:
        res = _result_stage(s, st.id)
        if (res and any(loc[m] is not None and m not in stun for m in by_stage[st.id])
                and any(loc[m] is None for m in by_stage[res])):
            acts.append(Action("grow", choice=st.id))
            # Outside the Znutar, "Monsters outside never have to grow": the
            # monster player may leave those outside as they are (one choice
            # for the stage: the spec's ruling).
            if s.outside is not None and _growers(s, st.id, True) and len(_growers(s, st.id, True)) < len(
                    _growers(s, st.id)):
                acts.append(Action("grow", choice=st.id, target=INSIDE_ONLY))
    return acts or [END]


def apply_grow(s: State, a: Action, events: list) -> None:
    if a.type == "grow":
        stage = a.choice
        inside_only = a.target == INSIDE_ONLY
        growers = _growers(s, stage, inside_only)
        free = len(s.counters_free(_result_stage(s, stage)))
        event(events, "grow-level", f"The {s.species.stage(stage).plural} grow"
              + (" (those outside the hull stay as they are)." if inside_only else "."), stage=stage)
        rules = s.species.rules
        if rules.lays_as_one(s, stage) and len(growers) > 1:
            # One of them lays for all: the monster player picks which.
            s.grow = {"stage": stage, "left": 1, "done": [], **({"inside_only": True} if inside_only else {})}
            s.phase = "monster-grow-select"
            event(events, "phase", f"The {s.species.stage(stage).plural} lay together: pick the one who lays.",
                  phase=s.phase, to_play=MONSTERS)
            return
        if rules.lays_as_one(s, stage) or len(growers) * rules.counters_per_grower(s, stage) <= free:
            for m in growers:
                grow_monster(s, m, events, lay=True)
        else:
            # Not enough counters: the monster player picks which ones grow.
            s.grow = {"stage": stage, "left": free, "done": [], **({"inside_only": True} if inside_only else {})}
            s.phase = "monster-grow-select"
            event(events, "phase", f"Only {free} counters left: pick which monsters grow.",
                  phase=s.phase, to_play=MONSTERS)
            return
    elif a.type == "grow-piece":
        s.grow["done"].append(grow_monster(s, a.piece, events, lay=True))
        together = s.species.rules.lays_as_one(s, s.grow["stage"])
        s.grow["left"] = 0 if together else len(s.counters_free(_result_stage(s, s.grow["stage"])))
        if s.grow["left"] > 0 and legal_grow_select(s):
            return
    _start_move(s, events)


def legal_grow_select(s: State) -> list[Action]:
    g = s.grow
    if not s.counters_free(_result_stage(s, g["stage"])):
        return []
    return [Action("grow-piece", piece=m) for m in _growers(s, g["stage"], g.get("inside_only", False))
            if m not in g["done"]]


def _start_move(s: State, events: list) -> None:
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
        if s.outside is not None:
            doors, _ = airlocks.door_areas(s.map)
            for m, _ in mobile_monsters(s.species):
                if loc[m] in doors and m not in stun and not mp.get(m):
                    _add_door_moves(s, m)
    acts = [a for opts in cache.values() for a in opts]
    acts.append(END)
    return acts


def _add_door_moves(s: State, m: str) -> None:
    """Outside the Znutar: monster m's airlock or boat-hatch moves join its
    cached steps (it has not moved yet this phase)."""
    doors, locks = airlocks.door_areas(s.map)
    extra = airlocks.monster_airlock_moves(s, m) if s.loc[m] in locks else boats.monster_hatch_moves(s, m)
    steps = s.options_cache.get(m, ())
    s.options_cache[m] = steps + extra if extra else steps
    if not s.options_cache[m]:
        del s.options_cache[m]


def _refresh_overrides(s: State, areas: tuple[str, ...]) -> None:
    """A monster stepped into or out of an airlock room: whether the crewmen
    there still hold the lock may have changed for the monsters on its skin."""
    skins = layout(s.map).airlock_skin
    moves, stun, loc, mp = move_actions(s.map, s.species), s.stun, s.loc, s.mp
    for room in areas:
        skin = skins.get(room)
        if skin is None:
            continue
        for m, allowance in mobile_monsters(s.species):
            if loc[m] == skin and m not in stun and not mp.get(m):
                s.options_cache[m] = moves[m, skin]
                _add_door_moves(s, m)


def _stop_areas(s: State) -> frozenset:
    """Where a monster must stop: crew who are not stunned, or an active
    fence. Nothing there changes while monsters move, so it is kept for the phase."""
    if s.stops_cache is None:
        loc = s.loc
        s.stops_cache = frozenset({s.wloc[w] for w in s.fence_on}
                                  | {loc[c] for c in CREW_BY_ID if loc[c] is not None and c not in s.stun})
    return s.stops_cache


def apply_move(s: State, a: Action, events: list) -> None:
    if a.type == "move":
        m = a.piece
        frm = s.loc[m]
        s.loc[m] = a.to
        s.mp[m] = s.mp.get(m, 0) + 1
        if s.occ_cache is not None:     # move it in the occupancy kept since the last change
            mons = s.occ_cache[1]
            here = mons[frm]
            here.remove(m)
            if not here:
                del mons[frm]
            mons.setdefault(a.to, []).append(m)
        if a.to in _stop_areas(s):
            s.stopped.add(m)
        cache = s.options_cache
        if cache is not None:       # only this monster's options changed
            if m in s.stopped or s.mp[m] >= s.specs[m].move:
                cache.pop(m, None)
            else:
                cache[m] = move_actions(s.map, s.species)[m, a.to]
            if s.outside is not None:
                locks = airlocks.door_areas(s.map)[1]
                if frm in locks or a.to in locks:
                    _refresh_overrides(s, (frm, a.to))
        edge = s.map.edge(frm, a.to)
        how = "oozes" if edge is None or s.map.edge_kinds[edge.kind].ordinary else f"passes through the {edge.kind}"
        event(events, "moved", f"{name(s, m)} {how} into {area_name(s, a.to)}.", piece=m, frm=frm, to=a.to)
        return
    if a.type in ("airlock", "boat-hatch"):
        (airlocks.apply_airlock if a.type == "airlock" else boats.apply_monster_hatch)(s, a, events)
        if s.options_cache is not None:
            s.options_cache.pop(a.piece, None)
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


def _fences(s: State, events: list) -> bool:
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
    acts = []
    robot_waiting = False
    places = crew.items()
    if s.outside is not None:
        # Outside the Znutar: units (suits, movers) are targets too, the occupants inside them are not
        places = [(a, fighting.monster_targets(s, a, crew.get(a, ())))
                  for a in dict.fromkeys([*crew, *(u for u in s.outside.units.values() if u is not None)])
                  if a in mons]
    for area, here in places:
        if not here or (zone is not None and area != zone) or area in s.fought:
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
        if not (robot_waiting and ROBOT in crew.get(zone, ())):
            acts.append(RESOLVE)
    elif not robot_waiting:
        acts.append(END)
    return acts


def apply_attack(s: State, a: Action, events: list) -> None:
    if a.type == "attack":
        declare(s, a, events)
    elif a.type == "resolve":
        resolve_monster_battle(s, events)
        check_end(s, events)
    elif a.type == "end-phase":
        end_monster_turn(s, events)


def legal_eater(s: State, p: dict) -> list[Action]:
    return [Action("eater", piece=m) for m in p.candidates if s.loc[m] is not None]


def apply_eater(s: State, p: dict, a: Action, events: list) -> None:
    devour(s, a.piece, p.victim, events)
