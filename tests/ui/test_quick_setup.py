"""A quicker setup (issue 25 item 6), driven by posted clicks and keys: the
weapons split and the crew stationed the usual way in a few clicks, the plan
shown on the map before it is played, changed piece by piece and taken back
with Undo; the monsters placed the same way; a hint played with Enter; and a
click on a crewman leaves the tokens of his room where they were."""
from __future__ import annotations

import pygame
import pytest

from greenthings.engine import Game, Options, crew_status, locations, to_play
from greenthings.ui.game.setup_plan import PLAN_PHASES, SetupPlan

from .driver import Driver, rect_of


# -- the plan, without a window ----------------------------------------------------

@pytest.mark.parametrize("species,outside", [("awful-green-things", False), ("obnoxious-orange-things", False),
                                             ("awful-green-things", True)])
def test_a_plan_is_legal_and_ends_the_sides_setup(species, outside):
    game = Game.new(21, Options(species=species, outside=outside))
    for _ in range(4):  # the weapons, the crew, the monsters (and, after the first area, the rest)
        state = game.state
        if state.phase not in PLAN_PHASES:
            break
        side, phases = to_play(state), PLAN_PHASES[state.phase]
        plan = SetupPlan(state)
        assert game.state.to_json() == state.to_json()  # planning played nothing
        for action in plan.actions():
            game.play(action)  # raises if the plan was not legal at its turn
        assert game.state.phase not in phases or to_play(game.state) != side
    assert game.state.phase == "discovery"


def test_a_change_moves_one_piece_keeps_the_rest_and_undoes():
    game = Game.new(1905)
    for action in SetupPlan(game.state).actions():
        game.play(action)
    plan = SetupPlan(game.state)
    before = dict(plan.placed_pieces())
    assert set(before) == {c for c, st in crew_status(game.state).items() if st == "unplaced"}
    movable = next(p for p in plan.pieces() if plan.choices_for(p))
    other = plan.choices_for(movable)[0]
    assert plan.change(other) and plan.changed
    after = plan.placed_pieces()
    assert after[movable] == other.to != before[movable]
    assert {p: a for p, a in after.items() if p != movable} == {p: a for p, a in before.items() if p != movable}
    assert plan.undo() and plan.placed_pieces() == before and not plan.undo()


def test_the_first_monster_moves_with_the_first_area():
    """Where the monsters' first area is a pick, the first monster carries it; the chain re-forms legally."""
    for seed in range(1, 60):
        game = Game.new(seed)
        while game.state.phase in ("setup-weapons", "setup-crew"):
            for action in SetupPlan(game.state).actions():
                game.play(action)
        if game.state.phase == "setup-first-area":
            break
    else:
        pytest.skip("no seed below 60 gives the monsters a pick of the first area")
    plan = SetupPlan(game.state)
    first = plan.pieces()[0]
    picks = plan.choices_for(first)
    assert picks and all(a.type == "first-area" for a in picks)
    assert plan.change(picks[0]) and plan.area_of(first) == picks[0].to
    for action in plan.actions():
        game.play(action)
    assert game.state.phase == "discovery"


# -- on the board, by posted events --------------------------------------------------

@pytest.fixture()
def quick_app(app):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=3)
    return app


def open_board(d: Driver, side: str = "crew", seed: int = 1905):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes import routes

    routes.open_board(d.app.context, new_session(GameConfig(side=side, opponent="computer", seed=seed)))
    d.frames(3)
    return d.top


def panel_button(board, starts: str):
    return next((b for b, _ in board.panel.buttons if b.text.startswith(starts) and b.visible), None)


