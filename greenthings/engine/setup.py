"""Preparation for play, as decisions: weapons, crew, the monsters, and the
crew's discovery of them (rulebook "Preparation for Play")."""
from __future__ import annotations

from collections import deque
from typing import Any

from .actions import END, Action
from .pieces import area_name, event, name, occupancy, place_monster
from .map_steps import area_steps
from .state import ABOARD, UNPLACED, UNPLACED_W, State
from .tables import CREW, CREW_BY_ID, CREW_TABLE, MONSTERS, WEAPON_TABLE, weapon_type


def start(s: State, events: list[dict[str, Any]]) -> None:
    """Put one counter of each weapon on each of its pictures; spares wait
    for the crew player's choice ("Preparation for Play")."""
    for spec in WEAPON_TABLE:
        starts = s.map.weapon_starts[spec.id]
        ids = [f"{spec.id}-{i}" for i in range(1, spec.counters + 1)]
        if len(starts) == 1:
            for w in ids:
                s.wloc[w] = starts[0]
        else:
            for w, area in zip(ids, starts):
                s.wloc[w] = area
    event(events, "phase", "The crew places the weapons.", phase=s.phase, to_play=s.to_play)
    _advance_weapons(s, events)


def _spare_weapon(s: State) -> str | None:
    for w, where in s.wloc.items():
        if where == UNPLACED_W:
            return w
    return None


def _advance_weapons(s: State, events: list[dict[str, Any]]) -> None:
    if _spare_weapon(s) is None:
        s.phase = "setup-crew"
        event(events, "phase", "The crew player places the crew.", phase=s.phase, to_play=CREW)


def _next_crew(s: State) -> str | None:
    for c in CREW_TABLE:
        if s.status[c.id] == UNPLACED:
            return c.id
    return None


# ----- legal actions ----------------------------------------------------------
def legal_weapons(s: State) -> list[Action]:
    w = _spare_weapon(s)
    assert w is not None, "a spare weapon is left to place"
    return [Action("place-weapon", weapon=w, to=a) for a in s.map.weapon_starts[weapon_type(w)]]


def legal_crew(s: State) -> list[Action]:
    c = _next_crew(s)
    assert c is not None, "a crewman is left to place"
    return [Action("place-crew", piece=c, to=a) for a in s.map.crew_starts[c]]


def legal_first_area(s: State) -> list[Action]:
    # The choices are the map's roll of 6 unless the species' first_area said otherwise.
    choices = s.setup.first_area_choices or s.map.first_monster[6]
    return [Action("first-area", to=a) for a in choices]


def monster_areas(s: State, stage: str) -> list[str]:
    """Where the next starting monster of `stage` may go ("Initial Monster
    Placement", as the species plays it)."""
    return s.species.rules.placement_areas(s, stage)


def legal_monsters(s: State) -> list[Action]:
    to_place = s.setup.to_place or {}
    return [Action("place-monster", choice=stage, to=a)
            for stage, n in to_place.items() if n > 0 for a in monster_areas(s, stage)]


def discovery_targets(s: State, c: str, stoppers: set[str] | None = None) -> list[str]:
    """Areas holding a monster that crewman `c` can reach with his printed
    movement. He must stop on entering monsters that move (Adults, Babies) on the way."""
    _, mons = occupancy(s)
    start_area = s.loc[c]
    assert start_area is not None, f"{c} is aboard"
    move = CREW_BY_ID[c].move
    near = area_steps(s.map)[start_area]
    # (monsters set up where no hatch leads, as on an expansion's places outside, are out of reach)
    if all(near.get(a, move + 1) > move for a in mons):
        return []
    if stoppers is None:
        stoppers = {a for a, ms in mons.items() if any(s.specs[m].move for m in ms)}
    seen = {start_area: 0}
    queue = deque([start_area])
    out: set[str] = set()
    while queue:
        a = queue.popleft()
        d = seen[a]
        if d == move:
            continue
        for n in s.map.neighbors[a]:
            if n in seen:
                continue
            seen[n] = d + 1
            if n in mons:
                out.add(n)
            if n not in stoppers:
                queue.append(n)
    return [a for a in s.map.area_ids if a in out]


def legal_discovery(s: State) -> list[Action]:
    done = s.setup.discoverers
    assert done is not None, "discovery begins with no discoverers"
    acts: list[Action] = []
    if len(done) < 2:
        _, mons = occupancy(s)
        stoppers = {a for a, ms in mons.items() if any(s.specs[m].move for m in ms)}
        for c in CREW_BY_ID:
            if s.status[c] == ABOARD and c not in done:
                acts.extend(Action("discover", piece=c, to=a) for a in discovery_targets(s, c, stoppers))
    if done or not acts:
        acts.append(END)
    return acts


