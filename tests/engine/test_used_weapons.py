"""Where a weapon goes after a crew battle (rulebook "Weapons": a used Acid,
Rocket Fuel, Gas Grenade or Zgwortz goes back to a starting area; anything
else dropped, thrown or left by a dead crewman stays on the board; "Knife":
used by hand in its holder's area, or thrown into an area he can see)."""

from greenthings.engine import RESOLVE, Action
from greenthings.engine.state import DEAD, HELD

from tests.engine.helpers import FixedDice, play, position


def att(piece, target, weapon=None, choice=None):
    return Action("attack", piece=piece, target=target, weapon=weapon, choice=choice)


def test_a_can_used_by_a_crewman_killed_in_its_own_blast_still_goes_back_to_a_fuel_pod():
    """"When a can of Rocket Fuel is used, return the counter to a Fuel Pod":
    also when the blast kills the crewman who set it off. The can must not lie
    where he fell, ready to be grabbed again."""
    s, m = position({"captain": "hall-43", "cook": "galley"}, [("adult", "hall-42")],
                    held={"captain": "rocket-fuel-1"}, known={"rocket-fuel": "kill3"})
    s.dice = FixedDice([1, 1, 1] + [6] * 5)      # the Adult survives; the blast kills the Captain
    ev = play(s, att("captain", "hall-43", "rocket-fuel-1"), RESOLVE)
    assert s.status["captain"] == DEAD
    assert s.wloc["rocket-fuel-1"] == "returning"
    assert [p.weapon for p in s.pending] == ["rocket-fuel-1"]
    assert sorted(s.pending[0].options) == ["fuel-pod-1", "fuel-pod-2"]
    death = next(e for e in ev if e["type"] == "killed" and e["piece"] == "captain")
    assert "falls to the deck" not in death["text"]      # the can was thrown, not dropped


def test_acid_used_by_a_crewman_killed_in_a_comrades_blast_goes_back_to_its_start():
    """A used Bottle of Acid returns to its starting area (Science Lab) even
    when its thrower dies in the same battle's Rocket Fuel blast."""
    s, m = position({"cook": "hall-43", "captain": "damage-control"}, [("adult", "hall-43")],
                    held={"cook": "acid-1", "captain": "rocket-fuel-1"},
                    known={"acid": "kill3", "rocket-fuel": "kill3"})
    s.dice = FixedDice([1] * 6 + [6] * 5)      # the Adult survives 6 dice; the blast kills the Cook
    play(s, att("cook", m["adult1"], "acid-1"), att("captain", "hall-43", "rocket-fuel-1"), RESOLVE)
    assert s.status["cook"] == DEAD
    assert s.wloc["acid-1"] == "science-lab"
    assert [p.weapon for p in s.pending] == ["rocket-fuel-1"]


def test_a_knife_thrown_by_a_crewman_killed_in_the_blast_lands_in_the_targets_area():
    """"The Knife may be thrown into any area that can be seen": it lands
    where it was thrown (the target's area), not where its thrower dies."""
    s, m = position({"cook": "hall-43", "captain": "damage-control"}, [("baby", "hall-22")],
                    held={"cook": "knife-1", "captain": "rocket-fuel-1"},
                    known={"knife": "kill3", "rocket-fuel": "kill3"})
    s.dice = FixedDice([1] * 6 + [6] * 5)      # the Baby survives; the blast kills the Cook
    play(s, att("cook", m["baby1"], "knife-1"), att("captain", "hall-43", "rocket-fuel-1"), RESOLVE)
    assert s.status["cook"] == DEAD
    assert s.wloc["knife-1"] == "hall-22"


def test_a_knife_thrown_at_a_monster_that_dies_lands_in_its_area():
    """A thrown Knife lands in the target's area, whatever became of the target."""
    s, m = position({"cook": "hall-43"}, [("baby", "hall-22")],
                    held={"cook": "knife-1"}, known={"knife": "kill3"})
    s.dice = FixedDice([6, 6, 6])
    ev = play(s, att("cook", m["baby1"], "knife-1"), RESOLVE)
    assert s.loc[m["baby1"]] is None
    assert s.wloc["knife-1"] == "hall-22" and "cook" not in s.held
    assert any(e["type"] == "weapon-dropped" and e["to"] == "hall-22" for e in ev)


def test_a_knife_used_by_hand_stays_held_when_its_target_dies():
    """"If wielded by hand, it may only be used in the same area": a knife
    used in its holder's own area is not thrown, so it stays in his hand even
    when the monster it struck is killed."""
    s, m = position({"cook": "galley"}, [("baby", "galley")],
                    held={"cook": "knife-1"}, known={"knife": "kill3"})
    s.dice = FixedDice([6, 6, 6])
    ev = play(s, att("cook", m["baby1"], "knife-1"), RESOLVE)
    assert s.loc[m["baby1"]] is None
    assert s.held["cook"] == "knife-1" and s.wloc["knife-1"] == HELD + "cook"
    assert not any(e["type"] == "weapon-dropped" for e in ev)


def test_a_knife_used_by_hand_stays_held_when_its_target_changes_stage():
    """A known Grow swaps the target's counter for the next stage; the knife
    used by hand stays with its holder all the same."""
    s, m = position({"cook": "galley"}, [("baby", "galley")],
                    held={"cook": "knife-1"}, known={"knife": "grow"})
    play(s, att("cook", m["baby1"], "knife-1"), RESOLVE)
    assert s.loc[m["baby1"]] is None and len(s.monsters_in("galley")) == 1     # grown to an Adult
    assert s.held["cook"] == "knife-1"


def test_a_knife_wielded_by_a_crewman_killed_in_the_blast_falls_where_he_dies():
    """Not thrown, so "left behind when he dies": it lies in his area."""
    s, m = position({"cook": "hall-43", "captain": "damage-control"}, [("baby", "hall-43")],
                    held={"cook": "knife-1", "captain": "rocket-fuel-1"},
                    known={"knife": "kill3", "rocket-fuel": "kill3"})
    s.dice = FixedDice([1] * 6 + [6] * 5)
    play(s, att("cook", m["baby1"], "knife-1"), att("captain", "hall-43", "rocket-fuel-1"), RESOLVE)
    assert s.status["cook"] == DEAD
    assert s.wloc["knife-1"] == "hall-43"
