"""Rule paths where two rules meet, each test naming the rulebook sentence
(or our ruling in rules-clarifications / house_rules) it checks."""
import pytest

from greenthings.engine import CONCEDE, END, RESOLVE, Action, Options, apply, legal_actions, new_state
from greenthings.engine.ending import advance_epilogue
from greenthings.engine.pieces import transform
from greenthings.engine.records import CONCESSION, BoatTrip
from greenthings.engine.state import AWAY, DEAD, ESCAPED, GONE, HELD
from greenthings.engine.tables import CREW_BY_ID

from tests.engine.helpers import FixedDice, play, position


def att(piece, target, weapon=None, choice=None):
    return Action("attack", piece=piece, target=target, weapon=weapon, choice=choice)


# ----- "Leadfoot the Robot": every chit, not only Grow -------------------------------
def robot_eaten_by(stage: str, chit: str, effect_dice: list[int]):
    """A `stage` monster and two Adults kill the Robot (every die a 6: 60 or
    more against his 44); the `stage` monster eats him and draws `chit`."""
    s, m = position({"robot": "galley", "captain": "bridge-1"},
                    [(stage, "galley"), ("adult", "galley"), ("adult", "galley")], phase="monster-attack")
    eater = m[f"{stage}1"]
    helpers = [x for x in s.monsters_in("galley") if x != eater]
    n = sum(s.specs[x].dice for x in s.monsters_in("galley"))
    s.dice = FixedDice([6] * n + [s.cup.index(chit)] + effect_dice)
    ev = play(s, *(att(x, "robot") for x in s.monsters_in("galley")), RESOLVE, Action("eater", piece=eater))
    assert s.status["robot"] == DEAD
    assert all(s.loc[x] == "galley" for x in helpers)      # the chit is the eater's alone
    assert len(s.cup) == 15          # "This chit is then returned to the cup"
    return s, eater, ev


@pytest.mark.parametrize("chit, dice, survives", [
    ("kill3", [6, 6, 6], False), ("kill3", [1, 1, 1], True),
    ("kill4", [4, 4, 4, 4], False), ("kill4", [4, 4, 4, 3], True),
    ("kill5", [4, 4, 4, 2, 2], False), ("kill5", [3, 3, 3, 3, 3], True),
])
def test_robot_eaten_kill_chits_roll_their_dice_against_the_eater(chit, dice, survives):
    """"A Weapon Effect Chit is drawn and its results are applied immediately":
    N Dice to Kill against the eater's constitution (an Adult: 16)."""
    s, eater, ev = robot_eaten_by("adult", chit, dice)
    assert (s.loc[eater] == "galley") is survives
    roll = [e for e in ev if e["type"] == "roll" and e["target"] == eater]
    assert roll and roll[-1]["dice"] == dice and roll[-1]["need"] == 16


@pytest.mark.parametrize("dice, stunned", [([4, 3, 3, 3, 3], True), ([3, 3, 3, 3, 3], False)])
def test_robot_eaten_stun_chit_stuns_the_eater_on_its_dice(dice, stunned):
    s, eater, _ev = robot_eaten_by("adult", "stun5", dice)
    assert s.loc[eater] == "galley"
    assert (eater in s.stun) is stunned
    if stunned:
        assert s.stun[eater] == s.round + 1     # stun timing: out for its next turn


def test_robot_eaten_fragments_chit_blows_the_eater_apart():
    s, eater, _ev = robot_eaten_by("adult", "fragments", [4])
    assert s.loc[eater] is None
    assert sorted(x for x in s.monsters_in("galley") if x.startswith("fragment")) == [
        "fragment-1", "fragment-2", "fragment-3", "fragment-4"]


def test_robot_eaten_grow_chit_grows_a_baby_but_never_makes_an_adult_lay():
    s, eater, _ev = robot_eaten_by("baby", "grow", [])
    assert s.loc[eater] is None and sorted(s.monsters_in("galley")) == ["adult-1", "adult-2", "adult-3"]
    s, eater, _ev = robot_eaten_by("adult", "grow", [])
    assert sorted(s.monsters_in("galley")) == ["adult-1", "adult-2", "adult-3"]    # no Egg: a chit never lays


