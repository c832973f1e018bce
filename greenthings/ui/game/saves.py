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
:func:`list_saves` never raises: a damaged file is listed with the reason
so the player sees it, and the other saves still load.

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from greenthings.engine import SAVE_VERSION
from greenthings.ui.game.storage import atomic_write_json, read_json, rename_no_clobber

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

    @property
    def is_autosave(self) -> bool:
        return self.path.name == AUTOSAVE_NAME

    @property
    def name(self) -> str:
        """What the player calls the save: its file's name."""
        return "Autosave" if self.is_autosave else self.path.stem

    def when(self) -> str:
        """"Thu 26 Nov 2026, 14:05" (the file's time if the save has none)."""
        try:
            moment = _dt.datetime.fromisoformat(self.saved_at)
        except ValueError:
            try:
                moment = _dt.datetime.fromtimestamp(self.path.stat().st_mtime)
            except (OSError, ValueError, OverflowError):
                return ""
        return moment.strftime("%a %d %b %Y, %H:%M")


def summary_of(round_number: int, phase_title: str, side: str | None, over: bool, winner: str | None) -> dict:
    """The envelope's "summary": where the game stood when it was saved
    (``side``: whose turn it was; ``winner``: None for a draw)."""
    return {"round": round_number, "phase": phase_title, "side": side, "over": over, "winner": winner}


def _where(summary: dict) -> str:
    """"Round 4, the crew's turn (2. Move)", "Setup: crew stations", "Finished: the crew won"."""
    if summary.get("over") is True:
        winner = summary.get("winner")
        return f"Finished: the {winner} won" if winner in SIDES else "Finished: a draw"
    phase = str(summary.get("phase") or "")
    number = summary.get("round")
    if type(number) is not int or number < 1:
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
    try:
        data = read_json(path)
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name}: the file is missing") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror or exc})") from exc
    except ValueError as exc:
        raise SaveError(f"{path.name}: the file is damaged (not valid JSON: {exc})") from exc
    if not isinstance(data, dict):
        raise SaveError(f"{path.name}: not a saved game of this program")
    if data.get("format") == UI_SAVE_FORMAT:
        _check_version(path, data.get("version"), UI_SAVE_VERSION)
        save = _from_envelope(data)
    elif data.get("format") == ENGINE_FORMAT and "game" in data:
        save = _from_pre_envelope(data)
    elif data.get("format") == ENGINE_FORMAT and "start" in data:
        save = SavedGame(data, {"crew": "human", "monsters": "human"}, None, f"{path.stem} (a game record)")
    else:
        raise SaveError(f"{path.name}: not a saved game of this program")
    if not isinstance(save.game, dict) or save.game.get("format") != ENGINE_FORMAT:
        raise SaveError(f"{path.name}: the game record is missing or damaged")
    _check_version(path, save.game.get("version"), ENGINE_VERSION)
    if any(save.players.get(side) not in PLAYERS for side in SIDES):
        raise SaveError(f"{path.name}: who plays which side is missing or damaged")
    return save


def _check_version(path: Path, version: Any, ours: int) -> None:
    if type(version) is not int or version < 1:
        raise SaveError(f"{path.name}: the file is damaged (its version number is missing or wrong)")
    if version > ours:
        raise NewerSaveError(f"{path.name}: made by a newer version of the game (save format version {version}; "
                             f"this version reads up to {ours})")


def _from_envelope(data: dict) -> SavedGame:
    players = data.get("players")
    summary = data.get("summary")
    return SavedGame(data.get("game"), dict(players) if isinstance(players, dict) else {},
                     data.get("difficulty"), str(data.get("label") or ""), _log(data.get("log")),
                     str(data.get("saved_at") or ""), dict(summary) if isinstance(summary, dict) else {})


def _from_pre_envelope(data: dict) -> SavedGame:
    """A UI save written before the envelope: {"format": "greenthings-save",
    "version": 1, "saved_at", "title", "config": <the new game page's
    choices>, "game", "log"}."""
    config = data.get("config") if isinstance(data.get("config"), dict) else {}
    side = config.get("side") if config.get("side") in SIDES else "crew"
    if config.get("opponent") == "hotseat":
        players, difficulty = {"crew": "human", "monsters": "human"}, None
    else:
        players = {s: "human" if s == side else "computer" for s in SIDES}
        difficulty = config.get("difficulty", "normal")
    return SavedGame(data.get("game"), players, difficulty, str(data.get("title") or ""), _log(data.get("log")),
                     str(data.get("saved_at") or ""))


def _log(lines: Any) -> list[str]:
    return [str(x) for x in lines if isinstance(x, (str, int, float))] if isinstance(lines, list) else []


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every ``*.json`` in ``folder``, newest first (the autosave on top)."""
    out: list[SaveInfo] = []
    if not folder.is_dir():
        return out
    files = sorted(folder.glob("*.json"), key=_modified, reverse=True)
    for path in files:
        try:
            save = read_save(path)
        except SaveError as exc:
            out.append(SaveInfo(path, False, path.stem, "", str(exc), isinstance(exc, NewerSaveError)))
            continue
        out.append(SaveInfo(path, True, save.label or path.stem, save.saved_at, details=describe_save(save),
                            over=save.summary.get("over") is True))
    out.sort(key=lambda s: not s.is_autosave)
    return out


def is_finished(path: Path) -> bool:
    """The save holds a game that is over (False if it cannot be read)."""
    try:
        return read_save(path).summary.get("over") is True
    except SaveError:
        return False


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # deleted meanwhile: read_save will say so
        return 0.0


NAME_MAX = 60  # characters of a save's name


def clean_save_name(text: str) -> str:
    """A name the player typed, made safe as a file name: letters, digits,
    spaces, - and _ kept (others dropped), trimmed, at most NAME_MAX long."""
    kept = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return " ".join(kept.split())[:NAME_MAX].strip()


def rename_save(path: Path, name: str) -> Path:
    """Give the save ``path`` the name ``name`` (its file becomes
    ``<name>.json`` in the same folder); returns the new path.  Raises
    :class:`SaveError` with a reason for the player, and then nothing changed."""
    clean = clean_save_name(name)
    if not clean:
        raise SaveError("A name needs at least one letter or digit.")
    target = path.with_name(clean + ".json")
    if target.name.lower() == AUTOSAVE_NAME:
        raise SaveError("That name belongs to the autosave.")
    if path.name == AUTOSAVE_NAME:
        raise SaveError("The autosave is written after every move and cannot be renamed.")
    if target == path:
        return path
    try:
        rename_no_clobber(path, target)
    except FileExistsError:
        raise SaveError(f"There is already a save called \"{clean}\".") from None
    except OSError as exc:
        raise SaveError(f"Could not rename {path.name}: {exc.strerror or exc}") from exc
    return target


def delete_save(path: Path) -> str | None:
    """Delete one save file (only that file); what went wrong, or None."""
    try:
        path.unlink()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"Could not delete {path.name}: {exc.strerror or exc}"
    return None


def new_save_path(folder: Path) -> Path:
    stamp = _dt.datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = folder / f"game_{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"game_{stamp}_{n}.json"
        n += 1
    return path
