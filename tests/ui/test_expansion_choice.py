"""The new game page offers every registered expansion in the expansion's
own words (its title, its blurb as the row's tooltip), the toy one too, and
starts the game with it on; no number of expansions is pinned: the rows
scroll past what fits, and the page still lays out at the smallest window."""
from __future__ import annotations

import pygame

import greenthings.devtools.teleporters as toy
from greenthings.engine import EXPANSIONS, Options
from greenthings.engine.expansion import Expansion

from .driver import Driver

SMALLEST = (1024, 640)


def _page(app):
    from greenthings.ui.scenes.new_game import NewGameScene

    d = Driver(app)
    page = app.stack.push(NewGameScene(app.context))
    d.frames(1)
    return d, page


def test_the_toy_expansion_is_offered_and_starts_a_game_with_its_pads(app):
    d, page = _page(app)
    d.click_button(page.opp_buttons["hotseat"])
    d.click_variant(page, toy.OPTION)
    assert page.variant_buttons[toy.OPTION].is_selected and toy.TELEPORTERS.title in page.config.describe()
    d.click_button(page.start_button)
    session = d.top.session
    assert session.config.expansions == (toy.OPTION,)
    assert session.state.options == Options(teleporters=True)
    assert session.state.teleporter.charge == toy.CHARGE      # the pads are on this ship, charged


def test_each_row_speaks_in_its_expansions_words(app):
    _, page = _page(app)
    for option, x in EXPANSIONS.items():
        button = page.variant_buttons[option]
        assert button.text.endswith(x.title) and (button.tool_tip_text or "") == x.blurb  # no blurb: no tip
    assert toy.OPTION in page.variant_buttons and "outside" in page.variant_buttons


class Made(Expansion):
    """An expansion with no rules, only words (registered for one test, then gone)."""

    def __init__(self, i: int) -> None:
        self.option, self.title, self.blurb = f"made{i}", f"Made-up expansion {i}", f"Rules number {i}"


def test_any_number_of_expansions_scroll_and_fit_the_smallest_window(app, monkeypatch):
    from greenthings.devtools.layout_check import check_layout

    made = [Made(i) for i in range(8)]
    for x in made:
        monkeypatch.setitem(EXPANSIONS, x.option, x)
    app.window = pygame.display.set_mode(SMALLEST, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=SMALLEST[0], h=SMALLEST[1], size=SMALLEST))
    d, page = _page(app)
    assert check_layout(app) == []
    last = page.variant_buttons[made[-1].option]
    assert not page.variants_box.rect.contains(last.rect), "more rows than fit: the last is scrolled out of sight"
    d.click_variant(page, made[-1].option)
    assert page.config.expansions == (made[-1].option,) and last.is_selected
    assert check_layout(app) == []