def test_robot_eaten_no_effect_chit_changes_nothing_and_removes_no_weapon():
    """A No Effect drawn for the Robot is not a weapon's result: no counter
    leaves the board and nothing is learned."""
    s, eater, _ev = robot_eaten_by("adult", "none", [])
    assert sorted(s.monsters_in("galley")) == ["adult-1", "adult-2", "adult-3"]
    assert GONE not in s.wloc.values() and s.known == {}


# ----- Game Balance, "Comm Beamer": a frequency that turns out No Effect ---------------
def beamer_position(frequencies: bool):
    s, m = position({"technician": "sensor-1"}, [("baby", "hall-22"), ("egg", "galley")],
                    held={"technician": "comm-beamer-1"})
    s.options = Options(comm_beamer_frequencies=frequencies)
    return s, m


def fire(s, choice, chit, dice=()):
    act = next(a for a in legal_actions(s) if a.weapon and a.choice == choice)
    s.dice = FixedDice([s.cup.index(chit), *dice])
    play(s, act, RESOLVE)
    s.acted.clear()          # the next crew turn
    s.fought.clear()


def test_a_beamer_setting_with_no_effect_keeps_the_beamer_while_the_other_is_untried():
    """"he can change the frequency setting and try again on a later turn.
    Draw a new chit for the other result": No Effect on one setting does not
    yet remove the Beamers; No Effect on both does ("NO EFFECT": counters for
    this weapon are removed)."""
    s, m = beamer_position(frequencies=True)
    fire(s, "high", "none")
    assert s.known == {"comm-beamer": "none"}
    assert s.held["technician"] == "comm-beamer-1" and s.wloc["comm-beamer-2"] != GONE
    assert {a.choice for a in legal_actions(s) if a.weapon} == {"high", "low"}
    fire(s, "low", "none")
    assert s.known["comm-beamer:low"] == "none"
    assert s.wloc["comm-beamer-1"] == s.wloc["comm-beamer-2"] == GONE and "technician" not in s.held


def test_a_beamer_setting_with_no_effect_stays_when_the_other_works():
    s, m = beamer_position(frequencies=True)
    fire(s, "low", "kill5", [6] * 5)
    assert s.loc[m["baby1"]] is None
    s.loc[m["baby1"]] = "hall-22"        # another target for the next turn
    fire(s, "high", "none")
    assert s.known == {"comm-beamer:low": "kill5", "comm-beamer": "none"}
    assert s.held["technician"] == "comm-beamer-1"


def test_without_the_variant_a_beamer_with_no_effect_leaves_the_board_at_once():
    s, m = beamer_position(frequencies=False)
    fire(s, None, "none")
    assert s.wloc["comm-beamer-1"] == s.wloc["comm-beamer-2"] == GONE


# ----- "Crew Survival": the seat split and the Saucer's four seats ---------------------
def survival_split(survivors):
    for seed in range(200):
        s, _ = new_state(seed, Options(mode="survival"))
        if s.phase == "survival-boats":
            break
    else:
        pytest.fail("no seed in 0..199 drew five or more survivors")
    for c in CREW_BY_ID:
        s.status[c] = ESCAPED if c in survivors else DEAD
    s.setup.survivors, s.setup.assign = list(survivors), {}
    return s


def test_crew_survival_the_saucer_takes_four_crew_and_the_robot_and_mascot_ride_free():
    """"If you have five or more crew, they may escape in two different
    boats"; "the Saucer four"; "The Robot and Mascot do not count against the
    capacity of the Scout or Saucer"."""
    survivors = ["captain", "cook", "doc", "sergeant", "technician", "robot", "mascot"]
    s = survival_split(survivors)
    for c in survivors[:4]:
        assert {a.choice for a in legal_actions(s)} == {"cockboat", "saucer"}
        play(s, Action("board", piece=c, choice="saucer"))
    # The Saucer is full: the fifth crewman may only take the Cockboat ...
    assert legal_actions(s) == [Action("board", piece="technician", choice="cockboat")]
    play(s, Action("board", piece="technician", choice="cockboat"))
    # ... but the Robot and the Mascot still fit.
    for c in ("robot", "mascot"):
        assert {a.choice for a in legal_actions(s)} == {"cockboat", "saucer"}
        play(s, Action("board", piece=c, choice="saucer"))
    assert s.phase == "epilogue"
    trips = {t.boat: t.crew for t in s.epilogue}
    assert trips == {"saucer": ["captain", "cook", "doc", "sergeant", "robot", "mascot"],
                     "cockboat": ["technician"]}


