"""Saving from the board: the autosave after every action (so closing the
window, or the program being killed, loses at most the action in flight),
and Ctrl+S (or the menu's Save) under the game's own file name.  Each answers in words for the
panel when something goes wrong or worked."""
from __future__ import annotations

import logging

from greenthings.ui.game.saves import new_save_path

logger = logging.getLogger(__name__)


def autosave(session, path) -> str | None:
    """Save to the autosave file; what went wrong, or None."""
    try:
        session.save(path)
    except OSError as exc:
        logger.warning("autosave failed: %s", exc)
        return f"Autosave failed: {exc}"
    return None


def save_game(session, saves_dir) -> str:
    """Save under the game's file (a new one the first time, never the autosave)."""
    path = session.save_path or new_save_path(saves_dir)
    if path.name == "autosave.json":
        path = new_save_path(saves_dir)
    try:
        session.save(path)
    except OSError as exc:
        return f"Could not save: {exc}"
    session.save_path = path
    return f"Saved as {path.name}."
