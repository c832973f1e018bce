"""The board's keys in one table: what each intent does on the board (Esc,
Enter, Tab, Space, U, H, E, S, L, + and -, N); the scene's own actions do
the work."""
from __future__ import annotations

from typing import Callable

from greenthings.ui.intents import Intent
from greenthings.ui.scenes.board import preferences


def board_keys(board) -> dict[Intent, Callable[[], None]]:
    settings = board.context.settings
    return {
        Intent.BACK: lambda: back(board), Intent.END_PHASE: board.end_phase, Intent.UNDO: board.undo,
        Intent.HINT: board.ask_hint, Intent.SKIP: lambda: skip(board), Intent.CONFIRM: board.confirm,
        Intent.NEXT_PIECE: lambda: next_piece(board), Intent.SAVE: board.save_game, Intent.LOG: board.open_log,
        Intent.SPEED_UP: lambda: changed(board, preferences.change_speed(settings, +1)),
        Intent.SPEED_DOWN: lambda: changed(board, preferences.change_speed(settings, -1)),
        Intent.NAMES: lambda: changed(board, preferences.toggle_names_on_top(settings)),
    }


def back(board) -> None:
    """Esc: let go of what is picked, else the game's menu."""
    sel = board.selection
    if board.usual.picked is not None:
        board.usual.picked = None
        board.dirty = True
    elif sel.piece or sel.chooser or sel.hint:
        board.cancel_selection()
    else:
        board.open_menu()


def skip(board) -> None:
    """Space: the animations at once (the rest of the computer's turn too)."""
    board.player.skip_all()
    board.player.skipping = board.session.computer_turn()


def next_piece(board) -> None:
    """Tab: the next piece that can act."""
    actors = board.offer.actors()
    if actors and board.session.human_turn():
        piece = board.selection.piece
        i = actors.index(piece) + 1 if piece in actors else 0
        board.select(actors[i % len(actors)])


def changed(board, what: str) -> None:
    """A setting changed from the board: keep it, and say so."""
    board.context.save_settings()
    board.panel.say(what)
    board.dirty = True
