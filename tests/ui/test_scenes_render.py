"""Every scene renders headless; the PNGs are kept under the test's tmp dir."""
from __future__ import annotations

import pygame
import pytest

from greenthings.devtools.smoke import scene_factories

NAMES = [name for name, _ in scene_factories()]


@pytest.mark.parametrize("name", NAMES)
def test_scene_renders(app, shots, name):
    from greenthings.devtools.smoke import push_all

    import warnings

    factory = dict(scene_factories())[name]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        push_all(app, factory(app.context))
        for _ in range(10):
            app.step(1 / 60, events=[])
    # pygame-gui warns when a font it needs was not preloaded: none may be missing.
    assert not [w for w in caught if issubclass(w.category, UserWarning)], [str(w.message) for w in caught]
    path = shots / f"{name}.png"
    pygame.image.save(app.window, str(path))
    assert path.stat().st_size > 1000
    # Something was drawn: the picture is not a single colour.
    w, h = app.window.get_size()
    colors = {app.window.get_at((x, y))[:3] for x in range(0, w, 23) for y in range(0, h, 17)}
    assert len(colors) >= 2


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
def test_menu_survives_resizing(app, size):
    from greenthings.ui.scenes.menu import MenuScene

    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step(1 / 60, events=[])
    assert app.context.window_size == size
    assert app.stack.top.ui.window_resolution == size


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
def test_board_relays_out_on_resize(app, size):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.game.botplayer import InlinePlayer

    board = app.stack.push(BoardScene(app.context, demo_session("board"), computer=InlinePlayer(None, 1)))
    app.step(1 / 60, events=[])
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    for _ in range(3):
        app.step(1 / 60, events=[])
    assert board.rects["map"].right <= size[0] and board.rects["side"].right == size[0]
    assert board.view.piece_rects
    for rect, _ in board.view.piece_rects:
        assert board.rects["map"].contains(rect)


def test_every_rules_section_renders_without_font_warnings(app):
    import warnings

    from greenthings.ui.game.rules_text import SECTIONS
    from greenthings.ui.scenes.rules import RulesScene

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        page = RulesScene(app.context)
        app.stack.push(page)
        for i in range(len(SECTIONS)):
            page.show(i)
            app.step(1 / 60, events=[])
    assert not [w for w in caught if issubclass(w.category, UserWarning)], [str(w.message) for w in caught]
