"""How a game with Outside the Znutar ends: the self-destruct with boats out
in space, and the house rule "No endless games" (spec outside-the-znutar.md,
"Further rulings")."""
from greenthings.engine import Action, ship_abandoned

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


# ----- No endless games ---------------------------------------------------------------
SHIP_OVERRUN = [("adult", "galley"), ("adult", "hall-34"), ("baby", "hall-45")]


def _crew_turn(s):
    """From the monsters' attack phase into the crew's turn; its events."""
    events = play(s, Action("end-phase"))
    assert s.phase == "crew-grab"
    return events


def _end_crew_turn(s):
    while s.phase in ("crew-grab", "crew-move", "crew-attack"):
        play(s, Action("end-phase"))


def test_no_endless_games_nobody_aboard_the_znutar_every_boat_in_space_leaves_for_home():
    """Spec "No endless games": "if at the start of a crew turn no crewman is
    aboard the Znutar ..., every boat in space leaves for home at the end of
    that crew turn (a crewman on its outside climbs in if there is room)". The
    game seen to run to the 150-round cap: the Machinist and the Robot in the
    Saucer in space, a Marine on its outside, everyone else dead."""
    s, _ = launched({"machinist": "boat:saucer", "robot": "boat:saucer", "marine-18": "boat:saucer:outside"},
                    SHIP_OVERRUN, phase="monster-attack", boat="saucer")
    assert [e for e in _crew_turn(s) if e["type"] == "abandoned"], "the crew are told at the start of the turn"
    assert ship_abandoned(s)
    play(s, Action("end-phase"), Action("boat-move", to="space:aft", target="saucer"))   # they still use the turn
    _end_crew_turn(s)
    assert s.outside.boat_at["saucer"] == "home"
    assert {c: s.status[c] for c in ("machinist", "robot", "marine-18")} == dict.fromkeys(
        ("machinist", "robot", "marine-18"), "escaped")
    assert s.phase in ("epilogue", "over") and s.escaped


def test_no_endless_games_a_crewman_on_the_outside_with_no_room_inside_is_lost():
    """"... otherwise he is lost": the Scout seats two."""
    s, _ = launched({"pilot-15": "boat:scout", "pilot-12": "boat:scout", "cook": "boat:scout:outside"},
                    SHIP_OVERRUN, phase="monster-attack")
    _crew_turn(s)
    _end_crew_turn(s)
    assert s.status["cook"] == "dead" and s.status["pilot-15"] == "escaped" == s.status["pilot-12"]


def test_no_endless_games_a_crewman_in_a_jet_suit_is_aboard_the_znutar():
    """"aboard the Znutar (inside, on its skin, in a Jet Suit or a Cargo Mover)":
    the boat stays out while he is."""
    s, _ = launched({"pilot-15": "boat:scout", "cook": "space:fore"}, SHIP_OVERRUN, phase="monster-attack",
                    units={"jet-suit-1": "space:fore"}, occupants={"jet-suit-1": "cook"})
    _crew_turn(s)
    _end_crew_turn(s)
    assert s.outside.boat_at["scout"] == "space:ventral" and s.status["pilot-15"] == "aboard"


def test_no_endless_games_a_boat_that_cannot_go_home_for_the_monsters_on_it_is_lost():
    """Rulebook "Abandon Ship!": "If there are Green Things on the outside of a
    boat when the crew abandons ship, the crew has to kill those Green Things
    before they can enter the Epilogue". Made to leave with them still on, the
    boat never gets home (our ruling): those in it are lost and the game ends."""
    s, _ = launched({"pilot-15": "boat:scout"}, [*SHIP_OVERRUN, ("adult", "boat:scout:outside")],
                    phase="monster-attack")
    _crew_turn(s)
    _end_crew_turn(s)
    assert s.status["pilot-15"] == "dead" and s.phase == "over" and s.result.reason == "ship-taken"


# ----- other stand-offs where neither side can get at the other ---------------------------
ALL_LOCKS = ("main-cargo-hold", "scout-bay", "cockboat-bay", "saucer-bay", "sensor-1", "sensor-2", "probe-launch",
             "engine-room")


