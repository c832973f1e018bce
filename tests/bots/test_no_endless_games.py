"""No game runs forever: the position of a game that reached the 150-round
cap (the search crew with Outside the Znutar, arena seed 5: the Machinist in
the Cockboat out in space, the Cook on its outside with room inside, every
other crewman dead) now ends within a few rounds, whoever plays the crew."""
import pytest

from greenthings.bots import make_bot
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import Action, apply, game_result, legal_actions
from tests.engine.test_outside_boats import launched

SHIP_FULL = [("adult", "hall-34")] * 10 + [("baby", "hall-45")] * 6


def _stranded(**kw):
    s, _ = launched({"machinist": "boat:cockboat", "cook": "boat:cockboat:outside"}, SHIP_FULL,
                    boat="cockboat", at="space:ventral", round_=31, **kw)
    return s


def test_a_crewman_on_the_outside_of_a_boat_in_space_gets_in_and_the_boat_goes_home():
    s = _stranded()
    assert heuristic_action(s) == Action("boat-hatch", piece="cook", to="boat:cockboat")
    apply(s, heuristic_action(s))
    assert heuristic_action(s) == Action("boat-home", target="cockboat")


def test_a_boat_in_space_comes_back_while_the_crew_still_fight():
    # crew still aboard, the ship not lost: the boat does not wait out in space
    s, _ = launched({"pilot-15": "boat:scout", "sergeant": "galley"}, [("baby", "hall-45")])
    assert heuristic_action(s) == Action("boat-move", to="scout-bay", target="scout")


@pytest.mark.parametrize("crew", ["heuristic", "mcts:sims=6"])
def test_the_capped_game_now_ends(crew):
    s = _stranded()
    s.dice = __import__("greenthings.engine", fromlist=["Dice"]).Dice(7)
    bots = {"crew": make_bot(crew, 1), "monsters": make_bot("heuristic", 2)}
    while s.phase != "over" and s.round <= 35:
        apply(s, bots[s.to_play].choose(s))
    assert game_result(s) is not None, f"still playing in round {s.round}"


def test_monsters_go_round_an_airlock_held_against_them():
    # a long game (arena seed 30013, the search crew with the expansion) stalled for 20 rounds with
    # the monsters on the skin at a lock the crew held from inside: they waited there, growing
    from tests.engine.outside_helpers import outside_position
    s, (a,) = outside_position({"technician": "cockboat-bay"}, [("adult", "skin:cockboat-bay")],
                               phase="monster-move")
    assert Action("airlock", piece=a, to="cockboat-bay") not in legal_actions(s)
    assert heuristic_action(s) == Action("move", piece=a, to="skin:scout-bay")     # to the next open lock
    # the same with the lock closed from the bridge and nobody in the room
    s, (a,) = outside_position({"technician": "hall-42"}, [("adult", "skin:cockboat-bay")], phase="monster-move")
    s.outside.closed.add("cockboat-bay")
    assert heuristic_action(s).type == "move"


def test_monsters_go_in_when_every_crewman_shelters_behind_a_fence():
    # the monsters never step into an active fence, so a crew (a player) sheltering every crewman behind the
    # two fences kept them waiting next door for ever; with an unfenced crewman left, they go for him
    from tests.engine.helpers import position
    crew = {"captain": "hall-44", "sergeant": "hall-44"}
    s, ids = position(crew, [("adult", "hall-45"), ("baby", "hall-45")], phase="monster-move")
    s.wloc["electric-fence-1"] = "hall-44"
    s.fence_on.add("electric-fence-1")
    s.to_play = "monsters"
    a = heuristic_action(s)
    assert a.type == "move" and a.to == "hall-44"
    s2, _ = position({**crew, "cook": "galley"}, [("adult", "hall-45"), ("baby", "hall-45")], phase="monster-move")
    s2.wloc["electric-fence-1"] = "hall-44"
    s2.fence_on.add("electric-fence-1")
    s2.to_play = "monsters"
    assert heuristic_action(s2).to != "hall-44"


def test_crew_walk_in_on_a_crowd_their_stun_weapons_will_keep_down():
    # noisy heuristic self-play with the expansion (bots-fit's seed 200110) ran 84 rounds: from round 20 two
    # Fire Extinguishers known to stun were turned on 15 monsters next door every turn, and the fighters never
    # went in to finish them, the crowd being awake again at every crew move. Now the dice the stun will
    # likely keep down count as no threat: the fighters walk in (and strike in the same attacks)
    from tests.engine.helpers import position
    crew = {"captain": "hall-44", "sergeant": "hall-44", "comm-officer": "hall-44", "engineer": "hall-44"}
    held = {"comm-officer": "fire-extinguisher-1", "engineer": "fire-extinguisher-2"}
    crowd = [("baby", "hall-45")] * 6
    s, _ = position(crew, crowd, held=held, phase="crew-move", known={"fire-extinguisher": "stun5"})
    a = heuristic_action(s)
    assert a.type == "move" and a.piece in ("captain", "sergeant") and a.to == "hall-45"
    # with the effect unknown, the crowd is as dangerous as ever: nobody walks in
    s, _ = position(crew, crowd, held=held, phase="crew-move")
    assert heuristic_action(s).to != "hall-45"


def test_a_swarm_goes_through_the_robot_it_outmatches():
    # mcts:normal monsters against the heuristic crew with the expansion (arena seed 87030) reached the cap: the
    # Engineer stepped between the Engine Room, where the Robot stood, and the skin outside its airlock (shut to
    # monsters), and a swarm of 30 went round the Robot after him for 120 rounds. A swarm whose dice average
    # five times the Robot's constitution takes its area like any other; a few monsters still go round it
    from tests.engine.helpers import position
    crew = {"robot": "engine-room", "cook": "galley"}
    s, _ = position(crew, [("adult", "hall-14")] * 12 + [("baby", "hall-14")] * 8, phase="monster-move")
    a = heuristic_action(s)
    assert a.type == "move" and a.to == "engine-room"
    s, _ = position(crew, [("adult", "hall-14")] * 2, phase="monster-move")
    assert heuristic_action(s).to != "engine-room"


def test_a_crowd_spreading_from_an_area_weapon_still_closes_in():
    # the search crew with the expansion against the heuristic (Orange, arena seed 7173) stalled from round 8:
    # two crewmen held a Fire Extinguisher in the Cockboat Bay, its lock shut with nobody left to open it,
    # and 45 monsters four areas away stepped out of their crowd and back into it every turn. A monster
    # spreading out now never steps farther from the crew, so the crowd closes in
    from greenthings.engine import locations, walking_distances
    from tests.engine.helpers import position
    s, ids = position({"cook": "cockboat-bay", "sergeant": "cockboat-bay"}, [("adult", "hall-32")] * 8,
                      held={"cook": "fire-extinguisher-1"}, phase="monster-move", known={"fire-extinguisher": "kill5"})
    D = walking_distances(s)
    before = {m: D[a]["cockboat-bay"] for m, a in locations(s).items() if m in ids.values()}
    while s.phase == "monster-move":
        apply(s, heuristic_action(s))
    after = {m: D[locations(s)[m]]["cockboat-bay"] for m in before}
    assert all(after[m] <= before[m] for m in before), (before, after)
    assert sum(after.values()) < sum(before.values())
