"""The ship map: areas, how they connect, line of sight, blast regions, start places.

`load_map("znutar")` reads `maps/znutar.json` (made by build_scripts/convert_map.py
from the spec) once and returns a cached, read-only `ShipMap`; `load_map()` is the
default map, `map_names()` the maps there are, `load_map_file(path)` reads a file
from anywhere and `parse_map(data, source)` checks already-decoded JSON. Anything
wrong with the file raises `MapError` with a message that starts with the file
name, for example
``maps/foo.json: connection 12 names unknown area 'hall-99'`` (indices count from 0,
as in the JSON lists). docs/map-format.md describes the file.

Areas and edges are typed by the map's own `area_kinds` and `edge_kinds` tables: an
edge kind says who crosses it in ordinary movement and at what cost. `neighbors`
(and `connections`, what the board draws as hatches and openings) hold only the
edges everybody crosses for one area of movement; the others (walls, later
airlocks) are in `edges`, for the rules that use them.

Pure Python (stdlib only) so that the rules engine, the bots and the tests can use it
without pygame. The dicts inside a ShipMap are shared by everyone who loads the default
map: treat them as read-only.
"""
from __future__ import annotations

import functools
import json
import re
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from greenthings.resources import map_path, root_dir

FORMAT = "greenthings-map"
VERSION = 2
REQUIRED_KEYS = (
    "canvas", "area_kinds", "edge_kinds", "areas", "connections", "straight_runs",
    "line_of_sight", "blast_regions", "crew_start_choices", "first_monster_table",
    "boat_bays", "self_destruct_bridges", "weapon_starts",
)
BASE_KEYS = frozenset({"format", "version", "source", "places", *REQUIRED_KEYS})   # what the base map reads
MOVERS = ("crew", "monsters")   # who an edge kind may let cross
DEFAULT_MAP = "znutar"
_NAME_OK = re.compile(r"[a-z0-9][a-z0-9_-]*")
MAX_MAP_NAME = 64   # characters in a map's name (its file stem)

Point = tuple[int, int]


class MapError(ValueError):
    """A map file that cannot be read or does not make sense."""


@dataclass(frozen=True, slots=True)
class AreaKind:
    id: str            # "room", "passage"; later "skin", "space"
    inside_hull: bool  # drawn inside the ship's hull


@dataclass(frozen=True, slots=True)
class EdgeKind:
    id: str                     # "hatch", "open", "wall"; later "airlock"
    crossed_by: frozenset[str]  # who crosses it in ordinary movement (of MOVERS)
    cost: int | None            # areas of movement to cross; None: the whole move ("all")

    @property
    def ordinary(self) -> bool:
        """Everybody crosses it for one area: it joins neighbours."""
        return self.cost == 1 and self.crossed_by == frozenset(MOVERS)


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    name: str
    kind: str  # a key of the map's area_kinds: "room" or "passage"
    weapon_pictures: tuple[str, ...]
    polygon: tuple[Point, ...]  # canvas coordinates (outside areas may reach past the hull)
    label_at: Point  # centroid of the polygon
    inside_hull: bool = True

    @property
    def is_passage(self) -> bool:
        return self.kind == "passage"


@dataclass(frozen=True, slots=True)
class Connection:
    """A typed edge between two areas."""
    a: str
    b: str
    kind: str  # a key of the map's edge_kinds: "hatch", "open", "wall"
    at: Point | None  # where the hatch or opening sits on the canvas (None: not drawn)

    @property
    def is_hatch(self) -> bool:
        return self.kind == "hatch"


