"""The interface scales with the window: one factor from the window's size
(type, widgets, the board's parts), a minimum window, and a first window
that follows the display's DPI."""
from __future__ import annotations

import pygame
import pytest

from greenthings.ui.draw.scale import MIN_WINDOW, UIScale, first_window_size


@pytest.mark.parametrize("size,factor", [((1024, 640), 0.8), ((1280, 800), 1.0), ((1920, 1080), 1.35),
                                         ((2560, 1440), 1.8), ((3840, 2160), 2.7), ((800, 500), 0.8),
                                         ((7680, 4320), 2.7), ((1300, 810), 1.0), ((1600, 800), 1.0)])
def test_the_factor_follows_the_window(size, factor):
    assert UIScale.for_window(size).factor == pytest.approx(factor)


def test_design_pixels_become_window_pixels():
    big = UIScale(2.7)
    assert big.px(40) == 108 and big.text(15) == 40
    small = UIScale(0.8)
    assert small.px(1) == 1 and small.px(0) == 0 and small.text(9) == 9  # type never under 9 pixels


def test_the_theme_is_sized_for_the_scale():
    from greenthings.ui.draw.theme import build_theme

    one, big = build_theme(UIScale(1.0)), build_theme(UIScale(2.0))
    assert one["button"]["font"]["size"] == "16" and big["button"]["font"]["size"] == "32"
    assert big["@big_button"]["misc"]["shape_corner_radius"] == "20"
    assert big["selection_list"]["misc"]["list_item_height"] == "52"


@pytest.mark.parametrize("desktop,dpi,expected", [
    ((1920, 1080), None, (1280, 800)),      # DPI unknown: the usual window
    ((1920, 1080), 96.0, (1280, 800)),
    ((3840, 2160), 192.0, (2560, 1600)),    # twice the DPI: twice the window...
    ((2560, 1440), 192.0, (2074, 1296)),    # ...within 90% of the desktop
    ((1024, 600), None, MIN_WINDOW),        # never under the minimum
])
def test_the_first_window_follows_the_dpi(desktop, dpi, expected):
    assert first_window_size(desktop, dpi) == expected


def test_the_window_has_a_minimum_size(paths):
    """SDL keeps the window at least MIN_WINDOW; saved settings and a resize
    below it are held to it too."""
    import warnings

    from greenthings.ui.app import App
    from greenthings.ui.game.settings import Settings

    assert MIN_WINDOW == (1024, 640)
    assert Settings(window_size=(800, 500)).clamp().window_size == MIN_WINDOW
    app = App(paths, Settings(window_size=(1280, 800), seen_how_to_play=True), fullscreen=False, sound=False)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_WINDOW
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=500, size=(900, 500)))
        assert app.settings.window_size == MIN_WINDOW  # what is saved for next time
        assert app.context.scale.factor == 0.8
    finally:
        app.close()


def test_a_resize_rebuilds_the_widgets_at_the_new_scale(app):
    """From 1280x800 to 2560x1600: a new theme, every button twice the size."""
    from greenthings.ui.scenes.menu import MenuScene

    menu = app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    before = menu.by_name["new"].rect.size
    old_manager = menu.ui
    size = (2560, 1600)
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step(1 / 60, events=[])
    assert menu.ui is not old_manager and menu.ui.ui_scale == UIScale(2.0)
    after = menu.by_name["new"].rect.size
    assert after == (before[0] * 2, before[1] * 2)
    # Back to the same scale: the manager is kept, only re-laid.
    kept = menu.ui
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=2600, h=1600, size=(2600, 1600)))
    assert menu.ui is kept


def test_the_board_keeps_the_map_aspect_at_every_size(paths):
    """The ship is fitted whole into its area, its proportions kept."""
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.app import App
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.settings import Settings
    from greenthings.ui.scenes.board import BoardScene

    for size in ((1024, 640), (1920, 1080), (3840, 2160)):
        app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
        try:
            board = app.stack.push(BoardScene(app.context, demo_session("board"), computer=InlinePlayer(None, 1)))
            app.step(1 / 60, events=[])
            v = board.view
            bx, by, bw, bh = v.bounds
            (x0, y0), (x1, y1) = v.to_screen((bx, by)), v.to_screen((bx + bw, by + bh))
            assert (x1 - x0) / (y1 - y0) == pytest.approx(bw / bh)
            assert board.rects["map"].contains(pygame.Rect(x0, y0, x1 - x0, y1 - y0).inflate(-2, -2))
        finally:
            app.close()


def test_the_dpi_is_asked_of_pygames_own_sdl(monkeypatch):
    """On a real display driver the DPI comes from the SDL pygame loaded;
    SDL's dummy driver cannot tell, which gives None (not an error), and a
    headless driver is not asked at all."""
    from greenthings.ui.draw.scale import display_dpi

    pygame.display.init()
    assert display_dpi() is None  # the dummy driver: not asked
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    assert display_dpi() is None  # asked: "That operation is not supported"
