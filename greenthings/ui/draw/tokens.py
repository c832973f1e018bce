"""Counters drawn as tokens.

Crew are round tokens with a short name and their three numbers (attack dice -
constitution - movement); the Robot and the Mascot get a square-ish and a
rounded token with a red ring.  Monsters have one shape per stage -- Adult a
hexagon "A", Baby a diamond "B", Egg an oval "E", Fragment a small triangle
"F" -- so they are told apart without colour.  A stunned piece is drawn
greyed with a "Zz" mark (upright, so it stays readable).  A crewman's
weapon hangs on a small plate off his token's lower right.

:func:`layout_tokens` places many tokens inside an area so that a crowded
room stays readable: a grid of slots inside the polygon, shrinking the tokens
when needed and ending with a "+N" badge when even the smallest size will not
fit them all.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.weapon_icons import weapon_icon

ABBREVIATIONS = {
    "captain": "Cpt", "first-officer": "1st", "comm-officer": "Com", "ops-officer": "Ops",
    "eng-officer": "EnO", "supply-officer": "Sup", "doc": "Doc", "medic": "Med",
    "sparks": "Spk", "sergeant": "Sgt", "marine-19": "Mar", "marine-18": "Mar",
    "cook": "Cook", "yeoman": "Yeo", "technician": "Tec", "engineer": "Eng",
    "machinist": "Mch", "coxswain": "Cox", "pilot-15": "Plt", "pilot-12": "Plt",
    "robot": "Rob", "mascot": "Ook",
}
SPECIAL_CREW = ("robot", "mascot")
STAGE_LETTERS = {"adult": "A", "baby": "B", "egg": "E", "fragment": "F"}
STAGE_SCALE = {"adult": 1.0, "baby": 0.94, "egg": 0.86, "fragment": 0.84}


@dataclass(frozen=True)
class Token:
    """What a token shows; built from the engine's piece info."""

    piece: str
    side: str  # "crew" or "monsters"
    label: str  # "Cpt" or "A"
    stage: str | None = None  # monsters: adult/baby/egg/fragment
    numbers: tuple[int, int, int] | None = None  # dice, con, move
    stunned: bool = False
    weapon: str | None = None  # weapon type held (crew); the type itself for side "weapon"
    count: int = 1  # identical monsters (or weapons) shown as one token "xN"

    @classmethod
    def for_weapon(cls, weapon_id: str, count: int = 1) -> "Token":
        """A weapon counter lying in an area (grouped by type)."""
        wtype = weapon_id.rsplit("-", 1)[0]
        return cls(weapon_id, "weapon", wtype, weapon=wtype, count=count)

    @classmethod
    def from_info(cls, info: dict) -> "Token":
        weapon = info.get("weapon")
        wtype = weapon.rsplit("-", 1)[0] if weapon else None
        if info.get("side") == "crew":
            return cls(info["id"], "crew", ABBREVIATIONS.get(info["id"], info["name"][:3]),
                       numbers=(info["dice"], info["con"], info["move"]),
                       stunned=bool(info.get("stunned")), weapon=wtype)
        stage = info.get("stage", "adult")
        return cls(info["id"], "monsters", STAGE_LETTERS.get(stage, info.get("letter", "?")),
                   stage=stage, stunned=bool(info.get("stunned")))


