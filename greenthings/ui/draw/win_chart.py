"""The win-chance chart: how the game swung, drawn from the turns' chances
(greenthings/bots/swing.py).

Two lines over the game, left to right by action: the crew's chance to win
and the monsters' (one is the other's complement, so they cross at 50%);
the turns that moved it most are marked with a numbered dot, which the
mouse can rest on (the swing in words) and click (the scene jumps the
replay there).  In the replay viewer a line marks where the replay is.
Lengths are design pixels, through the scene's scale.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from greenthings.bots.swing import TurnChance, swing_words
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale

CREW_LINE = (150, 190, 255)
DOT = 7      # a swing's dot, radius
PAD = 6      # inside the frame
TALL = 100   # a chart this tall has room for its scale: 50%, and the rounds along the bottom


class WinChart:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = UIScale()
        self.markers: list[tuple[pygame.Rect, int]] = []  # each swing's dot (widened) -> its index in the points
        self.hover_words = ""  # the swing under the mouse, in words (drawn last: draw_hover)

    def place(self, rect: pygame.Rect, scale: UIScale) -> None:
        self.rect, self.scale = pygame.Rect(rect), scale
        self.markers = []

    def marker_at(self, pos) -> int | None:
        """The index (in the points) of the swing whose dot is at ``pos``."""
        return next((i for r, i in self.markers if r.collidepoint(pos)), None)

    def _plot(self) -> pygame.Rect:
        px = self.scale.px
        return self.rect.inflate(-2 * px(PAD), -2 * px(PAD))

    def draw(self, surface: pygame.Surface, points: Sequence[TurnChance], total: int, swings: Sequence[int], *,
             monster_colour: tuple, progress: float = 1.0, position: int | None = None,
             mouse: tuple[int, int] | None = None, hint: str = "") -> None:
        """``total``: the game's length in actions; ``swings``: the indices of
        the marked turns; ``progress``: how much of the game is worked out
        (below 1, a note says it is being worked out); ``position``: the
        replay's (a line there); ``hint``: words after the key, if there is room."""
        px, sc = self.scale.px, self.scale
        r = self.rect
        pygame.draw.rect(surface, P.PANEL_DARK, r, border_radius=px(6))
        pygame.draw.rect(surface, P.PANEL_EDGE, r, 1, border_radius=px(6))
        plot = self._plot()
        mid = plot.y + plot.h // 2
        for x in range(plot.x, plot.right, px(8)):  # 50%: dashed
            pygame.draw.line(surface, P.PANEL_EDGE, (x, mid), (min(plot.right, x + px(4)), mid))
        self.markers, self.hover_words = [], ""
        if progress < 1.0 or len(points) < 2:
            words = "Working out how the game swung..." if progress < 1.0 else "Too short a game to chart."
            img = render_text(words, sc.text(13), P.TEXT_DIM, italic=True)
            blit_text(surface, img, img.get_rect(center=r.center), "chart note", r)
            return

        def at(p: TurnChance, chance: float) -> tuple[int, int]:
            return (plot.x + round(plot.w * p.position / max(1, total)), plot.bottom - round(plot.h * chance))

        width = max(1, px(2))
        pygame.draw.lines(surface, monster_colour, False, [at(p, p.monsters) for p in points], width)
        pygame.draw.lines(surface, CREW_LINE, False, [at(p, p.crew) for p in points], width)
        if r.h >= px(TALL):
            self._draw_scale(surface, points, total, plot)
        x = plot.x  # the key, top left: which line is whose
        for words, colour in (("crew", CREW_LINE), ("monsters", monster_colour)):
            img = render_text(words, sc.text(10), colour, bold=True, condensed=True)
            x = blit_text(surface, img, (x, r.y + px(2)), f"chart key {words}", r).right + px(8)
        if hint:
            img = render_text(hint, sc.text(10), P.TEXT_DIM, condensed=True)
            if x + img.get_width() <= plot.right:
                blit_text(surface, img, (x, r.y + px(2)), "chart hint", r)
        if position is not None:
            x = plot.x + round(plot.w * position / max(1, total))
            pygame.draw.line(surface, P.SELECT, (x, r.y + 2), (x, r.bottom - 3), max(1, px(1)))
        hovered = None
        for n, i in enumerate(swings, 1):
            p = points[i]
            centre = at(p, p.crew)
            dot = pygame.Rect(0, 0, 2 * px(DOT), 2 * px(DOT))
            dot.center = centre
            hit = dot.inflate(px(8), px(8))
            self.markers.append((hit, i))
            over = mouse is not None and hit.collidepoint(mouse)
            hovered = i if over else hovered
            pygame.draw.circle(surface, P.SELECT if over else P.WARN, centre, px(DOT))
            pygame.draw.circle(surface, P.TEXT_DARK, centre, px(DOT), max(1, px(1)))
            img = render_text(str(n), sc.text(11), P.TEXT_DARK, bold=True)
            surface.blit(img, img.get_rect(center=centre))
        if hovered is not None:
            self.hover_words = swing_words(points, hovered) + " (click to watch it)"

    def _draw_scale(self, surface: pygame.Surface, points: Sequence[TurnChance], total: int,
                    plot: pygame.Rect) -> None:
        """50% at the dashed line; each round's number where its first turn begins."""
        px, sc = self.scale.px, self.scale
        img = render_text("50%", sc.text(10), P.TEXT_DIM, condensed=True)
        blit_text(surface, img, img.get_rect(midleft=(plot.x, plot.centery - px(7))), "chart 50%", self.rect)
        last_right, last_round = plot.x, 0
        for p in points:
            if p.round > last_round:
                last_round = p.round
                x = plot.x + round(plot.w * p.start / max(1, total))
                img = render_text(f"R{p.round}", sc.text(10), P.TEXT_DIM, condensed=True)
                spot = img.get_rect(midbottom=(x, plot.bottom + px(4)))
                if spot.x >= last_right + px(4) and spot.right <= plot.right:
                    pygame.draw.line(surface, P.PANEL_EDGE, (x, plot.bottom - px(4)), (x, plot.bottom - px(14)))
                    last_right = blit_text(surface, img, spot, f"chart round {p.round}", self.rect).right

    def draw_hover(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The swing under the mouse in words, beside it and kept in the window:
        drawn after everything else on the page."""
        if not self.hover_words:
            return
        px = self.scale.px
        img = render_text(self.hover_words, self.scale.text(13), P.TEXT, condensed=True)
        box = img.get_rect(topleft=(mouse[0] + px(14), mouse[1] + px(14))).inflate(px(12), px(8))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, P.PANEL, box, border_radius=px(4))
        pygame.draw.rect(surface, P.PANEL_EDGE, box, 1, border_radius=px(4))
        blit_text(surface, img, img.get_rect(center=box.center), "chart swing", box)
