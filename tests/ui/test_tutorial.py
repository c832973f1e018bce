"""The tutorial, driven from the main menu by posted clicks and keys through
every chapter: each step points at something really on the screen, the game
moves on as the step asked, no step is skipped and the count never jumps;
the weapon is tried and its effect learned, crewmen gang up, a fence goes
up, the self-destruct starts, a boat leaves and the trip home is played to
the score.  Chapters can be skipped; leaving half-way loses nothing."""
from __future__ import annotations

import json

import pygame
import pytest

from greenthings.engine import (
    Game, active_fences, boats, is_crew, known_effects, locations, self_destruct_round,
)
from greenthings.ui.scenes.menu import MenuScene
from greenthings.ui.tutorial import SAVE_NAME
from greenthings.ui.tutorial.chapters import CHAPTERS, CREW_TURN, MONSTERS_TURN
from greenthings.ui.tutorial.positions import POSITIONS
from greenthings.ui.tutorial.script import SEED, Place, find_step, step_for
from greenthings.ui.tutorial.targets import SUGGESTED

from .driver import Driver, key_event

POINTS = SUGGESTED | {"bar", "dice", "weapons", "end", "hint", "resolve", "usual", "monsters"}


@pytest.fixture()
def tutorial_app(app):
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=SEED)
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
    assert target is not None, (board.coach.step.key, board.session.state.phase)
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


def quick_click(d: Driver, pos) -> None:
    """A click as the driver posts it, in two frames rather than five (the whole
    tutorial is many clicks): move, press and release, then a frame for the
    button presses pygame-gui posts to the queue."""
    pos = (int(pos[0]), int(pos[1]))
    d.app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    d.app.step(1 / 60)


def click_target(d: Driver, board, target) -> None:
    if target.kind == "area":
        point = d._free_point(board, target.name)
        quick_click(d, point if point is not None else target.rect.center)
    else:
        quick_click(d, target.rect.center)


def play_chapter(d: Driver, board) -> list[str]:
    """Follow the coach through one chapter's board (the steps' keys, in order):
    until the tutorial opens another chapter's board, or ends."""
    coach, session = board.coach, board.session
    seen: list[str] = []
    counts: list[str] = []
    for _ in range(1500):
        if d.top is not board:
            if d.top.name == "message":  # "end anyway?", "start the self-destruct?", "board?": yes
                d.key(pygame.K_RETURN)
                continue
            break  # another chapter's board, or the trip home's page
        if coach.finished:
            break
        step = coach.step
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
            counts.append(coach.counter())
            actions_at_start, phase_at_start = len(session.game.actions), session.state.phase
        if board.busy:  # the computer's turn, or dice rolling: Space hurries it
            d.key(pygame.K_SPACE)
            continue
        if not session.human_turn():
            d.frames(1)
            continue
        if coach.next_button is None and coach.target is None:
            d.frames(1)  # a board just opened: the coach looks at it on its first frame
        if coach.next_button is not None:
            quick_click(d, coach.next_button.rect.center)
        else:
            assert_on_screen(board, coach.target)
            click_target(d, board, coach.target)
        if coach.step.key != step.key and not coach.finished and d.top is board:
            # The step's own condition made it move on (never by skipping).
            played = [a.type for a in session.game.actions[actions_at_start:]]
            if step.until in (None, "next"):
                assert step.until == "next" or session.state.phase != phase_at_start, (step.key, played)
            else:
                assert step.until in played, (step.key, played)
    # The count goes up by one a step and its total holds while nothing is skipped.
    numbers = [c.split("\u00b7")[1].strip() for c in counts]
    chapter_parts = [c.split("\u00b7")[0] for c in counts]
    for (a, b), (ca, cb) in zip(zip(numbers, numbers[1:]), zip(chapter_parts, chapter_parts[1:])):
        if ca == cb:
            assert int(b.split("/")[0]) == int(a.split("/")[0]) + 1 and b.split("/")[1] == a.split("/")[1], counts
    return seen


def test_the_whole_game_in_chapters_from_the_menu_to_the_score(tutorial_app):
    d = Driver(tutorial_app, seed=1)
    board = open_tutorial(d)
    seen: list[str] = []
    boards = []
    for _ in range(len(CHAPTERS) + 1):
        boards.append(board)
        seen += play_chapter(d, board)
        if d.top.name in ("board", "setup") and d.top is not board:
            board = d.top
            continue
        break
    # Every step of every chapter, in order: none skipped.
    assert seen == [st.key for ch in CHAPTERS for st in ch.steps], seen
    # The first three chapters are one game; the later ones start from their own positions.
    assert len(boards) == len(CHAPTERS) - 2
    games = {b.coach.chapter.key: b.session for b in boards}
    weapon = games["weapon"].state
    assert known_effects(weapon), "an untried weapon was used and its effect drawn"
    assert any(a.type == "resolve" for a in games["battle"].game.actions)
    declared_on = [a.target for a in games["battle"].game.actions if a.type == "attack"]
    assert len(declared_on) >= 2 and len(set(declared_on[:2])) == 1, "two crewmen on one monster"
    assert active_fences(games["fences"].state) or any(a.type == "fence-setup" for a in games["fences"].game.actions)
    assert self_destruct_round(games["self-destruct"].state) is not None
    assert any(b.launched for b in boats(games["boats"].state))
    # The trip home: the coach hands the game over, and the trip is played to the score.
    last = boards[-1]
    assert last.coach.finished and "tutorial is over" in last.panel.message
    assert d.top.name == "epilogue"
    for _ in range(100):
        if last.session.over:
            break
        d.key(pygame.K_SPACE)  # the dice at once
        d.key(pygame.K_1, text="1")  # the first choice
    assert last.session.over
    paths = tutorial_app.context.paths
    assert not (paths.saves_dir / SAVE_NAME).exists()
    saved = json.loads(paths.autosave_file.read_text())
    assert len(saved["game"]["actions"]) == len(last.session.game.actions)


