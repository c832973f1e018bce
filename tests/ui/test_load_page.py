"""The load page: a long list scrolls to its oldest save, rows of one game
tell apart, and saves can be renamed and deleted without touching others."""
from __future__ import annotations

import os
import random
import time

import pygame

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import SaveError, list_saves, rename_save
from greenthings.ui.game.session import new_session

from .driver import Driver


def make_saves(folder, count: int = 15) -> list:
    """``count`` saves of two games at different moments, oldest first (by file time)."""
    folder.mkdir(parents=True, exist_ok=True)
    games = [new_session(GameConfig(side="crew", difficulty="hard", seed=5)),
             new_session(GameConfig(opponent="hotseat", extra_adult=True, seed=6))]
    paths = []
    now = time.time()
    rng = random.Random(1)
    for i in range(count):
        session = games[i % 2]
        where = (session.state.round, session.state.phase)
        for _ in range(300):  # on to the next phase, so that each save is of a different moment
            legal = session.legal_actions()
            if not legal or (session.state.round, session.state.phase) != where:
                break
            session.play(rng.choice(legal))
        path = folder / f"game_{i:02d}.json"
        session.save(path)
        os.utime(path, (now - 1000 + i, now - 1000 + i))
        paths.append(path)
    return paths


def _load_page(app):
    from greenthings.ui.scenes.load import LoadScene

    page = app.stack.push(LoadScene(app.context))
    app.step(1 / 60, events=[])
    return page


def _visible(page, button) -> bool:
    """The button shows inside the list's window (not scrolled away)."""
    view = page.list.get_abs_rect() if hasattr(page.list, "get_abs_rect") else page.list.rect
    return button.visible and view.contains(button.rect)


def test_fifteen_saves_scroll_to_the_oldest(app, paths):
    saved = make_saves(paths.saves_dir)
    page = _load_page(app)
    d = Driver(app)
    assert len(page.rows) == 15
    oldest_button = next(b for b, info in page.rows if info.path == saved[0])
    assert not _visible(page, oldest_button)
    for _ in range(12):  # the mouse wheel over the list
        d.frames(1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=page.list.rect.center, rel=(0, 0),
                                               buttons=(0, 0, 0))])
        d.frames(3, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False,
                                               precise_x=0.0, precise_y=-3.0)])
    assert _visible(page, oldest_button)
    d.click_button(oldest_button)
    for _ in range(10):
        d.frames(1)
    assert d.top.name in ("board", "setup") and d.top.session.save_path == saved[0]


def test_page_down_reaches_the_end_too(app, paths):
    saved = make_saves(paths.saves_dir)
    page = _load_page(app)
    d = Driver(app)
    oldest_button = next(b for b, info in page.rows if info.path == saved[0])
    for _ in range(6):
        d.key(pygame.K_PAGEDOWN)
    d.frames(5)
    assert _visible(page, oldest_button)


def test_rows_of_the_same_game_tell_apart(paths):
    make_saves(paths.saves_dir, 4)
    rows = list_saves(paths.saves_dir)
    lines = [(f"{i.name} {i.when()}", i.details) for i in rows]
    assert len(set(lines)) == 4
    crew_game = [i for i in rows if "hard" in i.details]
    assert crew_game and all("you play the crew vs computer (hard)" in i.details for i in crew_game)
    assert "Round" in crew_game[0].details or "Setup" in crew_game[0].details
    assert len({i.details for i in crew_game}) == len(crew_game)  # each at a different moment
    hotseat = [i for i in rows if "hot-seat" in i.details]
    assert hotseat and all("extra" in i.details and "Awful Green Things" in i.details for i in hotseat)
    assert all(i.when() for i in rows)


def test_rename_asks_for_a_name_and_keeps_the_file(app, paths):
    saved = make_saves(paths.saves_dir, 3)
    content = saved[1].read_bytes()
    page = _load_page(app)
    d = Driver(app)
    button = next(b for b, info in page.renames if info.path == saved[1])
    d.click_button(button)
    box = d.top
    assert box.name == "ask_text"
    box.entry.set_text("")
    d.click(box.entry.rect.center)
    for ch in "Last stand":  # what the keyboard sends into a text line
        d.frames(1, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    d.key(pygame.K_RETURN)
    assert d.top is page
    renamed = paths.saves_dir / "Last stand.json"
    assert renamed.read_bytes() == content and not saved[1].exists()
    assert saved[0].exists() and saved[2].exists()
    assert any(info.name == "Last stand" for _, info in page.rows)


def test_a_name_in_use_is_refused_and_nothing_changes(app, paths):
    saved = make_saves(paths.saves_dir, 2)
    before = {p.name: p.read_bytes() for p in saved}
    page = _load_page(app)
    d = Driver(app)
    d.click_button(next(b for b, info in page.renames if info.path == saved[0]))
    box = d.top
    box.entry.set_text(saved[1].stem)
    d.click_button(box.buttons.items[0][0])  # Rename
    assert d.top is box and "already" in box.trouble
    assert {p.name: p.read_bytes() for p in paths.saves_dir.glob("*.json")} == before
    d.key(pygame.K_ESCAPE)
    assert d.top is page


def test_rename_rules(paths):
    saved = make_saves(paths.saves_dir, 2)
    for bad in ("", "  ", "///", "autosave"):
        try:
            rename_save(saved[0], bad)
        except SaveError:
            pass
        else:
            raise AssertionError(f"{bad!r} was accepted")
    assert saved[0].exists()
    assert rename_save(saved[0], "a/b:c*d") == paths.saves_dir / "abcd.json"
    auto = paths.saves_dir / "autosave.json"
    auto.write_bytes(saved[1].read_bytes())
    try:
        rename_save(auto, "kept")
    except SaveError:
        pass
    else:
        raise AssertionError("the autosave was renamed")
    assert auto.exists()


def test_delete_asks_then_removes_only_that_save(app, paths):
    saved = make_saves(paths.saves_dir, 3)
    stray = paths.saves_dir / "notes.txt"
    stray.write_text("mine")
    page = _load_page(app)
    d = Driver(app)
    d.click_button(next(b for b, info in page.deletes if info.path == saved[1]))
    assert d.top.name == "message"
    d.key(pygame.K_ESCAPE)  # Keep it
    assert saved[1].exists()
    d.click_button(next(b for b, info in page.deletes if info.path == saved[1]))
    d.key(pygame.K_RETURN)  # Delete
    assert d.top is page and not saved[1].exists()
    assert saved[0].exists() and saved[2].exists() and stray.read_text() == "mine"
    assert len(page.rows) == 2


def test_rename_no_clobber_never_replaces_a_file(tmp_path, monkeypatch):
    from greenthings.ui.game import storage

    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("A")
    b.write_text("B")
    try:
        storage.rename_no_clobber(a, b)
    except FileExistsError:
        pass
    else:
        raise AssertionError("b.json was replaced")
    assert a.read_text() == "A" and b.read_text() == "B"
    storage.rename_no_clobber(a, tmp_path / "c.json")
    assert not a.exists() and (tmp_path / "c.json").read_text() == "A"

    def no_links(*_):
        raise PermissionError("no hard links here")

    monkeypatch.setattr(storage.os, "link", no_links)  # a file system without hard links
    storage.rename_no_clobber(tmp_path / "c.json", tmp_path / "d.json")
    assert (tmp_path / "d.json").read_text() == "A"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.json", "d.json"]
