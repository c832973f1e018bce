"""A side's observation: the game without its future (issue 24, item 6).

The only hidden things in this game are the dice and the order of the chits
in the cup. An observation must carry neither, must load like any state, and
a bot given it must choose exactly as it does when given the whole state.
"""
import random

import pytest

from greenthings.bots import make_bot
from greenthings.bots.worker import BotWorker
from greenthings.engine import (
    CHIT_NAMES, NO_DICE, Options, apply, legal_actions, load_state, new_state, observe,
)
from greenthings.engine.tables import CHIT_RANK


def _positions(seed: int, options: Options, every: int = 7, limit: int = 400):
    """States along a random game, each a few actions apart."""
    s, _ = new_state(seed, options)
    rng = random.Random(seed)
    for i in range(limit):
        if s.phase == "over":
            return
        acts = legal_actions(s)
        if i % every == 0:
            yield s.clone()
        apply(s, rng.choice(acts))


def test_an_observation_has_no_dice_and_a_cup_in_table_order():
    for s in _positions(3, Options()):
        o = observe(s, "crew")
        assert o["rng"] == NO_DICE
        assert o["cup"] == sorted(s.cup, key=CHIT_RANK.__getitem__)
        assert sorted(o["cup"]) == sorted(s.cup)          # the same chits, only their order gone
        loaded = load_state(o)
        assert (loaded.dice.seed, loaded.dice.draws) == (0, 0)
        assert loaded.phase == s.phase and loaded.to_play == s.to_play
    full = observe(next(_positions(3, Options())), "monsters")
    assert set(full) == set(next(_positions(3, Options())).to_json())   # nothing else left out


def test_a_side_must_be_named():
    s, _ = new_state(1)
    with pytest.raises(ValueError, match="side"):
        observe(s, "natives")


def test_a_state_given_other_dice_holds_its_cup_in_table_order():
    """A clone with another future also loses the cup's order: that is what
    makes a bot's choice the same from the state and from its observation."""
    from greenthings.engine import Dice
    s, _ = new_state(1)
    s.cup.reverse()                               # as after chits went back in the cup
    assert s.clone().cup == s.cup                 # the game's own copy keeps its order
    assert s.clone(Dice(9)).cup == sorted(s.cup, key=CHIT_RANK.__getitem__)
    assert set(CHIT_RANK) == set(CHIT_NAMES)


@pytest.mark.parametrize("bot_name, options", [
    ("heuristic", Options()),
    ("mcts:sims=6", Options()),
    ("mcts:sims=6", Options(species="obnoxious-orange-things", outside=True)),
    ("mcts:sims=6", Options(species="insidious-purple-things", comm_beamer_frequencies=True)),
])
def test_a_bot_given_the_observation_plays_the_same_moves(bot_name, options):
    checked = 0
    for s in _positions(11, options, every=23, limit=400):
        if len(legal_actions(s)) < 2:
            continue
        s.cup.reverse()       # a cup out of table order, as after chits went back in it
        whole = make_bot(bot_name, seed=5).choose(s)
        seen = make_bot(bot_name, seed=5).choose(load_state(observe(s, s.to_play)))
        assert whole == seen, f"{bot_name} chose differently in phase {s.phase}"
        checked += 1
        if checked == 6:
            return
    pytest.fail(f"only {checked} positions with a choice")


def test_the_bot_process_is_sent_only_the_observation():
    s, _ = new_state(12345)
    sent = []

    class Pipe:
        def send(self, msg):
            sent.append(msg)

    w = BotWorker(seed=1)
    w._ensure = lambda: setattr(w, "_conn", Pipe())      # no process: catch what would be sent
    w.start("heuristic", s)
    (_req, _name, _seed, observation, _budget), = sent
    assert observation["rng"] == NO_DICE
    assert observation == observe(s, s.to_play)
