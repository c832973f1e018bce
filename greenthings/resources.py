"""Where the game's data files live.

`maps/` and `assets/` sit in one root folder:

- running from source or an editable install, the repository root (the folder
  above this package);
- inside a PyInstaller bundle, `sys._MEIPASS` (in a one-folder build since
  PyInstaller 6 that is the `_internal/` folder): the build must collect `maps/`
  and `assets/` there as data folders of the same names.

Paths never depend on the current directory or on `sys.executable`.
"""
from __future__ import annotations

import sys
from pathlib import Path


def root_dir() -> Path:
    """The folder that holds `maps/` and `assets/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def map_path(name: str = "znutar") -> Path:
    """Path of the map file `maps/<name>.json`."""
    return root_dir() / "maps" / f"{name}.json"


def asset_path(*parts: str) -> Path:
    """Path of a file under `assets/`, e.g. asset_path("fonts", "x.ttf")."""
    return root_dir().joinpath("assets", *parts)