def test_crew_survival_a_boat_with_only_the_robot_and_mascot_does_not_travel():
    """Clarifications: the Robot and the Mascot cannot operate a boat."""
    survivors = ["captain", "cook", "doc", "sergeant", "robot"]
    s = survival_split(survivors)
    for c in survivors[:4]:
        play(s, Action("board", piece=c, choice="cockboat"))
    play(s, Action("board", piece="robot", choice="saucer"))
    assert [t.boat for t in s.epilogue] == ["cockboat"]


# ----- Epilogue step 5: the battle with the natives -----------------------------------
def at_the_natives(crew, dice):
    """A boat whose crew choose the last planet (#3, roll 1: #4) and fight (#5)."""
    s, _ = position({"cook": "galley"}, [("egg", "science-lab")], phase="epilogue")
    for c in crew:
        s.status[c], s.loc[c] = ESCAPED, None
    s.escaped, s.ended = True, "ship-taken"
    s.epilogue = [BoatTrip("cockboat", list(crew))]
    advance_epilogue(s, [])
    s.dice = FixedDice([1] + dice)
    play(s, Action("epilogue", choice="last-planet"))
    assert s.epilogue[0].step == 4
    return s, play(s, Action("epilogue", choice="fight"))


def test_natives_beaten_by_the_robots_dice_lead_to_replenishing():
    """#5: "The crew rolls the total of its attack dice ... If the crew rolls
    higher, go to #6"; house ruling: the Robot's dice count for the crew.
    The Captain's 3 dice alone (3) would lose to one native's 6."""
    s, ev = at_the_natives(["captain", "robot"], [1] + [1] * 7 + [6] + [6])   # 1 native; 7 vs 6; #6 roll 6: #12
    battle = next(e for e in ev if e["type"] == "roll" and e.get("step") == 5)
    assert len(battle["dice"]) == 3 + 4 and battle["success"] is True
    assert s.epilogue[0].result == "home" and s.epilogue[0].crew == ["captain", "robot"]
    assert s.result.score["crew"] == 27.0         # the Robot never scores


def test_natives_tying_kill_a_crewman_drawn_from_everyone_aboard_and_the_rest_return_to_4():
    """#5: "If the natives tie or roll higher, one crewman dies and the
    survivors must return to #4"; house ruling: the victim may be the Mascot."""
    s, ev = at_the_natives(["captain", "mascot"], [1, 1, 1, 2, 2, 6, 1])   # 1 native; 6 vs 6; victim #1
    assert s.epilogue[0].crew == ["captain"] and s.epilogue[0].step == 4
    assert {a.choice for a in legal_actions(s)} == {"run", "fight"}
    assert any(e.get("victim") == "mascot" for e in ev)


def test_natives_killing_the_last_crewman_lose_the_boat():
    """"one crewman dies": with nobody left the boat is lost and scores nothing."""
    s, _ev = at_the_natives(["cook"], [6, 1, 6, 6, 6, 6, 6, 6, 0])      # 6 natives; 1 vs 36
    assert s.epilogue[0].result == "lost" and s.epilogue[0].crew == []
    assert s.phase == "over" and s.result.score == {"crew": 0.0, "monsters": 111.0}


