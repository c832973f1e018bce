"""The board's buttons wait for the animations, and come back when they end --
even when the player skips them before the next frame is drawn."""
from __future__ import annotations

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import new_session


def test_buttons_come_back_after_skipped_animations(app):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    session = new_session(GameConfig(seed=3, opponent="hotseat"))
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, 1)))
    app.step(1 / 60, events=[])
    app.step(1 / 60, events=[])
    end_ok = board.bar.end_button.is_enabled
    # Events start playing and the board is rebuilt meanwhile: the buttons wait...
    board.player.enqueue([{"type": "roll", "dice": [3], "text": "A roll."}])
    board.refresh()
    assert board.busy and not board.bar.end_button.is_enabled and not board.bar.buttons["hint"].is_enabled
    # ...the player skips the animation (Space) before the next frame...
    board.player.skip_all()
    assert not board.busy
    app.step(1 / 60, events=[])
    # ...and they are back.
    assert board.bar.buttons["hint"].is_enabled
    assert board.bar.end_button.is_enabled == end_ok
