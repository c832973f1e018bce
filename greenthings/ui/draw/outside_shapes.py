"""Where the places of Outside the Znutar are drawn, worked out from the map
data (no coordinates written here): the skin as a band round the hull, split
at each skin area's edges, and the four space areas beyond it.

The map's overlay gives each skin area a small box just beyond its room; its
middle (``label_at``) says in which direction from the hull's middle that
skin area lies.  Going round in the ring's order, the band is cut halfway
between two neighbours' directions; each piece of band runs from just
outside the hull plating outwards.  A space area is the part of the frame
beyond the band over the directions of its skin areas.  Directions are
measured on the hull squashed to a circle, so long sides get long pieces.

Boats are cards (inside above, outside below) at a *berth*: one under their
bay beyond the band (docked), and one in each space area for each boat.

Everything is in the map's canvas units; pure geometry, no pygame.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

Pt = tuple[float, float]

SKIN, SPACE, BOAT, BOAT_OUTSIDE = "skin", "space", "boat", "boat-outside"
OVERLAY = "outside_the_znutar"   # the map file's section with the expansion's places (ShipMap.extras)
OUTSIDE_KINDS = (SKIN, SPACE, BOAT, BOAT_OUTSIDE)

PLATING = 24      # the hull plating drawn round the rooms (canvas units)
BAND = 64         # the skin band's width
GAP = 10          # between the band and space
FRAME = 190       # how far space reaches beyond the band at its farthest
CARD = (200, 150)  # a boat's card: width, height (inside over outside), each half a row of tokens
MIN_TURN = math.radians(5)  # the narrowest piece of band
SAMPLES = 6       # points along each piece of band per side


@dataclass(frozen=True)
class OutsideShapes:
    polygons: dict[str, tuple[Pt, ...]]   # skin and space areas
    labels: dict[str, Pt]                 # where their tokens gather
    band_mid: dict[str, Pt]               # a skin area's middle, on the band's centre line
    berths: dict[tuple[str, str], Pt]     # (boat, its bay or a space area) -> the card's middle
    frame: tuple[float, float, float, float]  # x, y, w, h covering all of it


def is_outside_map(ship) -> bool:
    return bool(ship.extras.get(OVERLAY)) and any(a.kind == SKIN for a in ship.areas.values())


def _hull_polygons(ship) -> list[list[Pt]]:
    return [list(map(tuple, a.polygon)) for a in ship.areas.values() if a.inside_hull]


def _ray_reach(polys, c: Pt, d: Pt) -> float:
    """The farthest point of the hull along the ray c + t*d (t >= 0)."""
    best = 0.0
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
            ex, ey = x2 - x1, y2 - y1
            den = d[0] * ey - d[1] * ex
            if abs(den) < 1e-12:
                continue
            t = ((x1 - c[0]) * ey - (y1 - c[1]) * ex) / den
            u = ((x1 - c[0]) * d[1] - (y1 - c[1]) * d[0]) / den
            if t >= 0 and 0 <= u <= 1:
                best = max(best, t)
    return best


@lru_cache(maxsize=4)
def outside_shapes(ship) -> OutsideShapes:
    out = ship.extras[OVERLAY]
    polys = _hull_polygons(ship)
    xs = [p[0] for poly in polys for p in poly]
    ys = [p[1] for poly in polys for p in poly]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    hw, hh = (max(xs) - min(xs)) / 2, (max(ys) - min(ys)) / 2

    def angle_of(p: Pt) -> float:
        return math.atan2((p[1] - cy) / hh, (p[0] - cx) / hw)

    def direction(theta: float) -> Pt:
        dx, dy = math.cos(theta) * hw, math.sin(theta) * hh
        n = math.hypot(dx, dy)
        return dx / n, dy / n

    ring = list(out["skin_areas_in_perimeter_order"])
    raw = [angle_of(tuple(ship.areas[s].label_at)) for s in ring]
    # Unwrap so the angles run one way round (the ring's order); a skin area
    # whose box sits a little back (the fuel pods' two) still gets a piece.
    turn = 1.0 if sum(math.remainder(raw[(i + 1) % len(raw)] - raw[i], math.tau) for i in range(len(raw))) > 0 \
        else -1.0
    ang = [raw[0] * turn]
    for a in raw[1:]:
        ang.append(max(ang[-1] + math.remainder(a * turn - ang[-1], math.tau), ang[-1] + MIN_TURN))
    ang = [a * turn for a in ang]
    cuts = []  # the cut before each skin area
    for i in range(len(ring)):
        prev = ang[i - 1] if i else ang[-1] - turn * math.tau
        cuts.append((prev + ang[i]) / 2)
    cuts.append(cuts[0] + turn * math.tau)

    @lru_cache(maxsize=None)
    def reach(theta: float) -> float:
        """The hull's reach, smoothed over a few degrees (no notches in the band)."""
        return max(_ray_reach(polys, (cx, cy), direction(theta + math.radians(d))) for d in (-6, -3, 0, 3, 6))

    def point(theta: float, r: float) -> Pt:
        d = direction(theta)
        return (cx + d[0] * r, cy + d[1] * r)

    def along(a0: float, a1: float) -> list[float]:
        return [a0 + (a1 - a0) * k / SAMPLES for k in range(SAMPLES + 1)]

    polygons: dict[str, tuple[Pt, ...]] = {}
    labels: dict[str, Pt] = {}
    band_mid: dict[str, Pt] = {}
    far: dict[float, float] = {}
    for i, skin in enumerate(ring):
        thetas = along(cuts[i], cuts[i + 1])
        inner = [point(t, reach(t) + PLATING) for t in thetas]
        outer = [point(t, reach(t) + PLATING + BAND) for t in reversed(thetas)]
        polygons[skin] = tuple(inner + outer)
        mid = (cuts[i] + cuts[i + 1]) / 2
        band_mid[skin] = labels[skin] = point(mid, reach(mid) + PLATING + BAND / 2)
        for t in thetas:
            far[t] = reach(t)
    # The frame: space reaches FRAME beyond the band's farthest point.
    edge = max(far.values()) + PLATING + BAND + FRAME
    fx0, fy0 = cx - edge * hw / max(hw, hh), cy - edge * hh / max(hw, hh)
    fx0 = min(fx0, min(p[0] for p in polygons.values() for p in p) - FRAME)
    fx1 = max(cx + (cx - fx0), max(p[0] for p in polygons.values() for p in p) + FRAME)
    fy0 = min(fy0, min(p[1] for p in polygons.values() for p in p) - FRAME)
    fy1 = max(cy + (cy - fy0), max(p[1] for p in polygons.values() for p in p) + FRAME)
    frame = (fx0, fy0, fx1 - fx0, fy1 - fy0)

    def to_frame(theta: float) -> Pt:
        d = direction(theta)
        ts = []
        for lo, hi, c, k in ((fx0, fx1, cx, d[0]), (fy0, fy1, cy, d[1])):
            if abs(k) > 1e-12:
                ts.append(((hi if k > 0 else lo) - c) / k)
        t = min(ts)
        return (cx + d[0] * t, cy + d[1] * t)

    index = {s: i for i, s in enumerate(ring)}
    spans: dict[str, tuple[float, float]] = {}
    for space, skins in out["space_areas"].items():
        sid = f"space:{space}"
        idx = sorted(index[s] for s in skins)
        # The skin areas of a space area are consecutive on the ring (maybe round the end).
        first = next(i for i in idx if (i - 1) % len(ring) not in idx)
        last = next(i for i in idx if (i + 1) % len(ring) not in idx)
        a0 = cuts[first]
        a1 = cuts[last + 1] if last >= first else cuts[last + 1] + turn * math.tau
        thetas = [a0 + (a1 - a0) * k / (SAMPLES * len(idx)) for k in range(SAMPLES * len(idx) + 1)]
        inner = [point(t, reach(t) + PLATING + BAND + GAP) for t in thetas]
        outer = _frame_path([to_frame(t) for t in reversed(thetas)], frame)
        polygons[sid] = tuple(inner + outer)
        spans[sid] = (a0, a1)
    berths: dict[tuple[str, str], Pt] = {}
    boats = sorted((b.id, bay) for bay, b in ship.boat_bays.items())
    for boat, bay in boats:
        skin = out["airlocks"].get(bay)
        if skin is not None:  # docked: just beyond the band, under the bay
            mid = angle_of(band_mid[skin])
            berths[(boat, bay)] = point(mid, reach(mid) + PLATING + BAND + GAP + CARD[1] * 0.5 + 4)
    docked = [p for (_b, at), p in berths.items() if at in ship.boat_bays]
    for sid, (a0, a1) in spans.items():
        # Each boat's berth in turn: the free spot farthest from the cards
        # already placed (docked ones included), as far out as a card fits.
        spots = []
        for k in range(1, 24):
            theta = a0 + (a1 - a0) * k / 24
            near = point(theta, reach(theta) + PLATING + BAND + GAP)
            rim = to_frame(theta)
            depth = math.hypot(rim[0] - near[0], rim[1] - near[1]) or 1.0
            x, y = _between(near, rim, max(0.45, 1 - (CARD[1] * 0.62 + 8) / depth))
            x = min(max(x, fx0 + CARD[0] / 2 + 8), fx1 - CARD[0] / 2 - 8)  # the whole card in the frame
            y = min(max(y, fy0 + CARD[1] / 2 + 8), fy1 - CARD[1] / 2 - 8)
            spots.append(((x, y), abs(k - 12)))
        placed = list(docked)
        for boat, _bay in boats:  # clear of the other cards, then the nearest the middle of the area
            best = max(spots, key=lambda s: (min(min((_clearance(s[0], c) for c in placed), default=9.0), 1.1),
                                             -s[1]))[0]
            berths[(boat, sid)] = best
            placed.append(best)
    for sid, (a0, a1) in spans.items():
        # Where the space area's own tokens gather: clear of every card that may be there.
        cards = docked + [p for (_b, at), p in berths.items() if at == sid]
        best = None
        for i, frac in enumerate((0.5, 0.3, 0.7, 0.15, 0.85)):
            theta = a0 + (a1 - a0) * frac
            near = point(theta, reach(theta) + PLATING + BAND + GAP)
            for radial in (0.3, 0.45):
                spot = _between(near, to_frame(theta), radial)
                clear = min(_clearance(spot, c) for c in cards)
                if best is None or (min(clear, 1.0), -i) > best[0]:
                    best = ((min(clear, 1.0), -i), spot)
        labels[sid] = best[1]
    return OutsideShapes(polygons, labels, band_mid, berths, frame)


