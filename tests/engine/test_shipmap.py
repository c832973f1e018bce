"""Tests for the ship map: the real Znutar map against the rules, and the validator."""
from __future__ import annotations

import copy
import importlib.util
import json
import subprocess
import sys

import pytest

from greenthings import resources
from greenthings.engine import Options, map_files, new_state
from greenthings.engine.map_files import MAX_MAP_NAME, check_map_name, load_map, load_map_file, map_names
from greenthings.engine.map_format import parse_map
from greenthings.engine.shipmap import MapError, ShipMap
from tests.files import REPO, repo_file, shared_file

CREW_IDS = {
    "captain", "first-officer", "comm-officer", "ops-officer", "eng-officer",
    "supply-officer", "doc", "medic", "sparks", "sergeant", "marine-19", "marine-18",
    "cook", "yeoman", "technician", "engineer", "machinist", "coxswain", "pilot-15",
    "pilot-12", "robot", "mascot",
}

# rules-clarifications.md, "Line of sight": straight corridor runs by board label.
STRAIGHT_RUNS = [{22, 42, 43}, {5, 26}, {44, 45}, {38, 44}, {31, 32}, {11, 32}, {14, 34}]
RUNS = [frozenset(f"hall-{n}" for n in run) for run in STRAIGHT_RUNS]

# rules-clarifications.md, "Counters": where the weapons start.
WEAPON_STARTS = {
    "stun-pistol": {"bridge-1", "bridge-2"},
    "electric-fence": {"main-cargo-hold"},
    "zgwortz": {"galley", "mess-deck"},
    "knife": {"galley"},
    "acid": {"science-lab"},
    "pool-stick": {"pool-room"},
    "rocket-fuel": {"fuel-pod-1", "fuel-pod-2"},
    "fire-extinguisher": {"machine-shop", "aft-machine-shop"},
    "welding-torch": {"machine-shop", "aft-machine-shop"},
    "gas-grenade": {"damage-control"},
    "hypodermic": {"sick-bay"},
    "comm-beamer": {"sensor-1", "sensor-2"},
}


@pytest.fixture(scope="module")
def ship() -> ShipMap:
    return load_map()


# --- the real map ---------------------------------------------------------------

def test_counts(ship):
    assert len(ship.areas) == len(ship.area_ids) == 45
    kinds = [a.kind for a in ship.areas.values()]
    assert kinds.count("room") == 32 and kinds.count("passage") == 13
    assert len(ship.connections) == 57
    assert sum(c.is_hatch for c in ship.connections) == 49
    assert sum(not c.is_hatch for c in ship.connections) == 8
    assert len(ship.edges) == 57 + 42 and len(ship.edges_of("wall")) == 42
    assert ship.edges[:57] == ship.connections
    assert ship.canvas == (1600, 894)
    assert ship.source == "maps/znutar.json"


def test_areas_are_drawable(ship):
    w, h = ship.canvas
    for area in ship.areas.values():
        assert len(area.polygon) >= 3
        assert all(0 <= x <= w and 0 <= y <= h for x, y in area.polygon + (area.label_at,))
        assert area.is_passage == area.id.startswith("hall-")


def test_adjacency_is_symmetric_and_connected(ship):
    for a, nbrs in ship.neighbors.items():
        assert a not in nbrs and len(set(nbrs)) == len(nbrs)
        for b in nbrs:
            assert a in ship.neighbors[b]
            assert ship.is_hatch(a, b) == ship.is_hatch(b, a)
            assert ship.connection(a, b) is ship.connection(b, a)
    assert sum(len(n) for n in ship.neighbors.values()) == 2 * 57
    assert not ship.is_hatch("galley", "sick-bay")  # not adjacent at all
    assert ship.is_hatch("galley", "mess-deck") and not ship.is_hatch("hall-44", "hall-45")
    # Every area can be reached from the bridge.
    reached, todo = {"bridge-1"}, ["bridge-1"]
    while todo:
        for b in ship.neighbors[todo.pop()]:
            if b not in reached:
                reached.add(b)
                todo.append(b)
    assert reached == set(ship.area_ids)


def test_open_passages_join_passage_sections(ship):
    for c in ship.connections:
        if not c.is_hatch:
            assert ship.areas[c.a].is_passage and ship.areas[c.b].is_passage


def test_straight_runs_match_the_rules(ship):
    assert {frozenset(r) for r in ship.straight_runs} == set(RUNS)
    for run in RUNS:  # each run is passage sections chained by open passages
        opens = [c for c in ship.connections if not c.is_hatch and {c.a, c.b} <= run]
        assert len(opens) == len(run) - 1


