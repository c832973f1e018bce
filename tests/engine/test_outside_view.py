"""The read API of Outside the Znutar (engine/view/outside.py): what bots and
the UI learn about the places, locks, units, boats and odds outside."""
import greenthings.engine as engine
from greenthings.engine import Options, new_state

from .outside_helpers import outside_position


def test_views_are_empty_without_the_option():
    s, _ = new_state(1)
    assert not engine.outside_on(s)
    assert engine.outside_places(s) is None and engine.airlocks(s) == [] and engine.units(s) == []
    assert engine.boat_places(s) == [] and engine.adrift(s) == {} and engine.unit_of(s, "cook") is None


def test_places_airlocks_units_and_boats():
    s, _ = new_state(1, Options(outside=True))
    places = engine.outside_places(s)
    assert len(places.ring) == 21 and places.airlocks["engine-room"] == "skin:engine-room"
    assert places.boat_outside["saucer"] == "boat:saucer:outside"
    assert {a.room for a in engine.airlocks(s)} == set(places.airlocks)
    assert [u.kind for u in engine.units(s)].count("jet-suit") == 8
    assert {b.id: b.at for b in engine.boat_places(s)} == {"scout": "scout-bay", "saucer": "saucer-bay",
                                                         "cockboat": "cockboat-bay"}


def test_airlock_view_shows_closed_and_overridden():
    s, _ = outside_position({"cook": "sensor-1"}, [("adult", "skin:sensor-1")], phase="monster-move")
    s.outside.closed.add("engine-room")
    locks = {a.room: a for a in engine.airlocks(s)}
    assert locks["sensor-1"].overridden and not locks["sensor-1"].closed
    assert locks["engine-room"].closed


def test_unit_views_reach_and_odds():
    s, _ = outside_position({"cook": "main-cargo-hold", "mascot": "galley"}, occupants={"jet-suit-1": "cook"},
                            units={"ook-soot": "galley"})
    assert engine.unit_of(s, "cook") == "jet-suit-1"
    assert "space:dorsal" in engine.unit_reach(s, "jet-suit-1")
    assert engine.move_allowance(s, "mascot") == 4
    s.outside.occupants["ook-soot"] = "mascot"
    assert engine.move_allowance(s, "mascot") == 3
    assert engine.jump_miss_chance(s, "cook", "boat:scout:outside") == 0.5


def test_blast_preview_gives_the_odds_before_the_dice():
    s, (a,) = outside_position({"pilot-15": "boat:cockboat", "cook": "galley"}, [("adult", "skin:sensor-2")],
                               phase="crew-attack")
    s.outside.boat_at["cockboat"] = "space:ventral"
    assert engine.blast_preview(s, "cockboat", "space:ventral")[0]["unknown"]    # effect untried
    s.known["rocket-fuel"] = "kill4"
    s.cup.remove("kill4")
    row = engine.blast_preview(s, "cockboat", "space:ventral")[0]
    assert row["target"] == a and row["kill_dice"] == 8 and 0 < row["p_kill"] < 1


def test_unit_reach_from_another_place_plans_a_units_way():
    s, _ = outside_position({"cook": "galley"})
    assert engine.unit_reach(s, "cargo-mover-1", at="space:ventral") == (
        "space:aft", "space:fore", "scout-bay", "cockboat-bay", "saucer-bay")   # a mover: holds and bays only
    assert "main-cargo-hold" not in engine.unit_reach(s, "cargo-mover-1", at="space:aft")
    assert "sensor-1" in engine.unit_reach(s, "jet-suit-1", at="space:fore")
    s.outside.closed.add("main-cargo-hold")
    assert "main-cargo-hold" not in engine.unit_reach(s, "cargo-mover-1", at="space:dorsal")


def test_unit_routes_count_a_units_moves_and_name_the_first():
    s, _ = outside_position({"cook": "galley"})
    r = engine.unit_routes(s, "cargo-mover-1")      # in the Main Cargo Hold
    assert r.steps == {"main-cargo-hold": 0, "space:dorsal": 1, "space:aft": 2, "space:fore": 2, "space:ventral": 3,
                       "scout-bay": 4, "cockboat-bay": 4, "saucer-bay": 4}
    assert set(r.first.values()) == {"space:dorsal"}
    # each first move is a move from the start, and on a shortest way
    for here in ("space:fore", "galley"):
        r = engine.unit_routes(s, "jet-suit-1", here)
        assert r.steps[here] == 0 and here not in r.first and len(r.steps) == len(r.first) + 1
        for x, first in r.first.items():
            assert first in engine.unit_reach(s, "jet-suit-1", at=here)
            assert engine.unit_routes(s, "jet-suit-1", first).steps[x] == r.steps[x] - 1
    assert (r.steps["space:dorsal"], r.first["space:dorsal"]) == (2, "main-cargo-hold")   # out by its airlock
    s.outside.closed.add("main-cargo-hold")
    assert engine.unit_routes(s, "cargo-mover-1") == ({"main-cargo-hold": 0}, {})
    s.outside.units["cargo-mover-1"] = None                                     # wrecked
    assert engine.unit_routes(s, "cargo-mover-1") == ({}, {})
    assert engine.unit_routes(new_state(1)[0], "cargo-mover-1") == ({}, {})   # no expansion
