"""Checking a map file's decoded JSON and building the `ShipMap` it describes.

Anything wrong raises `MapError` with a message that starts with the file
name, for example
``maps/foo.json: connection 12 names unknown area 'hall-99'`` (indices count from 0,
as in the JSON lists). docs/map-format.md describes the file.
"""
from __future__ import annotations

from typing import Any, NoReturn

from .shipmap import MOVERS, Area, AreaKind, Boat, Connection, EdgeKind, MapError, Point, ShipMap

FORMAT = "greenthings-map"
VERSION = 2
REQUIRED_KEYS = (
    "canvas", "area_kinds", "edge_kinds", "areas", "connections", "straight_runs",
    "line_of_sight", "blast_regions", "crew_start_choices", "first_monster_table",
    "boat_bays", "self_destruct_bridges", "weapon_starts",
)
BASE_KEYS = frozenset({"format", "version", "source", "places", *REQUIRED_KEYS})   # what the base map reads


def parse_map(data: Any, source: str = "<map data>") -> ShipMap:
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

    def parse_connections(self, raws: Any) -> tuple[tuple[Connection, ...], dict[frozenset[str], Connection]]:
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
