"""Random legal games to their end, for each shipped species in turn, with
the invariants checked after every action (no more counters than the box holds, all 29 weapons accounted for,
the dead stay dead, no piece in two places, scores well formed).

Every species, both modes (Crew Survival one game in seven) and the variants
take turns, with and without the expansion. The default run keeps the fuzz
small (64 games and 12 with the expansion, seconds a chunk);
GREENTHINGS_FUZZ_GAMES=N plays N games and N/20 with the expansion: the
weekly long checks (.github/workflows/long-checks.yml) play 10,000. Run
them here with

    GREENTHINGS_FUZZ_GAMES=10000 .venv/bin/python -m pytest -q -n 2 --timeout=0 tests/engine/test_fuzz.py
"""
import os
import random

import pytest

from greenthings.engine import Options, apply, check_invariants, legal_actions, new_state
from greenthings.engine.species.shipped import SHIPPED
from greenthings.engine.state import DEAD
from greenthings.engine.tables import CHITS

GAMES = int(os.environ.get("GREENTHINGS_FUZZ_GAMES", "64"))
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


def options_for(i: int, outside: bool = False) -> Options:
    """The options of game number `i`: the species take turns; of each species'
    games, one in four is Crew Survival (a short game), one in three has the
    Comm Beamer's two frequencies and one in five the extra Adult."""
    k = i // len(SHIPPED)
    return Options(outside=outside, species=SHIPPED[i % len(SHIPPED)].id, mode="survival" if k % 4 == 0 else "full",
                   comm_beamer_frequencies=k % 3 == 0, extra_adult=k % 5 == 0)


def test_the_default_run_meets_every_kind_of_game():
    """Every species in both modes, each variant on and off, in and out of
    the expansion: the small default run leaves no kind of game out."""
    kinds = {(o.species, o.mode, o.outside) for o in map(options_for, range(GAMES))}
    kinds |= {(o.species, o.mode, o.outside) for i in range(OUTSIDE_GAMES) for o in [options_for(i, outside=True)]}
    assert kinds == {(sp.id, mode, outside) for sp in SHIPPED for mode in ("full", "survival")
                     for outside in (False, True)}
    for mode in ("full", "survival"):
        variants = {(o.comm_beamer_frequencies, o.extra_adult)
                    for o in map(options_for, range(GAMES)) if o.mode == mode}
        assert variants == {(a, b) for a in (False, True) for b in (False, True)}, mode


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_invariants(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        play_random_game(seed, options_for(seed))


OUTSIDE_GAMES = max(GAMES // 20, 12)   # an expansion game runs longer (crew and monsters wander in and out)


@pytest.mark.parametrize("chunk", range(2))
def test_random_games_with_outside_the_znutar_keep_invariants(chunk):
    """The expansion on, with every species and the variants in turn."""
    for seed in range(chunk, OUTSIDE_GAMES, 2):
        play_random_game(10_000 + seed, options_for(seed, outside=True))


def test_crew_survival_games():
    for seed in range(50):
        s, _ = new_state(seed, Options(mode="survival", species=SHIPPED[seed % len(SHIPPED)].id))
        rng = random.Random(seed)
        while s.phase != "over":
            apply(s, rng.choice(legal_actions(s)))
            check_invariants(s)
        assert s.result.winner in ("crew", "monsters")
