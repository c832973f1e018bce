"""MCTS: legal in every phase with a tiny budget, reproducible, budget respected."""
from greenthings.bots import make_bot
from greenthings.bots.common import state_key
from greenthings.bots.mcts import LEVELS, MCTSBot
from greenthings.engine import Dice, apply, legal_actions, new_state


def test_mcts_legal_on_sampled_positions(positions):
    bot = make_bot("mcts:sims=4", 1)
    for s in positions[::8]:
        before = state_key(s)
        a = bot.choose(s)
        assert a in legal_actions(s)
        assert state_key(s) == before


def test_mcts_same_choice_whatever_the_hidden_future(positions):
    for s in positions[1::18]:
        a1 = make_bot("mcts:sims=6", 5).choose(s.clone(dice=Dice(1)))
        a2 = make_bot("mcts:sims=6", 5).choose(s.clone(dice=Dice(424242)))
        assert a1 == a2, s.phase


class _TickClock:
    """A clock that moves on a fixed step each time it is read: searches with
    it are deterministic, whatever the machine's load (timings: greenthings/bench)."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


def test_time_budget_holds(positions):
    """The search stops once its budget is spent on its clock. It reads the
    clock once a rollout, so with 1/32 s a reading a 1/8 s budget is four
    rollouts; the turn's bookkeeping reads it twice more. (Binary fractions:
    the sums are exact.)"""
    clock = _TickClock(1 / 32)
    bot = MCTSBot(2, level="normal", clock=clock, **LEVELS["normal"])
    searched = 0
    for s in positions[::6]:
        before = clock.now
        a = bot.choose(s, budget_s=1 / 8)
        assert a in legal_actions(s)
        assert clock.now - before <= 1 / 8 + 3 * clock.step, "the search ran past its budget"
        searched += clock.now > before
    assert searched >= 3, "no search ran: the test proves nothing"


def test_forced_moves_do_no_search():
    s, _ = new_state(2)
    clock = _TickClock(0.001)
    bot = MCTSBot(0, level="hard", clock=clock, **LEVELS["hard"])
    while len(legal_actions(s)) != 1:
        apply(s, legal_actions(s)[0])
    assert bot.choose(s) == legal_actions(s)[0]
    assert clock.reads == 0, "a forced move started a search"


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






def _hard_bot(**kw):
    from greenthings.bots.mcts import LEVELS
    return MCTSBot(7, level="hard", **{**LEVELS["hard"], **kw})


def _play_one_crew_turn(bot, seed=3):
    """The crew's third turn against the heuristic monsters, by `bot`;
    returns the seconds of the bot's clock each decision took."""
    s, _ = new_state(seed)
    other = make_bot("heuristic", 1)
    while not (s.phase == "crew-grab" and s.round >= 3):
        apply(s, other.choose(s))
    took = []
    while s.phase != "over" and s.to_play == "crew" and s.round == 3:
        t = bot.clock.now
        apply(s, bot.choose(s))
        took.append(bot.clock.now - t)
    return took


def test_hard_thinks_at_most_eight_seconds_a_turn():
    """Issue: Hard's thinking is capped at 8 s a turn. One tick of the clock is
    two hundredths of a second, read once or twice a rollout."""
    from greenthings.bots.mcts import LEVELS, turn_cap
    assert LEVELS["hard"]["turn_cap_s"] == 8.0 == turn_cap("mcts:hard")
    assert turn_cap("mcts:normal") == LEVELS["normal"]["turn_cap_s"] and turn_cap("heuristic") is None
    bot = _hard_bot(clock=_TickClock(0.02))
    took = _play_one_crew_turn(bot)
    # the cap, plus the last rollout of the search that reached it
    assert sum(took) <= 8.0 + 0.2, took
    assert sum(took) > 2.0, "the turn should have had real searches"


def test_hard_leaves_time_for_the_end_of_its_turn():
    """No search takes more than its share (0.4) of what is left of the turn,
    so the turn's later searches still get time; without the share the first
    three searches spend nearly all of it."""
    took = _play_one_crew_turn(_hard_bot(clock=_TickClock(0.02)))
    used = 0.0
    for t in took:
        assert t <= 0.4 * (8.0 - used) + 0.1, (took, used)
        used += t
    greedy = _play_one_crew_turn(_hard_bot(clock=_TickClock(0.02), share=1.0, settle=None))
    assert sum(greedy) > sum(took)


