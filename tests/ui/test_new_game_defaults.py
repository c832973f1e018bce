"""Issue 25 item 11: New Game no longer keeps last game's optional rules
silently.  Who plays, the monsters and the ship are as last time; the rules
start as the rulebook has them, the page says what the last game also had,
and "Same as last game" (or L) brings it all back."""
from __future__ import annotations

import pygame

from tests.ui.driver import Driver

LAST = {"side": "monsters", "opponent": "computer", "difficulty": "hard", "species": "insidious-purple-things",
        "crew_survival": True, "outside": True, "comm_beamer_frequencies": False, "extra_adult": False}


def _page(app, last):
    from greenthings.ui.scenes.menu import MenuScene

    app.settings.last_options = dict(last)
    d = Driver(app)
    app.stack.push(MenuScene(app.context))
    d.frames(2)
    d.key(pygame.K_n, text="n")
    page = d.top
    assert page.name == "new_game"
    return d, page


def test_the_rules_start_from_the_rulebook_and_the_page_says_what_last_game_had(app):
    d, page = _page(app, LAST)
    c = page.config
    assert (c.side, c.opponent, c.difficulty, c.species) == ("monsters", "computer", "hard", "insidious-purple-things")
    assert not (c.crew_survival or c.expansions or c.comm_beamer_frequencies or c.extra_adult)
    assert not any(b.is_selected for b in page.variant_buttons.values())
    assert page.last_game_note() == "Last game also had: Crew Survival, Outside the Znutar"
    assert page.same_button.visible and "Crew Survival" in page.same_button.tool_tip_text
    d.click_button(page.same_button)
    assert page.config.crew_survival and page.config.expansions == ("outside",)
    assert page.variant_buttons["crew_survival"].is_selected and page.variant_buttons["outside"].is_selected
    assert page.last_game_note() == "" and not page.same_button.visible
    d.click_button(page.start_button)
    options = d.top.session.state.options
    assert options.mode == "survival" and options.outside


def test_l_brings_last_game_back_and_a_plain_last_game_needs_no_button(app):
    d, page = _page(app, LAST)
    d.key(pygame.K_l, text="l")
    assert page.config.crew_survival and page.config.expansions == ("outside",)
    app.stack.clear()
    plain = {k: v for k, v in LAST.items() if k not in ("crew_survival", "outside")}
    d, page = _page(app, plain)
    assert page.last_game_note() == "" and not page.same_button.visible


def test_each_difficulty_says_what_it_means(app):
    from greenthings.ui.game.gameconfig import DIFFICULTIES
    _, page = _page(app, LAST)
    tips = [page.diff_buttons[d].tool_tip_text for d in DIFFICULTIES]
    assert all(tips) and len(set(tips)) == len(DIFFICULTIES)
    assert "every turn" in tips[-1] and "most of its turns" in tips[0]
    from greenthings.bots.mcts import LEVELS
    assert f"up to {LEVELS['hard']['turn_cap_s']:g} seconds a turn" in tips[-1]
