"""move_paths: a piece's whole reach for the rest of the phase, as legal moves
one after another (rulebook: MOVEMENT; a crewman moves up to his move
allowance, an Adult two areas)."""
from greenthings.engine import distances, locations, move_paths, stage_distances
from tests.engine.helpers import play, position


def test_a_crewmans_paths_are_his_move_allowance_long_and_legal():
    s, _ = position({"captain": "bridge-1"}, [("egg", "engine-room")], phase="crew-move")
    paths = move_paths(s, "captain")
    steps = distances(s)["bridge-1"]
    assert max(len(p) for p in paths.values()) == 3  # the Captain moves 3
    for area, path in paths.items():
        assert len(path) == steps[area]
        game = s.clone()
        play(game, *path)  # each step is legal after the one before
        assert locations(game)["captain"] == area
    assert locations(s)["captain"] == "bridge-1", "the position itself is untouched"


def test_an_adult_reaches_two_areas_and_stops_where_the_rules_stop_it():
    s, ids = position({"cook": "mess-deck"}, [("adult", "galley")], phase="monster-move")
    adult = ids["adult1"]
    paths = move_paths(s, adult)
    steps = stage_distances(s, "adult")["galley"]
    assert {len(p) for p in paths.values()} == {1, 2}
    assert all(steps[a] == len(p) for a, p in paths.items())
    # An Adult that steps into the Cook's area stops there: nothing lies beyond it.
    assert len(paths["mess-deck"]) == 1
    assert not any(p[0].to == "mess-deck" and len(p) > 1 for p in paths.values())
