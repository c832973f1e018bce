"""The win-chance chart (issue 25, "how the game swung"): on the score
screen and in the replay viewer, each side's chance after every turn, the
biggest swings numbered; clicking one (or pressing its number on the score
screen) jumps the replay to the start of that turn.  It is worked out a
slice of the game per frame, never during play."""
from __future__ import annotations

import pygame
import pytest

from greenthings.bots.swing import SwingWalk, swings, turn_chances
from greenthings.ui.draw import layout_record
from tests.ui.driver import Driver, key_event


@pytest.fixture(scope="module")
def finished():
    """A hot-seat game of the heuristic players, played to its end (seed 1: three swings)."""
    from greenthings.engine import to_play
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=1, opponent="hotseat"))
    bots = {"crew": InlinePlayer("heuristic", 1), "monsters": InlinePlayer("heuristic", 2)}
    while not session.over:
        bot = bots[to_play(session.state)]
        bot.request(session.state)
        session.play(bot.poll())
    return session


def _move(app, pos) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _press(app, pos) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def _score(app, session):
    from greenthings.ui.scenes.epilogue import EpilogueScene

    scene = EpilogueScene(app.context, session)
    app.stack.push(scene)
    Driver(app).frames(4)
    return scene


def test_the_score_screen_charts_the_game_and_a_swing_opens_the_replay_there(app, finished):
    from greenthings.devtools.layout_check import check_layout

    scene = _score(app, finished)
    walk = scene.swing_walk
    assert walk.finished and walk.points == turn_chances(SwingWalk.of_game(finished.game))
    marked = swings(walk.points)
    assert len(marked) >= 2
    chart = scene.drawn["chart"]
    assert [i for _, i in scene.win_chart.markers] == marked
    assert all(chart.contains(dot) for dot, _ in scene.win_chart.markers)
    assert check_layout(app) == []
    # Resting on a dot says the swing; a click opens the replay at the start of that turn.
    dot, i = scene.win_chart.markers[-1]
    _move(app, dot.center)
    with layout_record.recording() as record:
        app.draw(app.window)
    said = [t for t in record.texts if t.name == "chart swing"]
    assert said and pygame.Rect((0, 0), app.window.get_size()).contains(said[0].rect)
    assert scene.win_chart.hover_words.startswith(f"Round {walk.points[i].round}, ")
    _press(app, dot.center)
    replay = app.stack.top
    assert replay.name == "replay" and replay.position == walk.points[i].start
    # Close: back at the score; its number key opens the first swing.
    app.step(1 / 60, events=[key_event(pygame.K_ESCAPE)])
    assert app.stack.top is scene
    app.step(1 / 60, events=[key_event(pygame.K_1, text="1")])
    assert app.stack.top.name == "replay" and app.stack.top.position == walk.points[marked[0]].start


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_the_score_chart_fits_every_window(paths, finished, size):
    from greenthings.devtools.layout_check import check_layout
    from greenthings.ui.app import App
    from greenthings.ui.game.settings import Settings

    app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False)
    try:
        scene = _score(app, finished)
        assert check_layout(app) == []
        chart, window = scene.drawn["chart"], pygame.Rect((0, 0), size)
        assert window.contains(chart) and chart.h >= app.context.scale.px(80)
        assert all(not chart.colliderect(b.rect) for b in scene.score_buttons.values())
    finally:
        app.close()


def test_the_replay_viewer_works_it_out_a_slice_a_frame_and_jumps_to_a_swing(app, finished):
    from greenthings.engine import Replay
    from greenthings.ui.scenes.replay import ReplayScene
    from greenthings.ui.scenes.replay.scene import CHART_SLICE

    replay = Replay.of_game(finished.game)
    assert len(replay) > CHART_SLICE  # so that the first frame cannot have walked it all
    scene = ReplayScene(app.context, replay, "test")
    app.stack.push(scene)
    app.step(1 / 60, events=[])
    walk = scene.swing_walk
    assert 0 < walk.progress < 1 and not scene.chart.markers  # a slice, and no dots before the end
    Driver(app).frames(3)
    assert walk.finished and [i for _, i in scene.chart.markers] == swings(walk.points)
    assert scene.rects["info"].contains(scene.chart.rect)
    dot, i = scene.chart.markers[0]
    _press(app, dot.center)
    assert replay.position == walk.points[i].start and not scene.pacing.playing
