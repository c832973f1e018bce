"""A finished game is not offered as "Continue": the menu offers its score."""
from __future__ import annotations

import pygame

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.scenes.menu import MenuScene

from .driver import Driver
from .test_big_decisions import _finished, _session


def test_continue_becomes_the_last_games_score_once_it_is_over(app):
    paths = app.context.paths
    playing = _session({"cook": "scout-bay"}, [("adult", "galley")], "crew-move", GameConfig(side="crew"))
    playing.save(paths.autosave_file)
    app.stack.push(MenuScene(app.context))
    d = Driver(app)
    d.frames(2)
    assert d.top.by_name["continue"].text == "Continue"
    _finished(GameConfig(side="crew")).save(paths.autosave_file)
    d.top.rebuild()
    button = d.top.by_name["continue"]
    assert button.text == "Last game's score" and button.is_enabled
    d.key(pygame.K_c, text="c")
    for _ in range(30):
        if d.top.name == "epilogue":
            break
        d.frames(1)
    assert d.top.name == "epilogue" and d.top.session.over
