"""Fuzz: 600 damaged saves (1,500 in the long checks), made deterministically from seeds
(tests/ui/save_mutants.py), through the engine's loader and through the
window's load path.  Only the documented errors may come out -- StateError
from the engine (docs/save-format.md), SaveError from the window's readers --
a save that loads can be played on, and no other file in the saves folder
changes."""
from __future__ import annotations

import hashlib
import json
import random
import traceback

import pytest

from greenthings.engine import Game, StateError
from greenthings.ui.game.saves import SaveError, SavedGame, list_saves, read_save, write_save
from greenthings.ui.game.session import session_from_save
from tests.long import LONG
from tests.ui.save_mutants import base_records, damage_text, mutate

MUTANTS = 1500 if LONG else 600   # damaged copies of the saves (all 1,500 in the long checks)
FUZZ_FILE = "fuzz.json"


def folder_hashes(folder) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir()) if p.name != FUZZ_FILE}


def engine_path(record, rng) -> bool:
    """Load with the engine and play one legal action; True if it loaded."""
    try:
        game = Game.from_json(record)
    except StateError:
        return False
    legal = game.legal_actions()
    if legal:
        game.play(legal[rng.randrange(len(legal))])
    return True


def window_path(path) -> bool:
    """What the load page does, then what the board needs first; True if it loaded."""
    try:
        save = read_save(path)
    except SaveError:
        return False
    try:
        session = session_from_save(save, path)
    except SaveError:
        return False
    session.legal_actions()
    json.dumps(session.to_save().to_json())  # what the next autosave would write
    return True


@pytest.fixture(scope="module")
def bases():
    return base_records()


def test_damaged_saves_raise_only_the_documented_errors(tmp_path, bases):
    folder = tmp_path / "saves"
    folder.mkdir()
    players = {"crew": "human", "monsters": "computer"}
    for name, base in (("autosave.json", bases[4]), ("game_1.json", bases[2])):
        write_save(folder / name, SavedGame(base, players, "normal", name))
    (folder / "broken.json").write_text("{")
    before = folder_hashes(folder)
    fuzz = folder / FUZZ_FILE
    loaded = {"engine": 0, "window": 0}
    failures: list[str] = []
    for seed in range(MUTANTS):
        rng = random.Random(seed)
        base = bases[seed % len(bases)]
        record = mutate(base, rng)
        try:
            loaded["engine"] += engine_path(record, rng)
        except Exception:
            failures.append(f"engine, seed {seed}: {traceback.format_exc(limit=-3)}")
        envelope = SavedGame(record, players, "normal", f"mutant {seed}").to_json()
        if rng.random() < 0.3:
            envelope = mutate(envelope, rng)   # the envelope damaged too
        text = json.dumps(envelope)
        fuzz.write_bytes(damage_text(text, rng) if rng.random() < 0.15 else text.encode())
        try:
            loaded["window"] += window_path(fuzz)
            if seed % 100 == 0:
                assert FUZZ_FILE in {info.path.name for info in list_saves(folder)}
        except Exception:
            failures.append(f"window, seed {seed}: {traceback.format_exc(limit=-3)}")
    assert not failures, f"{len(failures)} crashes, the first:\n" + "\n".join(failures[:3])
    # Neither everything refused nor everything accepted: the mutants reach deep.
    for path, n in loaded.items():
        assert MUTANTS // 20 < n < MUTANTS // 2, f"{path}: {n} of {MUTANTS} loaded"
    assert folder_hashes(folder) == before
