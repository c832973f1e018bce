"""Save files: the UI's envelope around the engine's game record, written
atomically (ui/game/storage.py) into the saves folder.

An envelope (docs/save-format.md) is ``{"format": "greenthings-ui-save",
"version": 1, "saved_at", "label", "players": {"crew": "human",
"monsters": "computer"}, "difficulty", "log": [...], "game": <the engine's
record, Game.to_json(): format "greenthings-save">}``.  The engine reads
the inner record as it is (``python -m greenthings.engine show``).

Reading also takes, and migrates, what older versions wrote: a UI save from
before the envelope (format "greenthings-save" with the record under
"game") and a bare engine record (played by two people at this screen).
Every string taken from a file is clipped (ui/game/bounded.py), every value
of the envelope type-checked.  :func:`list_saves` never raises: a damaged
file is listed with the reason so the player sees it (and can delete it),
and the other saves still load.

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from greenthings.engine import SAVE_VERSION, Game, StateError
from greenthings.ui.game.bounded import LABEL_MAX, LINE_MAX, NAME_SHOWN, REASON_MAX, clip
from greenthings.ui.game.gameconfig import DIFFICULTIES, GameConfig
from greenthings.ui.game.storage import DamagedFileError, atomic_write_json, read_json, rename_no_clobber

logger = logging.getLogger(__name__)

UI_SAVE_FORMAT = "greenthings-ui-save"
UI_SAVE_VERSION = 1
ENGINE_FORMAT = "greenthings-save"  # Game.to_json(): the engine's own record
ENGINE_VERSION = SAVE_VERSION  # the game record version the engine reads
SIDES = ("crew", "monsters")
PLAYERS = ("human", "computer")
AUTOSAVE_NAME = "autosave.json"
LOG_KEPT = 2000  # lines of the game log a save keeps


class SaveError(ValueError):
    """A save file that cannot be used; the message is for the player."""


class NewerSaveError(SaveError):
    """A save written by a newer version of the game: not damaged, but not
    ours to read."""


@dataclass
class SavedGame:
    """A save's contents: the engine's record and what the window adds."""

    game: dict                      # the engine's record (Game.to_json())
    players: dict[str, str]         # side -> "human" or "computer"
    difficulty: str | None          # the computer's level; None without a computer
    label: str = ""
    log: list[str] = field(default_factory=list)
    saved_at: str = ""
    #: Where the game stood, for the load page (see :func:`summary_of`).
    summary: dict = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": UI_SAVE_FORMAT,
            "version": UI_SAVE_VERSION,
            "saved_at": self.saved_at or _dt.datetime.now().isoformat(timespec="seconds"),
            "label": self.label,
            "players": dict(self.players),
            "difficulty": self.difficulty,
            "log": [str(x) for x in self.log][-LOG_KEPT:],
            "summary": dict(self.summary),
            "game": self.game,
        }


@dataclass
class SaveInfo:
    path: Path
    ok: bool
    label: str
    saved_at: str
    error: str = ""
    newer: bool = False  # not loaded because a newer version of the game wrote it
    details: str = ""    # round, phase, who plays, species, options (see :func:`describe_save`)
    over: bool = False   # the game in it is finished
    #: When the game was saved: the save's own date, else its file's time (None if neither is known).
    moment: _dt.datetime | None = None

    @property
    def is_autosave(self) -> bool:
        return self.path.name == AUTOSAVE_NAME

    @property
    def name(self) -> str:
        """What the player calls the save: its file's name."""
        return "Autosave" if self.is_autosave else clip(self.path.stem, NAME_SHOWN)

    def when(self) -> str:
        """"Thu 26 Nov 2026, 14:05" ("" if the time is not known)."""
        return self.moment.strftime("%a %d %b %Y, %H:%M") if self.moment is not None else ""


def saved_moment(saved_at: str, path: Path | None = None) -> _dt.datetime | None:
    """The local time a save was made: its ``saved_at`` (ISO 8601), else the
    file's modification time, else None."""
    try:
        moment = _dt.datetime.fromisoformat(saved_at)
        return moment.astimezone().replace(tzinfo=None) if moment.tzinfo else moment
    except (ValueError, OverflowError, OSError):
        pass
    if path is None:
        return None
    try:
        return _dt.datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return None


