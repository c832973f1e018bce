"""The tutorial, driven from the main menu by posted clicks and keys: every
step points at something really on the screen, and the game moves on as
the step asked; leaving half-way loses nothing."""
from __future__ import annotations

import json

import pygame
import pytest

from greenthings.ui.scenes.menu import MenuScene
from greenthings.ui.tutorial import SAVE_NAME
from greenthings.ui.tutorial.script import STEPS, step_for, step_index
from greenthings.ui.tutorial.targets import SUGGESTED

from .driver import Driver, key_event


@pytest.fixture()
def tutorial_app(app):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer(None, seed=3)
    return app


def open_tutorial(d: Driver):
    d.app.stack.push(MenuScene(d.app.context))
    d.frames(2)
    d.key(pygame.K_t, text="t")
    board = d.top
    assert board.name == "setup" and board.coach is not None and board.coach.step.key == "welcome"
    d.frames(2)
    return board


def assert_on_screen(board, target) -> None:
    """The pointer's target is a real element of the board as drawn now."""
    assert target is not None
    window = pygame.Rect((0, 0), board.context.window_size)
    assert window.contains(target.rect), target
    if target.kind == "piece":
        drawn = list(board.view.piece_rects) + (list(board.view.spread[2]) if board.view.spread else [])
        assert any(target.name in members and rect == target.rect for rect, members in drawn), target
    elif target.kind == "area":
        assert tuple(board.view.polygon(target.name)) == target.outline
        assert board.view.area_at(target.rect.center) is not None
    elif target.kind == "button":
        buttons = list(board.bar.buttons.values()) + [b for b, _ in board.panel.buttons]
        assert any(b.visible and pygame.Rect(b.rect) == target.rect for b in buttons), target
    else:
        assert target.kind == "panel" and board.rects[target.name] == target.rect


def click_target(d: Driver, board, target) -> None:
    if target.kind == "area":
        point = d._free_point(board, target.name)
        d.click(point if point is not None else target.rect.center)
    else:
        d.click(target.rect.center)


def test_the_tutorial_from_the_menu_to_the_end(tutorial_app):
    d = Driver(tutorial_app, seed=1)
    board = open_tutorial(d)
    coach, session = board.coach, board.session
    seen: list[str] = []
    for _ in range(3000):
        if coach.finished:
            break
        step = coach.step
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
            actions_at_start = len(session.game.actions)
            phase_at_start = session.state.phase
        if board.busy:  # the computer's turn, or dice rolling: Space hurries it
            d.key(pygame.K_SPACE)
            continue
        if not session.human_turn():
            d.frames(1)
            continue
        if coach.next_button is not None:
            d.click_button(coach.next_button)
        else:
            assert_on_screen(board, coach.target)
            click_target(d, board, coach.target)
        if d.top is not board:  # "end anyway?": yes
            d.key(pygame.K_RETURN)
        if coach.step.key != step.key and not coach.finished:
            # The step's own condition made it move on (never by skipping).
            played = [a.type for a in session.game.actions[actions_at_start:]]
            if step.until in (None, "next") and not step.auto:
                assert step.until == "next" or session.state.phase != phase_at_start, (step.key, played)
            elif step.auto:
                assert session.state.phase != phase_at_start and len(played) > 1, step.key
            else:
                assert step.until in played, (step.key, played)
    assert coach.finished, (" ".join(seen), session.state.phase, board.bar.end_button.is_enabled,
                            [str(a) for a in session.legal_actions()][:5], d.top.name)
    assert seen == [s.key for s in STEPS], seen
    # The odds said came from the engine's preview; the effect drawn was named.
    assert any(a.type == "resolve" for a in session.game.actions)
    assert session.state.known, "an untried weapon was used and its effect drawn"
    # The game goes on as an ordinary one, now the player's current game.
    assert d.top is board and not session.over and board.coach.finished
    assert "tutorial is over" in board.panel.message
    paths = tutorial_app.context.paths
    saved = json.loads(paths.autosave_file.read_text())
    assert len(saved["game"]["actions"]) == len(session.game.actions)
    assert not (paths.saves_dir / SAVE_NAME).exists()
    d.settle()
    assert session.human_turn() or session.over


def test_every_step_points_at_something_the_board_knows():
    for step in STEPS:
        assert step.point in SUGGESTED | {"bar", "dice", "weapons", "end", "hint", "resolve", "placed-crewman"}
        if step.point in SUGGESTED:
            assert step.otherwise or step.point in ("place-crew", "discover"), step.key
    assert STEPS[-1].phases is None  # the last step fits anywhere: the coach always has one
    # The coach never goes back: from any step, the one it shows is that step or a later one.
    for i in range(len(STEPS)):
        for phase in ("setup-crew", "discovery", "monster-move", "crew-grab", "crew-attack"):
            assert step_for(i, phase) >= i


