"""One whole game per shipped species, from the menu to the score screen:
the species is picked on the new game page by a click, the test plays the
monsters with posted clicks and keys (lit areas, ringed pieces, the panel's
buttons) and the computer plays the crew with the quick heuristic bot."""
from __future__ import annotations

import time

import pygame
import pytest

from tests.long import long_case

from greenthings.engine import SHIPPED_SPECIES, game_result, species_of
from greenthings.ui.game.species_text import offered_species
from greenthings.ui.scenes.epilogue.score import headline

from .driver import Driver, start_from_menu

SHIPPED = [sp.id for sp in SHIPPED_SPECIES]


def test_the_new_game_page_offers_the_shipped_species():
    assert [sp.id for sp in offered_species()] == SHIPPED and "awful-green-things" in SHIPPED


# Whole games through the window are long: the default run plays the rulebook's species in
# test_full_game and another species' game on the board in test_board_species.
@pytest.mark.parametrize("species_id", [long_case(sp, id=sp) for sp in SHIPPED])
def test_a_whole_game_of_each_species_from_menu_to_score(app, species_id):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.settings.animation_speed = 8.0
    app.settings.confirm_end_phase = False
    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=5)
    d = Driver(app, seed=2)
    started = time.perf_counter()
    start_from_menu(d, hotseat=False, side="monsters", species=species_id, seed="77")
    board = d.top
    assert board.name == "setup"
    session = board.session
    assert species_of(session.state).id == species_id
    assert session.config.species == species_id
    for _ in range(20000):
        top = d.top
        if top.name == "epilogue" and top.session.over and not top.busy:
            break
        if top.name in ("setup", "board"):
            d.settle()
            if d.top is top and not top.session.over:
                d.board_turn(top, end_bias=0.5)
            elif d.top is top:
                d.key(pygame.K_SPACE)
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
    assert top.name == "epilogue" and top.session.over, (top.name, session.state.phase, session.state.round,
                                                         len(session.game.actions), took)
    result = game_result(session.state)
    species = species_of(session.state)
    assert result is not None and result.winner in ("crew", "monsters")
    # The score screen names the species that won.
    if result.winner == "monsters":
        assert headline(session.state) == f"{species.the} win!"
    if result.reason in ("ship-taken", "monsters-destroyed"):  # the engine's closing sentence names them
        assert any(species.name in line for line in session.log[-12:]), session.log[-12:]
    # Its monsters were drawn as its own: the stage letters, colour and marking.
    letters = {t.label for toks in board.picture.tokens.values() for t in toks if t.side == "monsters"}
    assert letters <= {st.letter for st in species.stages}
    assert {t.look.marking for toks in board.picture.tokens.values() for t in toks if t.side == "monsters"} \
        <= {species.look.marking}
    print(f"{species_id}: {len(session.game.actions)} actions, round {session.state.round}, "
          f"{result.winner} ({result.reason}), {took:.1f} s")


@pytest.mark.parametrize("species_id", SHIPPED)
def test_the_score_screen_names_each_winning_species(app, species_id):
    from greenthings.engine import CONCEDE, Game, Options
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import GameSession
    from greenthings.ui.scenes.epilogue import EpilogueScene

    session = GameSession(Game.new(5, Options(species=species_id)),
                          GameConfig(seed=5, opponent="hotseat", species=species_id))
    session.play(CONCEDE)  # the crew give up: the monsters win
    app.stack.push(EpilogueScene(app.context, session))
    for _ in range(3):
        app.step(1 / 60, events=[])
    species = species_of(session.state)
    assert headline(session.state) == f"{species.the} win!"
    # The headline is drawn in the species' colour (lightened for the dark page).
    from greenthings.ui.scenes.epilogue.score import monster_colour

    w = app.window.get_width()
    seen = {tuple(app.window.get_at((x, y)))[:3] for x in range(w // 2 - 200, w // 2 + 200, 2) for y in range(60, 110)}
    assert monster_colour(session.state) in seen
