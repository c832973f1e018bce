"""Small weapon pictures drawn with pygame primitives (our own art).

``draw_weapon_icon(surface, weapon_type, center, size)`` paints one picture in
a ``size`` x ``size`` box.  Each picture is described in a unit box from -1 to 1
so it scales to any size; :func:`weapon_icon` caches rendered surfaces.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

Pt = tuple[float, float]

STEEL = (176, 184, 196)
STEEL_DARK = (92, 100, 116)
OUTLINE = (16, 18, 24)
RED = (206, 56, 48)
ORANGE = (246, 150, 40)
YELLOW = (252, 222, 80)
GREEN = (120, 210, 80)
BLUE = (90, 160, 240)
BROWN = (150, 100, 56)
CREAM = (236, 226, 200)
GLASS = (170, 230, 200)
PURPLE = (132, 62, 178)
PURPLE_LIGHT = (178, 120, 220)
LIME = (196, 255, 70)
CYAN = (60, 200, 235)
OLIVE = (120, 150, 80)


class _Pen:
    """Draws in a unit box (-1..1 both ways) mapped onto a square."""

    def __init__(self, surface: pygame.Surface, center: Pt, size: float) -> None:
        self.s = surface
        self.cx, self.cy = center
        self.h = size / 2.0

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.cx + x * self.h), round(self.cy + y * self.h))

    def w(self, width: float) -> int:
        return max(1, round(width * self.h))

    def poly(self, pts: list[Pt], color, outline: bool = True) -> None:
        q = [self.p(*pt) for pt in pts]
        pygame.draw.polygon(self.s, color, q)
        if outline:
            pygame.draw.polygon(self.s, OUTLINE, q, max(1, round(self.h / 9)))

    def rect(self, x0: float, y0: float, x1: float, y1: float, color, outline: bool = True) -> None:
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], color, outline)

    def circle(self, x: float, y: float, r: float, color, outline: bool = True) -> None:
        c, rr = self.p(x, y), max(1, round(r * self.h))
        pygame.draw.circle(self.s, color, c, rr)
        if outline:
            pygame.draw.circle(self.s, OUTLINE, c, rr, max(1, round(self.h / 9)))

    def ellipse(self, x0: float, y0: float, x1: float, y1: float, color, outline: bool = True) -> None:
        a, b = self.p(x0, y0), self.p(x1, y1)
        r = pygame.Rect(a, (max(1, b[0] - a[0]), max(1, b[1] - a[1])))
        pygame.draw.ellipse(self.s, color, r)
        if outline:
            pygame.draw.ellipse(self.s, OUTLINE, r, max(1, round(self.h / 9)))

    def line(self, pts: list[Pt], color, width: float) -> None:
        pygame.draw.lines(self.s, color, False, [self.p(*pt) for pt in pts], self.w(width))


def _stun_pistol(pen: _Pen) -> None:
    pen.poly([(-0.85, -0.45), (0.55, -0.45), (0.55, -0.05), (-0.1, -0.05), (-0.3, 0.75),
              (-0.75, 0.75), (-0.55, -0.05), (-0.85, -0.05)], STEEL)
    pen.rect(0.55, -0.35, 0.85, -0.15, BLUE)
    for i in range(3):  # the stun rings
        x = 0.62 + 0.12 * i
        pygame.draw.arc(pen.s, BLUE, pygame.Rect(pen.p(x, -0.55), (pen.w(0.3), pen.w(0.5))),
                        -1.2, 1.2, max(1, pen.w(0.06)))


def _electric_fence(pen: _Pen) -> None:
    pen.rect(-0.9, -0.8, -0.65, 0.85, STEEL_DARK)
    pen.rect(0.65, -0.8, 0.9, 0.85, STEEL_DARK)
    pen.line([(-0.65, -0.5), (0.65, -0.5)], STEEL, 0.08)
    pen.line([(-0.65, 0.5), (0.65, 0.5)], STEEL, 0.08)
    pen.poly([(-0.5, -0.25), (0.1, -0.3), (-0.05, -0.02), (0.5, 0.0), (-0.2, 0.35),
              (-0.02, 0.08), (-0.5, 0.12)], YELLOW)


def _zgwortz(pen: _Pen) -> None:
    """A squat purple cannister (wider than tall) with a lime "Z" and a puff
    of vapour: nothing like the tall red extinguisher."""
    pen.rect(-0.85, -0.3, 0.85, 0.75, PURPLE)
    pen.ellipse(-0.85, -0.5, 0.85, -0.1, PURPLE_LIGHT)
    pen.line([(-0.45, 0.05), (0.45, 0.05), (-0.45, 0.55), (0.45, 0.55)], LIME, 0.17)
    pen.circle(-0.3, -0.75, 0.2, LIME, outline=False)
    pen.circle(0.05, -0.85, 0.14, LIME, outline=False)

def _knife(pen: _Pen) -> None:
    """Upright, point up: a broad blade over a crossguard and a brown handle."""
    pen.poly([(-0.28, 0.15), (-0.28, -0.55), (0.0, -0.95), (0.28, -0.55), (0.28, 0.15)], STEEL)
    pen.line([(0.0, -0.75), (0.0, 0.1)], STEEL_DARK, 0.08)
    pen.rect(-0.6, 0.15, 0.6, 0.32, STEEL_DARK)
    pen.rect(-0.17, 0.32, 0.17, 0.95, BROWN)

def _acid(pen: _Pen) -> None:
    pen.rect(-0.18, -0.9, 0.18, -0.45, GLASS)
    pen.poly([(-0.18, -0.45), (0.18, -0.45), (0.65, 0.1), (0.65, 0.85), (-0.65, 0.85),
              (-0.65, 0.1)], GLASS)
    pen.poly([(-0.6, 0.3), (0.6, 0.3), (0.6, 0.8), (-0.6, 0.8)], GREEN, outline=False)
    pen.circle(-0.2, 0.5, 0.1, (200, 255, 160), outline=False)
    pen.circle(0.25, 0.6, 0.07, (200, 255, 160), outline=False)


def _pool_stick(pen: _Pen) -> None:
    pen.line([(-0.9, 0.9), (0.55, -0.55)], BROWN, 0.18)
    pen.line([(0.55, -0.55), (0.8, -0.8)], CREAM, 0.14)
    pen.circle(0.35, 0.55, 0.3, CREAM)
    pen.circle(0.35, 0.55, 0.12, RED, outline=False)


def _rocket_fuel(pen: _Pen) -> None:
    pen.rect(-0.5, -0.4, 0.5, 0.85, (200, 200, 210))
    pen.rect(-0.15, -0.65, 0.15, -0.4, STEEL_DARK)
    pen.poly([(0.0, -0.2), (0.3, 0.25), (0.12, 0.2), (0.2, 0.65), (-0.25, 0.15),
              (-0.08, 0.18), (-0.2, -0.1)], ORANGE)


def _fire_extinguisher(pen: _Pen) -> None:
    pen.rect(-0.4, -0.35, 0.4, 0.9, RED)
    pen.ellipse(-0.4, -0.55, 0.4, -0.15, RED)
    pen.rect(-0.12, -0.8, 0.12, -0.5, OUTLINE, outline=False)
    pen.line([(0.1, -0.7), (0.65, -0.75), (0.85, -0.4)], OUTLINE, 0.1)
    pen.rect(-0.4, 0.1, 0.4, 0.35, CREAM, outline=False)


def _welding_torch(pen: _Pen) -> None:
    """Lying flat: a dark handle with a valve, and a long blue-white flame to the right."""
    pen.rect(-0.95, 0.0, -0.1, 0.4, STEEL_DARK)
    pen.circle(-0.5, -0.15, 0.17, RED)
    pen.rect(-0.1, 0.08, 0.2, 0.32, STEEL)
    pen.poly([(0.2, -0.05), (1.0, 0.2), (0.2, 0.45)], BLUE)
    pen.poly([(0.22, 0.08), (0.7, 0.2), (0.22, 0.32)], (230, 245, 255), outline=False)

def _gas_grenade(pen: _Pen) -> None:
    pen.circle(0.0, 0.25, 0.62, OLIVE)
    pen.rect(-0.2, -0.6, 0.2, -0.3, STEEL_DARK)
    pen.line([(0.2, -0.5), (0.55, -0.8)], STEEL, 0.1)
    pen.line([(-0.45, 0.25), (0.45, 0.25)], OUTLINE, 0.07)
    pen.line([(0.0, -0.3), (0.0, 0.85)], OUTLINE, 0.07)


def _hypodermic(pen: _Pen) -> None:
    """Upright, needle down: a plunger, a barrel of cyan serum, finger grips."""
    pen.rect(-0.35, -0.95, 0.35, -0.8, STEEL_DARK)
    pen.rect(-0.07, -0.8, 0.07, -0.5, STEEL_DARK)
    pen.rect(-0.6, -0.5, 0.6, -0.38, STEEL_DARK)
    pen.rect(-0.28, -0.38, 0.28, 0.5, GLASS)
    pen.rect(-0.24, -0.05, 0.24, 0.47, CYAN, outline=False)
    pen.line([(0.0, 0.5), (0.0, 1.0)], STEEL, 0.07)

def _comm_beamer(pen: _Pen) -> None:
    pen.rect(-0.15, 0.2, 0.15, 0.8, STEEL_DARK)
    pen.rect(-0.6, 0.7, 0.6, 0.9, STEEL_DARK)
    pen.poly([(-0.8, -0.6), (0.3, 0.5), (-0.3, 0.4), (-0.75, 0.0)], STEEL)
    pen.line([(-0.25, -0.05), (0.25, -0.55)], OUTLINE, 0.07)
    for r in (0.45, 0.75):
        box = pygame.Rect(0, 0, pen.w(2 * r), pen.w(2 * r))
        box.center = pen.p(0.25, -0.55)
        pygame.draw.arc(pen.s, YELLOW, box, -0.6, 1.4, max(1, pen.w(0.08)))


def _unknown(pen: _Pen) -> None:
    pen.circle(0, 0, 0.8, STEEL)


DRAWERS: dict[str, Callable[[_Pen], None]] = {
    "stun-pistol": _stun_pistol,
    "electric-fence": _electric_fence,
    "zgwortz": _zgwortz,
    "knife": _knife,
    "acid": _acid,
    "pool-stick": _pool_stick,
    "rocket-fuel": _rocket_fuel,
    "fire-extinguisher": _fire_extinguisher,
    "welding-torch": _welding_torch,
    "gas-grenade": _gas_grenade,
    "hypodermic": _hypodermic,
    "comm-beamer": _comm_beamer,
}


def draw_weapon_icon(surface: pygame.Surface, weapon_type: str, center: Pt, size: float) -> None:
    """Paint the picture of ``weapon_type`` centred on ``center``."""
    DRAWERS.get(weapon_type, _unknown)(_Pen(surface, center, size * 0.92))


@lru_cache(maxsize=256)
def weapon_icon(weapon_type: str, size: int, plate: bool = False) -> pygame.Surface:
    """A cached transparent surface with the picture (on a round plate if asked)."""
    size = max(8, int(size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if plate:
        pygame.draw.circle(surf, (250, 246, 230, 235), (size // 2, size // 2), size // 2)
        pygame.draw.circle(surf, (30, 30, 40), (size // 2, size // 2), size // 2, max(1, size // 14))
        draw_weapon_icon(surf, weapon_type, (size / 2, size / 2), size * 0.66)
    else:
        draw_weapon_icon(surf, weapon_type, (size / 2, size / 2), size)
    return surf

