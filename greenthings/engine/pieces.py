"""Small operations on counters shared by every phase: placing, swapping a
monster counter for another stage, killing, dropping weapons, and events."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import hooks
from .events import EVENT_KINDS
from .map_steps import area_steps, steps_over
from .state import AWAY, DEAD, ESCAPED, HELD, State
from .tables import CREW_BY_ID, counters_by_stage

if TYPE_CHECKING:
    from .actions import Action
    from .shipmap import ShipMap
    from .species import Species

Moves = dict[tuple[str, str], tuple["Action", ...]]      # (piece, area) -> its move actions from there
Steps = dict[str, dict[str, tuple[str, ...]]]            # stage id -> area -> where it may step

# Built once per (map, species id), each kept with the species object it was built for.
_MOVES: dict[tuple[ShipMap, str | None], tuple[Species | None, Moves]] = {}
_STEPS: dict[tuple[ShipMap, str], tuple[Species, Steps]] = {}
_WITHIN: dict[tuple[ShipMap, str], tuple[Species, dict[str, dict[str, tuple[str, ...]]]]] = {}
_REACH: dict[tuple[ShipMap, str], tuple[Species, dict[str, dict[str, dict[str, int]]]]] = {}


def move_actions(ship: ShipMap, species: Species | None = None) -> Moves:
    """(piece, area) -> the move actions from there, built once per map and
    species so that listing moves makes no new objects. Without a species:
    the crew's moves only."""
    key = (ship, None if species is None else species.id)
    entry = _MOVES.get(key)
    if entry is None or entry[0] is not species:
        entry = _MOVES[key] = (species, _build_moves(ship, species))
    return entry[1]


def _build_moves(ship: ShipMap, species: Species | None) -> Moves:
    from .actions import Action
    table = {(p, a): tuple(Action("move", piece=p, to=n) for n in ship.neighbors[a])
             for p in CREW_BY_ID for a in ship.area_ids}
    if species is not None:
        for stage_id, steps in monster_neighbors(ship, species).items():
            for m in counters_by_stage(species)[stage_id]:
                table.update({(m, a): tuple(Action("move", piece=m, to=n) for n in steps[a])
                              for a in ship.area_ids})
    return table


def monster_neighbors(ship: ShipMap, species: Species) -> Steps:
    """stage id -> area -> where a monster of that stage may step from there:
    the map's neighbours, then the species' extra moves (rules.extra_moves),
    each in map order. Stages without extra moves share `ship.neighbors`.
    Built once per map and species; read-only."""
    key = (ship, species.id)
    entry = _STEPS.get(key)
    if entry is None or entry[0] is not species:
        entry = _STEPS[key] = (species, _build_neighbors(ship, species))
    return entry[1]


def monster_steps(ship: ShipMap, species: Species) -> dict[str, dict[str, dict[str, int]]]:
    """stage id -> from area -> to area -> steps, over that stage's moves
    (monster_neighbors): how far each stage reaches. Stages without extra
    moves share `area_steps(ship)`. Built once per map and species; read-only."""
    key = (ship, species.id)
    entry = _REACH.get(key)
    if entry is None or entry[0] is not species:
        plain = area_steps(ship)
        entry = _REACH[key] = (species, {
            stage: plain if steps is ship.neighbors else steps_over(ship.area_ids, steps)
            for stage, steps in monster_neighbors(ship, species).items()})
    return entry[1]


def monster_reach(ship: ShipMap, species: Species) -> dict[str, dict[str, tuple[str, ...]]]:
    """stage id -> from area -> the areas that stage reaches in one move (within
    its movement allowance), in `monster_steps`' order. Built once per map and
    species; read-only."""
    key = (ship, species.id)
    entry = _WITHIN.get(key)
    if entry is None or entry[0] is not species:
        steps = monster_steps(ship, species)
        entry = _WITHIN[key] = (species, {
            st.id: {a: tuple(x for x, d in row.items() if d <= st.move) for a, row in steps[st.id].items()}
            for st in species.stages})
    return entry[1]


def _build_neighbors(ship: ShipMap, species: Species) -> Steps:
    order = {a: i for i, a in enumerate(ship.area_ids)}
    out: Steps = {}
    for st in species.stages:
        extra: dict[str, set[str]] = {}
        for a, b in species.rules.extra_moves(ship, st):
            if a not in order or b not in order or a == b:
                raise ValueError(f"species {species.id!r}: extra move {a!r} -> {b!r} for {st.id!r} "
                                 f"is not between two areas of {ship.source}")
            if b not in ship.neighbors[a]:
                extra.setdefault(a, set()).add(b)
        out[st.id] = ship.neighbors if not extra else {
            a: ship.neighbors[a] + tuple(sorted(extra.get(a, ()), key=order.__getitem__))
            for a in ship.area_ids}
    return out


