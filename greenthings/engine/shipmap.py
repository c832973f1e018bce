"""The ship map: areas, how they connect, line of sight, blast regions, start places.

`load_map()` reads `maps/znutar.json` (made by build_scripts/convert_map.py from the
spec) once and returns a cached, read-only `ShipMap`; `load_map(path)` reads another
file and `parse_map(data, source)` checks already-decoded JSON. Anything wrong with the
file raises `MapError` with a message that starts with the file name, for example
``maps/foo.json: connection 12 names unknown area 'hall-99'`` (indices count from 0,
as in the JSON lists).

Pure Python (stdlib only) so that the rules engine, the bots and the tests can use it
without pygame. The dicts inside a ShipMap are shared by everyone who loads the default
map: treat them as read-only.
"""
from __future__ import annotations

import functools
import json
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from greenthings.resources import map_path, root_dir

FORMAT = "greenthings-map"
VERSION = 1
REQUIRED_KEYS = (
    "canvas", "areas", "connections", "straight_runs", "line_of_sight",
    "blast_regions", "crew_start_choices", "first_monster_table", "boat_bays",
    "self_destruct_bridges", "weapon_starts",
)
AREA_KINDS = ("room", "passage")
CONNECTION_KINDS = ("hatch", "open")

Point = tuple[int, int]


class MapError(ValueError):
    """A map file that cannot be read or does not make sense."""


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    name: str
    kind: str  # "room" or "passage"
    weapon_pictures: tuple[str, ...]
    polygon: tuple[Point, ...]  # canvas coordinates
    label_at: Point  # centroid of the polygon

    @property
    def is_passage(self) -> bool:
        return self.kind == "passage"


@dataclass(frozen=True, slots=True)
class Connection:
    a: str
    b: str
    kind: str  # "hatch" or "open"
    at: Point  # where the hatch or opening sits on the canvas

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
    connections: tuple[Connection, ...]
    neighbors: dict[str, tuple[str, ...]]  # via hatch or open passage, in area order
    straight_runs: tuple[tuple[str, ...], ...]
    los: dict[str, frozenset[str]]  # viewer's area -> areas it sees, itself included
    blast: dict[str, frozenset[str]]  # where a blast goes off -> areas it covers
    crew_starts: dict[str, tuple[str, ...]]  # crew id -> start choices
    first_monster: dict[int, tuple[str, ...]]  # die roll 1..6 -> area choices
    boat_bays: dict[str, Boat]  # bay area id -> boat
    self_destruct_areas: tuple[str, ...]
    weapon_starts: dict[str, tuple[str, ...]]  # weapon type id -> areas with its picture
    outside: dict[str, Any]  # raw "outside_the_znutar" block, for the expansion
    _links: dict[frozenset[str], Connection] = field(repr=False)

    def connection(self, a: str, b: str) -> Connection | None:
        """The connection between two areas, or None if they are not adjacent."""
        return self._links.get(frozenset((a, b)))

    def is_hatch(self, a: str, b: str) -> bool:
        """True if a hatch joins a and b (False for open passages and non-neighbours)."""
        link = self.connection(a, b)
        return link is not None and link.is_hatch

    def __repr__(self) -> str:
        return (f"ShipMap({self.source!r}, {len(self.areas)} areas, "
                f"{len(self.connections)} connections)")


def load_map(path: str | Path | None = None) -> ShipMap:
    """Load and check a map file; with no path, the (cached) Znutar map."""
    if path is None:
        return _load_default()
    return _load(Path(path))


@functools.lru_cache(maxsize=4)
def area_steps(ship: ShipMap) -> dict[str, dict[str, int]]:
    """Steps between every two areas along connections, ignoring what is in
    them (computed once per map; read-only)."""
    table = {}
    for src in ship.area_ids:
        d = {src: 0}
        queue = deque([src])
        while queue:
            a = queue.popleft()
            for n in ship.neighbors[a]:
                if n not in d:
                    d[n] = d[a] + 1
                    queue.append(n)
        table[src] = d
    return table


@functools.lru_cache(maxsize=1)
def _load_default() -> ShipMap:
    return _load(map_path())


def _load(path: Path) -> ShipMap:
    source = _display_name(path)
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
    return parse_map(data, source)


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

        for i, raw in enumerate(data["areas"]):
            self.parse_area(i, raw)
        area_ids = tuple(self.areas)
        connections, links = self.parse_connections(data["connections"])
        order = {a: i for i, a in enumerate(area_ids)}
        neighbors: dict[str, list[str]] = {a: [] for a in area_ids}
        for c in connections:
            neighbors[c.a].append(c.b)
            neighbors[c.b].append(c.a)
        outside = data.get("outside_the_znutar", {})
        if not isinstance(outside, dict):
            self.fail("outside_the_znutar is not a JSON object")
        return ShipMap(
            source=self.source,
            canvas=self.point(data["canvas"], "canvas"),
            areas=self.areas,
            area_ids=area_ids,
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
            outside=outside,
            _links=links,
        )

    def parse_area(self, i: int, raw: Any) -> None:
        self.need(raw, ("id", "name", "kind", "weapon_pictures", "polygon", "label_at"),
                  f"area {i}")
        area_id = raw["id"]
        if not isinstance(area_id, str) or not area_id:
            self.fail(f"area {i} has id {area_id!r}, expected a non-empty string")
        if area_id in self.areas:
            self.fail(f"area {i} duplicates area id {area_id!r}")
        if raw["kind"] not in AREA_KINDS:
            self.fail(f"area {area_id!r} has kind {raw['kind']!r}, expected 'room' or 'passage'")
        polygon = tuple(self.point(p, f"area {area_id!r} polygon") for p in raw["polygon"])
        if len(polygon) < 3:
            self.fail(f"area {area_id!r} polygon has {len(polygon)} points, needs at least 3")
        self.areas[area_id] = Area(
            id=area_id,
            name=str(raw["name"]),
            kind=raw["kind"],
            weapon_pictures=tuple(raw["weapon_pictures"]),
            polygon=polygon,
            label_at=self.point(raw["label_at"], f"area {area_id!r} label_at"),
        )

    def parse_connections(self, raws: Any):
        connections: list[Connection] = []
        links: dict[frozenset[str], Connection] = {}
        for i, raw in enumerate(raws):
            where = f"connection {i}"
            self.need(raw, ("a", "b", "kind", "at"), where)
            a, b = self.known(raw["a"], where), self.known(raw["b"], where)
            if a == b:
                self.fail(f"{where} joins {a!r} to itself")
            if raw["kind"] not in CONNECTION_KINDS:
                self.fail(f"{where} has kind {raw['kind']!r}, expected 'hatch' or 'open'")
            pair = frozenset((a, b))
            if pair in links:
                first = connections.index(links[pair])
                self.fail(f"{where} duplicates connection {first} ({a!r} - {b!r})")
            link = Connection(a, b, raw["kind"], self.point(raw["at"], f"{where} at"))
            connections.append(link)
            links[pair] = link
        return tuple(connections), links

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
