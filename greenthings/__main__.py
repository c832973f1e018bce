"""Start the game: ``python -m greenthings`` or the ``greenthings`` command.

Options: ``--version``; ``--windowed`` / ``--fullscreen`` override the saved setting;
``--smoke-test`` renders every scene for a few frames with the dummy SDL
drivers, checks each one's layout (``--size WxH`` picks the window) and
exits 0 if all is well (used by CI and after packaging).  For developers,
``--with MODULE`` (repeatable) imports a module before the menu opens, so an
expansion or species that registers itself when imported is offered on the
New Game page: ``python -m greenthings --with greenthings.devtools.teleporters``
(the computer's process imports it too).
A module that cannot be imported is refused (exit 2) before anything opens.

Without a display (no ``DISPLAY`` or ``WAYLAND_DISPLAY``: SDL falls back to
its offscreen or dummy driver) the game says "no display found" and exits 2
rather than run unseen; a headless driver asked for by name in
``SDL_VIDEODRIVER`` (tests, CI) is used as asked.

Logs go to the platformdirs log folder (``GREENTHINGS_HOME`` overrides all
the folders); an uncaught exception is written there and the player is told
where, in a message box (SDL shows one even before the window opens).  Until
that folder is known -- or if it cannot be written -- crashes go to stderr and
to ``greenthings-crash.log`` in the temporary folder.  Heavy imports (pygame)
happen only after the arguments are read.
"""
from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

from greenthings import __version__
from greenthings.ui.window_size import HEADLESS_DRIVERS, window_size
from greenthings.with_modules import import_modules  # --with: the bot process imports them too

logger = logging.getLogger("greenthings")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="greenthings", description="The Awful Green Things From Outer Space")
    p.add_argument("--version", action="version", version=f"greenthings {__version__}")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="open in a window")
    mode.add_argument("--fullscreen", action="store_true", help="open full screen")
    p.add_argument("--smoke-test", action="store_true",
                   help="render every scene headless for a few frames and exit 0")
    p.add_argument("--frames", type=int, default=5, help="frames per scene in the smoke test")
    p.add_argument("--size", type=window_size, default=None, metavar="WxH",
                   help="the smoke test's window (default: the saved one); each scene's layout is checked")
    p.add_argument("--with", dest="with_modules", action="append", default=[], metavar="MODULE",
                   help="for developers: import MODULE first, e.g. an expansion that registers itself "
                        "(greenthings.devtools.teleporters); may be given more than once")
    p.add_argument("--exit-after-frames", type=int, default=None, help=argparse.SUPPRESS)
    return p.parse_args(argv)


def fallback_log_file() -> Path:
    """Where crashes go when the log folder is not known or not writable."""
    return Path(tempfile.gettempdir()) / "greenthings-crash.log"


def setup_logging(log_file: Path, verbose: bool = False) -> Path:
    """Log to ``log_file`` (rotating); if it cannot be opened, to the fallback
    file.  Returns the file actually used."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    try:
        log_file.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(log_file, maxBytes=1_000_000, backupCount=3,
                                                       encoding="utf-8")
    except OSError as exc:
        fallback = fallback_log_file()
        if sys.stderr is not None:
            print(f"greenthings: cannot write the log {log_file} ({exc}); logging to {fallback}",
                  file=sys.stderr)
        log_file = fallback
        handler = logging.FileHandler(log_file, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if sys.stderr is not None:  # None in a windowed PyInstaller build
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        root.addHandler(console)
    return log_file


def show_crash_box(message: str) -> bool:
    """An error message box; SDL can show one without an open window (and
    even before pygame's display is initialised).  False if it could not."""
    try:
        import pygame

        pygame.display.message_box("The Awful Green Things - crash", message, message_type="error")
        return True
    except Exception:
        return False


def _append_fallback(text: str) -> Path | None:
    path = fallback_log_file()
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} the game (version {__version__}) crashed:\n{text}\n")
        return path
    except OSError:
        return None


