"""The engine's interface: replay, JSON, bad input, undo, the command line."""
import json
import random
import subprocess
import sys

import pytest

from greenthings.engine import Action, Game, IllegalActionError, StateError, load_state


def random_game(seed, n_actions=400, options=None):
    g = Game.new(seed, options)
    rng = random.Random(seed)
    for _ in range(n_actions):
        if g.state.phase == "over":
            break
        g.play(rng.choice(g.legal_actions()))
    return g


def test_a_game_is_a_seed_plus_actions_and_replays_exactly():
    g = random_game(11)
    again = Game.new(11)
    for a in g.actions:
        again.play(a)
    assert again.state.to_json() == g.state.to_json()


def test_save_round_trip_and_state_round_trip():
    g = random_game(12, 150)
    data = json.loads(json.dumps(g.to_json()))
    g2 = Game.from_json(data)
    assert g2.state.to_json() == g.state.to_json()
    s2 = load_state(json.loads(json.dumps(g.state.to_json())))
    assert s2.to_json() == g.state.to_json()
    # The same future: both continue identically.
    a = g.legal_actions()[0]
    assert g.play(a) == Game.from_position(s2).play(a)


def test_clone_is_independent_and_equal():
    g = random_game(13, 150)
    c = g.state.clone()
    assert c.to_json() == g.state.to_json()
    g.play(g.legal_actions()[-1])
    assert c.to_json() != g.state.to_json()


def test_illegal_and_unknown_actions_are_refused_and_change_nothing():
    g = random_game(14, 50)
    before = g.state.to_json()
    for bad in ({"type": "move", "piece": "robot", "to": "bridge-1"}, {"type": "warp"}, {"piece": "cook"},
                {"type": "move", "speed": 3}, "end-phase", {"type": 5}):
        with pytest.raises(IllegalActionError):
            g.play(bad)
    assert g.state.to_json() == before


def test_legal_actions_are_readable_json():
    g = random_game(15, 120)
    for a in g.legal_actions():
        d = a.to_dict()
        assert json.loads(json.dumps(d)) == d and isinstance(d["type"], str)
        assert Action.from_dict(d) == a


@pytest.mark.parametrize("edit, message", [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(format="chess"), "format"),
    (lambda d: d["pieces"].update({"adult-13": {"area": "galley"}}), "unknown piece"),
    (lambda d: d["pieces"]["captain"].update(area="the-moon"), "unknown area"),
    (lambda d: d["weapons"].pop("knife-1"), "29 weapon"),
    (lambda d: d["cup"].append("grow"), "chits"),
    (lambda d: d.pop("phase"), "missing 'phase'"),
    (lambda d: d.update(round="three"), "round"),
    (lambda d: d["weapons"].update({"knife-1": "@mascot"}), "held"),
])
def test_hand_broken_states_are_refused_with_a_clear_message(edit, message):
    g = random_game(16, 300)
    d = json.loads(json.dumps(g.state.to_json()))
    edit(d)
    with pytest.raises(StateError) as e:
        load_state(d)
    assert message in str(e.value)


def test_broken_saves_are_refused():
    g = random_game(17, 100)
    d = g.to_json()
    d["actions"][5] = {"type": "move", "piece": "robot", "to": "bridge-1"}
    with pytest.raises(ValueError, match="action 5"):
        Game.from_json(d)
    with pytest.raises(ValueError):
        Game.from_json({"format": "greenthings-save", "version": 1})
    with pytest.raises(ValueError):
        Game.from_json([1, 2])


def test_undo_within_the_phase_but_not_past_dice():
    g = Game.new(18)
    while g.state.phase != "crew-move":
        g.play(g.legal_actions()[-1])
    moves = [a for a in g.legal_actions() if a.type == "move"]
    before = g.state.to_json()
    g.play(moves[0])
    assert g.can_undo()
    assert g.undo() == moves[0]
    assert g.state.to_json() == before
    # Ending the phase moves on: the last move is no longer undoable.
    g.play(moves[0])
    g.play(Action("end-phase"))
    assert not g.can_undo()


def test_engine_does_not_import_pygame():
    code = "import sys, greenthings.engine, greenthings.engine.cli; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_command_line(tmp_path):
    path = tmp_path / "g.json"

    def run(*args):
        return subprocess.run([sys.executable, "-m", "greenthings.engine", *args], capture_output=True, text=True)

    r = run("new", "--seed", "4", "-o", str(path))
    assert r.returncode == 0, r.stderr
    r = run("legal", str(path))
    first = json.loads(r.stdout.splitlines()[0])
    assert first["type"] == "place-weapon"
    r = run("apply", str(path), json.dumps(first))
    assert r.returncode == 0 and "spare" in r.stdout
    r = run("apply", str(path), '{"type": "fly"}')
    assert r.returncode == 2 and "illegal" in r.stderr
    r = run("show", str(path))
    assert "phase setup" in r.stdout
    path.write_text("{ not json")
    r = run("show", str(path))
    assert r.returncode != 0 and "not valid JSON" in r.stderr
