"""The ship map: areas, how they connect, line of sight, blast regions, start places.

A `ShipMap` is what a map file (`maps/<name>.json`, docs/map-format.md) holds,
checked: map_files.py finds and loads one by name, map_format.py checks the
decoded JSON and builds it, map_steps.py measures distances on it.

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

from dataclasses import dataclass, field
from typing import Any

MOVERS = ("crew", "monsters")   # who an edge kind may let cross

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
