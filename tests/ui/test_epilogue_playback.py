"""The Epilogue's panel and chart follow the animation, not the final state:
stepping the scene frame by frame, a boat's fate shows only once the event
that decides it has been shown, a roll's outcome (its log line, the chart's
next step) only once its dice have landed, and the chart follows the boat
whose events are playing."""
from __future__ import annotations

import pytest

from tests.long import long_case

STATUS = {"home": "home!", "lost": "lost", None: "travelling", "unfinished": "unfinished"}


def _panel_status(scene) -> dict[str, str]:
    from greenthings.ui.scenes.epilogue.words import boat_name

    s = scene.session.state
    names = {f"The {boat_name(s, b)}": b for b in scene.playback.trips}
    out = {}
    for text, _ in scene.panel_rows():
        head, _, status = text.partition(": ")
        if head in names:
            out[names[head]] = status
    return out


def _expected_status(before: dict, batch: list, landed: list, final: dict) -> dict:
    out = dict(before)
    for boat in out:
        mine = [e for e in batch if e.get("boat") == boat]
        shown = [e for e in landed if e.get("boat") == boat]
        if mine and len(shown) == len(mine):
            out[boat] = final[boat]
        else:
            for e in shown:
                if e.get("result"):
                    out[boat] = STATUS[e["result"]]
    return out


# Whole trips home played out are long checks; tests/ui/test_trip_home.py drives two-boat trips by default.
@pytest.mark.parametrize("seed", [long_case(1), long_case(23), long_case(2)])
def test_panel_and_chart_follow_the_playback(app, seed):
    from greenthings.devtools.demo import demo_session
    from greenthings.engine import journeys
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.epilogue import EpilogueScene
    from greenthings.ui.scenes.epilogue.words import event_line

    session = demo_session("epilogue", seed)
    scene = EpilogueScene(app.context, session, InlinePlayer(None, 1))
    app.stack.push(scene)
    app.step(1 / 60, events=[])
    checked_rolls = checked_fates = 0
    for turn in range(30):
        if session.over:
            break
        before = _panel_status(scene)
        assert before == {j.boat: STATUS[j.result] for j in journeys(session.state)}
        scene.act(scene.buttons[turn % len(scene.buttons)][1])
        batch = list(scene.queue)
        final = {j.boat: STATUS[j.result] for j in journeys(session.state)}
        for _ in range(5000):
            if not scene.busy:
                break
            app.step(1 / 60, events=[])
            begun = batch[: len(batch) - len(scene.queue)]
            landed = [e for e in begun if e is not scene.settling]
            shown = _panel_status(scene)
            assert shown == _expected_status(before, batch, landed, final), (shown, landed[-1:])
            checked_fates += any(v in ("lost", "home!") for v in shown.values())
            trip = scene.playback.current(scene.busy)
            with_boat = [e for e in begun if e.get("boat")]
            if with_boat and scene.busy:
                assert trip.boat == with_boat[-1]["boat"]
            roll = scene.settling
            if roll is not None:
                assert not scene.dice.landed
                assert trip.path[-1] == roll["step"]
                assert event_line(session.state, roll) not in scene.lines[-1:]
                checked_rolls += 1
        for _ in range(3):
            app.step(1 / 60, events=[])
    assert checked_rolls > 20 and checked_fates > 0