def _clearance(p: Pt, card: Pt) -> float:
    """How far ``p`` is from a card's middle, in cards (1 or more: clear of it)."""
    return max(abs(p[0] - card[0]) / CARD[0], abs(p[1] - card[1]) / CARD[1])


def _between(a: Pt, b: Pt, t: float) -> Pt:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _frame_path(pts: list[Pt], frame) -> list[Pt]:
    """Points on the frame, with the frame's corners put in where the path turns one."""
    x0, y0, w, h = frame
    x1, y1 = x0 + w, y0 + h
    out = [pts[0]]
    for p in pts[1:]:
        q = out[-1]
        side_q = _side(q, frame)
        side_p = _side(p, frame)
        if side_q != side_p and side_q and side_p:
            corner = {frozenset("lt"): (x0, y0), frozenset("rt"): (x1, y0),
                      frozenset("lb"): (x0, y1), frozenset("rb"): (x1, y1)}.get(frozenset(side_q + side_p))
            if corner is not None:
                out.append(corner)
        out.append(p)
    return out


def _side(p: Pt, frame) -> str:
    x0, y0, w, h = frame
    eps = 1e-6
    if abs(p[0] - x0) < eps:
        return "l"
    if abs(p[0] - x0 - w) < eps:
        return "r"
    if abs(p[1] - y0) < eps:
        return "t"
    if abs(p[1] - y0 - h) < eps:
        return "b"
    return ""


def card_polygons(centre: Pt) -> tuple[tuple[Pt, ...], tuple[Pt, ...]]:
    """A boat's card at ``centre``: (inside, outside) rectangles."""
    w, h = CARD
    x0, y0 = centre[0] - w / 2, centre[1] - h / 2
    ym = y0 + h * 0.52
    inside = ((x0, y0), (x0 + w, y0), (x0 + w, ym), (x0, ym))
    outside = ((x0, ym), (x0 + w, ym), (x0 + w, y0 + h), (x0, y0 + h))
    return inside, outside
