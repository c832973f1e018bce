"""Walls between areas: whether a step crosses one (the map's ``wall``
edges, which only a species that phases may cross, by the engine's leave),
and where two areas touch on the board, for drawing a monster that goes
through.  Geometry on the map's polygons (canvas units); no pygame."""
from __future__ import annotations

import math
from functools import lru_cache

Pt = tuple[float, float]
STEP = 3.0   # canvas units between the points sampled along a boundary
NEAR = 22.0  # a point this close to the other area's boundary is on the shared wall (the
             # board leaves 11 to 18 units of wall between areas)


def is_through_wall(ship, frm: str, to: str) -> bool:
    """Does a step from ``frm`` to ``to`` cross a wall (no hatch, no opening)?"""
    edge = ship.edge(frm, to)
    return edge is not None and edge.kind == "wall"


def _nearest_on_segment(p: Pt, a: Pt, b: Pt) -> Pt:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy or 1e-9
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return (a[0] + t * dx, a[1] + t * dy)


def _nearest_on_boundary(p: Pt, poly: tuple[Pt, ...]) -> Pt:
    return min((_nearest_on_segment(p, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))),
               key=lambda q: math.dist(p, q))


def _samples(poly: tuple[Pt, ...]) -> list[Pt]:
    out: list[Pt] = []
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) / STEP))
        out.extend((a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(n))
    return out


@lru_cache(maxsize=256)
def shared_wall(poly_a: tuple[Pt, ...], poly_b: tuple[Pt, ...]) -> tuple[Pt, ...]:
    """The middle of the wall between two areas: the longest run of
    ``poly_a``'s boundary that lies along ``poly_b``'s, each point moved
    halfway across the wall, in order (empty: they do not touch)."""
    pts = [((p[0] + q[0]) / 2, (p[1] + q[1]) / 2, math.dist(p, q))
           for p in _samples(poly_a) for q in (_nearest_on_boundary(p, poly_b),)]
    near = [d <= NEAR for *_xy, d in pts]
    pts = [(x, y) for x, y, _d in pts]
    if not any(near):
        return ()
    if all(near):
        return tuple(pts)
    start = near.index(False)  # walk from a point off the wall, so no run wraps
    best: list[Pt] = []
    run: list[Pt] = []
    for k in range(1, len(pts) + 1):
        i = (start + k) % len(pts)
        if near[i]:
            run.append(pts[i])
            if len(run) > len(best):
                best = list(run)
        else:
            run = []
    return tuple(best)


def wall_length(points: tuple[Pt, ...]) -> float:
    return sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))
