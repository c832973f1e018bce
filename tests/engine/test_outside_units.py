"""The new units (rulebook "New Units": "Cargo Movers", "Jet Suits", "Ook
Soot"; spec "New units")."""
from greenthings.engine import Action, legal_actions

from .outside_helpers import legal_of, outside_position, play

SUIT = "jet-suit-1"       # starts in the Main Cargo Hold
MOVER = "cargo-mover-1"   # starts in the Main Cargo Hold


def test_jet_suits_entering_in_grab_weapons_drops_the_weapon():
    s, _ = outside_position({"cook": "main-cargo-hold"}, phase="crew-grab", held={"cook": "knife-1"})
    enter = Action("enter-unit", piece="cook", target=SUIT)
    assert enter in legal_actions(s)
    play(s, enter)
    assert s.outside.occupants == {SUIT: "cook"} and "cook" not in s.held
    assert s.wloc["knife-1"] == "main-cargo-hold"
    # one handling per Grab phase: he picks the knife up again only in a later one
    assert legal_of(s, "grab", "cook") == [] and legal_of(s, "leave-unit", "cook") == []


def test_jet_suits_one_offer_per_kind_and_never_for_the_mascot():
    s, _ = outside_position({"cook": "main-cargo-hold", "mascot": "main-cargo-hold"}, phase="crew-grab")
    assert sorted(a.target for a in legal_of(s, "enter-unit", "cook")) == ["cargo-mover-1", "jet-suit-1"]
    assert legal_of(s, "enter-unit", "mascot") == []


def test_jet_suits_leaving_only_inside_the_hull():
    s, _ = outside_position({"cook": "space:dorsal"}, phase="crew-grab", units={SUIT: "space:dorsal"},
                            occupants={SUIT: "cook"})
    assert legal_of(s, "leave-unit") == []
    s, _ = outside_position({"cook": "galley"}, phase="crew-grab", units={SUIT: "galley"}, occupants={SUIT: "cook"})
    play(s, Action("leave-unit", piece="cook", target=SUIT))
    assert s.outside.occupants == {} and s.outside.units[SUIT] == "galley"


def test_jet_suits_move_one_area_inside_and_float_out_through_an_airlock():
    s, _ = outside_position({"cook": "main-cargo-hold"}, units={}, occupants={SUIT: "cook"})
    tos = {a.to for a in legal_of(s, "unit-move", "cook")}
    assert "space:dorsal" in tos and "hall-5" in tos and "skin:main-cargo-hold" not in tos
    assert legal_of(s, "move", "cook") == [] and legal_of(s, "airlock", "cook") == []
    play(s, Action("unit-move", piece="cook", to="space:dorsal", target=SUIT))
    assert s.loc["cook"] == "space:dorsal" == s.outside.units[SUIT]
    assert legal_of(s, "unit-move", "cook") == []


def test_movement_outside_floating_in_space_one_space_area_a_turn():
    s, _ = outside_position({"cook": "space:dorsal"}, units={SUIT: "space:dorsal"}, occupants={SUIT: "cook"})
    tos = {a.to for a in legal_of(s, "unit-move", "cook")}
    # the adjacent space areas, and back in through the dorsal airlocks (the hold's)
    assert tos == {"space:fore", "space:aft", "main-cargo-hold"}


def test_cargo_movers_only_in_the_hold_the_bays_and_space():
    s, _ = outside_position({"cook": "main-cargo-hold"}, occupants={MOVER: "cook"})
    assert {a.to for a in legal_of(s, "unit-move", "cook")} == {"space:dorsal"}
    s, _ = outside_position({"cook": "space:ventral"}, units={MOVER: "space:ventral"}, occupants={MOVER: "cook"})
    assert {a.to for a in legal_of(s, "unit-move", "cook")} == {
        "space:fore", "space:aft", "scout-bay", "cockboat-bay", "saucer-bay"}


