"""Ending a phase with useful actions left asks first; forced or empty phases never do."""
from __future__ import annotations

import pygame

from greenthings.engine import END
from greenthings.ui.game.confirm import unfinished_business

from .driver import Driver


def _crew_move_session():
    from greenthings.devtools.demo import busy_session

    session = busy_session(11)
    for _ in range(50):
        if session.state.phase == "crew-move":
            break
        session.play(next(a for a in session.legal_actions() if a.type == "end-phase"))
    assert session.state.phase == "crew-move"
    return session


def test_unfinished_business_names_the_pieces_that_could_still_act():
    session = _crew_move_session()
    text = unfinished_business(session.state, session.legal_actions())
    assert text and "not moved yet" in text
    # Only the end of the phase is legal: nothing to ask about.
    assert unfinished_business(session.state, [END]) is None


def test_setup_and_forced_phases_never_ask():
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=3, opponent="hotseat"))
    for _ in range(60):
        s = session.state
        if not s.phase.startswith("setup"):
            break
        assert unfinished_business(s, session.legal_actions()) is None
        session.play(session.legal_actions()[0])


def _board(app, session):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    return board


def test_end_key_asks_and_keep_playing_keeps_the_phase(app):
    board = _board(app, _crew_move_session())
    d = Driver(app)
    d.key(pygame.K_e, text="e")
    box = d.top
    assert box.name == "message" and "not moved" in box.text
    d.key(pygame.K_ESCAPE)  # Keep playing
    assert d.top is board and board.session.state.phase == "crew-move"
    d.key(pygame.K_e, text="e")
    d.key(pygame.K_RETURN)  # End phase
    assert d.top is board and board.session.state.phase != "crew-move"


def test_dont_ask_again_this_game(app):
    board = _board(app, _crew_move_session())
    d = Driver(app)
    d.key(pygame.K_e, text="e")
    box = d.top
    d.click_button(box.check_button)
    assert box.checked
    d.click_button(box.buttons.items[0][0])  # End phase
    assert d.top is board and not board.session.confirm_end_phase
    d.settle()
    phase = board.session.state.phase
    assert board.bar.end_button.is_enabled   # the next phase can be ended too: no question this time
    d.key(pygame.K_e, text="e")
    assert d.top is board and board.session.state.phase != phase


def test_the_setting_turns_the_question_off(app):
    app.settings.confirm_end_phase = False
    board = _board(app, _crew_move_session())
    d = Driver(app)
    d.key(pygame.K_e, text="e")
    assert d.top is board and board.session.state.phase != "crew-move"
