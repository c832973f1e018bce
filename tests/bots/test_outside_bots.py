"""The heuristic with Outside the Znutar: monsters and crew judge distance on
foot (the skin, airlocks, hatches; never space, where nobody walks), take
the airlock when it is the way, and use the expansion's sure things: a
Cargo Mover's throw, a rescue, a boat leaving for home when the crew run.
The crew work the airlocks from the bridge, man suits and movers against
monsters outside, and count who a blast outside reaches."""
import math

from greenthings.bots.evaluate import HOME_RATE, crew_win_chance, leaving
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import (
    CREW_BY_ID, NON_CREWMEN, Action, Options, apply, crew_status, new_state, pending, ship_abandoned, stage_distances,
    walking_distances,
)
from tests.engine.outside_helpers import outside_position, play
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


def _lock_decision(crew, monsters=(), closed=()):
    """The bridge's airlock decision at the start of the monsters' turn, reached
    by ending the crew's attacks."""
    s, ids = outside_position(crew, monsters, phase="crew-attack")
    s.outside.closed.update(closed)
    play(s, Action("end-phase"))
    assert pending(s).kind == "lock"
    return s, ids


def test_the_bridge_closes_the_lock_between_monsters_on_the_skin_and_the_crew():
    s, _ = _lock_decision({"captain": "bridge-1", "cook": "galley"}, [("adult", "skin:sensor-1")])
    assert heuristic_action(s) == Action("lock", to="sensor-1", choice="close")


def test_the_bridge_keeps_monsters_inside_from_crew_on_the_skin():
    s, _ = _lock_decision({"captain": "bridge-1", "cook": "skin:crew-quarters-3"}, [("adult", "sensor-2")])
    assert heuristic_action(s) == Action("lock", to="sensor-2", choice="close")
    # monsters in a room whose lock leads nowhere near the crew outside: nothing to close
    s, _ = _lock_decision({"captain": "bridge-1", "cook": "skin:crew-quarters-3"}, [("adult", "sensor-1")])
    assert heuristic_action(s) == Action("lock", choice="keep")


def test_the_bridge_does_not_shut_out_its_own_crew():
    # a crewman on the skin with a baby: that lock is his way in; the other one closes
    s, _ = _lock_decision({"captain": "bridge-1", "cook": "skin:sensor-1"},
                          [("baby", "skin:sensor-1"), ("adult", "skin:engine-room")])
    assert heuristic_action(s) == Action("lock", to="engine-room", choice="close")


def test_the_bridge_opens_a_closed_lock_for_crew_shut_out_on_its_skin():
    s, _ = _lock_decision({"captain": "bridge-1", "cook": "skin:sensor-1"}, [("adult", "galley")],
                          closed={"sensor-1", "engine-room"})
    assert heuristic_action(s) == Action("lock", to="sensor-1", choice="open")


def test_the_bridge_never_shuts_a_docked_boat_in_and_opens_a_bay_shut_on_one():
    # heuristic self-play, Green with the expansion: in 24 games of 300 a boat could not leave, its bay's
    # lock shut from the bridge early on and nobody left on a bridge to open it; the crew won one of them
    crew = {"captain": "bridge-1", "cook": "galley"}
    s, _ = _lock_decision(crew, [("adult", "skin:sensor-1")], closed={"cockboat-bay"})
    assert heuristic_action(s) == Action("lock", to="cockboat-bay", choice="open")
    s, _ = _lock_decision(crew, [("adult", "skin:scout-bay")])
    assert heuristic_action(s) == Action("lock", choice="keep")
    s, _ = _lock_decision(crew, [("adult", "skin:scout-bay"), ("adult", "skin:sensor-1")])
    assert heuristic_action(s) == Action("lock", to="sensor-1", choice="close")


def test_on_the_run_the_crew_leave_a_bay_whose_lock_is_shut_for_another_boat():
    s, _ = outside_position({"cook": "cockboat-bay"}, [("adult", "galley")], phase="crew-move")
    s.self_destruct_at = 6
    assert heuristic_action(s).type == "board"
    s.outside.closed.add("cockboat-bay")
    assert heuristic_action(s).type == "move"


def test_a_crewman_next_to_a_cargo_mover_gets_in_when_monsters_are_on_the_skin():
    s, _ = outside_position({"cook": "main-cargo-hold"}, [("adult", "skin:sensor-2")], phase="crew-grab")
    assert heuristic_action(s) == Action("enter-unit", piece="cook", target=MOVER)
    # nobody outside: the mover stays empty
    s, _ = outside_position({"cook": "main-cargo-hold"}, [("adult", "galley")], phase="crew-grab")
    assert heuristic_action(s).type == "end-phase"