@dataclass(frozen=True, slots=True)
class Boat:
    id: str  # "scout", "saucer", "cockboat"
    name: str
    capacity: int | None  # None: unlimited
    bay: str  # area id of its bay


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class ShipMap:
    source: str
    canvas: Point
    areas: dict[str, Area]
    area_ids: tuple[str, ...]  # file order
    area_kinds: dict[str, AreaKind]
    edge_kinds: dict[str, EdgeKind]
    edges: tuple[Connection, ...]  # every typed edge, file order
    connections: tuple[Connection, ...]  # the ordinary edges (hatches, open passages)
    neighbors: dict[str, tuple[str, ...]]  # across ordinary edges, in area order
    straight_runs: tuple[tuple[str, ...], ...]
    los: dict[str, frozenset[str]]  # viewer's area -> areas it sees, itself included
    blast: dict[str, frozenset[str]]  # where a blast goes off -> areas it covers
    crew_starts: dict[str, tuple[str, ...]]  # crew id -> start choices
    first_monster: dict[int, tuple[str, ...]]  # die roll 1..6 -> area choices
    boat_bays: dict[str, Boat]  # bay area id -> boat
    self_destruct_areas: tuple[str, ...]
    weapon_starts: dict[str, tuple[str, ...]]  # weapon type id -> areas with its picture
    places: dict[str, tuple[str, ...]]  # named groups of areas that a species' rules use
    extras: dict[str, Any]  # the file's other top-level sections, raw (an expansion's overlay, by its key)
    _links: dict[frozenset[str], Connection] = field(repr=False)

    def place(self, name: str) -> tuple[str, ...]:
        """A named group of areas (`places` in the file); a missing name is a
        MapError, since a rule needs it."""
        try:
            return self.places[name]
        except KeyError:
            raise MapError(f"{self.source}: no place {name!r} (a species' rule needs it); "
                           f"the map names {sorted(self.places) or 'none'}") from None

    def connection(self, a: str, b: str) -> Connection | None:
        """The ordinary connection between two areas, or None if they are not neighbours."""
        link = self._links.get(frozenset((a, b)))
        return link if link is not None and self.edge_kinds[link.kind].ordinary else None

    def edge(self, a: str, b: str) -> Connection | None:
        """The typed edge between two areas (a wall too), or None."""
        return self._links.get(frozenset((a, b)))

    def edges_of(self, kind: str) -> tuple[Connection, ...]:
        """Every edge of one kind, file order (no such kind: none)."""
        return tuple(e for e in self.edges if e.kind == kind)

    def is_hatch(self, a: str, b: str) -> bool:
        """True if a hatch joins a and b (False for open passages and non-neighbours)."""
        link = self.connection(a, b)
        return link is not None and link.is_hatch

    def __repr__(self) -> str:
        return (f"ShipMap({self.source!r}, {len(self.areas)} areas, "
                f"{len(self.connections)} connections)")


def load_map_file(path: str | Path) -> ShipMap:
    """Load and check the map file at `path` (read each time, not cached)."""
    return _load(Path(path))


def map_names() -> list[str]:
    """The maps in maps/ that `Options(map=...)` may name."""
    return sorted(p.stem for p in map_path(DEFAULT_MAP).parent.glob("*.json") if _NAME_OK.fullmatch(p.stem))


def check_map_name(name: str) -> None:
    """MapError unless maps/<name>.json exists (the name is a plain file stem,
    short enough to be a file name anywhere: a longer one is refused before
    the file system sees it)."""
    if isinstance(name, str) and name in _BY_NAME:
        return
    ok = isinstance(name, str) and len(name) <= MAX_MAP_NAME and _NAME_OK.fullmatch(name) is not None
    try:
        ok = ok and map_path(name).is_file()
    except OSError:          # a name the file system refuses is no map either
        ok = False
    if not ok:
        stem = name if isinstance(name, str) and len(name) <= MAX_MAP_NAME else "NAME"
        raise MapError(f"unknown map {_shown(name)}: there is no maps/{stem}.json "
                       f"(maps: {', '.join(map_names()) or 'none'}; a name is at most {MAX_MAP_NAME} characters)")


def _shown(name) -> str:
    """A map name for a message, cut short (a damaged file may hold megabytes)."""
    if not isinstance(name, str):
        return f"({type(name).__name__})"
    return repr(name) if len(name) <= MAX_MAP_NAME else f"{name[:24]!r}... ({len(name)} characters)"


_BY_NAME: dict[str, ShipMap] = {}


def load_map(name: str = DEFAULT_MAP) -> ShipMap:
    """The map `maps/<name>.json` (`Options(map=name)`), loaded once (MapError
    if there is none or it does not make sense)."""
    ship = _BY_NAME.get(name)
    if ship is None:
        ship = _BY_NAME[name] = parse_map(map_data(name), f"maps/{name}.json")
    return ship


def map_data(name: str) -> Any:
    """The decoded JSON of `maps/<name>.json`, unchecked (MapError if there
    is no such map or it is not JSON): for `load_map`, and for an expansion
    that merges its overlay in before checking."""
    check_map_name(name)
    return _read_json(map_path(name), f"maps/{name}.json")


