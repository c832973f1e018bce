"""A piece's whole reach is lit at once (an Adult's two areas, a crewman's
three), read from the engine's own moves; one click on a far area takes the
piece there step by step, and one Undo brings it back."""
from __future__ import annotations

import pygame

from greenthings.engine import distances, locations, stage_distances
from greenthings.ui.draw import palette as P

from .driver import Driver
from .test_group_moves import _board, _free_point, _token_of


def lit(board) -> set[str]:
    return {a for a, colour in board.picture.highlights.items() if colour == P.LEGAL_MOVE}


def test_an_adults_two_area_reach_is_lit_at_once_and_one_click_goes_there(app):
    board, ids = _board(app, {"cook": "sick-bay"}, [("adult", "galley")], "monster-move")
    adult = ids["adult1"]
    d = Driver(app)
    d.click(_token_of(board, adult))
    assert board.selection.piece == adult
    steps = stage_distances(board.session.state, "adult")["galley"]
    one = {a for a in lit(board) if steps.get(a) == 1}
    two = {a for a in lit(board) if steps.get(a) == 2}
    assert one and two, "the areas two steps away are lit before the first step"
    assert all(steps.get(a, 9) <= 2 for a in lit(board))
    far = sorted(two)[0]
    d.click(_free_point(board, far))
    d.settle()
    assert locations(board.session.state)[adult] == far
    assert len(board.session.game.actions) == 2  # the engine's two moves
    d.key(pygame.K_u, text="u")
    assert locations(board.session.state)[adult] == "galley"
    assert len(board.session.game.actions) == 0


def test_a_crewmans_whole_move_is_lit(app):
    board, _ids = _board(app, {"captain": "bridge-1"}, [("egg", "engine-room")], "crew-move")
    Driver(app).click(_token_of(board, "captain"))
    steps = distances(board.session.state)["bridge-1"]
    assert max(steps[a] for a in lit(board)) == 3  # the Captain moves 3
