"""Save files: versioned JSON written atomically into the saves folder.

A save is ``{"format": "greenthings-save", "version": 1, "saved_at": ...,
"title": ..., "config": {...}, "game": <Game.to_json()>, "log": [...]}``.
:func:`list_saves` never raises: a damaged file is listed with the reason so
the player sees it, and the other saves still load.

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from greenthings.ui.game.storage import atomic_write_json, read_json

logger = logging.getLogger(__name__)

SAVE_FORMAT = "greenthings-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"


class SaveError(ValueError):
    """A save file that cannot be used; the message is for the player."""


@dataclass
class SaveInfo:
    path: Path
    ok: bool
    title: str
    saved_at: str
    error: str = ""

    @property
    def is_autosave(self) -> bool:
        return self.path.name == AUTOSAVE_NAME


def make_save(game_json: dict, config: dict, log: list[str], title: str) -> dict:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": _dt.datetime.now().isoformat(timespec="seconds"),
        "title": title,
        "config": config,
        "game": game_json,
        "log": list(log)[-2000:],
    }


def write_save(path: Path, data: dict) -> None:
    atomic_write_json(path, data)


def read_save(path: Path) -> dict:
    """Read and check a save; raises :class:`SaveError` with a clear reason."""
    try:
        data = read_json(path)
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name}: the file is missing") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror or exc})") from exc
    except ValueError as exc:
        raise SaveError(f"{path.name}: the file is damaged (not valid JSON: {exc})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name}: not a saved game of this program")
    version = data.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        raise SaveError(f"{path.name}: saved by a newer version of the game (format {version})")
    if not isinstance(data.get("game"), dict):
        raise SaveError(f"{path.name}: the game record is missing or damaged")
    data.setdefault("config", {})
    data.setdefault("log", [])
    return data


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every ``*.json`` in ``folder``, newest first (the autosave on top)."""
    out: list[SaveInfo] = []
    if not folder.is_dir():
        return out
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in files:
        try:
            data = read_save(path)
        except SaveError as exc:
            out.append(SaveInfo(path, False, path.stem, "", str(exc)))
            continue
        out.append(SaveInfo(path, True, str(data.get("title") or path.stem), str(data.get("saved_at", ""))))
    out.sort(key=lambda s: not s.is_autosave)
    return out


def new_save_path(folder: Path) -> Path:
    stamp = _dt.datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = folder / f"game_{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"game_{stamp}_{n}.json"
        n += 1
    return path


def summary(data: dict[str, Any]) -> str:
    cfg = data.get("config", {})
    side = cfg.get("side", "?")
    opp = "hot-seat" if cfg.get("opponent") == "hotseat" else f"vs computer ({cfg.get('difficulty', 'normal')})"
    return f"{side}, {opp}"
