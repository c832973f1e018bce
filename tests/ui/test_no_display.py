"""Started where there is no display, the game says so and exits non-zero
within seconds, instead of running unseen on SDL's offscreen driver until
killed.  A headless driver named in SDL_VIDEODRIVER (the tests, CI, the
smoke test) is still used as asked."""
from __future__ import annotations

import os
import subprocess
import sys

from tests.long import long_only


def _without_display(home) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(GREENTHINGS_HOME=str(home), SDL_AUDIODRIVER="dummy")
    return env


def test_no_display_is_said_and_the_game_exits(home):
    proc = subprocess.run([sys.executable, "-m", "greenthings"], env=_without_display(home),
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)   # a hang fails here
    assert proc.returncode != 0
    assert "no display found" in proc.stderr
    assert "no display found" in (home / "logs" / "greenthings.log").read_text()


def test_a_headless_driver_asked_for_by_name_still_runs(home):
    env = dict(_without_display(home), SDL_VIDEODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "2"], env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    assert "no display found" not in proc.stderr


@long_only
def test_the_smoke_test_needs_no_display(home):
    smoke = subprocess.run([sys.executable, "-m", "greenthings", "--smoke-test", "--frames", "1"],
                           env=_without_display(home), capture_output=True, text=True, timeout=120,
                           stdin=subprocess.DEVNULL)
    assert smoke.returncode == 0, smoke.stderr