def test_a_timed_search_settles_when_one_plan_is_clearly_ahead():
    bot = _hard_bot()
    close = [[5.0, 10], [4.5, 10]]
    clear = [[8.0, 10], [3.0, 10]]
    assert not bot._settled(clear, [0, 1], 4)          # too few rollouts yet
    assert bot._settled(clear, [0, 1], 10)
    assert not bot._settled(close, [0, 1], 10)
    assert bot._settled(clear + [[0.0, 10]], [0, 1, 2], 10)       # ahead of every plan in play
    assert not bot._settled(clear + [[7.0, 10]], [0, 1, 2], 10)   # ... and not of the third
    assert not make_bot("mcts:normal")._settled(clear, [0, 1], 10)  # Normal searches its full budget


def test_the_lower_levels_play_a_share_of_their_turns_by_the_heuristic():
    """Easy and Normal's handicap (`follow`): a turn drawn for it is the
    heuristic's, unsearched, the draw made once a turn from the bot's seed.
    Hard and the fixed-rollout `sims=N` have none."""
    from greenthings.bots.heuristic import heuristic_action
    assert LEVELS["easy"]["follow"] > LEVELS["normal"]["follow"] > LEVELS["hard"].get("follow", 0.0) == 0.0
    easy, normal = make_bot("mcts:easy", 1), make_bot("mcts:normal", 1)
    assert make_bot("mcts:sims=40", 1).follow == 0.0 and normal.follow == LEVELS["normal"]["follow"]
    assert easy.book == 0 and normal.book == 1                      # Easy sets up by the rule
    assert easy.mfollow > normal.mfollow == normal.follow           # the monsters' share, where it differs
    one_sided = make_bot("mcts:sims=4,follow=0,mfollow=1", 2)
    assert one_sided._follows("monsters", 3) and not one_sided._follows("crew", 3)
    s, _ = new_state(3)
    other = make_bot("heuristic", 1)
    while not (s.phase == "crew-grab" and s.round >= 2):
        apply(s, other.choose(s))
    kinds = []
    for seed in range(12):
        bot = make_bot("mcts:sims=4,follow=0.5", seed)
        follows = bot._follows("crew", 2)
        assert follows == make_bot("mcts:sims=4,follow=0.5", seed)._follows("crew", 2)
        g = s.clone()
        searches = 0
        while g.phase != "over" and g.to_play == "crew" and g.round == 2:
            acts = legal_actions(g)
            bot.last_stats = {}
            a = bot.choose(g)
            searches += bool(bot.last_stats)
            if follows:
                assert a == heuristic_action(g, acts)          # the heuristic's own move
            apply(g, a)
        assert (searches == 0) == follows
        kinds.append(follows)
    assert True in kinds and False in kinds


def _scored_by_index(bot):
    """The bot's rollouts replaced: plan i is worth i/100, whatever the dice."""
    bot._rollout = lambda root, plan, side, dice_seed, rng: plan[0] / 100
    return bot


def test_sequential_halving_spreads_a_big_budget_over_its_phases():
    """16 plans, 400 rollouts: four phases of about 100 each, so even the
    plans cut first had 7 rollouts (cut at every doubling of the rounds, they
    had 2, and the last two plans the rest)."""
    import random
    bot = _scored_by_index(make_bot("mcts:sims=400"))
    plans = [(i,) for i in range(16)]
    stats, alive, n, _rnd = bot.score_plans(None, plans, "crew", random.Random(1), None, 400)
    counts = [c for _, c in stats]
    assert n == 400
    assert min(counts[1:]) == 7 and counts[1] == 7
    assert set(alive) == {0, 13, 14, 15} and counts[15] == max(counts)   # 16, 9, 6, 4 (plan 0 kept)
    # a small budget cuts no sooner than 2, 4, 8, ... rounds, as it always did
    stats, alive, n, _rnd = bot.score_plans(None, plans, "crew", random.Random(1), None, 40)
    assert [c for _, c in stats][1] == 2 and n == 40


def test_a_timed_search_halves_by_the_time_spent():
    import random
    bot = _scored_by_index(MCTSBot(clock=_TickClock(1.0)))
    plans = [(i,) for i in range(16)]
    stats, alive, n, _rnd = bot.score_plans(None, plans, "crew", random.Random(1), 400.0, None)
    assert 390 <= n <= 400
    assert min(c for _, c in stats[1:]) >= 6 and max(alive) == 15
