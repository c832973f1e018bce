"""Marks on an expansion's own places (the read API's `place_marks`: a
Teleporter pad and its charge), so that the place shows whoever stands
there.

A mark is a small dark tag, like a crowded room's name tag, with a ringed
dot and its labels in the mark colour; it lies inside its room, as near
the room's bottom as it fits, clear of the room names and the tokens drawn.
A room too crowded for it gets the dot alone (its labels are in the hover
tooltip), over the tokens if it must: the place still shows.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.room_labels import Room
from greenthings.ui.draw.ship_background import Pt

TAG_FILL = (12, 16, 28, 215)    # a name tag's
_placed: dict[tuple, tuple[pygame.Surface, pygame.Rect] | None] = {}


def mark_picture(labels: Sequence[str], size: int) -> pygame.Surface:
    """The tag: a ringed dot, then the labels one under the other (none: the dot alone)."""
    imgs = [render_text(text, size, P.PLACE_MARK, bold=True, condensed=True) for text in labels]
    line = render_text("0", size, P.PLACE_MARK, bold=True, condensed=True).get_height()
    dot = max(3, line // 4)
    pad = max(3, size // 3)
    w = 2 * pad + 2 * dot + (pad + max(i.get_width() for i in imgs) if imgs else 0)
    h = sum(i.get_height() for i in imgs) + 2 if imgs else 2 * pad + 2 * dot
    tag = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(tag, TAG_FILL, tag.get_rect(), border_radius=4)
    pygame.draw.rect(tag, (*P.PLACE_MARK, 160), tag.get_rect(), 1, border_radius=4)
    centre = (pad + dot, h // 2)
    pygame.draw.circle(tag, P.PLACE_MARK, centre, dot, 1)
    pygame.draw.circle(tag, P.PLACE_MARK, centre, max(1, dot // 2))
    y = 1
    for img in imgs:
        tag.blit(img, (2 * pad + 2 * dot, y))
        y += img.get_height()
    return tag


def place_mark(labels: Sequence[str], poly: Sequence[Pt], tokens: Sequence[tuple[Pt, float]],
               names: Sequence[pygame.Rect], bounds: pygame.Rect,
               sizes: Sequence[int]) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The mark of a room (outline ``poly``) and where it goes: inside the
    room, on no room name (``names``), clear of the ``tokens`` (centre,
    radius), trying the type ``sizes`` largest first; else the dot alone,
    clear of them or, last, over them; None if the room has no place for
    it (cached)."""
    key = (tuple(labels), tuple(poly), tuple(tokens), tuple(map(tuple, names)), tuple(bounds), tuple(sizes))
    if key in _placed:
        return _placed[key]
    if len(_placed) > 400:      # positions of long ago
        _placed.clear()
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    clear, anywhere = Room(poly, margin=2), Room(poly, margin=2)
    clear.block(bounds, names, tokens)
    anywhere.block(bounds, names, ())
    tries = [(clear, labels, size) for size in sizes] + [(clear, (), sizes[-1]), (anywhere, (), sizes[-1])]
    found = None
    for room, words, size in tries:
        img = mark_picture(words, size)
        w, h = img.get_size()
        want = (round((min(xs) + max(xs) - w) / 2), round(max(ys) - h - 4))     # at the room's bottom
        at = room.place(pygame.mask.Mask((w, h), fill=True), want)
        if at is not None:
            found = img, pygame.Rect(at, (w, h))
            break
    _placed[key] = found
    return found


def draw_marks(surface: pygame.Surface, view, marks) -> dict[str, pygame.Rect]:
    """Draw each area's mark (``marks``: area -> labels) over the pieces;
    where each went (a mark with no place at all in its room is left out:
    the hover tooltip still names it)."""
    if not marks:
        return {}
    k = max(1.0, view.ui_factor)
    sizes = [round(n * k) for n in ((11, 10, 9) if view.scale >= 0.65 else (10, 9))]
    tokens = [(r.center, r.w / 2 + 3) for r, _members in view.piece_rects]     # with a ring
    names = [img.get_bounding_rect().move(r.topleft).inflate(2, 2) for r, img in view.drawn_names.values()]
    drawn = {}
    for area, labels in marks.items():
        if area not in view.shapes.polygons or not labels:
            continue
        poly = view.polygon(area)
        hit = place_mark(labels, poly, [t for t in tokens if _near(poly, t)],
                         [r for r in names if _near(poly, (r.center, max(r.size)))], view.rect, sizes)
        if hit is not None:
            surface.blit(*hit)
            drawn[area] = hit[1]
    return drawn


def _near(poly: Sequence[Pt], token: tuple[Pt, float]) -> bool:
    (x, y), r = token
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return min(xs) - r <= x <= max(xs) + r and min(ys) - r <= y <= max(ys) + r
