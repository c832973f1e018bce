"""Convert the spec's ship map (znutar-map.json) into the game's own map format.

Usage:  python build_scripts/convert_map.py [SOURCE] [DEST] [WALLS]

SOURCE defaults to /work/shared/spec/znutar-map.json, DEST to maps/znutar.json
(next to this script's folder) and WALLS to /work/shared/spec/species.md, whose
JSON list of "walls shared without a hatch" becomes the map's wall edges. The
output is what greenthings.engine.map_files loads (docs/map-format.md):

- a "format": "greenthings-map", "version": 2 header;
- the area kinds (room, passage: both inside the hull) and edge kinds (hatch and
  open: everybody crosses them for one area; wall: nobody, unless a species' rule
  says so, for one area);
- areas without the unofficial board_label; connections as {a, b, kind, at},
  then the walls as {a, b, kind: "wall"} (not drawn, so without "at");
- crew start choices keyed by crew id instead of counter name;
- first_monster_table "6" as the list of the five areas of rolls 1-5;
- boat_bays as {bay: {id, name, capacity}}; weapon_starts derived from the pictures;
- places: named groups of areas the species' rules use (PLACES below);
- straight_runs, line_of_sight, blast_regions and self_destruct_bridges copied
  unchanged;
- outside_the_znutar: the spec's layout (skin ring, space areas, airlocks,
  starting equipment) kept as it is, plus the overlay the "Outside the Znutar"
  option adds to the map (`outside_overlay` below): its area and edge kinds, the
  skin, space and boat areas with drawn shapes of our own, the skin ring, airlock
  and space edges, and their line of sight.

Re-running it on the same source gives the same bytes (tests check this).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = Path("/work/shared/spec/znutar-map.json")
DEFAULT_DEST = REPO / "maps" / "znutar.json"
DEFAULT_WALLS = Path("/work/shared/spec/species.md")
WALLS_HEADING = "Walls shared without a hatch"

AREA_KINDS = {"room": {"inside_hull": True}, "passage": {"inside_hull": True}}
EDGE_KINDS = {
    "hatch": {"crossed_by": ["crew", "monsters"], "cost": 1},
    "open": {"crossed_by": ["crew", "monsters"], "cost": 1},
    "wall": {"crossed_by": [], "cost": 1},
}

CREW_IDS = {
    "Captain Yid": "captain",
    "1st Officer": "first-officer",
    "Comm Officer": "comm-officer",
    "Operations Officer": "ops-officer",
    "Engineering Officer": "eng-officer",
    "Supply Officer": "supply-officer",
    "Doc": "doc",
    "Medic": "medic",
    "Sparks": "sparks",
    "Marine Sergeant": "sergeant",
    "Marine (19)": "marine-19",
    "Marine (18)": "marine-18",
    "Cook": "cook",
    "Yeoman": "yeoman",
    "Technician": "technician",
    "Engineer": "engineer",
    "Machinist": "machinist",
    "Coxswain": "coxswain",
    "Pilot (15)": "pilot-15",
    "Pilot (12)": "pilot-12",
    "Robot": "robot",
    "Mascot": "mascot",
}

# Picture name in the spec -> weapon type id.  The spec already uses the ids, so this
# is the identity, kept explicit so that a renamed picture fails loudly here.
WEAPON_IDS = {
    name: name
    for name in (
        "stun-pistol", "electric-fence", "zgwortz", "knife", "acid", "pool-stick",
        "rocket-fuel", "fire-extinguisher", "welding-torch", "gas-grenade",
        "hypodermic", "comm-beamer",
    )
}


# Named groups of areas that the species' rules use (species.md): where the
# Obnoxious Orange Things' Fragments start, and the rooms no Insidious Purple
# Adult phases into.
PLACES = {
    "orange-fragments-start": ["mess-deck"],
    "phase-proof-rooms": ["aft-machine-shop", "science-lab", "sick-bay", "hospital-ward"],
}


def walls_from_species_md(text: str) -> list[list[str]]:
    """The area pairs of the first ```json block after the walls heading."""
    start = text.index(WALLS_HEADING)
    block = text.index("```json", start) + len("```json")
    return json.loads(text[block:text.index("```", block)])


