"""The monsters' species is chosen on the new game page with a click, in
hot-seat and against the computer, together with the variants; it goes into
the engine's options, the save and the next new game page."""
from __future__ import annotations

import pygame
import pytest

from greenthings.engine import SPECIES, species_of
from greenthings.ui.game.saves import read_save
from greenthings.ui.game.session import session_from_save

from .driver import Driver


def _open_page(d: Driver):
    from greenthings.ui.scenes.menu import MenuScene

    d.app.stack.push(MenuScene(d.app.context))
    d.frames(2)
    d.key(pygame.K_n, text="n")
    assert d.top.name == "new_game"
    return d.top


@pytest.mark.parametrize("species_id, opponent, variants", [
    ("insidious-purple-things", "hotseat", ("crew_survival",)),
    ("obnoxious-orange-things", "computer", ("extra_adult", "comm_beamer_frequencies")),
    ("insidious-purple-things", "computer", ("crew_survival", "extra_adult")),
])
def test_species_chosen_by_click_with_the_variants(app, tmp_path, species_id, opponent, variants):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer(None, seed=1)
    d = Driver(app)
    page = _open_page(d)
    species = SPECIES[species_id]
    d.pick(page.species_list, species_id)
    d.click_button(page.opp_buttons[opponent])
    for key in variants:
        d.click_button(page.variant_buttons[key])
    assert page.config.species == species_id
    # The chosen species is described in one line on the page, and named in the summary.
    assert page.species_line() == f"{species.the}: {species.description}"
    assert species.name in page.config.describe()
    if "extra_adult" in variants:  # the variant speaks of the species' own biggest stage
        assert species.by_role("adult").name in page.variant_buttons["extra_adult"].text
    d.click_button(page.start_button)
    board = d.top
    assert board.name in ("setup", "board", "epilogue")
    session = board.session
    options = session.state.options
    assert species_of(session.state).id == species_id == options.species
    assert options.mode == ("survival" if "crew_survival" in variants else "full")
    assert options.extra_adult == ("extra_adult" in variants)
    assert options.comm_beamer_frequencies == ("comm_beamer_frequencies" in variants)
    assert session.hotseat == (opponent == "hotseat")
    # The save keeps it, and loads back as the same species.
    path = tmp_path / "game.json"
    session.save(path)
    loaded = session_from_save(read_save(path), path)
    assert species_of(loaded.state).id == species_id and loaded.config.species == species_id
    # The next new game page starts from the same choice.
    assert app.settings.last_options["species"] == species_id
    app.stack.clear()
    page = _open_page(d)
    assert page.config.species == species_id
    assert page.species_list.chosen == species_id and page.species_list.row_button(species_id).is_selected
