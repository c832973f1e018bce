"""The win-chance chart's numbers (greenthings/bots/swing.py): each side's
chance after every turn as the bots' evaluation judges it, walked in slices,
and the turns where it swung most."""
from __future__ import annotations

import subprocess
import sys

import pytest

from greenthings.bots import make_bot
from greenthings.bots.evaluate import crew_win_chance
from greenthings.bots.swing import MODEL, SwingWalk, TurnChance, swing_words, swings, turn_chances
from greenthings.engine import Game, Options, Replay, game_result, to_play


def _bot_game(seed: int, mode: str = "full") -> Game:
    game = Game.new(seed, Options(mode=mode))
    bots = {"crew": make_bot("heuristic", seed), "monsters": make_bot("heuristic", seed + 1)}
    while game.state.phase != "over":
        game.play(bots[to_play(game.state)].choose(game.state))
    return game


@pytest.fixture(scope="module")
def game():
    return _bot_game(1)


def test_a_point_after_every_turn_each_the_evaluations_chance_there(game):
    replay = Replay.of_game(game)
    points = turn_chances(SwingWalk.of_game(game))
    assert len(points) >= 8
    first, last = points[0], points[-1]
    assert first.side is None and replay.round_at(first.position) == 1  # once set up
    assert replay.round_at(first.position - 1) == 0
    assert last.position == len(game.actions)
    winner = game_result(game.state).winner
    assert last.crew == {"crew": 1.0, "monsters": 0.0, None: 0.5}[winner]
    for before, p in zip(points, points[1:]):
        assert before.position == p.start < p.position  # each turn begins where the last ended
        assert p.side == to_play(replay.state_at(p.start))  # ... played by the side to play there
        assert p.round == replay.state_at(p.start).round
        if p is not last:
            assert to_play(replay.state_at(p.position)) != p.side  # and ends when the turn passes
    for p in points:
        assert p.crew == crew_win_chance(replay.state_at(p.position), MODEL)
        assert p.monsters == pytest.approx(1 - p.crew)


def test_slices_walk_the_same_and_a_replays_cursor_stays(game):
    whole = turn_chances(SwingWalk.of_game(game))
    replay = Replay.of_game(game)
    replay.go_to(40)
    walk = SwingWalk.of_replay(replay)
    slices = 0
    while not walk.advance(7):
        slices += 1
        assert 0 < walk.progress < 1
    assert walk.points == whole and slices >= len(game.actions) // 7 - 1
    assert replay.position == 40 and walk.advance(7) and walk.progress == 1


def test_a_crew_survival_game_has_its_end_only():
    game = _bot_game(5, mode="survival")
    points = turn_chances(SwingWalk.of_game(game))
    assert [p.position for p in points] == [len(game.actions)]


def _points(chances):
    return [TurnChance(i, max(0, i - 1), 1 + i // 2, ("crew", "monsters")[i % 2], c) for i, c in enumerate(chances)]


def test_the_biggest_swings_in_game_order():
    points = _points([0.5, 0.52, 0.2, 0.25, 0.7, 0.68, 0.55, 0.9, 0.91])
    assert swings(points) == [2, 4, 7]            # -0.32, +0.45, +0.35; -0.13 is the fourth
    assert swings(points, most=1) == [4]
    assert swings(_points([0.5, 0.53, 0.49, 0.5])) == []  # nothing moved enough
    assert swing_words(points, 4) == "Round 3, the crew's turn: the crew's chance 25% \u2192 70%"


def test_no_pygame_in_the_computation():
    code = "import sys, greenthings.bots.swing; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