def test_every_chapter_can_be_skipped_to_and_starts_in_its_own_position(tutorial_app):
    d = Driver(tutorial_app, seed=2)
    board = open_tutorial(d)
    for i, chapter in enumerate(CHAPTERS[1:], start=1):
        assert board.coach.skip_button is not None
        d.click_button(board.coach.skip_button)
        board = d.top
        assert board.coach is not None and board.coach.place_now == Place(i, 0), chapter.key
        assert board.session.game.to_json()["start"]["position"] == json.loads(POSITIONS[chapter.start])
        d.frames(2)
        if board.session.human_turn():
            assert board.coach.step.key == chapter.steps[0].key and board.coach.target is not None
    assert board.coach.skip_button is None  # the last chapter ends the tutorial


def test_each_chapters_position_loads_and_holds_its_situation():
    from greenthings.devtools.tutorial_chapters import SITUATIONS

    assert set(SITUATIONS) == {c.start for c in CHAPTERS if c.start}
    for key, holds in SITUATIONS.items():
        game = Game.from_json(json.loads(POSITIONS[key]))
        assert holds(game.state, game.legal_actions()), \
            f"{key}: if the rules or the heuristic bot changed, run python -m greenthings.devtools.tutorial_chapters"


def test_every_step_points_at_something_the_board_knows():
    for chapter in CHAPTERS:
        for step in chapter.steps:
            assert step.point in POINTS, step.key
            if step.point in SUGGESTED:
                assert step.otherwise or step.point == "discover", step.key
        follows = CHAPTERS.index(chapter) + 1 < len(CHAPTERS) and CHAPTERS[CHAPTERS.index(chapter) + 1].goes_on
        if not follows and chapter is not CHAPTERS[-1]:  # a chapter that loads the next ends anywhere
            assert chapter.steps[-1].phases is None and chapter.steps[-1].until == "next", chapter.key
    # The coach never goes back, nor past the end of a chapter the next does not go on from.
    for c, chapter in enumerate(CHAPTERS):
        for i in range(len(chapter.steps)):
            for phase in ("setup-crew", "discovery", "monster-move", *CREW_TURN, *MONSTERS_TURN, "epilogue"):
                found = step_for(Place(c, i), phase)
                assert found >= Place(c, i)
                assert all(CHAPTERS[k].goes_on for k in range(c + 1, found.chapter + 1))


def test_the_box_keeps_off_the_hatching_monsters_and_crew_never_phase(tutorial_app):
    from greenthings.engine import setup_view
    from greenthings.ui.tutorial.targets import area_target

    from greenthings.ui.game.settings import ANIMATION_SPEEDS

    tutorial_app.settings.animation_speed = max(ANIMATION_SPEEDS)  # the dice roll quickly; every frame is seen
    d = Driver(tutorial_app, seed=3)
    board = open_tutorial(d)
    coach = board.coach
    for words in ("Split the weapons as usual", "Station the crew at their usual posts"):
        d.click_button(next(b for b, _ in board.panel.buttons if b.text.startswith(words)))
        d.key(pygame.K_RETURN)
    for _ in range(200):  # the crew's placements play, and the population roll
        if coach.step.key == "hatching":
            break
        d.frames(1)
    checked = 0
    for _ in range(300):
        d.frames(1)
        if coach.step.key != "hatching":
            break
        s = board.shown.state
        rooms = {a for p, a in locations(s).items() if a and not is_crew(p)} | {setup_view(s).first_area}
        for area in rooms - {None}:
            assert not coach.box.colliderect(area_target(board, area).rect.inflate(-8, -8)), area
            checked += 1
    assert checked and coach.step.key == "discover"
    # The discovery walk is an ordinary move, drawn as one, even where it ends beyond a wall of
    # the room it left (this game's: the Marine Sergeant from the Pool Room into Passage 31).
    board.act(board.coach.suggestion())
    d.frames(1)
    flight = board.player.flights[0]
    assert board.session.state.map.edge(flight.frm, flight.to).kind == "wall"
    assert not flight.through_wall


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
    d.click_button(next(b for b, _ in board.panel.buttons if b.text.startswith("Split the weapons")))
    d.key(pygame.K_RETURN)
    for _ in range(200):
        if coach.step.key == "stations":
            break
        d.frames(1)
    assert coach.step.key == "stations"
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
    board.act(next(a for a in session.legal_actions() if a.type == "place-crew"))
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
    d.click_button(board.coach.skip_button)  # chapter 2, from its own position
    board = d.top
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


def test_the_box_hides_neither_the_target_nor_what_it_keeps_clear_when_it_can():
    from greenthings.ui.tutorial.overlay import place_box

    bounds = pygame.Rect(0, 60, 1000, 640)
    target = pygame.Rect(40, 600, 40, 40)  # bottom left
    lit = [pygame.Rect(900, 600, 60, 60)]  # bottom right
    box = place_box((390, 200), bounds, target, [], lit)
    assert bounds.contains(box) and not box.colliderect(target) and not box.colliderect(lit[0])
    assert box.left < 100  # on the left (nearer the target), off the bottom
    # Rooms it keeps clear of count before pieces it only avoids.
    keep = [pygame.Rect(20, 80, 300, 200)]  # top left
    pieces = [pygame.Rect(700, 300, 280, 200)]  # right middle
    box = place_box((390, 200), bounds, None, pieces, keep)
    assert not box.colliderect(keep[0])


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
    assert d.top.coach.place_now == find_step("welcome") == Place(0, 0)
