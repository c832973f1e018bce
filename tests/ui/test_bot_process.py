"""The computer thinks in another process: the window keeps drawing. The
process knows the expansions the window registered: here the toy
Teleporters, imported by this test as `--with` imports it."""
from __future__ import annotations

import logging
import time

import greenthings.devtools.teleporters as toy
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.scenes.board import BoardScene
from greenthings.ui.game.session import new_session


def test_worker_bot_plays_while_frames_keep_coming(app, caplog):
    """Frames go on while the computer's process is still thinking: a frame
    never waits for the answer (it polls). The frames' speed is measured by
    `python -m greenthings.bench ui`, not here."""
    from greenthings.ui.game.botplayer import WorkerPlayer

    caplog.set_level(logging.WARNING)
    session = new_session(GameConfig(side="monsters", opponent="computer", seed=99, expansions=(toy.OPTION,)))
    computer = WorkerPlayer("random", seed=1)
    board = BoardScene(app.context, session, computer=computer)
    app.stack.push(board)
    app.settings.animation_speed = 8.0
    frames_while_thinking = 0
    start = time.monotonic()
    try:
        while len(session.game.actions) < 6 and time.monotonic() - start < 120:   # a hang guard only
            app.step(1 / 60, events=[])
            frames_while_thinking += computer.busy
    finally:
        app.stack.clear()
    assert len(session.game.actions) >= 6, "the bot process never answered"
    assert "random moves instead" not in caplog.text, "the bot process failed (with the toy expansion on?)"
    # the first answer alone takes a new process's start-up: many frames pass meanwhile
    assert frames_while_thinking >= 3, "the window waited for the computer instead of drawing"
