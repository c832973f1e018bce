"""Options end to end (issue 24 item 5): a fourth species and a second map,
added as a contributor would add them, are offered and played by the
engine's command line, the arena, the bench ladder and the new game page,
which lays out cleanly with four species.

The fourth species is the development species (greenthings/devtools/
toy_species.py) made one the game ships; the second map is a copy of the
Znutar with one room renamed, in a maps folder of the test's own (the real
maps/ folder is left alone)."""
from __future__ import annotations

import json

import pygame
import pytest

from greenthings import arena, resources
from greenthings.devtools import toy_species
from greenthings.engine import SHIPPED_SPECIES, Game, load_map, load_map_file, map_files, map_names
from greenthings.engine import cli as engine_cli
from greenthings.ui.game import species_text
from greenthings.ui.game.gameconfig import GameConfig

from .driver import Driver

TOY_MAP = "test-wreck"
TOY_SPECIES = toy_species.ID
GALLEY = "Wreck Galley"      # the toy map's name for the Galley: how a test sees which map a game is on


@pytest.fixture()
def more_choices(tmp_path, monkeypatch):
    """Four shipped species and two maps (znutar and test-wreck), for this test only."""
    folder = tmp_path / "maps"
    folder.mkdir()
    real = resources.map_path()
    (folder / "znutar.json").write_bytes(real.read_bytes())
    data = json.loads(real.read_text("utf-8"))
    next(a for a in data["areas"] if a["id"] == "galley")["name"] = GALLEY
    (folder / f"{TOY_MAP}.json").write_text(json.dumps(data), "utf-8")
    monkeypatch.setattr(map_files, "map_path", lambda name="znutar": folder / f"{name}.json")
    monkeypatch.setattr(map_files, "_BY_NAME", {})      # the real maps stay cached for other tests
    monkeypatch.setattr(species_text, "SHIPPED_SPECIES", (*SHIPPED_SPECIES, toy_species.TOY_BLOBS))
    return folder


def test_maps_by_name_from_the_engines_api(more_choices):
    assert map_names() == [TOY_MAP, "znutar"]
    assert load_map(TOY_MAP).areas["galley"].name == GALLEY
    assert load_map() is load_map("znutar") and load_map().areas["galley"].name == "Galley"
    assert load_map_file(more_choices / f"{TOY_MAP}.json").areas["galley"].name == GALLEY


def test_the_engine_command_line_offers_and_plays_them(more_choices, tmp_path, capsys):
    with pytest.raises(SystemExit):
        engine_cli.main(["new", "--help"])
    offered = capsys.readouterr().out
    assert TOY_MAP in offered and "znutar" in offered and TOY_SPECIES in offered
    save = tmp_path / "game.json"
    assert engine_cli.main(["new", "--seed", "5", "--species", TOY_SPECIES, "--map", TOY_MAP, "-o", str(save)]) == 0
    for _ in range(12):  # a few moves through the files, as a script would play
        capsys.readouterr()
        assert engine_cli.main(["legal", str(save)]) == 0
        first = capsys.readouterr().out.splitlines()[0]
        assert engine_cli.main(["apply", str(save), first]) == 0
    game = Game.from_json(json.loads(save.read_text("utf-8")))
    assert len(game.actions) == 12
    assert (game.state.options.map, game.state.options.species) == (TOY_MAP, TOY_SPECIES)
    assert game.state.map.areas["galley"].name == GALLEY and game.state.species.id == TOY_SPECIES
    capsys.readouterr()
    assert engine_cli.main(["new", "--map", "atlantis", "-o", str(save)]) == 2
    assert "atlantis" in capsys.readouterr().err