# ----- The game on the ship ends while boats are still travelling -----------------------
def test_the_last_crewman_aboard_eaten_sends_the_travelling_boats_through_the_epilogue():
    """"Every boat that escapes must be guided through the Epilogue": the
    game on the ship ends when the monsters take it (111 points, "Once the crew
    leaves, they concede 111"), but the game is over only when every boat has
    arrived or been lost, and only crew who make it home score."""
    s, m = position({"cook": "galley"}, [("adult", "galley")], phase="monster-attack")
    for c, boat in (("captain", "scout"), ("doc", "cockboat")):
        s.status[c] = ESCAPED
        s.epilogue.append(BoatTrip(boat, [c]))
    s.escaped = True
    s.dice = FixedDice([6] * 4)
    ev = play(s, att(m["adult1"], "cook"), RESOLVE)
    assert s.ended == "ship-taken" and s.phase == "epilogue" and s.result is None
    assert "game-over" not in [e["type"] for e in ev]
    assert legal_actions(s) == [Action("epilogue", choice="snudl-1"), Action("epilogue", choice="last-planet")]
    s.dice = FixedDice([5, 5])                    # the Scout: #3 (5) -> #6 (5) -> #12, home
    play(s, Action("epilogue", choice="last-planet"))
    assert s.epilogue[0].result == "home" and s.phase == "epilogue"
    s.dice = FixedDice([1, 4, 6, 6, 6, 6])        # the Cockboat: #7 (1) -> #13 (4) -> #15: the Doc dies
    play(s, Action("epilogue", choice="snudl-1"))
    assert s.epilogue[1].result == "lost"
    assert s.phase == "over"
    assert s.result.reason == "ship-taken"
    assert s.result.score == {"crew": 27.0, "monsters": 111.0} and s.result.winner == "monsters"


# ----- Counter swaps keep what the counter carried -------------------------------------
def test_a_stunned_monster_grown_by_the_fence_mid_turn_stays_stunned_and_wakes_on_time():
    """Stun timing: a monster stunned on the crew's turn misses its next turn;
    a Grow from the Electric Fence after movement swaps its counter for an
    Adult, which must still miss this turn's attacks and wake at its end."""
    s, m = position({"cook": "mess-deck", "captain": "bridge-1"}, [("baby", "mess-deck")],
                    phase="monster-move", known={"electric-fence": "grow"},
                    lying={"electric-fence-1": "mess-deck"})
    s.fence_on.add("electric-fence-1")
    s.stun[m["baby1"]] = s.round          # stunned on the crew's turn before
    play(s, END)                           # end movement: the fence acts
    adult, = s.monsters_in("mess-deck")
    assert adult.startswith("adult") and s.stun.get(adult) == s.round
    assert s.phase == "monster-attack"
    assert not any(a.type == "attack" for a in legal_actions(s))
    play(s, END)                           # end attacks: wake up
    assert adult not in s.stun and s.phase == "crew-grab"


def test_a_shrink_on_a_stunned_monster_keeps_the_stun_on_the_smaller_counter():
    """"Shrink": an Adult becomes a Baby; the stun it carried stays."""
    s, m = position({"doc": "galley", "captain": "bridge-1"}, [("adult", "galley")],
                    held={"doc": "hypodermic-1"}, known={"hypodermic": "shrink"})
    s.stun[m["adult1"]] = s.round + 1
    play(s, att("doc", m["adult1"], "hypodermic-1"), RESOLVE)
    baby, = s.monsters_in("galley")
    assert baby.startswith("baby") and s.stun.get(baby) == s.round + 1


def test_a_swapped_counter_keeps_its_moves_used_its_stop_and_its_attack():
    """Monster turn, MOVE and ATTACK: a counter swapped for another stage mid-turn
    (a grow or shrink) is the same monster: moves used, a stop on entering
    crew, an attack made and a stun all carry to the new counter."""
    s, m = position({"cook": "galley"}, [("adult", "galley")], phase="monster-move")
    a = m["adult1"]
    s.mp[a], s.stun[a] = 1, s.round
    s.stopped.add(a)
    s.acted.add(a)
    new = transform(s, a, "baby")
    assert new.startswith("baby") and s.loc[new] == "galley" and s.loc[a] is None
    assert (s.mp.get(new), s.stun.get(new), new in s.stopped, new in s.acted) == (1, s.round, True, True)
    assert a not in s.mp and a not in s.stun and a not in s.stopped and a not in s.acted


