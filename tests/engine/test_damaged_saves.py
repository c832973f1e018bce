"""A damaged save or state never crashes the engine's loader: every
malformed value is refused with StateError (a ValueError) naming the field,
and a save claiming absurdly many dice draws is refused at once instead of
replaying them (docs/save-format.md)."""
from __future__ import annotations

import copy

import pytest

from greenthings.engine import Dice, Game, StateError
from greenthings.engine.dice import MAX_DRAWS


@pytest.fixture(scope="module")
def played():
    """A game into the monsters' first turn (a battle open), as a save."""
    import random

    rng = random.Random(3)
    game = Game.new(3)
    while not (game.state.phase == "monster-attack" and game.state.round == 1):
        game.play(rng.choice([a for a in game.legal_actions() if a.type != "concede"]))
    return game


def refused(record) -> str:
    with pytest.raises(StateError) as info:
        Game.from_json(record)
    return str(info.value)


WRONG = [
    ("fences_on", [["electric-fence-1"]]), ("fences_on", {"a": 1}), ("fences_on", [{}]), ("fences_on", "x"),
    ("options", []), ("options", {"species": {}}), ("options", {"map": []}), ("options", {"mode": ["full"]}),
    ("options", {"extra_adult": "yes"}),
    ("version", [1]), ("version", {"v": 1}), ("version", 1.0), ("version", True),
    ("phase", []), ("phase", {}), ("round", True), ("round", "2"), ("round", -1),
    ("rng", []), ("rng", {"seed": [1]}), ("rng", {"seed": 1, "draws": -5}), ("rng", {"seed": 1.5}),
    ("to_play", ["crew"]), ("pieces", []), ("weapons", {"knife-1": []}), ("cup", "kill3"),
    ("known_effects", {"knife": []}), ("turn", {"stopped": [[1]]}), ("turn", []),
    ("battle", []), ("battle", {"zone": [[1]], "decl": []}), ("pending", {}), ("pending", [[]]),
    ("grow", []), ("setup", []), ("boats", {"scout": []}), ("self_destruct_at", "soon"),
    ("self_destruct_at", []), ("escaped", []), ("escaped", "no"), ("epilogue", {}), ("epilogue", [[]]),
    ("result", []), ("result", {"winner": [], "reason": "survival", "score": {"crew": 1, "monsters": 1}}),
]


@pytest.mark.parametrize("key,value", WRONG, ids=[f"{k}={v!r}" for k, v in WRONG])
def test_a_wrong_type_in_a_state_is_refused_naming_the_field(played, key, value):
    state = played.state.to_json()
    state[key] = copy.deepcopy(value)
    message = refused(state)
    assert key in message or (key == "version" and "version" in message), message
    position = {"format": "greenthings-save", "version": 1, "start": {"position": state}, "actions": []}
    assert key in refused(position) or key == "version"


@pytest.mark.parametrize("key,value", [("version", [1]), ("version", {}), ("version", "1"), ("start", []),
                                       ("actions", {}), ("format", ["greenthings-save"])])
def test_a_wrong_type_in_a_save_is_refused(played, key, value):
    record = played.to_json()
    record[key] = value
    refused(record)


@pytest.mark.parametrize("options,named", [({"species": {}}, "species"), ({"species": ["x"]}, "species"),
                                           ({"map": {}}, "map"), ({"mode": []}, "mode"),
                                           ({"comm_beamer_frequencies": 1}, "comm_beamer_frequencies"),
                                           ([], "options"), ({"colour": "green"}, "colour")])
def test_wrong_start_options_name_the_option(played, options, named):
    record = played.to_json()
    record["start"]["options"] = options
    assert named in refused(record)


@pytest.mark.parametrize("seed", [[1], {}, "12", 1.5, True, None])
def test_a_seed_must_be_a_whole_number(played, seed):
    record = played.to_json()
    record["start"]["seed"] = seed
    assert "seed" in refused(record)


@pytest.mark.timeout(20)
def test_absurd_dice_draws_are_refused_at_once(played):
    state = played.state.to_json()
    for draws in (10**12, MAX_DRAWS + 1, 10**100):
        state["rng"] = {"seed": 5, "draws": draws}
        assert "draws" in refused(state)      # before replaying any draw: the timeout above is the guard
    with pytest.raises(ValueError):
        Dice(5, 10**12)


def test_the_largest_allowed_draw_count_restores_quickly():
    dice = Dice(5, MAX_DRAWS)
    fresh = Dice(5)
    for _ in range(MAX_DRAWS):
        fresh.d6()
    assert dice.d6() == fresh.d6()


def test_a_position_lacking_a_fact_its_phase_needs_is_refused():
    import random

    rng = random.Random(1)
    game = Game.new(1)
    while game.state.phase != "setup-monsters":
        game.play(rng.choice(game.legal_actions()))
    state = game.state.to_json()
    del state["setup"]["to_place"]
    assert "cannot be played" in refused(state)


def test_ids_inside_the_records_must_be_real(played):
    state = played.state.to_json()
    bad = copy.deepcopy(state)
    bad["boats"]["scout"]["aboard"] = ["nobody"]
    assert "boats" in refused(bad)
    bad = copy.deepcopy(state)
    bad["fences_on"] = ["electric-fence-9"]
    assert "electric-fence-9" in refused(bad)
    bad = copy.deepcopy(state)
    bad["epilogue"] = [{"boat": "scout", "crew": ["cook"], "step": 1, "choices": ["dance"]}]
    assert "epilogue[0]" in refused(bad)


def test_the_engines_own_file_readers_refuse_deep_nesting(tmp_path):
    """The command line and the map loader read files with json too."""
    import subprocess
    import sys

    from greenthings.engine import MapError, load_map_file

    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000)
    with pytest.raises(MapError, match="nested"):
        load_map_file(nested)
    proc = subprocess.run([sys.executable, "-m", "greenthings.engine", "show", str(nested)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "error:" in proc.stderr and "Traceback" not in proc.stderr
