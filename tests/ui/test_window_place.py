"""Issue 25 item 4: a window remembered from a bigger display opens whole on
the display at hand -- its size and place fitted, title bar on screen."""
from __future__ import annotations

import pygame
import pytest

from greenthings.ui import app as app_module
from greenthings.ui.game.settings import MIN_WINDOW, Settings, load_settings, save_settings
from greenthings.ui.window_size import DECORATION_H, TITLE_BAR, fit_to_display


def on_screen(size, position, desktop) -> bool:
    (w, h), (x, y), (dw, dh) = size, position, desktop
    return 0 <= x and x + w <= dw and TITLE_BAR <= y and y + h <= dh


def test_a_4k_window_fits_a_full_hd_display():
    size, pos = fit_to_display((3840, 2160), (-960, -540), (1920, 1080), MIN_WINDOW)
    assert size == (1920, 1080 - DECORATION_H)
    assert on_screen(size, pos, (1920, 1080))


@pytest.mark.parametrize("position", [None, (-5000, 300), (3000, 4000), (100, -40), (1500, 900)])
def test_every_remembered_place_ends_on_the_display(position):
    size, pos = fit_to_display((1280, 800), position, (1920, 1080), MIN_WINDOW)
    assert size == (1280, 800)  # it fitted: kept
    if position is None:
        assert pos is None  # the system places a window that fits
    else:
        assert on_screen(size, pos, (1920, 1080))


def test_a_window_that_fits_stays_where_it_was():
    assert fit_to_display((1280, 800), (200, 150), (2560, 1440), MIN_WINDOW) == ((1280, 800), (200, 150))


def test_never_below_the_smallest_layout_nor_moved_without_a_display():
    size, pos = fit_to_display((1280, 800), (10, 10), (800, 600), MIN_WINDOW)
    assert size == MIN_WINDOW and pos == (0, 0)
    assert fit_to_display((3840, 2160), (-960, -540), None, MIN_WINDOW) == ((3840, 2160), (-960, -540))


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # pygame-ce's Window.from_display_module
def test_the_app_opens_the_remembered_4k_window_on_a_smaller_display(paths, monkeypatch):
    monkeypatch.setattr(app_module, "_display_to_fit", lambda: (1920, 1080))
    settings = Settings(window_size=(3840, 2160), window_position=(-960, -540), seen_how_to_play=True)
    a = app_module.App(paths, settings, fullscreen=False)
    try:
        window = pygame.Window.from_display_module()
        assert a.window.get_size() == (1920, 1000)
        assert on_screen(a.window.get_size(), window.position, (1920, 1080))
        assert a.context.scale.factor == 1.25  # laid out for the window it got
        # Moving the window is remembered, and comes back next time.
        a.handle_event(pygame.event.Event(pygame.WINDOWMOVED, x=300, y=120))
        a.save_settings()
    finally:
        a.close()
    back = load_settings(paths.settings_file)
    assert back.window_size == (1920, 1000) and back.window_position == (300, 120)


def test_a_damaged_position_gives_the_system_its_say(paths):
    paths.settings_file.write_text('{"window_position": [1, "x"], "volume": 0.5}')
    s = load_settings(paths.settings_file)
    assert s.window_position is None and s.volume == 0.5
    save_settings(paths.settings_file, Settings(window_position=(5, 6)))
    assert load_settings(paths.settings_file).window_position == (5, 6)
