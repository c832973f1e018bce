"""How a game with Outside the Znutar ends: the self-destruct with boats out
in space, and the house rule "No endless games" (spec outside-the-znutar.md,
"Further rulings")."""
from greenthings.engine import Action

from .outside_helpers import legal_of, outside_position, play


def launched(crew, monsters=(("adult", "galley"),), phase="crew-attack", boat="scout", at="space:ventral", **kw):
    s, ids = outside_position(crew, monsters, phase=phase, **kw)
    s.outside.boat_at[boat] = at
    return s, ids


def test_self_destruct_a_crewman_on_a_boats_outside_dies_and_those_inside_escape():
    """Spec "The self-destruct and a crewman on a boat's outside": "the boat
    leaves at once with those inside (no monster in or on it); the crewman on
    its outside is not inside and dies with the ship. He does not stop the boat"."""
    s, _ = launched({"pilot-15": "boat:scout", "cook": "boat:scout:outside", "doc": "galley"})
    s.self_destruct_at = s.round
    play(s, Action("end-phase"))
    assert s.status["pilot-15"] == "escaped" and s.outside.boat_at["scout"] == "home"
    assert s.status["cook"] == "dead" and s.status["doc"] == "dead"
    assert s.ended == "self-destruct"
    # a monster on the outside still keeps the boat (and all in it) with the ship
    s, _ = launched({"pilot-15": "boat:scout", "doc": "galley"}, [("adult", "boat:scout:outside")])
    s.self_destruct_at = s.round
    play(s, Action("end-phase"))
    assert s.status["pilot-15"] == "dead" and s.outside.boat_at["scout"] == "space:ventral"


def test_leaving_for_home_a_boat_may_choose_to_go_only_with_nobody_on_its_outside():
    """Spec "Leaving for home with someone on the outside": "a boat may choose
    to leave for home only with nobody on its outside, crewman or monster"."""
    s, _ = launched({"pilot-15": "boat:scout", "cook": "boat:scout:outside"}, phase="crew-move")
    assert legal_of(s, "boat-home") == []
    play(s, Action("boat-hatch", piece="cook", to="boat:scout"))
    assert legal_of(s, "boat-home") == [Action("boat-home", target="scout")]