def test_cargo_movers_claws_hold_only_rocket_fuel():
    s, _ = outside_position({"cook": "main-cargo-hold"}, phase="crew-grab", held={"cook": "knife-1"})
    assert [a.target for a in legal_of(s, "enter-unit", "cook")] == [SUIT]
    s, _ = outside_position({"cook": "main-cargo-hold", "doc": "main-cargo-hold"}, phase="crew-grab",
                            occupants={MOVER: "cook"}, held={"doc": "knife-1"})
    s.wloc["rocket-fuel-1"] = "main-cargo-hold"
    s.wloc["acid-1"] = "main-cargo-hold"
    grabs = {a.weapon.rsplit("-", 1)[0] for a in legal_of(s, "grab", "cook")}
    assert grabs == {"rocket-fuel"}
    assert legal_of(s, "give", "doc") == []


def test_cargo_movers_claws_reach_through_a_hatch_to_grab_rocket_fuel():
    """Rulebook "Cargo Movers": "The claws can reach through a hatch to grab
    something on the other side"; spec: Rocket Fuel "picked up in its area or
    through a hatch of it". Only across a hatch, only Rocket Fuel, one grab a phase."""
    s, _ = outside_position({"cook": "main-cargo-hold"}, phase="crew-grab", occupants={MOVER: "cook"})
    s.wloc.update({"rocket-fuel-1": "galley", "rocket-fuel-2": "galley", "acid-1": "ships-store",
                   "rocket-fuel-3": "mess-deck"})            # the hold's hatches: hall 5, galley, ship's store
    grabs = legal_of(s, "grab", "cook")
    assert [a.weapon for a in grabs] == ["rocket-fuel-1"]    # one offer for the two cans; not the acid
    play(s, grabs[0])
    assert s.held["cook"] == "rocket-fuel-1" and s.wloc["rocket-fuel-1"] == "@cook"
    assert legal_of(s, "grab", "cook") == []
    # Without the mover a crewman grabs only in his own area.
    s, _ = outside_position({"cook": "main-cargo-hold"}, phase="crew-grab")
    s.wloc["rocket-fuel-1"] = "galley"
    assert all(a.weapon != "rocket-fuel-1" for a in legal_of(s, "grab", "cook"))


def test_cargo_movers_throw_a_monster_off_the_skin_from_space():
    s, (a, b) = outside_position({"cook": "space:dorsal"}, [("adult", "skin:hall-5"), ("baby", "skin:pool-room")],
                                 phase="crew-attack", units={MOVER: "space:dorsal"}, occupants={MOVER: "cook"})
    throws = legal_of(s, "throw-off", "cook")
    assert {x.target for x in throws} == {a, b}
    assert legal_of(s, "attack", "cook") == []        # no claw hand-to-hand from space
    play(s, Action("throw-off", piece="cook", target=a))
    assert s.loc[a] is None and legal_of(s, "throw-off") == []     # once a turn


def test_cargo_movers_three_dice_inside_and_through_a_hatch():
    s, (a,) = outside_position({"cook": "main-cargo-hold"}, [("adult", "hall-5")], phase="crew-attack",
                               occupants={MOVER: "cook"}, dice=[6, 6, 6, 6])
    assert Action("attack", piece="cook", target=a) in legal_actions(s)
    events = play(s, Action("attack", piece="cook", target=a), Action("resolve"))
    roll = next(e for e in events if e["type"] == "roll")
    assert len(roll["dice"]) == 3


def test_jet_suits_one_die_replaces_the_occupants_attack_from_space_on_the_skin():
    s, (a,) = outside_position({"captain": "space:aft"}, [("baby", "skin:engine-room")], phase="crew-attack",
                               units={SUIT: "space:aft"}, occupants={SUIT: "captain"}, dice=[6])
    events = play(s, Action("attack", piece="captain", target=a), Action("resolve"))
    roll = next(e for e in events if e["type"] == "roll")
    assert len(roll["dice"]) == 1          # the Captain's 3 dice are replaced by the suit's 1


