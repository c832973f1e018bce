"""The other side's last turn, kept in view until the player acts: a short
summary in the dice tray ("2 crew eaten: Cook, Doc; 4 monsters
moved") and faint marks on the map, an arrow for each piece's trip and,
for each area where pieces died, a dark tag naming the dead ("† Cook,
Doc") laid where it covers no living piece and no room's name -- a word
on a tag, never a cross that could be read as striking out the living
pieces beside it.  What it says comes from
:mod:`greenthings.ui.game.turn_summary`."""
from __future__ import annotations

import math

import pygame

from greenthings.engine import CREW
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.clear_spot import KeepClear
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.name_tags import nearest_point
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.draw.tokens import point_in_polygon
from greenthings.ui.game import turn_summary as ts

MOVE_MARK = (235, 240, 255, 120)  # faint: the pieces themselves stay readable
BAD_NEWS = (" eaten:", " killed:")  # phrases said in the death colour


class Recap:
    """The summary and marks of the turn that just ended, for the side now to play."""

    def __init__(self, session) -> None:
        self.session = session
        self.turn: ts.Turn | None = None
        self.title = ""
        self.phrases: list[str] = []
        self.marks = ts.Marks([], [])
        self._seen: tuple | None = None  # the last turn shown (never shown twice)
        self._record_len = -1
        self._overlay: tuple[tuple, pygame.Surface] | None = None
        #: Each area's death tag (last drawn): area -> (where on the screen, its words).
        self.death_tags: dict[str, tuple[pygame.Rect, str]] = {}

    @property
    def showing(self) -> bool:
        return self.turn is not None

    def check(self) -> bool:
        """Call when the board is idle: if the player's turn just began after
        the other side's, show what that turn did.  True if it appeared."""
        session = self.session
        if not session.human_turn() or len(session.record) == self._record_len:
            return False
        self._record_len = len(session.record)
        groups = ts.turns(session.record)
        if len(groups) < 2:
            return False
        now, last = groups[-1], groups[-2]
        if now.side != session.to_play or last.side == now.side or last.round <= 0 or last.key == self._seen:
            return False
        self._seen = last.key
        self.turn = last
        state = session.state
        self.title = ts.heading(state, last)
        self.phrases = ts.summary(state, last)
        self.marks = ts.marks(last)
        self._overlay = None
        return True

    def dismiss(self) -> None:
        """The player acted: the last turn's marks go."""
        self.turn = None
        self._overlay = None

    # -- drawing ---------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface, view) -> None:
        if self.turn is None:
            return
        key = (self.turn.key, tuple(view.rect), tuple(tuple(r) for r, _m in view.piece_rects))
        if self._overlay is None or self._overlay[0] != key:
            self._overlay = (key, self._paint_marks(view))
        surface.blit(self._overlay[1], view.rect.topleft)

    def _paint_marks(self, view) -> pygame.Surface:
        """The marks on a transparent sheet the size of the map."""
        sheet = pygame.Surface(view.rect.size, pygame.SRCALPHA)
        ox, oy = view.rect.topleft
        width = max(3, view.token_diameter // 11)  # bolder on a big map
        for frm, to, n in self.marks.moves:
            a, b = view.center(frm), view.center(to)
            _arrow(sheet, (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy), n, width)
        self.death_tags = {}
        dead: dict[tuple[str, str], list[str]] = {}
        for area, side, piece in self.marks.kills:
            if area in view.shapes.polygons:  # a boat away is not on the map
                dead.setdefault((area, side), []).append(piece)
        if not dead:
            return sheet
        keep = _living_and_names(view)
        k = max(1.0, view.ui_factor)
        for (area, side), pieces in dead.items():
            colour = P.BAD if side == CREW else P.MONSTER_DEATH  # (read now: the palette is a setting)
            words = f"\u2020 {ts.dead_words(self.session.state, pieces)}"
            tag = _death_tag(words, round(12 * k), colour)
            c = view.center(area)
            spot = keep.place(tag.get_size(), [tag.get_rect(center=(round(c[0]), round(c[1])))])
            keep.add_rect(spot.inflate(4, 4))
            self.death_tags[area] = (spot, words)
            if not point_in_polygon(spot.centerx, spot.centery, view.polygon(area)):  # tied to its area
                end = nearest_point(spot, c)
                pygame.draw.line(sheet, colour + (200,), (c[0] - ox, c[1] - oy), (end[0] - ox, end[1] - oy), 2)
            sheet.blit(tag, spot.move(-ox, -oy))
        return sheet

    def draw_summary(self, surface: pygame.Surface, rect: pygame.Rect, scale: UIScale = UIScale()) -> None:
        """Over the dice tray: the heading, then the phrases, deaths in red."""
        if self.turn is None:
            return
        px = scale.px
        pygame.draw.rect(surface, (30, 26, 34), rect, border_radius=px(8))
        pygame.draw.rect(surface, P.WARN, rect, px(2), border_radius=px(8))
        head_font = font(scale.text(14), bold=True, condensed=True)
        heads = wrap_text(f"Last turn - {self.title}", head_font, rect.w - px(20))  # a narrow tray: two lines
        y = rect.y + px(6)
        for line in heads:
            img = render_text(line, scale.text(14), P.WARN, bold=True, condensed=True)
            blit_text(surface, img, (rect.x + px(10), y), "last turn", rect)
            y += img.get_height()
        note = render_text("(marked on the map until you act)", scale.text(11), P.TEXT_DIM, condensed=True)
        if len(heads) == 1 and head_font.size(heads[0])[0] + note.get_width() + px(30) < rect.w:
            blit_text(surface, note, (rect.right - note.get_width() - px(10), rect.y + px(9)), "marked note", rect)
        top = y + px(2)
        for size in (scale.text(14), scale.text(13), scale.text(12)):
            rows = flow(self.phrases, font(size, condensed=True), rect.w - px(20))
            step = font(size, condensed=True).get_linesize()
            if top + len(rows) * step <= rect.bottom - px(4):
                break
        fits = max(1, (rect.bottom - px(4) - top) // step)
        for i, row in enumerate(rows[:fits]):
            x = rect.x + px(10)
            for text, bad in row:
                img = render_text(text, size, P.BAD if bad else P.TEXT, bold=bad, condensed=True)
                blit_text(surface, img, (x, top + i * step), f"last turn {text[:20]}", rect)
                x += img.get_width()


def flow(phrases: list[str], fnt: pygame.font.Font, width: int) -> list[list[tuple[str, bool]]]:
    """The phrases laid out in rows of ``width`` pixels, "; " between them,
    a phrase going to the next row (or wrapping) when it does not fit.  Each
    row is a list of (text, is bad news)."""
    rows: list[list[tuple[str, bool]]] = [[]]
    used = 0
    for i, phrase in enumerate(phrases):
        text = phrase + (";  " if i < len(phrases) - 1 else ".")
        bad = any(word in phrase for word in BAD_NEWS)
        w = fnt.size(text)[0]
        if used and used + w > width:
            rows.append([])
            used = 0
        if w <= width:
            rows[-1].append((text, bad))
            used += w
            continue
        for k, part in enumerate(wrap_text(text, fnt, width)):
            if k:
                rows.append([])
            rows[-1].append((part, bad))
            used = fnt.size(part)[0]
    return rows


def _arrow(sheet: pygame.Surface, a, b, n: int, width: int) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 4:
        return
    end = (b[0] - 6 * math.cos(ang), b[1] - 6 * math.sin(ang))
    pygame.draw.line(sheet, MOVE_MARK, a, end, width)
    head = 4 * width + 1
    for d in (2.6, -2.6):
        pygame.draw.line(sheet, MOVE_MARK, end, (end[0] + head * math.cos(ang + d), end[1] + head * math.sin(ang + d)),
                         width)
    pygame.draw.circle(sheet, MOVE_MARK, (round(a[0]), round(a[1])), width + 1)
    if n > 1:
        tag = render_text(f"x{n}", 12, (20, 22, 30), bold=True, condensed=True)
        mid = (a[0] + (b[0] - a[0]) * 0.3, a[1] + (b[1] - a[1]) * 0.3)  # near the start: the middle is often a label
        box = tag.get_rect(center=(round(mid[0]), round(mid[1]))).inflate(6, 0)
        pygame.draw.rect(sheet, MOVE_MARK[:3] + (200,), box, border_radius=4)
        sheet.blit(tag, tag.get_rect(center=box.center))


def _living_and_names(view) -> KeepClear:
    """What a death tag must leave uncovered: every living piece and every room's name."""
    keep = KeepClear(view.rect, max(3, round(4 * view.ui_factor)))
    for r, _members in view.piece_rects:
        keep.add_rect(r.inflate(6, 6))
    for r in view.name_rects():
        keep.add_rect(r)
    return keep


def _death_tag(text: str, size: int, colour) -> pygame.Surface:
    """Dark, edged in the side's death colour, the dead named in it: a word, not a piece."""
    words = render_text(text, size, colour, bold=True, condensed=True)
    pad = max(3, size // 3)
    tag = pygame.Surface((words.get_width() + 2 * pad, words.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(tag, (22, 12, 16, 235), tag.get_rect(), border_radius=pad)
    pygame.draw.rect(tag, colour + (255,), tag.get_rect(), 2, border_radius=pad)
    tag.blit(words, (pad, pad // 2))
    return tag
