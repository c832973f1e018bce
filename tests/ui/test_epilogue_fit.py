"""The Epilogue fits every supported window: the heading, the chart, the
dice tray and its line, the side panel's parts and the choice buttons lie
inside the window and do not overlap; the buttons' words fit them."""
from __future__ import annotations

import itertools

import pygame
import pytest

from tests.long import long_case

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]


def _open(app, size, seed=11):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.epilogue import EpilogueScene

    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    scene = EpilogueScene(app.context, demo_session("epilogue", seed), InlinePlayer(None, 1))
    app.stack.push(scene)
    for _ in range(3):
        app.step(1 / 60, events=[])
    return scene


def _check(scene, size):
    window = pygame.Rect((0, 0), size)
    drawn = scene.drawn
    assert {"heading", "chart", "dice", "boats"} <= set(drawn), sorted(drawn)
    for name, rect in drawn.items():
        assert window.contains(rect), (name, rect, size)
    lines = {k: r for k, r in drawn.items() if k.startswith("dice line")}
    for name, rect in lines.items():
        assert drawn["dice"].contains(rect), (name, rect)
    parts = {k: r for k, r in drawn.items() if not k.startswith("dice line")}
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb, size)


@pytest.mark.parametrize("size", SIZES)
def test_choice_screen_fits(app, size):
    from greenthings.ui.draw.fonts import font

    scene = _open(app, size)
    assert scene.buttons, "the crew's course is the player's choice"
    _check(scene, size)
    assert "rule" in scene.drawn
    f = font(15, bold=True)   # the "@choice" buttons' type
    for b, _ in scene.buttons:
        assert f.size(b.text)[0] + 24 <= b.rect.w, b.text


@pytest.mark.parametrize("size", [(1024, 640), long_case((3840, 2160))])
def test_long_dice_lines_stay_in_the_tray(app, size):
    """Every roll of whole journeys, the Gravy Flu and battles included, at the smallest and biggest windows."""
    scene = _open(app, size, seed=2)
    seen_rolls = 0
    for _ in range(4000):
        if scene.session.over and not scene.busy:
            break
        if not scene.busy and scene.buttons:
            scene.act(scene.buttons[-1][1])
        app.step(1 / 30, events=[])
        if scene.dice is not None and not scene.session.over:
            _check(scene, size)
            seen_rolls += 1
    assert seen_rolls > 10
