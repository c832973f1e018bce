"""The replay viewer driven by posted clicks and keys: opened from a finished
game's score screen, it steps forwards and back, plays at 4x to the end,
goes back to the start, jumps with the slider, and closes to the score.
Every position it shows is the engine's, with the log and the dice of the
step."""
from __future__ import annotations

import json

import pygame
import pygame_gui

from greenthings.engine import Replay

from .driver import Driver


def frozen(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def finished_game(rounds: int = 1):
    """A hot-seat game of the heuristic players that the crew gives up in round
    ``rounds`` + 1 (a finished game, short enough to watch whole in a test)."""
    from greenthings.engine import CONCEDE
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=3, opponent="hotseat"))
    bot = InlinePlayer("heuristic", 3)
    while session.state.round <= rounds or session.to_play != "crew":
        bot.request(session.state)
        session.play(bot.poll())
    session.play(CONCEDE)
    assert session.over
    return session


def open_score_screen(d: Driver, session):
    from greenthings.ui.scenes.epilogue import EpilogueScene

    d.app.stack.push(EpilogueScene(d.app.context, session))
    for _ in range(400):
        d.frames(1)
        if d.top.score_buttons:
            return d.top
    raise AssertionError("the score screen never showed its buttons")


def shown_log(scene) -> list[str]:
    return scene.watched.log[:scene.player.shown_log()]


def run(d: Driver, seconds: float, dt: float = 0.05) -> None:
    for _ in range(int(seconds / dt)):
        d.app.step(dt, events=[])


def test_watch_a_finished_game_from_the_score_screen(app):
    d = Driver(app)
    session = finished_game()
    fresh = Replay(session.game.to_json())
    score = open_score_screen(d, session)
    d.click_button(score.score_buttons["replay"])
    viewer = d.top
    assert viewer.name == "replay" and len(viewer.replay) == len(session.game.actions) > 5
    assert viewer.position == 0 and frozen(viewer.shown.state) == frozen(fresh.state_at(0))
    assert viewer.controls.buttons["back"].is_enabled is False  # nothing before the start

    # One step on: its events play, its lines reach the log, the board shows the engine's position.
    d.key(pygame.K_RIGHT)
    assert viewer.position == 1
    run(d, 3.0)
    assert not viewer.busy and frozen(viewer.shown.state) == frozen(fresh.state_at(1))
    first = fresh.steps[0]
    assert shown_log(viewer)[-len(first.lines):] == first.lines

    # And back: the start again, the step's lines gone from the log.
    d.key(pygame.K_LEFT)
    assert viewer.position == 0 and frozen(viewer.shown.state) == frozen(fresh.state_at(0))
    assert not any(line in shown_log(viewer) for line in first.lines if "Replay" not in line)

    # 4x, play: it runs to the end by itself, every position the engine's, then stops.
    d.click_button(viewer.controls.speed_buttons[4])
    assert viewer.pacing.speed == 4
    d.key(pygame.K_SPACE)
    assert viewer.pacing.playing and viewer.controls.buttons["play"].text.endswith("Pause")
    seen = {0, viewer.position}  # the first step starts at once
    for _ in range(4000):
        app.step(0.1, events=[])  # the window's longest frame
        if viewer.position not in seen:
            seen.add(viewer.position)
            assert frozen(viewer.replay.state) == frozen(fresh.state_at(viewer.position))
        if not viewer.pacing.playing and not viewer.busy:
            break
    assert viewer.replay.at_end and seen == set(range(len(fresh) + 1))
    d.frames(2)
    assert frozen(viewer.shown.state) == frozen(session.state)
    assert viewer.controls.buttons["play"].text.endswith("Play") and not viewer.controls.buttons["end"].is_enabled
    last_roll = next(s.rolls[-1] for s in reversed(fresh.steps) if s.rolls)
    if fresh.steps[-1].rolls:  # the last step's dice lie landed in the tray
        assert viewer.player.dice.values == list(last_roll.dice) and viewer.player.dice.landed
    assert shown_log(viewer)[-1] == fresh.steps[-1].lines[-1]

    # Home, End, the start button, the slider's arrow.
    d.key(pygame.K_HOME)
    assert viewer.position == 0
    d.key(pygame.K_END)
    assert viewer.replay.at_end
    d.click_button(viewer.controls.buttons["start"])
    assert viewer.position == 0 and frozen(viewer.shown.state) == frozen(fresh.state_at(0))
    d.click_button(viewer.controls.slider.right_button)
    d.frames(3)
    assert viewer.position == 1

    # A jump straight to a step that rolled: its dice lie landed.
    rolled = next(s for s in fresh.steps if s.rolls)
    viewer.controls.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=viewer.controls.slider,
                                              value=rolled.index + 1))
    d.frames(2)
    assert viewer.position == rolled.index + 1
    assert viewer.player.dice.values == list(rolled.rolls[-1].dice) and viewer.player.dice.landed
    assert int(viewer.controls.slider.get_current_value()) == rolled.index + 1

    # L: the whole log up to here, grouped by turn as the board's.
    d.key(pygame.K_l, text="l")
    assert d.top.name == "log"
    d.key(pygame.K_ESCAPE)
    assert d.top is viewer

    # Esc: back to the score screen.
    d.key(pygame.K_ESCAPE)
    assert d.top is score and score.session.over


def test_the_load_page_offers_a_replay_of_any_save(app, paths):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.scenes.load import LoadScene

    d = Driver(app)
    finished, playing = finished_game(), demo_session("setup")
    finished.save(paths.saves_dir / "finished.json")
    playing.save(paths.saves_dir / "playing.json")
    app.stack.push(LoadScene(app.context))
    d.frames(2)
    page = d.top
    for name, session in (("finished.json", finished), ("playing.json", playing)):
        button = next(b for b, info in page.replays if info.path.name == name)
        assert button.is_enabled
        d.click_button(button)
        viewer = d.top
        assert viewer.name == "replay" and len(viewer.replay) == len(session.game.actions) > 0
        assert viewer.position == 0
        d.key(pygame.K_END)
        assert frozen(viewer.shown.state) == frozen(session.state)
        d.key(pygame.K_ESCAPE)
        assert d.top is page