def expected_los(ship: ShipMap, viewer: str) -> set[str]:
    """Line of sight computed from the rule text, independently of the file's table."""
    def with_runs(section):
        return set().union({section}, *(run for run in RUNS if section in run))

    seen = with_runs(viewer) if ship.areas[viewer].is_passage else {viewer}
    for c in ship.connections:
        if not c.is_hatch or viewer not in (c.a, c.b):
            continue
        beyond = c.b if c.a == viewer else c.a
        if not ship.areas[beyond].is_passage:
            seen.add(beyond)
        elif beyond == "hall-44":  # corner: the 38 arm is out of sight
            seen |= {"hall-44", "hall-45"}
        elif viewer == "hall-45" and beyond == "hall-32":  # corner
            seen.add("hall-32")
        else:
            seen |= with_runs(beyond)
    return seen


def test_line_of_sight_follows_the_rule(ship):
    assert set(ship.los) == set(ship.area_ids)
    for viewer in ship.area_ids:
        assert ship.los[viewer] == expected_los(ship, viewer), viewer


def test_line_of_sight_examples(ship):
    assert ship.los["hall-42"] == {"hall-22", "hall-42", "hall-43", "officers-quarters",
                                   "machine-shop"}
    assert "hall-38" not in ship.los["mess-deck"]  # round the corner at 44
    assert ship.los["hall-45"] >= {"hall-32"} and "hall-31" not in ship.los["hall-45"]
    # Not symmetric: the viewer must stand at the hatch.
    assert "hall-5" in ship.los["hall-43"] and "hall-43" not in ship.los["hall-5"]


def test_blast_regions(ship):
    # Independently: passage sections joined by open passages, rooms alone.
    region = {a: {a} for a in ship.area_ids}
    for c in ship.connections:
        if not c.is_hatch:
            merged = region[c.a] | region[c.b]
            for a in merged:
                region[a] = merged
    for a in ship.area_ids:
        assert ship.blast[a] == region[a], a
    assert ship.blast["hall-42"] == {"hall-22", "hall-42", "hall-43"}  # the rulebook example
    assert ship.blast["galley"] == {"galley"}
    assert ship.blast["hall-38"] == {"hall-38", "hall-44", "hall-45"}


def test_crew_start_choices(ship):
    assert set(ship.crew_starts) == CREW_IDS
    for crew, choices in ship.crew_starts.items():
        assert choices and all(not ship.areas[a].is_passage for a in choices), crew
    assert ship.crew_starts["captain"] == ("bridge-1", "bridge-2")
    assert ship.crew_starts["mascot"] == ("captains-cabin",)
    assert set(ship.crew_starts["robot"]) == {"machine-shop", "aft-machine-shop"}
    assert len(ship.crew_starts["pilot-12"]) == 5


def test_first_monster_table(ship):
    five = ("main-cargo-hold", "science-lab", "scout-bay", "cockboat-bay", "saucer-bay")
    assert ship.first_monster == {n: (five[n - 1],) for n in range(1, 6)} | {6: five}


def test_boats_self_destruct_and_weapons(ship):
    boats = {bay: (b.id, b.name, b.capacity, b.bay) for bay, b in ship.boat_bays.items()}
    assert boats == {
        "scout-bay": ("scout", "Scout", 2, "scout-bay"),
        "saucer-bay": ("saucer", "Saucer", 4, "saucer-bay"),
        "cockboat-bay": ("cockboat", "Cockboat", None, "cockboat-bay"),
    }
    assert set(ship.self_destruct_areas) == {"bridge-1", "bridge-2"}
    assert {w: set(a) for w, a in ship.weapon_starts.items()} == WEAPON_STARTS
    for weapon, where in ship.weapon_starts.items():  # agrees with the pictures
        assert set(where) == {a.id for a in ship.areas.values() if weapon in a.weapon_pictures}
    assert set(ship.extras["outside_the_znutar"]["airlocks"]) >= {"main-cargo-hold", "engine-room"}


def test_default_map_is_cached(ship):
    assert load_map() is ship is load_map("znutar")
    assert load_map_file(resources.map_path()) is not ship   # a file is read again


