"""Files made to hurt the window (issue 23, items 9, 12, 13, 14 and 17): a
species that is an object, a 50 MB label, a NUL or a lone surrogate in a
label, a FIFO where a save should be, a map name longer than any file name.
Each gives a damaged row or a message the player can act on, never a crash
or a hang, and the other saves still load."""
from __future__ import annotations

import json
import os
import threading

import pygame
import pytest

from greenthings.ui.game.bounded import LABEL_MAX, LINE_MAX
from greenthings.ui.game.exports import read_game_file
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.saves import SaveError, list_saves, read_save
from greenthings.ui.game.session import new_session, session_from_save
from greenthings.ui.game.storage import DamagedFileError, read_json

from .driver import Driver


def _save(folder, name="good.json", **changes):
    """A save of a game a few actions in, with ``changes`` made to its envelope."""
    session = new_session(GameConfig(seed=4))
    for _ in range(3):
        session.play(session.legal_actions()[0])
    data = session.to_save().to_json()
    data.update(changes)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(data))
    return data


def _with_option(folder, name, option, value):
    data = _save(folder, name)
    data["game"]["start"]["options"][option] = value
    (folder / name).write_text(json.dumps(data))


def _load_page(app):
    from greenthings.ui.scenes.load import LoadScene

    page = app.stack.push(LoadScene(app.context))
    app.step(1 / 60, events=[])
    return page


