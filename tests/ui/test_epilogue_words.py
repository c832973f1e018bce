"""The Epilogue names things properly: boats by the map's names ("The
Saucer"), places by the chart's ("Snudl-1"), never the engine's ids
("saucer:", "snudl 1"); the current step's rule comes with the odds."""
from __future__ import annotations

import re


def _played(app, seed=23):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.epilogue import EpilogueScene

    scene = EpilogueScene(app.context, demo_session("epilogue", seed), InlinePlayer(None, 1))
    app.stack.push(scene)
    app.step(1 / 60, events=[])
    rows, labels, rules = [], [], []
    for _ in range(30):
        if scene.session.over:
            break
        rows += [t for t, _ in scene.panel_rows()]
        labels += [b.text for b, _ in scene.buttons]
        rules += scene._rule_lines()
        scene.act(scene.buttons[0][1])
        scene.skip()
        app.step(1 / 60, events=[])
    return scene, rows, labels, rules


def test_boats_and_places_have_their_proper_names(app):
    scene, rows, labels, _ = _played(app)
    text = "\n".join(rows + labels + scene.lines)
    assert "The Saucer" in text and "The Cockboat" in text
    assert "Snudl-1" in text
    for raw in ("saucer:", "cockboat:", "snudl 1", "The saucer", "The cockboat"):
        assert raw not in text, raw


def test_the_rule_of_a_choice_gives_each_way_and_its_odds(app):
    from greenthings.engine import epilogue_chart

    _, _, labels, rules = _played(app)
    assert any(re.match(r"The \w+: step 1\. Choose a course", r) for r in rules)
    straight = next(r for r in rules if r.startswith("Straight for home, Snudl-1"))
    assert f"to 7. {epilogue_chart()[7].name}" in straight
    assert re.search(r"50% to 13\. .*50% to 14\.", straight), straight
    assert "1. Straight for home, Snudl-1" in labels