def test_no_endless_games_the_airlocks_cannot_shut_the_two_sides_apart_for_good():
    """Rulebook "Victory Conditions": "If the crew controls the interior and the
    Green Things control the exterior, the crew must open the airlocks". With
    every lock shut and the crew on one side of the hull, the monsters on the
    other, no one may be left to open them: they open at the start of the
    monster turn (house rule)."""
    for crew, monsters in (({"cook": "skin:hall-5"}, [("adult", "galley")]),            # crew out, monsters in
                           ({"cook": "galley"}, [("adult", "skin:hall-5")])):            # and the other way
        s, _ = outside_position(crew, monsters, phase="crew-attack")
        s.outside.closed.update(ALL_LOCKS)
        events = play(s, Action("end-phase"))
        assert s.outside.closed == set() and s.phase.startswith("monster"), crew
        assert any(e["type"] == "lock" and e.get("choice") == "unsealed" for e in events)
    # one lock still open: the sides can still get at each other, the locks stay as the crew set them
    s, _ = outside_position({"cook": "galley"}, [("adult", "skin:hall-5")], phase="crew-attack")
    s.outside.closed.update(ALL_LOCKS[1:])
    play(s, Action("end-phase"))
    assert s.outside.closed == set(ALL_LOCKS[1:])
    # both sides still meet inside: the locks stay as the crew set them
    s, _ = outside_position({"cook": "galley", "doc": "skin:hall-5"}, [("adult", "galley")], phase="crew-attack")
    s.outside.closed.update(ALL_LOCKS)
    play(s, Action("end-phase"))
    assert s.outside.closed == set(ALL_LOCKS)


def test_no_endless_games_no_hiding_in_space_with_nothing_there_to_fight():
    """Rulebook "Victory Conditions": "The game is not over until one side
    controls the whole ship"; "Jet Suits": out in space a suit "is considered to
    be beyond the reach of any Green Things". A crew turn that ends with nobody
    inside the hull or on its skin, and no monster outside where a unit in
    space could fight it, leaves the monsters holding the whole ship: those
    floating in suits and movers are lost (house rule)."""
    suit = {"units": {"jet-suit-1": "space:fore"}, "occupants": {"jet-suit-1": "cook"}}
    s, _ = outside_position({"cook": "space:fore"}, [("adult", "galley")], phase="crew-attack", **suit)
    play(s, Action("end-phase"))
    assert s.status["cook"] == "dead" and s.result.reason == "ship-taken"
    # a monster on the skin: he may fight it from space
    s, _ = outside_position({"cook": "space:fore"}, [("adult", "galley"), ("baby", "skin:hall-5")],
                            phase="crew-attack", **suit)
    play(s, Action("end-phase"))
    assert s.status["cook"] == "aboard"
    # somebody still holds the inside: the suit may wait out there
    s, _ = outside_position({"cook": "space:fore", "doc": "sick-bay"}, [("adult", "galley")], phase="crew-attack",
                            **suit)
    play(s, Action("end-phase"))
    assert s.status["cook"] == "aboard"


def test_no_endless_games_green_things_marooned_on_a_boat_nobody_can_fly_are_gone():
    """Rulebook "Ship's Boats": Green Things cannot operate a boat, and riders
    "can't leave until the boat returns". On a boat in space with no crewman
    in it, they can never come back; if the only one left aboard the Znutar to
    face them is the Mascot (it cannot jump to a boat), they are gone like
    monsters thrown into space, and the game ends (house rule)."""
    s, _ = launched({"mascot": "galley"}, [("adult", "boat:scout:outside"), ("baby", "boat:scout")])
    play(s, Action("end-phase"))
    assert s.phase == "over" and s.result.reason == "monsters-destroyed"
    # the Robot can jump to them (it never misses): the game goes on
    s, _ = launched({"mascot": "galley", "robot": "galley"}, [("adult", "boat:scout:outside")])
    play(s, Action("end-phase"))
    assert s.phase != "over"