def test_converter_reproduces_the_map_file():
    source = shared_file("spec/znutar-map.json")      # beside the repository, not in it
    spec = importlib.util.spec_from_file_location("convert_map", repo_file("build_scripts/convert_map.py"))
    convert_map = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(convert_map)
    walls = convert_map.walls_from_species_md(shared_file("spec/species.md").read_text("utf-8"))
    data = convert_map.convert(json.loads(source.read_text("utf-8")), walls)
    assert convert_map.dumps(data) + "\n" == resources.map_path().read_text("utf-8")


# --- typed areas and edges --------------------------------------------------------

def test_kinds_of_areas_and_edges(ship):
    assert {k: a.inside_hull for k, a in ship.area_kinds.items()} == {"room": True, "passage": True}
    assert all(a.inside_hull for a in ship.areas.values())
    hatch, opening, wall = (ship.edge_kinds[k] for k in ("hatch", "open", "wall"))
    assert hatch.ordinary and opening.ordinary and not wall.ordinary
    assert hatch.crossed_by == {"crew", "monsters"} and wall.crossed_by == frozenset()
    assert wall.cost == hatch.cost == 1        # a rule that lets a piece through pays one area


def test_walls_are_edges_but_not_neighbours(ship):
    for w in ship.edges_of("wall"):
        assert w.at is None and w not in ship.connections
        assert w.b not in ship.neighbors[w.a] and w.a not in ship.neighbors[w.b]
        assert ship.connection(w.a, w.b) is None and not ship.is_hatch(w.a, w.b)
        assert ship.edge(w.b, w.a) is w
    assert ship.edge("galley", "ships-store").kind == "wall"
    assert ship.edge("galley", "mess-deck") is ship.connection("galley", "mess-deck")
    assert ship.edge("galley", "sick-bay") is None and ship.edges_of("airlock") == ()


def test_walls_are_the_species_spec_list(ship):
    text = shared_file("spec/species.md").read_text("utf-8")
    block = text[text.index("```json", text.index("Walls shared without a hatch")) + 7:]
    listed = json.loads(block[:block.index("```")])
    assert {frozenset(p) for p in listed} == {frozenset((w.a, w.b)) for w in ship.edges_of("wall")}


def test_edges_outside_the_ordinary_and_areas_outside_the_hull(tmp_path):
    """Room for the expansion: an area kind outside the hull (its polygon may lie
    beyond the canvas) and an edge kind crossed for the whole move are accepted,
    and stay out of the neighbours."""
    data = _raw()
    data["area_kinds"]["skin"] = {"inside_hull": False}
    data["edge_kinds"]["airlock"] = {"crossed_by": ["crew", "monsters"], "cost": "all"}
    data["areas"].append({"id": "skin:galley", "name": "Galley skin", "kind": "skin",
                          "polygon": [[-40, 0], [0, -40], [10, 10]], "label_at": [-5, -5]})
    data["connections"].append({"a": "galley", "b": "skin:galley", "kind": "airlock", "at": [0, 0]})
    data["line_of_sight"]["skin:galley"] = ["skin:galley"]
    ship = parse_map(data, "outside.json")
    assert not ship.areas["skin:galley"].inside_hull and ship.areas["skin:galley"].weapon_pictures == ()
    assert ship.edge_kinds["airlock"].cost is None and not ship.edge_kinds["airlock"].ordinary
    assert ship.neighbors["skin:galley"] == () and "skin:galley" not in ship.neighbors["galley"]
    assert [e.b for e in ship.edges_of("airlock")] == ["skin:galley"]


# --- maps by name -------------------------------------------------------------------

def test_maps_by_name(ship):
    assert load_map("znutar") is ship and "znutar" in map_names()
    for bad in ("atlantis", "../maps/znutar", "Znutar", ""):
        with pytest.raises(MapError, match=r"unknown map .*: there is no maps/.*\.json \(maps: .*znutar"):
            load_map(bad)


def test_options_map_selects_the_file(tmp_path, monkeypatch):
    data = _raw()
    data["areas"][26]["name"] = "Kitchen"
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "test-kitchen.json").write_text(json.dumps(data), "utf-8")
    monkeypatch.setattr(map_files, "map_path", lambda name="znutar": tmp_path / "maps" / f"{name}.json")
    monkeypatch.setattr(map_files, "_BY_NAME", {})      # the real maps stay cached for other tests
    s, _ = new_state(1, Options(map="test-kitchen"))
    assert s.map.areas["galley"].name == "Kitchen" and s.map is load_map("test-kitchen")
    assert Options.from_json({"map": "test-kitchen"}).map == "test-kitchen"
    assert map_names() == ["test-kitchen"]


