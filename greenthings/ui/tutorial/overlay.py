"""How the coach looks: a framed box of words placed where it hides neither
what it points at nor the lit areas, a pulsing outline round the target and
an arrow from the box to it."""
from __future__ import annotations

import math

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.scenes.board.tooltip_place import overlap
from greenthings.ui.tutorial.targets import Target

POINTER = (255, 236, 120)  # the coach's colour: the outline and the arrow
BOX_W = 390
PAD = 14
BUTTON_H = 34
TITLE_SIZE, TEXT_SIZE = 17, 14


def box_size(title: str, text: str, width: int) -> tuple[int, int]:
    """The box that holds ``title`` and ``text`` wrapped to ``width``, and a row of buttons."""
    body = font(TEXT_SIZE)
    lines = len(wrap_text(text, body, width - 2 * PAD))
    return width, PAD + font(TITLE_SIZE, bold=True).get_linesize() + 6 + lines * body.get_linesize() + 10 \
        + BUTTON_H + PAD


def banner_band(map_rect: pygame.Rect) -> pygame.Rect:
    """Where the board's banners show (the middle of the map's top): the box keeps clear."""
    return pygame.Rect(map_rect.x + map_rect.w // 6, map_rect.y, map_rect.w * 2 // 3, 130)


def place_box(size: tuple[int, int], bounds: pygame.Rect, target: pygame.Rect | None,
              avoid: list[pygame.Rect]) -> pygame.Rect:
    """A corner of ``bounds`` (the map) for the box: one hiding neither the
    target nor ``avoid`` (the lit areas), else the one hiding least; among
    equals, the one nearest the target (a short arrow)."""
    w, h = size
    inner = bounds.inflate(-16, -16)
    corners = [pygame.Rect(0, 0, w, h) for _ in range(4)]
    corners[0].bottomleft = inner.bottomleft
    corners[1].topleft = inner.topleft
    corners[2].bottomright = inner.bottomright
    corners[3].topright = inner.topright
    corners = [c.clamp(bounds) for c in corners]

    def cost(r: pygame.Rect) -> tuple:
        hides_target = overlap(r, [target]) if target is not None else 0
        near = math.dist(r.center, target.center) if target is not None else 0.0
        return (hides_target, overlap(r, avoid), near)

    return min(corners, key=cost)


def draw_box(surface: pygame.Surface, box: pygame.Rect, title: str, text: str, counter: str) -> None:
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*P.PANEL_DARK, 238), shade.get_rect(), border_radius=10)
    surface.blit(shade, box.topleft)
    pygame.draw.rect(surface, POINTER, box, 2, border_radius=10)
    head = font(TITLE_SIZE, bold=True)
    y = box.y + PAD
    surface.blit(head.render(title, True, P.TITLE_GREEN), (box.x + PAD, y))
    count = font(12).render(counter, True, P.TEXT_DIM)
    surface.blit(count, count.get_rect(topright=(box.right - PAD, y + 3)))
    y += head.get_linesize() + 6
    body = font(TEXT_SIZE)
    for line in wrap_text(text, body, box.w - 2 * PAD):
        surface.blit(body.render(line, True, P.TEXT), (box.x + PAD, y))
        y += body.get_linesize()


def draw_pointer(surface: pygame.Surface, box: pygame.Rect, target: Target, clock: float) -> None:
    """The pulsing outline of the target and an arrow from the box to it."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    width = 3 + int(round(2 * pulse))
    if target.outline:
        pygame.draw.polygon(surface, POINTER, target.outline, width)
        goal_rect = target.rect
    else:
        goal_rect = target.rect.inflate(8 + int(6 * pulse), 8 + int(6 * pulse))
        pygame.draw.rect(surface, POINTER, goal_rect, width, border_radius=8)
    if box.colliderect(goal_rect):
        return  # right beside the box: the outline says enough
    start = _edge_point(box, goal_rect.center)
    end = _edge_point(goal_rect, start)
    _arrow(surface, start, end)


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


def _arrow(surface: pygame.Surface, start, end) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 12:
        return
    ux, uy = dx / length, dy / length
    head = 16
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, P.PANEL_DARK, start, base, 7)
    pygame.draw.line(surface, POINTER, start, base, 3)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tip = [end, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.polygon(surface, POINTER, tip)
    pygame.draw.polygon(surface, P.PANEL_DARK, tip, 1)
