"""Moves through walls on the board: a Purple Adult's rooms beyond a wall
light up like any other move (from the engine's legal actions), the walls
it may cross shimmer, and the move is animated through the wall."""
from __future__ import annotations

import math

import pygame
import pytest

from greenthings.engine import locations, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.scenes.board.events import PHASE_TIME
from greenthings.ui.draw.walls import is_through_wall
from greenthings.ui.scenes.board.phasing import crossing, light, wall_points

from .driver import Driver


@pytest.fixture()
def phasing_board(app):
    from greenthings.devtools.demo import phasing_session
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    session, monster = phasing_session()
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, 1)))
    d = Driver(app)
    d.frames(3)
    return d, board, monster


def _select(d: Driver, board, monster: str) -> None:
    rect = next(r for r, members in board.view.piece_rects if monster in members)
    d.click(rect.center)
    assert board.selection.piece == monster


def test_rooms_beyond_a_wall_are_lit_like_other_moves(phasing_board):
    d, board, monster = phasing_board
    state = board.session.state
    assert species_of(state).id == "insidious-purple-things"
    _select(d, board, monster)
    here = locations(state)[monster]
    moves = [a for a in board.session.legal_actions() if a.type == "move" and a.piece == monster]
    through = [a.to for a in moves if is_through_wall(state.map, here, a.to)]
    assert through, "the position offers a move through a wall"
    for a in moves:  # every destination the engine allows is lit the same way
        assert board.picture.highlights.get(a.to) == P.LEGAL_MOVE, a.to
    # The panel says so, and the move's button and hint name the wall.
    from greenthings.ui.game.session import area_label, describe_action

    d.frames(1)
    text = " ".join(line for line, _ in board.panel.lines)
    assert "Through the wall" in text and area_label(state, through[0]) in text
    wall_move = next(a for a in moves if a.to == through[0])
    assert describe_action(state, wall_move).endswith(f"{area_label(state, through[0])} through the wall")
    assert not any(describe_action(state, a).endswith("through the wall") for a in moves if a.to not in through)
    # The walls it may go through are marked, and only those.
    assert set(board.picture.walls) == {(here, to) for to in through}
    # ...and drawn: the wall's middle takes the species' colour.
    d.frames(1)
    x, y = crossing(board.view, here, through[0])
    colours = {tuple(d.app.window.get_at((round(x) + dx, round(y) + dy)))[:3]
               for dx in range(-4, 5) for dy in range(-4, 5)}
    glow = light(species_of(state).look.colour, 0.25)
    assert any(all(abs(c[i] - glow[i]) < 60 for i in range(3)) for c in colours), colours


def test_a_move_through_a_wall_is_animated_through_it(phasing_board, shots):
    d, board, monster = phasing_board
    state = board.session.state
    _select(d, board, monster)
    here = locations(state)[monster]
    to = next(a.to for a in board.session.legal_actions()
              if a.type == "move" and a.piece == monster and is_through_wall(state.map, here, a.to))
    assert wall_points(board.view, here, to), "the two areas share a stretch of wall"
    pt = d._free_point(board, to)
    assert pt is not None
    d.click(pt)
    assert not board.selection.chooser  # one monster picked: the click means its move
    assert locations(board.session.state)[monster] == to
    flights = [f for f in board.player.flights if f.piece == monster]
    assert flights and flights[0].through_wall and (flights[0].frm, flights[0].to) == (here, to)
    assert flights[0].left <= PHASE_TIME
    # Half way: the monster is drawn at the wall, not at either end.
    for _ in range(12):
        d.frames(1)
    pygame.image.save(d.app.window, str(shots / "through_wall.png"))
    x = crossing(board.view, here, to)
    assert math.dist(x, board.view.center(here)) > 1 and math.dist(x, board.view.center(to)) > 1


def test_a_move_through_a_hatch_is_not(phasing_board):
    d, board, monster = phasing_board
    state = board.session.state
    here = locations(state)[monster]
    hatch_moves = [a for a in board.session.legal_actions()
                   if a.type == "move" and not is_through_wall(state.map, locations(state)[a.piece], a.to)]
    assert hatch_moves
    a = hatch_moves[0]
    frm = locations(state)[a.piece]
    board.act(a)
    d.frames(2)
    flight = next(f for f in board.player.flights if f.piece == a.piece)
    assert not flight.through_wall and (flight.frm, flight.to) == (frm, a.to)
    assert here  # the wall-crossing monster is still where it was


def test_every_wall_of_the_map_has_a_stretch_to_draw():
    from greenthings.engine import load_map
    from greenthings.ui.draw.walls import shared_wall, wall_length

    ship = load_map()
    poly = {a: tuple(map(tuple, area.polygon)) for a, area in ship.areas.items()}
    walls = ship.edges_of("wall")
    assert walls
    for w in walls:
        assert is_through_wall(ship, w.a, w.b) and is_through_wall(ship, w.b, w.a)
        assert wall_length(shared_wall(poly[w.a], poly[w.b])) >= 20, (w.a, w.b)
    # Areas far apart share no wall; a hatch is not a wall.
    assert shared_wall(poly["galley"], poly["engine-room"]) == ()
    hatch = next(e for e in ship.edges if e.kind == "hatch")
    assert not is_through_wall(ship, hatch.a, hatch.b)