def convert(src: dict, walls: list[list[str]]) -> dict:
    areas = [
        {
            "id": a["id"],
            # Passage sections carry their board number, so logs can tell them apart.
            "name": f"Passage {a['board_label']}" if a["kind"] == "passage" else a["name"],
            "kind": a["kind"],
            "weapon_pictures": [WEAPON_IDS[p] for p in a["weapon_pictures"]],
            "polygon": a["polygon"],
            "label_at": a["label_at"],
        }
        for a in src["areas"]
    ]
    connections = [
        {"a": c["between"][0], "b": c["between"][1], "kind": c["kind"], "at": c["at"]}
        for c in src["connections"]
    ] + [{"a": a, "b": b, "kind": "wall"} for a, b in walls]
    weapon_starts = {
        weapon: [a["id"] for a in areas if weapon in a["weapon_pictures"]]
        for weapon in WEAPON_IDS.values()
    }
    unused = [w for w, where in weapon_starts.items() if not where]
    if unused:
        raise SystemExit(f"no picture for weapons {unused}")
    crew = {CREW_IDS[name]: list(where) for name, where in src["crew_start_choices"].items()}
    missing = set(CREW_IDS.values()) - set(crew)
    if missing:
        raise SystemExit(f"no start choices for crew {sorted(missing)}")
    table = src["first_monster_table"]
    first_monster = {str(n): table[str(n)] for n in range(1, 6)}
    first_monster["6"] = [table[str(n)] for n in range(1, 6)]
    boat_bays = {
        bay: {"id": b["boat"].lower(), "name": b["boat"], "capacity": b["capacity"]}
        for bay, b in src["boat_bays"].items()
    }
    return {
        "format": "greenthings-map",
        "version": 2,
        "source": "converted by build_scripts/convert_map.py from the spec's znutar-map.json and species.md",
        "canvas": src["canvas"],
        "area_kinds": AREA_KINDS,
        "edge_kinds": EDGE_KINDS,
        "areas": areas,
        "connections": connections,
        "straight_runs": src["straight_runs"],
        "line_of_sight": src["line_of_sight"],
        "blast_regions": src["blast_regions"],
        "crew_start_choices": crew,
        "first_monster_table": first_monster,
        "boat_bays": boat_bays,
        "self_destruct_bridges": src["self_destruct_bridges"],
        "weapon_starts": weapon_starts,
        "places": PLACES,
        "outside_the_znutar": {**src["outside_the_znutar"], **outside_overlay(src)},
    }


# ----- Outside the Znutar: the overlay the option adds ------------------------
OUTSIDE_AREA_KINDS = {
    "skin": {"inside_hull": False},          # the hull's outer surface, walked on
    "space": {"inside_hull": False},         # where units and boats float
    "boat": {"inside_hull": False},          # the inside of a ship's boat (one area)
    "boat-outside": {"inside_hull": False},  # the outside of a boat, where riders cling
}
OUTSIDE_EDGE_KINDS = {
    "skin": {"crossed_by": ["crew", "monsters"], "cost": 1},
    "airlock": {"crossed_by": ["crew", "monsters"], "cost": "all"},
    "space": {"crossed_by": [], "cost": 1},   # only floating units and boats cross
}
SPACE_NAMES = {"fore": "Space, fore", "dorsal": "Space, dorsal", "aft": "Space, aft", "ventral": "Space, ventral"}
# Space areas drawn as bands around the canvas (they may reach past it).
SPACE_SHAPES = {
    "fore": [[-170, -150], [110, -150], [110, 1044], [-170, 1044]],
    "dorsal": [[110, -150], [1450, -150], [1450, 20], [110, 20]],
    "aft": [[1450, -150], [1770, -150], [1770, 1044], [1450, 1044]],
    "ventral": [[110, 905], [1450, 905], [1450, 1044], [110, 1044]],
}
BOATS = ("scout", "cockboat", "saucer")
SKIN_HALF = (26, 16)           # half width, half height of a skin area's box
SKIN_OUT = 30                  # how far past the room's outer edge it sits


def _skin_anchor(room: dict, skin_id: str, centre: tuple[float, float]) -> tuple[int, int]:
    """Where a skin area is drawn: just beyond the room's outermost point
    seen from the hull's centre (a fuel pod's two skins: its top or bottom,
    and its aft end)."""
    xs = [p[0] for p in room["polygon"]]
    ys = [p[1] for p in room["polygon"]]
    side = skin_id.rsplit(":", 1)[-1]
    if side == "aft":
        return max(xs) + SKIN_OUT, room["label_at"][1]
    if side == "dorsal":
        return room["label_at"][0], min(ys) - SKIN_OUT
    if side == "ventral":
        return room["label_at"][0], max(ys) + SKIN_OUT
    lx, ly = room["label_at"]
    dx, dy = lx - centre[0], ly - centre[1]
    norm = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / norm, dy / norm
    reach = max((p[0] - centre[0]) * ux + (p[1] - centre[1]) * uy for p in room["polygon"])
    return round(centre[0] + ux * (reach + SKIN_OUT)), round(centre[1] + uy * (reach + SKIN_OUT))


def _box(at: tuple[int, int], half: tuple[int, int]) -> list[list[int]]:
    x, y = at
    w, h = half
    return [[x - w, y - h], [x + w, y - h], [x + w, y + h], [x - w, y + h]]


def _centroid(poly: list[list[int]]) -> list[int]:
    return [round(sum(p[0] for p in poly) / len(poly)), round(sum(p[1] for p in poly) / len(poly))]


