"""Games shared as one JSON file: the engine's game record (docs/save-format.md,
"Exported games"), written into the exports folder with a name that says
what it holds, and read back -- from there or anywhere -- with the save
files' checks (a damaged file, one from a newer version, a record whose
actions cannot be replayed: each refused with the reason).

This module does not import pygame.
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import NamedTuple

from greenthings.engine import Replay, StateError, game_result, species_of
from greenthings.ui.game.bounded import NAME_SHOWN, REASON_MAX, clip
from greenthings.ui.game.prompts import phase_title
from greenthings.ui.game.saves import SavedGame, SaveError, read_save
from greenthings.ui.game.storage import atomic_write_json

WHOLE, POSITION = "game", "position"  # what an export holds: the whole game, or the game up to a position


def export_name(replay: Replay, kind: str, now: _dt.datetime | None = None) -> str:
    """"greenthings-game_2026-11-26_14-05-09_round-8_crew-won.json",
    "greenthings-position_2026-11-26_14-05-09_round-4.json"."""
    stamp = (now or _dt.datetime.now()).strftime("%Y-%m-%d_%H-%M-%S")
    state = replay.state
    where = f"round-{state.round}"
    result = game_result(state)
    if result is not None:
        where += f"_{result.winner}-won" if result.winner else "_draw"
    return f"greenthings-{kind}_{stamp}_{where}.json"


def write_export(folder: Path, replay: Replay, kind: str, now: _dt.datetime | None = None) -> Path:
    """Write the whole game (``WHOLE``) or the game up to the replay's position
    (``POSITION``) into ``folder``; returns the file (never one that was there)."""
    upto = len(replay) if kind == WHOLE else replay.position
    position = replay.position
    replay.go_to(upto)
    try:
        name = export_name(replay, kind, now)
        record = replay.record()
    finally:
        replay.go_to(position)
    path = folder / name
    n = 2
    while path.exists():
        path = folder / name.replace(".json", f"_{n}.json")
        n += 1
    atomic_write_json(path, record)
    return path


class ImportedGame(NamedTuple):
    save: SavedGame  # who played, if the file says (a bare record: two players at this screen)
    replay: Replay   # the game, checked action by action, its cursor at the end

    def describe(self) -> str:
        """"<species name>, 458 actions: finished, the crew won (round 8)"."""
        state = self.replay.state
        result = game_result(state)
        if result is not None:
            where = f"finished, {'the ' + result.winner + ' won' if result.winner else 'a draw'} (round {state.round})"
        elif state.round:
            where = f"round {state.round}, {phase_title(state.phase)}"
        else:
            where = f"setup, {phase_title(state.phase)}"
        return f"{species_of(state).name}, {len(self.replay)} actions: {where}"


def read_game_file(path: Path) -> ImportedGame:
    """Read an exported game (or any save file); raises :class:`SaveError`
    with a reason for the player."""
    save = read_save(Path(path))
    return ImportedGame(save, replay_of(save.game, Path(path).name))


def replay_of(record: dict, name: str) -> Replay:
    """The game in an engine record (``name``: its file's), checked action by
    action; raises :class:`SaveError` with a reason for the player."""
    try:
        return Replay(record)
    except (StateError, OSError) as exc:  # OSError: a name in the record the file system refuses
        raise SaveError(f"{clip(name, NAME_SHOWN)}: the game inside cannot be replayed "
                        f"({clip(str(exc), REASON_MAX)})") from None


def exported_files(folder: Path) -> list[Path]:
    """The JSON files in the exports folder, newest first."""
    if not folder.is_dir():
        return []

    def modified(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(folder.glob("*.json"), key=modified, reverse=True)
