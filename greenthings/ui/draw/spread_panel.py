"""A crowded room opened out: its tokens at a comfortable size on a panel
beside it, clickable there.

The panel goes beside the room (right, left, below, above), else to the
nearest place on the map, covering no lit area, no ringed piece and not the
room itself (the ship view's :meth:`~greenthings.ui.draw.shipdraw.ShipView.keep_clear`),
and stays put while the room stays open.  Each counter that is not a
crewman has its name under it (a Jet Suit, a Cargo Mover, a Fence...) and
the title names the token under the mouse in full (the view's ``caption``).
"""
from __future__ import annotations

from typing import Mapping

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.name_tags import nearest_point
from greenthings.ui.draw.tokens import draw_token

COLUMNS = 6


def draw(view, surface: pygame.Surface, aid: str, groups, selected: str | None, marked: Mapping[str, tuple],
         under: tuple[str, ...] | None) -> tuple[pygame.Rect, list]:
    """Draw the panel of room ``aid`` (its token ``groups``); ``under``: the
    members of the token under the mouse.  Returns (the panel, [(token rect, members)])."""
    k = max(1.0, view.ui_factor)
    n = len(groups)
    size = max(view.token_diameter, round(38 * k))
    captions = [view.caption(members) if tok.side != "crew" else "" for tok, members in groups]
    cap_imgs = [caption_picture(c, round(10 * k), size + round(10 * k)) if c else None for c in captions]
    cap_h = max([img.get_height() for img in cap_imgs if img], default=0)
    cell_w = max([size + round(12 * k)] + [img.get_width() + round(6 * k) for img in cap_imgs if img])
    cell_h = size + round(12 * k) + cap_h
    cols = min(n, COLUMNS)
    rows = -(-n // cols)
    title_px, head = round(13 * k), round(26 * k)
    names = [view.ship.areas[aid].name] + [view.caption(members, full=True) for _tok, members in groups]
    widest = max(render_text(t, title_px, P.TITLE_GREEN, bold=True, condensed=True).get_width() for t in names)
    w = max(cols * cell_w + round(12 * k), widest + round(16 * k))
    h = head + rows * cell_h + round(4 * k)
    room = room_box(view.polygon(aid))
    box = place(view, aid, (w, h), room)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (12, 16, 28, 238), shade.get_rect(), border_radius=8)
    surface.blit(shade, box)
    pygame.draw.rect(surface, P.SELECT, box, 2, border_radius=8)
    pygame.draw.line(surface, P.SELECT, room.center, nearest_point(box, room.center), 2)
    title = render_text(view.caption(under, full=True) if under else names[0], title_px, P.TITLE_GREEN,
                        bold=True, condensed=True)
    surface.blit(title, (box.x + round(8 * k), box.y + round(5 * k)))
    rects = []
    for i, ((tok, members), cap) in enumerate(zip(groups, cap_imgs)):
        row, col = divmod(i, cols)
        cx = box.x + round(6 * k) + cell_w * col + cell_w / 2
        cy = box.y + head + cell_h * row + (size + round(12 * k)) / 2
        ring = next((marked[m] for m in members if m in marked), None)
        rects.append((draw_token(surface, tok, (cx, cy), size, selected=selected in members, marked=ring), members))
        if cap is not None:
            surface.blit(cap, cap.get_rect(midtop=(round(cx), round(cy + size / 2 + 5 * k))))
    return box, rects


def place(view, aid: str, size: tuple[int, int], room: pygame.Rect) -> pygame.Rect:
    """Where the panel goes (see the module's words); kept in ``view.spread_place``."""
    key = (aid, size, view.keep_key())
    if view.spread_place is not None and view.spread_place[0] == key:
        return view.spread_place[1]
    gap = round(8 * max(1.0, view.ui_factor))
    beside = [pygame.Rect((0, 0), size) for _ in range(4)]
    beside[0].midleft = (room.right + gap, room.centery)
    beside[1].midright = (room.left - gap, room.centery)
    beside[2].midtop = (room.centerx, room.bottom + gap)
    beside[3].midbottom = (room.centerx, room.top - gap)
    keep = view.keep_clear().copy()
    keep.confine(view.rect)  # its tokens are drawn with the map
    keep.add_polygons([view.polygon(aid)])
    placed = keep.place(size, beside)
    view.spread_place = (key, placed)
    return placed


def room_box(poly) -> pygame.Rect:
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def caption_picture(text: str, size: int, width: int) -> pygame.Surface:
    """A token's name under it, wrapped at ``width`` (or its longest word)
    so it stays near the token's width."""
    fnt = font(size, condensed=True)
    lines = wrap_text(text, fnt, max([width] + [fnt.size(w)[0] for w in text.split()]))
    imgs = [render_text(line, size, P.TEXT, condensed=True) for line in lines]
    out = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)), pygame.SRCALPHA)
    y = 0
    for img in imgs:
        out.blit(img, img.get_rect(midtop=(out.get_width() // 2, y)))
        y += img.get_height()
    return out
