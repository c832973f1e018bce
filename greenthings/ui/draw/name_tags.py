"""Where a crowded room's name goes: on a small dark tag that hides no token
and no other name, inside the room where its tokens leave space, as near
the usual place as can be (never astride a wall: it would seem to name the
room next door)."""
from __future__ import annotations

from typing import Sequence

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.ship_background import Pt
from greenthings.ui.draw.room_labels import HYPHEN, Room, wordings


def place_name_tag(name: str, poly: Sequence[Pt], usual: Pt, tokens: Sequence[tuple[Pt, float]],
                   names: Sequence[pygame.Rect], bounds: pygame.Rect,
                   sizes: Sequence[int]) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tag for room ``name`` (outline ``poly``, name usually centred at
    ``usual``) and where it goes inside the room, trying the font ``sizes``
    largest first, on one line and then wrapped; ``tokens`` are (centre,
    radius) to keep clear, ``names`` the other names' rectangles, ``bounds``
    the board.  None if the room has no place for it."""
    room = Room(poly, margin=1)
    room.block(bounds, names, tokens)
    seen = set()
    for text, fsize in ((t, z) for t in wordings(name)[:2] + wordings(name)[-1:] for z in sizes):
        if (text, fsize) in seen:
            continue
        seen.add((text, fsize))
        fnt = font(fsize, bold=True, condensed=True)
        for lines in ([text], wrap_text(text, fnt, max(fnt.size(w)[0] for w in text.split()) + 2)):
            lines = [line.replace(HYPHEN, "") for line in lines]
            imgs = [render_text(line, fsize, P.ROOM_TEXT, bold=True, condensed=True) for line in lines]
            size = (max(i.get_width() for i in imgs) + 8, sum(i.get_height() for i in imgs) + 2)
            at = room.place(pygame.mask.Mask(size, fill=True), (round(usual[0] - size[0] / 2),
                                                                round(usual[1] - size[1] / 2)))
            if at is not None:
                r = pygame.Rect(at, size)
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

def nearest_point(rect: pygame.Rect, pt: Pt) -> Pt:
    return (min(max(pt[0], rect.left), rect.right), min(max(pt[1], rect.top), rect.bottom))
