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
    from greenthings.engine.battle_sums import declaration_targets
    mons, areas = declaration_targets(s, "cook", act.weapon, act.target)
    assert set(mons) == {a, b} and "space:dorsal" in areas and "boat:scout:outside" in areas
    assert "boat:scout" not in areas and "skin:engine-room" not in areas


def _rider_position(suit_at, boat_at="space:ventral", held=None, unit=SUIT, dice=()):
    s, (m,) = outside_position({"cook": suit_at, "pilot-15": "boat:scout"}, [("adult", "boat:scout:outside")],
                               phase="crew-attack", held=held, units={unit: suit_at}, occupants={unit: "cook"},
                               dice=dice)
    s.outside.boat_at["scout"] = boat_at
    return s, m


def test_line_of_sight_in_space_reaches_a_monster_riding_a_boat_in_the_same_or_the_next_space_area():
    """Rulebook "Rules Changes: Weapons": "Any unit in a space area has a line
    of sight (LOS) to any unit in that space area ... It also has LOS to units
    in adjacent space areas ... This will only come into play if Green Things
    get into a space area by clinging to the outside of a ship's boat." A Jet
    Suit's held Stun Pistol or Knife sees the rider; a thrown weapon reaches it
    there too (spec: space "to adjacent space areas")."""
    for weapon in ("stun-pistol-1", "knife-1", "acid-1"):
        for here in ("space:ventral", "space:aft"):           # the boat's space area, and the next one
            s, m = _rider_position(here, held={"cook": weapon})
            assert Action("attack", piece="cook", target=m, weapon=weapon) in legal_actions(s), (weapon, here)
        s, m = _rider_position("space:dorsal", held={"cook": weapon})        # not next to ventral
        assert [x for x in legal_of(s, "attack", "cook") if x.target == m] == [], weapon
    s, m = _rider_position("space:aft", held={"cook": "stun-pistol-1"}, dice=[6, 6])
    play(s, Action("attack", piece="cook", target=m, weapon="stun-pistol-1"))
    assert s.battle.zone == ("boat:scout:outside",)


def test_line_of_sight_in_space_a_suits_arms_and_a_movers_claws_take_a_rider_in_their_own_space_area():
    """Rulebook "Jet Suits": the suit's 1-die hand-to-hand attack works
    "inside or outside the ship"; "Cargo Movers": "If the cargo mover is in
    space, the claws can grab one Green Thing (any size) per turn and throw it
    off into space". A rider is a unit in the boat's space area (spec
    "Shooting at a boat's riders from space"): within arm's reach only there."""
    s, m = _rider_position("space:ventral")
    assert Action("attack", piece="cook", target=m) in legal_actions(s)
    s, m = _rider_position("space:aft")
    assert Action("attack", piece="cook", target=m) not in legal_actions(s)
    s, m = _rider_position("space:ventral", unit="cargo-mover-1")
    play(s, Action("throw-off", piece="cook", target=m))
    assert s.loc[m] is None
