"""The Epilogue (all fifteen steps), Crew Survival, tables and variants."""
from greenthings.engine import Action, Options, RESOLVE, legal_actions
from greenthings.engine.ending import advance_epilogue
from greenthings.engine.records import BoatTrip
from greenthings.engine.species.awful_green_things import AWFUL_GREEN_THINGS
from greenthings.engine.tables import CHITS, CREW_TABLE, WEAPON_TABLE

from tests.engine.helpers import FixedDice, play, position


def boat_state(crew, dice):
    s, _ = position({"cook": "galley"}, [("egg", "science-lab")], phase="epilogue")
    for c in crew:
        s.status[c], s.loc[c] = "escaped", None
    s.escaped = True
    s.ended = "ship-taken"
    s.epilogue = [BoatTrip("cockboat", list(crew))]
    s.dice = FixedDice(dice)
    advance_epilogue(s, [])
    return s


def choose(s, c):
    return play(s, Action("epilogue", choice=c))


def test_pieces_match_the_box():
    """Components list: 22 crew, 12/18/19/22 monsters, 29 weapons, 15 chits."""
    assert len(CREW_TABLE) == 22
    assert {st.id: st.counters for st in AWFUL_GREEN_THINGS.stages} == {
        "adult": 12, "baby": 18, "egg": 19, "fragment": 22}
    assert sum(w.counters for w in WEAPON_TABLE) == 29
    assert len(CHITS) == 15 and CHITS.count("fragments") == 4 and CHITS.count("none") == 2


def test_epilogue_step_1_is_a_choice():
    s = boat_state(["captain"], [])
    assert {a.choice for a in legal_actions(s)} == {"snudl-1", "last-planet"}


def test_epilogue_last_planet_replenish_home():
    """#1 -> #3 (roll 5) -> #6 (roll 5) -> #12: home."""
    s = boat_state(["captain", "robot"], [5, 5])
    choose(s, "last-planet")
    assert s.phase == "over" and s.epilogue[0].result == "home"
    assert s.result.score["crew"] == 27.0       # the Robot scores nothing


def test_epilogue_supplies_short_rations_then_starve():
    """#1 -> #7 (4) -> #14 choice -> #2 (1 year left, roll 1) -> #7 uses 2 years: starve."""
    s = boat_state(["captain"], [4, 1])
    choose(s, "snudl-1")
    assert s.epilogue[0].step == 14 and s.epilogue[0].rations == 2
    assert {a.choice for a in legal_actions(s)} == {"press-on", "turn-back"}
    choose(s, "press-on")
    assert s.epilogue[0].result == "lost" and s.phase == "over"


def test_short_rations_run_out_at_zero_and_the_lost_trip_loads_back():
    """rules-clarifications, step 14: "On short rations, #2 uses 1 year and #7 uses
    2 years; reaching 0 years starves the crew." Years of food are a count: #7 with
    one year left eats the last of it (0, not -1), and the finished game is a state
    the loader accepts."""
    import json

    from greenthings.engine import load_state

    s = boat_state(["captain"], [4, 1])       # #7 -> #14, press on -> #2 (1 left) -> #7
    choose(s, "snudl-1")
    choose(s, "press-on")
    trip = s.epilogue[0]
    assert trip.result == "lost" and trip.rations == 0
    saved = json.loads(json.dumps(s.to_json()))
    assert load_state(saved).epilogue[0].rations == 0


def test_epilogue_natives_fight_and_lose_a_crewman():
    """#3 (roll 1) -> #4 fight -> #5: 2 natives roll 6+6 vs crew 1 -> one dies, back to #4."""
    s = boat_state(["cook", "doc"], [1, 2, 1, 1, 6, 6, 0])
    choose(s, "last-planet")
    assert s.epilogue[0].step == 4
    choose(s, "fight")
    assert len(s.epilogue[0].crew) == 1 and s.epilogue[0].step == 4
    assert "cook" not in s.epilogue[0].crew


def test_epilogue_black_hole_and_cosmic_cloud_and_gravy_flu():
    """#7 (4) -> #14 press on -> #2 (4) -> #8 (2) -> #9 (5) -> #11: lost."""
    s = boat_state(["captain"], [4, 4, 2, 5])
    choose(s, "snudl-1")
    choose(s, "press-on")
    assert s.epilogue[0].result == "lost"
    # #7 (1) -> #13 (4) -> #15: 4 dice (4 vs 27: lives), roll 2 -> #6 (6) -> #12.
    s = boat_state(["captain", "mascot"], [1, 4, 1, 1, 1, 1, 6, 6, 6, 6, 2, 6])
    choose(s, "snudl-1")
    assert s.epilogue[0].result == "home" and s.epilogue[0].crew == ["captain"]


def test_crew_survival_short_game():
    """CREW SURVIVAL: roll 1 rolls again; four or fewer take one boat."""
    from greenthings.engine import new_state
    for seed in range(30):
        s, ev = new_state(seed, Options(mode="survival"))
        n = len(s.setup.survivors)
        assert 1 <= n <= 11
        if n <= 4:
            assert s.phase in ("epilogue", "over") and len(s.epilogue) <= 1
        else:
            assert s.phase == "survival-boats"


def test_comm_beamer_frequencies_variant():
    """Game Balance, "Comm Beamer": two settings, each with its own chit."""
    s, m = position({"technician": "sensor-1"}, [("baby", "hall-22"), ("egg", "galley")],
                    held={"technician": "comm-beamer-1"})
    s.options = Options(comm_beamer_frequencies=True)
    acts = [a for a in legal_actions(s) if a.weapon]
    assert {a.choice for a in acts} == {"high", "low"}
    s.dice = FixedDice([s.cup.index("grow")])
    play(s, next(a for a in acts if a.choice == "high"), RESOLVE)
    assert s.known == {"comm-beamer": "grow"}
    s.acted.clear()             # the next crew turn
    s.fought.clear()
    acts = [a for a in legal_actions(s) if a.weapon and a.choice == "low"]
    s.dice = FixedDice([s.cup.index("kill5"), 6, 6, 6, 6, 6])
    play(s, acts[0], RESOLVE)
    assert s.known["comm-beamer:low"] == "kill5"


def test_self_destruct_needs_the_right_officer_unmoved_on_a_bridge():
    s, _ = position({"captain": "bridge-1", "cook": "bridge-1", "pilot-12": "bridge-2"}, [("egg", "galley")])
    s.moved.add("pilot-12")
    acts = [a for a in legal_actions(s) if a.type == "self-destruct"]
    assert acts == [Action("self-destruct", piece="captain")]
