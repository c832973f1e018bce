"""Saving from the board: the autosave after every action (so closing the
window, or the program being killed, loses at most the action in flight),
and Ctrl+S (or the menu's Save) under a name the player gives.  Each answers in words for the
panel when something goes wrong or worked."""
from __future__ import annotations

import logging

from greenthings.ui.game.saves import AUTOSAVE_NAME, NAME_MAX, SaveError, named_save_path, suggested_name

logger = logging.getLogger(__name__)


def autosave(session, path) -> str | None:
    """Save to the autosave file; what went wrong, or None."""
    try:
        session.save(path)
    except OSError as exc:
        logger.warning("autosave failed: %s", exc)
        return f"Autosave failed: {exc}"
    return None


def ask_and_save(context, session, say) -> None:
    """"Save game": a box asks for the save's name -- the game's own save's,
    or a free one made from the game's title -- then saves under it (a name
    another save has is refused; the game's own is written over); ``say``
    tells the board's panel what happened."""
    from greenthings.ui.scenes import routes

    folder = context.paths.saves_dir
    own = session.save_path if session.save_path is not None and session.save_path.name != AUTOSAVE_NAME else None
    initial = own.stem if own is not None else suggested_name(folder, session.title())

    def use(name: str) -> str | None:
        try:
            path = named_save_path(folder, name, own)
            session.save(path)
        except SaveError as exc:
            return str(exc)
        except OSError as exc:
            logger.warning("saving the game failed: %s", exc)
            return f"Could not save: {exc.strerror or exc}"
        session.save_path = path
        say(f"Saved as \u201c{path.stem}\u201d.")
        return None

    routes.ask_text(context, "Save the game", f"A name for this save (letters, digits, spaces, - and _; "
                    f"at most {NAME_MAX}):", initial, use, ok="Save", cancel="Cancel")
