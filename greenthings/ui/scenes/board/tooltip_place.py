"""Where the hover tooltip goes: beside the mouse, on the first side where it
covers no lit area, no ringed piece, nor the piece under the mouse; failing
that, the nearest place that covers none of them (the ship view's
:class:`~greenthings.ui.draw.clear_spot.KeepClear`)."""
from __future__ import annotations

import pygame

from greenthings.ui.draw.clear_spot import KeepClear

GAP = 16  # between the mouse and the tooltip's nearest corner


def overlap(r: pygame.Rect, others: list[pygame.Rect]) -> int:
    """The area of ``r`` covering ``others`` (summed)."""
    total = 0
    for o in others:
        c = r.clip(o)
        total += c.w * c.h
    return total


def candidates(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect) -> list[pygame.Rect]:
    """Places beside the mouse, first choice first (below right, below left,
    above right, above left, then level with it right and left), each kept
    inside ``bounds``; those that would end up under the mouse are left out."""
    w, h = size
    mx, my = mouse
    spots = [
        (mx + GAP, my + GAP), (mx - GAP - w, my + GAP), (mx + GAP, my - GAP - h), (mx - GAP - w, my - GAP - h),
        (mx + GAP * 2, my - h // 2), (mx - GAP * 2 - w, my - h // 2),
    ]
    out: list[pygame.Rect] = []
    for x, y in spots:
        r = pygame.Rect(x, y, w, h).clamp(bounds)
        if not r.collidepoint(mouse) and r not in out:
            out.append(r)
    return out or [pygame.Rect(mx + GAP, my + GAP, w, h).clamp(bounds)]


def place_tooltip(size: tuple[int, int], mouse: tuple[int, int], keep: KeepClear,
                  hovered: pygame.Rect | None = None) -> pygame.Rect:
    """The tooltip's place: clear of ``keep``'s shapes, of the mouse and of
    the ``hovered`` token."""
    keep = keep.copy()
    keep.add_rect(pygame.Rect(mouse[0] - 3, mouse[1] - 3, 7, 7))
    if hovered is not None:
        keep.add_rect(hovered)
    return keep.place(size, candidates(size, mouse, keep.room))
