"""The UI's save file is its own envelope (format greenthings-ui-save)
around the engine's game record (format greenthings-save, read by the
engine as it is); older files are migrated on read."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from greenthings.engine import Game
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import (
    UI_SAVE_FORMAT, UI_SAVE_VERSION, SaveError, SavedGame, list_saves, read_save, write_save,
)
from greenthings.ui.game.session import new_session, session_from_save

GOLDEN = Path(__file__).parent / "golden"


def _played(config: GameConfig, actions: int = 12):
    session = new_session(config)
    for _ in range(actions):
        legal = session.legal_actions()
        if not legal:  # a short game may be over
            break
        session.play(legal[0])
    return session


def test_envelope_fields_and_the_engines_record_inside(tmp_path):
    config = GameConfig(side="monsters", difficulty="hard", extra_adult=True, seed=21)
    session = _played(config)
    path = tmp_path / "one.json"
    session.save(path)
    data = json.loads(path.read_text())
    assert data["format"] == UI_SAVE_FORMAT and data["version"] == UI_SAVE_VERSION
    assert data["players"] == {"crew": "computer", "monsters": "human"}
    assert data["difficulty"] == "hard"
    assert data["label"] == session.title() and data["saved_at"][:2] == "20"
    assert data["log"] == session.log
    # The inner record is exactly the engine's.
    assert data["game"] == json.loads(json.dumps(session.game.to_json()))
    assert not list(tmp_path.glob("*.tmp"))  # the atomic writer left no temporary file


def test_a_save_loads_back_to_the_same_game_and_choices(tmp_path):
    config = GameConfig(side="monsters", difficulty="easy", crew_survival=True, comm_beamer_frequencies=True, seed=8)
    session = _played(config, 6)
    path = tmp_path / "two.json"
    session.save(path)
    loaded = session_from_save(read_save(path), path)
    assert loaded.config == session.config
    assert loaded.game.actions == session.game.actions
    assert loaded.log[:-1] == session.log and loaded.log[-1] == "(Game loaded.)"
    hotseat = _played(GameConfig(opponent="hotseat", seed=3), 2)
    hotseat.save(path)
    data = json.loads(path.read_text())
    assert data["players"] == {"crew": "human", "monsters": "human"} and data["difficulty"] is None
    assert session_from_save(read_save(path)).hotseat


def test_the_engine_reads_the_inner_record(tmp_path, capsys):
    from greenthings.engine.cli import main as engine_cli

    session = _played(GameConfig(seed=4), 10)
    path = tmp_path / "ui.json"
    session.save(path)
    record = tmp_path / "record.json"
    record.write_text(json.dumps(json.loads(path.read_text())["game"]))
    assert engine_cli(["show", str(record)]) in (0, None)
    out = capsys.readouterr().out
    assert f"Round {session.state.round}" in out
    assert len(Game.from_json(json.loads(record.read_text())).actions) == 10


def test_saves_from_before_the_envelope_are_migrated(tmp_path):
    path = tmp_path / "old.json"
    shutil.copy(GOLDEN / "save-v1.json", path)
    old = json.loads(path.read_text())
    save = read_save(path)
    assert save.players == {"crew": "human", "monsters": "human"} and save.difficulty is None
    assert save.label == old["title"] and save.log == old["log"] and save.game == old["game"]
    session = session_from_save(save, path)
    assert session.hotseat and session.config.seed == old["config"]["seed"]
    session.save(path)  # written back in the envelope
    assert json.loads(path.read_text())["format"] == UI_SAVE_FORMAT
    # A computer game from before: the human's side and the level come from its config.
    old["config"].update(opponent="computer", side="monsters", difficulty="hard")
    path.write_text(json.dumps(old))
    save = read_save(path)
    assert save.players == {"crew": "computer", "monsters": "human"} and save.difficulty == "hard"


def test_the_envelope_of_version_1_keeps_loading(tmp_path):
    """A save in the envelope as this version writes it (kept in tests/ui/golden)."""
    path = tmp_path / "kept.json"
    shutil.copy(GOLDEN / "ui-save-v1.json", path)
    data = json.loads(path.read_text())
    session = session_from_save(read_save(path), path)
    assert len(session.game.actions) == len(data["game"]["actions"])
    assert session.config.players() == data["players"]


def test_a_bare_engine_record_loads_as_a_hot_seat_game(tmp_path):
    session = _played(GameConfig(seed=6), 5)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(session.game.to_json()))
    loaded = session_from_save(read_save(path), path)
    assert loaded.hotseat and len(loaded.game.actions) == 5 and loaded.config.seed == 6


@pytest.mark.parametrize("change, reason", [
    (lambda d: d.update(version=UI_SAVE_VERSION + 1), "newer version"),
    (lambda d: d.pop("game"), "game record"),
    (lambda d: d["game"].update(format="something-else"), "game record"),
    (lambda d: d.update(players={"crew": "human"}), "who plays"),
    (lambda d: d.update(format="a-spreadsheet"), "not a saved game"),
])
def test_damaged_saves_say_why_and_the_others_still_list(tmp_path, change, reason):
    good = SavedGame(_played(GameConfig(seed=2), 3).game.to_json(), {"crew": "human", "monsters": "computer"},
                     "normal", "good one")
    write_save(tmp_path / "good.json", good)
    data = good.to_json()
    change(data)
    (tmp_path / "bad.json").write_text(json.dumps(data))
    with pytest.raises(SaveError, match=reason):
        read_save(tmp_path / "bad.json")
    listed = {info.path.name: info for info in list_saves(tmp_path)}
    assert listed["good.json"].ok and listed["good.json"].label == "good one"
    assert not listed["bad.json"].ok and reason in listed["bad.json"].error
