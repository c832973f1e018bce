"""Counters drawn as tokens.

Crew are round tokens with a short name and their three numbers (attack dice -
constitution - movement); the Robot and the Mascot get a square-ish and a
rounded token with a red ring.  A monster's shape follows its stage's role --
adult a hexagon, young a diamond, egg an oval, fragment a small triangle --
with the stage's letter on it, in its species' colour and marking (spots,
stripes, rings), so stages and species are told apart without colour.  A
stunned piece is drawn greyed with a "Zz" mark (upright, so it stays
readable).  A crewman's weapon hangs on a small plate off his token's lower
right.

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

from greenthings.engine import PieceView, Species, Stage, piece, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.crew_labels import crew_label, crew_short_name, weapon_plate
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.weapon_icons import weapon_icon

SPECIAL_CREW = ("robot", "mascot")
ROLE_SCALE = {"adult": 1.0, "young": 0.94, "egg": 0.86, "fragment": 0.84}


@dataclass(frozen=True)
class MonsterLook:
    """How a monster token looks: its shape (by the stage's role) and its
    species' colour and marking."""

    role: str
    colour: tuple[int, int, int]
    marking: str = "plain"

    @classmethod
    def of(cls, stage: Stage, species: Species) -> "MonsterLook":
        return cls(stage.role, tuple(species.look.colour), species.look.marking)


@dataclass(frozen=True)
class Token:
    """What a token shows; built from the engine's piece view."""

    piece: str
    side: str  # "crew" or "monsters"
    label: str  # "Cpt" or the stage's letter
    stage: str | None = None  # monsters: the stage id (alike monsters share a token)
    numbers: tuple[int, int, int] | None = None  # dice, con, move
    stunned: bool = False
    weapon: str | None = None  # weapon type held (crew); the type itself for side "weapon"
    count: int = 1  # identical monsters (or weapons) shown as one token "xN"
    look: MonsterLook | None = None  # monsters: shape, colour, marking (made by for_stage)

    @property
    def monster_look(self) -> MonsterLook:
        if self.look is None:
            raise ValueError(f"monster token {self.piece} has no look: make it with Token.for_stage")
        return self.look

    @classmethod
    def for_weapon(cls, weapon_id: str, count: int = 1) -> "Token":
        """A weapon counter lying in an area (grouped by type)."""
        wtype = weapon_id.rsplit("-", 1)[0]
        return cls(weapon_id, "weapon", wtype, weapon=wtype, count=count)

    @classmethod
    def for_stage(cls, piece_id: str, stage: Stage, species: Species, *, stunned: bool = False,
                  count: int = 1) -> "Token":
        """A monster of ``stage`` (also pictures: the menu, the legend)."""
        return cls(piece_id, "monsters", stage.letter, stage=stage.id, stunned=stunned, count=count,
                   look=MonsterLook.of(stage, species))

    @classmethod
    def from_view(cls, view: PieceView, species: Species) -> "Token":
        """The token of a piece on the board (``greenthings.engine.piece``)."""
        wtype = view.weapon.rsplit("-", 1)[0] if view.weapon else None
        if view.side == "crew":
            return cls(view.id, "crew", crew_short_name(view.id),
                       numbers=(view.dice, view.con, view.move), stunned=view.stunned, weapon=wtype)
        return cls.for_stage(view.id, view.stage, species, stunned=view.stunned)


def piece_token(state, piece_id: str) -> Token:
    """The token of a piece in a game."""
    return Token.from_view(piece(state, piece_id), species_of(state))


def _regular_polygon(cx: float, cy: float, r: float, n: int, rot: float) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def _mix(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]


def _luminance(c: tuple) -> float:
    return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255


def monster_colours(look: MonsterLook, stunned: bool = False) -> tuple[tuple, tuple, tuple]:
    """(fill, edge, letter) of a monster token: the species' colour tinted by
    the stage's role (adults darkest, eggs palest); grey when stunned."""
    target, amount = P.ROLE_TINT[look.role]
    fill = P.STUNNED_FILL if stunned else _mix(look.colour, target, amount)
    edge = _mix((0, 0, 0), look.colour, P.MONSTER_EDGE_SHADE)
    text = _mix((0, 0, 0), look.colour, P.MONSTER_TEXT_SHADE) if _luminance(fill) > 0.42 else P.MONSTER_TEXT_LIGHT
    return fill, edge, text


def _shape(role: str, c: float, r: float) -> tuple[str, object]:
    """("polygon", points) or ("ellipse", rect) of a monster token's body."""
    if role == "adult":
        return "polygon", _regular_polygon(c, c, r, 6, math.pi / 6)
    if role == "young":
        return "polygon", _regular_polygon(c, c, r, 4, 0)
    if role == "egg":
        rect = pygame.Rect(0, 0, int(r * 1.5), int(r * 2))
        rect.center = (int(c), int(c))
        return "ellipse", rect
    return "polygon", _regular_polygon(c, c + r * 0.15, r, 3, -math.pi / 2)  # fragment: pointing up


def _fill_shape(surf: pygame.Surface, shape: tuple[str, object], colour, width: int = 0) -> None:
    kind, geom = shape
    if kind == "ellipse":
        pygame.draw.ellipse(surf, colour, geom, width)
    else:
        pygame.draw.polygon(surf, colour, geom, width)


def _shape_box(shape: tuple[str, object]) -> pygame.Rect:
    kind, geom = shape
    if kind == "ellipse":
        return pygame.Rect(geom)
    xs, ys = [p[0] for p in geom], [p[1] for p in geom]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _marking(d: int, shape: tuple[str, object], marking: str, colour: tuple) -> pygame.Surface | None:
    """The species' marking drawn inside the token's body (None: plain)."""
    if marking not in ("spots", "stripes", "rings"):
        return None
    layer = pygame.Surface((d, d), pygame.SRCALPHA)
    ink = (*colour[:3], 235)
    if marking == "stripes":
        step = max(5, d // 5)
        for k in range(-d, 2 * d, step):
            pygame.draw.line(layer, ink, (k, 0), (k + d, d), max(2, d // 10))
    elif marking == "spots":
        # A ring of big spots inside the body's rim, clear of the letter, so
        # that even a small egg shows them.
        box = _shape_box(shape)
        rx, ry = box.w / 2, box.h / 2
        dot = max(2, round(min(rx, ry) * 0.2))
        for k in range(6):
            a = math.pi / 6 + k * math.pi / 3
            pygame.draw.circle(layer, ink, (box.centerx + 0.64 * rx * math.cos(a),
                                            box.centery + 0.64 * ry * math.sin(a)), dot)
    else:  # rings
        for k in (0.27, 0.4):
            pygame.draw.circle(layer, ink, (d / 2, d / 2), d * k, max(2, d // 14))
    # A clear window in the middle keeps the stage's letter readable.
    pygame.draw.circle(layer, (0, 0, 0, 0), _shape_box(shape).center, d * 0.2)
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    _fill_shape(mask, shape, (255, 255, 255, 255))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def _draw_monster(surf: pygame.Surface, token: Token, d: int, c: float, edge_w: int) -> None:
    look = token.monster_look
    fill, edge, text_colour = monster_colours(look, token.stunned)
    r = (c - 1) * ROLE_SCALE.get(look.role, 1.0)
    shape = _shape(look.role, c, r)
    _fill_shape(surf, shape, fill)
    pattern = _marking(d, shape, look.marking, _mix(fill, edge, 0.6))
    if pattern is not None:
        surf.blit(pattern, (0, 0))
    _fill_shape(surf, shape, edge, edge_w + 1)
    small = look.role == "fragment"
    letter_font = font(max(8, int(d * (0.36 if small else 0.42))), bold=True)
    text = letter_font.render(token.label, True, text_colour)
    centre = (c, c + (r * 0.18 if small else 0))
    if pattern is not None:  # a halo in the fill keeps the letter clear of the marking
        halo = letter_font.render(token.label, True, fill)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surf.blit(halo, halo.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    surf.blit(text, text.get_rect(center=centre))


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
        for img, pos in crew_label(token, d):
            surf.blit(img, pos)
    else:
        _draw_monster(surf, token, d, c, edge)
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
        (px, py), pr = weapon_plate(d)
        icon = weapon_icon(token.weapon, 2 * pr, plate=True)
        m = math.ceil(px + pr - d)  # room for the plate
        big = pygame.Surface((d + 2 * m, d + 2 * m), pygame.SRCALPHA)
        big.blit(surf, (m, m))
        big.blit(icon, icon.get_rect(center=(m + px, m + py)))
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
                  avoid: pygame.Rect | None = None, min_diameter: float = 24, name_tag=None
                  ) -> tuple[list[tuple[float, float]], int, int]:
    """Place ``count`` tokens: returns (centres, diameter used, overflow).

    Every token's lettering stays readable first, then the room's name
    (``avoid``).  In order of preference: side by side clear of the name, at
    full size, then smaller down to ``min_diameter`` (the smallest a label
    fits in); side by side over the name; fanned (overlapping, as a pile of
    counters) at the smallest size, clear of the name, then over it; and at
    last a "+overflow" badge in the final centre (the room opens out on
    hover).  Side by side, tokens cover the name only where
    ``name_tag(centres, size)`` says it still finds a place on a tag (None:
    always); a pile over the name is taken before a badge even without (the
    board then lays the name over the pile).
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

    def clear(size: float, spacing: float = 1.0) -> list[tuple[float, float]]:
        """Slots that leave the name readable: a token may only graze its edge."""
        out = slots_for(size, spacing)
        if avoid is None:
            return out
        return [p for p in out if circle_covers(p, size / 2, avoid) <= NAME_GRAZE]

    def named(centres: list[tuple[float, float]], size: float) -> bool:
        """The name stays readable: uncovered, or on a tag somewhere else in the room."""
        if avoid is None or name_tag is None or sum(circle_covers(p, size / 2, avoid) for p in centres) <= NAME_GRAZE:
            return True
        return name_tag(centres, size)

    for pick in (clear, slots_for):
        for sz in sizes:
            c = pick(sz)[:count]
            if len(c) == count and named(c, sz):
                return c, int(sz), 0
    size = sizes[-1]
    for pick, need_tag in ((clear, False), (slots_for, True), (slots_for, False)):
        for spacing in FAN_SPACINGS:
            fanned = sorted(pick(size, spacing)[:count], key=lambda p: (p[1], p[0]))
            if len(fanned) == count and (not need_tag or named(fanned, size)):
                return fanned, int(size), 0
    room = max((slots_for(size), *(slots_for(size, sp) for sp in FAN_SPACINGS)), key=len)
    if not room:  # a sliver of an area: one token on the anchor, a badge beside it
        if count == 1:
            return [anchor], int(size), 0
        return [anchor, (anchor[0] + size, anchor[1])], int(size), count - 1
    shown = len(room) - 1
    return room[:shown] + [room[shown]], int(size), count - shown


#: Tokens in a pile overlap this much (centres this share of a diameter apart,
#: plus 2 px); the board draws their labels again on top, and at the smallest
#: size no two labels meet.
FAN_SPACINGS = (0.8, 0.68)
#: How much of a room's name a token may cover and the name still read (a share of its box).
NAME_GRAZE = 0.03


def circle_covers(centre: tuple[float, float], radius: float, box: pygame.Rect) -> float:
    """Roughly what share of ``box`` a round token covers (sampled on a grid)."""
    if box.w <= 0 or box.h <= 0:
        return 0.0
    cx, cy = centre
    if cx + radius < box.left or cx - radius > box.right or cy + radius < box.top or cy - radius > box.bottom:
        return 0.0
    n, hit = 8, 0
    for i in range(n):
        for j in range(n):
            x, y = box.left + (i + 0.5) * box.w / n, box.top + (j + 0.5) * box.h / n
            hit += (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius
    return hit / (n * n)
