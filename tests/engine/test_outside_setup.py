"""Outside the Znutar, the places and the option (rulebook "OUTSIDE THE
ZNUTAR", "Entering and Leaving the Ship", "Movement Outside the Znutar", "New
Units"; spec outside-the-znutar.md, "The places"): the overlay's map data, the
starting equipment, the saved record, and nothing changed without the option."""
import json
import subprocess
import sys

import pytest

from greenthings.engine import Game, Options, StateError, load_state, new_state
from greenthings.engine.outside.places import layout, outside_map
from greenthings.engine.outside.record import unit_ids
from greenthings.engine import load_map


@pytest.fixture(scope="module")
def ship():
    return outside_map("znutar")


def test_entering_and_leaving_the_ship_eight_airlocks_as_whole_move_edges(ship):
    locks = ship.edges_of("airlock")
    assert {(e.a, e.b) for e in locks} == {
        (r, f"skin:{r}") for r in ("main-cargo-hold", "scout-bay", "cockboat-bay", "saucer-bay", "sensor-1",
                                   "sensor-2", "probe-launch", "engine-room")}
    kind = ship.edge_kinds["airlock"]
    assert kind.cost is None and kind.crossed_by == {"crew", "monsters"} and not kind.ordinary
    # an airlock is not an ordinary step: the hold's neighbours are still only inside the hull
    assert all(ship.areas[n].inside_hull for n in ship.neighbors["main-cargo-hold"])


def test_movement_outside_the_skin_is_a_ring_of_21_areas(ship):
    ring = layout(ship).ring
    assert len(ring) == 21 and all(ship.areas[a].kind == "skin" for a in ring)
    for i, a in enumerate(ring):
        assert set(ship.neighbors[a]) == {ring[i - 1], ring[(i + 1) % 21]}
    assert "skin:fuel-pod-1:dorsal" in ring and "skin:fuel-pod-1:aft" in ring


def test_movement_outside_four_space_areas_in_a_ring_nobody_walks(ship):
    lay = layout(ship)
    assert set(lay.space_next) == {"space:fore", "space:dorsal", "space:aft", "space:ventral"}
    assert lay.space_next["space:fore"] == ("space:dorsal", "space:ventral")
    assert all(ship.neighbors[s] == () for s in lay.space_next)
    assert ship.edge_kinds["space"].crossed_by == frozenset()
    assert sum(len(v) for v in lay.skins_of.values()) == 21
    assert lay.space_of["skin:engine-room"] == "space:aft"
    assert lay.space_area_of(ship, "scout-bay") == "space:ventral"
    assert lay.space_area_of(ship, "galley") is None


def test_line_of_sight_outside_never_through_an_airlock(ship):
    los = ship.los
    assert los["space:aft"] == {"space:aft", "space:dorsal", "space:ventral", "skin:fuel-pod-1:aft",
                                "skin:engine-room", "skin:fuel-pod-2:aft"}
    # a skin area sees its space area's skin and the next areas of the ring, across the dividing line
    assert "skin:fuel-pod-1:aft" in los["skin:fuel-pod-1:dorsal"]
    assert "skin:sensor-1" in los["skin:probe-control"] and "skin:engine-room" not in los["skin:probe-control"]
    assert not any(ship.areas[a].inside_hull for a in los["skin:main-cargo-hold"])
    assert "skin:main-cargo-hold" not in los["main-cargo-hold"]


def test_new_units_start_where_the_spec_puts_them():
    s, _ = new_state(1, Options(outside=True))
    units = s.outside.units
    assert set(units) == set(unit_ids()) and len(units) == 11
    where = sorted((u.rsplit("-", 1)[0] if u != "ook-soot" else u, a) for u, a in units.items())
    assert where.count(("cargo-mover", "main-cargo-hold")) == 2
    assert where.count(("jet-suit", "main-cargo-hold")) == 2
    assert all(where.count(("jet-suit", bay)) == 2 for bay in ("scout-bay", "cockboat-bay", "saucer-bay"))
    assert units["ook-soot"] == "damage-control"
    assert s.outside.occupants == {} and s.outside.closed == set()
    assert s.outside.boat_at == {"scout": "scout-bay", "saucer": "saucer-bay", "cockboat": "cockboat-bay"}


def test_without_the_option_nothing_changes():
    s, _ = new_state(1)
    assert s.outside is None and s.map is load_map("znutar")
    d = s.to_json()
    assert "outside" not in d and "outside" not in d["options"]
    assert not any(a.startswith(("skin:", "space:", "boat:")) for a in s.map.areas)
    # a save from before the option (no key at all) loads as a base game
    assert load_state(d).outside is None


def test_the_option_is_saved_and_loads_back():
    g = Game.new(5, Options(outside=True))
    d = g.to_json()
    assert d["start"]["options"]["outside"] is True
    g2 = Game.from_json(json.loads(json.dumps(d)))
    assert g2.state.options.outside and g2.state.outside == g.state.outside
    st = load_state(g.state.to_json())
    assert st.outside == g.state.outside and "skin:hall-5" in st.map.areas


@pytest.mark.parametrize("field, value, words", [
    ("units", {"jet-suit-1": "skin:hall-5"}, "outside.units['jet-suit-1']"),
    ("units", {"cargo-mover-1": "galley"}, "Cargo Mover is only in the hold"),
    ("units", {"ook-soot": "space:fore"}, "Ook Soot walks"),
    ("occupants", {"jet-suit-1": "cook"}, "outside.occupants['jet-suit-1']"),
    ("boats", {"scout": "galley", "saucer": "saucer-bay", "cockboat": "cockboat-bay"}, "outside.boats['scout']"),
    ("closed_locks", ["galley"], "outside.closed_locks"),
])
def test_loading_refuses_a_broken_outside_record_naming_the_field(field, value, words):
    s, _ = new_state(2, Options(outside=True))
    d = s.to_json()
    if isinstance(value, dict) and field == "units":
        d["outside"]["units"].update(value)
    else:
        d["outside"][field] = value
    with pytest.raises(StateError, match=words.replace("[", r"\[").replace("]", r"\]")):
        load_state(d)


def test_loading_refuses_the_record_without_the_option_and_wrong_types():
    s, _ = new_state(2, Options(outside=True))
    d = s.to_json()
    del d["options"]["outside"]
    with pytest.raises(StateError, match="options do not have outside"):
        load_state(d)
    d = s.to_json()
    d["outside"]["boats_back"] = {"scout": "soon"}
    with pytest.raises(StateError, match=r"outside.boats_back\['scout'\]"):
        load_state(d)


def test_cli_starts_a_game_with_the_expansion(tmp_path):
    out = tmp_path / "o.json"
    subprocess.run([sys.executable, "-m", "greenthings.engine", "new", "--outside", "--seed", "4", "-o", str(out)],
                   check=True, capture_output=True)
    g = Game.from_json(json.loads(out.read_text()))
    assert g.state.options.outside and g.state.outside.units["cargo-mover-2"] == "main-cargo-hold"
    shown = subprocess.run([sys.executable, "-m", "greenthings.engine", "show", str(out)], check=True,
                           capture_output=True, text=True).stdout
    assert "cargo-mover-1 in Main Cargo Hold" in shown
