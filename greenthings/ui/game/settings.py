"""Player settings, kept as JSON in the config folder.

A missing file gives the defaults.  A damaged one (not JSON, nested too
deeply, not an object, values of the wrong type) gives the defaults too: it
is kept aside as ``settings.json.damaged-<time>`` -- never overwritten --,
the log says so, and :attr:`Settings.notice` tells the menu.  A value of the
wrong type is a damage too, but only that value goes back to its default.
Unknown keys are ignored and out-of-range values are clamped, so an old or
hand-edited file still loads.  The new game page's last choices are checked
as a game config is (ui/game/gameconfig.py): a game started from them
always loads back.

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
import math
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from greenthings.ui.game.storage import atomic_write_json, read_json

logger = logging.getLogger(__name__)

SETTINGS_VERSION = 1
MIN_WINDOW = (1024, 640)  # the smallest window the layouts are made for (ui/draw/scale.py)
MAX_WINDOW = 16384  # pixels a side; SDL refuses larger windows
ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
SETTINGS_MAX_BYTES = 256 * 1024  # the file is under a kilobyte


@dataclass
class Settings:
    """Everything the player can change that outlives a session."""

    window_size: tuple[int, int] = (1280, 800)
    #: Where the window's content was last (its top left), None: where the system puts it.
    window_position: tuple[int, int] | None = None
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0.5 slow .. 4 fast; scales every animation
    volume: float = 0.7  # 0..1
    mute: bool = False
    seen_how_to_play: bool = False
    confirm_end_phase: bool = True  # ask before ending a phase with useful actions left
    names_on_top: bool = False  # room names over the pieces of crowded rooms (N on the board)
    colour_blind: bool = False  # the colour-blind-safe palette (ui/draw/palette.py)
    last_options: dict[str, Any] = field(default_factory=dict)
    #: For the menu, this run only (never saved): why the defaults are in use, or that saves are off.
    notice: str = field(default="", compare=False, repr=False)
    #: This run only: there was no settings file (the first window may follow the display's DPI).
    first_run: bool = field(default=False, compare=False, repr=False)
    #: This run only: why the settings could not be written the last time ("" once they are).
    save_problem: str = field(default="", compare=False, repr=False)

    def clamp(self) -> "Settings":
        """Numbers into their ranges (the types are right: see :func:`read_fields`)."""
        w, h = self.window_size
        self.window_size = (min(MAX_WINDOW, max(MIN_WINDOW[0], w)), min(MAX_WINDOW, max(MIN_WINDOW[1], h)))
        self.animation_speed = min(8.0, max(0.25, float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        return self

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        for run_only in RUN_ONLY:
            del data[run_only]
        data["window_size"] = list(self.window_size)
        data["window_position"] = None if self.window_position is None else list(self.window_position)
        data["version"] = SETTINGS_VERSION
        return data


RUN_ONLY = ("notice", "first_run", "save_problem")


def _whole(v: Any) -> bool:
    return type(v) is int and abs(v) < 2**31


def _number(v: Any) -> bool:
    return type(v) in (int, float) and math.isfinite(v)


#: Each saved field's type check.
CHECKS = {
    "window_size": lambda v: isinstance(v, list) and len(v) == 2 and all(_whole(x) for x in v),
    "window_position": lambda v: v is None or isinstance(v, list) and len(v) == 2 and all(_whole(x) for x in v),
    "fullscreen": lambda v: type(v) is bool,
    "animation_speed": _number,
    "volume": _number,
    "mute": lambda v: type(v) is bool,
    "seen_how_to_play": lambda v: type(v) is bool,
    "confirm_end_phase": lambda v: type(v) is bool,
    "names_on_top": lambda v: type(v) is bool,
    "colour_blind": lambda v: type(v) is bool,
    "last_options": lambda v: isinstance(v, dict),
}


def read_fields(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """The settings in ``data`` (a settings file's object): each field of the
    wrong type gets its default and is named in the list returned; numbers
    are clamped; unknown keys (an older or newer version's) are ignored.
    The new game page's last choices are checked as a game config is."""
    from greenthings.ui.game.gameconfig import GameConfig

    kept: dict[str, Any] = {}
    bad: list[str] = []
    for name, ok in CHECKS.items():
        if name not in data:
            continue
        if ok(data[name]):
            kept[name] = data[name]
        else:
            bad.append(name)
    for pair in ("window_size", "window_position"):
        if kept.get(pair) is not None:
            kept[pair] = tuple(kept[pair])
    options = kept.get("last_options")
    if options:
        checked = GameConfig.from_dict(options).to_dict()
        if any(options[k] != v for k, v in checked.items() if k in options):
            bad.append("last_options")
        kept["last_options"] = {k: v for k, v in checked.items() if k in options}
    return Settings(**kept).clamp(), bad


def load_settings(path: Path) -> Settings:
    """Load settings from ``path``: the defaults if it is missing, or if it
    is damaged (then kept aside, see the module's docstring)."""
    try:
        data = read_json(path, SETTINGS_MAX_BYTES)
    except FileNotFoundError:
        return Settings(first_run=True)
    except ValueError as exc:  # DamagedFileError
        return _defaults_instead(path, f"it is damaged ({exc})")
    except OSError as exc:
        logger.warning("settings file %s cannot be read (%s); using the default settings", path, exc)
        settings = Settings()
        settings.notice = f"Your settings file cannot be read, so the default settings are in use ({exc})."
        return settings
    if not isinstance(data, dict):
        return _defaults_instead(path, "it is not a settings object")
    settings, bad = read_fields(data)
    if bad:
        return _defaults_instead(path, f"it has values of the wrong kind ({', '.join(bad)})", settings)
    return settings


def _defaults_instead(path: Path, why: str, settings: Settings | None = None) -> Settings:
    """Keep the damaged file aside (so nothing the player had is lost) and
    go on with ``settings`` (what could be read of it; default: the
    defaults), saying so."""
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
    logger.warning("settings file %s: %s; %s; using the default settings%s", path, why, kept,
                   "" if settings is None else " for those")
    which = "the default settings are in use" if settings is None else "some settings are back to their defaults"
    settings = settings or Settings()
    settings.notice = f"Your settings file was damaged, so {which} ({kept})."
    return settings


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(path, settings.clamp().to_dict())
