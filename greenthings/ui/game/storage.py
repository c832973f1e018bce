"""The window's JSON files (saves, settings): the one reader and the one
writer.  Writing is atomic: a temporary file beside the target, fsync, then
``os.replace`` over the old one, so a crash never leaves half a file.
Renaming never replaces another file (:func:`rename_no_clobber`).
Reading opens only regular files, checks their size first, and turns
anything that is not JSON the game can take into :class:`DamagedFileError`.
Temporary files that a killed write left behind are removed at start
(:func:`remove_stray_temp_files`).

This module does not import pygame.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any


def atomic_write_json(path: Path | str, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (tmp + fsync + replace)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the OS allows it."""
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def rename_no_clobber(source: Path | str, target: Path | str) -> None:
    """Give a file a new name in one step, never replacing another file:
    raises ``FileExistsError`` if ``target`` exists (and leaves both alone),
    ``OSError`` if the rename fails (the file keeps its old name).

    A hard link to the new name (refused if the name is taken) then the
    old name removed: at every moment the file has at least one name.
    Where links are not possible, ``os.rename`` after checking the name is
    free (on Windows it refuses an existing target by itself)."""
    source, target = Path(source), Path(target)
    if target.exists() and not _same_file(source, target):
        raise FileExistsError(f"{target.name} already exists")
    if _same_file(source, target):  # only the case of the letters changes
        os.rename(source, target)
    else:
        try:
            os.link(source, target)
        except FileExistsError:
            raise
        except OSError:  # no hard links on this file system
            os.rename(source, target)
        else:
            os.unlink(source)
    _sync_folder(target.parent)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


MAX_FILE_BYTES = 8 * 1024 * 1024  # a long game's save is half a megabyte; anything much bigger is not ours


class DamagedFileError(ValueError):
    """A file that is there but is not JSON the game can read: not a regular
    file (a FIFO, a device, a folder), too big, stray bytes, text that is not
    UTF-8, bad syntax, or nesting deeper than Python's parser goes (100,000
    ``[`` raise RecursionError in ``json``)."""


def read_json(path: Path | str, limit: int = MAX_FILE_BYTES) -> Any:
    """Read a JSON file of at most ``limit`` bytes; raises ``OSError`` if it
    cannot be read and :class:`DamagedFileError` (a ``ValueError``) if it is
    damaged.  Only a regular file is read: opening a FIFO would wait for a
    writer forever, and a device never ends; its size is checked before a
    byte is read."""
    data = read_bytes(path, limit)
    try:
        return json.loads(data.decode("utf-8-sig"))  # a BOM from a hand edit is fine
    except RecursionError:
        raise DamagedFileError("nested too deeply") from None
    except ValueError as exc:  # json.JSONDecodeError, UnicodeDecodeError, an integer too long
        raise DamagedFileError(f"not valid JSON: {exc}") from None


def read_bytes(path: Path | str, limit: int) -> bytes:
    """A regular file's bytes, if there are at most ``limit`` of them (see :func:`read_json`)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFileError("not a file (a folder, pipe or device)")
        if info.st_size > limit:
            raise DamagedFileError(f"too big ({_size(info.st_size)}; the game reads at most {_size(limit)})")
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise DamagedFileError(f"too big (more than {_size(limit)})")
    return data


def _size(n: int) -> str:
    return f"{n / 2**20:.1f} MB" if n >= 2**20 else f"{max(1, n // 1024)} KB"


STRAY_AGE = 120.0  # seconds: a temporary file older than this belongs to no write in progress


def remove_stray_temp_files(folder: Path | str, now: float | None = None) -> list[Path]:
    """Delete the temporary files an interrupted :func:`atomic_write_json`
    left in ``folder`` (``<name>.json.<random>.tmp``, regular files only,
    older than ``STRAY_AGE``); returns those removed."""
    now = time.time() if now is None else now
    removed = []
    try:
        candidates = list(Path(folder).glob("*.json.*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STRAY_AGE:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed
