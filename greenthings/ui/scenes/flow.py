"""Starting, continuing and loading games: the glue between the menu pages
and the game scenes.  Every failure becomes a message box for the player."""
from __future__ import annotations

import logging
from pathlib import Path

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import SaveError, read_save
from greenthings.ui.scene import Context

logger = logging.getLogger(__name__)


def engine_available() -> bool:
    import importlib

    try:
        importlib.import_module("greenthings.engine.game")
    except Exception:
        return False
    return True


def _message(context: Context, title: str, text: str) -> None:
    from greenthings.ui.scenes.message import MessageBox

    context.stack.push(MessageBox(context, title, text))


def start_new_game(context: Context, config: GameConfig) -> bool:
    """Create the game and open the setup scene; False (with a message) on failure."""
    if not engine_available():
        _message(context, "Not yet", "The rules engine is not installed in this build, "
                 "so a game cannot start yet. The menu, settings and rules pages work.")
        return False
    try:
        from greenthings.ui.scenes.board import BoardScene
        from greenthings.ui.game.session import new_session

        session = new_session(config)
    except Exception as exc:  # a bug: log it, tell the player
        logger.exception("could not start a game")
        _message(context, "Could not start", f"Starting the game failed: {exc}\n"
                 f"Details are in the log: {context.paths.log_file}")
        return False
    context.stack.reset(BoardScene(context, session))
    return True


def open_save(context: Context, path: Path) -> bool:
    """Load a save file and open the board; a damaged file gets a clear message."""
    try:
        data = read_save(path)
    except SaveError as exc:
        _message(context, "Cannot load this save", str(exc))
        return False
    if not engine_available():
        _message(context, "Not yet", "The rules engine is not installed in this build, "
                 "so saved games cannot be opened yet.")
        return False
    try:
        from greenthings.ui.scenes.board import BoardScene
        from greenthings.ui.game.session import session_from_save

        session = session_from_save(data, path)
    except Exception as exc:
        logger.warning("save %s did not load: %s", path, exc)
        _message(context, "Cannot load this save",
                 f"{path.name}: the game inside is damaged or from an incompatible version ({exc}).")
        return False
    context.stack.reset(BoardScene(context, session))
    return True
