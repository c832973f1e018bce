"""Where the game keeps its logs, saves and settings.

The folders come from :mod:`platformdirs` (``PlatformDirs("greenthings",
appauthor=False)``).  Setting the environment variable ``GREENTHINGS_HOME``
puts all three under one folder instead (``logs/``, ``data/``, ``config/``),
which is what the tests do.

This module does not import pygame.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

APP_NAME = "greenthings"
HOME_ENV = "GREENTHINGS_HOME"


@dataclass(frozen=True)
class Paths:
    """The three folders the game writes to, and the files inside them."""

    log_dir: Path
    data_dir: Path
    config_dir: Path

    @property
    def log_file(self) -> Path:
        return self.log_dir / "greenthings.log"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def exports_dir(self) -> Path:
        """Games and positions exported to share (one JSON file each)."""
        return self.data_dir / "exports"

    @property
    def autosave_file(self) -> Path:
        return self.saves_dir / "autosave.json"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    def ensure(self) -> "Paths":
        """Create the folders that are missing; return self.  One that cannot
        be made is left for :meth:`unwritable` to report: the game starts
        without it (no saves, or no settings kept) rather than not at all."""
        for folder in (self.log_dir, self.saves_dir, self.config_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass
        return self

    def unwritable(self) -> dict[str, str]:
        """"saves" and/or "settings" -> why their folder cannot be written
        (tried with a temporary file, which is what writing a save does)."""
        out = {}
        for what, folder in (("saves", self.saves_dir), ("settings", self.config_dir)):
            try:
                with tempfile.TemporaryFile(dir=folder):
                    pass
            except OSError as exc:
                out[what] = f"{folder}: {exc.strerror or exc}"
        return out

    def remove_stray_temp_files(self) -> int:
        """Delete what interrupted writes left in the saves, exports and
        settings folders (see storage.remove_stray_temp_files); how many."""
        from greenthings.ui.game.storage import remove_stray_temp_files

        return sum(len(remove_stray_temp_files(folder))
                   for folder in (self.saves_dir, self.exports_dir, self.config_dir))


def resolve_paths(env: Mapping[str, str] | None = None) -> Paths:
    """Work out the folders, honouring ``GREENTHINGS_HOME`` when it is set."""
    env = os.environ if env is None else env
    home = env.get(HOME_ENV)
    if home:
        root = Path(home).expanduser()
        return Paths(root / "logs", root / "data", root / "config")
    import platformdirs

    dirs = platformdirs.PlatformDirs(APP_NAME, appauthor=False)
    # On macOS data and config are one folder: the saves live in data/saves
    # and the settings file has its own name, so they never collide.
    return Paths(
        Path(dirs.user_log_path), Path(dirs.user_data_path), Path(dirs.user_config_path)
    )
