"""Folders for the player: what one holds (the import page's file picker)
and showing one in the system's file manager (after an export, from the
import page).

This module does not import pygame.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Callable, NamedTuple

LISTED_MAX = 500  # entries of each kind shown from one folder


class FolderView(NamedTuple):
    folders: list[Path]  # the folders in it (not hidden ones), by name
    games: list[Path]    # its regular *.json files, newest first
    error: str           # why it could not be read ("" when it could)


def look_into(folder: Path) -> FolderView:
    """What the picker shows of ``folder``: never raises."""
    folders: list[tuple[str, Path]] = []
    games: list[tuple[float, Path]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                try:
                    if entry.is_dir():
                        if not entry.name.startswith("."):
                            folders.append((entry.name.lower(), Path(entry.path)))
                    elif entry.name.lower().endswith(".json") and entry.is_file():  # no FIFO, no device
                        games.append((entry.stat().st_mtime, Path(entry.path)))
                except OSError:
                    continue
    except OSError as exc:
        return FolderView([], [], exc.strerror or str(exc))
    folders.sort()
    games.sort(key=lambda g: g[0], reverse=True)
    return FolderView([p for _, p in folders[:LISTED_MAX]], [p for _, p in games[:LISTED_MAX]], "")


def file_manager_command(folder: Path, platform: str = sys.platform) -> list[str] | None:
    """The command that shows ``folder`` on this platform (None on Windows,
    where ``os.startfile`` does it)."""
    if platform == "win32":
        return None
    return ["open" if platform == "darwin" else "xdg-open", str(folder)]


def show_folder(folder: Path, run: Callable[[list[str]], object] | None = None) -> str | None:
    """Open ``folder`` (made if missing) in the file manager; what went
    wrong, in words for the player, or None."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        command = file_manager_command(folder)
        if command is None:
            os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
        else:
            (run or _start)(command)
    except FileNotFoundError:
        return f"No file manager could be started here. The folder is {folder}"
    except OSError as exc:
        return f"The folder could not be shown ({exc.strerror or exc}). It is {folder}"
    return None


def _start(command: list[str]) -> None:
    """Start the file manager and leave it running on its own."""
    subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)
