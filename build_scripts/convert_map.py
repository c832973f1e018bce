"""Convert the spec's ship map (znutar-map.json) into the game's own map format.

Usage:  python build_scripts/convert_map.py [SOURCE] [DEST] [WALLS]

SOURCE defaults to /work/shared/spec/znutar-map.json, DEST to maps/znutar.json
(next to this script's folder) and WALLS to /work/shared/spec/species.md, whose
JSON list of "walls shared without a hatch" becomes the map's wall edges. The
output is what greenthings.engine.shipmap loads (docs/map-format.md):

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
- straight_runs, line_of_sight, blast_regions, self_destruct_bridges and
  outside_the_znutar copied unchanged.

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
        "outside_the_znutar": src["outside_the_znutar"],
    }


def dumps(obj, indent: int = 0) -> str:
    """Readable, diff-friendly JSON: flat lists, lists of points and short flat
    objects (a connection, a boat) stay on one line; the rest is indented."""
    pad, inner = "  " * indent, "  " * (indent + 1)
    flat = lambda v: not isinstance(v, (dict, list)) or (
        isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v))
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
