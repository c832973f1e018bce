"""Dice that tumble and land.

A :class:`DiceRoll` shows the real values of one roll: for about 0.6 s
(divided by the animation speed) the dice jump, spin and show random faces,
then they settle on the values the engine rolled.  ``skip()`` lands them at
once.  :func:`draw_die` paints one die face with pips.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font

ROLL_SECONDS = 0.6

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}

_FACE_CACHE: dict[tuple[int, int, bool], pygame.Surface] = {}


def die_face(value: int, size: int, green: bool = True) -> pygame.Surface:
    """A cached picture of one die showing ``value``."""
    key = (value, size, green)
    surf = _FACE_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, size, size)
        body = P.DIE_GREEN if green else P.DIE_FACE
        pygame.draw.rect(surf, body, r, border_radius=max(2, size // 5))
        pygame.draw.rect(surf, P.DIE_EDGE, r, max(1, size // 16), border_radius=max(2, size // 5))
        pip_color = (250, 250, 240) if green else P.DIE_PIP
        off = size * 0.26
        pr = max(1.5, size * 0.09)
        for dx, dy in PIPS.get(value, []):
            pygame.draw.circle(surf, pip_color, (size / 2 + dx * off, size / 2 + dy * off), pr)
        _FACE_CACHE[key] = surf
    return surf


def draw_die(surface: pygame.Surface, value: int, center: tuple[float, float], size: int,
             angle: float = 0.0, green: bool = True) -> None:
    img = die_face(value, size, green)
    if angle:
        img = pygame.transform.rotate(img, angle)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


@dataclass
class DiceRoll:
    """One animated roll of ``values``; ``label`` says what it was for."""

    values: list[int]
    label: str = ""
    speed: float = 1.0
    seed: int = 0
    elapsed: float = 0.0
    target: int | None = None  # the number to reach, shown after landing
    _rng: random.Random = field(default_factory=random.Random, repr=False)
    _shown: list[int] = field(default_factory=list, repr=False)
    _flip_timer: float = 0.0

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._shown = [self._rng.randint(1, 6) for _ in self.values]

    @property
    def duration(self) -> float:
        return ROLL_SECONDS / max(0.1, self.speed)

    @property
    def landed(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def total(self) -> int:
        return sum(self.values)

    def skip(self) -> None:
        self.elapsed = self.duration

    def update(self, dt: float) -> None:
        if self.landed:
            return
        self.elapsed += dt
        self._flip_timer -= dt
        if self._flip_timer <= 0:
            self._flip_timer = 0.06 / max(0.1, self.speed)
            self._shown = [self._rng.randint(1, 6) for _ in self.values]

    def faces(self) -> list[int]:
        return list(self.values) if self.landed else list(self._shown)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, die_size: int = 34, text_size: int = 13) -> None:
        """Paint the dice in a row (wrapping) inside ``rect``, total beside
        them; ``text_size``: the label's type (the window's scale)."""
        n = len(self.values)
        if not n:
            return
        gap = max(4, die_size // 5)
        beside = text_size * 7  # room for the total
        per_row = max(1, (rect.w - beside) // (die_size + gap))
        if n > per_row * 2:  # keep big pools on two rows
            die_size = max(16, int((rect.w - beside) / math.ceil(n / 2)) - gap)
            per_row = max(1, (rect.w - beside) // (die_size + gap))
        t = min(1.0, self.elapsed / self.duration) if self.duration else 1.0
        faces = self.faces()
        for i, v in enumerate(faces):
            row, col = divmod(i, per_row)
            cx = rect.x + die_size / 2 + col * (die_size + gap) + 4
            cy = rect.y + die_size / 2 + row * (die_size + gap) + 4
            angle = 0.0
            if t < 1.0:
                phase = i * 1.7 + self.seed
                bounce = abs(math.sin((t * 3.2 + phase) * math.pi)) * (1 - t) * die_size * 0.5
                cy -= bounce
                cx += math.sin(t * 9 + phase) * (1 - t) * die_size * 0.25
                angle = (1 - t) * 360 * (1 if i % 2 else -1) * 1.5 + phase * 40
            draw_die(surface, v, (cx, cy), die_size, angle)
        text_x = rect.x + min(n, per_row) * (die_size + gap) + 12
        if self.landed:
            total = font(max(14, die_size // 2 + 4), bold=True).render(f"= {self.total}", True, P.TEXT)
            surface.blit(total, (text_x, rect.y + 4 + die_size / 2 - total.get_height() / 2))
            if self.target is not None:
                ok = self.total >= self.target
                sub = font(text_size - 1, bold=True).render(
                    f"needs {self.target}: {'yes' if ok else 'no'}", True, P.GOOD if ok else P.BAD)
                surface.blit(sub, (text_x, rect.y + 4 + die_size / 2 + total.get_height() / 2))
        if self.label:
            text = self.label if self.landed else "Rolling..."
            lab = font(text_size, condensed=True).render(text, True, P.TEXT_DIM)
            rows = math.ceil(n / per_row)
            surface.blit(lab, (rect.x + 4, rect.y + 8 + rows * (die_size + gap)))
