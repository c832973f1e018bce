"""The window's JSON files (saves, settings): the one reader and the one
writer.  Writing is atomic: a temporary file beside the target, fsync, then
``os.replace`` over the old one, so a crash never leaves half a file.
Renaming never replaces another file (:func:`rename_no_clobber`).
Reading turns anything that is not JSON the game can take into
:class:`DamagedFileError`.

This module does not import pygame.
"""
from __future__ import annotations

import json
import os
import tempfile
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


MAX_FILE_BYTES = 64 * 1024 * 1024  # a save is tens of kilobytes; anything this big is not ours


class DamagedFileError(ValueError):
    """A file that is there but is not JSON the game can read: stray bytes,
    text that is not UTF-8, bad syntax, or nesting deeper than Python's
    parser goes (100,000 ``[`` raise RecursionError in ``json``)."""


def read_json(path: Path | str) -> Any:
    """Read a JSON file; raises ``OSError`` if it cannot be read and
    :class:`DamagedFileError` (a ``ValueError``) if it is damaged."""
    with open(path, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise DamagedFileError(f"larger than {MAX_FILE_BYTES // 2**20} MB")
    try:
        return json.loads(data.decode("utf-8-sig"))  # a BOM from a hand edit is fine
    except RecursionError:
        raise DamagedFileError("nested too deeply") from None
    except ValueError as exc:  # json.JSONDecodeError, UnicodeDecodeError, an integer too long
        raise DamagedFileError(f"not valid JSON: {exc}") from None
