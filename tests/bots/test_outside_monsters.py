"""The heuristic monsters with Outside the Znutar: they attack a manned Jet
Suit or Cargo Mover for the crewman in it (hits over the unit's constitution
carry to him), ride out on a launching boat to keep it from leaving for home,
and go in through the hatch of a boat no crewman is in. The crew answer
riders: no boarding with a monster in the bay that would ride, and a ridden
boat comes back into its bay."""
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import Action, legal_actions, pending
from tests.engine.outside_helpers import outside_position, play
from tests.engine.test_outside_boats import launched

SUIT, MOVER = "jet-suit-1", "cargo-mover-1"       # both start in the Main Cargo Hold


def test_monsters_attack_a_manned_jet_suit_not_an_empty_one():
    s, (a,) = outside_position({"technician": "main-cargo-hold"}, [("adult", "main-cargo-hold")],
                               phase="monster-attack", occupants={SUIT: "technician"})
    assert {x.target for x in legal_actions(s) if x.type == "attack"} == {SUIT, "jet-suit-2", MOVER, "cargo-mover-2"}
    assert heuristic_action(s) == Action("attack", piece=a, target=SUIT)
    # nobody in any of them: not worth the dice
    s, _ = outside_position({"technician": "galley"}, [("adult", "main-cargo-hold")], phase="monster-attack")
    assert heuristic_action(s).type == "end-phase"


def test_monsters_count_the_mascots_soot_as_its_constitution():
    # 4 dice all but surely kill the Mascot's own 8, not the Soot's 16: Sparks on foot is the better bet
    s, (a,) = outside_position({"mascot": "galley", "sparks": "galley"}, [("adult", "galley")],
                               phase="monster-attack", units={"ook-soot": "galley"}, occupants={"ook-soot": "mascot"})
    assert heuristic_action(s) == Action("attack", piece=a, target="sparks")


def _launch(crew, monsters, *riding):
    """The Scout launches from its bay with pilot-15 aboard (and `riding`
    crewmen on its outside): the monsters in the bay may ride out."""
    s, ids = outside_position(crew, monsters)
    play(s, Action("board", piece="pilot-15"), *(Action("ride", piece=c, to="boat:scout:outside") for c in riding),
         Action("end-phase"))
    assert pending(s).kind == "riders"
    return s, ids


def test_one_monster_rides_out_on_a_launching_boat_the_one_least_missed():
    s, (adult, baby) = _launch({"pilot-15": "scout-bay", "cook": "galley"},
                               [("adult", "scout-bay"), ("baby", "scout-bay")])
    assert heuristic_action(s) == Action("ride", piece=baby, to="boat:scout:outside")
    play(s, heuristic_action(s))
    assert pending(s).kind == "riders" and heuristic_action(s).choice == "done"    # one keeps it from home
    # a crewman rides out too: the monster with most dice goes with him
    s, (adult, baby) = _launch({"pilot-15": "scout-bay", "cook": "scout-bay", "doc": "galley"},
                               [("adult", "scout-bay"), ("baby", "scout-bay")], "cook")
    assert heuristic_action(s) == Action("ride", piece=adult, to="boat:scout:outside")


def test_a_rider_goes_in_through_the_hatch_of_a_boat_no_crewman_is_in():
    s, (a,) = launched({"cook": "galley"}, [("adult", "boat:scout:outside")], phase="monster-move")
    assert heuristic_action(s) == Action("boat-hatch", piece=a, to="boat:scout")
    # with a crewman on the outside it stays there to attack him
    s, _ = launched({"cook": "boat:scout:outside"}, [("adult", "boat:scout:outside")], phase="monster-move")
    assert heuristic_action(s).type == "end-phase"


def test_running_crew_do_not_board_with_a_monster_in_the_bay_that_would_ride():
    s, _ = outside_position({"pilot-15": "scout-bay", "cook": "galley"}, [("baby", "scout-bay")]
                            + [("adult", "galley")] * 8)
    s.self_destruct_at = 5          # the crew are running
    assert heuristic_action(s).type != "board"
    # an Egg does not ride: aboard
    s, _ = outside_position({"pilot-15": "scout-bay", "cook": "galley"}, [("egg", "scout-bay")]
                            + [("adult", "galley")] * 8)
    s.self_destruct_at = 5
    assert heuristic_action(s) == Action("board", piece="pilot-15")


def test_running_crew_bring_a_ridden_boat_back_into_its_bay():
    s, _ = launched({"pilot-15": "boat:scout", "cook": "galley"}, [("baby", "boat:scout:outside")]
                    + [("adult", "galley")] * 8)
    s.self_destruct_at = 5
    assert heuristic_action(s) == Action("boat-move", to="scout-bay", target="scout")