def test_a_weak_unarmed_crewman_next_to_a_jet_suit_gets_in_when_monsters_are_on_the_skin():
    s, _ = outside_position({"technician": "scout-bay"}, [("adult", "skin:sensor-2")], phase="crew-grab")
    assert heuristic_action(s) == Action("enter-unit", piece="technician", target="jet-suit-3")
    # a strong one stays on his feet
    s, _ = outside_position({"sergeant": "scout-bay"}, [("adult", "skin:sensor-2")], phase="crew-grab")
    assert heuristic_action(s).type == "end-phase"


def test_a_weak_crewman_walks_to_an_empty_cargo_mover_when_monsters_are_on_the_skin():
    s, _ = outside_position({"technician": "hall-5"}, [("adult", "skin:sensor-2")])
    D = walking_distances(s)
    for w, where in s.wloc.items():         # the nearest weapons the other way, through hall 26
        if where in D and D["hall-5"][where] <= 3:
            s.wloc[w] = "sick-bay"
    assert heuristic_action(s) == Action("move", piece="technician", to="main-cargo-hold")


def test_a_cargo_mover_flies_out_toward_the_monsters_on_the_skin():
    s, _ = outside_position({"cook": "main-cargo-hold"}, [("adult", "skin:sensor-2"), ("adult", "skin:scout-bay")],
                            occupants={MOVER: "cook"})
    assert heuristic_action(s) == Action("unit-move", piece="cook", to="space:dorsal", target=MOVER)
    # in space: round to the space area whose skin holds them (dorsal -> fore or aft -> ventral)
    s, _ = outside_position({"cook": "space:dorsal"}, [("adult", "skin:sensor-2"), ("adult", "skin:scout-bay")],
                            units={MOVER: "space:dorsal"}, occupants={MOVER: "cook"})
    act = heuristic_action(s)
    assert act.type == "unit-move" and act.to in ("space:fore", "space:aft")


def test_a_jet_suit_in_space_comes_back_in_when_no_monster_is_outside():
    s, _ = outside_position({"technician": "space:fore"}, [("adult", "galley")],
                            units={"jet-suit-1": "space:fore"}, occupants={"jet-suit-1": "technician"})
    assert heuristic_action(s) == Action("unit-move", piece="technician", to="sensor-1", target="jet-suit-1")


def test_rocket_fuel_on_the_skin_counts_the_crew_in_the_whole_space_area():
    # the can would hit the whole dorsal space area: the three crewmen on the next skin area too
    crew = {"yeoman": "skin:hall-5", "cook": "skin:bridge-2", "doc": "skin:bridge-2", "medic": "skin:bridge-2"}
    s, _ = outside_position(crew, [("adult", "skin:main-cargo-hold")], phase="crew-attack",
                            held={"yeoman": "rocket-fuel-1"})
    act = heuristic_action(s)
    assert act.type != "attack" or act.weapon is None, act


def test_running_crew_on_the_skin_go_round_a_closed_airlock():
    s, _ = outside_position({"technician": "skin:cockboat-bay"}, [("adult", "galley")] * 8)
    s.outside.closed.add("cockboat-bay")
    s.self_destruct_at = 5          # the crew are running
    act = heuristic_action(s)
    assert act.type == "move" and act.to in ("skin:scout-bay", "skin:saucer-bay"), act


def test_an_abandoned_ship_is_judged_by_the_trip_home():
    """With nobody left aboard the Znutar, every boat out in space leaves for
    home at the turn's end: the crew are leaving (so the search plays such a
    position on to the end), and the evaluation reads the boats' crews against
    the whole ship's 111 points, not as a crew without a ship (0.001 here, now 0.035)."""
    s, _ = new_state(40, Options(outside=True))
    while not (ship_abandoned(s) and s.phase == "crew-grab"):
        assert s.phase != "over", "the heuristic's seed-40 game no longer abandons the ship: pick another seed"
        apply(s, heuristic_action(s))
    assert not s.escaped and s.self_destruct_at is None     # no boat gone yet, nothing set to blow
    assert leaving(s)
    in_boats = sum(CREW_BY_ID[c].con for c, st in crew_status(s).items() if st == "aboard" and c not in NON_CREWMEN)
    assert in_boats > 0
    expected = 1.0 / (1.0 + math.exp(-(HOME_RATE * in_boats - 111.0) / 15.0))
    assert abs(crew_win_chance(s, "crew") - expected) < 1e-9
