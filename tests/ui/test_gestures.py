"""Every decision a good player makes can be made with the mouse (or a key):
the heuristic bot chooses for both sides of a hot-seat game, and each choice
is played through the board's own event handling -- click the piece, click
its destination or target, or its button; E ends a phase, Enter rolls."""
from __future__ import annotations

import pygame

from greenthings.ui.scenes.board import actor_of, sub_key, target_area, target_piece
from greenthings.ui.game.session import describe_action, piece_name

from .driver import Driver

DECISIONS = 110   # seed 7 meets every phase of a round (the grow phase too) by its 107th decision


class Gestures:
    def __init__(self, app, board, seed: int) -> None:
        self.d = Driver(app, seed)
        self.board = board
        self.session = board.session
        self.problems: list[str] = []

    def token(self, piece):
        for rect, members in self.board.view.piece_rects:
            if piece in members:
                return rect, members
        return None, ()

    def click_text(self, text: str) -> bool:
        for b, _ in self.board.panel.buttons:
            full = getattr(b, "tool_tip_text", None) or b.text  # a long label is shortened; its tooltip is whole
            if text.lower() in (b.text.lower(), str(full).lower()):
                self.d.click_button(b)
                return True
        return False

    def area_point(self, area):
        p = self.d._free_point(self.board, area)
        if p is None:  # a full room: any point of it (maybe on a weapon or an egg)
            from greenthings.ui.draw.tokens import point_in_polygon

            poly = self.board.view.polygon(area)
            xs, ys = [q[0] for q in poly], [q[1] for q in poly]
            for _ in range(300):
                x, y = self.d.rng.uniform(min(xs), max(xs)), self.d.rng.uniform(min(ys), max(ys))
                if point_in_polygon(x, y, poly) and self.board.view.area_at((x, y)) == area:
                    return (x, y)
        return p

    def equivalent(self, got, want) -> bool:
        status = self.session.state.status
        if got == want:
            return True
        if got.type != want.type or got.weapon != want.weapon or got.choice != want.choice:
            return False
        if want.type in ("place-monster", "grow-piece", "eater"):
            return True  # identical monsters
        return got.piece == want.piece or (got.piece not in status and want.piece not in status)

    def play(self, a) -> None:
        board, d, s = self.board, self.d, self.session.state
        n0 = len(self.session.game.actions)
        areas = s.map.areas
        if a.type == "end-phase":
            d.key(pygame.K_e, text="e")
        elif a.type == "resolve":
            d.key(pygame.K_RETURN)
        else:
            actor = actor_of(a)
            if actor:
                _r, grp = self.token(actor)
                monster = actor not in s.status
                if board.selection.piece != actor and not (monster and board.selection.piece in grp):
                    if board.selection.piece is not None:
                        d.click((5, 5), button=3)  # deselect first, as a player would
                    rect, grp = self.token(actor)
                    assert rect is not None, f"{actor} is not on the map"
                    d.click(rect.center)
                if monster and board.selection.piece in grp:
                    a = a._replace(piece=board.selection.piece)  # an identical monster of the same stack
                    actor = board.selection.piece
                assert board.selection.piece == actor, f"clicking {actor} selected {board.selection.piece}"
            elif sub_key(a) is not None and board.selection.sub != sub_key(a):
                assert self.click_text(board.offer.sub_label(sub_key(a)))
            tp, ta = target_piece(a, areas), target_area(a, areas)
            if tp is not None:
                rect, _ = self.token(tp)
                assert rect is not None, f"target {tp} is not on the map"
                d.click(rect.center)
            elif ta is not None:
                d.click(self.area_point(ta))
            else:
                text = describe_action(s, a)
                prefix = piece_name(s, actor) + ": " if actor else ""
                if prefix and text.startswith(prefix):
                    text = text[len(prefix):]
                    text = text[:1].upper() + text[1:]
                assert self.click_text(text), f"no button for {text!r}"
            if len(self.session.game.actions) == n0 and board.selection.chooser:
                same = [c for c in board.selection.chooser if self.equivalent(c, a)]
                assert same, f"the chooser lacks {describe_action(s, a)}"
                assert self.click_text(describe_action(s, same[0]))
        assert len(self.session.game.actions) > n0, f"nothing happened for {describe_action(s, a)} in {s.phase}"
        got = self.session.game.actions[n0]
        assert self.equivalent(got, a), f"{describe_action(s, got)} played instead of {describe_action(s, a)}"


def test_the_heuristic_players_choices_are_all_reachable_by_mouse(app):
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.game.session import new_session

    app.settings.confirm_end_phase = False
    session = new_session(GameConfig(seed=7, opponent="hotseat"))
    bots = {"crew": InlinePlayer("heuristic", 7), "monsters": InlinePlayer("heuristic", 8)}
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    g = Gestures(app, board, 7)
    phases = set()
    for _ in range(DECISIONS):
        g.d.settle()
        if app.stack.top is not board or session.over or session.state.phase == "epilogue":
            break
        phases.add(session.state.phase)
        bot = bots[session.to_play]
        bot.request(session.state)
        g.play(bot.poll())
    assert {"setup-crew", "setup-monsters", "crew-move", "monster-move", "monster-attack"} <= phases, phases
