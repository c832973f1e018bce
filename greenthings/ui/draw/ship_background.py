"""The ship's background, drawn once per size from the map data: hull,
rooms, passageways with stripes, walls, hatches as thick amber bars at each
hatch connection's ``at`` point, open passageways as thin dashed lines, the
weapon pictures -- and each room's name, kept apart (the board draws names
every frame, where tokens leave them room).
"""
from __future__ import annotations

import math
import random
import zlib
from typing import Sequence

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.outside_art import paint_skin, paint_space
from greenthings.ui.draw.room_labels import MIN_SIZE, fit_name, name_picture, wordings
from greenthings.ui.draw.weapon_icons import weapon_icon

Pt = tuple[float, float]


def render_background(view) -> tuple[pygame.Surface, dict[str, tuple[pygame.Rect, pygame.Surface]], set[str]]:
    """The background of a ShipView at its present size, each room's name
    (screen rect, picture) and the rooms named in a shorter wording."""
    painter = _Painter(view)
    return painter.render(), painter.names, painter.shortened


def nearest_edge(poly: Sequence[Pt], pt: Pt) -> tuple[Pt, Pt, float]:
    best = (poly[0], poly[1], float("inf"))
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        dx, dy = b[0] - a[0], b[1] - a[1]
        L2 = dx * dx + dy * dy or 1e-9
        t = max(0.0, min(1.0, ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / L2))
        d = math.hypot(pt[0] - (a[0] + t * dx), pt[1] - (a[1] + t * dy))
        if d < best[2]:
            best = (a, b, d)
    return best


def _unit(a: Pt, b: Pt) -> Pt:
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = math.hypot(dx, dy) or 1.0
    return dx / L, dy / L


def dashed_line(surface: pygame.Surface, color, a: Pt, b: Pt, width: int, dash: float, gap: float) -> None:
    """A dashed straight line from ``a`` to ``b``."""
    ux, uy = _unit(a, b)
    total = math.hypot(b[0] - a[0], b[1] - a[1])
    t = 0.0
    while t < total:
        e = min(total, t + dash)
        pygame.draw.line(surface, color, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), width)
        t = e + gap


def _thick_polygon_blob(surface: pygame.Surface, color, poly: Sequence[Pt], radius: float) -> None:
    """Fill ``poly`` grown by ``radius`` (polygon + thick edges + round joints)."""
    pygame.draw.polygon(surface, color, poly)
    w = max(1, int(radius * 2))
    n = len(poly)
    for i in range(n):
        pygame.draw.line(surface, color, poly[i], poly[(i + 1) % n], w)
        pygame.draw.circle(surface, color, poly[i], radius)


def _row_width(poly: Sequence[Pt], y: float, x_hint: float) -> float:
    """Width of the polygon's horizontal slice through (x_hint, y)."""
    xs = []
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    for i in range(0, len(xs) - 1, 2):
        if xs[i] <= x_hint <= xs[i + 1]:
            return xs[i + 1] - xs[i]
    return 0.0


