"""After the computer's turn the board says what it did (a summary in the
tray, arrows and the dead named on the map) until the player acts; the log, on the
board and in full (L), is grouped by turn.  The hover tooltip keeps off the
lit areas."""
from __future__ import annotations

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.clear_spot import rect_meets_polygon
from greenthings.ui.game import turn_summary as ts
from greenthings.ui.game.botplayer import InlinePlayer
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import new_session

from .driver import Driver


def _session_at_the_monsters_turn(seed: int = 7, rnd: int = 3):
    """A game against the computer (the player has the crew), both sides
    played by the heuristic up to the monsters' turn of round ``rnd``."""
    session = new_session(GameConfig(seed=seed, opponent="computer", side="crew"))
    bots = {"crew": InlinePlayer("heuristic", seed), "monsters": InlinePlayer("heuristic", seed + 1)}
    while not (session.state.round == rnd and session.to_play == "monsters"):
        bot = bots[session.to_play]
        bot.request(session.state)
        session.play(bot.poll())
    return session


def _board_after_the_computers_turn(app):
    from greenthings.ui.scenes.board import BoardScene

    session = _session_at_the_monsters_turn()
    board = BoardScene(app.context, session, computer=InlinePlayer("heuristic", 9))
    app.stack.push(board)
    d = Driver(app, seed=2)
    d.frames(2)
    d.settle()  # Space skips the computer's moves, as a player would
    d.frames(2)
    return board, d


def test_the_computers_turn_is_summed_up_marked_and_grouped_until_the_player_acts(app, shots):
    board, d = _board_after_the_computers_turn(app)
    session = board.session
    assert session.human_turn()
    last = ts.turns(session.record)[-2]
    assert last.side == "monsters" and last.round == 3
    recap = board.recap
    assert recap.showing
    assert recap.phrases == ts.summary(session.state, last)
    eaten = [st.event["piece"] for st in last.events if st.event["type"] == "killed"]
    assert eaten, "this seed's monsters eat someone in round 3"
    assert recap.phrases[0].startswith(f"{len(eaten)} crew eaten: ")
    moved = {st.event["piece"] for st in last.events if st.event["type"] == "moved"}
    assert sum(n for _f, _t, n in recap.marks.moves) <= len(moved) and recap.marks.moves
    assert len(recap.marks.kills) == len(eaten)
    # The dead are named on a tag per area that covers no living piece (no cross over the living).
    tags = recap.death_tags
    assert set(tags) == {area for area, _side, _piece in recap.marks.kills}
    assert sorted(n for _rect, words in tags.values() for n in words[2:].split(", ")) == \
        sorted(ts.piece_name(session.state, p) for p in eaten)
    living = [r for r, _members in board.view.piece_rects]
    assert not any(rect.colliderect(r) for rect, _words in tags.values() for r in living)
    # The summary sits in the dice tray, in the death colour for the eaten.
    tray = board.rects["dice"]
    pygame.image.save(app.window, str(shots / "turn-recap.png"))
    reds = sum(1 for x in range(tray.x, tray.right, 2) for y in range(tray.y, tray.bottom, 2)
               if tuple(app.window.get_at((x, y)))[:3] == P.BAD)
    assert reds > 20
    # The death tags in the crew's death colour on the map.
    map_reds = sum(1 for x in range(board.rects["map"].x, board.rects["map"].right, 2)
                   for y in range(board.rects["map"].y, board.rects["map"].bottom, 2)
                   if tuple(app.window.get_at((x, y)))[:3] == P.BAD)
    assert map_reds > 20
    # The board's log: one line per moving monster, deaths in red, the turn's summary.
    texts, colours = board.painter._log_lines(board.player.shown_log())
    turn_start = texts.index("Round 3: the Awful Green Things")
    turn_lines = texts[turn_start:]
    for m in moved:
        name = ts.piece_name(session.state, m)
        assert sum(1 for t in turn_lines if t.startswith(f"{name} moves ")) == 1, name
    for m in eaten:
        i = texts.index(next(t for t in turn_lines if t.startswith(ts.piece_name(session.state, m) + " is killed")))
        assert colours[i] == P.BAD
    assert any(t.startswith("Summary: ") and c == P.WARN for t, c in zip(turn_lines, colours[turn_start:]))
    # The full log (L) is grouped the same way.
    d.key(pygame.K_l, text="l")
    assert d.top.name == "log"
    assert ("Round 3: the Awful Green Things", ts.HEADING) in d.top.log
    pygame.image.save(app.window, str(shots / "log-grouped.png"))
    d.key(pygame.K_ESCAPE)
    assert d.top is board
    # The player acts: the marks go.
    grab = next(a for a in board.offer.legal if a.type != "end-phase")
    board.act(grab)
    d.frames(2)
    assert not recap.showing
    d.settle()
    assert not recap.showing  # the same turn is never summed up twice


def test_the_tooltip_hides_no_lit_area_of_the_selected_piece(app, shots):
    board, d = _board_after_the_computers_turn(app)
    d.key(pygame.K_e, text="e")  # end the grab phase: now the crew moves
    if d.top is not board:
        d.key(pygame.K_RETURN)
    d.settle()
    assert board.session.state.phase == "crew-move"
    # A crewman with somewhere to go, and a point just beside one of his lit destinations.
    checked = 0
    for piece in board.offer.actors():
        board.select(piece)
        d.frames(1)
        lit = [a for a, c in board.picture.highlights.items() if c in (P.LEGAL_MOVE, P.LEGAL_TARGET)]
        for area in lit:
            point = d._free_point(board, area)
            if point is None:
                continue
            d.frames(1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(int(point[0]), int(point[1])),
                                                    rel=(0, 0), buttons=(0, 0, 0))])
            d.frames(1)
            tip = board.painter.tooltip_rect
            if tip is None:
                continue  # a room whose name is all there is to say
            lit_areas, ringed = board.view.lit_targets()
            assert not any(rect_meets_polygon(tip, board.view.polygon(a)) for a in lit_areas if a != area)
            assert not any(tip.inflate(-2, -2).colliderect(r) for r, _m in ringed)
            assert not tip.collidepoint(board.pointer.mouse)
            checked += 1
            if checked == 1:
                pygame.image.save(app.window, str(shots / "tooltip-clear.png"))
        if checked >= 4:
            break
    assert checked >= 2
