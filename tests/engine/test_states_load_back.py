"""Every state legal play reaches is one the loader accepts, and it comes
back unchanged: to_json -> load_state -> to_json gives the same JSON, after
every action of games played to their end (epilogue included), for every
shipped species, with and without Outside the Znutar, in both modes and with
the Game Balance variants (issue 23, item 8: a finished game with a boat's
rations at -1 could not be read back).

The default run plays a few short games of each kind. GREENTHINGS_FUZZ_GAMES=N
(the fuzz tests' own setting) plays N more, spread over the same kinds, half
of them with plainly random play (long games: thousands of actions).
"""
from __future__ import annotations

import itertools
import json
import os
import random

import pytest

from greenthings.engine import Options, apply, legal_actions, load_state, new_state
from greenthings.engine.species.shipped import SHIPPED

from tests.engine.helpers import by_kind

KINDS = [(sp.id, outside, mode) for sp, outside, mode in
         itertools.product(SHIPPED, (False, True), ("full", "survival"))]
EXTRA_GAMES = int(os.environ.get("GREENTHINGS_FUZZ_GAMES", "0"))


def _games(extra: int):
    """(seed, options, policy): each kind of game with the variants off and on,
    played at random by kind of action (helpers.by_kind: short games), Crew
    Survival four times (it is a few actions long, all Epilogue), then `extra` more."""
    games = []
    for i, (species, outside, mode) in enumerate(KINDS * 4):
        if mode == "survival" or i < 2 * len(KINDS):
            games.append((i, species, outside, mode, i // len(KINDS) % 2 == 1, by_kind))
    for i in range(extra):
        species, outside, mode = KINDS[i % len(KINDS)]
        games.append((1000 + i, species, outside, mode, i % 3 == 0, by_kind if i % 2 else random.Random.choice))
    return games


def _round_trip(s, where: str) -> None:
    saved = s.to_json()
    text = json.dumps(saved)             # plain JSON: no tuple, set or NaN slips through
    back = load_state(json.loads(text))
    assert back.to_json() == saved, f"{where}: the state changed on loading"


def _play(seed, species, outside, mode, variants, policy) -> tuple[int, bool]:
    opts = Options(species=species, outside=outside, mode=mode,
                   comm_beamer_frequencies=variants, extra_adult=variants)
    s, _ = new_state(seed, opts)
    rng = random.Random(seed)
    where = f"seed {seed}, {opts}"
    _round_trip(s, f"{where}, start")
    n = 0
    while s.phase != "over":
        apply(s, policy(rng, legal_actions(s)))
        n += 1
        _round_trip(s, f"{where}, after action {n} ({s.phase})")
    return n, bool(s.epilogue)


GAMES = _games(EXTRA_GAMES)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: f"{k[0]}-{'outside' if k[1] else 'base'}-{k[2]}")
def test_every_state_of_play_loads_back_unchanged(kind):
    played = [_play(*g) for g in GAMES if g[1:4] == kind]
    assert played and all(n > 0 for n, _ in played)
    if kind[2] == "survival":
        assert any(epilogue for _, epilogue in played), "no boat set out: the Epilogue went untried"
