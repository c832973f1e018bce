"""Issue 25 item 11: the red tint of an open battle's areas is explained --
hovering a tinted area says what it means, and the phase bar's prompt names
the red battle area."""
from __future__ import annotations

import pygame

from greenthings.ui.draw import layout_record
from tests.ui.driver import Driver


def test_hovering_a_red_battle_area_says_what_the_red_means(app):
    from greenthings.devtools.demo import declare_some_attacks, demo_session
    from greenthings.engine import battle
    from greenthings.ui.draw import palette as P
    from greenthings.ui.game.prompts import BATTLE_TINT, prompt
    from greenthings.ui.scenes.board import BoardScene

    session = demo_session("board")
    declare_some_attacks(session)
    fight = battle(session.state)
    assert fight is not None
    board = BoardScene(app.context, session)
    app.stack.push(board)
    d = Driver(app)
    d.frames(2)
    red = [a for a in fight.zone if board.picture.highlights.get(a) == P.LEGAL_TARGET]
    assert red, "the battle's areas are tinted red"
    for area in red:
        spot = d._free_point(board, area)
        assert spot is not None
        app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(int(spot[0]), int(spot[1])),
                                                    rel=(0, 0), buttons=(0, 0, 0))])
        with layout_record.recording() as record:
            board.draw(app.window)
        said = [t for t in record.texts if t.name.startswith("tooltip ")]
        assert {f"tooltip {line[:20]}" for line in BATTLE_TINT} <= {t.name for t in said}, [t.name for t in said]
        window = pygame.Rect((0, 0), app.window.get_size())
        assert all(window.contains(t.rect) and t.box.contains(t.rect) for t in said)
    types = {a.type for a in session.legal_actions()}
    assert "red battle area" in prompt(session.state.phase, types, battle_open=True)
