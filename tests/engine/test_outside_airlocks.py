"""Through the airlocks (rulebook "Entering and Leaving the Ship", "Airlock
Control", "Movement Outside the Znutar"; spec "Through an airlock")."""
from greenthings.engine import Action, legal_actions
from greenthings.engine.turn import start_monster_turn

from .outside_helpers import legal_of, outside_position, play


def test_entering_and_leaving_the_ship_passing_takes_the_whole_move():
    s, _ = outside_position({"cook": "main-cargo-hold", "captain": "galley"})
    out = Action("airlock", piece="cook", to="skin:main-cargo-hold")
    assert out in legal_actions(s)
    play(s, out)
    assert s.loc["cook"] == "skin:main-cargo-hold"
    assert legal_of(s, "move", "cook") == [] and legal_of(s, "airlock", "cook") == []


def test_entering_and_leaving_the_ship_only_from_the_starting_area():
    s, _ = outside_position({"cook": "hall-5"})
    play(s, Action("move", piece="cook", to="main-cargo-hold"))
    assert legal_of(s, "airlock", "cook") == []       # he did not start next to the lock


def test_movement_outside_walking_on_the_skin_like_inside():
    s, _ = outside_position({"cook": "skin:main-cargo-hold"})
    steps = {a.to for a in legal_of(s, "move", "cook")}
    assert steps == {"skin:hall-5", "skin:bridge-2"}
    play(s, Action("move", piece="cook", to="skin:hall-5"), Action("move", piece="cook", to="skin:bridge-1"))
    assert s.loc["cook"] == "skin:bridge-1"


def test_movement_outside_a_monster_on_the_skin_stops_a_crewman():
    s, _ = outside_position({"cook": "skin:main-cargo-hold"}, [("adult", "skin:hall-5")])
    play(s, Action("move", piece="cook", to="skin:hall-5"))
    assert legal_of(s, "move", "cook") == []


def test_stickyfoot_suits_the_mascot_goes_out_only_in_its_soot():
    s, _ = outside_position({"mascot": "sensor-1"})
    assert legal_of(s, "airlock", "mascot") == []
    s, _ = outside_position({"mascot": "sensor-1"}, units={"ook-soot": "sensor-1"},
                            occupants={"ook-soot": "mascot"})
    play(s, Action("airlock", piece="mascot", to="skin:sensor-1"))
    assert s.outside.units["ook-soot"] == "skin:sensor-1"


def test_the_robot_needs_no_suit():
    s, _ = outside_position({"robot": "engine-room"})
    assert Action("airlock", piece="robot", to="skin:engine-room") in legal_actions(s)


def test_monsters_enter_and_leave_through_airlocks_as_their_whole_move():
    s, (a,) = outside_position({"cook": "galley"}, [("adult", "skin:sensor-1")], phase="monster-move")
    play(s, Action("airlock", piece=a, to="sensor-1"))
    assert s.loc[a] == "sensor-1" and legal_of(s, "move", a) == []
    s, (b,) = outside_position({"cook": "galley"}, [("baby", "sensor-1")], phase="monster-move")
    play(s, Action("airlock", piece=b, to="skin:sensor-1"))
    assert s.loc[b] == "skin:sensor-1"


def test_airlock_control_override_by_a_crewman_in_the_room():
    s, (a,) = outside_position({"cook": "sensor-1"}, [("adult", "skin:sensor-1")], phase="monster-move")
    assert legal_of(s, "airlock", a) == []
    # the Mascot cannot override, nor a stunned crewman
    s, (a,) = outside_position({"mascot": "sensor-1", "cook": "sensor-1"}, [("adult", "skin:sensor-1")],
                               phase="monster-move", stunned={"cook": 3})
    assert legal_of(s, "airlock", a)