def outside_overlay(src: dict) -> dict:
    """What the "Outside the Znutar" option adds to the map: areas, edges and
    their line of sight (docs/map-format.md). The spec gives no shapes for
    the outside places; these boxes and bands are our own drawing."""
    out = src["outside_the_znutar"]
    rooms = {a["id"]: a for a in src["areas"]}
    w, h = src["canvas"]
    centre = (w / 2, h / 2)
    ring = out["skin_areas_in_perimeter_order"]
    space_of = {skin: space for space, skins in out["space_areas"].items() for skin in skins}
    areas, anchor = [], {}
    for skin in ring:
        room = rooms[skin.split(":")[1]]
        anchor[skin] = _skin_anchor(room, skin, centre)
        side = skin.split(":")[2] if skin.count(":") == 2 else None
        label = f"Skin: {room['name']}" + (f" ({side})" if side else "")
        areas.append({"id": skin, "name": label, "kind": "skin", "polygon": _box(anchor[skin], SKIN_HALF),
                      "label_at": list(anchor[skin])})
    for space, label in SPACE_NAMES.items():
        poly = SPACE_SHAPES[space]
        areas.append({"id": f"space:{space}", "name": label, "kind": "space", "polygon": poly,
                      "label_at": _centroid(poly)})
    for boat in BOATS:
        bay = rooms[f"{boat}-bay"]
        x, y = bay["label_at"]
        name = boat.capitalize()
        areas.append({"id": f"boat:{boat}", "name": f"Inside the {name}", "kind": "boat",
                      "polygon": _box((x, y + 220), (40, 22)), "label_at": [x, y + 220]})
        areas.append({"id": f"boat:{boat}:outside", "name": f"Outside the {name}", "kind": "boat-outside",
                      "polygon": _box((x, y + 262), (48, 14)), "label_at": [x, y + 262]})
    connections = []
    for i, skin in enumerate(ring):
        nxt = ring[(i + 1) % len(ring)]
        (ax, ay), (bx, by) = anchor[skin], anchor[nxt]
        connections.append({"a": skin, "b": nxt, "kind": "skin", "at": [(ax + bx) // 2, (ay + by) // 2]})
    for room, skin in out["airlocks"].items():
        connections.append({"a": room, "b": skin, "kind": "airlock", "at": list(anchor[skin])})
    for a, b in out["space_adjacency"]:
        connections.append({"a": f"space:{a}", "b": f"space:{b}", "kind": "space"})
    # "LOS outside" (outside-the-znutar.md): a unit in space sees its space
    # area, that area's skin and the adjacent space areas; a piece on the skin
    # sees the skin of its space area and the next skin areas of the ring.
    # Never through an airlock; a boat's inside and outside see themselves.
    space_next = {s: set() for s in out["space_areas"]}
    for a, b in out["space_adjacency"]:
        space_next[a].add(b)
        space_next[b].add(a)
    los = {}
    for i, skin in enumerate(ring):
        seen = set(out["space_areas"][space_of[skin]]) | {ring[i - 1], ring[(i + 1) % len(ring)], skin}
        los[skin] = [x for x in ring if x in seen]
    for space, skins in out["space_areas"].items():
        next_spaces = (f"space:{s}" for s in out["space_areas"] if s in space_next[space])
        los[f"space:{space}"] = [f"space:{space}", *next_spaces, *skins]
    for boat in BOATS:
        los[f"boat:{boat}"] = [f"boat:{boat}"]
        los[f"boat:{boat}:outside"] = [f"boat:{boat}:outside"]
    return {"area_kinds": OUTSIDE_AREA_KINDS, "edge_kinds": OUTSIDE_EDGE_KINDS, "areas": areas,
            "connections": connections, "line_of_sight": los}


def dumps(obj, indent: int = 0) -> str:
    """Readable, diff-friendly JSON: flat lists, lists of points and short flat
    objects (a connection, a boat) stay on one line; the rest is indented."""
    pad, inner = "  " * indent, "  " * (indent + 1)

    def flat(v) -> bool:
        return not isinstance(v, (dict, list)) or (isinstance(v, list) and all(not isinstance(x, (dict, list))
                                                                               for x in v))

    if isinstance(obj, list) and all(flat(x) for x in obj):
        return json.dumps(obj, ensure_ascii=False)
    if isinstance(obj, dict) and all(flat(v) for v in obj.values()):
        one_line = json.dumps(obj, ensure_ascii=False)
        if len(one_line) <= 90:
            return one_line
    if isinstance(obj, list):
        items = [inner + dumps(x, indent + 1) for x in obj]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        items = [f"{inner}{json.dumps(k)}: {dumps(v, indent + 1)}" for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    return json.dumps(obj, ensure_ascii=False)


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else DEFAULT_SOURCE
    dest = Path(argv[2]) if len(argv) > 2 else DEFAULT_DEST
    walls = walls_from_species_md((Path(argv[3]) if len(argv) > 3 else DEFAULT_WALLS).read_text(encoding="utf-8"))
    data = convert(json.loads(source.read_text(encoding="utf-8")), walls)
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(dumps(data) + "\n", encoding="utf-8")
    print(f"wrote {dest} ({len(data['areas'])} areas, {len(data['connections'])} connections)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
