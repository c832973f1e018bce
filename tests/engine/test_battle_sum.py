"""A battle's effects are summed once (battle_sums.sum_effects) for the resolution,
the preview and the read API: in every battle declared in random games, the
dice the preview shows on each target are the dice the engine rolls on it,
against the constitution it shows, and the read API's `declared_effects`
agrees with the preview.

The default run checks about 2,000 positions with an open battle (every
shipped species, with and without Outside the Znutar);
GREENTHINGS_BATTLE_POSITIONS=N checks N.
"""
from __future__ import annotations

import itertools
import os
import random

from greenthings.engine import (
    RESOLVE, Options, apply, battle, battle_preview, declared_effects, is_crew, legal_actions, new_state,
)
from greenthings.engine.species.shipped import SHIPPED

from tests.engine.helpers import by_kind, play, position
from tests.engine.test_battle_odds import att

POSITIONS = int(os.environ.get("GREENTHINGS_BATTLE_POSITIONS", "2000"))
KINDS = list(itertools.product([sp.id for sp in SHIPPED], (False, True)))


def _follow(events: list, m: str) -> dict:
    """What the resolution rolled on monster `m`, following it through the
    counters it becomes: {"kill": (dice, need), "stun": (dice, need)}."""
    rolled: dict[str, tuple[int, int]] = {}
    cur = m
    for e in events:
        if cur is None:
            break
        t = e["type"]
        if t in ("grew", "shrank") and e.get("piece") == cur:
            cur = e["new"]
        elif t in ("destroyed", "killed", "fragmented") and e.get("piece") == cur:
            cur = None
        elif t == "roll" and e.get("target") == cur and e.get("purpose") in ("kill", "stun"):
            assert e["purpose"] not in rolled, f"two {e['purpose']} rolls on {m}"
            rolled[e["purpose"]] = (len(e["dice"]), e["need"])
    return rolled


def check_battle(s) -> int:
    """Resolve the open battle on a copy and compare each previewed target's
    dice with the roll made on it. Returns how many targets were compared."""
    rows = battle_preview(s)
    crew_battle = any(is_crew(d.attacker) or d.attacker is None for d in battle(s).declarations)
    if crew_battle:
        eff = declared_effects(s)
        for row in rows:
            e = eff.get(row["target"], {})
            assert (e.get("kill", 0), e.get("stun", 0)) == (row["kill_dice"], row["stun_dice"]), (row, e)
    trial = s.clone()
    events = apply(trial, RESOLVE)
    compared = 0
    for row in rows:
        target = row["target"]
        if row["unknown"]:
            continue            # its chits are drawn in the resolution
        if is_crew(target):
            rolls = [e for e in events if e["type"] == "roll" and e.get("target") == target
                     and e.get("purpose") == "kill" and e.get("attackers")]
            assert [(len(e["dice"]), e["need"]) for e in rolls] == [(row["kill_dice"], row["need"])], row
            compared += 1
            continue
        if target not in s.specs:
            continue            # Outside the Znutar: a unit (its roll reports a total only)
        rolled = _follow(events, target)
        if row["p_kill"] == 1.0 and not row["kill_dice"]:
            assert not rolled, (row, rolled)        # shrunk away before any die
        else:
            want = (row["kill_dice"], row["need"]) if row["kill_dice"] else None
            assert rolled.get("kill") == want, (row, rolled)
            if "stun" in rolled:
                assert rolled["stun"] == (row["stun_dice"], row["need"]), (row, rolled)
            elif row["stun_dice"] and "kill" not in rolled:
                raise AssertionError(f"no stun roll on {target}: {row}")
        compared += 1
    return compared


def test_previewed_dice_are_the_dice_rolled_in_random_battles():
    positions = compared = 0
    for seed in itertools.count():
        species, outside = KINDS[seed % len(KINDS)]
        s, _ = new_state(seed, Options(species=species, outside=outside, mode="full",
                                       comm_beamer_frequencies=seed % 3 == 0, extra_adult=seed % 4 == 0))
        rng = random.Random(seed)
        for _ in range(3000):
            if s.phase == "over" or positions >= POSITIONS:
                break
            acts = legal_actions(s)
            if battle(s) is not None and RESOLVE in acts:
                positions += 1
                compared += check_battle(s)
            apply(s, by_kind(rng, acts))
        if positions >= POSITIONS:
            break
    assert compared >= POSITIONS // 2        # most open battles have a target whose dice are known


def test_two_gas_grenades_count_once_in_the_read_api_too():
    """"Gas Grenade": two in one area do not multiply the effect. The read API
    said 8 kill dice for two grenades known to kill with 4; the engine rolls 4."""
    s, ids = position({"cook": "galley", "doc": "galley"}, [("adult", "mess-deck")],
                      held={"cook": "gas-grenade-1", "doc": "gas-grenade-2"}, known={"gas-grenade": "kill4"})
    play(s, att("cook", "mess-deck", "gas-grenade-1"), att("doc", "mess-deck", "gas-grenade-2"))
    adult = ids["adult1"]
    assert declared_effects(s)[adult]["kill"] == 4
    assert battle_preview(s)[0]["kill_dice"] == 4
    assert _follow(apply(s.clone(), RESOLVE), adult)["kill"] == (4, 16)
