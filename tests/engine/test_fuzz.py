"""Random legal games to their end, for each shipped species in turn, with
the invariants checked after every action (no more counters than the box holds, all 29 weapons accounted for,
the dead stay dead, no piece in two places, scores well formed).

GREENTHINGS_FUZZ_GAMES=N runs more games on demand."""
import os
import random

import pytest

from greenthings.engine import Options, apply, check_invariants, legal_actions, new_state
from greenthings.engine.species.shipped import SHIPPED
from greenthings.engine.state import DEAD
from greenthings.engine.tables import CHITS

GAMES = int(os.environ.get("GREENTHINGS_FUZZ_GAMES", "1000"))
CHUNKS = 8
MAX_ACTIONS = 200_000   # random play can drag on (e.g. the Robot alone aboard, dodged for hundreds of rounds)


def play_random_game(seed: int, options: Options | None = None) -> int:
    s, _ = new_state(seed, options)
    rng = random.Random(seed)
    dead: set[str] = set()
    n = 0
    while s.phase != "over":
        acts = legal_actions(s)
        assert acts, f"seed {seed}: no legal action in {s.phase}"
        assert len(set(acts)) == len(acts), f"seed {seed}: duplicate actions in {s.phase}"
        apply(s, rng.choice(acts))
        n += 1
        assert n < MAX_ACTIONS, f"seed {seed}: game did not end"
        check_invariants(s)
        now_dead = {c for c, st in s.status.items() if st == DEAD}
        assert dead <= now_dead, f"seed {seed}: {dead - now_dead} came back to life"
        dead = now_dead
        assert len(s.cup) + len(s.known) == len(CHITS) or s.options.comm_beamer_frequencies
    r = s.result
    assert r.winner in ("crew", "monsters", None)
    assert set(r.score) == {"crew", "monsters"}
    assert all(v >= 0 for v in r.score.values())
    return n


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_invariants(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        opts = Options(comm_beamer_frequencies=seed % 3 == 0, extra_adult=seed % 5 == 0,
                       species=SHIPPED[seed // CHUNKS % len(SHIPPED)].id)
        play_random_game(seed, opts)


OUTSIDE_GAMES = max(GAMES // 20, 8)   # an expansion game runs longer (crew and monsters wander in and out)


@pytest.mark.parametrize("chunk", range(2))
def test_random_games_with_outside_the_znutar_keep_invariants(chunk):
    """The expansion on, with every species and the variants in turn."""
    for seed in range(chunk, OUTSIDE_GAMES, 2):
        opts = Options(outside=True, comm_beamer_frequencies=seed % 3 == 0, extra_adult=seed % 5 == 0,
                       species=SHIPPED[seed // 2 % len(SHIPPED)].id, mode="survival" if seed % 7 == 6 else "full")
        play_random_game(10_000 + seed, opts)


def test_crew_survival_games():
    for seed in range(50):
        s, _ = new_state(seed, Options(mode="survival", species=SHIPPED[seed % len(SHIPPED)].id))
        rng = random.Random(seed)
        while s.phase != "over":
            apply(s, rng.choice(legal_actions(s)))
            check_invariants(s)
        assert s.result.winner in ("crew", "monsters")
