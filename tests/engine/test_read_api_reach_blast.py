"""Two more rules the heuristic once worked out for itself, now asked of the
read API: where a weapon would reach from an area the crewman is not in yet
(`sight_reach(..., at=area)`), and what a blast of his own side's Rocket Fuel
or gas does to a crewman (`crew_blast`), checked against the engine's rolls."""
from __future__ import annotations

import pytest

from greenthings.engine import CREW_BY_ID, Action, State, crew_blast, kill_total, sight_reach

from .outside_helpers import outside_position, play

MOVER, SUIT, SOOT = "cargo-mover-1", "jet-suit-1", "ook-soot"
WEAPONS = ("pool-stick-1", "acid-1", "stun-pistol-1")     # reach: same area, the next, line of sight


def _reach_if_there(s, c: str, w: str, x: str) -> tuple[str, ...]:
    """What the weapon reaches with the crewman really standing in `x`."""
    there = s.clone()
    there.loc[c] = x
    return sight_reach(there, c, w)


@pytest.mark.parametrize("outside", [False, True], ids=["ship", "outside"])
def test_sight_reach_from_another_area_is_the_reach_of_standing_there(outside):
    if outside:
        s, _ = outside_position({"cook": "galley"})
    else:
        s = State.new(3)
        s.loc["cook"] = "galley"
    here = "galley"
    differs = 0
    for w in WEAPONS:
        for x in s.map.area_ids:
            got = sight_reach(s, "cook", w, at=x)
            assert got == _reach_if_there(s, "cook", w, x), (w, x)
            differs += got != sight_reach(s, "cook", w)
        assert sight_reach(s, "cook", w, at=here) == sight_reach(s, "cook", w)
    assert differs     # the answer follows `at`, not where he stands
    if outside:        # from space a sighted weapon sees the skins, as the expansion has it
        space = next(x for x in s.map.area_ids if x.startswith("space:"))
        assert len(sight_reach(s, "cook", "stun-pistol-1", at=space)) > 1


def test_crew_blast_totals_follow_units_and_the_soot():
    s, _ = outside_position({"cook": "main-cargo-hold", "doc": "main-cargo-hold", "mascot": "main-cargo-hold",
                             "robot": "main-cargo-hold", "sergeant": "main-cargo-hold"},
                            units={MOVER: "main-cargo-hold", SUIT: "main-cargo-hold", SOOT: "main-cargo-hold"},
                            occupants={MOVER: "cook", SUIT: "doc", SOOT: "mascot"})
    fuel, gas = "rocket-fuel-1", "gas-grenade-1"
    con = {c: CREW_BY_ID[c].con for c in CREW_BY_ID}
    assert crew_blast(s, "sergeant", fuel) == ("kill", 5, con["sergeant"])
    assert crew_blast(s, "mascot", fuel) == ("kill", 5, 16)                        # the Soot's constitution
    assert crew_blast(s, "cook", fuel) == ("kill", 5, kill_total(s, MOVER)[1])     # through his mover
    assert kill_total(s, MOVER)[1] > con["cook"]
    assert crew_blast(s, "sergeant", gas) == ("stun", 5, con["sergeant"])
    assert crew_blast(s, "cook", gas) == ("stun", 5, con["cook"])    # a mover keeps no gas out
    for c in ("doc", "mascot", "robot"):                           # a suit, the Soot, no lungs
        assert crew_blast(s, c, gas) is None, c
    assert crew_blast(s, "sergeant", "acid-1") is None


@pytest.mark.parametrize("short", [True, False], ids=["survives", "killed"])
def test_crew_blast_is_the_total_the_resolution_rolls_against(short):
    """Rocket Fuel thrown into the Soot's area: the Mascot dies at 16, not at its own constitution."""
    blast = [6, 6, 1, 1, 1] if short else [6, 6, 2, 1, 1]      # 15 or 16, both over its own 8
    s, _ = outside_position({"mascot": "galley", "cook": "mess-deck"}, [("adult", "galley")],
                            phase="crew-attack", held={"cook": "rocket-fuel-1"},
                            units={SOOT: "galley"}, occupants={SOOT: "mascot"}, dice=[6] * 4 + blast)
    s.known["rocket-fuel"] = "kill4"
    s.cup.remove("kill4")
    need = crew_blast(s, "mascot", "rocket-fuel-1").need
    assert need == 16 > CREW_BY_ID["mascot"].con
    play(s, Action("attack", piece="cook", target="galley", weapon="rocket-fuel-1"), Action("resolve"))
    assert s.dice.values == []          # the monster's roll, then the blast's
    assert (s.status["mascot"] == "dead") == (sum(blast) >= need)