def _hover(app, button) -> None:
    """Rest the mouse on a button long enough for its tooltip."""
    pos = button.rect.center
    for _ in range(3):
        app.step(0.5, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


# -- item 9: a species the load page could not hash ---------------------------------------------

@pytest.mark.parametrize("species", [{}, [], {"a": 1}, ["awful-green-things"], 7, None])
def test_a_species_of_the_wrong_type_is_a_damaged_row_that_can_be_deleted(app, paths, species):
    _save(paths.saves_dir)
    _with_option(paths.saves_dir, "odd.json", "species", species)
    rows = {info.path.name: info for info in list_saves(paths.saves_dir)}
    assert rows["good.json"].ok
    assert not rows["odd.json"].ok and "odd.json" in rows["odd.json"].error
    page = _load_page(app)
    d = Driver(app)
    d.click_button(next(b for b, info in page.deletes if info.path.name == "odd.json"))
    d.key(pygame.K_RETURN)  # "Delete"
    assert not (paths.saves_dir / "odd.json").exists() and (paths.saves_dir / "good.json").exists()
    assert [info.path.name for info in d.top.saves] == ["good.json"]


def test_game_configs_never_raise_and_keep_only_right_values():
    for bad in ({}, [], None, "x", 7, {"species": {}}, {"species": []}, {"side": ["crew"]}, {"seed": 2**70},
                {"seed": -1}, {"seed": True}, {"seed": "12"}, {"comm_beamer_frequencies": "yes"},
                {"outside": 1}, {"difficulty": {"hard": 1}}):
        config = GameConfig.from_dict(bad)
        assert config == GameConfig() or config.seed is None
    kept = GameConfig.from_dict({"side": "monsters", "species": "obnoxious-orange-things", "outside": True,
                                 "seed": 5, "crew_survival": True})
    assert (kept.side, kept.species, kept.expansions, kept.seed, kept.crew_survival) == (
        "monsters", "obnoxious-orange-things", ("outside",), 5, True)


# -- item 12: strings without bounds --------------------------------------------------------------

def test_a_huge_label_is_clipped_when_read_and_its_row_hovers_safely(app, paths):
    _save(paths.saves_dir, "big.json", label="L" * 3_000_000, log=["x" * 100_000] * 3 + ["ok"])
    save = read_save(paths.saves_dir / "big.json")
    assert len(save.label) == LABEL_MAX and all(len(line) <= LINE_MAX for line in save.log)
    page = _load_page(app)
    button = next(b for b, info in page.rows if info.path.name == "big.json")
    _hover(app, button)  # the tooltip shows the label: 50 MB of it crashed SDL


@pytest.mark.parametrize("label", ["\u0000\ud800", "a\u0000b", "<font size=99>x", "\ud83d", "line\nbreak\ttab"])
def test_labels_the_fonts_cannot_draw_are_made_drawable(app, paths, label):
    _save(paths.saves_dir, "odd.json", label=label, log=[label, "fine"], summary={"phase": label, "round": 2})
    page = _load_page(app)
    button = next(b for b, info in page.rows if info.path.name == "odd.json")
    assert "\u0000" not in page.saves[0].label
    _hover(app, button)
    d = Driver(app)
    d.click_button(button)
    d.frames(3)
    assert d.top.name in ("setup", "board")
    d.top.session.log[:2]  # the log panel drew them


def test_a_file_too_big_is_refused_before_a_byte_is_read(tmp_path, monkeypatch):
    big = tmp_path / "huge.json"
    with open(big, "wb") as f:
        f.truncate(50 * 2**20)  # 50 MB, sparse: cheap to make
    reads = []
    real_read = os.read

    monkeypatch.setattr(os, "read", lambda *a: reads.append(a) or real_read(*a))
    with pytest.raises(DamagedFileError, match="too big"):
        read_json(big)
    assert not reads
    assert "too big" in {i.path.name: i for i in list_saves(tmp_path)}["huge.json"].error


# -- item 13: files that are not files --------------------------------------------------------------

def _in_thread(fn, timeout=10.0):
    """``fn()`` in a thread; fails the test if it has not returned in ``timeout`` s (a hang)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "it hung"
    if "error" in out:
        raise out["error"]
    return out.get("value")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_the_saves_folder_is_a_damaged_row_not_a_hang(app, paths):
    _save(paths.saves_dir)
    os.mkfifo(paths.saves_dir / "pipe.json")
    os.mkfifo(paths.autosave_file)
    (paths.saves_dir / "folder.json").mkdir()
    rows = _in_thread(lambda: {i.path.name: i for i in list_saves(paths.saves_dir)})
    assert rows["good.json"].ok and "folder.json" not in rows
    assert not rows["pipe.json"].ok and "not a file" in rows["pipe.json"].error
    assert not rows["autosave.json"].ok
    from greenthings.ui.scenes import routes
    from greenthings.ui.scenes.menu import MenuScene

    _in_thread(lambda: app.stack.push(MenuScene(app.context)))  # the menu looks at the autosave
    assert _in_thread(lambda: routes.continue_game(app.context)) is False
    assert app.stack.top.name == "message" and "not a file" in app.stack.top.text
    with pytest.raises(SaveError, match="not a file"):
        _in_thread(lambda: read_game_file(paths.saves_dir / "pipe.json"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_autosave_does_not_block_the_start(home):
    import subprocess
    import sys

    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    os.mkfifo(saves / "autosave.json")
    env = dict(os.environ, GREENTHINGS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "2", "--windowed"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


# -- item 14: a name longer than the file system takes -------------------------------------------

def test_a_map_name_too_long_for_a_file_name_is_a_message_everywhere(app, paths):
    from greenthings.ui.scenes import routes

    _with_option(paths.saves_dir, "long.json", "map", "m" * 300)
    path = paths.saves_dir / "long.json"
    with pytest.raises(SaveError, match="cannot be replayed"):
        read_game_file(path)
    with pytest.raises(SaveError, match="damaged"):
        session_from_save(read_save(path), path)
    page = _load_page(app)
    d = Driver(app)
    row = next(info for info in page.saves if info.path == path)
    assert not row.ok and "damaged" in row.error  # its Replay and Load are off; Delete is on
    assert routes.replay_save(app.context, path) is False  # what the Replay button did
    assert d.top.name == "message" and "cannot be replayed" in d.top.text
    d.key(pygame.K_RETURN)
    assert routes.load_game(app.context, path) is False and d.top.name == "message"
    d.key(pygame.K_RETURN)
    routes.open_import(app.context)
    page = d.top
    page.open_file(path)
    assert page.opened is None and "cannot be replayed" in page.error
    page.entry.set_text("~no-such-user-here/" + "x" * 300)
    page.open_typed()  # "~user" that does not exist, a name too long: a reason, not a crash
    assert page.opened is None and page.error


# -- item 17: one "not valid JSON" ----------------------------------------------------------------

def test_a_damaged_save_says_not_valid_json_once(tmp_path):
    (tmp_path / "broken.json").write_text("{")
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path / "broken.json")
    assert str(caught.value).count("not valid JSON") == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_as_the_settings_file_gives_the_defaults(tmp_path):
    from greenthings.ui.game.settings import Settings, load_settings

    os.mkfifo(tmp_path / "settings.json")
    settings = _in_thread(lambda: load_settings(tmp_path / "settings.json"))
    assert settings == Settings() and "damaged" in settings.notice
    assert list(tmp_path.glob("settings.json.damaged-*"))  # set aside, not read