def summary_of(round_number: int, phase_title: str, side: str | None, over: bool, winner: str | None) -> dict:
    """The envelope's "summary": where the game stood when it was saved
    (``side``: whose turn it was; ``winner``: None for a draw)."""
    return {"round": round_number, "phase": phase_title, "side": side, "over": over, "winner": winner}


def _where(summary: dict) -> str:
    """"Round 4, the crew's turn (2. Move)", "Setup: crew stations", "Finished: the crew won"."""
    if summary.get("over") is True:
        winner = summary.get("winner")
        return f"Finished: the {winner} won" if winner in SIDES else "Finished: a draw"
    phase = clip(summary.get("phase"), 60)
    number = summary.get("round")
    if type(number) is not int or not 1 <= number < 10_000:
        return phase
    side = summary.get("side")
    turn = f", the {side}' turn" if side == "monsters" else (f", the {side}'s turn" if side == "crew" else "")
    return f"Round {number}{turn}" + (f" ({phase})" if phase else "")


def describe_save(save: SavedGame) -> str:
    """One line that tells saves of the same game apart: "Round 4, the crew's
    turn (2. Move) - you play the crew vs computer (normal) - The Awful Green
    Things - Crew Survival"."""
    from greenthings.ui.game.gameconfig import GameConfig

    config = GameConfig.for_saved_game(save.players, save.difficulty, save.game)
    bits = [_where(save.summary)]
    if config.opponent == "hotseat":
        bits.append("hot-seat")
    else:
        bits.append(f"you play the {config.side} vs computer ({config.difficulty})")
    bits.append(config.species_name())
    bits.extend(config.variants())
    return " · ".join(b for b in bits if b)


def write_save(path: Path, save: SavedGame) -> None:
    atomic_write_json(path, save.to_json())


def read_save(path: Path) -> SavedGame:
    """Read, check and (for older files) migrate a save; raises
    :class:`SaveError` with a clear reason."""
    name = clip(path.name, NAME_SHOWN)
    try:
        data = read_json(path)
    except FileNotFoundError as exc:
        raise SaveError(f"{name}: the file is missing") from exc
    except OSError as exc:
        raise SaveError(f"{name}: cannot be read ({clip(exc.strerror or str(exc), REASON_MAX)})") from exc
    except DamagedFileError as exc:
        raise SaveError(f"{name}: the file is damaged ({clip(str(exc), REASON_MAX)})") from exc
    if not isinstance(data, dict):
        raise SaveError(f"{name}: not a saved game of this program")
    if data.get("format") == UI_SAVE_FORMAT:
        _check_version(name, data.get("version"), UI_SAVE_VERSION)
        save = _from_envelope(data)
    elif data.get("format") == ENGINE_FORMAT and "game" in data:
        save = _from_pre_envelope(data)
    elif data.get("format") == ENGINE_FORMAT and "start" in data:
        save = SavedGame(data, {"crew": "human", "monsters": "human"}, None,
                         f"{clip(path.stem, NAME_SHOWN)} (a game record)")
    else:
        raise SaveError(f"{name}: not a saved game of this program")
    if not isinstance(save.game, dict) or save.game.get("format") != ENGINE_FORMAT:
        raise SaveError(f"{name}: the game record is missing or damaged")
    _check_version(name, save.game.get("version"), ENGINE_VERSION)
    if any(save.players.get(side) not in PLAYERS for side in SIDES):
        raise SaveError(f"{name}: who plays which side is missing or damaged")
    return save


def _check_version(name: str, version: Any, ours: int) -> None:
    if type(version) is not int or version < 1:
        raise SaveError(f"{name}: the file is damaged (its version number is missing or wrong)")
    if version > ours:
        shown = version if version < 10**6 else "very large"
        raise NewerSaveError(f"{name}: made by a newer version of the game (save format version {shown}; "
                             f"this version reads up to {ours})")


