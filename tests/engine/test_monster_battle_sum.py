"""A monster battle's dice are summed once (battle_sums.monster_attacks) for the
resolution and the preview: in monster battles declared in random games,
each target the preview shows gets one roll, of the dice it shows, against
the total it shows.

The resolution is tried with dice that all land 1, so that a roll's total
is its number of dice: a roll on a crewman lists its dice, but one on an
Outside the Znutar unit reports its total only. The default run checks 80
positions with an open monster battle (every shipped species, with and
without the expansion); the long checks take 2,000.

(Crew battles: test_battle_sum.py.)
"""
from __future__ import annotations

import itertools
import random

import pytest

from greenthings.engine import RESOLVE, Options, apply, battle, battle_preview, is_crew, legal_actions, new_state

from tests.engine.helpers import by_kind
from tests.engine.test_battle_sum import KINDS
from tests.long import long_case


class OnesDice:
    """The game's dice, except that every die of a roll lands 1 (drawing as
    the real roll does); single draws (chits, 1d3s, victims) stay random."""

    def __init__(self, dice) -> None:
        self.dice = dice

    def roll(self, n: int) -> list[int]:
        self.dice.roll(n)
        return [1] * n

    def __getattr__(self, attr: str):
        return getattr(self.dice, attr)


def check_monster_battle(s) -> tuple[int, int]:
    """Resolve the open monster battle on a copy; every previewed target is
    rolled on once with the previewed dice and total. Returns (crewmen,
    units) compared."""
    rows = battle_preview(s)
    assert rows and not any(row["unknown"] or row["stun_dice"] for row in rows), rows
    trial = s.clone()
    trial.dice = OnesDice(trial.dice)
    events = apply(trial, RESOLVE)
    rolled = sorted((e["target"], e["total"], e["need"]) for e in events
                    if e["type"] == "roll" and e.get("attackers"))
    assert rolled == sorted((row["target"], row["kill_dice"], row["need"]) for row in rows), (rows, rolled)
    crewmen = sum(1 for row in rows if is_crew(row["target"]))
    return crewmen, len(rows) - crewmen


@pytest.mark.parametrize("positions", [80, long_case(2000, id="2000")])
def test_previewed_monster_dice_are_the_dice_rolled(positions):
    found = crewmen = units = 0
    for seed in itertools.count():
        species, outside = KINDS[seed % len(KINDS)]
        s, _ = new_state(seed, Options(species=species, outside=outside, mode="full", extra_adult=seed % 4 == 0))
        rng = random.Random(seed)
        for _ in range(3000):
            if s.phase == "over" or found >= positions:
                break
            acts = legal_actions(s)
            if s.to_play == "monsters" and battle(s) is not None and RESOLVE in acts:
                found += 1
                c, u = check_monster_battle(s)
                crewmen, units = crewmen + c, units + u
            apply(s, by_kind(rng, acts))
        if found >= positions:
            break
    assert crewmen >= positions // 2 and units > 0, (crewmen, units)
