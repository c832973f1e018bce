"""The computer thinks in another process: the window keeps drawing. The
process knows the expansions and species the window registered: here the
toy Teleporters and the toy species, imported by this test as `--with`
imports them, and imports whatever else `--with` imported."""
from __future__ import annotations

import logging
import time

import greenthings.devtools.teleporters as toy
import greenthings.devtools.toy_species as toy_species
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.scenes.board import BoardScene
from greenthings.ui.game.session import new_session


def test_worker_bot_plays_while_frames_keep_coming(app, caplog):
    """Frames go on while the computer's process is still thinking: a frame
    never waits for the answer (it polls). The frames' speed is measured by
    `python -m greenthings.bench ui`, not here."""
    from greenthings.ui.game.botplayer import WorkerPlayer

    caplog.set_level(logging.WARNING)
    session = new_session(GameConfig(side="monsters", opponent="computer", seed=99, expansions=(toy.OPTION,),
                                     species=toy_species.ID))
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
    assert "random moves instead" not in caplog.text, "the bot process failed (with the toys on?)"
    # the first answer alone takes a new process's start-up: many frames pass meanwhile
    assert frames_while_thinking >= 3, "the window waited for the computer instead of drawing"


def test_the_bot_process_imports_what_the_window_loaded(monkeypatch):
    """What `--with` imported (even a module the worker could not tell from
    what it registers) and the modules of the expansions and species
    registered; not the engine's own, which the engine registers itself."""
    from greenthings import with_modules
    from greenthings.bots.worker import worker_modules

    monkeypatch.setattr(with_modules, "IMPORTED", [])
    assert with_modules.import_modules(["colorsys", "colorsys"]) is None     # registers nothing
    found = worker_modules()
    assert found[0] == "colorsys" and found.count("colorsys") == 1
    assert {toy.__name__, toy_species.__name__} <= set(found)
    assert not [m for m in found if m.startswith("greenthings.engine")]


def test_the_windows_search_uses_helpers_where_cores_are_free(app, monkeypatch):
    """The window asks Normal and Hard with workers (every core but one): a
    search in the bot process counts its helper's rollouts. A timed search
    leaves out a helper still starting, so the first searches may be alone."""
    from greenthings.bots import make_bot, worker
    from greenthings.ui.game.botplayer import WorkerPlayer

    monkeypatch.setattr(worker, "search_helpers", lambda: 2)
    session = new_session(GameConfig(side="monsters", opponent="computer", seed=7))
    human = make_bot("heuristic", 3)      # plays the monsters' side for the player
    computer = WorkerPlayer("mcts:normal,budget_s=0.3", seed=1)
    board = BoardScene(app.context, session, computer=computer)
    app.stack.push(board)
    app.settings.animation_speed = 8.0
    seen = set()
    start = time.monotonic()
    try:
        while 2 not in seen and not session.over and time.monotonic() - start < 120:   # a hang guard only
            if session.human_turn():
                session.play(human.choose(session.state))
            app.step(1 / 60, events=[])
            if computer.worker.last_stats:
                seen.add(computer.worker.last_stats.get("processes"))
    finally:
        app.stack.clear()
    assert 2 in seen, f"no search counted a helper (processes seen: {seen})"
