"""Starting the self-destruct and boarding a boat ask once, saying what they
cost in the engine's numbers; the end of the game says who won and leaves
no stale warning."""
from __future__ import annotations

import pygame

from greenthings.engine import END, Action, Game, escape_concession, legal_actions, self_destruct_round
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession

from .driver import Driver


def _session(crew, monsters, phase, config=None, self_destruct_at=None):
    from tests.engine.helpers import position

    s, _ = position(crew, monsters, phase=phase)
    if self_destruct_at is not None:
        s.self_destruct_at = self_destruct_at
    return GameSession(Game.from_position(s), config or GameConfig(opponent="hotseat"))


def _board(app, session):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    return board


def _press(d: Driver, board, piece: str, words: str) -> None:
    """Select ``piece`` and click its panel button whose text has ``words``."""
    board.select(piece)
    d.frames(2)
    button = next(b for b, _ in board.panel.buttons if words in b.text.lower())
    d.click_button(button)


def test_the_self_destruct_asks_first_and_names_the_round(app):
    session = _session({"captain": "bridge-1", "cook": "galley"}, [("adult", "engineering")], "crew-attack")
    board = _board(app, session)
    d = Driver(app)
    _press(d, board, "captain", "self-destruct")
    box = d.top
    assert box.name == "message" and self_destruct_round(session.state) is None
    # The round comes from the engine (it played the action on a copy).
    trial = session.state.clone()
    from greenthings.engine import apply

    apply(trial, Action("self-destruct", piece="captain"))
    boom = self_destruct_round(trial)
    assert f"round {boom}" in box.text and f"{escape_concession(trial):g} points" in box.text
    d.key(pygame.K_ESCAPE)  # Not yet
    assert d.top is board and self_destruct_round(session.state) is None
    _press(d, board, "captain", "self-destruct")
    d.click_button(d.top.buttons.items[0][0])  # Start it
    d.frames(2)
    assert d.top is board and self_destruct_round(session.state) == boom


def test_boarding_asks_once_a_turn_with_the_points_conceded(app, shots):
    session = _session({"cook": "scout-bay", "doc": "scout-bay", "captain": "galley"},
                       [("adult", "engineering")], "crew-move", self_destruct_at=5)
    board = _board(app, session)
    d = Driver(app)
    _press(d, board, "cook", "board")
    box = d.top
    assert box.name == "message" and "55.5 points" in box.text and "Scout" in box.title
    d.frames(3)
    pygame.image.save(app.window, str(shots / "board.png"))
    d.key(pygame.K_RETURN)  # Board
    d.frames(2)
    assert d.top is board and "cook" in next(b.aboard for b in _boats(session))
    _press(d, board, "doc", "board")  # the same turn: no second question
    d.frames(2)
    assert d.top is board and "doc" in next(b.aboard for b in _boats(session))


def test_without_the_self_destruct_escaping_concedes_the_whole_ship(app):
    session = _session({"cook": "scout-bay", "captain": "galley"}, [("adult", "engineering")], "crew-move")
    board = _board(app, session)
    d = Driver(app)
    _press(d, board, "cook", "board")
    assert d.top.name == "message" and "111 points" in d.top.text
    d.key(pygame.K_ESCAPE)  # Stay aboard
    assert d.top is board and not next(b.aboard for b in _boats(session))


def _boats(session):
    from greenthings.engine import boats

    return [b for b in boats(session.state) if b.bay == "scout-bay"]


def _finished(config):
    """A game ended by the self-destruct, the crew away in the Scout."""
    session = _session({"cook": "scout-bay"}, [("adult", "galley")], "crew-move", config, self_destruct_at=5)
    from greenthings.engine.dice import Dice

    session.state.dice = Dice(7)
    for a in (Action("board", piece="cook"), END, END):
        session.play(a)
    while session.state.phase == "epilogue":
        session.play(legal_actions(session.state)[0])
    assert session.over
    return session


def test_the_self_destruct_warning_goes_when_the_game_ends():
    from greenthings.ui.scenes.board.bar import self_destruct_warning

    session = _session({"cook": "scout-bay"}, [("adult", "galley")], "crew-move", self_destruct_at=5)
    assert "round 5" in self_destruct_warning(session.state)
    over = _finished(GameConfig(opponent="hotseat"))
    assert self_destruct_round(over.state) is not None and self_destruct_warning(over.state) is None


def test_the_score_says_you_won_or_lost_and_hot_seat_names_the_winner(app):
    from greenthings.engine import game_result
    from greenthings.ui.scenes.epilogue.score import headline, verdict

    session = _finished(GameConfig(opponent="hotseat"))
    winner = game_result(session.state).winner
    assert winner in ("crew", "monsters")
    loser = "crew" if winner == "monsters" else "monsters"
    assert verdict(session.state, {winner}) == "You won!"
    assert verdict(session.state, {loser}) == "You lost"
    assert verdict(session.state, {"crew", "monsters"}) == headline(session.state)
    assert headline(session.state) in ("The crew wins!", "The Awful Green Things win!")
