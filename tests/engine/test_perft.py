"""Perft: the number of legal actions, and of the leaves a few actions deep,
from fixed positions, as chess engines count their move trees. A refactor of
move generation must give the same numbers.

The numbers come from `python -m greenthings.devtools.perft` (which also says
how each position is reached; `--divide POSITION DEPTH` splits a count by
first action to find where two versions part). Change a value here only for
a deliberate change of the rules, and say so in the commit."""
import pytest

from greenthings.devtools.perft import POSITIONS, perft
from greenthings.engine import legal_actions

RECORDED = {   # position: leaves at depth 1, 2, ... (the depths POSITIONS lists)
    "discovery-seed1": (62, 3680, 10978),
    "discovery-seed2": (31, 931, 2762),
    "discovery-seed3": (53, 2703, 8056),
    "setup-crew-seed1": (2, 4, 12, 24),
    "crew-attack": (14, 28, 165),
    "crew-move": (59, 3374, 189471),
    "monster-move": (26, 617, 13610),
    "epilogue": (2, 4, 8, 15),
}


def test_every_position_is_recorded():
    assert set(RECORDED) == set(POSITIONS)


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_perft_counts(name):
    build, depths = POSITIONS[name]
    s = build()
    acts = legal_actions(s)
    assert len(set(acts)) == len(acts), "an action is listed twice"
    assert tuple(perft(s, d) for d in depths) == RECORDED[name]
