"""Where each screen leads: every change of scene, in one place.

Scenes never build one another; they call these functions with their
:class:`~greenthings.ui.scene.Context`, whose ``scenes`` (the classes, wired
by the app from ``scenes/catalogue.py``) they open: the routes import no
scene, so every scene may import the routes.  Pages opened *over* the current one
(rules, settings, a message...) are pushed, so Back returns; a game, the
menu after a game, or a loaded save replace the whole stack.  Starting or
loading a game turns every failure into a message box for the player.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from greenthings.ui.scene import Context

if TYPE_CHECKING:  # pragma: no cover
    from greenthings.engine import Species
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import GameSession

logger = logging.getLogger(__name__)


# -- the menu and its pages ------------------------------------------------------

def open_menu(context: Context) -> None:
    """Everything closes; the main menu alone."""
    context.stack.reset(context.scenes.menu(context))


def open_new_game(context: Context) -> None:
    """The new game page over the menu (Back returns to the menu)."""
    if not isinstance(context.stack.top, context.scenes.menu):
        open_menu(context)
    context.stack.push(context.scenes.new_game(context))


def open_load(context: Context) -> None:
    context.stack.push(context.scenes.load(context))


def open_import(context: Context) -> None:
    """The page that opens an exported game, to watch it or play on."""
    context.stack.push(context.scenes.import_game(context))


def open_settings(context: Context) -> None:
    context.stack.push(context.scenes.settings(context))


def open_rules(context: Context, section: int = 0, species: "Species | None" = None) -> None:
    """The rules reference, in the words of ``species`` (a game's monsters;
    default: the rulebook's)."""
    context.stack.push(context.scenes.rules(context, section, species))


def open_how_to_play(context: Context) -> None:
    context.stack.push(context.scenes.how_to_play(context))


def toggle_help(context: Context) -> None:
    """The keyboard shortcuts overlay: opened, or closed if it is on top."""
    if isinstance(context.stack.top, context.scenes.help):
        context.stack.pop()
    else:
        context.stack.push(context.scenes.help(context))


def back(context: Context) -> None:
    """Close the page on top (the one beneath carries on)."""
    context.stack.pop()


def message(context: Context, title: str, text: str, ok: str = "OK", cancel: str | None = None,
            on_ok: Callable[[], None] | None = None, on_cancel: Callable[[], None] | None = None,
            check: str | None = None, on_check: Callable[[bool], None] | None = None) -> None:
    """A message box over the current scene (see MessageBox for the buttons)."""
    context.stack.push(context.scenes.message(context, title, text, ok=ok, cancel=cancel, on_ok=on_ok,
                                  on_cancel=on_cancel, check=check, on_check=on_check))


def ask_text(context: Context, title: str, text: str, initial: str, on_text: Callable[[str], str | None],
             ok: str = "OK", cancel: str = "Cancel") -> None:
    """A box asking for a line of text (see AskText for ``on_text``)."""
    context.stack.push(context.scenes.ask_text(context, title, text, initial, on_text, ok=ok, cancel=cancel))


# -- games ---------------------------------------------------------------------------

def start_game(context: Context, config: "GameConfig") -> bool:
    """Create the game and open its board; False (with a message) on failure."""
    from greenthings.ui.game.session import new_session

    try:
        session = new_session(config)
    except Exception as exc:  # a bug: log it, tell the player
        logger.exception("could not start a game")
        message(context, "Could not start", f"Starting the game failed: {exc}\n"
                f"Details are in the log: {context.paths.log_file}")
        return False
    open_board(context, session)
    return True


def load_game(context: Context, path: Path) -> bool:
    """Load a save file and open its board; a damaged file gets a clear message."""
    save = _read_save(context, path, "Cannot load this save")
    return save is not None and open_saved_game(context, save, path)


def _read_save(context: Context, path: Path, title: str):
    """The save in ``path``, or None after telling the player why it cannot be read."""
    from greenthings.ui.game.saves import SaveError, read_save

    try:
        return read_save(path)
    except SaveError as exc:
        message(context, title, str(exc))
        return None


def open_saved_game(context: Context, save, path: Path | None = None) -> bool:
    """The board of a save already read (``path``: the file Ctrl+S writes back
    to; None: a new file in the saves folder)."""
    from greenthings.ui.game.saves import SaveError
    from greenthings.ui.game.session import session_from_save

    try:
        session = session_from_save(save, path)
    except SaveError as exc:
        logger.warning("save %s did not load: %s", path, exc)
        message(context, "Cannot load this save", str(exc))
        return False
    except Exception as exc:  # a bug: log it, tell the player
        logger.exception("save %s did not load", path)
        message(context, "Cannot load this save", _bug_words("Loading this save", exc, context))
        return False
    open_board(context, session)
    return True


def start_tutorial(context: Context, chapter: int = 0) -> None:
    """The tutorial from ``chapter`` (its own game): the board with its coach, alone on the stack."""
    context.stack.reset(context.scenes.tutorial(context, chapter=chapter))


def continue_game(context: Context) -> bool:
    """The game saved automatically last."""
    return load_game(context, context.paths.autosave_file)


def open_board(context: Context, session: "GameSession") -> None:
    """The game's board (also its setup) alone on the stack."""
    context.stack.reset(context.scenes.board(context, session))


def open_pause(context: Context, board) -> None:
    """The in-game menu over the board."""
    context.stack.push(context.scenes.pause(context, board))


def open_log(context: Context, lines: list[str]) -> None:
    """The whole game log as a page over the board."""
    context.stack.push(context.scenes.log(context, lines))


def open_epilogue(context: Context, session: "GameSession", computer=None) -> None:
    """The boats' journeys home and the final score, over the board."""
    context.stack.push(context.scenes.epilogue(context, session, computer))


def open_replay(context: Context, record: dict, title: str = "", name: str = "the game", start: int = 0) -> bool:
    """Watch a game again from its start (or from position ``start``), over
    the current page (Close returns to it); a record that cannot be replayed
    gets a message instead (``name``: its file's, for the message)."""
    from greenthings.ui.game.exports import replay_of
    from greenthings.ui.game.saves import SaveError

    try:
        replay = replay_of(record, name)
    except SaveError as exc:
        message(context, "Cannot replay this game", str(exc))
        return False
    except Exception as exc:  # a bug: log it, tell the player
        logger.exception("could not replay %s", name)
        message(context, "Cannot replay this game", _bug_words("Replaying this game", exc, context))
        return False
    open_replay_of(context, replay, title, start)
    return True


def _bug_words(what: str, exc: Exception, context: Context) -> str:
    from greenthings.ui.game.bounded import REASON_MAX, clip

    return (f"{what} failed: {clip(f'{type(exc).__name__}: {exc}', REASON_MAX)}\n"
            f"Details are in the log: {context.paths.log_file}")


def open_replay_of(context: Context, replay, title: str = "", start: int = 0) -> None:
    """Watch a game already checked (an engine ``Replay``) from its start (or position ``start``)."""
    context.stack.push(context.scenes.replay(context, replay, title, start))


def replay_save(context: Context, path: Path) -> bool:
    """Watch the game in a save file from its start."""
    save = _read_save(context, path, "Cannot replay this save")
    from greenthings.ui.game.bounded import NAME_SHOWN, clip

    return save is not None and open_replay(context, save.game, save.label or clip(path.stem, NAME_SHOWN), path.name)


def export_game(context: Context, game) -> None:
    """Export a game being played (the engine's ``Game``): the game up to now,
    or the whole game once it is over."""
    from greenthings.engine import Replay

    replay = Replay.of_game(game)
    export_replay(context, replay, whole=replay.state.phase == "over")


def export_replay(context: Context, replay, whole: bool) -> None:
    """Write the whole game, or the game up to the replay's position, into the
    exports folder, and tell the player where it went."""
    from greenthings.ui.game.exports import POSITION, WHOLE, write_export

    folder = context.paths.exports_dir
    try:
        path = write_export(folder, replay, WHOLE if whole else POSITION)
    except OSError as exc:
        message(context, "Could not export", f"Writing into {folder} failed: {exc.strerror or exc}")
        return
    what = "The whole game" if whole else f"The game up to action {replay.position} (of {len(replay)})"
    message(context, "Game exported", f"{what} is saved as\n{path.name}\nin {folder}\n\n"
            "Anyone can watch it or play on: Load game, then Import a game...",
            ok="Show the folder", cancel="Close", on_ok=lambda: show_folder(context, folder))


def show_folder(context: Context, folder: Path) -> bool:
    """Open ``folder`` in the system's file manager; if that cannot be done,
    a message says why and where the folder is."""
    from greenthings.ui.game.folders import show_folder as show

    trouble = show(folder)
    if trouble:
        logger.warning("could not show the folder %s: %s", folder, trouble)
        message(context, "Could not show the folder", trouble)
    return trouble is None


def back_to_board(context: Context) -> None:
    """From the epilogue: the board beneath, or the menu if there is none."""
    if len(context.stack) > 1:
        back(context)
    else:
        open_menu(context)