def test_airlock_control_override_fails_when_the_monsters_inside_fight_him():
    # one Adult in the room can attack the one crewman: he is fighting, more may come in
    s, (inside, outside) = outside_position({"cook": "sensor-1"}, [("adult", "sensor-1"), ("adult", "skin:sensor-1")],
                                            phase="monster-move")
    assert legal_of(s, "airlock", outside)
    # an Egg (no attack) does not count
    s, (egg, outside) = outside_position({"cook": "sensor-1"}, [("egg", "sensor-1"), ("adult", "skin:sensor-1")],
                                         phase="monster-move")
    assert legal_of(s, "airlock", outside) == []
    # a monster walking in during the move lets the next one through
    s, (first, second) = outside_position({"cook": "sensor-1"}, [("adult", "hall-22"), ("adult", "skin:sensor-1")],
                                          phase="monster-move")
    assert legal_of(s, "airlock", second) == []
    play(s, Action("move", piece=first, to="sensor-1"))
    assert legal_of(s, "airlock", second)


def test_airlock_control_the_bridge_closes_a_lock_at_the_start_of_the_monster_turn():
    s, (a,) = outside_position({"captain": "bridge-1", "cook": "galley"}, [("adult", "skin:sensor-1")],
                               phase="crew-attack")
    events = []
    start_monster_turn(s, events)
    assert s.pending and s.pending[0].kind == "lock" and s.to_play == "crew"
    acts = legal_actions(s)
    assert acts[0] == Action("lock", choice="keep") and len(acts) == 9
    play(s, Action("lock", to="sensor-1", choice="close"))
    assert s.outside.closed == {"sensor-1"} and s.to_play == "monsters" and s.phase == "monster-grow"
    play(s, *[x for x in legal_actions(s) if x.type == "end-phase"][:1])
    assert legal_of(s, "airlock", a) == []
    # closed both ways: the crew cannot use it in the following crew turn either
    s.phase = "crew-move"
    s.loc["cook"] = "sensor-1"
    s.options_cache = None
    assert legal_of(s, "airlock", "cook") == []
    # a later monster turn's start may open it again
    start_monster_turn(s, [])
    s.to_play = "crew"
    assert Action("lock", to="sensor-1", choice="open") in legal_actions(s)
    play(s, Action("lock", to="sensor-1", choice="open"))
    assert s.outside.closed == set()


def test_airlock_control_only_the_captain_or_first_officer_on_a_bridge_not_stunned():
    for crew, stun in (({"cook": "bridge-1"}, {}), ({"captain": "galley"}, {}),
                       ({"first-officer": "bridge-2"}, {"first-officer": 4})):
        s, _ = outside_position(crew, [("adult", "galley")], phase="crew-attack", stunned=stun)
        start_monster_turn(s, [])
        assert s.pending == [], crew
    s, _ = outside_position({"first-officer": "bridge-2"}, [("adult", "galley")], phase="crew-attack")
    start_monster_turn(s, [])
    assert s.pending[0].crewman == "first-officer"


def test_setup_monsters_daisy_chain_onto_the_skin_through_an_airlock():
    s, (a,) = outside_position({"cook": "galley"}, [("adult", "sensor-1")], phase="setup-monsters")
    s.setup.first_area, s.setup.to_place = "sensor-1", {"adult": 1}
    places = {x.to for x in legal_actions(s)}
    assert "skin:sensor-1" in places and not any(p.startswith(("space:", "boat:")) for p in places)
    play(s, Action("place-monster", choice="adult", to="skin:sensor-1"))


def test_growth_outside_at_the_monster_players_choice():
    s, (inside, outside) = outside_position({"cook": "galley"}, [("baby", "sensor-1"), ("baby", "skin:hall-5")],
                                            phase="monster-grow")
    acts = legal_of(s, "grow")
    assert Action("grow", choice="baby", target="inside-only") in acts and Action("grow", choice="baby") in acts
    play(s, Action("grow", choice="baby", target="inside-only"))
    assert s.loc[inside] is None and s.loc[outside] == "skin:hall-5"
    stages = sorted(m.rsplit("-", 1)[0] for m, a in s.loc.items() if a is not None and m not in s.status)
    assert stages == ["adult", "baby"]
