"""Whole games played through the UI's own event handling, from the menu to
the score screen."""
from __future__ import annotations

import pygame
import pytest

from greenthings.ui.scenes.menu import MenuScene

from .driver import Driver, start_from_menu


@pytest.fixture()
def inline_bots(app):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer(None, seed=3, end_bias=0.3)
    return app


def test_crew_survival_from_menu_to_score(inline_bots):
    d = Driver(inline_bots, seed=1)
    start_from_menu(d, hotseat=True, survival=True)
    for _ in range(400):
        top = d.top
        if top.name == "epilogue" and top.session.over and not top.busy:
            break
        if top.name in ("setup", "board"):
            d.settle()
            if d.top is top:
                d.board_turn(top, end_bias=0.0)
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
    top = d.top
    assert top.name == "epilogue" and top.session.over
    assert top.session.state.result.winner in ("crew", "monsters")
    assert inline_bots.context.paths.autosave_file.exists()
    d.frames(3)
    d.key(pygame.K_RETURN)
    assert d.top.name == "menu"


def test_hotseat_game_through_clicks_then_concede(inline_bots):
    d = Driver(inline_bots, seed=7)
    start_from_menu(d, hotseat=True)
    board = d.top
    assert board.name == "setup"
    seen_phases = set()
    for _ in range(700):
        if d.top is not board:
            break
        d.settle()
        if d.top is not board:
            break
        seen_phases.add(board.session.state.phase)
        if board.session.state.round >= 3:
            break
        d.board_turn(board, end_bias=0.25)
    assert {"setup-crew", "crew-move", "monster-move"} <= seen_phases, seen_phases
    assert len(board.session.log) > 50
    # Autosaved after the phases so far; now give up through the in-game menu.
    assert inline_bots.context.paths.autosave_file.exists()
    if d.top is board:
        d.key(pygame.K_ESCAPE)
        if d.top is board:  # the first Esc only cleared a selection
            d.key(pygame.K_ESCAPE)
        assert d.top.name == "pause"
        d.click_button(d.top.named["concede"])
        assert d.top.name == "message"
        d.key(pygame.K_RETURN)
        assert board.session.over
        for _ in range(40):
            d.key(pygame.K_SPACE)
            if d.top.name == "epilogue":
                break
    assert d.top.name == "epilogue"
    d.key(pygame.K_SPACE)
    d.frames(3)
    assert d.top.session.over


def test_vs_computer_the_computer_moves_and_undo_works(inline_bots):
    d = Driver(inline_bots, seed=3)
    start_from_menu(d, hotseat=False, side="monsters")
    board = d.top
    # The crew (computer) sets up on its own; the window keeps drawing meanwhile,
    # and Space hurries the computer along.
    d.frames(5)
    assert board.session.computer_turn()
    d.key(pygame.K_SPACE)
    for _ in range(400):
        d.frames(1)
        if board.session.human_turn() and not board.busy:
            break
    assert board.session.human_turn()
    assert board.session.state.phase.startswith("setup") or board.session.state.phase.startswith("monster")
    # Place one monster or make a move by clicking, then undo it if allowed.
    before = len(board.session.game.actions)
    for _ in range(20):
        d.board_turn(board, end_bias=0.0)
        d.settle()
        if len(board.session.game.actions) > before:
            break
    assert len(board.session.game.actions) > before
    if board.session.can_undo():
        n = len(board.session.game.actions)
        d.key(pygame.K_u, text="u")
        assert len(board.session.game.actions) == n - 1


def test_damaged_autosave_gives_a_message_and_menu_still_works(app):
    app.context.paths.autosave_file.write_text("{ this is not json")
    d = Driver(app)
    app.stack.push(MenuScene(app.context))
    d.frames(2)
    d.key(pygame.K_c, text="c")
    assert d.top.name == "message"
    assert "damaged" in d.top.text
    d.key(pygame.K_RETURN)
    assert d.top.name == "menu"
    d.key(pygame.K_l, text="l")
    assert d.top.name == "load"
    assert any(not info.ok for info in d.top.saves)


def test_save_and_load_round_trip(inline_bots):
    d = Driver(inline_bots, seed=5)
    start_from_menu(d, hotseat=True)
    board = d.top
    for _ in range(30):
        d.settle()
        d.board_turn(board, end_bias=0.2)
    n = len(board.session.game.actions)
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert d.top.name == "ask_text"  # the save's name, a free one suggested
    d.key(pygame.K_RETURN)
    assert d.top is board
    path = board.session.save_path
    assert path is not None and path.exists()
    from greenthings.ui.scenes import routes

    assert routes.load_game(inline_bots.context, path)
    loaded = d.top
    assert loaded.name in ("setup", "board") and loaded is not board
    assert len(loaded.session.game.actions) == n


