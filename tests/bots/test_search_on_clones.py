"""The search plays on clones: nothing it does may reach the position it was
given, not even a growth in progress (the clone once shared the record of who
had grown, so a search in the Grow phase changed the game)."""
from greenthings.bots import make_bot
from greenthings.bots.common import state_key
from greenthings.bots.heuristic import heuristic_action
from greenthings.engine import Dice, apply, growth, legal_actions, new_state


def _growth_in_progress(seed: int):
    """The first growth with a choice of who grows in heuristic self-play, from
    game `seed` on (not every game has one)."""
    for game in range(seed, seed + 20):
        s, _ = new_state(game)
        while s.phase != "over":
            if s.phase == "monster-grow-select" and len(legal_actions(s)) > 1:
                return s
            apply(s, heuristic_action(s))
    raise AssertionError(f"seeds {seed}-{seed + 19}: no growth with a choice of who grows")


def test_playing_a_clone_leaves_the_growth_alone():
    s = _growth_in_progress(1)
    before, done = state_key(s), growth(s)[2]
    c = s.clone(Dice(1))
    apply(c, legal_actions(c)[0])
    assert growth(c)[2] != done            # the clone did grow someone
    assert state_key(s) == before and growth(s)[2] == done


def test_a_search_in_the_grow_phase_changes_nothing():
    s = _growth_in_progress(2)
    before = state_key(s)
    a = make_bot("mcts:sims=6", 1).choose(s)
    assert a in legal_actions(s)
    assert state_key(s) == before
