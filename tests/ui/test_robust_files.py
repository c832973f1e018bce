"""Damaged files never crash the window: a save or settings file nested
100,000 deep (which makes Python's json raise RecursionError), bytes that
are not UTF-8 or not JSON, values of the wrong type.  Settings fall back to
the defaults, say so and keep the damaged file aside; a save from a newer
version is labelled as such, not as damaged."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from greenthings.engine import Game
from greenthings.ui.game.saves import (
    ENGINE_VERSION, UI_SAVE_VERSION, SaveError, SavedGame, list_saves, read_save, write_save,
)
from greenthings.ui.game.settings import MAX_WINDOW, MIN_WINDOW, Settings, load_settings, save_settings
from greenthings.ui.game.storage import DamagedFileError, read_json

NESTED = "[" * 100_000 + "]" * 100_000


def _good_save(tmp_path, name="good.json"):
    game = Game.new(4)
    for _ in range(3):
        game.play(game.legal_actions()[0])
    save = SavedGame(game.to_json(), {"crew": "human", "monsters": "computer"}, "normal", "a good game")
    write_save(tmp_path / name, save)
    return save


@pytest.mark.parametrize("content", [NESTED.encode(), b"[" * 100_000, b'{"a": ' * 50_000,
                                     b"\xff\xfe\x00{", b'{"label": "\xc3\x28"}', b"", b"1" * 5000])
def test_the_one_json_reader_turns_every_damage_into_its_error(tmp_path, content):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(DamagedFileError):
        read_json(path)


def test_a_deeply_nested_save_is_listed_as_damaged_and_does_not_load(tmp_path):
    _good_save(tmp_path)
    (tmp_path / "nested.json").write_text(NESTED)
    listed = {info.path.name: info for info in list_saves(tmp_path)}
    assert listed["good.json"].ok
    assert not listed["nested.json"].ok and not listed["nested.json"].newer
    assert "nested too deeply" in listed["nested.json"].error
    with pytest.raises(SaveError, match="damaged"):
        read_save(tmp_path / "nested.json")


def test_loading_a_nested_save_from_the_window_shows_a_message(app, paths):
    from greenthings.ui.scenes import routes
    from greenthings.ui.scenes.menu import MenuScene

    app.stack.push(MenuScene(app.context))
    paths.autosave_file.write_text(NESTED)
    assert routes.continue_game(app.context) is False
    assert app.stack.top.name == "message"


def test_nested_settings_give_the_defaults_and_are_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(NESTED)
    settings = load_settings(path)
    assert settings == Settings()
    assert "damaged" in settings.notice and "settings.json.damaged-" in settings.notice
    aside = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text() == NESTED and not path.exists()
    save_settings(path, settings)  # the next save does not touch the kept file
    assert aside[0].read_text() == NESTED
    assert "notice" not in json.loads(path.read_text())
    assert load_settings(path).notice == ""


@pytest.mark.parametrize("content", ['{"window_size": [1, 2, 3]}', '{"volume": "loud"}', "[1, 2]", '{"fullscreen":',
                                     '{"window_size": [Infinity, 800]}'])
def test_settings_with_bad_values_are_kept_aside_too(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(content)
    assert load_settings(path) == Settings()
    assert [p.read_text() for p in tmp_path.glob("settings.json.damaged-*")] == [content]


def test_settings_fuzz_never_raises_and_always_gives_usable_values(tmp_path):
    good = Settings(window_size=(1400, 900), volume=0.3, last_options={"side": "monsters", "seed": 5}).to_dict()
    weird = (None, True, -1, 10**30, 1e308, float("inf"), float("nan"), "x", [], {}, [[[]]], {"a": {"b": []}},
             [1, 2], [10**9, 10**9], ["a", "b"])
    rng = random.Random(7)
    for i in range(300):
        data = json.loads(json.dumps(good))
        for _ in range(rng.randint(1, 3)):
            data[rng.choice([*good, "extra"])] = rng.choice(weird)
        path = tmp_path / f"s{i}" / "settings.json"
        path.parent.mkdir()
        path.write_text(json.dumps(data))
        s = load_settings(path)
        assert MIN_WINDOW[0] <= s.window_size[0] <= MAX_WINDOW and MIN_WINDOW[1] <= s.window_size[1] <= MAX_WINDOW
        assert 0.0 <= s.volume <= 1.0 and 0.25 <= s.animation_speed <= 8.0
        assert all(not isinstance(v, (list, dict)) for v in s.last_options.values())
        save_settings(path, s)  # and it can be written back
        assert load_settings(path) == s


def test_a_start_with_nested_settings_reaches_the_menu_and_says_why(home):
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(NESTED)
    env = dict(os.environ, GREENTHINGS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-m", "greenthings", "--exit-after-frames", "2", "--windowed"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "settings" in proc.stderr and "damaged" in proc.stderr
    assert "using the default settings" in (home / "logs" / "greenthings.log").read_text()
    assert [p.read_text() for p in (home / "config").glob("settings.json.damaged-*")] == [NESTED]


def test_the_menu_shows_the_settings_notice(app):
    from greenthings.ui.scenes.menu import MenuScene

    app.stack.push(MenuScene(app.context))
    app.step(1 / 60, events=[])
    before = app.window.copy()
    app.settings.notice = "Your settings file was damaged, so the default settings are in use."
    app.step(1 / 60, events=[])
    strip = (0, app.window.get_height() - 60, app.window.get_width(), 30)
    assert before.subsurface(strip).get_view("2").raw != app.window.subsurface(strip).get_view("2").raw


# -- a newer version's saves --------------------------------------------------

def test_the_ui_knows_the_engines_record_version():
    assert ENGINE_VERSION == Game.new(1).to_json()["version"]


@pytest.mark.parametrize("change", [lambda d: d.update(version=UI_SAVE_VERSION + 1),
                                    lambda d: d["game"].update(version=ENGINE_VERSION + 1)])
def test_a_save_from_a_newer_version_is_labelled_so(tmp_path, change):
    save = _good_save(tmp_path)
    data = save.to_json()
    change(data)
    (tmp_path / "future.json").write_text(json.dumps(data))
    info = {i.path.name: i for i in list_saves(tmp_path)}["future.json"]
    assert not info.ok and info.newer and "newer version" in info.error


@pytest.mark.parametrize("version", ["2", None, 0, 1.5, [2]])
def test_a_broken_version_number_is_damage_not_a_newer_version(tmp_path, version):
    data = _good_save(tmp_path).to_json()
    data["version"] = version
    (tmp_path / "odd.json").write_text(json.dumps(data))
    info = {i.path.name: i for i in list_saves(tmp_path)}["odd.json"]
    assert not info.ok and not info.newer and "damaged" in info.error


def test_the_load_page_says_made_by_a_newer_version(app, paths):
    from greenthings.ui.scenes.load import LoadScene

    data = _good_save(paths.saves_dir).to_json()
    data["version"] = UI_SAVE_VERSION + 1
    (paths.saves_dir / "future.json").write_text(json.dumps(data))
    (paths.saves_dir / "broken.json").write_text("{")
    scene = app.stack.push(LoadScene(app.context))
    texts = {info.path.name: button.text for button, info in scene.rows}
    assert texts["future.json"] == "future.json: made by a newer version of the game"
    assert "damaged" in texts["broken.json"] and "newer" not in texts["broken.json"]
    assert "damaged" not in texts["good.json"] and "newer" not in texts["good.json"]
