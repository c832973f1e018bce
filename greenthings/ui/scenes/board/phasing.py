"""Drawing moves through walls (by a species whose monsters may phase
through them): the wall shimmers in the species' colour and the token seeps
across it on a dashed path, instead of flying to a hatch.  Which moves go
through a wall is the engine's to say (its legal actions and the map's
``wall`` edges); this only draws them."""
from __future__ import annotations

import math

import pygame

from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.walls import shared_wall

Pt = tuple[float, float]


def wall_points(view, a: str, b: str) -> list[Pt]:
    """The middle of the wall between two areas, on screen."""
    ship = view.ship
    pts = shared_wall(tuple(map(tuple, ship.areas[a].polygon)), tuple(map(tuple, ship.areas[b].polygon)))
    return [view.to_screen(p) for p in pts]


def crossing(view, a: str, b: str) -> Pt:
    """Where a monster goes through the wall: the point of the wall nearest
    the line between the two areas' middles (the midpoint if they do not touch)."""
    ca, cb = view.center(a), view.center(b)
    mid = ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
    pts = wall_points(view, a, b)
    return min(pts, key=lambda p: math.dist(p, mid)) if pts else mid


def light(colour, amount: float = 0.45) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * amount) for c in colour[:3])


def draw_wall_shimmer(surface: pygame.Surface, points: list[Pt], colour, clock: float, width: int = 4) -> None:
    """A wall that can be (or is being) crossed: a wavy glowing line along it."""
    if len(points) < 2:
        return
    wave = []
    for i, p in enumerate(points):
        q = points[min(i + 1, len(points) - 1)] if i + 1 < len(points) else p
        r = points[i - 1] if i else p
        dx, dy = q[0] - r[0], q[1] - r[1]
        n = math.hypot(dx, dy) or 1.0
        off = 2.5 * math.sin(i * 1.3 + clock * 14)
        wave.append((p[0] - dy / n * off, p[1] + dx / n * off))
    glow = light(colour, 0.25 + 0.2 * (1 + math.sin(clock * 9)) / 2)
    pygame.draw.lines(surface, (20, 14, 30), False, points, width + 4)
    pygame.draw.lines(surface, glow, False, wave, width)


def dashed(surface: pygame.Surface, colour, a: Pt, b: Pt, width: int = 3, dash: float = 9.0) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length / dash))
    for k in range(0, steps, 2):
        t0, t1 = k / steps, min(1.0, (k + 1) / steps)
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def draw_through_wall(surface: pygame.Surface, view, frm: str, to: str, t: float, colour,
                      token: pygame.Surface | None, offset: float = 0.0) -> None:
    """One move through a wall, ``t`` of the way (0..1): the shimmering wall,
    the dashed path via the crossing point, "through the wall" beside it, and
    the token -- faded while it is inside the wall."""
    a, b, x = view.center(frm), view.center(to), crossing(view, frm, to)
    if offset:
        a, b = (a[0] + offset, a[1]), (b[0] + offset, b[1])
    draw_wall_shimmer(surface, wall_points(view, frm, to), colour, t * 3, width=5)
    ink = light(colour)
    # The path so far: first leg to the wall, then on into the room.
    first = math.dist(a, x)
    total = first + math.dist(x, b) or 1.0
    along = t * total
    if along <= first:
        f = along / (first or 1.0)
        end = (a[0] + (x[0] - a[0]) * f, a[1] + (x[1] - a[1]) * f)
        dashed(surface, ink, a, end)
    else:
        f = (along - first) / (total - first or 1.0)
        end = (x[0] + (b[0] - x[0]) * f, x[1] + (b[1] - x[1]) * f)
        dashed(surface, ink, a, x)
        dashed(surface, ink, x, end)
    tag = render_text("through the wall", 12, (16, 12, 24), bold=True, condensed=True)
    box = tag.get_rect(midbottom=(x[0], x[1] - view.token_diameter * 0.6 - 6)).inflate(8, 2)
    pygame.draw.rect(surface, ink, box, border_radius=4)
    surface.blit(tag, tag.get_rect(center=box.center))
    if token is not None:
        img = token.copy()
        near_wall = math.dist(end, x) < view.token_diameter * 0.8
        img.set_alpha(110 if near_wall else 235)
        surface.blit(img, img.get_rect(center=(round(end[0]), round(end[1]))))
