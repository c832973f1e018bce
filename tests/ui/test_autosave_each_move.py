"""Closing the window (or the program being killed) in the middle of a phase
loses at most the action in flight: the board autosaves after every action.
The close button asks first only when something could not be saved."""
from __future__ import annotations

import random

import pygame

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import read_save
from greenthings.ui.game.session import new_session, session_from_save
from greenthings.ui.scenes import routes

from .driver import Driver

QUIT = pygame.event.Event(pygame.QUIT)


def autosaved_actions(paths) -> list[dict]:
    """What a new run of the game would continue from."""
    return [a.to_dict() for a in session_from_save(read_save(paths.autosave_file)).game.actions]


def played(session) -> list[dict]:
    return [a.to_dict() for a in session.game.actions]


def first_move_mid_phase(d: Driver, board) -> None:
    """Click until the board has played an action and the phase goes on."""
    phase, before = board.session.state.phase, len(board.session.game.actions)
    for _ in range(40):
        # what a player could click on the map (never End phase, nor a button like
        # "Split the weapons as usual" that plays a whole phase at once)
        options = [o for o in d.board_affordances(board) if o[0] != "button"]
        if not options:
            d.frames(1)
            continue
        kind, what = d.rng.choice(options)
        d.click_button(what) if kind == "button" else d.click(what)
        d.settle()
        if len(board.session.game.actions) > before:
            break
    assert len(board.session.game.actions) > before, "no move was made"
    assert board.session.state.phase == phase and not board.session.over, "the move ended the phase"


def test_a_setup_move_is_in_the_autosave_and_closing_does_not_ask(app, paths):
    routes.start_game(app.context, GameConfig(opponent="hotseat", seed=77))
    d = Driver(app, seed=2)
    board = d.top
    d.settle()
    first_move_mid_phase(d, board)
    assert autosaved_actions(paths) == played(board.session)  # killed here, the move is kept
    app.step(1 / 60, events=[QUIT])
    assert not app.running and app.stack.top is board  # everything was saved: no question
    assert autosaved_actions(paths) == played(board.session)


def test_a_crew_move_against_the_computer_survives_a_close(app, paths):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer(None, seed=3, end_bias=0.3)
    session = new_session(GameConfig(side="crew", opponent="computer", seed=31))
    rng = random.Random(5)
    while session.state.phase != "crew-move":  # both sides' moves up to the crew's first move phase
        session.play(rng.choice([a for a in session.legal_actions() if a.type != "concede"]))
    routes.open_board(app.context, session)
    d = Driver(app, seed=4)
    board = d.top
    d.settle()
    first_move_mid_phase(d, board)
    assert [a for a in played(board.session) if a["type"] == "move"]
    app.step(1 / 60, events=[QUIT])
    assert not app.running
    assert autosaved_actions(paths) == played(board.session)


def test_closing_asks_only_when_the_autosave_failed(app, paths):
    routes.start_game(app.context, GameConfig(opponent="hotseat", seed=78))
    d = Driver(app, seed=3)
    board = d.top
    d.settle()
    paths.autosave_file.unlink(missing_ok=True)
    paths.autosave_file.mkdir()  # the autosave cannot be written
    first_move_mid_phase(d, board)
    assert board.session.unsaved
    app.step(1 / 60, events=[QUIT])
    assert app.running and app.stack.top.name == "message"  # asked: the last move would be lost
    app.step(1 / 60, events=[QUIT])  # closing again means it
    assert not app.running