def test_an_unknown_map_is_a_clear_error():
    with pytest.raises(MapError, match=r"unknown map 'atlantis': there is no maps/atlantis\.json \(maps: znutar"):
        new_state(1, Options(map="atlantis"))
    with pytest.raises(ValueError, match="unknown map 'atlantis'"):
        Options.from_json({"map": "atlantis"})


def test_a_map_name_too_long_for_a_file_name_is_refused_before_the_file_system_sees_it():
    """A damaged save's 300-letter map name: a MapError (a ValueError), never
    OSError 'File name too long', and the message stays short."""
    for bad in ("a" * 300, "b" * (MAX_MAP_NAME + 1), "a" * 5_000_000):
        with pytest.raises(MapError, match=r"unknown map .*characters\): there is no maps/NAME\.json") as info:
            check_map_name(bad)
        assert len(str(info.value)) < 300
        with pytest.raises(ValueError, match="unknown map"):
            Options.from_json({"map": bad})
    with pytest.raises(MapError, match=r"unknown map \(list\)"):
        check_map_name(["znutar"])


def test_the_map_modules_import_no_pygame_or_numpy():
    code = ("import sys, greenthings.engine.map_files, greenthings.engine.map_steps; "
            "print([m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'numpy')])")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"


# --- resources ------------------------------------------------------------------

def test_resources_do_not_depend_on_the_current_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resources.root_dir() == REPO
    assert resources.map_path() == REPO / "maps" / "znutar.json"
    assert resources.map_path().is_file()
    assert resources.asset_path("fonts", "x.ttf") == REPO / "assets" / "fonts" / "x.ttf"


def test_resources_inside_a_pyinstaller_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.root_dir() == tmp_path
    assert resources.map_path("other") == tmp_path / "maps" / "other.json"


# --- validation -----------------------------------------------------------------

def _raw() -> dict:
    return json.loads(resources.map_path().read_text("utf-8"))


