"""The replay cursor: every position it reaches, forwards, backwards or by a
jump, is the position a fresh replay of the same actions reaches; what it
says each step did is what playing the step said; a bad record is refused
with a reason."""
from __future__ import annotations

import json
import random

import pytest

from greenthings.bots import make_bot
from greenthings.engine import Game, Options, Replay, StateError, apply, new_state


def bot_game(seed: int, species: str = "awful-green-things") -> Game:
    """A whole game played by the heuristic bot on both sides."""
    game = Game.new(seed, Options(species=species))
    bots = {"crew": make_bot("heuristic", seed), "monsters": make_bot("heuristic", seed + 1)}
    while game.state.phase != "over":
        assert game.state.round < 100, "the bots' game did not end"
        game.play(bots[game.state.to_play].choose(game.state.clone()))
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [bot_game(1), bot_game(2), bot_game(5, "obnoxious-orange-things")]


def frozen(state) -> dict:
    """The state's JSON, copied (`to_json` may share parts with the live state)."""
    return json.loads(json.dumps(state.to_json()))


def fresh_states(game: Game) -> list[dict]:
    """The state at every position, by applying the actions one by one to a new game."""
    record = game.to_json()
    s, _ = new_state(record["start"]["seed"], Options(**record["start"]["options"]))
    out = [frozen(s)]
    for a in game.actions:
        apply(s, a)
        out.append(frozen(s))
    return out


def test_forwards_and_backwards_equal_a_fresh_replay_at_every_position(games):
    for game in games:
        expected = fresh_states(game)
        replay = Replay(game.to_json(), snapshot_every=16)
        assert len(replay) == len(game.actions) > 100 and replay.at_end
        assert frozen(replay.state) == expected[-1] == frozen(game.state)
        for i in range(len(replay) - 1, -1, -1):
            step = replay.back()
            assert step is not None and step.index == i and replay.position == i
            assert frozen(replay.state) == expected[i], f"back to {i}"
        assert replay.at_start and replay.back() is None
        for i in range(1, len(replay) + 1):
            step = replay.forward()
            assert step is not None and step.index == i - 1
            assert frozen(replay.state) == expected[i], f"forward to {i}"
        assert replay.forward() is None


def test_jumps_anywhere_equal_a_fresh_replay(games):
    rng = random.Random(3)
    for game in games:
        expected = fresh_states(game)
        replay = Replay(game.to_json())
        for _ in range(60):
            i = rng.randrange(len(expected))
            assert frozen(replay.go_to(i)) == expected[i], f"jump to {i}"
            assert replay.position == i
        assert replay.go_to(-5) is replay.state and replay.position == 0
        assert frozen(replay.go_to(10**6)) == expected[-1]


def test_a_kept_position_stays_as_it_was_when_the_cursor_moves(games):
    replay = Replay(games[0].to_json())
    replay.go_to(40)
    kept = replay.state
    before = frozen(kept)
    replay.forward()
    replay.back()
    replay.go_to(len(replay))
    assert frozen(kept) == before


def test_each_step_says_what_playing_it_said(games):
    game = games[0]
    record = game.to_json()
    replay = Replay(record)
    again = Game.new(record["start"]["seed"], Options(**record["start"]["options"]))
    assert list(replay.start_events) == again.start_events
    for step in replay.steps:
        side, phase, rnd = again.state.to_play, again.state.phase, again.state.round
        events = again.play(step.action)
        assert list(step.events) == events
        assert (step.side, step.phase, step.round, step.round_after) == (side, phase, rnd, again.state.round)
        assert step.lines == [e["text"] for e in events if e.get("text")]
        assert [r.dice for r in step.rolls] == [tuple(e["dice"]) for e in events if e["type"] == "roll"]
    rolled = [r for step in replay.steps for r in step.rolls]
    assert rolled and all(1 <= d <= 6 for r in rolled for d in r.dice)
    assert any(r.need is not None for r in rolled)


def test_rounds_and_their_first_positions(games):
    replay = Replay(games[1].to_json())
    starts = replay.round_starts()
    assert starts[replay.round_at(0)] == 0
    for rnd, pos in starts.items():
        assert replay.round_at(pos) == rnd
        if pos:
            assert replay.round_at(pos - 1) != rnd
    assert max(starts) == games[1].state.round


def test_the_record_up_to_a_position_loads_as_that_position(games):
    game = games[2]
    replay = Replay(game.to_json())
    expected = fresh_states(game)
    replay.go_to(123)
    part = replay.record()
    assert len(part["actions"]) == 123 and part["state"] == expected[123]
    assert Game.from_json(part).state.to_json() == expected[123]
    assert replay.record(len(replay)) == {**game.to_json(), "state": expected[-1]}
    assert replay.position == 123  # writing a record does not move the cursor


def test_a_game_in_progress_and_a_position_can_be_watched():
    game = Game.new(9)
    for _ in range(30):
        game.play(game.legal_actions()[0])
    replay = Replay.of_game(game)
    assert len(replay) == 30 and frozen(replay.state) == game.state.to_json()
    assert len(game.actions) == 30  # untouched
    position = Replay(game.state.to_json())  # a bare state: a game of no actions
    assert len(position) == 0 and position.state.to_json() == game.state.to_json()
    assert position.forward() is None and position.last_step is None


@pytest.mark.parametrize("record, words", [
    ([], "must be a JSON object"),
    ({"format": "something-else"}, "not a Green Things save"),
    ({"format": "greenthings-save", "version": 99, "start": {"seed": 1}}, "version 99"),
    ({"format": "greenthings-save", "version": 1, "start": {"seed": "x"}}, "start.seed"),
    ({"format": "greenthings-save", "version": 1, "start": {"seed": 1}, "actions": {}}, "must be a list"),
    ({"format": "greenthings-save", "version": 1, "start": {"seed": 1},
      "actions": [{"type": "place-weapon", "to": "galley", "weapon": "zgwortz-3"}, {"type": "fly"}]},
     "save action 1 cannot be replayed"),
])
def test_bad_records_are_refused_with_the_reason(record, words):
    with pytest.raises(StateError, match=words):
        Replay(record)


def test_an_illegal_action_deep_in_a_game_is_named(games):
    record = games[0].to_json()
    record["actions"][200] = {"type": "move", "piece": "captain", "to": "engine-room"}
    with pytest.raises(StateError, match="save action 200 cannot be replayed"):
        Replay(record)


def test_the_replay_benchmark_reports_its_medians(capsys):
    from greenthings.bench.__main__ import main

    assert main(["replay", "--games", "2", "--repeats", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith("game: ") and " actions, round " in out[0]
    assert out[-1].startswith("seek_end_ms_median=") and float(out[-1].split("=")[1]) >= 0
