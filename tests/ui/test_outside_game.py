"""A whole game with Outside the Znutar, from the menu to the score screen:
the option is ticked on the new game page by a click, the test plays the crew
with posted clicks and keys (lit areas, ringed pieces, the panel's buttons,
the bridge's airlock question at the start of each monster turn) and the
computer plays the monsters with the quick heuristic bot."""
from __future__ import annotations

import time

import pygame

from greenthings.engine import game_result, outside_on
from greenthings.ui.game.outside_words import OUTSIDE_TYPES

from .driver import Driver, click_action, start_from_menu

SHARED = {"airlock", "ride", "boat-hatch"}  # monsters take these too
#: The crew's moves of the expansion the test goes for when it can (by clicks, as a player would).
WANTED = ("enter-unit", "unit-move", "airlock", "boat-hatch", "boat-move", "jump", "throw-off", "leave-unit")


def test_a_whole_game_outside_the_znutar_from_menu_to_score(app):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.settings.animation_speed = 8.0
    app.settings.confirm_end_phase = False
    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=5)
    d = Driver(app, seed=3)
    started = time.perf_counter()
    start_from_menu(d, hotseat=False, side="crew", seed="3", expansions=("outside",))
    board = d.top
    assert board.name == "setup"
    session = board.session
    assert outside_on(session.state) and session.config.expansions == ("outside",)
    clicked: list[str] = []
    tried = 0
    for _ in range(20000):
        top = d.top
        if top.name == "epilogue" and top.session.over and not top.busy:
            break
        if top.name in ("setup", "board"):
            d.settle()
            if d.top is top and not top.session.over:
                legal = top.session.legal_actions()
                wanted = [a for a in legal if a.type in WANTED]
                if wanted and session.to_play == "crew" and d.rng.random() < 0.6:
                    tried += 1
                    action = d.rng.choice(wanted)
                    if click_action(d, top, action):
                        clicked.append(action.type)
                        continue
                    if top.selection.piece is not None:  # let go of it (Esc with nothing picked opens the menu)
                        d.key(pygame.K_ESCAPE)
                d.board_turn(top, end_bias=0.25)
            elif d.top is top:
                d.key(pygame.K_SPACE)
            continue
        if top.name == "pause":  # a stray Esc: back to the game
            d.key(pygame.K_ESCAPE)
            continue
        if top.name == "epilogue":
            if top.busy:
                d.key(pygame.K_SPACE)
            elif top.buttons:
                d.click_button(d.rng.choice(top.buttons)[0])
            else:
                d.frames(1)
            continue
        d.frames(1)
    took = time.perf_counter() - started
    top = d.top
    assert top.name == "epilogue" and top.session.over, (top.name, session.state.phase, session.state.round)
    result = game_result(session.state)
    assert result is not None and result.winner in ("crew", "monsters")
    # The computer plays the monsters: the crew's own kinds of action came from the clicks.
    played_outside = {a.type for a in session.game.actions} & (OUTSIDE_TYPES - SHARED) | set(clicked)
    assert played_outside, "the crew's clicks used none of the expansion's actions"
    assert clicked, (f"the expansion's moves were played by clicking their piece and lit target "
                     f"({tried} tried, {sorted(played_outside)} played)")
    print(f"outside: {len(session.game.actions)} actions, round {session.state.round}, {result.winner} "
          f"({result.reason}), expansion actions {sorted(played_outside)}, "
          f"{len(clicked)} of {tried} clicked ({sorted(set(clicked))}), {took:.1f} s")