def _set(path, value):
    """A mutator that sets data[k1][k2]... = value."""
    def mutate(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete_area_key(data):
    del data["areas"][3]["polygon"]


def _duplicate_connection(data):
    c = data["connections"][0]
    data["connections"].append(dict(c, a=c["b"], b=c["a"]))


BROKEN = {
    "wrong format": (_set(["format"], "tiled"), "format is 'tiled', expected 'greenthings-map'"),
    "wrong version": (_set(["version"], 1), "unsupported version 1, expected 2"),
    "missing key": (lambda d: d.pop("connections"), "map is missing key 'connections'"),
    "missing area key": (_delete_area_key, "area 3 is missing key 'polygon'"),
    "duplicate area": (_set(["areas", 1, "id"], "sensor-1"),
                       "area 1 duplicates area id 'sensor-1'"),
    "bad area kind": (_set(["areas", 0, "kind"], "corridor"),
                      "area 'sensor-1' has kind 'corridor', expected one of the area_kinds ('room', 'passage')"),
    "short polygon": (_set(["areas", 2, "polygon"], [[0, 0], [5, 5]]),
                      "area 'captains-cabin' polygon has 2 points, needs at least 3"),
    "connection unknown": (_set(["connections", 12, "b"], "hall-99"),
                           "connection 12 names unknown area 'hall-99'"),
    "connection to itself": (_set(["connections", 4, "b"], "bridge-1"),
                             "connection 4 joins 'bridge-1' to itself"),
    "connection duplicated": (_duplicate_connection,
                              "connection 99 duplicates connection 0 ('hall-22' - 'sensor-1')"),
    "wall over a hatch": (lambda d: d["connections"].append({"a": "galley", "b": "mess-deck", "kind": "wall"}),
                          "connection 99 duplicates connection 37 ('galley' - 'mess-deck')"),
    "connection kind": (_set(["connections", 0, "kind"], "door"),
                        "connection 0 has kind 'door', expected one of the edge_kinds ('hatch', 'open', 'wall')"),
    "wall kind": (_set(["connections", 60, "kind"], "glass"),
                  "connection 60 has kind 'glass', expected one of the edge_kinds"),
    "hatch not drawn": (lambda d: d["connections"][3].pop("at"), "connection 3 (hatch) has no 'at' point"),
    "area kinds missing": (lambda d: d.pop("area_kinds"), "map is missing key 'area_kinds'"),
    "edge kinds missing": (lambda d: d.pop("edge_kinds"), "map is missing key 'edge_kinds'"),
    "area kind undeclared": (lambda d: d["area_kinds"].pop("passage"),
                             "area 'hall-5' has kind 'passage', expected one of the area_kinds ('room')"),
    "area kind hull": (_set(["area_kinds", "room", "inside_hull"], "yes"),
                       "area_kinds['room'] inside_hull is 'yes', expected true or false"),
    "edge kind mover": (_set(["edge_kinds", "wall", "crossed_by"], ["ghosts"]),
                        "edge_kinds['wall'] crossed_by is ['ghosts'], expected a list of"),
    "edge kind cost": (_set(["edge_kinds", "hatch", "cost"], 0),
                       "edge_kinds['hatch'] cost is 0, expected a positive number or \"all\""),
    "edge kind keys": (lambda d: d["edge_kinds"]["open"].pop("cost"), "edge_kinds['open'] is missing key 'cost'"),
    "los unknown area": (lambda d: d["line_of_sight"]["galley"].append("hall-99"),
                         "line_of_sight['galley'] names unknown area 'hall-99'"),
    "los unknown viewer": (_set(["line_of_sight", "hall-99"], ["hall-99"]),
                           "line_of_sight names unknown area 'hall-99'"),
    "los missing entry": (lambda d: d["line_of_sight"].pop("galley"),
                          "line_of_sight has no entry for area 'galley'"),
    "los without itself": (lambda d: d["line_of_sight"]["galley"].remove("galley"),
                           "line_of_sight['galley'] does not include 'galley' itself"),
    "blast unknown area": (lambda d: d["blast_regions"][1].append("hall-99"),
                           "blast_regions[1] names unknown area 'hall-99'"),
    "blast overlap": (lambda d: d["blast_regions"][0].append("hall-44"),
                      "blast_regions[4] overlaps blast_regions[0] at 'hall-44'"),
    "crew start unknown": (_set(["crew_start_choices", "cook"], ["galley", "kitchen"]),
                           "crew_start_choices['cook'] names unknown area 'kitchen'"),
    "weapon start unknown": (_set(["weapon_starts", "knife"], ["kitchen"]),
                             "weapon_starts['knife'] names unknown area 'kitchen'"),
    "boat bay unknown": (lambda d: d["boat_bays"].update(
                             {"garage": d["boat_bays"].pop("scout-bay")}),
                         "boat_bays names unknown area 'garage'"),
    "boat capacity": (_set(["boat_bays", "scout-bay", "capacity"], 0),
                      "boat_bays['scout-bay'] capacity is 0"),
    "first monster unknown": (_set(["first_monster_table", "2"], "lab"),
                              "first_monster_table['2'] names unknown area 'lab'"),
    "first monster six": (_set(["first_monster_table", "6"], ["galley"]),
                          "first_monster_table['6'] must list the areas of rolls 1 to 5"),
    "self destruct unknown": (_set(["self_destruct_bridges"], ["bridge-3"]),
                              "self_destruct_bridges names unknown area 'bridge-3'"),
    "straight run unknown": (_set(["straight_runs", 0], ["hall-99"]),
                             "straight_runs[0] names unknown area 'hall-99'"),
    "bad point": (_set(["connections", 0, "at"], [1, "x"]),
                  "connection 0 at: [1, 'x'] is not an [x, y] point"),
    "wrong type": (_set(["areas"], 5), "malformed map data"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_validation_errors_name_file_and_problem(case, tmp_path):
    mutate, problem = BROKEN[case]
    data = _raw()
    mutate(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(MapError) as err:
        load_map_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}: "), message
    assert problem in message, message


def test_broken_json(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(resources.map_path().read_text("utf-8")[:500], "utf-8")
    with pytest.raises(MapError, match=r"broken\.json: not valid JSON: .* at line \d+"):
        load_map_file(path)


def test_missing_file(tmp_path):
    with pytest.raises(MapError, match=r"nothere\.json: cannot read map file"):
        load_map_file(tmp_path / "nothere.json")


def test_parse_map_uses_the_source_name():
    data = _raw()
    data["connections"][12]["b"] = "hall-99"
    with pytest.raises(MapError) as err:
        parse_map(data, "maps/foo.json")
    assert str(err.value) == "maps/foo.json: connection 12 names unknown area 'hall-99'"
    assert parse_map(_raw(), "x").area_ids == load_map().area_ids
    assert isinstance(MapError("x"), ValueError)


def test_original_data_is_not_needed_after_parsing():
    data = _raw()
    ship = parse_map(data, "copy")
    before = copy.deepcopy(ship.los)
    data["line_of_sight"]["galley"].clear()
    assert ship.los == before