def test_selecting_a_pistol_holder_shows_what_he_can_see(app):
    from greenthings.ui.draw import palette as P
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.devtools.demo import busy_session
    from greenthings.ui.scenes.board import BoardScene

    sight = ("stun-pistol", "comm-beamer", "knife")
    session = busy_session(11)

    def holder():
        st = session.state
        return next((c for c, w in st.held.items() if w.rsplit("-", 1)[0] in sight
                     and st.loc.get(c) and c not in st.stun), None)

    # Play legal actions (grabbing sight weapons when offered) until a crewman
    # holding one stands in the crew's attack phase.
    for _ in range(600):
        st = session.state
        if st.phase == "crew-attack" and holder() is not None:
            break
        acts = session.legal_actions()
        grabs = [a for a in acts if a.type == "grab" and a.weapon.rsplit("-", 1)[0] in sight]
        ends = [a for a in acts if a.type == "end-phase"]
        session.play(grabs[0] if grabs else ends[0] if ends else acts[0])
    who = holder()
    assert who is not None and session.state.phase == "crew-attack"
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    board.select(who)
    app.step(1 / 60, events=[])
    st = session.state
    seen = set(st.map.los[st.loc[who]]) - {st.loc[who]}
    assert seen and all(board.picture.highlights.get(a) in (P.LOS, P.LEGAL_MOVE, P.LEGAL_TARGET) for a in seen)


def test_a_version_1_save_still_loads(app, tmp_path):
    """A save written by this version (kept in tests/ui/golden) must keep loading."""
    import json
    import shutil

    from greenthings.ui.scenes import routes
    from tests.files import repo_file

    golden = repo_file("tests/ui/golden/save-v1.json")
    path = tmp_path / "old.json"
    shutil.copy(golden, path)
    data = json.loads(golden.read_text())
    assert routes.load_game(app.context, path)
    board = app.stack.top
    assert board.name in ("setup", "board")
    assert len(board.session.game.actions) == len(data["game"]["actions"])
    assert board.session.state.phase == data["game"]["state"]["phase"]
    app.step(1 / 60, events=[])


def test_full_game_vs_computer_from_menu_to_score_screen(app):
    """Monsters (the player, by mouse and keys) against a random computer crew,
    from the menu until the score screen; back to the menu with Enter."""
    from greenthings.ui.game.botplayer import InlinePlayer

    app.settings.animation_speed = 4.0
    app.context.extras["computer_factory"] = lambda session: InlinePlayer(None, seed=2, end_bias=0.7)
    d = Driver(app, seed=2)
    start_from_menu(d, hotseat=False, side="monsters", seed="1002")
    board = d.top
    for _ in range(1500):
        top = d.top
        if top.name == "epilogue":
            if top.session.over and not top.busy:
                break
            if top.busy:
                d.key(pygame.K_SPACE)
            elif top.buttons:
                d.click_button(top.buttons[0][0])
            else:
                d.frames(1)
            continue
        d.settle()
        if d.top is not board:
            continue
        if board.session.over:
            d.frames(2)
            continue
        d.board_turn(board, end_bias=0.1)
    else:  # the game went on too long for a test: give up through the menu
        d.key(pygame.K_ESCAPE)
        if d.top is board:
            d.key(pygame.K_ESCAPE)
        d.click_button(d.top.named["concede"])
        d.key(pygame.K_RETURN)
        for _ in range(60):
            d.key(pygame.K_SPACE)
            if d.top.name == "epilogue":
                break
    top = d.top
    assert top.name == "epilogue" and top.session.over
    assert top.session.state.result.winner in ("crew", "monsters", None)
    d.frames(2)
    d.key(pygame.K_RETURN)
    assert d.top.name == "menu"
    assert d.top.by_name["continue"].is_enabled  # the finished game was autosaved


def test_hint_points_at_a_legal_action(inline_bots):
    d = Driver(inline_bots, seed=9)
    start_from_menu(d, hotseat=True)
    board = d.top
    d.settle()
    d.key(pygame.K_h, text="h")
    for _ in range(5):
        d.frames(1)
        if board.selection.hint is not None:
            break
    assert board.selection.hint is not None and board.selection.hint in board.session.legal_actions()
    assert any(text.startswith("Hint:") for text, _ in board.panel.info_lines(board.offer, board.selection))


def test_a_hint_that_arrives_late_is_never_played(inline_bots):
    d = Driver(inline_bots, seed=11)
    start_from_menu(d, hotseat=True)
    board = d.top
    d.settle()
    board.ask_hint()  # the answer waits in the computer...
    before = len(board.session.game.actions)
    other = next(a for a in board.session.legal_actions())
    board.act(other)  # ...while the player moves on
    for _ in range(30):
        d.frames(1)
    assert board.selection.hint is None and not board.computer.hint_pending
    assert len(board.session.game.actions) == before + 1


def test_log_numbers_the_passageways():
    """Passage sections are named with their number in the map, so the log
    tells them apart."""
    from greenthings.engine import Action, apply
    from tests.engine.helpers import position

    s, _ = position({"cook": "hall-22"}, [("egg", "galley")], phase="crew-move")
    events = apply(s, Action("move", piece="cook", to="hall-42"))
    assert events[0]["text"] == "Cook moves to Passage 42."


def test_playing_crew_the_computer_places_the_monsters_then_it_is_our_discovery(app):
    """The frame in which the computer's last placement hands the turn over
    draws the new position (it once drew the monsters' placement choice into
    the crew's discovery and crashed)."""
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=4)
    d = Driver(app, seed=4)
    start_from_menu(d, hotseat=False, side="crew", seed="2024")
    board = d.top
    for _ in range(3000):
        if board.session.state.phase == "discovery" and board.session.human_turn():
            break
        if board.session.human_turn() and not board.busy:
            d.board_turn(board, end_bias=0.0)
        else:
            d.frames(1)
    assert board.session.state.phase == "discovery" and board.session.human_turn()
    d.frames(3)
    assert not any(text.startswith("Placing") for text, _ in board.panel.info_lines(board.offer, board.selection))
