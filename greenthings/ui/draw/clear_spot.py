"""Where a panel shown on hover goes (the tooltip, a crowded room opened
out): covering none of what the player may click next.

:class:`KeepClear` holds the shapes to leave uncovered -- lit areas'
outlines, ringed pieces, the piece and the point under the mouse -- on a
coarse grid of cells over the part of the window where panels may go.  A
panel takes the first of its preferred places that covers none of them,
else the free place nearest the first of them (found with a mask
convolution: every free place at once), else the preferred place that
covers least.  Shapes are marked on the grid generously (a cell touched is
a cell taken), so a place the grid calls free really is.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable, Sequence

import pygame

Pt = tuple[float, float]


class KeepClear:
    """Shapes a panel must not cover, within ``bounds`` (where panels may go),
    on a grid of ``cell`` window pixels."""

    def __init__(self, bounds: pygame.Rect, cell: int) -> None:
        self.bounds = pygame.Rect(bounds)
        self.cell = max(1, int(cell))
        self.cols = max(1, self.bounds.w // self.cell)  # whole cells: a place on the grid stays in bounds
        self.rows = max(1, self.bounds.h // self.cell)
        self.mask = pygame.mask.Mask((self.cols, self.rows))
        self.rects: list[pygame.Rect] = []  # the shapes as given (for the exact test)
        self.polygons: list[Sequence[Pt]] = []
        self.room = pygame.Rect(self.bounds)  # where panels go (:meth:`confine`)

    def copy(self) -> "KeepClear":
        out = KeepClear.__new__(KeepClear)
        out.bounds, out.cell, out.cols, out.rows = self.bounds, self.cell, self.cols, self.rows
        out.mask = self.mask.copy()
        out.rects, out.polygons, out.room = list(self.rects), list(self.polygons), pygame.Rect(self.room)
        return out

    def confine(self, rect: pygame.Rect) -> None:
        """Panels go inside ``rect`` only (the rest of the bounds is taken)."""
        self.room = pygame.Rect(rect).clip(self.bounds)
        b, r = self.bounds, self.room
        for strip in (pygame.Rect(b.x, b.y, b.w, r.y - b.y), pygame.Rect(b.x, r.bottom, b.w, b.bottom - r.bottom),
                      pygame.Rect(b.x, b.y, r.x - b.x, b.h), pygame.Rect(r.right, b.y, b.right - r.right, b.h)):
            if strip.w > 0 and strip.h > 0:
                cells = self._cells(strip)
                self.mask.draw(pygame.mask.Mask(cells.size, fill=True), cells.topleft)

    # -- marking shapes ------------------------------------------------------------
    def _cells(self, r: pygame.Rect) -> pygame.Rect:
        """The cells a window rectangle touches."""
        c, (bx, by) = self.cell, self.bounds.topleft
        x0, y0 = math.floor((r.left - bx) / c), math.floor((r.top - by) / c)
        x1, y1 = math.ceil((r.right - bx) / c), math.ceil((r.bottom - by) / c)
        return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))

    def add_rect(self, r: pygame.Rect) -> None:
        r = pygame.Rect(r)
        self.rects.append(r)
        cells = self._cells(r)
        self.mask.draw(pygame.mask.Mask(cells.size, fill=True), cells.topleft)

    def add_polygons(self, polygons: Iterable[Sequence[Pt]]) -> None:
        polygons = [p for p in polygons if len(p) >= 3]
        if not polygons:
            return
        self.polygons.extend(polygons)
        c, (bx, by) = self.cell, self.bounds.topleft
        sheet = pygame.Surface((self.cols, self.rows))
        for poly in polygons:
            pts = [((x - bx) / c, (y - by) / c) for x, y in poly]
            pygame.draw.polygon(sheet, (255, 255, 255), pts)
            pygame.draw.polygon(sheet, (255, 255, 255), pts, 2)  # the cells its outline runs through
        self.mask.draw(pygame.mask.from_threshold(sheet, (255, 255, 255), (1, 1, 1, 255)), (0, 0))

    # -- asking ------------------------------------------------------------------------
    def covered(self, r: pygame.Rect) -> int:
        """How many cells of the shapes ``r`` covers (0: none)."""
        cells = self._cells(r)
        return self.mask.overlap_area(pygame.mask.Mask(cells.size, fill=True), cells.topleft)

    def place(self, size: tuple[int, int], preferred: Sequence[pygame.Rect]) -> pygame.Rect:
        """A rectangle of ``size`` inside the bounds (or where :meth:`confine` says) covering none of the
        shapes: the first preferred one that does, else the free one nearest
        the first preferred, else the preferred one covering least."""
        w, h = size
        spots = [pygame.Rect(r.topleft, size).clamp(self.room) for r in preferred] or \
            [pygame.Rect(self.room.topleft, size)]
        for r in spots:
            if not self.covered(r):
                return r
        free = self._nearest_free(size, spots[0])
        if free is not None:
            return free
        return min(spots, key=lambda r: (self.covered(r), spots.index(r)))

    def _nearest_free(self, size: tuple[int, int], want: pygame.Rect) -> pygame.Rect | None:
        c = self.cell
        bw, bh = math.ceil(size[0] / c) + 1, math.ceil(size[1] / c) + 1  # any pixel offset within a cell
        if bw > self.cols or bh > self.rows:
            return None
        # Bit (x, y) of the convolution is set when the box with its lower
        # right cell at (x, y) covers a shape: the clear bits are free places.
        free = self.mask.convolve(pygame.mask.Mask((bw, bh), fill=True))
        free.invert()
        inside = pygame.mask.Mask(free.get_size())
        inside.draw(pygame.mask.Mask((self.cols - bw + 1, self.rows - bh + 1), fill=True), (bw - 1, bh - 1))
        free = free.overlap_mask(inside, (0, 0))
        target = self._cells(want)
        tx, ty = target.x + bw - 1, target.y + bh - 1
        hit = free.overlap(pygame.mask.Mask((1, 1), fill=True), (tx, ty))
        if hit is None:
            lo, hi = 0, 1
            while self._ring_hit(free, tx, ty, hi) is None:  # doubling, then halving
                if hi > self.cols + self.rows:
                    return None
                lo, hi = hi, hi * 2
            while hi - lo > 1:  # the smallest disc round the target holding a free place
                mid = (lo + hi) // 2
                if self._ring_hit(free, tx, ty, mid) is None:
                    lo = mid
                else:
                    hi = mid
            hit = self._ring_hit(free, tx, ty, hi)
        x, y = hit[0] - bw + 1, hit[1] - bh + 1
        r = pygame.Rect(self.bounds.x + x * c, self.bounds.y + y * c, *size)
        return r if self.room.contains(r) and not self.covered(r) else None

    @staticmethod
    def _ring_hit(free: pygame.mask.Mask, x: int, y: int, radius: int):
        return free.overlap(_disc(radius), (x - radius, y - radius))


@lru_cache(maxsize=64)
def _disc(radius: int) -> pygame.mask.Mask:
    sheet = pygame.Surface((2 * radius + 1, 2 * radius + 1))
    pygame.draw.circle(sheet, (255, 255, 255), (radius, radius), radius)
    return pygame.mask.from_threshold(sheet, (255, 255, 255), (1, 1, 1, 255))


def rect_meets_polygon(r: pygame.Rect, poly: Sequence[Pt]) -> bool:
    """Do the rectangle and the polygon share any area (edges touching do not count)?"""
    from greenthings.ui.draw.tokens import point_in_polygon

    inner = pygame.Rect(r).inflate(-2, -2)
    if inner.w <= 0 or inner.h <= 0:
        return False
    if any(inner.collidepoint(p) for p in poly):
        return True
    last_x, last_y = inner.right - 1, inner.bottom - 1  # its last pixels (a Rect's right and bottom lie outside)
    if any(point_in_polygon(x, y, poly) for x, y in ((inner.x, inner.y), (last_x, inner.y), (inner.x, last_y),
                                                   (last_x, last_y), inner.center)):
        return True
    n = len(poly)
    return any(inner.clipline(poly[i], poly[(i + 1) % n]) for i in range(n))
