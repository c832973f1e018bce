"""The heuristic crew's run for the boats (bots/heuristic/escape.py): a boat
launches at the end of the crew's move with whoever boarded it, so the crew
in a bay wait for a shipmate on his way, unless monsters could reach the bay
first or the ship blows up this turn."""
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import apply, boats, locations, walking_distances
from tests.engine.helpers import species_position


def _run_crew_move(s):
    while s.phase == "crew-move":
        apply(s, heuristic_action(s))


def _escape_position(monsters, round_=3, blow_up_at=5):
    # the Engineer in the Cockboat Bay; the Machinist (2 areas a move) in the
    # Mess Deck, 3 areas from it and 4 from the other bays: two moves away
    s, _ = species_position("awful-green-things", {"engineer": "cockboat-bay", "machinist": "mess-deck"},
                            monsters, "crew-move")
    s.round, s.self_destruct_at = round_, blow_up_at
    return s


def _cockboat(s):
    return next(b for b in boats(s) if b.id == "cockboat")


def test_the_crew_in_a_bay_wait_for_a_shipmate_on_his_way():
    s = _escape_position([("adult", "fuel-pod-1")])
    D = walking_distances(s)
    _run_crew_move(s)
    assert not _cockboat(s).launched, "the Cockboat left with the Engineer alone"
    assert locations(s)["engineer"] == "cockboat-bay"
    assert D[locations(s)["machinist"]]["cockboat-bay"] == 1


def test_the_crew_in_a_bay_go_when_monsters_could_reach_it():
    s = _escape_position([("adult", "hall-44")])
    _run_crew_move(s)
    assert _cockboat(s).launched and "engineer" in _cockboat(s).aboard


def test_the_crew_in_a_bay_go_when_the_ship_blows_up_this_turn():
    s = _escape_position([("adult", "fuel-pod-1")], round_=5, blow_up_at=5)
    _run_crew_move(s)
    assert _cockboat(s).launched and "engineer" in _cockboat(s).aboard


def test_running_crew_keep_out_of_rooms_with_monsters():
    """From the Mess Deck the Machinist's only shortest way to the bays is
    through Passage 44; with an Adult there (it would stop him, and eat him)
    he goes round."""
    s = _escape_position([("adult", "hall-44")])
    _run_crew_move(s)
    assert locations(s)["machinist"] != "hall-44"