# ----- "Initial Monster Placement" boxed in ---------------------------------------------
def test_a_boxed_in_daisy_chain_lets_the_next_monster_go_in_any_free_area_without_crew():
    """The rulebook daisy-chains the starting monsters into free areas next to
    ones already placed, never with crew; house ruling (setup-boxed-in): if
    every such area is taken, any free area without crew will do."""
    around = position({})[0].map.neighbors["galley"]
    crew = dict(zip(("captain", "cook", "doc"), around))         # a crewman in every way out
    assert len(crew) == len(around)
    s, m = position(crew, [("adult", "galley")], phase="setup-monsters")
    s.setup.first_area, s.setup.to_place = "galley", {"baby": 1}
    s.to_play = "monsters"
    areas = {a.to for a in legal_actions(s)}
    free = set(s.map.area_ids) - {"galley"} - set(around)
    assert areas == free
    # One free neighbour is enough to keep the chain.
    s.loc["doc"] = "bridge-1"
    s.occ_cache = None                     # the position was edited by hand
    opened = crew["doc"]
    assert {a.to for a in legal_actions(s)} == {opened}


# ----- "Crew Escape": weapons leave in the boat -----------------------------------------
def test_weapons_held_by_escaping_crew_leave_with_the_boat():
    """"any crew who can make it to the ship's boats may leave the Znutar":
    what they hold goes with them (off the board, not left in the bay)."""
    s, m = position({"cook": "scout-bay", "captain": "scout-bay", "doc": "galley"}, [("adult", "galley")],
                    phase="crew-move", held={"cook": "knife-1", "captain": "stun-pistol-1"},
                    lying={"acid-1": "scout-bay"})
    play(s, Action("board", piece="cook"), END)
    assert s.status["cook"] == ESCAPED and "cook" not in s.held
    assert s.wloc["knife-1"] == AWAY
    assert s.held["captain"] == "stun-pistol-1"             # who stays keeps his
    assert s.wloc["acid-1"] == "scout-bay"                  # what lies in the bay stays


def test_a_boat_that_cannot_fly_keeps_the_robots_weapon_aboard_the_ship():
    """Clarifications: "a boat needs at least one other crewman aboard to
    leave": the Robot climbs out again with his weapon."""
    s, m = position({"robot": "scout-bay", "doc": "galley"}, [("adult", "galley")],
                    phase="crew-move", held={"robot": "knife-1"})
    play(s, Action("board", piece="robot"), END)
    assert s.status["robot"] == "aboard" and s.wloc["knife-1"] == HELD + "robot"


# ----- "How to Win": the monsters give up -----------------------------------------------
def test_monsters_conceding_lose_and_the_crew_aboard_score_as_survivors():
    """"the game lasts until one side decides that things are hopeless and
    gives up"; house ruling (concession): conceding monsters leave the crew
    aboard as survivors (the Robot never scores)."""
    s, m = position({"cook": "galley", "robot": "galley"}, [("adult", "galley")], phase="monster-move")
    assert s.to_play == "monsters"
    ev = apply(s, CONCEDE)                 # always legal, never listed
    assert s.phase == "over" and legal_actions(s) == []
    assert s.result.winner == "crew" and s.result.conceded == "monsters" and s.result.reason == CONCESSION
    assert s.result.score == {"crew": 21.0, "monsters": 0.0}
    assert [e["type"] for e in ev] == ["game-over"]


def test_monsters_conceding_while_a_boat_travels_still_owe_the_ship_but_lose():
    """"Once the crew leaves, they concede 111 victory points": the escape
    stands, but the side that gives up loses; the boat's journey is left
    unfinished and its crew do not score."""
    s, m = position({"cook": "galley"}, [("adult", "galley")], phase="monster-move")
    s.status["captain"], s.escaped = ESCAPED, True
    s.epilogue.append(BoatTrip("scout", ["captain"]))
    apply(s, CONCEDE)
    assert s.result.winner == "crew" and s.result.score == {"crew": 21.0, "monsters": 111.0}
    assert s.epilogue[0].result == "unfinished"
