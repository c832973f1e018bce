"""Where the hover tooltip goes: beside the mouse, on the side where it hides
none of the lit areas (the selected piece's destinations and targets), or
where it hides the least of them."""
from __future__ import annotations

import pygame

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


def place_tooltip(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect,
                  avoid: list[pygame.Rect]) -> pygame.Rect:
    """The first candidate covering none of ``avoid``, else the one covering least."""
    spots = candidates(size, mouse, bounds)
    return min(spots, key=lambda r: (overlap(r, avoid), spots.index(r)))
