"""The maps in maps/: their names, and loading one by name or from a path.

`load_map("znutar")` reads `maps/znutar.json` (made by build_scripts/convert_map.py
from the spec) once and returns a cached, read-only `ShipMap`; `load_map()` is the
default map, `map_names()` the maps there are, `load_map_file(path)` reads a file
from anywhere. Anything wrong with the file raises `MapError` with a message that
starts with the file name (map_format.py checks the contents).
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from greenthings.resources import map_path, root_dir

from .map_format import parse_map
from .shipmap import MapError, ShipMap

DEFAULT_MAP = "znutar"
_NAME_OK = re.compile(r"[a-z0-9][a-z0-9_-]*")
MAX_MAP_NAME = 64   # characters in a map's name (its file stem)


def load_map_file(path: str | Path) -> ShipMap:
    """Load and check the map file at `path` (read each time, not cached)."""
    return _load(Path(path))


def map_names() -> list[str]:
    """The maps in maps/ that `Options(map=...)` may name."""
    return sorted(p.stem for p in map_path(DEFAULT_MAP).parent.glob("*.json") if _NAME_OK.fullmatch(p.stem))


def check_map_name(name: str) -> None:
    """MapError unless maps/<name>.json exists (the name is a plain file stem,
    short enough to be a file name anywhere: a longer one is refused before
    the file system sees it)."""
    if isinstance(name, str) and name in _BY_NAME:
        return
    ok = isinstance(name, str) and len(name) <= MAX_MAP_NAME and _NAME_OK.fullmatch(name) is not None
    try:
        ok = ok and map_path(name).is_file()
    except OSError:          # a name the file system refuses is no map either
        ok = False
    if not ok:
        stem = name if isinstance(name, str) and len(name) <= MAX_MAP_NAME else "NAME"
        raise MapError(f"unknown map {_shown(name)}: there is no maps/{stem}.json "
                       f"(maps: {', '.join(map_names()) or 'none'}; a name is at most {MAX_MAP_NAME} characters)")


def _shown(name: object) -> str:
    """A map name for a message, cut short (a damaged file may hold megabytes)."""
    if not isinstance(name, str):
        return f"({type(name).__name__})"
    return repr(name) if len(name) <= MAX_MAP_NAME else f"{name[:24]!r}... ({len(name)} characters)"


_BY_NAME: dict[str, ShipMap] = {}


def load_map(name: str = DEFAULT_MAP) -> ShipMap:
    """The map `maps/<name>.json` (`Options(map=name)`), loaded once (MapError
    if there is none or it does not make sense)."""
    ship = _BY_NAME.get(name)
    if ship is None:
        ship = _BY_NAME[name] = parse_map(map_data(name), f"maps/{name}.json")
    return ship


def map_data(name: str) -> Any:
    """The decoded JSON of `maps/<name>.json`, unchecked (MapError if there
    is no such map or it is not JSON): for `load_map`, and for an expansion
    that merges its overlay in before checking."""
    check_map_name(name)
    return _read_json(map_path(name), f"maps/{name}.json")


def _load(path: Path) -> ShipMap:
    source = _display_name(path)
    return parse_map(_read_json(path, source), source)


def _read_json(path: Path, source: str) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise MapError(f"{source}: cannot read map file ({e.strerror or e})") from e
    except UnicodeDecodeError as e:
        raise MapError(f"{source}: not UTF-8 text ({e.reason})") from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise MapError(
            f"{source}: not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from e
    except RecursionError:  # json's parser on thousands of nested brackets
        raise MapError(f"{source}: not a map (nested too deeply)") from None
    return data


def _display_name(path: Path) -> str:
    """maps/znutar.json for files under the game's root folder, else the path given."""
    try:
        return path.resolve().relative_to(root_dir()).as_posix()
    except ValueError:
        return str(path)
