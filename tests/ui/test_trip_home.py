"""Issue 25 item 9, the trip home: the end-of-game buttons wait until the
last boat's dice have landed (they would give the result away), and with two
boats away each step's words say which boat they are about.  Driven by
posted keys, frame by frame."""
from __future__ import annotations

import pygame
import pytest

from tests.ui.driver import key_event


def _epilogue(app, seed):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.scenes.epilogue import EpilogueScene

    session = demo_session("epilogue", seed)
    app.context.settings.animation_speed = 4.0  # fewer frames; each frame still drawn and checked
    scene = EpilogueScene(app.context, session)
    app.stack.push(scene)
    app.step(1 / 60, events=[])
    return session, scene


@pytest.mark.parametrize("seed", [6, 1])
def test_no_end_buttons_while_the_last_boat_rolls(app, seed):
    session, scene = _epilogue(app, seed)
    rolling_after_the_end = 0
    for frame in range(20000):
        if session.over and not scene.busy:
            break
        keys = [key_event(pygame.K_1, text="1")] if scene.buttons and not scene.busy else []
        app.step(1 / 20, events=keys)
        if session.over and scene.busy:
            rolling_after_the_end += 1
            assert not scene.score_buttons, f"frame {frame}: the score's buttons show while the dice roll"
            assert "dice" in scene.drawn and "Final score" not in scene.drawn
    assert session.over and rolling_after_the_end > 0  # the game ended while its last events still played
    app.step(1 / 60, events=[])
    assert set(scene.score_buttons) == {"menu", "new", "replay", "board"}
    assert all(b.visible for b in scene.score_buttons.values())


@pytest.mark.parametrize("seed", [6, 23])
def test_with_two_boats_each_step_names_its_boat(app, seed):
    from greenthings.engine import journeys
    from greenthings.ui.scenes.epilogue.words import boat_name

    session, scene = _epilogue(app, seed)
    names = {boat_name(session.state, j.boat) for j in journeys(session.state)}
    assert len(names) == 2
    away: set[str] = set()
    for _ in range(20000):
        if session.over:
            break
        if scene.buttons and not scene.busy:
            rule = scene._rule_lines()
            boat = boat_name(session.state, scene.playback.current(False).boat)
            assert rule[0].startswith(f"The {boat}: step "), rule
            assert not any("The boat" in line for line in rule), rule
            if "is away" in rule[1]:
                assert rule[1] == f"The {boat} is away. Set its course:"
                away.add(boat)
            app.step(1 / 60, events=[key_event(pygame.K_1, text="1")])
        else:
            app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])  # skip
    assert away == names  # both boats were sent off, each by its name