def _players(value: Any) -> dict[str, str]:
    """side -> "human"/"computer", for the sides a save names rightly."""
    value = value if isinstance(value, dict) else {}
    return {side: value[side] for side in SIDES if isinstance(value.get(side), str) and value[side] in PLAYERS}


def _difficulty(value: Any) -> str | None:
    return value if isinstance(value, str) and value in DIFFICULTIES else None


def _summary(value: Any) -> dict:
    """The envelope's summary, each field checked (see :func:`summary_of`)."""
    value = value if isinstance(value, dict) else {}
    number = value.get("round")
    side, winner = value.get("side"), value.get("winner")
    return summary_of(number if type(number) is int and 0 <= number < 10_000 else 0, clip(value.get("phase"), 60),
                      side if isinstance(side, str) and side in SIDES else None, value.get("over") is True,
                      winner if isinstance(winner, str) and winner in SIDES else None)


def _from_envelope(data: dict) -> SavedGame:
    return SavedGame(data.get("game"), _players(data.get("players")), _difficulty(data.get("difficulty")),
                     clip(data.get("label"), LABEL_MAX), _log(data.get("log")), clip(data.get("saved_at"), 40),
                     _summary(data.get("summary")))


def _from_pre_envelope(data: dict) -> SavedGame:
    """A UI save written before the envelope: {"format": "greenthings-save",
    "version": 1, "saved_at", "title", "config": <the new game page's
    choices>, "game", "log"}."""
    config = GameConfig.from_dict(data.get("config"))
    if config.opponent == "hotseat":
        players, difficulty = {"crew": "human", "monsters": "human"}, None
    else:
        players, difficulty = config.players(), config.difficulty
    return SavedGame(data.get("game"), players, difficulty, clip(data.get("title"), LABEL_MAX), _log(data.get("log")),
                     clip(data.get("saved_at"), 40))


