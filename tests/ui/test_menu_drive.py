"""Drive the menu pages with posted events, as a player would."""
from __future__ import annotations

import pygame

from greenthings.ui.scenes.menu import MenuScene


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


def click(app, pos):
    """A full mouse click at pos, then the frames pygame-gui needs to react."""
    pygame.mouse.set_pos(pos)
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    for _ in range(2):
        app.step(1 / 60)  # the UI_BUTTON_PRESSED event comes back through the queue


def test_keyboard_opens_each_page_and_escape_returns(app):
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    for k, name in ((pygame.K_s, "settings"), (pygame.K_r, "rules"), (pygame.K_n, "new_game"),
                    (pygame.K_l, "load"), (pygame.K_h, "howto")):
        app.step(1 / 60, events=[key(k)])
        assert app.stack.top.name == name, name
        app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
        assert app.stack.top.name == "menu"


def test_clicking_settings_button(app):
    menu = app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    rect = menu.by_name["settings"].rect
    click(app, rect.center)
    assert app.stack.top.name == "settings"


def test_arrow_keys_and_enter(app):
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    # New game is first; Continue is disabled without an autosave, so Down
    # skips it and lands on Load game.
    app.step(1 / 60, events=[key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert app.stack.top.name == "load"


def test_help_overlay_toggles_over_any_scene(app):
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[key(pygame.K_F1)])
    assert app.stack.top.name == "help" and len(app.stack) == 2
    app.step(1 / 60, events=[key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")])
    assert app.stack.top.name == "menu"


def test_mute_key_persists(app, paths):
    from greenthings.ui.game.settings import load_settings

    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[key(pygame.K_m, text="m")])
    assert app.settings.mute
    assert load_settings(paths.settings_file).mute


def test_settings_speed_choice_is_saved(app, paths):
    from greenthings.ui.scenes.settings import SettingsScene
    from greenthings.ui.game.settings import load_settings

    page = app.stack.push(SettingsScene(app.context))
    app.step(1 / 60, events=[])
    click(app, page.speed_buttons[2.0].rect.center)
    assert app.settings.animation_speed == 2.0
    assert load_settings(paths.settings_file).animation_speed == 2.0


def test_first_launch_shows_how_to_play_once(app, paths):
    app.settings.seen_how_to_play = False
    app.stack.push(MenuScene(app.context))
    assert app.stack.top.name == "howto"
    app.step(1 / 60, events=[key(pygame.K_RETURN)])
    assert app.stack.top.name == "menu"
    assert app.settings.seen_how_to_play


def test_quit_button_stops_the_app(app):
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[key(pygame.K_q, text="q")])
    assert not app.running


def test_f11_toggles_full_screen_and_remembers_it(app, paths):
    from greenthings.ui.game.settings import load_settings

    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[key(pygame.K_F11)])
    assert app.fullscreen and load_settings(paths.settings_file).fullscreen
    assert app.stack.top.ui.window_resolution == app.window.get_size()
    app.step(1 / 60, events=[key(pygame.K_F11)])
    assert not app.fullscreen and not load_settings(paths.settings_file).fullscreen
    assert app.window.get_size() == tuple(app.settings.window_size)
