"""The command line the screenshot scripts share: `python -m greenthings.devtools.<name> [OUT] [--suffix S]`
renders their pictures headless into OUT (docs/screenshots by default)."""
from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Callable, Iterable


def run_shots(name: str, shoot: Callable[[Path, str], Iterable[Path]]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    ap = argparse.ArgumentParser(prog=f"python -m greenthings.devtools.{name}")
    ap.add_argument("out", nargs="?", default="docs/screenshots")
    ap.add_argument("--suffix", default="", help="added to each name, e.g. -before or -after")
    args = ap.parse_args()
    for p in shoot(Path(args.out), args.suffix):
        print(p)
