"""The game's folders at start and after (issue 23, items 10, 16 and 17):
temporary files a killed autosave left are removed; a data folder that
cannot be written does not stop the start (the menu says saves are off); a
config folder that cannot be written is said on screen; a setting of the
wrong type goes back to its default without locking a game away; Windows'
device names are refused as save names."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from greenthings.__main__ import folder_notices
from greenthings.devtools.layout_check import check_layout
from greenthings.ui.draw.layout_record import recording
from greenthings.ui.game.paths import resolve_paths
from greenthings.ui.game.saves import SaveError, rename_save, save_name
from greenthings.ui.game.settings import Settings, load_settings
from greenthings.ui.game.storage import STRAY_AGE

from .driver import Driver


def _drawn(app) -> list[str]:
    """The names of the texts the top scene draws."""
    with recording() as record:
        app.draw(app.window)
    return [t.name for t in record.texts]


# -- item 16 ------------------------------------------------------------------------------------

def test_temporary_files_of_killed_writes_are_removed_at_start(paths):
    old = time.time() - STRAY_AGE - 60
    strays = [paths.saves_dir / "autosave.json.k3j_x9.tmp", paths.config_dir / "settings.json.abc.tmp"]
    paths.exports_dir.mkdir(parents=True)
    strays.append(paths.exports_dir / "greenthings-game_x.json.q1.tmp")
    for p in strays:
        p.write_text("{half a sa")
        os.utime(p, (old, old))
    fresh = paths.saves_dir / "autosave.json.now.tmp"  # another window writing at this moment
    fresh.write_text("{")
    keep = [paths.saves_dir / "notes.tmp", paths.saves_dir / "game.json"]
    for p in keep:
        p.write_text("{}")
        os.utime(p, (old, old))
    (paths.saves_dir / "odd.json.dir.tmp").mkdir()
    assert folder_notices(paths) == []
    assert not any(p.exists() for p in strays)
    assert fresh.exists() and all(p.exists() for p in keep) and (paths.saves_dir / "odd.json.dir.tmp").is_dir()


# -- item 17: folders that cannot be written ----------------------------------------------------

def test_a_data_folder_that_cannot_be_written_starts_with_saves_off(home):
    home.mkdir()
    (home / "data").write_text("a file where the folder should be")
    env = dict(os.environ, GREENTHINGS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "2", "--windowed"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr and "saves folder cannot be written" in proc.stderr
    assert "menu interactive" in (home / "logs" / "greenthings.log").read_text()


def test_the_menu_says_saves_are_off(app, home):
    from greenthings.ui.scenes.menu import MenuScene

    blocked = resolve_paths({"GREENTHINGS_HOME": str(home / "elsewhere")})
    (home / "elsewhere").mkdir()
    (home / "elsewhere" / "data").write_text("x")
    notices = folder_notices(blocked.ensure())
    assert notices == ["Saves are off: the saves folder cannot be written."]
    app.settings.notice = " ".join(notices)
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    assert "notice 1" in _drawn(app) and not check_layout(app)


def test_settings_that_cannot_be_saved_are_said_on_screen(app, paths):
    from greenthings.ui.scenes.menu import MenuScene
    from greenthings.ui.scenes.settings import SettingsScene

    for p in paths.config_dir.iterdir():
        p.unlink()
    paths.config_dir.rmdir()
    paths.config_dir.write_text("a file where the folder should be")
    app.save_settings()
    assert "could not be saved" in app.settings.save_problem
    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    assert "notice 1" in _drawn(app)
    d = Driver(app)
    app.stack.push(SettingsScene(app.context))
    d.frames(2)
    assert "not saved 0" in _drawn(app) and not check_layout(app)
    paths.config_dir.unlink()  # the folder is back: the next change is saved, and the words go
    paths.config_dir.mkdir()
    app.save_settings()
    assert app.settings.save_problem == "" and "not saved 0" not in _drawn(app)


# -- item 17: names Windows keeps -----------------------------------------------------------------

@pytest.mark.parametrize("name", ["CON", "con", "Nul", "AUX", "PRN", "COM1", "com9", "LPT1", "lpt\u00b9",
                                  "CON.", "nul ", " aux . "])
def test_windows_device_names_are_refused(tmp_path, name):
    saved = tmp_path / "game.json"
    saved.write_text("{}")
    with pytest.raises(SaveError, match="Windows"):
        save_name(name)
    with pytest.raises(SaveError):
        rename_save(saved, name)
    assert saved.exists()


@pytest.mark.parametrize("typed, kept", [("Last stand.", "Last stand"), ("Last stand ", "Last stand"),
                                         ("a. . ", "a"), ("CONSOLE", "CONSOLE"), ("com10", "com10")])
def test_names_never_end_in_a_dot_or_a_space(typed, kept):
    assert save_name(typed) == kept


# -- item 10: a setting that locked a game away ---------------------------------------------------

@pytest.mark.parametrize("options", [{"comm_beamer_frequencies": "yes"}, {"extra_adult": 1},
                                     {"outside": "true", "species": {}}, {"seed": 10**40, "side": ["crew"]}])
def test_a_game_started_from_bad_last_options_can_be_continued(app, paths, options):
    from greenthings.ui.scenes import routes
    from greenthings.ui.scenes.new_game import NewGameScene

    paths.settings_file.write_text(json.dumps({"volume": 0.4, "last_options": options}))
    settings = load_settings(paths.settings_file)
    assert settings.volume == 0.4 and "damaged" in settings.notice  # kept aside, the rest kept
    assert all(type(settings.last_options.get(k, False)) is bool
               for k in ("comm_beamer_frequencies", "extra_adult", "outside"))
    app.settings = app.context.settings = settings
    d = Driver(app)
    page = app.stack.push(NewGameScene(app.context))
    d.frames(1)
    page.start()
    d.frames(3)
    board = d.top
    assert board.name in ("setup", "board")
    board.act(board.session.legal_actions()[0])  # played and autosaved
    assert paths.autosave_file.exists()
    assert routes.continue_game(app.context) and d.top.name in ("setup", "board") and d.top is not board


def test_one_bad_setting_keeps_the_others(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": "loud", "window_size": [1400, 900], "mute": True,
                                "animation_speed": float("nan"), "names_on_top": "yes", "fullscreen": True}))
    s = load_settings(path)
    assert (s.volume, s.window_size, s.mute, s.animation_speed, s.names_on_top, s.fullscreen) == (
        Settings().volume, (1400, 900), True, Settings().animation_speed, False, True)
    assert "volume" in (tmp_path / next(p.name for p in tmp_path.glob("settings.json.damaged-*"))).read_text()