class _Painter:
    def __init__(self, view) -> None:
        self.ship = view.ship
        self.scale = view.scale
        self.ui_factor = view.ui_factor
        self.rect = view.rect
        self.to_screen = view.to_screen
        self.show_names = view.show_names
        self.show_pictures = view.show_pictures
        self._polys = {aid: view.polygon(aid) for aid in view.shapes.polygons}
        #: The ship's own rooms and passages (Outside the Znutar's places are drawn apart).
        self.inside = [aid for aid, a in view.ship.areas.items() if a.inside_hull and aid in self._polys]
        self.view = view
        self.names: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
        self.shortened: set[str] = set()  # rooms named in a shorter wording

    def render(self) -> pygame.Surface:
        s = self.scale
        surf = pygame.Surface(self.rect.size)
        surf.fill(P.SPACE)
        ox, oy = self.rect.topleft
        rng = random.Random(1980)  # the stars never move
        for _ in range(int(self.rect.w * self.rect.h / 2500)):
            x, y = rng.randrange(self.rect.w), rng.randrange(self.rect.h)
            c = rng.randrange(60, 200)
            surf.set_at((x, y), (c, c, min(255, c + 30)))
        local = {aid: [(x - ox, y - oy) for x, y in poly] for aid, poly in self._polys.items()}
        outside = self.view.shapes.outside
        if outside:
            paint_space(surf, self.view, local)
        # Hull: every area grown outwards, an edge colour first, then the plating.
        for radius, color in ((16 * s + 2, P.HULL_EDGE), (16 * s, P.HULL)):
            for aid in self.inside:
                _thick_polygon_blob(surf, color, local[aid], radius)
        if outside:
            paint_skin(surf, self.view, local)
        # Rooms and passageways.
        for aid in self.inside:
            area = self.ship.areas[aid]
            poly = local[aid]
            if area.is_passage:
                self._striped(surf, poly)
            else:
                color = P.ROOM_BAY if aid in self.ship.boat_bays else (
                    P.ROOM if zlib.crc32(aid.encode()) % 2 else P.ROOM_ALT)
                pygame.draw.polygon(surf, color, poly)
        wall_w = max(2, round(4 * s))
        for aid in self.inside:
            pygame.draw.polygon(surf, P.WALL, local[aid], wall_w)
        # Connections: open passageways erase the wall and get a dashed line;
        # hatches are thick amber bars.
        for c in self.ship.connections:
            if c.a not in self.inside or c.b not in self.inside:
                continue  # the skin's joints are drawn with the skin
            at = self.to_screen(c.at)
            at = (at[0] - ox, at[1] - oy)
            a1, a2, _ = nearest_edge(local[c.a], at)
            ux, uy = _unit(a1, a2)
            if c.is_hatch:
                edge_len = math.hypot(a2[0] - a1[0], a2[1] - a1[1])
                half = min(edge_len * 0.42, 24 * s)
                p1 = (at[0] - ux * half, at[1] - uy * half)
                p2 = (at[0] + ux * half, at[1] + uy * half)
                w = max(4, round(10 * s))
                pygame.draw.line(surf, P.HATCH_EDGE, p1, p2, w + 4)
                pygame.draw.line(surf, P.HATCH, p1, p2, w)
            else:
                b1, b2, _ = nearest_edge(local[c.b], at)
                proj = [((p[0] - at[0]) * ux + (p[1] - at[1]) * uy) for p in (a1, a2)]
                projb = [((p[0] - at[0]) * ux + (p[1] - at[1]) * uy) for p in (b1, b2)]
                lo = max(min(proj), min(projb))
                hi = min(max(proj), max(projb))
                if hi - lo < 10 * s:
                    lo, hi = min(proj), max(proj)
                lo += wall_w
                hi -= wall_w
                p1 = (at[0] + ux * lo, at[1] + uy * lo)
                p2 = (at[0] + ux * hi, at[1] + uy * hi)
                pygame.draw.line(surf, P.PASSAGE, p1, p2, wall_w + 4)
                dashed_line(surf, P.OPENING, p1, p2, max(1, round(2 * s)), 7 * s + 2, 5 * s + 2)
        # Names and weapon pictures.
        for aid in self.inside:
            self._draw_label(surf, aid, self.ship.areas[aid], local[aid], (ox, oy))
        return surf

    def _striped(self, surf: pygame.Surface, poly: list[Pt]) -> None:
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
        tile = pygame.Surface(box.size, pygame.SRCALPHA)
        tile.fill((*P.PASSAGE, 255))
        step = max(6, int(14 * self.scale))
        for k in range(-box.h, box.w + box.h, step):
            pygame.draw.line(tile, (*P.PASSAGE_STRIPE, 255), (k, 0), (k + box.h, box.h), max(1, step // 3))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in poly])
        tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(tile, box.topleft)

    def _draw_label(self, surf: pygame.Surface, aid: str, area, poly: list[Pt], origin: Pt) -> None:
        """Room name near the top of the room (the lower part is left for the
        tokens), whole inside the room (room_labels.fit_name), the weapon
        pictures small beneath it."""
        s = self.scale
        cx, cy = self.to_screen(area.label_at)
        cx, cy = cx - origin[0], cy - origin[1]
        if area.is_passage:
            if self.show_names:
                num = render_text(aid.rsplit("-", 1)[-1], max(9, round(14 * s)), (120, 130, 152), bold=True)
                surf.blit(num, num.get_rect(center=(cx, cy)))  # faint: tokens may cover it
            return
        icons = list(area.weapon_pictures) if self.show_pictures else []
        icon_size = max(12, round(24 * s))
        icons_w = len(icons) * (icon_size + 3)
        icons_h = icon_size + 2 if icons else 0
        name_img, y = None, cy - icons_h / 2
        if self.show_names:
            base = max(11, min(round(20 * max(1.0, self.ui_factor)), round(19 * s)))
            width = max(40.0, _row_width(poly, cy, cx) - 12 * s)
            first = name_picture(wrap_text(area.name, font(base, bold=True, condensed=True), int(width)), base)
            y = self._high_in_room(poly, cx, cy, max(first.get_width(), icons_w) + 6, first.get_height() + icons_h)
            fitted = fit_name(area.name, poly, (cx, y), width, range(base, MIN_SIZE - 1, -1),
                              margin=max(1, round(2 * s)))
            if fitted is not None:
                name_img, at, wording = fitted
            else:  # nowhere whole in the room (the layout check says so): the smallest, where it goes
                name_img = name_picture(wordings(area.name)[-1:], MIN_SIZE)
                at, wording = (round(cx - name_img.get_width() / 2), round(y)), wordings(area.name)[-1]
            name_rect = name_img.get_rect(topleft=at)
            self.names[aid] = (name_rect.move(origin[0], origin[1]), name_img)
            if wording != area.name:
                self.shortened.add(aid)
            cx, y = name_rect.centerx, name_rect.bottom - 2
        if icons:
            x = cx - (icons_w - 3) / 2
            for w in icons:
                ghost = weapon_icon(w, icon_size).copy()
                ghost.set_alpha(160)
                surf.blit(ghost, ghost.get_rect(topleft=(int(x), int(y + 1))))
                x += icon_size + 3

    def _high_in_room(self, poly: list[Pt], cx: float, cy: float, block_w: float, block_h: float) -> float:
        """Where a block of ``block_w`` x ``block_h`` centred on ``cx`` goes:
        as high in the room as the room is wide enough for it."""
        s = self.scale
        ys = [p[1] for p in poly]
        top, bottom = min(ys), max(ys)
        y = cy - block_h / 2
        probe = top + max(6 * s, 4)
        while probe < y:
            if _row_width(poly, probe, cx) >= block_w and _row_width(poly, probe + block_h, cx) >= block_w:
                return probe
            probe += max(2, 4 * s)
        return min(y, bottom - block_h)