def test_leaving_half_way_keeps_this_game_and_the_earlier_one(tutorial_app):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    paths = tutorial_app.context.paths
    earlier = new_session(GameConfig(seed=99))
    earlier.play(earlier.legal_actions()[0])
    earlier.save(paths.autosave_file)
    earlier_bytes = paths.autosave_file.read_bytes()

    d = Driver(tutorial_app, seed=2)
    board = open_tutorial(d)
    coach, session = board.coach, board.session
    d.click_button(coach.next_button)  # welcome
    d.frames(2)
    d.click_button(coach.next_button)  # the spares, placed by the coach
    for _ in range(200):
        if coach.step.key == "captain":
            break
        d.frames(1)
    assert coach.step.key == "captain"
    assert paths.autosave_file.read_bytes() == earlier_bytes  # the tutorial saves beside it
    assert (paths.saves_dir / SAVE_NAME).exists()
    played = len(session.game.actions)

    d.key(pygame.K_ESCAPE)
    assert d.top.name == "message" and "Leave the tutorial" in d.top.title
    d.key(pygame.K_RETURN)
    assert d.top is board and coach.finished and len(session.game.actions) == played
    d.frames(2)
    assert coach.next_button is None and coach.leave_button is None
    # The game is now the current one; the earlier game is kept under a name of its own.
    assert len(json.loads(paths.autosave_file.read_text())["game"]["actions"]) == played
    kept = [p for p in paths.saves_dir.glob("*.json") if p.read_bytes() == earlier_bytes]
    assert len(kept) == 1 and kept[0] != paths.autosave_file
    assert not (paths.saves_dir / SAVE_NAME).exists()
    # Esc is the board's again, its menu works, and the player plays on.
    assert not coach.handle_event(key_event(pygame.K_ESCAPE))
    d.click_button(board.bar.buttons["menu"])
    assert d.top.name == "pause"
    d.key(pygame.K_ESCAPE)
    assert d.top is board
    target = next(a for a in session.legal_actions() if a.type == "place-crew")
    board.act(target)
    d.settle()
    assert len(session.game.actions) == played + 1


def test_to_the_menu_half_way_leaves_continue_alone(tutorial_app):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    paths = tutorial_app.context.paths
    earlier = new_session(GameConfig(seed=98))
    earlier.save(paths.autosave_file)
    earlier_bytes = paths.autosave_file.read_bytes()
    d = Driver(tutorial_app, seed=3)
    board = open_tutorial(d)
    d.click_button(board.coach.next_button)
    d.frames(2)
    d.click_button(board.coach.next_button)
    for _ in range(200):
        if board.coach.step.key == "captain":
            break
        d.frames(1)
    played = len(board.session.game.actions)
    d.click_button(board.bar.buttons["menu"])
    assert d.top.name == "pause"
    d.click_button(d.top.named["menu"])
    assert d.top.name == "menu"
    assert paths.autosave_file.read_bytes() == earlier_bytes
    tutorial = json.loads((paths.saves_dir / SAVE_NAME).read_text())
    assert len(tutorial["game"]["actions"]) == played
    d.key(pygame.K_l, text="l")
    assert any(info.path.name == SAVE_NAME for info in d.top.saves)


def test_the_box_hides_neither_the_target_nor_lit_areas_when_it_can():
    from greenthings.ui.tutorial.overlay import place_box

    bounds = pygame.Rect(0, 60, 1000, 640)
    target = pygame.Rect(40, 600, 40, 40)  # bottom left
    lit = [pygame.Rect(900, 600, 60, 60)]  # bottom right
    box = place_box((390, 200), bounds, target, lit)
    assert bounds.contains(box) and not box.colliderect(target) and not box.colliderect(lit[0])
    assert box.top < 300  # a top corner, the left one (nearer the target)
    assert box.left < 100


def test_the_tutorial_starts_from_the_first_run_how_to(tutorial_app):
    from greenthings.ui.scenes.howto import HowToPlayScene

    tutorial_app.settings.seen_how_to_play = False
    d = Driver(tutorial_app)
    tutorial_app.stack.push(MenuScene(tutorial_app.context))
    d.frames(2)
    assert isinstance(d.top, HowToPlayScene)
    d.click_button(d.top.tutorial_button)
    assert d.top.name == "setup" and d.top.coach is not None
    assert tutorial_app.settings.seen_how_to_play
    assert step_index("welcome") == d.top.coach.index == 0
