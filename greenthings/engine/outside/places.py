"""The places outside the hull (rulebook "OUTSIDE THE ZNUTAR": "Entering and
Leaving the Ship", "Movement Outside the Znutar"; the layout and rulings in
the spec's outside-the-znutar.md).

With the option on, a game plays on `outside_map(name)`: the map
`maps/<name>.json` with its `outside_the_znutar` overlay merged in (the skin
ring, the four space areas, the boats' insides and outsides, airlock, skin and
space edges, their line of sight). `layout(ship)` gives the tables the rules
ask: which space area a skin area lies in, which airlock joins which room and
skin area, and so on. Both are built once per map.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..map_files import map_data
from ..map_format import parse_map
from ..shipmap import MapError, ShipMap

if TYPE_CHECKING:
    from ..state import State

SKIN, SPACE, BOAT, BOAT_OUTSIDE = "skin", "space", "boat", "boat-outside"
AIRLOCK = "airlock"
OVERLAY = "outside_the_znutar"      # the map file's section with the expansion's places
OVERLAY_LISTS = ("areas", "connections")
OVERLAY_TABLES = ("area_kinds", "edge_kinds", "line_of_sight")


@lru_cache(maxsize=4)
def outside_map(name: str) -> ShipMap:
    """The map `name` with its Outside the Znutar overlay (MapError if the
    file has none)."""
    data = map_data(name)
    overlay = (data.get(OVERLAY) if isinstance(data, dict) else None) or {}
    if not isinstance(overlay, dict):
        raise MapError(f"maps/{name}.json: {OVERLAY} is not a JSON object")
    missing = [k for k in (*OVERLAY_LISTS, *OVERLAY_TABLES) if k not in overlay]
    if missing:
        raise MapError(f"maps/{name}.json: {OVERLAY} has no {', '.join(missing)}: "
                       "this map cannot be played with Outside the Znutar")
    for key in OVERLAY_LISTS:
        data[key] = [*data[key], *overlay[key]]
    for key in OVERLAY_TABLES:
        data[key] = {**data[key], **overlay[key]}
    return parse_map(data, f"maps/{name}.json (outside)")


@dataclass(frozen=True, slots=True)
class Layout:
    """What the outside rules ask of a map (read-only)."""
    ring: tuple[str, ...]                    # skin areas in perimeter order
    space_of: dict[str, str]                 # skin area -> its space area ("space:dorsal")
    skins_of: dict[str, tuple[str, ...]]     # space area -> its skin areas
    space_next: dict[str, tuple[str, ...]]   # space area -> adjacent space areas
    airlock_skin: dict[str, str]             # airlock room -> its skin area
    airlock_room: dict[str, str]             # skin area -> the room its airlock opens into
    boat_inside: dict[str, str]              # boat id -> the area inside it
    boat_outside: dict[str, str]             # boat id -> the area on its outside
    boat_bay: dict[str, str]                 # boat id -> its bay
    equipment: dict[str, tuple[str, ...]]    # area -> unit kinds found there at the start

    def kind(self, ship: ShipMap, area: str) -> str:
        return ship.areas[area].kind

    def space_area_of(self, ship: ShipMap, area: str) -> str | None:
        """The space area a place lies in: itself for a space area, its own
        for a skin area, the space area of an airlock room's skin (a hold or
        bay: where a Cargo Mover or a launched boat goes); None otherwise."""
        if area in self.skins_of:
            return area
        if area in self.space_of:
            return self.space_of[area]
        skin = self.airlock_skin.get(area)
        return None if skin is None else self.space_of[skin]


@lru_cache(maxsize=4)
def layout(ship: ShipMap) -> Layout:
    out = ship.extras[OVERLAY]
    ring = tuple(out["skin_areas_in_perimeter_order"])
    space_of = {skin: f"space:{space}" for space, skins in out["space_areas"].items() for skin in skins}
    skins_of = {f"space:{space}": tuple(skins) for space, skins in out["space_areas"].items()}
    nxt: dict[str, list[str]] = {s: [] for s in skins_of}
    for a, b in out["space_adjacency"]:
        nxt[f"space:{a}"].append(f"space:{b}")
        nxt[f"space:{b}"].append(f"space:{a}")
    bays = {boat.id: bay for bay, boat in ship.boat_bays.items()}
    return Layout(
        ring=ring, space_of=space_of, skins_of=skins_of,
        space_next={s: tuple(sorted(n)) for s, n in nxt.items()},
        airlock_skin=dict(out["airlocks"]),
        airlock_room={skin: room for room, skin in out["airlocks"].items()},
        boat_inside={b: f"boat:{b}" for b in bays},
        boat_outside={b: f"boat:{b}:outside" for b in bays},
        boat_bay=bays,
        equipment={area: tuple(kinds) for area, kinds in out["starting_equipment"].items()},
    )


def area_of(s: State, piece: str) -> str:
    """Where a piece the caller knows is on the board is (a crewman aboard, a
    monster placed)."""
    area = s.loc[piece]
    assert area is not None, f"{piece} is not on the board"
    return area


@lru_cache(maxsize=4)
def setup_places(ship: ShipMap) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """(neighbours, areas) for the monsters' setup: Green Things "can set up
    outside the ship, provided they follow the usual guidelines", so the
    daisy chain runs over the ordinary neighbours plus each airlock (a skin
    area counts as next to its airlock room), over the hull and the skin only."""
    lay = layout(ship)
    areas = tuple(a for a in ship.area_ids if ship.areas[a].kind not in (SPACE, BOAT, BOAT_OUTSIDE))
    neighbors = {a: tuple(n for n in ship.neighbors[a]) for a in areas}
    for room, skin in lay.airlock_skin.items():
        neighbors[room] += (skin,)
        neighbors[skin] += (room,)
    return neighbors, areas


@lru_cache(maxsize=8)
def outside_links(ship: ShipMap, on_foot: bool) -> tuple[tuple[str, str], ...]:
    """The ways outside the hull, each one step both ways, for judging how far
    things are (`Expansion.links`): each airlock and each boat's hatch; and
    unless `on_foot`, space too: a space area to its skin, to the next space
    areas and to the holds and bays that open on it, and a boat's inside and
    outside to its bay."""
    lay = layout(ship)
    out = [(room, skin) for room, skin in lay.airlock_skin.items()]
    out += [(lay.boat_inside[b], lay.boat_outside[b]) for b in lay.boat_bay]
    if not on_foot:
        out += [(room, lay.space_of[skin]) for room, skin in lay.airlock_skin.items()]
        out += [(space, skin) for space, skins in lay.skins_of.items() for skin in skins]
        out += [(space, other) for space, near in lay.space_next.items() for other in near]
        out += [(lay.boat_inside[b], bay) for b, bay in lay.boat_bay.items()]
        out += [(lay.boat_outside[b], bay) for b, bay in lay.boat_bay.items()]
    return tuple(out)
