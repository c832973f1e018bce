"""Smaller things a new player met: in hot-seat the new game page shows no
side and no difficulty to pick (it says why); "Give up" says why it cannot
be pressed during the computer's turn."""
from __future__ import annotations

import pygame

from .driver import Driver


def test_hotseat_has_no_side_or_difficulty_buttons_and_says_why(app):
    from greenthings.ui.scenes.menu import MenuScene

    d = Driver(app)
    app.stack.push(MenuScene(app.context))
    d.frames(2)
    d.key(pygame.K_n, text="n")
    page = d.top
    assert page.name == "new_game"
    d.click_button(page.opp_buttons["computer"])
    assert all(b.visible for b in (*page.side_buttons.values(), *page.diff_buttons.values()))
    assert not page.side_note.visible and not page.diff_note.visible
    d.click_button(page.opp_buttons["hotseat"])
    assert not any(b.visible for b in (*page.side_buttons.values(), *page.diff_buttons.values()))
    assert page.side_note.visible and "both sides" in page.side_note.text.lower()
    assert page.diff_note.visible and "no computer" in page.diff_note.text.lower()
    side = page.config.side
    d.key(pygame.K_2 if side == "crew" else pygame.K_1)
    assert page.config.side == side  # the side keys do nothing here either
    d.click_button(page.opp_buttons["computer"])
    assert all(b.visible for b in page.diff_buttons.values())


def test_give_up_says_why_it_waits_during_the_computers_turn(app):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.scenes.pause import PauseScene

    session = new_session(GameConfig(seed=5, side="monsters", opponent="computer"))
    assert session.computer_turn()  # the crew sets up first
    board = app.stack.push(BoardScene(app.context, session, computer=InlinePlayer(None, 1)))
    pause = app.stack.push(PauseScene(app.context, board))
    app.step(1 / 60, events=[])
    give_up = pause.named["concede"]
    assert not give_up.is_enabled
    assert "your turn" in give_up.text and "computer" in give_up.tool_tip_text