def _regular_polygon(cx: float, cy: float, r: float, n: int, rot: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


@lru_cache(maxsize=2048)
def render_token(token: Token, diameter: int) -> pygame.Surface:
    """A cached surface (diameter x diameter, a little more with a weapon
    plate; the token is always centred) with the token drawn upright."""
    d = max(10, int(diameter))
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d / 2
    edge = max(1, d // 14)
    if token.side == "weapon":  # a dark square plate: never mistaken for a crewman
        plate = pygame.Rect(2, 2, d - 4, d - 4)
        pygame.draw.rect(surf, (34, 40, 54), plate, border_radius=max(3, d // 6))
        pygame.draw.rect(surf, (190, 198, 214), plate, max(1, d // 16), border_radius=max(3, d // 6))
        icon = weapon_icon(token.weapon or token.label, int(d * 0.74))
        surf.blit(icon, icon.get_rect(center=(c, c)))
        if token.count > 1:
            _count_badge(surf, f"{token.count}", d)
        return surf
    if token.side == "crew":
        special = token.piece in SPECIAL_CREW
        fill = P.STUNNED_FILL if token.stunned else P.CREW_FILL
        ring = P.CREW_SPECIAL_RING if special else P.CREW_RING
        if token.piece == "robot":  # a rounded square: the Robot is a machine
            r = pygame.Rect(1, 1, d - 2, d - 2)
            pygame.draw.rect(surf, fill, r, border_radius=d // 5)
            pygame.draw.rect(surf, ring, r, max(2, d // 14), border_radius=d // 5)
        else:
            pygame.draw.circle(surf, fill, (c, c), c - 1)
            pygame.draw.circle(surf, ring, (c, c), c - 1, max(2, d // 14))
        # Numbers (dice-constitution-moves) only where they can be read; the
        # name bigger without them.  The hover tooltip always has both.
        show_numbers = bool(token.numbers) and d >= 30
        name_font = font(max(8, int(d * (0.38 if show_numbers else 0.44))), bold=True, condensed=True)
        text = name_font.render(token.label, True, P.CREW_TEXT)
        if text.get_width() > d * 0.82:
            text = pygame.transform.smoothscale(text, (int(d * 0.82), text.get_height()))
        surf.blit(text, text.get_rect(center=(c, c - (d * 0.14 if show_numbers else 0))))
        if show_numbers:
            nums = "-".join(str(n) for n in token.numbers)
            num_font = font(max(7, int(d * 0.27)), bold=True, condensed=True)
            t2 = num_font.render(nums, True, P.CREW_TEXT)
            if t2.get_width() > d * 0.84:
                t2 = pygame.transform.smoothscale(t2, (int(d * 0.84), t2.get_height()))
            # Left of centre when a weapon plate hangs at the lower right.
            surf.blit(t2, t2.get_rect(center=(c - (d * 0.06 if token.weapon else 0), c + d * 0.24)))
    else:
        stage = token.stage or "adult"
        fill = P.STUNNED_FILL if token.stunned else P.MONSTER_FILL.get(stage, P.MONSTER_FILL["adult"])
        s = STAGE_SCALE.get(stage, 1.0)
        r = (c - 1) * s
        if stage == "adult":
            pts = _regular_polygon(c, c, r, 6, math.pi / 6)
            pygame.draw.polygon(surf, fill, pts)
            pygame.draw.polygon(surf, P.MONSTER_EDGE, pts, edge + 1)
        elif stage == "baby":
            pts = _regular_polygon(c, c, r, 4, 0)
            pygame.draw.polygon(surf, fill, pts)
            pygame.draw.polygon(surf, P.MONSTER_EDGE, pts, edge + 1)
        elif stage == "egg":
            rect = pygame.Rect(0, 0, int(r * 1.5), int(r * 2))
            rect.center = (int(c), int(c))
            pygame.draw.ellipse(surf, fill, rect)
            pygame.draw.ellipse(surf, P.MONSTER_EDGE, rect, edge + 1)
        else:  # fragment: a small triangle pointing up
            pts = _regular_polygon(c, c + r * 0.15, r, 3, -math.pi / 2)
            pygame.draw.polygon(surf, fill, pts)
            pygame.draw.polygon(surf, P.MONSTER_EDGE, pts, edge + 1)
        letter_font = font(max(8, int(d * (0.42 if stage != "fragment" else 0.36))), bold=True)
        text = letter_font.render(token.label, True, P.MONSTER_TEXT)
        dy = r * 0.18 if stage == "fragment" else 0
        surf.blit(text, text.get_rect(center=(c, c + dy)))
    if token.stunned:  # greyed (above) with a "Zz" mark; kept upright so it stays readable
        z = font(max(7, int(d * 0.26)), bold=True).render("Zz", True, (250, 250, 255))
        zbg = pygame.Surface((z.get_width() + 4, z.get_height()), pygame.SRCALPHA)
        zbg.fill((40, 40, 80, 215))
        zbg.blit(z, (2, 0))
        surf.blit(zbg, (d - zbg.get_width(), 0))
    if token.count > 1:
        _count_badge(surf, f"x{token.count}", d)
    if token.weapon and d >= 18:
        # The weapon held: a plate hanging off the lower right, so it hides
        # little of the name and numbers (the surface grows to hold it).
        icon = weapon_icon(token.weapon, max(10, int(d * 0.46)), plate=True)
        m = int(d * 0.16)
        big = pygame.Surface((d + 2 * m, d + 2 * m), pygame.SRCALPHA)
        big.blit(surf, (m, m))
        cx = cy = m + d * 0.93
        big.blit(icon, icon.get_rect(center=(cx, cy)))
        surf = big
    return surf


def _count_badge(surf: pygame.Surface, text: str, d: int) -> None:
    t = font(max(8, int(d * 0.34)), bold=True, condensed=True).render(text, True, P.TEXT)
    box = pygame.Rect(0, 0, t.get_width() + 4, t.get_height())
    box.bottomright = (d, d)
    pygame.draw.rect(surf, (24, 28, 40), box, border_radius=max(2, d // 8))
    pygame.draw.rect(surf, P.SELECT, box, 1, border_radius=max(2, d // 8))
    surf.blit(t, t.get_rect(center=box.center))


def draw_token(surface: pygame.Surface, token: Token, center: tuple[float, float], diameter: int,
               *, selected: bool = False, marked: tuple[int, int, int] | None = None) -> pygame.Rect:
    """Blit a token; ``selected`` rings it gold, ``marked`` rings it in a colour."""
    img = render_token(token, int(diameter))
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    if selected or marked:
        color = P.SELECT if selected else marked
        pygame.draw.circle(surface, color, rect.center, diameter // 2 + 4, 3)
    surface.blit(img, rect)
    return rect


def draw_badge(surface: pygame.Surface, text: str, center: tuple[float, float], diameter: int) -> pygame.Rect:
    """A dark round "+N" badge."""
    d = max(12, int(diameter))
    rect = pygame.Rect(0, 0, d, d)
    rect.center = (round(center[0]), round(center[1]))
    pygame.draw.circle(surface, (20, 24, 36), rect.center, d // 2)
    pygame.draw.circle(surface, P.SELECT, rect.center, d // 2, 2)
    t = font(max(7, int(d * 0.4)), bold=True).render(text, True, P.TEXT)
    surface.blit(t, t.get_rect(center=rect.center))
    return rect


# ---------------------------------------------------------------------------
# Layout inside an area

def point_in_polygon(x: float, y: float, poly: list[tuple[float, float]] | tuple) -> bool:
    """Even-odd rule test."""
    inside = False
    n = len(poly)
    j = n - 1
    for i in range(n):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y):
            xcross = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < xcross:
                inside = not inside
        j = i
    return inside


def _distance_to_edges(x: float, y: float, poly) -> float:
    best = float("inf")
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        dx, dy = bx - ax, by - ay
        L2 = dx * dx + dy * dy or 1e-9
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / L2))
        px, py = ax + t * dx, ay + t * dy
        best = min(best, math.hypot(x - px, y - py))
    return best


def candidate_slots(poly, diameter: float, anchor: tuple[float, float],
                    avoid: pygame.Rect | None = None, spacing: float = 1.0) -> list[tuple[float, float]]:
    """Centres where a token of ``diameter`` fits wholly inside ``poly``,
    nearest to ``anchor`` first; slots overlapping ``avoid`` go last.
    ``spacing`` below 1 lets neighbouring tokens overlap (a fanned stack)."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    step = diameter * spacing + 2
    r = diameter / 2 + 1
    out: list[tuple[float, float]] = []
    row = 0
    y = min(ys) + r
    while y <= max(ys) - r + 0.01:
        x = min(xs) + r + (step / 2 if row % 2 else 0)
        while x <= max(xs) - r + 0.01:
            if point_in_polygon(x, y, poly) and _distance_to_edges(x, y, poly) >= r - 1:
                out.append((x, y))
            x += step
        y += step * 0.87
        row += 1

    def key(pt):
        hidden = bool(avoid) and avoid.colliderect(pygame.Rect(pt[0] - r, pt[1] - r, 2 * r, 2 * r))
        return (hidden, (pt[0] - anchor[0]) ** 2 + (pt[1] - anchor[1]) ** 2 * 1.4)

    out.sort(key=key)
    return out


def layout_tokens(poly, count: int, diameter: float, anchor: tuple[float, float],
                  avoid: pygame.Rect | None = None, min_diameter: float = 22
                  ) -> tuple[list[tuple[float, float]], int, int]:
    """Place ``count`` tokens: returns (centres, diameter used, overflow).

    The room's name (``avoid``) stays readable as long as possible.  In order
    of preference: clear of the name at full size, then smaller, down to the
    smallest; fanned (overlapping a little) clear of the name; only then over
    the name (full size down to the smallest, then fanned); and at last a
    "+overflow" badge in the final centre.
    """
    if count <= 0:
        return [], int(diameter), 0
    sizes = [x for x in (diameter, diameter * 0.88, diameter * 0.78, diameter * 0.68) if x >= min_diameter]
    if not sizes or sizes[-1] > min_diameter:
        sizes.append(min(min_diameter, diameter))
    tried: dict[tuple[float, float], list[tuple[float, float]]] = {}

    def slots_for(size: float, spacing: float = 1.0) -> list[tuple[float, float]]:
        if (size, spacing) not in tried:
            tried[size, spacing] = candidate_slots(poly, size, anchor, avoid, spacing)
        return tried[size, spacing]

    name_area = max(1, avoid.w * avoid.h) if avoid is not None else 1

    def clear(size: float, spacing: float = 1.0) -> list[tuple[float, float]]:
        """Slots that leave the name readable: a token may only graze its edge
        (a round token over a corner of the name's box hides nearly nothing)."""
        out = slots_for(size, spacing)
        if avoid is None:
            return out
        keep = []
        for p in out:
            r = avoid.clip(pygame.Rect(p[0] - size * 0.4, p[1] - size * 0.4, size * 0.8, size * 0.8))
            if r.w * r.h <= 0.06 * name_area:
                keep.append(p)
        return keep

    def fanned_order(pts):
        return sorted(pts, key=lambda p: (p[1], p[0]))

    size = sizes[-1]
    # Clear of the name first, over it only when needed.  Big tokens that
    # overlap a little (a pile of counters) read better than tiny ones, so a
    # fanned pile at 80% comes before shrinking further.
    fan_size = max(size, diameter * 0.8)
    # How small tokens may get to keep the name clear; past that they go over
    # it (the room is then named on a tag where it is free).  A token or two
    # may shrink more than a crowd: the room has space, just not at full size.
    keep_clear = 0.0 if count <= 2 else 0.77
    for pick in (clear, slots_for):
        for sz in sizes:
            if pick is clear and sz < diameter * keep_clear:
                break
            if sz < fan_size:
                fanned = pick(fan_size, 0.8)
                if len(fanned) >= count:
                    return fanned_order(fanned[:count]), int(fan_size), 0
            c = pick(sz)
            if len(c) >= count:
                return c[:count], int(sz), 0
        if pick is clear and size < diameter * keep_clear:
            continue
        for spacing in (0.78, 0.62):
            fanned = pick(size, spacing)
            if len(fanned) >= count:
                return fanned_order(fanned[:count]), int(size), 0
    slots = max((slots_for(size), slots_for(size, 0.78), slots_for(size, 0.62)), key=len)
    if not slots:  # a sliver of an area: one token on the anchor, a badge beside it
        if count == 1:
            return [anchor], int(size), 0
        return [anchor, (anchor[0] + size, anchor[1])], int(size), count - 1
    shown = len(slots) - 1
    return slots[:shown] + [slots[shown]], int(size), count - shown
