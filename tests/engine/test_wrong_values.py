"""The careful tester's method, engine side (issue 23): each wrong value
(tests/mutations.py: None, numbers huge and negative, NaN, strings, lists,
objects, deep nesting, a key removed) written at each place of a saved
state and of a save record, for each shipped species with and without the
expansion, and fed to every reader the engine has: `Game.from_json`, the
replay (`Replay`) and the command line's `show`. Only the documented error
may come out (StateError; for the command line one 'error:' line and exit
status 1). What is accepted must be usable: every read function of the
read API answers, the summary prints, it saves and loads back the same, and
its legal actions can be played.

By default a sample: each kind of place meets every wrong value once over
the six games (each game takes a sixth of the values, at places picked at
random among its positions). GREENTHINGS_FULL_MUTATIONS=1 (the window's
test uses it too) writes every value at every place of every position
(about an hour on one core)."""
from __future__ import annotations

import inspect
import json
import os
import random
import traceback

import pytest

from greenthings.engine import Game, Options, Replay, StateError, apply, cli, view
from greenthings.engine.species.shipped import SHIPPED
from tests.engine.helpers import by_kind
from tests.mutations import kind_of, mutants_of, value_name

FULL = os.environ.get("GREENTHINGS_FULL_MUTATIONS") == "1"
GAMES = [(species.id, outside) for species in SHIPPED for outside in (False, True)]
RECORD_ACTIONS = 12     # actions in the save record mutated (each is replayed by each reader)
PLAYED = 6              # legal actions tried on an accepted state
# By default Game.from_json reads every mutant, and the replay and the command
# line (which read a file with Game.from_json too) take turns: each reads one
# in four mutated states and one in two mutated records.
OTHERS_EVERY = 1 if FULL else 4

# The read API's questions about a whole game: each view function taking just the state.
STATE_VIEWS = [f for n in view.__all__ if inspect.isfunction(f := getattr(view, n))
               and [p.name for p in inspect.signature(f).parameters.values() if p.default is p.empty] == ["s"]]


def _situation(s) -> tuple:
    """What kind of position this is, to keep one of each."""
    return (s.phase, s.to_play, s.battle is not None and s.battle.decl[0].attacker in s.specs,
            s.battle is not None, s.pending[0].kind if s.pending else None, s.grow is not None,
            bool(s.epilogue), s.outside is not None and bool(s.outside.occupants), s.self_destruct_at is not None)


def positions(species: str, outside: bool) -> tuple[list[dict], dict]:
    """A game of `species` played to its end: one saved state of each kind of
    position it passed (setup, battles open, decisions owed, growth, the
    Epilogue, the end) and the save record of its first actions."""
    g = GAMES.index((species, outside))
    game = Game.new(g, Options(species=species, outside=outside, comm_beamer_frequencies=g % 2 == 0,
                               extra_adult=g % 3 == 0))
    rng = random.Random(g)
    seen: dict[tuple, dict] = {}
    record = None
    while game.state.phase != "over":
        seen.setdefault(_situation(game.state), game.state.to_json())
        game.play(by_kind(rng, game.legal_actions()))
        if len(game.actions) == RECORD_ACTIONS:
            record = game.to_json()
    seen["end"] = game.state.to_json()
    survival = Game.new(g, Options(species=species, outside=outside, mode="survival"))
    while survival.state.phase != "over":
        seen.setdefault(("survival", *_situation(survival.state)), survival.state.to_json())
        survival.play(by_kind(rng, survival.legal_actions()))
    return list(seen.values()), record


def use(game: Game, rng: random.Random) -> None:
    """What the board does with a game it opened: ask, show, save, play on."""
    s = game.state
    for f in STATE_VIEWS:
        f(s)
    cli.summary(game)
    saved = s.to_json()
    assert Game.from_json(json.loads(json.dumps(saved))).state.to_json() == saved, "changed on loading back"
    acts = game.legal_actions()
    assert acts or s.phase == "over", f"no legal action in {s.phase}"
    for a in rng.sample(acts, min(PLAYED, len(acts))):
        apply(s.clone(), a)


