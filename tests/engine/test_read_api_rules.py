"""Rules the bots once worked out for themselves, now asked of the read API:
ways to a goal round areas to avoid (`steps_to`), a crewman's hand-to-hand
dice (`hand_dice`) and the total a monster attack needs to kill whom
(`kill_total`), checked against the engine's own rolls."""
from __future__ import annotations

from collections import deque

import pytest

from greenthings.engine import (
    CREW_BY_ID, Options, State, distances, hand_dice, kill_total, stage_distances, steps_to,
)
from greenthings.engine.outside.fighting import hit_unit, unit_con

from .outside_helpers import outside_position

MOVER, SUIT = "cargo-mover-1", "jet-suit-1"


def _reference(ship, start: str, goal: str, avoid: set[str]) -> int | None:
    """Steps from `start` to `goal` over the map's neighbours, through no area of `avoid`."""
    seen, queue = {start: 0}, deque([start])
    while queue:
        a = queue.popleft()
        if a == goal:
            return seen[a]
        if a in avoid and a != start:
            continue
        for n in ship.neighbors[a]:
            if n not in seen:
                seen[n] = seen[a] + 1
                queue.append(n)
    return None


@pytest.mark.parametrize("avoid", [set(), {"mess-deck"}, {"hall-5", "sick-bay", "galley"}])
def test_steps_to_a_goal_never_pass_through_an_avoided_area(avoid):
    s = State.new(1)
    D = distances(s)
    for goal in ("galley", "bridge-1", "engine-room"):
        ways = steps_to(D, goal, avoid - {goal})
        for a in s.map.area_ids:
            assert ways.get(a) == _reference(s.map, a, goal, avoid - {goal}), (a, goal, avoid)


def test_steps_to_follow_one_way_moves():
    """A Purple Adult goes through walls: its steps to a goal are its own, not the map's."""
    s = State.new(1, Options(species="insidious-purple-things"))
    D = stage_distances(s, "adult")
    for goal in ("galley", "ships-store", "hospital-ward"):
        ways = steps_to(D, goal)
        assert ways == {a: D[a][goal] for a in s.map.area_ids if goal in D[a]}


def test_hand_dice_a_unit_replaces_the_occupants_own():
    s, _ = outside_position({"cook": "main-cargo-hold", "doc": "main-cargo-hold", "sergeant": "main-cargo-hold"},
                            occupants={MOVER: "cook", SUIT: "doc"})
    assert hand_dice(s, "sergeant") == CREW_BY_ID["sergeant"].dice
    assert hand_dice(s, "cook") == 3 and hand_dice(s, "doc") == 1


@pytest.mark.parametrize("unit,where,carries", [(MOVER, "main-cargo-hold", True), (SUIT, "space:dorsal", False)])
def test_kill_total_is_the_roll_that_kills_the_occupant(unit, where, carries):
    """Inside the hull the hits over a unit's constitution carry to its
    occupant; wrecked outside it, the unit leaves him in space."""
    s, _ = outside_position({"cook": where}, units={unit: where}, occupants={unit: "cook"})
    con, cook = unit_con(unit), CREW_BY_ID["cook"].con
    assert kill_total(s, "cook") == ("cook", cook)
    victim, total = kill_total(s, unit)
    assert victim == "cook" and total == (con + cook if carries else con)
    for roll in (total - 1, total):
        trial = s.clone()
        killed = hit_unit(trial, unit, roll, [], "test")
        assert (killed == "cook") == (roll >= total), roll


def test_kill_total_of_an_empty_unit_kills_nobody():
    s, _ = outside_position({"cook": "galley"})
    assert kill_total(s, SUIT) == (None, unit_con(SUIT))
