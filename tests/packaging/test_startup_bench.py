"""The start-up benchmark (python -m greenthings.bench startup) reads the
menu's time from the log correctly, and runs end to end.  It measures; no
test here asserts how fast the game starts."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from greenthings.bench import startup

LOG = """\
2026-11-27 16:47:26,562 INFO greenthings: starting version 0.1.0; data /tmp/x/data, config /tmp/x/config
2026-11-27 16:47:29,069 INFO greenthings.ui.app: menu interactive 2.54 s after start
"""


def test_menu_time_is_the_stamp_of_the_menu_line_in_local_time():
    expected = time.mktime((2026, 11, 27, 16, 47, 29, 0, 0, -1)) + 0.069
    assert startup.menu_time(LOG) == pytest.approx(expected, abs=1e-6)
    with pytest.raises(ValueError, match="menu interactive"):
        startup.menu_time(LOG.splitlines()[0])


def test_one_run_measures_from_the_launch(tmp_path, monkeypatch):
    """With an injected clock and a stand-in for the program, the time to the
    menu is the menu line's stamp minus the launch."""
    launch = time.mktime((2026, 11, 27, 16, 47, 28, 0, 0, -1))
    ticks = iter([launch, launch + 2.0])

    def fake_run(command, **kwargs):
        log = tmp_path / "logs" / "greenthings.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        log.write_text(LOG, encoding="utf-8")
        assert kwargs["env"]["SDL_VIDEODRIVER"] == "dummy" and kwargs["env"]["GREENTHINGS_HOME"] == str(tmp_path)
        assert command[-3:] == ["--windowed", "--exit-after-frames", "1"]
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(startup.subprocess, "run", fake_run)
    menu, _cpu, ended = startup.one_run(["GreenThings"], tmp_path, "dummy", clock=lambda: next(ticks))
    assert menu == pytest.approx(1.069, abs=1e-6) and ended == 2.0


def test_the_benchmark_runs_the_game_from_source():
    proc = subprocess.run([sys.executable, "-m", "greenthings.bench", "startup", "--source", "--runs", "1",
                           "--video", "dummy"], capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    last = proc.stdout.strip().splitlines()[-1]
    assert last.startswith("startup_s_median=") and float(last.split("=")[1]) > 0
