"""Rule tests for how the game on the ship ends ("How to Win", "Crew Escape",
"Znutar Self-Destruct"), each naming the rulebook sentence it checks."""
from greenthings.engine import END, RESOLVE, Action, legal_actions
from greenthings.engine.dice import Dice
from greenthings.engine.records import BoatTrip
from greenthings.engine.state import DEAD, ESCAPED

from tests.engine.helpers import FixedDice, play, position


def att(piece, target, weapon=None, choice=None):
    return Action("attack", piece=piece, target=target, weapon=weapon, choice=choice)


def test_leaving_in_the_boats_during_a_self_destruct_concedes_55_and_a_half():
    """"Crew Escape": "Once the crew leaves, they concede 111 victory points to
    the monsters (55 1/2 on a self-destruct)"; "Once initiated, self-destruct
    cannot be canceled" -- the last crewmen leaving does not hand the monsters
    an intact ship."""
    s, m = position({"cook": "scout-bay"}, [("adult", "galley")], phase="crew-move")
    s.self_destruct_at = s.round + 2
    s.dice = Dice(7)                   # the epilogue's rolls: any will do
    ev = play(s, Action("board", piece="cook"), END, END)    # leave; the (empty) attack phase ends
    types = [e["type"] for e in ev]
    assert "explosion" in types and types.count("game-over") <= 1
    assert s.status["cook"] == ESCAPED and not s.monsters_on_board()
    assert s.ended == "self-destruct"
    escape, = [e for e in ev if e["type"] == "escape"]
    assert "55 1/2" in escape["text"]
    while s.phase == "epilogue":
        play(s, legal_actions(s)[0])
    assert s.result.reason == "self-destruct" and s.result.score["monsters"] == 55.5


def test_the_last_crewman_eaten_during_a_self_destruct_still_blows_up_the_ship():
    """"Znutar Self-Destruct": "Once initiated, self-destruct cannot be
    canceled" and "If the ship immediately blows up because of a successful
    self-destruct ..., the Monster player scores only 55 1/2 points"."""
    s, m = position({"cook": "galley"}, [("adult", "galley")], phase="monster-attack")
    s.self_destruct_at = s.round + 1
    s.dice = FixedDice([6] * 4)
    ev = play(s, att(m["adult1"], "cook"), RESOLVE)
    assert s.status["cook"] == DEAD
    assert [e["type"] for e in ev].count("explosion") == 1
    assert s.phase == "over" and s.result.reason == "self-destruct"
    assert s.result.score == {"crew": 0.0, "monsters": 55.5} and s.result.winner == "monsters"


def test_destroying_every_monster_before_the_blast_leaves_the_monsters_nothing():
    """"How to Win": "If the crew destroys all the Green Things, the monsters
    score 0" -- also when a self-destruct set earlier then goes off."""
    s, m = position({"sergeant": "galley", "captain": "bridge-1"}, [("egg", "galley")])
    s.self_destruct_at = s.round + 1
    s.dice = FixedDice([3, 3, 3])
    play(s, att("sergeant", m["egg1"]), RESOLVE)
    assert s.phase == "crew-attack"          # the countdown still runs
    while s.phase != "over":
        acts = legal_actions(s)
        play(s, END if END in acts else acts[0])
    assert s.result.reason == "self-destruct"
    assert s.result.score == {"crew": 0.0, "monsters": 0.0} and s.result.winner is None


def test_a_fence_killing_the_last_monster_leaves_the_epilogue_waiting_for_the_crew():
    """"How to Win": "If the crew destroys all the Green Things, the monsters
    score 0" -- the game on the ship ends when the fence kills the last one,
    and an escaped boat's first Epilogue decision ("All boats start with #1")
    is not overwritten by the monsters' attack phase."""
    s, m = position({"captain": "bridge-1"}, [("baby", "galley")], phase="monster-move",
                    known={"electric-fence": "kill5"}, lying={"electric-fence-1": "mess-deck"})
    play(s, Action("move", piece=m["baby1"], to="mess-deck"))
    s.fence_on.add("electric-fence-1")
    s.status["cook"], s.escaped = ESCAPED, True
    s.epilogue.append(BoatTrip("scout", ["cook"]))
    s.dice = FixedDice([6, 6, 1, 1, 1])
    ev = play(s, END)
    assert [e["type"] for e in ev].count("ship-over") == 1
    assert s.phase == "epilogue" and s.to_play == "crew" and s.ended == "monsters-destroyed"
    assert legal_actions(s) == [Action("epilogue", choice="snudl-1"), Action("epilogue", choice="last-planet")]


# ----- "Attacks": one area at a time --------------------------------------------
def test_monsters_may_not_attack_again_in_an_area_whose_dice_were_rolled():
    """"Attacks": all attacks in an area are stated before any dice are rolled;
    then the player picks the next area -- a monster that held back in the
    Mess Deck cannot declare once the Mess Deck's attacks are rolled."""
    s, m = position({"cook": "mess-deck", "doc": "mess-deck", "captain": "galley"},
                    [("adult", "mess-deck"), ("baby", "mess-deck"), ("baby", "galley")], phase="monster-attack")
    s.dice = FixedDice([1] * 6)
    play(s, att(m["adult1"], "cook"), RESOLVE)
    acts = legal_actions(s)
    assert not any(a.type == "attack" and a.piece == m["baby1"] for a in acts)
    assert att(m["baby2"], "captain") in acts       # the next area is still open


def test_monsters_declare_in_one_area_until_its_dice_are_rolled():
    """"Attacks": once a declaration opens a battle, only that area's monsters
    may declare until it is rolled; then the other areas open again."""
    s, m = position({"cook": "mess-deck", "doc": "mess-deck", "captain": "galley"},
                    [("adult", "mess-deck"), ("baby", "mess-deck"), ("baby", "galley")], phase="monster-attack")
    s.dice = FixedDice([1] * 6)
    play(s, att(m["adult1"], "cook"))
    acts = legal_actions(s)
    assert {a.piece for a in acts if a.type == "attack"} == {m["baby1"]}
    assert RESOLVE in acts
    play(s, RESOLVE)
    assert att(m["baby2"], "captain") in legal_actions(s)


def test_the_crew_may_not_attack_again_into_an_area_whose_dice_were_rolled():
    """"Attacks": all attacks in an area are stated before any dice are rolled
    -- a new weapon's chit, seen on the roll, cannot shape later attacks there."""
    s, m = position({"cook": "galley", "doc": "galley"}, [("adult", "galley")],
                    held={"doc": "knife-1"})
    s.dice = FixedDice([1] * 3)
    play(s, att("cook", m["adult1"]), RESOLVE)
    acts = legal_actions(s)
    assert not any(a.type == "attack" for a in acts), acts
