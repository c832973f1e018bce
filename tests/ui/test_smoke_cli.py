"""``python -m greenthings --smoke-test`` exits 0, fast, and logs to GREENTHINGS_HOME."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_smoke_test_exits_zero(home):
    env = dict(os.environ, GREENTHINGS_HOME=str(home))
    # "Fast" is a hang guard, not a measurement: a run over two minutes fails (it hovers
    # every lit target of every pick on a dozen boards; the machine may be shared).
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--smoke-test", "--size", "1024x640"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "smoke test: window 1024x640, scale 0.8" in proc.stdout
    assert "smoke test: board ok" in proc.stdout and "LAYOUT FAILED" not in proc.stdout
    assert "smoke test passed" in proc.stdout
    hovers = next(line for line in proc.stdout.splitlines() if line.startswith("hover panels: "))
    assert hovers.endswith(" checked, 0 over a target") and int(hovers.split()[2]) > 500, hovers
    assert "smoke test: bot process ok" in proc.stdout  # the bot worker process answered
    assert (home / "logs" / "greenthings.log").exists()


@pytest.mark.parametrize("text", ["big", "1024", "0x640", "axb"])
def test_a_bad_size_is_refused(text, capsys):
    from greenthings.__main__ import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--smoke-test", "--size", text])
    assert "window size" in capsys.readouterr().err


def test_with_imports_each_module_named(capsys):
    from greenthings.__main__ import import_modules, main, parse_args
    from greenthings.engine import EXPANSIONS

    args = parse_args(["--with", "greenthings.devtools.teleporters", "--with", "greenthings.devtools.toy_species"])
    assert args.with_modules == ["greenthings.devtools.teleporters", "greenthings.devtools.toy_species"]
    assert import_modules(args.with_modules) is None and "teleporters" in EXPANSIONS
    # One that cannot be imported is refused before anything opens, in words.
    assert main(["--with", "greenthings.devtools.no_such_toy"]) == 2
    err = capsys.readouterr().err
    assert "--with greenthings.devtools.no_such_toy: cannot import it (ModuleNotFoundError" in err


def test_crash_is_logged_and_reported(home):
    code = (
        "import sys; from greenthings.__main__ import install_excepthook, setup_logging;"
        "from pathlib import Path; p=Path(sys.argv[1]); setup_logging(p); install_excepthook(p, False);"
        "raise RuntimeError('boom')"
    )
    log = home / "logs" / "greenthings.log"
    proc = subprocess.run([sys.executable, "-c", code, str(log)], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert str(log) in proc.stderr
    assert "RuntimeError: boom" in log.read_text()


def test_pure_modules_do_not_import_pygame():
    code = ("import sys; import greenthings.ui.game.paths, greenthings.ui.game.settings, greenthings.ui.game.saves, "
            "greenthings.ui.game.gameconfig, greenthings.ui.game.rules_text; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.strip() == "False"


def test_launch_logs_when_the_menu_is_interactive(home):
    """The start's time is measured by `python -m greenthings.bench startup`
    (it reads this line); the test only checks the line is there to read."""
    from greenthings.bench.startup import menu_time

    env = dict(os.environ, GREENTHINGS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "1", "--windowed"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert menu_time((home / "logs" / "greenthings.log").read_text()) > 0


def test_a_crash_before_the_log_exists_goes_to_stderr_and_the_fallback_log(tmp_path):
    """A crash before the log folder is known is printed and kept in the
    temporary folder's greenthings-crash.log."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TMPDIR=str(tmp), TEMP=str(tmp),
               TMP=str(tmp))
    code = ("from greenthings.__main__ import install_early_excepthook; install_early_excepthook(False); "
            "raise OSError('the folders cannot be found')")
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "Error" in proc.stderr and "greenthings-crash.log" in proc.stderr
    crash_log = tmp / "greenthings-crash.log"
    assert crash_log.exists() and "Traceback" in crash_log.read_text()


def test_an_unwritable_log_falls_back_and_the_game_still_starts(tmp_path, monkeypatch):
    import logging

    from greenthings import __main__ as entry

    monkeypatch.setattr(entry, "fallback_log_file", lambda: tmp_path / "fallback.log")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        used = entry.setup_logging(blocker / "logs" / "greenthings.log")
        assert used == tmp_path / "fallback.log"
        logging.getLogger("greenthings").warning("still logging")
    finally:
        for h in root.handlers[:]:
            if h not in before:
                h.close()
                root.removeHandler(h)
    assert "still logging" in (tmp_path / "fallback.log").read_text()


def test_the_crash_box_is_shown_even_without_a_display(monkeypatch):
    """The hook asks SDL for a message box whether or not pygame's display
    was initialised (SDL can show one before any window)."""
    import pygame

    from greenthings import __main__ as entry

    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda title, text, **kw: shown.append((title, text)))
    monkeypatch.setattr(entry, "fallback_log_file", lambda: __import__("pathlib").Path(os.devnull))
    entry.install_early_excepthook(show_dialog=True)
    try:
        try:
            raise OSError("no home")
        except OSError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = sys.__excepthook__
    assert shown and "no home" in shown[0][1]
