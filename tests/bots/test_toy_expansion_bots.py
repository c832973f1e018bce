"""The bots play a game with the toy expansion (greenthings/devtools/
teleporters.py) with no edit for it: the random bot beams, the heuristic and
the search answer its decision and play on through its actions, alone and
beside Outside the Znutar."""
import pytest

import greenthings.devtools.teleporters as toy
from greenthings.bots import make_bot
from greenthings.engine import Options, apply, check_invariants, new_state

CAP = 40


def _game(seed: int, crew: str, monsters: str, outside: bool = False) -> dict:
    bots = {"crew": make_bot(crew, seed), "monsters": make_bot(monsters, seed + 1)}
    s, _ = new_state(seed, Options(teleporters=True, outside=outside))
    decided: dict = {}
    while s.phase != "over" and s.round <= CAP:
        side = s.to_play
        a = bots[side].choose(s, None)
        decided[(a.type, side)] = decided.get((a.type, side), 0) + 1
        apply(s, a)
        check_invariants(s)
    return decided


def test_the_heuristic_answers_a_beam_that_slipped():
    decided = _game(1, "random", "heuristic")
    assert decided.get((toy.TELEPORT, "crew")) and decided.get((toy.SCATTER, "monsters"))


@pytest.mark.parametrize("crew, monsters, outside", (
    ("heuristic", "random", False), ("heuristic", "heuristic", True), ("mcts:sims=4", "random", True)))
def test_bots_play_on_with_it(crew, monsters, outside):
    decided = _game(12, crew, monsters, outside)
    assert decided.get(("end-phase", "crew")), "the crew played turns"