@functools.lru_cache(maxsize=4)
def area_steps(ship: ShipMap) -> dict[str, dict[str, int]]:
    """Steps between every two areas along connections, ignoring what is in
    them (computed once per map; read-only)."""
    return steps_over(ship.area_ids, ship.neighbors)


def steps_over(area_ids, neighbors: dict[str, tuple[str, ...]]) -> dict[str, dict[str, int]]:
    """All-pairs steps over any neighbour table (breadth first from each area)."""
    return {src: steps_from(src, neighbors) for src in area_ids}


def steps_from(start: str, neighbors, avoid=frozenset()) -> dict[str, int]:
    """area -> steps from `start` over a neighbour table (breadth first),
    never going on from an area of `avoid` (such an area is reached, and
    given its steps, but nothing beyond it through it); `start` itself always
    goes on. Over a table of the steps *into* each area, the steps to `start`."""
    d = {start: 0}
    queue = deque([start])
    while queue:
        a = queue.popleft()
        for n in neighbors[a]:
            if n not in d:
                d[n] = d[a] + 1
                if n not in avoid:
                    queue.append(n)
    return d


def _load(path: Path) -> ShipMap:
    source = _display_name(path)
    return parse_map(_read_json(path, source), source)


def _read_json(path: Path, source: str) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise MapError(f"{source}: cannot read map file ({e.strerror or e})") from e
    except UnicodeDecodeError as e:
        raise MapError(f"{source}: not UTF-8 text ({e.reason})") from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MapError(
            f"{source}: not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from e
    except RecursionError:  # json's parser on thousands of nested brackets
        raise MapError(f"{source}: not a map (nested too deeply)") from None
    return data


def _display_name(path: Path) -> str:
    """maps/znutar.json for files under the game's root folder, else the path given."""
    try:
        return path.resolve().relative_to(root_dir()).as_posix()
    except ValueError:
        return str(path)


def parse_map(data: dict, source: str = "<map data>") -> ShipMap:
    """Check decoded map JSON and build a ShipMap; `source` names it in errors."""
    try:
        return _Parser(source).parse(data)
    except MapError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        # Wrong types deep inside the data: still name the file.
        raise MapError(f"{source}: malformed map data ({type(e).__name__}: {e})") from e


class _Parser:
    def __init__(self, source: str):
        self.source = source
        self.areas: dict[str, Area] = {}

    def fail(self, problem: str) -> NoReturn:
        raise MapError(f"{self.source}: {problem}")

    def need(self, obj: Any, keys: tuple[str, ...], where: str) -> None:
        if not isinstance(obj, dict):
            self.fail(f"{where} is not a JSON object")
        for key in keys:
            if key not in obj:
                self.fail(f"{where} is missing key {key!r}")

    def known(self, area_id: Any, where: str) -> str:
        if not isinstance(area_id, str) or area_id not in self.areas:
            self.fail(f"{where} names unknown area {area_id!r}")
        return area_id

    def known_list(self, ids: Any, where: str) -> tuple[str, ...]:
        if not isinstance(ids, list) or not ids:
            self.fail(f"{where} is not a non-empty list of areas")
        return tuple(self.known(x, where) for x in ids)

    def point(self, value: Any, where: str) -> Point:
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(type(v) is int for v in value)):
            self.fail(f"{where}: {value!r} is not an [x, y] point")
        return (value[0], value[1])

    def parse(self, data: Any) -> ShipMap:
        if not isinstance(data, dict):
            self.fail("top level is not a JSON object")
        if data.get("format") != FORMAT:
            self.fail(f"format is {data.get('format')!r}, expected {FORMAT!r}")
        if data.get("version") != VERSION:
            self.fail(f"unsupported version {data.get('version')!r}, expected {VERSION}")
        self.need(data, REQUIRED_KEYS, "map")

        self.area_kinds = self.parse_area_kinds(data["area_kinds"])
        self.edge_kinds = self.parse_edge_kinds(data["edge_kinds"])
        for i, raw in enumerate(data["areas"]):
            self.parse_area(i, raw)
        area_ids = tuple(self.areas)
        edges, links = self.parse_connections(data["connections"])
        connections = tuple(e for e in edges if self.edge_kinds[e.kind].ordinary)
        order = {a: i for i, a in enumerate(area_ids)}
        neighbors: dict[str, list[str]] = {a: [] for a in area_ids}
        for c in connections:
            neighbors[c.a].append(c.b)
            neighbors[c.b].append(c.a)
        return ShipMap(
            source=self.source,
            canvas=self.point(data["canvas"], "canvas"),
            areas=self.areas,
            area_ids=area_ids,
            area_kinds=self.area_kinds,
            edge_kinds=self.edge_kinds,
            edges=edges,
            connections=connections,
            neighbors={a: tuple(sorted(n, key=order.__getitem__))
                       for a, n in neighbors.items()},
            straight_runs=tuple(self.known_list(run, f"straight_runs[{i}]")
                                for i, run in enumerate(data["straight_runs"])),
            los=self.parse_los(data["line_of_sight"]),
            blast=self.parse_blast(data["blast_regions"]),
            crew_starts={crew: self.known_list(where, f"crew_start_choices[{crew!r}]")
                         for crew, where in data["crew_start_choices"].items()},
            first_monster=self.parse_first_monster(data["first_monster_table"]),
            boat_bays=self.parse_boats(data["boat_bays"]),
            self_destruct_areas=self.known_list(data["self_destruct_bridges"],
                                                "self_destruct_bridges"),
            weapon_starts={w: self.known_list(where, f"weapon_starts[{w!r}]")
                           for w, where in data["weapon_starts"].items()},
            places=self.parse_places(data.get("places", {})),
            extras={k: v for k, v in data.items() if k not in BASE_KEYS},
            _links=links,
        )

    def parse_places(self, raw: Any) -> dict[str, tuple[str, ...]]:
        if not isinstance(raw, dict):
            self.fail("places is not a JSON object")
        return {name: self.known_list(where, f"places[{name!r}]") for name, where in raw.items()}

    def parse_area_kinds(self, raw: Any) -> dict[str, AreaKind]:
        if not isinstance(raw, dict) or not raw:
            self.fail("area_kinds is not a non-empty JSON object")
        kinds = {}
        for kind, spec in raw.items():
            where = f"area_kinds[{kind!r}]"
            self.need(spec, ("inside_hull",), where)
            if not isinstance(spec["inside_hull"], bool):
                self.fail(f"{where} inside_hull is {spec['inside_hull']!r}, expected true or false")
            kinds[kind] = AreaKind(kind, spec["inside_hull"])
        return kinds

    def parse_edge_kinds(self, raw: Any) -> dict[str, EdgeKind]:
        if not isinstance(raw, dict) or not raw:
            self.fail("edge_kinds is not a non-empty JSON object")
        kinds = {}
        for kind, spec in raw.items():
            where = f"edge_kinds[{kind!r}]"
            self.need(spec, ("crossed_by", "cost"), where)
            who = spec["crossed_by"]
            if not isinstance(who, list) or any(w not in MOVERS for w in who) or len(set(who)) != len(who):
                self.fail(f"{where} crossed_by is {who!r}, expected a list of {MOVERS} without repeats")
            cost = spec["cost"]
            if not (cost == "all" or (type(cost) is int and cost >= 1)):
                self.fail(f"{where} cost is {cost!r}, expected a positive number or \"all\"")
            kinds[kind] = EdgeKind(kind, frozenset(who), None if cost == "all" else cost)
        return kinds

    def parse_area(self, i: int, raw: Any) -> None:
        self.need(raw, ("id", "name", "kind", "polygon", "label_at"), f"area {i}")
        area_id = raw["id"]
        if not isinstance(area_id, str) or not area_id:
            self.fail(f"area {i} has id {area_id!r}, expected a non-empty string")
        if area_id in self.areas:
            self.fail(f"area {i} duplicates area id {area_id!r}")
        kind = raw["kind"]
        if not isinstance(kind, str) or kind not in self.area_kinds:
            self.fail(f"area {area_id!r} has kind {kind!r}, expected one of the area_kinds "
                      f"({', '.join(map(repr, self.area_kinds))})")
        polygon = tuple(self.point(p, f"area {area_id!r} polygon") for p in raw["polygon"])
        if len(polygon) < 3:
            self.fail(f"area {area_id!r} polygon has {len(polygon)} points, needs at least 3")
        self.areas[area_id] = Area(
            id=area_id,
            name=str(raw["name"]),
            kind=kind,
            weapon_pictures=tuple(raw.get("weapon_pictures", ())),
            polygon=polygon,
            label_at=self.point(raw["label_at"], f"area {area_id!r} label_at"),
            inside_hull=self.area_kinds[kind].inside_hull,
        )

    def parse_connections(self, raws: Any):
        edges: list[Connection] = []
        links: dict[frozenset[str], Connection] = {}
        for i, raw in enumerate(raws):
            where = f"connection {i}"
            self.need(raw, ("a", "b", "kind"), where)
            a, b = self.known(raw["a"], where), self.known(raw["b"], where)
            if a == b:
                self.fail(f"{where} joins {a!r} to itself")
            kind = raw["kind"]
            if not isinstance(kind, str) or kind not in self.edge_kinds:
                self.fail(f"{where} has kind {kind!r}, expected one of the edge_kinds "
                          f"({', '.join(map(repr, self.edge_kinds))})")
            pair = frozenset((a, b))
            if pair in links:
                first = edges.index(links[pair])
                self.fail(f"{where} duplicates connection {first} ({a!r} - {b!r})")
            at = self.point(raw["at"], f"{where} at") if "at" in raw else None
            if at is None and self.edge_kinds[kind].ordinary:
                self.fail(f"{where} ({kind}) has no 'at' point to draw it at")
            link = Connection(a, b, kind, at)
            edges.append(link)
            links[pair] = link
        return tuple(edges), links

    def parse_los(self, raw: Any) -> dict[str, frozenset[str]]:
        if not isinstance(raw, dict):
            self.fail("line_of_sight is not a JSON object")
        for viewer in raw:
            self.known(viewer, "line_of_sight")
        los = {}
        for viewer in self.areas:
            if viewer not in raw:
                self.fail(f"line_of_sight has no entry for area {viewer!r}")
            seen = frozenset(self.known_list(raw[viewer], f"line_of_sight[{viewer!r}]"))
            if viewer not in seen:
                self.fail(f"line_of_sight[{viewer!r}] does not include {viewer!r} itself")
            los[viewer] = seen
        return los

    def parse_blast(self, raw: Any) -> dict[str, frozenset[str]]:
        region_of: dict[str, frozenset[str]] = {}
        owner: dict[str, int] = {}
        for i, region in enumerate(raw):
            members = frozenset(self.known_list(region, f"blast_regions[{i}]"))
            for area_id in sorted(members):
                if area_id in owner:
                    self.fail(f"blast_regions[{i}] overlaps blast_regions[{owner[area_id]}]"
                              f" at {area_id!r}")
                owner[area_id] = i
                region_of[area_id] = members
        return {a: region_of.get(a, frozenset((a,))) for a in self.areas}

    def parse_first_monster(self, raw: Any) -> dict[int, tuple[str, ...]]:
        if not isinstance(raw, dict):
            self.fail("first_monster_table is not a JSON object")
        extra = set(raw) - {str(n) for n in range(1, 7)}
        if extra:
            self.fail(f"first_monster_table has unexpected rolls {sorted(extra)}")
        table = {}
        for n in range(1, 7):
            if str(n) not in raw:
                self.fail(f"first_monster_table has no entry for roll {n}")
            value = raw[str(n)]
            where = f"first_monster_table[{str(n)!r}]"
            table[n] = self.known_list([value] if isinstance(value, str) else value, where)
        if set(table[6]) != {table[n][0] for n in range(1, 6)}:
            self.fail("first_monster_table['6'] must list the areas of rolls 1 to 5")
        return table

    def parse_boats(self, raw: Any) -> dict[str, Boat]:
        if not isinstance(raw, dict):
            self.fail("boat_bays is not a JSON object")
        boats = {}
        for bay, boat in raw.items():
            self.known(bay, "boat_bays")
            where = f"boat_bays[{bay!r}]"
            self.need(boat, ("id", "name", "capacity"), where)
            capacity = boat["capacity"]
            if capacity is not None and (type(capacity) is not int or capacity < 1):
                self.fail(f"{where} capacity is {capacity!r}, expected a positive number or null")
            boats[bay] = Boat(str(boat["id"]), str(boat["name"]), capacity, bay)
        return boats
