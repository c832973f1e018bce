"""The Epilogue's odds in the read API: step_odds agrees with the chart's
roll splits face by face, and natives_battle_odds with exact counting and
with many seeded battles."""
from __future__ import annotations

import itertools
import random

import pytest

from greenthings.engine import epilogue_chart, natives_battle_odds, step_odds
from greenthings.engine.tables import CREW_BY_ID


def test_every_plain_roll_has_odds_that_follow_its_split():
    rolls = [s for s in epilogue_chart().values() if s.kind == "roll"]
    assert rolls, "the chart has plain-roll steps"
    for info in rolls:
        by_face = {}
        for face in range(1, 7):
            nxt = info.next[0] if face <= info.split else info.next[1]
            by_face[nxt] = by_face.get(nxt, 0) + 1 / 6
        assert step_odds(info.step) == pytest.approx(by_face), info


def test_steps_that_are_not_plain_rolls_have_no_roll_odds():
    for info in epilogue_chart().values():
        if info.kind != "roll":
            assert step_odds(info.step) == {}


def _exact_one_die_crew() -> float:
    """One crew die against 1-6 natives, counted face by face."""
    wins = total = 0.0
    for natives in range(1, 7):
        for faces in itertools.product(range(1, 7), repeat=natives + 1):
            total_weight = 1 / 6 / 6 ** (natives + 1)
            wins += total_weight * (faces[0] > sum(faces[1:]))
            total += total_weight
    return wins / total


def test_battle_odds_count_exactly_for_a_single_die():
    one_die = next(c for c, info in CREW_BY_ID.items() if info.dice == 1)
    assert natives_battle_odds((one_die,)) == pytest.approx(_exact_one_die_crew())


def test_battle_odds_match_seeded_battles():
    crew = tuple(sorted(CREW_BY_ID))[:3]
    ours = sum(CREW_BY_ID[c].dice for c in crew)
    rng = random.Random(5)
    n = 40000
    won = 0
    for _ in range(n):
        natives = rng.randint(1, 6)
        won += sum(rng.randint(1, 6) for _ in range(ours)) > sum(rng.randint(1, 6) for _ in range(natives))
    assert natives_battle_odds(crew) == pytest.approx(won / n, abs=0.01)
    assert natives_battle_odds(crew + crew) > natives_battle_odds(crew)
