"""``python -m greenthings --smoke-test`` exits 0, fast, and logs to GREENTHINGS_HOME."""
from __future__ import annotations

import os
import subprocess
import sys
import time


def test_smoke_test_exits_zero(home):
    env = dict(os.environ, GREENTHINGS_HOME=str(home))
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--smoke-test"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "smoke test passed" in proc.stdout
    assert (home / "logs" / "greenthings.log").exists()
    assert time.perf_counter() - start < 60


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
    code = ("import sys; import greenthings.ui.paths, greenthings.ui.settings, greenthings.ui.saves, "
            "greenthings.ui.gameconfig, greenthings.ui.rules_text; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.strip() == "False"


def test_launch_to_interactive_menu_under_two_seconds(home):
    import re

    env = dict(os.environ, GREENTHINGS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "1", "--windowed"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    log = (home / "logs" / "greenthings.log").read_text()
    seconds = float(re.search(r"menu interactive ([0-9.]+) s after start", log).group(1))
    assert seconds < 2.0, f"the menu took {seconds:.2f} s"
