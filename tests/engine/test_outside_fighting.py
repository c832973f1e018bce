"""Line of sight, throwing and weapons outside the hull (rulebook "Movement
Outside the Znutar", "Rules Changes: Weapons"; spec "Outside")."""
from greenthings.engine import Action, legal_actions

from .outside_helpers import legal_of, outside_position, play

SUIT = "jet-suit-1"


def test_line_of_sight_outside_a_stun_pistol_on_the_skin_sees_its_space_areas_skin():
    s, (a, far) = outside_position({"cook": "skin:hall-5"}, [("adult", "skin:fuel-pod-1:dorsal"),
                                                              ("adult", "skin:engine-room")],
                                   phase="crew-attack", held={"cook": "stun-pistol-1"})
    targets = {x.target for x in legal_of(s, "attack", "cook") if x.weapon}
    assert targets == {a}


def test_line_of_sight_no_sight_through_an_airlock():
    s, (a,) = outside_position({"cook": "main-cargo-hold"}, [("adult", "skin:main-cargo-hold")],
                               phase="crew-attack", held={"cook": "stun-pistol-1"})
    assert legal_of(s, "attack", "cook") == []


def test_throwing_outside_from_the_skin_to_the_next_skin_areas_of_the_ring():
    s, (near, far) = outside_position({"cook": "skin:fuel-pod-1:dorsal"}, [("adult", "skin:fuel-pod-1:aft"),
                                                                           ("adult", "skin:engine-room")],
                                      phase="crew-attack", held={"cook": "acid-1"})
    assert {x.target for x in legal_of(s, "attack", "cook")} == {near}


def test_throwing_outside_from_space_to_the_skin_of_that_space_area():
    s, (a, b) = outside_position({"cook": "space:aft"}, [("adult", "skin:engine-room"), ("adult", "skin:hall-5")],
                                 phase="crew-attack", held={"cook": "acid-1"}, units={SUIT: "space:aft"},
                                 occupants={SUIT: "cook"})
    assert {x.target for x in legal_of(s, "attack", "cook") if x.weapon} == {a}


def test_fire_extinguishers_and_gas_are_not_legal_outside():
    for w in ("fire-extinguisher-1", "gas-grenade-1"):
        s, _ = outside_position({"cook": "skin:hall-5"}, [("adult", "skin:hall-5")], phase="crew-attack",
                                held={"cook": w})
        assert [x for x in legal_of(s, "attack", "cook") if x.weapon] == [], w
    # inside they still work
    s, _ = outside_position({"cook": "galley"}, [("adult", "galley")], phase="crew-attack",
                            held={"cook": "gas-grenade-1"})
    assert [x for x in legal_of(s, "attack", "cook") if x.weapon]


def test_rocket_fuel_outside_hits_the_whole_space_area_but_not_inside_boats():
    s, (a, b, c) = outside_position(
        {"cook": "skin:fuel-pod-1:dorsal", "doc": "skin:main-cargo-hold", "medic": "boat:scout"},
        [("adult", "skin:hall-5"), ("baby", "skin:captains-cabin"), ("adult", "skin:engine-room")],
        phase="crew-attack", held={"cook": "rocket-fuel-1"}, dice=[0, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1] + [6] * 40)
    s.known["rocket-fuel"] = "kill5"
    s.cup.remove("kill5")
    s.outside.boat_at["scout"] = "space:dorsal"
    act = next(x for x in legal_of(s, "attack", "cook") if x.weapon and x.target == "skin:pool-room")
    from greenthings.engine.combat import declaration_targets
    mons, areas = declaration_targets(s, "cook", act.weapon, act.target)
    assert set(mons) == {a, b} and "space:dorsal" in areas and "boat:scout:outside" in areas
    assert "boat:scout" not in areas and "skin:engine-room" not in areas
