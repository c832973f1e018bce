"""Issue 25 item 11: M (sound on or off) answers on the screen, on any page
and on the board, and the answer goes away by itself."""
from __future__ import annotations

import pygame
import pytest

from greenthings.ui.draw import layout_record
from tests.ui.driver import Driver


def _drawn_toast(app) -> layout_record.Placed | None:
    with layout_record.recording() as record:
        app.draw(app.window)
    return next((t for t in record.texts if t.name == "toast"), None)


@pytest.mark.parametrize("where", ["menu", "board"])
def test_m_says_sound_off_then_on(app, where):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.scenes.menu import MenuScene

    scene = MenuScene(app.context) if where == "menu" else \
        BoardScene(app.context, new_session(GameConfig(seed=3, opponent="hotseat")))
    app.stack.push(scene)
    d = Driver(app)
    d.frames(2)
    assert _drawn_toast(app) is None and not app.settings.mute
    d.key(pygame.K_m, text="m")
    assert app.settings.mute and app.toast.text.startswith("Sound off")
    placed = _drawn_toast(app)
    assert placed is not None and pygame.Rect((0, 0), app.window.get_size()).contains(placed.rect)
    assert placed.box.contains(placed.rect)
    for _ in range(5):  # 2.5 s later it is gone
        app.step(0.5, events=[])
    assert _drawn_toast(app) is None
    d.key(pygame.K_m, text="m")
    assert not app.settings.mute and app.toast.text == "Sound on" and _drawn_toast(app) is not None
