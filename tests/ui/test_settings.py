from __future__ import annotations

import json

from greenthings.ui.game.paths import resolve_paths
from greenthings.ui.game.settings import Settings, load_settings, save_settings


def test_round_trip(paths):
    s = Settings(window_size=(1400, 900), fullscreen=True, animation_speed=2.0, volume=0.25, mute=True,
                 seen_how_to_play=True, last_options={"side": "monsters"})
    save_settings(paths.settings_file, s)
    back = load_settings(paths.settings_file)
    assert back == s
    data = json.loads(paths.settings_file.read_text())
    assert data["version"] == 1
    assert not list(paths.settings_file.parent.glob("*.tmp"))  # atomic write left no temp file


def test_missing_and_damaged_files_give_defaults(paths):
    assert load_settings(paths.settings_file) == Settings()
    paths.settings_file.write_text("{not json")
    assert load_settings(paths.settings_file) == Settings()
    paths.settings_file.write_text('{"window_size": "huge"}')
    assert load_settings(paths.settings_file) == Settings()


def test_values_are_clamped_and_unknown_keys_ignored(paths):
    paths.settings_file.write_text(json.dumps({"volume": 7, "window_size": [10, 10], "future_key": 1}))
    s = load_settings(paths.settings_file)
    assert s.volume == 1.0
    assert s.window_size[0] >= 960 and s.window_size[1] >= 640


def test_greenthings_home_puts_every_folder_under_one_root(tmp_path):
    p = resolve_paths({"GREENTHINGS_HOME": str(tmp_path)})
    for folder in (p.log_dir, p.data_dir, p.config_dir):
        assert tmp_path in folder.parents
    assert p.saves_dir.parent == p.data_dir


def test_without_home_platformdirs_is_used():
    p = resolve_paths({})
    assert "greenthings" in str(p.data_dir).lower()
