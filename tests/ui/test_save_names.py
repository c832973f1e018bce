"""Saving as a player expects (issue 25, item 10): Save game asks for a
name; the load list is ordered by the date each game was saved; Rename
keeps the list where it was and the renamed row in view; export and import
show their folder and can open it, and the import page browses folders.
Driven by posted events (docs/screenshots/save-*-before/after.png)."""
from __future__ import annotations

import datetime as dt
import json
import os
import sys

import pygame

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import list_saves, read_save, write_save
from greenthings.ui.game.session import new_session

from .driver import Driver


def _board(app, seed=3):
    from greenthings.ui.scenes import routes

    session = new_session(GameConfig(opponent="hotseat", seed=seed))
    for _ in range(4):
        session.play(session.legal_actions()[0])
    routes.open_board(app.context, session)
    Driver(app).frames(2)
    return app.stack.top


def _type(d, box, text: str) -> None:
    """Clear the box's line, then type ``text`` key by key and press Enter."""
    box.entry.set_text("")
    d.click(box.entry.rect.center)
    for ch in text:
        d.frames(1, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    d.key(pygame.K_RETURN)


def _game_menu(d) -> None:
    """The board's Menu button: the game's menu."""
    d.click_button(d.top.bar.buttons["menu"])
    assert d.top.name == "pause"


def _save_from_menu(d, board):
    _game_menu(d)
    d.click_button(d.top.named["save"])
    box = d.top
    assert box.name == "ask_text"
    return box


def test_save_game_asks_for_a_name_and_then_keeps_it(app, paths):
    d = Driver(app)
    board = _board(app)
    box = _save_from_menu(d, board)
    assert box.entry.get_text() and not list(paths.saves_dir.glob("*.json"))  # a name offered, nothing written yet
    _type(d, box, "Friday night")
    saved = paths.saves_dir / "Friday night.json"
    assert d.top is board and saved.exists() and board.session.save_path == saved
    assert "Friday night" in board.panel.message
    assert len(read_save(saved).game["actions"]) == len(board.session.game.actions)
    # The next save offers the game's own name and writes over it.
    board.act(board.session.legal_actions()[0])
    box = _save_from_menu(d, board)
    assert box.entry.get_text() == "Friday night"
    d.key(pygame.K_RETURN)
    assert d.top is board and len(read_save(saved).game["actions"]) == len(board.session.game.actions)
    assert [p.name for p in paths.saves_dir.glob("*.json") if p.name != "autosave.json"] == [saved.name]


def test_a_name_another_save_has_or_windows_keeps_is_refused(app, paths):
    d = Driver(app)
    other = paths.saves_dir / "Taken.json"
    other.write_text("{}")
    board = _board(app)
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)  # Ctrl+S asks too
    box = d.top
    assert box.name == "ask_text"
    for name, words in (("Taken", "already a save"), ("CON", "Windows"), ("...", "letter or digit")):
        _type(d, box, name)
        assert d.top is box and words in box.trouble
    assert other.read_text() == "{}" and board.session.save_path is None
    d.key(pygame.K_ESCAPE)  # Cancel: nothing saved
    assert d.top is board and [p.name for p in paths.saves_dir.glob("*.json") if p.name != "autosave.json"] == [
        "Taken.json"]


def _dated_saves(folder, count=14):
    """Saves a day apart, oldest first; their file times run the other way."""
    session = new_session(GameConfig(seed=5))
    first = dt.datetime(2026, 3, 1, 20, 0)
    paths = []
    for i in range(count):
        session.play(session.legal_actions()[0])
        save = session.to_save()
        save.saved_at = (first + dt.timedelta(days=i)).isoformat(timespec="seconds")
        path = folder / f"Evening {i:02d}.json"
        write_save(path, save)
        os.utime(path, (1_800_000_000 - i * 60, 1_800_000_000 - i * 60))
        paths.append(path)
    return paths


def test_the_list_is_ordered_by_the_date_saved_not_the_file_time(app, paths):
    saved = _dated_saves(paths.saves_dir, 5)
    undated = paths.saves_dir / "undated.json"
    data = json.loads(saved[0].read_text())
    del data["saved_at"]
    undated.write_text(json.dumps(data))
    os.utime(undated, (dt.datetime(2026, 3, 3, 12).timestamp(),) * 2)  # falls back to its file time
    session = new_session(GameConfig(seed=9))
    session.play(session.legal_actions()[0])
    session.save(paths.autosave_file)
    order = [info.path.name for info in list_saves(paths.saves_dir)]
    assert order == ["autosave.json", "Evening 04.json", "Evening 03.json", "Evening 02.json", "undated.json",
                     "Evening 01.json", "Evening 00.json"]
    from greenthings.ui.scenes.load import LoadScene

    page = app.stack.push(LoadScene(app.context))
    d = Driver(app)
    d.frames(1)
    ys = [(button.rect.y, info.path.name) for button, info in page.rows]
    assert [name for _, name in sorted(ys)] == order
    assert "Thu 05 Mar 2026, 20:00" in page.rows[1][0].text  # Evening 04: four days after the first