def event(events: list[dict[str, Any]], type_: str, text: str, **fields: Any) -> None:
    """Record what happened: every event has a type (a kind in the catalogue,
    engine/events.py) and a sentence."""
    if type_ not in EVENT_KINDS:
        raise ValueError(f"unknown event kind {type_!r}: add it to the catalogue (engine/events.py)")
    fields["type"] = type_
    fields["text"] = text
    events.append(fields)


_CREW_NAMES: dict[str, str] = {c.id: c.name for c in CREW_BY_ID.values()}
_NAMES: dict[str, tuple[Species, dict[str, str]]] = {}     # species id -> (species, {piece id: name})


def name(s: State, piece: str) -> str:
    """"Cook", "Adult 7": what the log calls a piece."""
    hit = _NAMES.get(s.species.id)
    if hit is None or hit[0] is not s.species:
        hit = _NAMES[s.species.id] = (s.species, dict(_CREW_NAMES))
    names = hit[1]
    n = names.get(piece)
    if n is None:
        n = names[piece] = f"{s.specs[piece].name} {piece.rsplit('-', 1)[1]}"
    return n


def area_name(s: State, area: str | None) -> str:
    return s.map.areas[area].name if area in s.map.areas else str(area)


def occupancy(s: State) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(crew aboard by area, monsters on board by area). Kept until the next
    action that is not an attack declaration; callers must not change it."""
    if s.occ_cache is not None:
        cached: tuple[dict[str, list[str]], dict[str, list[str]]] = s.occ_cache
        return cached
    crew: dict[str, list[str]] = {}
    mons: dict[str, list[str]] = {}
    status = s.status
    for p, a in s.loc.items():
        if a is not None:
            (crew if p in status else mons).setdefault(a, []).append(p)
    s.occ_cache = (crew, mons)
    return crew, mons


def place_monster(s: State, stage: str, area: str) -> str | None:
    """Take a counter of `stage` from the box (the lowest number free) and put
    it in `area`. Returns its id, or None when the box has none left."""
    loc = s.loc
    for m in counters_by_stage(s.species)[stage]:
        if loc[m] is None:
            loc[m] = area
            return m
    return None


def place_monsters(s: State, stage: str, area: str, n: int) -> list[str]:
    """Put `n` counters of `stage` in `area`, as many as the box still holds
    ("Running out of monster counters"). Returns the counters placed."""
    made = []
    for _ in range(n):
        m = place_monster(s, stage, area)
        if m is None:
            break
        made.append(m)
    return made


def remove_monster(s: State, m: str) -> None:
    s.loc[m] = None
    s.stun.pop(m, None)
    s.mp.pop(m, None)
    s.stopped.discard(m)
    s.acted.discard(m)


def transform(s: State, m: str, stage: str | None) -> str | None:
    """Swap monster `m` for a counter of `stage` in the same area, keeping its
    stun. Returns the new id, or None if no counter is free (m is untouched)."""
    if stage is None:
        return None
    area = s.loc[m]
    assert area is not None, f"{m} is transformed on the board"
    new = place_monster(s, stage, area)
    if new is None:
        return None
    if m in s.stun:
        s.stun[new] = s.stun[m]
    if m in s.acted:
        s.acted.add(new)
    if m in s.stopped:
        s.stopped.add(new)
    if m in s.mp:
        s.mp[new] = s.mp[m]
    remove_monster(s, m)
    return new


def drop_weapon(s: State, crew: str, area: str | None = None) -> str | None:
    w = s.held.pop(crew, None)
    if w is not None:
        where = area or s.loc[crew]
        assert where is not None, f"{crew} drops his weapon where he is"
        s.wloc[w] = where
    return w


def kill_crew(s: State, c: str, events: list[dict[str, Any]], cause: str) -> None:
    area = s.loc[c]
    hooks.crew_killed(s, c, area)
    w = drop_weapon(s, c, area)
    s.status[c] = DEAD
    s.loc[c] = None
    s.stun.pop(c, None)
    extra = f"; the {w.rsplit('-', 1)[0].replace('-', ' ')} falls to the deck" if w else ""
    event(events, "killed", f"{name(s, c)} is killed ({cause}){extra}.", piece=c, area=area, side="crew")


def leave_ship(s: State, crew: list[str]) -> None:
    """`crew` escape in a boat ("Abandoning Ship"): off the board, unstunned,
    each with the weapon he holds, which leaves the game with him."""
    for c in crew:
        w = s.held.pop(c, None)
        if w is not None:
            s.wloc[w] = AWAY
        s.status[c] = ESCAPED
        s.loc[c] = None
        s.stun.pop(c, None)


def hold(s: State, crew: str, weapon: str) -> None:
    s.held[crew] = weapon
    s.wloc[weapon] = HELD + crew
