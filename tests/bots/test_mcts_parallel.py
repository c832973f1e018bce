"""Root-parallel MCTS (`workers=N`, mcts_parallel.py): one worker searches
exactly as before; two add up their rollouts, repeat themselves, survive a
helper's death and end their helper on close. Fixed rollout counts only: no
test here depends on how fast the machine is."""
import logging
import os
import signal
import types
import zlib

import pytest

from greenthings.bots import make_bot, mcts, mcts_parallel
from greenthings.bots.mcts import LEVELS, MCTSBot
from greenthings.engine import Dice, legal_actions, load_state, observe


def _fake_value(s, side):
    """A stand-in for the fitted evaluation (evaluate.py is refitted now and
    then): a fixed pseudo-random number of the rollout's end, so that the
    pinned choices below test the search's bookkeeping, not the weights."""
    k = f"{side}|{s.round}|{s.phase}|{s.dice.draws}|{len(s.crew_aboard())}|{len(s.monsters_on_board())}"
    return zlib.crc32(k.encode()) % 1000 / 1000


class _TickClock:
    def __init__(self, step):
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self):
        self.now += self.step
        self.reads += 1
        return self.now


# Recorded with the search as it was before `workers` (commit a1203ca), the
# evaluation replaced by _fake_value: position index -> (sims=8,plans=6
# choice, choice of Hard with 6 plans and 12 ticks of a 1/16 s clock). A
# deliberate change to the heuristic's play changes these, as it changes the
# fingerprints (tests/engine/test_fingerprint.py): re-record both then.
PINNED = {
    4: ({"type": "place-monster", "to": "damage-control", "choice": "adult"},
        {"type": "place-monster", "to": "damage-control", "choice": "adult"}),
    100: ({"type": "end-phase"}, {"type": "attack", "piece": "engineer", "target": "adult-3"}),
    112: ({"type": "move", "piece": "marine-18", "to": "hall-44"},
          {"type": "move", "piece": "robot", "to": "machine-shop"}),
}


def test_one_worker_searches_as_before(positions, monkeypatch):
    monkeypatch.setattr(mcts, "value", _fake_value)
    for i, (by_sims, by_time) in PINNED.items():
        s = positions[i]
        bot = make_bot("mcts:sims=8,plans=6", 3)
        assert bot.choose(s).to_dict() == by_sims, i
        assert (bot.last_stats["sims"], bot.last_stats["processes"]) == (8, 1)
        clock = _TickClock(1 / 16)
        bot = MCTSBot(2, level="hard", clock=clock, **{**LEVELS["hard"], "plans": 6})
        assert bot.choose(s, budget_s=12 / 16).to_dict() == by_time, i
        assert (bot.last_stats["sims"], clock.reads) == (12, 15)
        assert bot._pool is None


def test_a_helper_rolls_the_parents_position(positions):
    """A helper is sent the observation and rebuilds the position with
    load_state: the same plan with the same dice must score the same there."""
    bot = make_bot("mcts:sims=4", 1)
    for s in (positions[20], positions[112]):
        side = s.to_play
        there = load_state(observe(s, side))
        plan = bot._segment(s, None, side, bot.rng, 0.0)
        for ds in (11, 12):
            assert bot._rollout(there, plan, side, ds, None) == bot._rollout(s, plan, side, ds, None)
        assert there.clone(Dice(5)).cup == s.clone(Dice(5)).cup


def test_workers_option_parses():
    assert make_bot("mcts:hard,workers=4", 1).workers == 4
    assert make_bot("mcts:hard", 1).workers == 1
    assert MCTSBot(1, workers=0).workers == 1


@pytest.fixture(scope="module")
def pair():
    bot = make_bot("mcts:sims=8,plans=6,workers=2", 3)
    yield bot
    bot.close()


def test_two_workers_add_up_their_rollouts_and_repeat(positions, pair):
    s = positions[112]
    a = pair.choose(s)
    assert a in legal_actions(s)
    first = dict(pair.last_stats)
    assert first["processes"] == 2 and first["sims"] == 8, first   # 4 each, all counted
    # the parent rolls plans 0-3, the helper starts its round at plan 3: every plan is rolled
    assert first["rollouts"] == [2, 1, 1, 2, 1, 1], first
    lone = make_bot("mcts:sims=4,plans=6", 3)
    lone.choose(s)
    assert lone.last_stats["rollouts"] == [1, 1, 1, 1, 0, 0]
    assert pair.choose(s) == a and pair.last_stats == first, "the same seed searched differently"


def test_a_helper_killed_mid_search_costs_only_its_rollouts(positions, pair, caplog):
    s = positions[100]
    pair.choose(s)                         # the helper is up
    pid = pair._pool.pids()[0]
    own = pair.score_plans

    def kill_then_roll(*args, **kw):       # the helper dies while the parent rolls
        os.kill(pid, signal.SIGKILL)
        return own(*args, **kw)
    pair.score_plans = kill_then_roll
    with caplog.at_level(logging.WARNING, logger=mcts_parallel.__name__):
        a = pair.choose(s)
    del pair.score_plans
    assert a in legal_actions(s)
    assert pair.last_stats["processes"] == 1 and pair.last_stats["sims"] == 4
    assert "died" in caplog.text
    pair.choose(s)                         # the next search has a helper again
    assert pair.last_stats["processes"] == 2 and pair._pool.pids()[0] != pid


def test_close_ends_the_helpers(positions, pair):
    pair.choose(positions[4])
    procs = [p for p in pair._pool._procs if p is not None]
    assert procs and all(p.is_alive() for p in procs)
    pair.close()
    assert pair._pool is None and not any(p.is_alive() for p in procs)


def test_a_daemonic_process_searches_alone(positions, monkeypatch, caplog):
    """A daemonic process (a pool's worker) may not start processes."""
    monkeypatch.setattr(mcts_parallel.mp, "current_process", lambda: types.SimpleNamespace(daemon=True))
    s = positions[112]
    bot = make_bot("mcts:sims=8,plans=6,workers=2", 3)
    with caplog.at_level(logging.WARNING, logger=mcts_parallel.__name__):
        a = bot.choose(s)
    assert "searching alone" in caplog.text and bot._pool.pids() == []
    assert a == make_bot("mcts:sims=8,plans=6", 3).choose(s) and bot.last_stats["processes"] == 1


def test_the_bench_compares_with_one_worker(capsys):
    from greenthings.bench.__main__ import main
    assert main(["mcts-workers", "--level", "sims=4,plans=4", "--positions", "1", "--every", "5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("2 workers, 4 rollouts each: rollouts per search median 8,"), out
    assert out[2].startswith("1 worker, 8 rollouts: rollouts per search median 8,"), out
    assert out[-1].startswith("1 of 1 positions searched; agree with the last: 2 workers "), out


def test_the_bench_samples_the_game_asked(monkeypatch, capsys):
    from greenthings.bench import mcts_workers
    from greenthings.bench.__main__ import main
    seen = []
    real = mcts_workers.sample

    def spy(n, every, seed, options=None, side=None):
        out = real(n, every, seed, options, side)
        seen.extend(out)
        return out
    monkeypatch.setattr(mcts_workers, "sample", spy)
    assert main(["mcts-workers", "--level", "sims=2,plans=3", "--positions", "1", "--every", "5",
                 "--species", "obnoxious-orange-things", "--outside"]) == 0
    assert [(s.species.id, s.outside is not None) for s in seen] == [("obnoxious-orange-things", True)]
