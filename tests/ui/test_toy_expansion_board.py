"""The toy expansion (greenthings/devtools/teleporters.py) on the board, with
no edit of the UI for it: a game with the Teleporters on renders, a crewman
standing on a pad has the other pad lit among his moves, a click there beams
him (in the expansion's own words), and the computer answers its decision.
The pads are marked on the board with their charge, as the expansion says."""
from __future__ import annotations

import greenthings.devtools.teleporters as toy
import pygame

from greenthings.devtools.layout_check import board_labels
from greenthings.engine import Options, legal_actions, locations, place_marks
from greenthings.engine.game import Game
from greenthings.ui.draw import palette as P
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession, describe_action

from .driver import Driver, ScriptedComputer, rect_of

NEAR, FAR = toy.ZNUTAR_PADS


class FirstChoice(ScriptedComputer):
    """The computer: takes its first legal action at once."""

    def pick(self, state):
        return legal_actions(state)[0]


def _on_a_pad(outside: bool) -> Game:
    """The crew's move in round 1 with the Cook on the near pad, not yet moved."""
    g = Game.new(11, Options(teleporters=True, outside=outside))
    while not (g.state.phase == "crew-move" and g.state.to_play == "crew"):
        g.play(g.legal_actions()[0])
    d = g.state.to_json()
    d["pieces"]["cook"]["area"] = NEAR
    d["turn"] = {k: ([] if isinstance(v, list) else {}) for k, v in d["turn"].items()}
    return Game.from_json(d)


def _board(app, outside: bool):
    from greenthings.ui.scenes.board import BoardScene

    session = GameSession(_on_a_pad(outside), GameConfig(side="crew", opponent="computer"))
    scene = BoardScene(app.context, session, computer=FirstChoice())
    app.stack.push(scene)
    d = Driver(app, seed=5)
    d.frames(3)
    return d, scene


def _beam(d: Driver, board) -> None:
    session = board.session
    beam = next(a for a in legal_actions(session.state) if a.type == toy.TELEPORT and a.piece == "cook")
    assert describe_action(session.state, beam) == "Cook: teleport to Hospital Ward (a die: 3-6 arrives)"
    r = rect_of(board, "cook")
    assert r is not None, "the Cook is drawn on his pad"
    d.click(r.center)
    assert board.selection.piece == "cook"
    assert board.picture.highlights.get(FAR) in (P.LEGAL_MOVE, P.LEGAL_TARGET), "the far pad is lit"
    spot = d._free_point(board, FAR)
    assert spot is not None
    before = len(session.game.actions)
    d.click(spot)
    d.settle()
    assert session.game.actions[before] == beam
    assert locations(session.state)["cook"] in (FAR, *session.state.map.neighbors[FAR])
    assert session.to_play == "crew" and session.state.teleporter.charge == toy.CHARGE - 1


def test_a_crewman_beams_by_clicks(app):
    d, board = _board(app, outside=False)
    _beam(d, board)


def test_beside_outside_the_znutar(app):
    d, board = _board(app, outside=True)
    _beam(d, board)


def test_the_pads_are_marked_where_the_engine_says(app):
    from greenthings.ui.scenes.board import BoardScene

    board = BoardScene(app.context, GameSession(Game.new(11, Options(teleporters=True)), GameConfig()))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    view, marks = board.view, place_marks(board.session.state)
    assert set(marks) == set(toy.ZNUTAR_PADS) and set(view.drawn_marks) == set(marks)
    for area, rect in view.drawn_marks.items():
        assert view.area_at(rect.center) == area, f"the mark of {area} is drawn in its own room"
        ink = pygame.mask.from_threshold(app.window.subsurface(rect), P.PLACE_MARK, (2, 2, 2, 255))
        assert ink.count() > 8, f"the mark of {area} is on the screen"
    assert view.drawn_marks[FAR].w > 2 * view.drawn_marks[FAR].h, "the empty far pad's mark has room for its words"
    assert board_labels(view) == [], "the marks lie whole in their rooms, on no name"
    far = view.drawn_marks[FAR]
    view.drawn_marks[FAR] = far.move(0, far.h * 3)     # out through the room's wall: the layout check sees it
    assert any("the mark on Hospital Ward" in p for p in board_labels(view))