def _log(lines: Any) -> list[str]:
    """The last LOG_KEPT lines of a saved log, each clipped."""
    if not isinstance(lines, list):
        return []
    return [clip(x, LINE_MAX) for x in lines[-LOG_KEPT:]
            if isinstance(x, (str, int, float)) and not isinstance(x, bool)]


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every ``*.json`` in ``folder`` (not folders), the autosave first, then
    by the date each was saved, newest first.  Never raises: a file that
    cannot be read is listed, with the reason, to be deleted."""
    try:
        files = [p for p in folder.glob("*.json") if not p.is_dir()]
    except OSError as exc:
        logger.warning("the saves folder %s cannot be read: %s", folder, exc)
        return []
    out = [_info(path) for path in files]
    out.sort(key=lambda s: (not s.is_autosave, -_timestamp(s.moment)))
    return out


def _info(path: Path) -> SaveInfo:
    """One row of the load page."""
    try:
        save = read_save(path)
        _check_start(save.game, path)
        return SaveInfo(path, True, save.label or clip(path.stem, NAME_SHOWN), save.saved_at,
                        details=describe_save(save), over=save.summary.get("over") is True,
                        moment=saved_moment(save.saved_at, path))
    except SaveError as exc:
        error, newer = str(exc), isinstance(exc, NewerSaveError)
    except Exception as exc:  # a bug in reading: the row says so, the rest of the list still shows
        logger.exception("listing the save %s failed", path)
        error, newer = f"{clip(path.name, NAME_SHOWN)}: cannot be read ({clip(repr(exc), REASON_MAX)})", False
    return SaveInfo(path, False, clip(path.stem, NAME_SHOWN), "", error, newer, moment=saved_moment("", path))


def _check_start(record: dict, path: Path) -> None:
    """The game's start (its seed and options, or its position) as the engine
    loads it -- a millisecond, not a replay of its moves, which loading does;
    raises :class:`SaveError`."""
    try:
        Game.from_json(dict(record, actions=[]))
    except (StateError, OSError) as exc:  # OSError: a name in the record the file system refuses
        raise SaveError(f"{clip(path.name, NAME_SHOWN)}: the game inside is damaged "
                        f"({clip(str(exc), REASON_MAX)})") from None


def _timestamp(moment: _dt.datetime | None) -> float:
    try:
        return moment.timestamp() if moment is not None else float("-inf")
    except (OverflowError, OSError, ValueError):
        return float("-inf")


def is_finished(path: Path) -> bool:
    """The save holds a game that is over (False if it cannot be read)."""
    try:
        return read_save(path).summary.get("over") is True
    except SaveError:
        return False


NAME_MAX = 60  # characters of a save's name
#: Names Windows keeps for its devices, whatever the extension: no file can have them.
RESERVED_NAMES = frozenset({"con", "prn", "aux", "nul", "conin$", "conout$"}
                           | {f"{dev}{n}" for dev in ("com", "lpt") for n in "0123456789\u00b9\u00b2\u00b3"})


def clean_save_name(text: str) -> str:
    """A name the player typed, made safe as a file name: letters, digits,
    spaces, - and _ kept (others dropped, so no dot), trimmed (so it never
    ends in a space), at most NAME_MAX long."""
    kept = "".join(ch for ch in str(text)[:10 * NAME_MAX] if ch.isalnum() or ch in " -_")
    return " ".join(kept.split())[:NAME_MAX].strip()


def save_name(text: str) -> str:
    """The file name (without ``.json``) for a name the player typed; raises
    :class:`SaveError` with the reason when it cannot be one."""
    clean = clean_save_name(text)
    if not clean:
        raise SaveError("A name needs at least one letter or digit.")
    if clean.lower() == AUTOSAVE_NAME.removesuffix(".json"):
        raise SaveError("That name belongs to the autosave.")
    if clean.lower() in RESERVED_NAMES:
        raise SaveError(f"\u201c{clean}\u201d cannot be a file name (Windows keeps it for a device).")
    return clean


def rename_save(path: Path, name: str) -> Path:
    """Give the save ``path`` the name ``name`` (its file becomes
    ``<name>.json`` in the same folder); returns the new path.  Raises
    :class:`SaveError` with a reason for the player, and then nothing changed."""
    if path.name == AUTOSAVE_NAME:
        raise SaveError("The autosave is written after every move and cannot be renamed.")
    clean = save_name(name)
    target = path.with_name(clean + ".json")
    if target == path:
        return path
    try:
        rename_no_clobber(path, target)
    except FileExistsError:
        raise SaveError(f"There is already a save called \u201c{clean}\u201d.") from None
    except OSError as exc:
        raise SaveError(f"Could not rename {clip(path.name, NAME_SHOWN)}: {exc.strerror or exc}") from exc
    return target


def named_save_path(folder: Path, name: str, own: Path | None = None) -> Path:
    """Where "Save game" under ``name`` writes: ``<folder>/<name>.json``,
    which must be free or be ``own`` (the game's own save, written over).
    Raises :class:`SaveError` with a reason for the player."""
    clean = save_name(name)
    target = folder / f"{clean}.json"
    if target.exists() and (own is None or not _same_name(target, own)):
        raise SaveError(f"There is already a save called \u201c{clean}\u201d. Choose another name.")
    return target


def _same_name(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return a == b


def suggested_name(folder: Path, title: str) -> str:
    """A free save name for a game described by ``title`` (cleaned; " 2",
    " 3"... added when taken)."""
    base = clean_save_name(title)[:NAME_MAX - 4].strip() or "Saved game"
    name, n = base, 2
    while (folder / f"{name}.json").exists() or name.lower() in RESERVED_NAMES:
        name, n = f"{base} {n}", n + 1
    return name


def delete_save(path: Path) -> str | None:
    """Delete one save file (only that file); what went wrong, or None."""
    try:
        path.unlink()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"Could not delete {clip(path.name, NAME_SHOWN)}: {exc.strerror or exc}"
    return None


def new_save_path(folder: Path) -> Path:
    stamp = _dt.datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = folder / f"game_{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"game_{stamp}_{n}.json"
        n += 1
    return path
