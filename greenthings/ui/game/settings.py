"""Player settings, kept as JSON in the config folder.

A missing or damaged file gives the defaults (the damage is logged, never
fatal).  Unknown keys are ignored and out-of-range values are clamped, so an
old or hand-edited file still loads.

This module does not import pygame.
"""
from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from greenthings.ui.game.storage import atomic_write_json, read_json

logger = logging.getLogger(__name__)

SETTINGS_VERSION = 1
MIN_WINDOW = (960, 640)
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

    def clamp(self) -> "Settings":
        w, h = self.window_size
        self.window_size = (max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h)))
        self.animation_speed = min(8.0, max(0.25, float(self.animation_speed)))
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.fullscreen = bool(self.fullscreen)
        self.mute = bool(self.mute)
        self.seen_how_to_play = bool(self.seen_how_to_play)
        self.confirm_end_phase = bool(self.confirm_end_phase)
        self.names_on_top = bool(self.names_on_top)
        if not isinstance(self.last_options, dict):
            self.last_options = {}
        return self

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["version"] = SETTINGS_VERSION
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        known = {f.name for f in fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in known}
        if "window_size" in kwargs:
            w, h = kwargs["window_size"]
            kwargs["window_size"] = (int(w), int(h))
        return cls(**kwargs).clamp()


def load_settings(path: Path) -> Settings:
    """Load settings from ``path``; defaults if it is missing or damaged."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError) as exc:
        logger.warning("settings file %s is damaged (%s); using defaults", path, exc)
        return Settings()
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        return Settings.from_dict(data)
    except (TypeError, ValueError) as exc:
        logger.warning("settings file %s has bad values (%s); using defaults", path, exc)
        return Settings()


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(path, settings.clamp().to_dict())
