"""Where a crowded room's name goes: on a small dark tag that hides no token
and no other name, inside the room if its tokens leave space, else astride
its outline, as near the usual place as can be."""
from __future__ import annotations

from typing import Sequence

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.ship_background import Pt
from greenthings.ui.draw.tokens import point_in_polygon


def place_name_tag(name: str, poly: Sequence[Pt], usual: Pt, tokens: Sequence[tuple[Pt, float]],
                   names: Sequence[pygame.Rect], bounds: pygame.Rect,
                   sizes: Sequence[int]) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tag for room ``name`` (outline ``poly``, name usually centred at
    ``usual``) and where it goes, trying the font ``sizes`` largest first, on
    one line and then wrapped; ``tokens`` are (centre, radius) to keep clear,
    ``names`` the other names' rectangles, ``bounds`` the board.  None if
    nowhere has room."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    room = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def hides_nothing(r: pygame.Rect) -> bool:
        return all(not circle_meets_rect(c, rad, r) for c, rad in tokens) and r.collidelist(names) < 0

    def inside(r: pygame.Rect) -> bool:
        return all(point_in_polygon(px, py, poly) for px, py in
                   (r.topleft, r.topright, r.bottomleft, r.bottomright, r.center, r.midtop, r.midbottom))

    for where in ("in", "astride"):
        for fsize in sizes:
            fnt = font(fsize, bold=True, condensed=True)
            for lines in ([name], wrap_text(name, fnt, max(fnt.size(w)[0] for w in name.split()) + 2)):
                imgs = [render_text(line, fsize, P.ROOM_TEXT, bold=True, condensed=True) for line in lines]
                size = (max(i.get_width() for i in imgs) + 8, sum(i.get_height() for i in imgs) + 2)
                if where == "in":
                    r = nearest_free(room, size, usual, lambda r: inside(r) and hides_nothing(r))
                else:
                    reach = room.inflate(size[0] + 16, size[1] * 2 + 16)
                    r = nearest_free(reach.clip(bounds), size, room.center,
                                     lambda r: bounds.contains(r) and not inside(r) and hides_nothing(r))
                if r is not None:
                    return _tag(imgs, r), r
    return None


def _tag(imgs: list[pygame.Surface], r: pygame.Rect) -> pygame.Surface:
    tag = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(tag, (12, 16, 28, 215), tag.get_rect(), border_radius=4)
    yy = 1
    for img in imgs:
        tag.blit(img, img.get_rect(midtop=(r.w / 2, yy)))
        yy += img.get_height()
    return tag

def circle_meets_rect(centre: Pt, radius: float, r: pygame.Rect) -> bool:
    nx, ny = min(max(centre[0], r.left), r.right), min(max(centre[1], r.top), r.bottom)
    return (nx - centre[0]) ** 2 + (ny - centre[1]) ** 2 < radius * radius


def nearest_free(box: pygame.Rect, size: tuple[int, int], near: Pt, ok) -> pygame.Rect | None:
    """The rectangle of ``size`` within ``box`` nearest ``near`` (rows count
    more than columns) for which ``ok`` holds, on a grid of a few pixels."""
    w, h = size
    best = None
    y = box.top + 2
    while y + h <= box.bottom - 2:
        x = box.left + 2
        while x + w <= box.right - 2:
            r = pygame.Rect(int(x), int(y), w, h)
            dist = abs(r.centery - near[1]) + abs(r.centerx - near[0]) * 0.5
            if (best is None or dist < best[0]) and ok(r):
                best = (dist, r)
            x += 4
        y += 3
    return None if best is None else best[1]


def nearest_point(rect: pygame.Rect, pt: Pt) -> Pt:
    return (min(max(pt[0], rect.left), rect.right), min(max(pt[1], rect.top), rect.bottom))
