"""The careful tester's method, window side (issue 23): each wrong value
(tests/mutations.py: None, numbers huge and negative, strings, lists,
objects, deep nesting, a key removed) written at each place of a save --
the window's envelope and the game record inside it, also as a bare record
-- for each species with and without the expansion, then fed to every
reader the window has: the save list and its descriptions, the session
that Continue and Load open, the replay, and import.  Only the documented
error, SaveError, may come out; the list never raises; what loads can be
played on and autosaved.

By default a sample: each kind of place in three of the games, with a
different wrong value in each (seconds).  GREENTHINGS_FULL_MUTATIONS=1 runs
every place of every game with every value (minutes)."""
from __future__ import annotations

import json
import os
import random
import traceback

import pygame
import pytest

from greenthings.engine import SHIPPED_SPECIES
from greenthings.ui.game.exports import read_game_file, replay_of
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import SaveError, list_saves, read_save
from greenthings.ui.game.session import new_session, session_from_save
from tests.mutations import WRONG_VALUES, kind_of, places, value_name, with_value

FULL = os.environ.get("GREENTHINGS_FULL_MUTATIONS") == "1"
GAMES = [(species.id, outside) for species in SHIPPED_SPECIES for outside in (False, True)]
ACTIONS = 3        # actions in each saved game: every action's fields are places, and each is replayed
MUTANT = "mutant.json"


def envelope(species: str, outside: bool) -> dict:
    """A save of a short game against the computer, as the window writes it."""
    session = new_session(GameConfig(seed=11, species=species, expansions=("outside",) if outside else ()))
    rng = random.Random(species + str(outside))
    for _ in range(ACTIONS):
        session.play(rng.choice([a for a in session.legal_actions() if a.type != "concede"]))
    session.log.append("a line of the log")
    return session.to_save().to_json()


def mutants(g: int) -> list[tuple[tuple, object, dict]]:
    """(place, wrong value, the good save) for game ``g``: everything, or the
    default sample -- every other kind of place (tests/mutations.py: the
    log's lines are one kind, each action field another) once, at a place
    and with a value that differ from game to game: each kind meets three
    games and three values."""
    doc = envelope(*GAMES[g])
    every = list(places(doc))
    if FULL:
        return [(place, v, doc) for place in every for v in WRONG_VALUES]
    by_kind: dict[tuple, list[tuple]] = {}
    for place in every:
        by_kind.setdefault(kind_of(place), []).append(place)
    rng = random.Random(g)
    return [(rng.choice(by_kind[kind]), WRONG_VALUES[(k * 5 + g * 6) % len(WRONG_VALUES)], doc)
            for k, kind in enumerate(sorted(by_kind, key=repr)) if (k + g) % 2 == 0]


def read_everything(folder, path) -> dict[str, bool]:
    """Every window reader on ``path``; which of them accepted it.  Raises
    what a reader raised that is not its documented error."""
    rows = {info.path.name: info for info in list_saves(folder)}
    listed = rows[path.name]
    accepted = {"listed": listed.ok}
    if listed.ok:
        assert listed.details and listed.when() is not None
    try:
        save = read_save(path)
    except SaveError:
        assert not listed.ok
        return dict(accepted, read=False, session=False, replay=False, imported=False)
    try:
        session = session_from_save(save, path)
    except SaveError:
        accepted["session"] = False
    else:
        accepted["session"] = True
        session.legal_actions()
        session.title()
        json.dumps(session.to_save().to_json())  # the next autosave
    try:
        replay_of(save.game, path.name).go_to(0)
        accepted["replay"] = True
    except SaveError:
        accepted["replay"] = False
    try:
        accepted["imported"] = bool(read_game_file(path).describe())
    except SaveError:
        accepted["imported"] = False
    return dict(accepted, read=True)


@pytest.mark.parametrize("g", range(len(GAMES)), ids=lambda g: f"{GAMES[g][0]}{'+outside' if GAMES[g][1] else ''}")
def test_every_wrong_value_everywhere_gives_only_the_documented_error(tmp_path, g):
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / MUTANT
    counts = {"mutants": 0, "listed": 0, "session": 0, "replay": 0, "imported": 0}
    failures = []
    todo = mutants(g)
    good = todo[0][2]
    untouched = json.dumps(good)
    for n, (place, value, doc) in enumerate(todo):
        damaged = with_value(doc, place, value, shared=True)  # only written out, never changed
        bare = place[:1] == ("game",) and n % 2 and isinstance(damaged.get("game"), dict)
        path.write_text(json.dumps(damaged["game"] if bare else damaged))
        try:
            accepted = read_everything(folder, path)
        except Exception:
            failures.append(f"{'bare record ' if bare else ''}{place} = {value_name(value)}:\n"
                            f"{traceback.format_exc(limit=-4)}")
            continue
        counts["mutants"] += 1
        for reader in ("listed", "session", "replay", "imported"):
            counts[reader] += accepted[reader]
    print(GAMES[g], counts)
    assert json.dumps(good) == untouched  # the mutants shared its unchanged parts: no reader changed them
    assert not failures, f"{len(failures)} failures, the first:\n" + "\n".join(failures[:3])
    total = counts["mutants"]
    # The mutants reach both ways: many refused, many still loading (a wrong label, log or summary).
    for reader in ("listed", "session", "replay", "imported"):
        assert total // 10 < counts[reader] < total, (reader, counts)
    (folder / "other.json").write_text(json.dumps(envelope(*GAMES[g])))
    assert {info.path.name: info.ok for info in list_saves(folder)}["other.json"]  # a good save beside the last


def test_the_load_page_draws_rows_of_wrong_envelopes(app, paths):
    """The strings a row shows and hovers (label, date, summary, log) each
    wrong in turn: the page builds, each row's tooltip draws."""
    from greenthings.ui.scenes.load import LoadScene

    doc = envelope(*GAMES[1])
    shown = [p for p in places(doc) if p[0] in ("label", "saved_at", "summary", "log", "difficulty", "players")]
    values = WRONG_VALUES if FULL else WRONG_VALUES[::5]
    for i, (place, value) in enumerate((p, v) for p in shown for v in values):
        if FULL or i % 9 == 0:
            (paths.saves_dir / f"row {i:03d}.json").write_text(json.dumps(with_value(doc, place, value)))
    page = app.stack.push(LoadScene(app.context))
    app.step(1 / 60, events=[])
    assert len(page.rows) == len(list(paths.saves_dir.glob("*.json")))
    for button, _ in page.rows[:: 1 if FULL else 3]:
        page._scroll_to(button.relative_rect.y / max(1, len(page.rows) * page.row_h))
        app.step(1 / 60, events=[])
        for _ in range(3):
            app.step(0.5, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                                     buttons=(0, 0, 0))])


@pytest.mark.parametrize("value", [v for v in WRONG_VALUES if not isinstance(v, (bool, int, float))],
                         ids=value_name)
def test_the_whole_save_replaced_is_refused(tmp_path, value):
    """The root itself: not an object at all."""
    path = tmp_path / MUTANT
    path.write_text("" if value is WRONG_VALUES[0] else json.dumps(value))
    with pytest.raises(SaveError):
        read_save(path)
    assert not list_saves(tmp_path)[0].ok
