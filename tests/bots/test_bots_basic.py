"""Random and heuristic bots: legal actions in every phase, no peeking
(their speed: `python -m greenthings.bench bots-speed`)."""
from collections import Counter

import pytest

from greenthings.bots import make_bot, RandomBot, HeuristicBot
from greenthings.bots.common import state_key
from greenthings.engine import Dice, apply, legal_actions, new_state, pending


def play(crew, monsters, seed, check_every=5, cap=150):
    s, _ = new_state(seed)
    bots = {"crew": crew, "monsters": monsters}
    phases = Counter()
    i = 0
    while s.phase != "over" and s.round <= cap:
        acts = legal_actions(s)
        before = state_key(s) if i % check_every == 0 else None
        a = bots[s.to_play].choose(s)
        assert a in acts, (s.phase, a)
        if before is not None:
            assert state_key(s) == before, "choose() changed the state"
        p = pending(s)
        phases[s.phase if p is None else p.kind] += 1
        apply(s, a)
        i += 1
    return s, phases


@pytest.mark.parametrize("crew,monsters", [("random", "heuristic"), ("heuristic", "random"),
                                           ("heuristic", "heuristic"), ("random", "random")])
def test_full_games_are_legal(crew, monsters):
    seen = Counter()
    for seed in range(6):
        s, phases = play(make_bot(crew, seed), make_bot(monsters, seed + 100), seed)
        seen.update(phases)
        if s.round <= 150:
            assert s.phase == "over" and s.result is not None
    for ph in ("setup-weapons", "setup-crew", "setup-monsters", "discovery", "monster-grow", "monster-move",
               "monster-attack", "crew-grab", "crew-move", "crew-attack"):
        assert seen[ph] > 0, ph


def test_heuristic_games_end_and_beat_random():
    wins = 0
    for seed in range(10):
        s, _ = play(make_bot("heuristic", seed), make_bot("random", seed), seed, check_every=50)
        assert s.phase == "over"
        wins += s.result.winner == "crew"
        s, _ = play(make_bot("random", seed), make_bot("heuristic", seed), seed, check_every=50)
        assert s.phase == "over"
        wins += s.result.winner == "monsters"
    assert wins >= 17


def test_every_phase_in_sampled_positions(positions):
    for name in ("random", "heuristic"):
        bot = make_bot(name, 3)
        for s in positions:
            a = bot.choose(s)
            assert a in legal_actions(s)


def test_hidden_future_does_not_change_the_choice(positions):
    for name in ("random", "heuristic"):
        for s in positions[::3]:
            a1 = make_bot(name, 11).choose(s.clone(dice=Dice(1)))
            a2 = make_bot(name, 11).choose(s.clone(dice=Dice(999)))
            assert a1 == a2


def test_make_bot_names():
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("heuristic", 1), HeuristicBot)
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_game_over_has_no_choice():
    s, _ = play(make_bot("heuristic", 1), make_bot("heuristic", 2), 1)
    assert s.phase == "over"
    with pytest.raises(ValueError):
        make_bot("random").choose(s)
