"""How long the game takes from launch to an interactive main menu.

    python -m greenthings.bench startup                   # the built bundle: dist/GreenThings/GreenThings
    python -m greenthings.bench startup --program PATH    # another build of it
    python -m greenthings.bench startup --source          # python -m greenthings, from this checkout
    python -m greenthings.bench startup --home kept       # a returning player: settings saved, no first-run page

Each run launches the program with ``--windowed --exit-after-frames 1`` and
its own GREENTHINGS_HOME (fresh each run: a first launch, with the "how to
play" page on top of the menu), then reads the log's "menu interactive" line:
that line's time stamp minus the moment of the launch is the start-up time
(bootloader, Python, imports, window, first frame drawn and shown).  Also
reported: the program's CPU time, the whole run including shutdown.

Video: the desktop in DISPLAY or WAYLAND_DISPLAY (Linux; Windows and macOS
always have one), else SDL's dummy driver; ``--video dummy`` forces the
dummy.  Audio is always the dummy driver.  The machine's load shows in the
wall time more than in the CPU time: say what else was running.

Last line: ``startup_s_median=N``.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MENU_LINE = "menu interactive"  # greenthings/ui/app.py logs it after the first frame
STAMP = "%Y-%m-%d %H:%M:%S"  # logging's asctime, then ",mmm"


def default_program() -> Path:
    """The one-folder bundle that build_scripts/build.py makes."""
    if sys.platform == "darwin":
        return ROOT / "dist" / "GreenThings.app" / "Contents" / "MacOS" / "GreenThings"
    return ROOT / "dist" / "GreenThings" / ("GreenThings.exe" if os.name == "nt" else "GreenThings")


def menu_time(log_text: str) -> float:
    """When the log says the menu became interactive, as a Unix time (the
    log's time stamps are local time with milliseconds)."""
    for line in log_text.splitlines():
        if MENU_LINE in line:
            stamp, _, rest = line.partition(",")
            millis = rest[:3]
            return time.mktime(time.strptime(stamp, STAMP)) + int(millis) / 1000
    raise ValueError(f"no {MENU_LINE!r} line in the log: did the menu open?")


def child_cpu() -> float:
    """CPU seconds of the finished child processes so far (nan where unknown)."""
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_env(home: Path, video: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "SDL_VIDEODRIVER")}
    env.update(SDL_AUDIODRIVER="dummy", GREENTHINGS_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    if video == "dummy":
        env["SDL_VIDEODRIVER"] = "dummy"
    return env


def one_run(command: list[str], home: Path, video: str, clock=time.time) -> tuple[float, float, float]:
    """(seconds to the menu, CPU seconds, seconds to exit) of one launch."""
    log = home / "logs" / "greenthings.log"
    log.unlink(missing_ok=True)
    cpu = child_cpu()
    launched = clock()
    proc = subprocess.run(command + ["--windowed", "--exit-after-frames", "1"], env=run_env(home, video),
                          cwd=home, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    ended = clock()
    if proc.returncode != 0:
        raise SystemExit(f"{command[0]} exited {proc.returncode}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return menu_time(log.read_text(encoding="utf-8")) - launched, child_cpu() - cpu, ended - launched


def video_driver(asked: str) -> str:
    if asked != "auto":
        return asked
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "dummy"
    return "desktop"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.bench startup", description=__doc__.split("\n\n")[0])
    what = p.add_mutually_exclusive_group()
    what.add_argument("--program", type=Path, default=None, help="the program to time (default: the built bundle)")
    what.add_argument("--source", action="store_true", help="time python -m greenthings from this checkout")
    p.add_argument("--runs", type=int, default=7, help="launches to time (default 7)")
    p.add_argument("--home", choices=("fresh", "kept"), default="fresh",
                   help="fresh: a first launch every run; kept: one home, set up by an uncounted first run")
    p.add_argument("--video", choices=("auto", "dummy"), default="auto", help="auto: the desktop if there is one")
    args = p.parse_args(argv)

    if args.source:
        command = [sys.executable, "-m", "greenthings"]
    else:
        program = (args.program or default_program()).resolve()
        if not program.is_file():
            raise SystemExit(f"{program} is missing: build it (python build_scripts/build.py) or use --source")
        command = [str(program)]
    video = video_driver(args.video)
    print(f"timing {' '.join(command)}: {args.runs} runs, {args.home} home, {video} video"
          + (f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""))
    menus, cpus = [], []
    with tempfile.TemporaryDirectory(prefix="gt-startup-", ignore_cleanup_errors=True) as scratch:
        kept = Path(scratch) / "home"
        if args.home == "kept":
            kept.mkdir()
            one_run(command, kept, video)  # the first launch writes the settings
        for i in range(args.runs):
            home = kept if args.home == "kept" else Path(scratch) / f"home{i}"
            home.mkdir(exist_ok=True)
            menu, cpu, ended = one_run(command, home, video)
            menus.append(menu)
            cpus.append(cpu)
            print(f"run {i + 1}: menu {menu:.3f} s, cpu {cpu:.2f} s, exited after {ended:.2f} s")
    print(f"menu: median {statistics.median(menus):.3f} s, min {min(menus):.3f}, max {max(menus):.3f}; "
          f"cpu median {statistics.median(cpus):.2f} s")
    print(f"startup_s_median={statistics.median(menus):.3f}")
    return 0
