"""UI tests run headless: dummy SDL drivers and a temporary GREENTHINGS_HOME,
set before anything imports pygame's display."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture()
def home(tmp_path, monkeypatch):
    """A fresh GREENTHINGS_HOME for one test."""
    root = tmp_path / "home"
    monkeypatch.setenv("GREENTHINGS_HOME", str(root))
    return root


@pytest.fixture()
def paths(home):
    from greenthings.ui.game.paths import resolve_paths

    return resolve_paths().ensure()


@pytest.fixture()
def app(paths):
    """An App with a 1280x800 dummy window; closed after the test."""
    from greenthings.ui.app import App
    from greenthings.ui.game.settings import Settings

    a = App(paths, Settings(window_size=(1280, 800), seen_how_to_play=True), fullscreen=False)
    yield a
    a.close()


@pytest.fixture()
def shots(tmp_path):
    """Where tests save their PNGs."""
    d = tmp_path / "shots"
    d.mkdir()
    return d


@pytest.fixture(autouse=True)
def shown_folders(monkeypatch):
    """The folders the game asked the file manager to show (none is started in a test)."""
    from greenthings.ui.game import folders

    shown: list = []
    monkeypatch.setattr(folders, "_start", shown.append)
    return shown