def test_rename_keeps_the_scroll_and_the_renamed_row(app, paths):
    from greenthings.ui.scenes.load import LoadScene

    _dated_saves(paths.saves_dir)
    page = app.stack.push(LoadScene(app.context))
    d = Driver(app)
    d.frames(1)
    for _ in range(4):
        d.key(pygame.K_PAGEDOWN)
    before = page.scrolled()
    assert before > 0.3
    target = page.saves[-3]
    d.click_button(next(b for b, info in page.renames if info is target))
    _type(d, d.top, "The long evening")
    assert d.top is page and (paths.saves_dir / "The long evening.json").exists()
    d.frames(2)
    assert abs(page.scrolled() - before) < 0.02
    button = next(b for b, info in page.rows if info.name == "The long evening")
    view = page.list.get_abs_rect() if hasattr(page.list, "get_abs_rect") else page.list.rect
    assert view.contains(button.rect) and button.is_selected
    # A row scrolled out of view comes back into it.
    page._scroll_to(0.0)
    d.frames(1)
    page.reread(show=page.saves[-1].path)
    d.frames(1)
    last = page.rows[-1][0]
    assert view.contains(last.rect) and last.is_selected


def test_the_export_box_opens_its_folder(app, paths, shown_folders):
    d = Driver(app)
    board = _board(app)
    _game_menu(d)
    d.click_button(d.top.named["export"])
    box = d.top
    assert box.name == "message" and str(paths.exports_dir) in box.text
    d.click_button(box.buttons.items[0][0])  # "Show the folder"
    assert d.top is board
    if sys.platform not in ("win32", "darwin"):
        assert shown_folders == [["xdg-open", str(paths.exports_dir)]]


def test_a_folder_that_cannot_be_shown_says_where_it_is(app, paths, monkeypatch):
    from greenthings.ui.game import folders
    from greenthings.ui.scenes import routes

    def missing(command):
        raise FileNotFoundError(command[0])

    monkeypatch.setattr(folders, "_start", missing)
    if sys.platform == "win32":
        monkeypatch.setattr(os, "startfile", missing, raising=False)
    assert routes.show_folder(app.context, paths.exports_dir) is False
    assert app.stack.top.name == "message" and str(paths.exports_dir) in app.stack.top.text


def test_the_import_page_browses_folders(app, paths, shown_folders, tmp_path):
    from greenthings.ui.scenes import routes

    _dated_saves(paths.saves_dir, 2)
    elsewhere = tmp_path / "from a friend"
    (elsewhere / "inner").mkdir(parents=True)
    (elsewhere / ".hidden").mkdir()
    session = new_session(GameConfig(seed=2))
    session.play(session.legal_actions()[0])
    session.save(elsewhere / "shared.json")
    (elsewhere / "notes.txt").write_text("not a game")
    d = Driver(app)
    routes.open_import(app.context)
    page = d.top
    assert page.folder == paths.exports_dir and not page.file_buttons
    d.click_button(page.nav["up"])
    assert page.folder == paths.data_dir
    assert {p.name for _, p in page.folder_buttons} >= {"saves"}
    d.click_button(next(b for b, p in page.folder_buttons if p.name == "saves"))
    assert page.folder == paths.saves_dir and len(page.file_buttons) == 2
    d.click_button(page.nav["show"])
    if sys.platform not in ("win32", "darwin"):
        assert shown_folders == [["xdg-open", str(paths.saves_dir)]]
    # A folder typed by hand is browsed; a file in it opened.
    page.entry.set_text(str(elsewhere))
    d.click_button(page.open_button)
    assert page.folder == elsewhere
    assert [p.name for _, p in page.folder_buttons] == ["inner"] and [p.name for _, p in page.file_buttons] == [
        "shared.json"]
    d.click_button(page.file_buttons[0][0])
    assert page.opened is not None and page.play_button.is_enabled
    d.click_button(page.nav["exports"])
    assert page.folder == paths.exports_dir and page.opened is not None  # what was opened stays open
