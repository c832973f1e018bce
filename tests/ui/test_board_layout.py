"""The ship uses the window: big enough at 1280x800 and 1024x700, tokens
legible in crowded rooms, room names shown whole in their rooms (in place,
on a tag or over a pile)."""
from __future__ import annotations

import pygame
import pytest


def _busy_board(paths, size):
    from greenthings.ui.app import App
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.devtools.demo import busy_session
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.game.settings import Settings

    app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
    board = BoardScene(app.context, busy_session(11), computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    return app, board


@pytest.mark.parametrize("size,min_share", [((1280, 800), 0.58), ((1024, 700), 0.5)])
def test_the_ship_fills_the_map_area(paths, size, min_share):
    app, board = _busy_board(paths, size)
    try:
        v = board.view
        bx, by, bw, bh = v.bounds
        ship = pygame.Rect(v.to_screen((bx, by)), (bw * v.scale, bh * v.scale))
        assert board.rects["map"].contains(ship.inflate(-2, -2))
        # The drawn ship covers a good part of the whole window (it was 40% at 1280x800).
        assert ship.w * ship.h >= min_share * size[0] * size[1]
        # Tokens keep a readable size even in the busiest room.
        assert min(r.w for r, _ in v.piece_rects) >= 22
        # Every room shows its name: in place, on a tag in the room, or over its pile.
        assert set(v._name_only) <= set(v.drawn_names), sorted(set(v._name_only) - set(v.drawn_names))
        from greenthings.devtools.layout_check import board_labels

        assert board_labels(v) == []
    finally:
        app.close()


def test_names_on_top_key(paths):
    from greenthings.ui.intents import Intent

    app, board = _busy_board(paths, (1280, 800))
    try:
        assert not app.settings.names_on_top
        board._intent(Intent.NAMES)
        app.step(1 / 60, events=[])
        assert app.settings.names_on_top
    finally:
        app.close()
