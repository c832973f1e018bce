"""MCTS: legal in every phase with a tiny budget, reproducible, budget respected."""
import statistics
import time

from greenthings.bots import make_bot
from greenthings.bots.common import state_key
from greenthings.bots.mcts import MCTSBot
from greenthings.engine import Dice, apply, legal_actions, new_state


def test_mcts_legal_on_sampled_positions(positions):
    bot = make_bot("mcts:sims=4", 1)
    for s in positions[::2]:
        before = state_key(s)
        a = bot.choose(s)
        assert a in legal_actions(s)
        assert state_key(s) == before


def test_mcts_same_choice_whatever_the_hidden_future(positions):
    for s in positions[1::9]:
        a1 = make_bot("mcts:sims=6", 5).choose(s.clone(dice=Dice(1)))
        a2 = make_bot("mcts:sims=6", 5).choose(s.clone(dice=Dice(424242)))
        assert a1 == a2, s.phase


def test_time_budget_holds(positions):
    bot = make_bot("mcts:normal", 2)
    times = []
    for s in positions[::6]:
        t = time.perf_counter()
        a = bot.choose(s, budget_s=0.1)
        times.append(time.perf_counter() - t)
        assert a in legal_actions(s)
    # 0.1 s of search plus one rollout and the plan bookkeeping; the median and
    # the 90th percentile over the positions, so one slow moment on a busy
    # machine does not decide it.
    times.sort()
    assert statistics.median(times) < 0.25, times
    assert times[int(len(times) * 0.9)] < 0.6, times


def test_forced_moves_are_instant():
    s, _ = new_state(2)
    bot = make_bot("mcts:hard", 0)
    while len(legal_actions(s)) != 1:
        apply(s, legal_actions(s)[0])
    times = []
    for _ in range(5):
        t = time.perf_counter()
        bot.choose(s)
        times.append(time.perf_counter() - t)
    assert statistics.median(times) < 0.01, times


def test_levels_and_cached_plan():
    for lvl in ("easy", "normal", "hard"):
        assert isinstance(make_bot(f"mcts:{lvl}"), MCTSBot)
    s, _ = new_state(4)
    bot = make_bot("mcts:sims=8", 3)
    # play a short game with the bot on both sides: cached plan steps are legal
    n = 0
    while s.phase != "over" and s.round < 2 and n < 400:
        a = bot.choose(s)
        assert a in legal_actions(s)
        apply(s, a)
        n += 1


def test_level_options_and_crew_styles(positions):
    from greenthings.bots.heuristic import heuristic_action
    bot = make_bot("mcts:sims=3,plans=4,styles=safe+hold", 1)
    assert (bot.sims, bot.plans, bot.styles) == (3, 4, ("safe", "hold"))
    assert make_bot("mcts:normal,plans=6,horizon=2", 1).horizon == 2
    crew_moves = [s for s in positions if s.phase == "crew-move"]
    for s in crew_moves[:6]:
        acts = legal_actions(s)
        for st in ("safe", "hold", "mix"):
            assert heuristic_action(s, acts, style=st) in acts
        assert bot.choose(s) in acts