def install_early_excepthook(show_dialog: bool) -> None:
    """Before the log folder is known: crashes (in finding the folders or
    setting up logging) go to stderr and the fallback log file."""

    def hook(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        where = _append_fallback(text)
        if sys.stderr is not None:
            print(text, file=sys.stderr, end="")
            if where is not None:
                print(f"(also written to {where})", file=sys.stderr)
        if show_dialog:
            show_crash_box(f"Sorry, the game could not start: {exc_type.__name__}: {exc}"
                           + (f"\nThe details are in:\n{where}" if where else ""))

    sys.excepthook = hook


def install_excepthook(log_file: Path, show_dialog: bool) -> None:
    """Write crashes to the log and tell the player where the log is."""

    def hook(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        try:
            logger.critical("the game crashed (version %s):\n%s", __version__, text)
        except Exception:  # a broken log must not hide the crash
            _append_fallback(text)
        message = (f"Sorry, the game crashed: {exc_type.__name__}: {exc}\n"
                   f"The details are in the log file:\n{log_file}")
        if sys.stderr is not None:
            print(message, file=sys.stderr)
        if show_dialog:
            show_crash_box(message)

    sys.excepthook = hook


NO_DISPLAY_EXIT = 2


def missing_display(asked_driver: str | None) -> str | None:
    """Why the window could not be seen, or None.  SDL quietly falls back to
    a driver that draws nowhere when it finds no display; that is only
    wanted when someone named such a driver in SDL_VIDEODRIVER."""
    import pygame

    pygame.display.init()
    driver = pygame.display.get_driver()
    if driver not in HEADLESS_DRIVERS or asked_driver:
        return None
    return (f"no display found: the game needs a desktop to show its window, and SDL found none "
            f"(it fell back to its '{driver}' video driver; DISPLAY and WAYLAND_DISPLAY are not set). "
            f"To run without a screen on purpose, set SDL_VIDEODRIVER=dummy.")


def folder_notices(paths) -> list[str]:
    """Start-up housekeeping of the game's folders: temporary files that a
    killed write left are removed; a folder that cannot be written is
    logged, and said in words for the menu (the game still starts)."""
    removed = paths.remove_stray_temp_files()
    if removed:
        logger.info("removed %d temporary file(s) left by an interrupted save", removed)
    notices = []
    for what, why in paths.unwritable().items():
        logger.warning("the %s folder cannot be written (%s)", what, why)
        notices.append("Saves are off: the saves folder cannot be written." if what == "saves"
                       else "Settings will not be kept: the settings folder cannot be written.")
    return notices


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    args = parse_args(argv)
    refused = import_modules(args.with_modules)
    if refused:
        print(f"greenthings: {refused}", file=sys.stderr)
        return 2
    asked_driver = os.environ.get("SDL_VIDEODRIVER")
    if args.smoke_test:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # No message box when nobody is there to click it (dummy video, smoke tests).
    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy" or args.smoke_test
    install_early_excepthook(show_dialog=not headless)

    from greenthings.ui.game.paths import resolve_paths

    paths = resolve_paths().ensure()
    log_file = setup_logging(paths.log_file)
    install_excepthook(log_file, show_dialog=not headless)
    logger.info("starting version %s; data %s, config %s", __version__, paths.data_dir, paths.config_dir)

    from greenthings.ui.game.settings import load_settings

    settings = load_settings(paths.settings_file)
    settings.notice = " ".join(filter(None, [settings.notice, *folder_notices(paths)]))
    fullscreen = True if args.fullscreen else False if args.windowed else None

    if args.smoke_test:
        from greenthings.devtools.smoke import run_smoke_test

        return run_smoke_test(paths, settings, frames=args.frames, size=args.size)

    problem = missing_display(asked_driver)
    if problem:
        logger.error(problem)  # the log, and stderr
        return NO_DISPLAY_EXIT

    from greenthings.ui.app import App
    from greenthings.ui.scenes.menu import MenuScene

    app = App(paths, settings, fullscreen=fullscreen)
    try:
        return app.run(MenuScene, max_frames=args.exit_after_frames, started=started)
    finally:
        app.close()


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bot process re-runs a frozen program
    sys.exit(main())
