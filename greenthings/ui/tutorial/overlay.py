"""How the coach looks: a framed box of words placed where it hides neither
what it points at nor the lit areas, a pulsing outline round the target and
an arrow from the box to it."""
from __future__ import annotations

import math

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.scenes.board.tooltip_place import overlap
from greenthings.ui.tutorial.targets import Target

POINTER = (255, 236, 120)  # the coach's colour: the outline and the arrow
# In design pixels (UIScale):
BOX_W = 390
PAD = 14
BUTTON_H = 34
LEAVE_W = 130
SKIP_W = 120
TITLE_SIZE, TEXT_SIZE, COUNTER_SIZE = 17, 14, 12


def box_size(title: str, text: str, width: int, scale: UIScale) -> tuple[int, int]:
    """The box that holds ``title`` and ``text`` wrapped to ``width``, and a row of buttons."""
    body, pad = font(scale.text(TEXT_SIZE)), scale.px(PAD)
    lines = len(wrap_text(text, body, width - 2 * pad))
    return width, pad + font(scale.text(TITLE_SIZE), bold=True).get_linesize() + scale.px(6) \
        + lines * body.get_linesize() + scale.px(10) + scale.px(BUTTON_H) + pad


def banner_band(map_rect: pygame.Rect, scale: UIScale) -> pygame.Rect:
    """Where the board's banners show (the middle of the map's top): the box keeps clear."""
    return pygame.Rect(map_rect.x + map_rect.w // 6, map_rect.y, map_rect.w * 2 // 3, scale.px(130))


def place_box(size: tuple[int, int], bounds: pygame.Rect, target: pygame.Rect | None,
              avoid: list[pygame.Rect], keep: list[pygame.Rect] = ()) -> pygame.Rect:
    """A place on the edge of ``bounds`` (the map: a corner, or the middle of
    the left or right side) for the box: one hiding neither the target nor
    ``keep`` (the lit areas, the rooms the step is about), then hiding as
    little of ``avoid`` as it can; among equals, the one nearest the target
    (a short arrow)."""
    w, h = size
    inner = bounds.inflate(-16, -16)  # a small margin (the map's frame), at any scale
    spots = [pygame.Rect(0, 0, w, h) for _ in range(6)]
    spots[0].bottomleft = inner.bottomleft
    spots[1].topleft = inner.topleft
    spots[2].bottomright = inner.bottomright
    spots[3].topright = inner.topright
    spots[4].midleft = inner.midleft
    spots[5].midright = inner.midright
    spots = [c.clamp(bounds) for c in spots]

    def cost(r: pygame.Rect) -> tuple:
        hides_target = overlap(r, [target]) if target is not None else 0
        near = math.dist(r.center, target.center) if target is not None else 0.0
        return (hides_target, overlap(r, list(keep)), overlap(r, avoid), near)

    return min(spots, key=cost)


def draw_box(surface: pygame.Surface, box: pygame.Rect, title: str, text: str, counter: str,
             scale: UIScale) -> None:
    radius, pad = scale.px(10), scale.px(PAD)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*P.PANEL_DARK, 238), shade.get_rect(), border_radius=radius)
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, POINTER, box, scale.px(2), border_radius=radius)
    head = font(scale.text(TITLE_SIZE), bold=True)
    y = box.y + pad
    blit_text(surface, head.render(title, True, P.TITLE_GREEN), (box.x + pad, y), "tutorial title", box)
    count = font(scale.text(COUNTER_SIZE)).render(counter, True, P.TEXT_DIM)
    blit_text(surface, count, count.get_rect(topright=(box.right - pad, y + scale.px(3))), "tutorial step", box)
    y += head.get_linesize() + scale.px(6)
    body = font(scale.text(TEXT_SIZE))
    for line in wrap_text(text, body, box.w - 2 * pad):
        blit_text(surface, body.render(line, True, P.TEXT), (box.x + pad, y), "tutorial text", box)
        y += body.get_linesize()


def draw_pointer(surface: pygame.Surface, box: pygame.Rect, target: Target, clock: float,
                 scale: UIScale) -> None:
    """The pulsing outline of the target and an arrow from the box to it."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    width = scale.px(3 + 2 * pulse)
    if target.outline:
        pygame.draw.polygon(surface, POINTER, target.outline, width)
        goal_rect = target.rect
    else:
        grow = scale.px(8 + 6 * pulse)
        goal_rect = target.rect.inflate(grow, grow)
        pygame.draw.rect(surface, POINTER, goal_rect, width, border_radius=scale.px(8))
    if box.colliderect(goal_rect):
        return  # right beside the box: the outline says enough
    start = _edge_point(box, goal_rect.center)
    end = _edge_point(goal_rect, start)
    _arrow(surface, start, end, scale)


def _edge_point(rect: pygame.Rect, toward: tuple[float, float]) -> tuple[float, float]:
    """Where the line from ``rect``'s middle to ``toward`` leaves ``rect``."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return rect.center
    tx = (rect.w / 2) / abs(dx) if dx else math.inf
    ty = (rect.h / 2) / abs(dy) if dy else math.inf
    t = min(tx, ty, 1.0)
    return cx + dx * t, cy + dy * t


def _arrow(surface: pygame.Surface, start, end, scale: UIScale) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    head = scale.px(16)
    if length < head:
        return
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, P.PANEL_DARK, start, base, scale.px(7))
    pygame.draw.line(surface, POINTER, start, base, scale.px(3))
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tip = [end, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, POINTER, tip)
    pygame.draw.polygon(surface, P.PANEL_DARK, tip, 1)