# ----- applying ----------------------------------------------------------------
def apply_setup(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    t = a.type
    if t == "place-weapon":
        assert a.weapon is not None and a.to is not None, a
        s.wloc[a.weapon] = a.to
        event(events, "placed", f"A spare {weapon_type(a.weapon).replace('-', ' ')} goes to {area_name(s, a.to)}.",
              weapon=a.weapon, to=a.to)
        _advance_weapons(s, events)
    elif t == "place-crew":
        assert a.piece is not None, a
        s.loc[a.piece] = a.to
        s.status[a.piece] = ABOARD
        event(events, "placed", f"{name(s, a.piece)} takes post in {area_name(s, a.to)}.", piece=a.piece, to=a.to)
        if _next_crew(s) is None:
            _population(s, events)
    elif t == "first-area":
        s.setup.first_area = a.to
        s.phase = "setup-monsters"
        event(events, "phase", f"The first monster will hatch in {area_name(s, a.to)}.",
              phase=s.phase, to_play=MONSTERS)
    elif t == "place-monster":
        assert a.choice is not None and a.to is not None, a
        m = place_monster(s, a.choice, a.to)
        to_place = s.setup.to_place
        assert m is not None and to_place is not None, "monsters are placed from the population, while in the box"
        to_place[a.choice] -= 1
        event(events, "placed", f"{name(s, m)} lurks in {area_name(s, a.to)}.", piece=m, to=a.to)
        if not any(to_place.values()):
            s.phase = "discovery"
            s.to_play = CREW
            s.setup.discoverers = []
            event(events, "phase", "Discovery: move one or two crew into areas with monsters.",
                  phase=s.phase, to_play=CREW)
    elif t == "discover":
        assert a.piece is not None, a
        before = s.loc[a.piece]
        s.loc[a.piece] = a.to
        discoverers = s.setup.discoverers
        assert discoverers is not None, "discovery begins with no discoverers"
        discoverers.append(a.piece)
        event(events, "moved", f"{name(s, a.piece)} discovers the monsters in {area_name(s, a.to)}!",
              piece=a.piece, frm=before, to=a.to)
        if len(discoverers) == 2:
            _start_discovery_attack(s, events)
    elif t == "end-phase" and s.phase == "discovery":
        _start_discovery_attack(s, events)
    else:
        raise AssertionError(f"setup cannot apply {a}")


def _population(s: State, events: list[dict[str, Any]]) -> None:
    """"Initial Monster Population" and the first monster's place, as the
    species' rules give them."""
    rules = s.species.rules
    roll, pop = rules.population(s)
    extra = ""
    adult = s.species.by_role("adult")
    if s.options.extra_adult and adult:        # Game Balance: "To Help the Green Things"
        pop[adult.id] = pop.get(adult.id, 0) + 1
        extra = f" plus one extra {adult.name}"
    to_place = {st.id: pop.get(st.id, 0) for st in s.species.stages if pop.get(st.id)}
    s.setup.population_roll, s.setup.to_place = roll, to_place
    desc = ", ".join(f"{n} {(s.species.stage(st).plural if n > 1 else s.species.stage(st).name).lower()}"
                     for st, n in to_place.items())
    if roll is None:
        event(events, "population", f"Starting monsters: {desc}{extra}.", purpose="population")
    else:
        event(events, "roll", f"Population roll: {roll}: {desc}{extra}.", dice=[roll], total=roll,
              purpose="population", success=True)
    first, choices = rules.first_area(s)
    s.to_play = MONSTERS
    if len(choices) == 1:
        s.setup.first_area = choices[0]
        s.phase = "setup-monsters"
        where = f"it hatches in {area_name(s, choices[0])}."
    else:
        if tuple(choices) != s.map.first_monster[6]:    # saved only when a species' rule differs
            s.setup.first_area_choices = list(choices)
        s.phase = "setup-first-area"
        where = "the monster player picks the area."
    if first is None:
        event(events, "first-area", f"The first monster: {where}", purpose="first-monster")
    else:
        event(events, "roll", f"First monster roll: {first}: {where}", dice=[first], total=first,
              purpose="first-monster", success=True)
    event(events, "phase", "The monster player places the monsters.", phase=s.phase, to_play=MONSTERS)


def _start_discovery_attack(s: State, events: list[dict[str, Any]]) -> None:
    s.phase = "discovery-attack"
    s.battle = None
    event(events, "phase", "Discovery: the crew may attack hand-to-hand.", phase=s.phase, to_play=CREW)