def test_the_crew_set_up_in_a_few_clicks_shown_first_changed_and_undone(quick_app):
    d = Driver(quick_app, seed=4)
    board = open_board(d)
    session = board.session
    assert session.state.phase == "setup-weapons"
    d.click_button(panel_button(board, "Split the weapons as usual"))
    assert board.usual.active and len(session.game.actions) == 0  # shown, not played
    d.key(pygame.K_RETURN)
    assert session.state.phase == "setup-crew"

    d.click_button(panel_button(board, "Station the crew at their usual posts"))
    plan = board.usual.plan
    assert plan is not None and len(session.game.actions) == 2
    assert board.bar.buttons["undo"].is_enabled and not board.bar.buttons["hint"].is_enabled
    d.frames(2)
    # Every planned crewman is drawn at his planned post, ringed; the real position is untouched.
    planned = plan.placed_pieces()
    drawn = {m for _, members in board.view.piece_rects for m in members}
    assert set(planned) <= drawn
    assert all(locations(session.state)[c] is None for c in planned)
    # Pick one who has another post and move him there.
    movable = next(p for p in plan.pieces() if plan.choices_for(p) and rect_of(board, p) is not None)
    d.click(rect_of(board, movable).center)
    assert board.usual.picked == movable
    other = plan.choices_for(movable)[0].to
    assert board.picture.highlights.get(other) is not None
    spot = d._free_point(board, other)
    d.click(spot)
    assert board.usual.plan.area_of(movable) == other
    # Undo takes the change back, then the plan itself; nothing was played.
    d.key(pygame.K_u, text="u")
    assert board.usual.plan.area_of(movable) == planned[movable]
    d.key(pygame.K_u, text="u")
    assert not board.usual.active and len(session.game.actions) == 2
    # Again, changed once, then played with Enter.
    d.click_button(panel_button(board, "Station the crew at their usual posts"))
    d.frames(2)
    d.click(rect_of(board, movable).center)
    d.click(d._free_point(board, other))
    d.key(pygame.K_RETURN)
    d.settle()
    stationed = locations(session.state)
    assert stationed[movable] == other
    assert all(stationed[c] == a for c, a in planned.items() if c != movable)
    assert session.state.phase == "discovery"  # the computer placed its monsters after


def test_the_crews_whole_setup_in_four_inputs(quick_app):
    d = Driver(quick_app, seed=8)
    board = open_board(d, seed=31)
    for words in ("Split the weapons as usual", "Station the crew at their usual posts"):
        d.click_button(panel_button(board, words))
        d.key(pygame.K_RETURN)
    assert all(st == "aboard" for st in crew_status(board.session.state).values())
    assert board.session.state.phase not in ("setup-weapons", "setup-crew")


def test_the_monsters_placed_as_usual_for_a_monster_player(quick_app):
    d = Driver(quick_app, seed=5)
    board = open_board(d, side="monsters", seed=77)
    d.settle()
    session = board.session
    assert session.state.phase in ("setup-first-area", "setup-monsters") and session.human_turn()
    d.click_button(panel_button(board, "Place the monsters as usual"))
    plan = board.usual.plan
    planned = plan.placed_pieces()
    assert planned and all(p not in crew_status(session.state) for p in planned)
    d.frames(2)
    drawn = {m for _, members in board.view.piece_rects for m in members}
    assert set(planned) <= drawn
    d.click_button(panel_button(board, "Place them"))
    assert session.state.phase == "discovery"
    assert {p: a for p, a in locations(session.state).items() if p in planned} == planned


def test_enter_plays_the_hint(quick_app):
    d = Driver(quick_app, seed=6)
    board = open_board(d)
    session = board.session
    d.click_button(panel_button(board, "Split the weapons as usual"))
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_h, text="h")
    d.frames(2)
    hint = board.selection.hint
    assert hint is not None and hint in session.legal_actions()
    assert panel_button(board, "Play the hint (Enter)") is not None
    played = len(session.game.actions)
    d.key(pygame.K_RETURN)
    assert session.game.actions[played:] == [hint]
    # The panel's button does the same.
    d.settle()
    d.key(pygame.K_h, text="h")
    d.frames(2)
    hint = board.selection.hint
    d.click_button(panel_button(board, "Play the hint"))
    assert session.game.actions[-1] == hint


def test_picking_a_crewman_leaves_his_room_as_it_was(quick_app):
    from greenthings.devtools.tutorial_demo import tutorial_session_at
    from greenthings.ui.scenes import routes

    d = Driver(quick_app, seed=7)
    routes.open_board(d.app.context, tutorial_session_at(False))  # the discovery: crewmen ringed, crowded rooms
    d.frames(3)
    board = d.top
    crew = crew_status(board.session.state)
    rooms: dict[str, list] = {}
    for rect, members in board.view.piece_rects:
        if members[0] in crew:
            rooms.setdefault(locations(board.session.state)[members[0]], []).append((tuple(rect), members))
    area, before = max(rooms.items(), key=lambda kv: len(kv[1]))
    assert len(before) >= 3
    for rect, members in before[1:3]:
        d.click(pygame.Rect(rect).center)
        d.frames(2)
        after = [(tuple(r), m) for r, m in board.view.piece_rects if m[0] in crew
                 and locations(board.session.state)[m[0]] == area]
        assert after == before, "a click moved the tokens of the room"
        # and the click picked the crewman under the mouse
        assert board.selection.piece in members or board.selection.piece is None
        d.key(pygame.K_ESCAPE)