def test_the_arena_and_the_ladder_play_them(more_choices, monkeypatch, capsys):
    import greenthings.engine as engine
    from greenthings.bench import ladder

    played = []
    new_state = engine.new_state

    def watched(seed, options):
        s, events = new_state(seed, options)
        played.append((s.species.id, s.map.areas["galley"].name, options.outside))
        return s, events

    monkeypatch.setattr(engine, "new_state", watched)
    for extra in ([], ["--outside"]):
        assert arena.main(["--crew", "heuristic", "--monsters", "heuristic", "--games", "1", "--workers", "1",
                           "--cap", "3", "--species", TOY_SPECIES, "--map", TOY_MAP, "--json", *extra]) == 0
        summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert (summary["species"], summary["map"]) == (TOY_SPECIES, TOY_MAP)
        assert summary["pairings"][0]["games"] == 1
    assert played == [(TOY_SPECIES, GALLEY, False), (TOY_SPECIES, GALLEY, True)]
    assert ladder.main(["--bots", "random", "--games", "1", "--workers", "1", "--cap", "2", "--png", "",
                        "--species", TOY_SPECIES, "--map", TOY_MAP]) == 0
    assert f"{TOY_SPECIES}, map {TOY_MAP}" in capsys.readouterr().out
    assert played[-1] == (TOY_SPECIES, GALLEY, False)
    with pytest.raises(SystemExit):
        arena.main(["--map", "atlantis"])
    assert "unknown map 'atlantis'" in capsys.readouterr().err


def test_a_game_config_reads_the_map_like_its_other_fields(more_choices):
    assert GameConfig().map == "znutar"
    assert GameConfig.from_dict({"map": TOY_MAP}).map == TOY_MAP
    for bad in ("atlantis", ["znutar"], {}, 7, None, "a" * 300, "../maps/znutar"):
        assert GameConfig.from_dict({"map": bad, "side": "monsters"}) == GameConfig(side="monsters")
    config = GameConfig(map=TOY_MAP, species=TOY_SPECIES)
    assert config.engine_options()["map"] == TOY_MAP
    assert "on the Test Wreck" in config.describe()
    saved = GameConfig.for_saved_game({"crew": "human"}, "easy", {"start": {"options": {"map": TOY_MAP}}})
    assert saved.map == TOY_MAP


def _resize(app, size):
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step(1 / 60, events=[])
    assert app.window.get_size() == size


def test_the_new_game_page_lists_four_species_and_two_maps_and_starts_them(more_choices, app, tmp_path):
    from greenthings.devtools.layout_check import check_layout
    from greenthings.ui.game.saves import read_save
    from greenthings.ui.game.session import session_from_save
    from greenthings.ui.scenes import routes

    routes.open_new_game(app.context)
    page = app.stack.top
    assert page.species_list.ids == [*(sp.id for sp in SHIPPED_SPECIES), TOY_SPECIES]
    assert page.map_list.ids == [TOY_MAP, "znutar"] and page.map_list.chosen == "znutar"
    assert not check_layout(app), check_layout(app)
    _resize(app, (1024, 640))     # the smallest window: the tightest fit
    assert not check_layout(app), check_layout(app)
    d = Driver(app)
    d.pick(page.species_list, TOY_SPECIES)    # the fourth: scrolled into sight first
    d.pick(page.map_list, TOY_MAP)
    d.pick(page.map_list, TOY_MAP)            # a click on the chosen row keeps it chosen
    assert (page.config.species, page.config.map) == (TOY_SPECIES, TOY_MAP)
    assert page.map_list.row_button(TOY_MAP).is_selected and page.species_list.chosen == TOY_SPECIES
    assert page.species_line().startswith(toy_species.TOY_BLOBS.the)
    assert not check_layout(app), check_layout(app)      # scrolled, with the fourth one's words beside the list
    d.click_button(page.opp_buttons["hotseat"])
    d.click_button(page.start_button)
    board = app.stack.top
    assert board.name == "setup"
    state = board.session.state
    assert (state.options.species, state.options.map) == (TOY_SPECIES, TOY_MAP)
    assert state.map.areas["galley"].name == GALLEY and board.view.ship is state.map
    assert "on the Test Wreck" in board.session.config.describe()
    for _ in range(3):      # it plays: the first weapons placed
        board.session.play(board.session.legal_actions()[0])
    assert len(board.session.game.actions) == 3
    path = tmp_path / "game.json"
    board.session.save(path)
    loaded = session_from_save(read_save(path), path)
    assert (loaded.config.map, loaded.state.map.areas["galley"].name) == (TOY_MAP, GALLEY)
    # The next new game page starts from the same choices.
    assert app.settings.last_options["map"] == TOY_MAP
    app.stack.clear()
    routes.open_new_game(app.context)
    page = app.stack.top
    assert (page.map_list.chosen, page.species_list.chosen) == (TOY_MAP, TOY_SPECIES)
