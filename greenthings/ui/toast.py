"""A short word from the window itself, answering a global key that has no
page of its own (M: "Sound off"): a line in a box at the top of the window,
over every scene, that stays a moment and fades."""
from __future__ import annotations

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale

SHOWN = 1.6   # seconds at full strength
FADE = 0.4    # then seconds fading out
TOP = 86      # design pixels from the top: under the board's phase bar


class Toast:
    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0  # seconds still to show

    def show(self, text: str) -> None:
        self.text, self.left = text, SHOWN + FADE

    @property
    def showing(self) -> bool:
        return self.left > 0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, scale: UIScale) -> pygame.Rect | None:
        """Where it was drawn (None while nothing shows)."""
        if not self.showing:
            return None
        px = scale.px
        img = render_text(self.text, scale.text(17), P.TEXT, bold=True)
        box = img.get_rect(midtop=(surface.get_width() // 2, px(TOP))).inflate(px(32), px(16))
        alpha = round(255 * min(1.0, self.left / FADE))
        card = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*P.PANEL, min(235, alpha)), card.get_rect(), border_radius=px(10))
        pygame.draw.rect(card, (*P.TITLE_GREEN, alpha), card.get_rect(), px(2), border_radius=px(10))
        surface.blit(card, box)
        img = img.copy()  # the cached rendering is shared: fade a copy
        img.set_alpha(alpha)
        blit_text(surface, img, img.get_rect(center=box.center), "toast", box)
        return box