def test_monsters_cannot_attack_units_in_space_and_attack_the_suit_inside():
    s, (a,) = outside_position({"cook": "main-cargo-hold"}, [("adult", "main-cargo-hold")], phase="monster-attack",
                               occupants={SUIT: "cook"})
    targets = {x.target for x in legal_of(s, "attack", a)}
    assert "cook" not in targets and SUIT in targets and "jet-suit-2" in targets and MOVER in targets


def test_jet_suits_hits_over_20_carry_to_the_occupant():
    # three Adults, all sixes: what passes the suit's 20 goes against the Cook's 21
    s, ms = outside_position({"cook": "main-cargo-hold"}, [("adult", "main-cargo-hold")] * 3,
                             phase="monster-attack", occupants={SUIT: "cook"}, dice=[6] * 12)
    n = sum(s.specs[m].dice for m in ms)
    play(s, *[Action("attack", piece=m, target=SUIT) for m in ms], Action("resolve"))
    assert s.outside.units[SUIT] is None
    assert (s.status["cook"] == "dead") == (6 * n - 20 >= 21)


def test_cargo_movers_destroyed_at_40_the_rest_carries_to_the_pilot():
    s, ms = outside_position({"cook": "main-cargo-hold"}, [("adult", "main-cargo-hold")] * 4,
                             phase="monster-attack", occupants={MOVER: "cook"}, dice=[6] * 20)
    n = sum(s.specs[m].dice for m in ms)
    play(s, *[Action("attack", piece=m, target=MOVER) for m in ms], Action("resolve"))
    assert s.outside.units[MOVER] is None and 6 * n >= 40
    assert (s.status["cook"] == "dead") == (6 * n - 40 >= 21)


def test_ook_soot_worn_constitution_16_movement_3_gas_proof():
    s, _ = outside_position({"mascot": "damage-control"}, phase="crew-grab")
    play(s, Action("enter-unit", piece="mascot", target="ook-soot"), Action("end-phase"))
    assert s.outside.occupants["ook-soot"] == "mascot"
    # movement 3
    for _ in range(3):
        step = legal_of(s, "move", "mascot")[0]
        play(s, step)
    assert legal_of(s, "move", "mascot") == [] and s.outside.units["ook-soot"] == s.loc["mascot"]
    from greenthings.engine.hooks import crew_con
    from greenthings.engine.outside.units import gas_proof
    assert crew_con(s, "mascot") == 16 and gas_proof(s, "mascot")


def test_ook_soot_empty_cannot_be_attacked():
    s, (a,) = outside_position({"cook": "damage-control"}, [("adult", "damage-control")], phase="monster-attack")
    assert {x.target for x in legal_of(s, "attack", a)} == {"cook"}


def test_jet_suits_inside_the_occupant_ignores_gas():
    s, (a,) = outside_position({"cook": "galley", "doc": "galley"}, [("adult", "galley")], phase="crew-attack",
                               held={"doc": "gas-grenade-1"}, units={SUIT: "galley"}, occupants={SUIT: "cook"},
                               dice=[1, 1, 1, 1, 1] + [6] * 10)
    s.known["gas-grenade"] = "stun5"
    s.cup.remove("stun5")
    events = play(s, Action("attack", piece="doc", target="galley", weapon="gas-grenade-1"), Action("resolve"))
    gassed = [e["target"] for e in events if e["type"] == "roll" and e.get("purpose") == "stun" and e["target"] in
              ("cook", "doc")]
    assert gassed == ["doc"]


def test_a_closed_lock_stops_suits_too():
    s, _ = outside_position({"cook": "main-cargo-hold"}, occupants={SUIT: "cook"})
    s.outside.closed.add("main-cargo-hold")
    assert "space:dorsal" not in {a.to for a in legal_of(s, "unit-move", "cook")}