class Readers:
    """Feeds mutants to every reader and keeps what went wrong."""

    def __init__(self, tmp_path) -> None:
        self.file = tmp_path / "mutant.json"
        self.rng = random.Random(0)
        self.problems: list[str] = []
        self.read = self.accepted = 0

    def feed(self, doc, label: str, every: int = 1) -> None:
        """Game.from_json reads `doc`; the replay and the command line read
        one in `every` of the documents fed."""
        self.read += 1
        game = self._reader("Game.from_json", label, Game.from_json, doc)
        if game is not None:
            self.accepted += 1
            self._guard("using the game", label, use, game, self.rng)
        if self.read % every == 0:
            self._reader("Replay", label, Replay, doc)
        if (self.read + every // 2) % every == 0:
            self._show(doc, label)

    def _reader(self, reader: str, label: str, read, doc):
        try:
            return read(doc)
        except StateError:
            return None
        except Exception as e:      # noqa: BLE001 -- anything else is the failure this test looks for
            self._note(reader, label, e)
            return None

    def _guard(self, what: str, label: str, run, *args) -> None:
        try:
            run(*args)
        except Exception as e:      # noqa: BLE001
            self._note(what, label, e)

    def _show(self, doc, label: str) -> None:
        data = json.dumps(doc).encode("utf-8")
        fd = os.open(self.file, os.O_WRONLY | os.O_CREAT)   # written over, then cut: emptying a file
        try:                                                # first is slow on some file systems
            os.write(fd, data)
            os.ftruncate(fd, len(data))
        finally:
            os.close(fd)
        try:
            status = cli.main(["show", str(self.file)])
        except BaseException as e:  # noqa: BLE001 -- the command line must not raise at all
            self._note("engine show", label, e)
            return
        if status not in (0, 1):
            self.problems.append(f"engine show exited {status} on {label}")

    def _note(self, reader: str, label: str, e: BaseException) -> None:
        where = traceback.extract_tb(e.__traceback__)[-1]
        self.problems.append(f"{reader} on {label}: {type(e).__name__}: {str(e)[:120]} "
                             f"({os.path.basename(where.filename)}:{where.lineno})")

    def check(self) -> None:
        assert not self.problems, f"{len(self.problems)} of {self.read} mutants broke a reader:\n" + \
            "\n".join(sorted(set(self.problems))[:25])


def _label(g: int, d: int, path: tuple, value) -> str:
    return f"{GAMES[g][0]}{' +outside' if GAMES[g][1] else ''} position {d} at {'.'.join(map(str, path))} = " \
           f"{value_name(value)}"


@pytest.fixture(scope="module", params=range(len(GAMES)), ids=[f"{s}{'-outside' if o else ''}" for s, o in GAMES])
def game(request):
    return request.param, *positions(*GAMES[request.param])


def test_every_position_as_played_reads_and_plays(game, tmp_path):
    """The baseline: unchanged, each position passes every reader and check."""
    g, states, record = game
    readers = Readers(tmp_path)
    for d, doc in enumerate([*states, record]):
        readers.feed(doc, _label(g, d, ("unchanged",), None))
    readers.check()
    assert readers.accepted == len(states) + 1


def test_wrong_values_in_saved_states(game, tmp_path, capsys):
    g, states, _ = game
    readers = Readers(tmp_path)
    sample = None if FULL else random.Random(g)
    pristine = json.dumps(states)
    for d, path, value, doc in mutants_of(states, sample=sample, share=(g, len(GAMES)), shared=True):
        readers.feed(doc, _label(g, d, path, value), OTHERS_EVERY)
    capsys.readouterr()             # the command line's output and error lines
    readers.check()
    assert readers.read > 100 and readers.accepted < readers.read
    assert json.dumps(states) == pristine, "a reader changed the document it read"


def test_wrong_values_in_a_save_record(game, tmp_path, capsys):
    """The record: its seed, options and actions (the state it ends with is
    not read: the actions are replayed)."""
    g, _, record = game
    readers = Readers(tmp_path)
    sample = None if FULL else random.Random(g)
    pristine = json.dumps(record)
    for _, path, value, doc in mutants_of([record], sample=sample, share=(g, len(GAMES)), skip=(("state",),),
                                          shared=True):
        readers.feed(doc, _label(g, 0, path, value), 1 if FULL else 2)
    capsys.readouterr()
    readers.check()
    assert json.dumps(record) == pristine, "a reader changed the record it read"
    kinds = {kind_of(p) for _, p, _, _ in mutants_of([record], skip=(("state",),), values=(None,))}
    assert ("actions", "#", "type") in kinds and ("start", "options", "species") in kinds


# ----- what the method found, kept as plain cases --------------------------------------------------
def _first(phase: str, seed: int = 1, **options) -> dict:
    game = Game.new(seed, Options(**options))
    rng = random.Random(seed)
    while game.state.phase != phase:
        assert game.state.phase != "over", f"the game ended before {phase}"
        game.play(by_kind(rng, game.legal_actions()))
    return game.state.to_json()


def test_a_position_where_nobody_can_do_anything_is_refused():
    """A growth waiting for a pick among counters of a stage that has none to
    offer, or a boat waiting for a choice with none to make: the game could
    never go on."""
    state = _first("monster-grow-select")
    state["grow"]["stage"] = "egg"
    with pytest.raises(StateError, match="nobody can do anything in monster-grow-select"):
        Game.from_json(state)
    state = _first("epilogue", mode="survival")
    trip = next(t for t in state["epilogue"] if t["choices"])
    for wrong in ([], [trip["choices"][0]], list(reversed(trip["choices"])) + ["fly"]):
        trip["choices"] = wrong
        with pytest.raises(StateError, match="choices are not the chart's choices"):
            Game.from_json(state)


@pytest.mark.parametrize("field,value,said", [("step", 99, "not a step of the chart"), ("step", 0, "not a step"),
                                              ("rations", 3, "2 years of food at most"),
                                              ("steps", 10**6, "lost after")])
def test_an_epilogue_trip_stays_on_the_chart(field, value, said):
    state = _first("epilogue", mode="survival")
    state["epilogue"][0][field] = value
    with pytest.raises(StateError, match=said):
        Game.from_json(state)
