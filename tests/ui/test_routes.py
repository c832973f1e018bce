"""Scene navigation goes through ui/scenes/routes.py: each route leaves the
stack as the player expects (pages over the menu, a game alone, failures as
a message box), and the scenes that own navigation use no other way."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.scenes import routes


def names(app):
    return [s.name for s in app.stack.scenes]


def test_pages_open_over_the_menu_and_back_returns(app):
    routes.open_menu(app.context)
    for route, name in ((routes.open_settings, "settings"), (routes.open_rules, "rules"),
                        (routes.open_load, "load"), (routes.open_how_to_play, "howto"),
                        (routes.open_new_game, "new_game")):
        route(app.context)
        assert names(app) == ["menu", name]
        app.step(1 / 60, events=[])
        routes.back(app.context)
        assert names(app) == ["menu"]


def test_new_game_from_anywhere_has_the_menu_beneath(app):
    routes.start_game(app.context, GameConfig(seed=3, opponent="hotseat"))
    assert names(app) == ["setup"]
    routes.open_new_game(app.context)
    assert names(app) == ["menu", "new_game"]


def test_help_toggles(app):
    routes.open_menu(app.context)
    routes.toggle_help(app.context)
    assert names(app) == ["menu", "help"]
    routes.toggle_help(app.context)
    assert names(app) == ["menu"]


def test_a_started_game_is_alone_and_its_pages_open_over_it(app):
    routes.open_menu(app.context)
    routes.open_new_game(app.context)
    assert routes.start_game(app.context, GameConfig(seed=3, opponent="hotseat"))
    board = app.stack.top
    assert names(app) == ["setup"]
    routes.open_pause(app.context, board)
    assert names(app) == ["setup", "pause"]
    routes.open_rules(app.context, 2)
    assert names(app) == ["setup", "pause", "rules"] and app.stack.top.section == 2
    routes.back(app.context)
    routes.back(app.context)
    routes.open_log(app.context, board.session.log)
    assert names(app) == ["setup", "log"]
    routes.back(app.context)
    routes.open_menu(app.context)
    assert names(app) == ["menu"]


def test_a_broken_save_is_a_message_over_the_current_page(app, tmp_path):
    routes.open_menu(app.context)
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    assert not routes.load_game(app.context, bad)
    assert names(app) == ["menu", "message"]
    assert "damaged" in app.stack.top.text
    routes.back(app.context)
    assert not routes.continue_game(app.context)  # no autosave yet
    assert names(app) == ["menu", "message"] and "missing" in app.stack.top.text


def test_a_failing_start_is_a_message(app, monkeypatch):
    import greenthings.ui.game.session as session_module

    def broken(config):
        raise RuntimeError("no ship")

    monkeypatch.setattr(session_module, "new_session", broken)
    routes.open_menu(app.context)
    assert not routes.start_game(app.context, GameConfig(seed=3))
    assert names(app) == ["menu", "message"] and "no ship" in app.stack.top.text


def test_back_to_board_without_a_board_goes_to_the_menu(app):
    routes.open_settings(app.context)
    routes.back_to_board(app.context)
    assert names(app) == ["menu"]


SCENES = Path(routes.__file__).parent


@pytest.mark.parametrize("path", sorted(p for p in SCENES.rglob("*.py") if p.name not in {"routes.py", "__init__.py"}),
                         ids=lambda p: str(p.relative_to(SCENES)))
def test_scenes_change_scene_only_through_the_routes(path):
    """No scene module pushes, pops or resets the stack itself."""
    tree = ast.parse(path.read_text())
    found = [f"line {n.lineno}: stack.{n.attr}" for n in ast.walk(tree)
             if isinstance(n, ast.Attribute) and n.attr in ("push", "pop", "reset", "replace")
             and isinstance(n.value, ast.Attribute) and n.value.attr == "stack"]
    assert not found, "\n".join(found)
