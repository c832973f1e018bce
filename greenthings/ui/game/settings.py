"""Player settings, kept as JSON in the config folder.

A missing file gives the defaults.  A damaged one (not JSON, nested too
deeply, not an object, values of the wrong type) gives the defaults too: it
is kept aside as ``settings.json.damaged-<time>`` -- never overwritten --,
the log says so, and :attr:`Settings.notice` tells the menu.  Unknown keys
are ignored and out-of-range values are clamped, so an old or hand-edited
file still loads.

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from greenthings.ui.game.storage import atomic_write_json, read_json

logger = logging.getLogger(__name__)

SETTINGS_VERSION = 1
MIN_WINDOW = (1024, 640)  # the smallest window the layouts are made for (ui/draw/scale.py)
MAX_WINDOW = 16384  # pixels a side; SDL refuses larger windows
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)


@dataclass
class Settings:
    """Everything the player can change that outlives a session."""

    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0.5 slow .. 4 fast; scales every animation
    volume: float = 0.7  # 0..1
    mute: bool = False
    seen_how_to_play: bool = False
    confirm_end_phase: bool = True  # ask before ending a phase with useful actions left
    names_on_top: bool = False  # room names over the pieces of crowded rooms (N on the board)
    last_options: dict[str, Any] = field(default_factory=dict)
    #: For the menu, this run only (never saved): why the defaults are in use.
    notice: str = field(default="", compare=False, repr=False)
    #: This run only: there was no settings file (the first window may follow the display's DPI).
    first_run: bool = field(default=False, compare=False, repr=False)

    def clamp(self) -> "Settings":
        w, h = self.window_size
        self.window_size = (min(MAX_WINDOW, max(MIN_WINDOW[0], int(w))), min(MAX_WINDOW, max(MIN_WINDOW[1], int(h))))
        self.animation_speed = min(8.0, max(0.25, float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.fullscreen = bool(self.fullscreen)
        self.mute = bool(self.mute)
        self.seen_how_to_play = bool(self.seen_how_to_play)
        self.confirm_end_phase = bool(self.confirm_end_phase)
        self.names_on_top = bool(self.names_on_top)
        # The new game page's last choices: plain values only.
        options = self.last_options if isinstance(self.last_options, dict) else {}
        self.last_options = {k: v for k, v in options.items()
                             if isinstance(k, str) and (v is None or isinstance(v, (str, bool, int, float)))}
        return self

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["notice"], data["first_run"]
        data["window_size"] = list(self.window_size)
        data["version"] = SETTINGS_VERSION
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        known = {f.name for f in fields(cls)} - {"notice", "first_run"}
        kwargs = {k: v for k, v in data.items() if k in known}
        if "window_size" in kwargs:
            w, h = kwargs["window_size"]
            kwargs["window_size"] = (int(w), int(h))
        return cls(**kwargs).clamp()


def load_settings(path: Path) -> Settings:
    """Load settings from ``path``: the defaults if it is missing, or if it
    is damaged (then kept aside, see the module's docstring)."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings(first_run=True)
    except ValueError as exc:  # DamagedFileError
        return _defaults_instead(path, f"it is damaged ({exc})")
    except OSError as exc:
        logger.warning("settings file %s cannot be read (%s); using the default settings", path, exc)
        settings = Settings()
        settings.notice = f"Your settings file cannot be read, so the default settings are in use ({exc})."
        return settings
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        return Settings.from_dict(data)
    except (TypeError, ValueError, OverflowError) as exc:
        return _defaults_instead(path, f"it has bad values ({exc})")


def _defaults_instead(path: Path, why: str) -> Settings:
    """Keep the damaged file aside (so nothing the player had is lost) and
    start from the defaults, saying so."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 2
    while aside.exists():
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, aside)
        kept = f"it is kept as {aside.name}"
    except OSError as exc:
        kept = f"it could not be set aside ({exc})"
    logger.warning("settings file %s: %s; %s; using the default settings", path, why, kept)
    settings = Settings()
    settings.notice = f"Your settings file was damaged, so the default settings are in use ({kept})."
    return settings


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(path, settings.clamp().to_dict())
