"""A game shared as one file: exported from the board's menu (the game up to
now) or from the replay viewer (the whole game, or up to its position) into
the exports folder under a name that says what it holds; imported from the
load page, to watch it or play on; damaged files refused with the reason."""
from __future__ import annotations

import datetime as dt
import json

import pygame

from greenthings.engine import Game, Replay
from greenthings.ui.game.exports import POSITION, WHOLE, export_name, read_game_file, write_export
from greenthings.ui.game.saves import SaveError

from .driver import Driver
from .test_replay_viewer import finished_game, frozen


def board_of(app, session):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    return board


def test_export_from_the_board_then_import_and_watch_and_play_on(app, paths):
    from greenthings.devtools.demo import busy_session
    from greenthings.ui.scenes.load import LoadScene

    d = Driver(app)
    session = busy_session(11, min_pieces=30)
    board = board_of(app, session)
    d.key(pygame.K_ESCAPE)  # the game's menu
    menu = d.top
    assert menu.name == "pause"
    d.click_button(menu.named["export"])
    box = d.top
    files = list(paths.exports_dir.glob("*.json"))
    assert box.name == "message" and len(files) == 1
    assert files[0].name in box.text and str(paths.exports_dir) in box.text
    exported = files[0]
    assert exported.name.startswith("greenthings-position_") and f"round-{session.state.round}" in exported.name
    record = json.loads(exported.read_text())
    assert record["format"] == "greenthings-save" and len(record["actions"]) == len(session.game.actions)
    assert frozen(Game.from_json(record).state) == frozen(session.state)
    d.key(pygame.K_ESCAPE)  # Close (Enter would show the folder)
    assert d.top is board

    # Someone opens it: Load game, Import a game..., the file listed in the exports folder.
    app.stack.reset(LoadScene(app.context))
    d.frames(2)
    d.click_button(d.top.import_button)
    page = d.top
    assert page.name == "import" and not page.watch_button.is_enabled and not page.play_button.is_enabled
    d.click_button(next(b for b, path in page.file_buttons if path == exported))
    assert page.opened is not None and page.watch_button.is_enabled and page.play_button.is_enabled
    assert f"{len(session.game.actions)} actions" in page.opened.describe()

    d.click_button(page.watch_button)
    viewer = d.top
    assert viewer.name == "replay" and len(viewer.replay) == len(session.game.actions) and viewer.position == 0
    d.key(pygame.K_END)
    assert frozen(viewer.shown.state) == frozen(session.state)
    d.key(pygame.K_ESCAPE)
    assert d.top is page

    d.click_button(page.play_button)
    played = d.top
    assert played.name == "board" and played.session.hotseat
    assert frozen(played.session.state) == frozen(session.state)
    assert played.session.save_path is None  # Ctrl+S writes a new save, never over the shared file


def test_the_replay_viewer_exports_the_whole_game_or_up_to_its_position(app, paths):
    d = Driver(app)
    session = finished_game()
    from greenthings.ui.scenes import routes

    routes.open_replay(app.context, session.game.to_json(), "a finished game")
    viewer = d.top
    viewer.seek(40)
    d.click_button(viewer.controls.buttons["export_here"])
    assert d.top.name == "message"
    d.key(pygame.K_ESCAPE)
    d.click_button(viewer.controls.buttons["export_whole"])
    d.key(pygame.K_ESCAPE)
    assert d.top is viewer and viewer.position == 40  # exporting does not move the replay
    whole = next(paths.exports_dir.glob("greenthings-game_*.json"))
    part = next(paths.exports_dir.glob("greenthings-position_*.json"))
    assert "_crew-won" in whole.name or "_monsters-won" in whole.name
    assert json.loads(whole.read_text())["actions"] == session.game.to_json()["actions"]
    assert json.loads(part.read_text())["actions"] == session.game.to_json()["actions"][:40]
    assert read_game_file(part).replay.state.to_json() == Replay(session.game.to_json()).state_at(40).to_json()


def test_names_say_what_the_file_holds_and_never_replace_one(tmp_path):
    session = finished_game()
    replay = Replay.of_game(session.game)
    moment = dt.datetime(2026, 11, 26, 14, 5, 9)
    last_round = session.state.round
    assert export_name(replay, WHOLE, moment).startswith(f"greenthings-game_2026-11-26_14-05-09_round-{last_round}_")
    replay.go_to(10)
    assert export_name(replay, POSITION, moment) == "greenthings-position_2026-11-26_14-05-09_round-0.json"
    first = write_export(tmp_path, replay, POSITION, moment)
    second = write_export(tmp_path, replay, POSITION, moment)
    assert first != second and second.name.endswith("_2.json") and replay.position == 10
    assert json.loads(first.read_text()) == json.loads(second.read_text())


def test_damaged_or_unplayable_files_are_refused_with_the_reason(app, paths, tmp_path):
    from greenthings.ui.scenes import routes

    folder = paths.exports_dir
    folder.mkdir(parents=True, exist_ok=True)
    session = finished_game()
    record = session.game.to_json()
    (folder / "garbage.json").write_bytes(b"\x00{not json")
    (folder / "newer.json").write_text(json.dumps({**record, "version": 7}))
    bad = dict(record, actions=record["actions"][:5] + [{"type": "move", "piece": "cook", "to": "bridge-1"}])
    (folder / "cheat.json").write_text(json.dumps(bad))
    for name, words in (("garbage.json", "damaged"), ("newer.json", "newer version"),
                        ("cheat.json", "save action 5 cannot be replayed")):
        try:
            read_game_file(folder / name)
        except SaveError as exc:
            assert words in str(exc), (name, str(exc))
        else:
            raise AssertionError(f"{name} was accepted")

    d = Driver(app)
    routes.open_import(app.context)
    page = d.top
    d.click_button(next(b for b, path in page.file_buttons if path.name == "cheat.json"))
    assert page.opened is None and "cannot be replayed" in page.error
    assert not page.watch_button.is_enabled and not page.play_button.is_enabled
    # A path typed by hand: a missing file says so.
    page.open_file(tmp_path / "nowhere.json")
    assert "missing" in page.error
    d.frames(2)  # the reason is drawn on the page
