"""The heuristic with Outside the Znutar: monsters and crew judge distance on
foot (the skin, airlocks, hatches; never space, where nobody walks), take
the airlock when it is the way, and use the expansion's sure things: a
Cargo Mover's throw, a rescue, a boat leaving for home when the crew run."""
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import Action, stage_distances, walking_distances
from tests.engine.outside_helpers import outside_position
from tests.engine.test_outside_boats import launched

MOVER = "cargo-mover-1"


def test_nobody_walks_through_space():
    s, _ = outside_position({"cook": "galley"}, [("adult", "hall-5")])
    far = len(s.map.areas)
    for D in (walking_distances(s), stage_distances(s, "adult")):
        assert D["main-cargo-hold"]["skin:main-cargo-hold"] == 1          # through the airlock
        assert D["main-cargo-hold"]["space:dorsal"] == far                 # not on foot
        assert D["skin:main-cargo-hold"]["skin:sensor-1"] < far            # round the ring


def test_monsters_take_the_airlock_to_crew_on_the_skin():
    s, (a,) = outside_position({"cook": "skin:main-cargo-hold"}, [("adult", "main-cargo-hold")],
                               phase="monster-move")
    assert heuristic_action(s) == Action("airlock", piece=a, to="skin:main-cargo-hold")


def test_crew_take_the_airlock_to_monsters_on_the_skin():
    s, (a,) = outside_position({"sergeant": "main-cargo-hold"}, [("baby", "skin:main-cargo-hold")],
                               held={"sergeant": "stun-pistol-1"})
    act = heuristic_action(s)
    assert act == Action("airlock", piece="sergeant", to="skin:main-cargo-hold")


def test_a_cargo_mover_in_space_throws_the_biggest_monster_off_the_skin():
    s, (a, b) = outside_position({"cook": "space:dorsal"}, [("baby", "skin:hall-5"), ("adult", "skin:pool-room")],
                                 phase="crew-attack", units={MOVER: "space:dorsal"}, occupants={MOVER: "cook"})
    assert heuristic_action(s) == Action("throw-off", piece="cook", target=b)


def test_a_boat_picks_up_a_crewman_adrift():
    s, _ = launched({"cook": "space:ventral", "pilot-15": "boat:scout", "doc": "galley"}, adrift={"cook": 2})
    assert heuristic_action(s).type == "rescue"


def test_running_crew_take_their_boat_home():
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("adult", "galley")] * 8)
    s.self_destruct_at = 5          # the crew are running: the ship blows at the end of round 5
    act = heuristic_action(s)
    assert act == Action("boat-home", target="scout"), act
