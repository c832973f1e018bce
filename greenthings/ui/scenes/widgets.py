"""Helpers shared by the menu-like scenes: a starry background, a title,
a keyboard-navigable column of buttons, and a page base class."""
from __future__ import annotations

import random
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Scene
from greenthings.ui.scenes import routes

_STARFIELDS: dict[tuple[int, int], pygame.Surface] = {}
TITLE_TOP = 14  # a page's title, from the top (design pixels); its content starts at PAGE_TOP
PAGE_TOP = 70


def starfield(size: tuple[int, int]) -> pygame.Surface:
    """A cached dark sky with stars."""
    surf = _STARFIELDS.get(size)
    if surf is None:
        surf = pygame.Surface(size)
        surf.fill(P.SPACE)
        rng = random.Random(7)
        for _ in range(size[0] * size[1] // 1800):
            x, y = rng.randrange(size[0]), rng.randrange(size[1])
            c = rng.randrange(50, 220)
            surf.set_at((x, y), (c, c, min(255, c + 35)))
            if rng.random() < 0.04:
                pygame.draw.circle(surf, (c, c, min(255, c + 35)), (x, y), 1)
        if len(_STARFIELDS) > 8:
            _STARFIELDS.clear()
        _STARFIELDS[size] = surf
    return surf


def draw_title(surface: pygame.Surface, text: str, center_x: int, top: int, size: int = 34,
               color=P.TITLE_GREEN, box: pygame.Rect | None = None) -> pygame.Rect:
    """Big title text (``size`` in window pixels) with a dark outline; returns
    its rectangle, which must lie in ``box`` (else the window)."""
    f = font(size, bold=True)
    img = f.render(text, True, color)
    dark = f.render(text, True, (6, 20, 6))
    rect = img.get_rect(midtop=(center_x, top))
    edge = max(1, size // 16)
    for dx, dy in ((-edge, 0), (edge, 0), (0, -edge), (0, edge), (edge, edge)):
        surface.blit(dark, rect.move(dx, dy))
    return blit_text(surface, img, rect, f"title {text}", box)


def draw_modal_panel(surface: pygame.Surface, box: pygame.Rect, title: str, title_size: int,
                     scale: UIScale) -> pygame.Rect:
    """Darken what lies beneath, then a framed panel with its title
    (``title_size`` in design pixels); returns the title's rectangle."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, (0, 0))
    radius = scale.px(12)
    pygame.draw.rect(surface, P.PANEL, box, border_radius=radius)
    pygame.draw.rect(surface, P.PANEL_EDGE, box, scale.px(2), border_radius=radius)
    return draw_title(surface, title, box.centerx, box.y + scale.px(16), scale.text(title_size), box=box)


def draw_text_block(surface: pygame.Surface, lines: list[str], topleft: tuple[int, int],
                    size: int = 15, color=P.TEXT, width: int | None = None, gap: int = 4,
                    box: pygame.Rect | None = None) -> int:
    """Plain wrapped paragraphs (sizes in window pixels) inside ``box``;
    returns the y below the last line."""
    f = font(size)
    x, y = topleft
    for para in lines:
        wrapped = wrap_text(para, f, width) if width else [para]
        for line in wrapped:
            blit_text(surface, f.render(line, True, color), (x, y), line[:30], box)
            y += f.get_linesize()
        y += gap
    return y


class ButtonColumn:
    """Buttons in a column that Up/Down/Enter can drive as well as the mouse."""

    def __init__(self) -> None:
        self.items: list[tuple[UIButton, Callable[[], None]]] = []
        self.index = 0

    def add(self, button: UIButton, action: Callable[[], None]) -> UIButton:
        self.items.append((button, action))
        if len(self.items) == 1:
            button.select()
        return button

    def _usable(self, i: int) -> bool:
        return self.items[i][0].is_enabled

    def move(self, step: int) -> None:
        if not self.items:
            return
        self.items[self.index][0].unselect()
        for _ in range(len(self.items)):
            self.index = (self.index + step) % len(self.items)
            if self._usable(self.index):
                break
        self.items[self.index][0].select()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for button, action in self.items:
                if event.ui_element is button:
                    action()
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.move(1)
                return True
            if event.key == pygame.K_UP:
                self.move(-1)
                return True
            if intent_of(event) is Intent.CONFIRM and self.items:
                button, action = self.items[self.index]
                if button.is_enabled:
                    action()
                    return True
        return False


class PageScene(Scene):
    """A full-window page: starry background, a title, widgets in ``self.ui``.

    Subclasses implement :meth:`build` (create widgets for the current window
    size) and :meth:`on_event`; Esc goes back (pops the page) unless
    :meth:`back` is overridden.
    """

    title = ""

    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.build()

    def build(self) -> None:  # pragma: no cover - overridden
        pass

    def rebuild(self) -> None:
        if self.ui is not None:
            self.ui.clear_and_reset()
        self.build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.rebuild()

    def back(self) -> None:
        self.context.sound.play("click")
        routes.back(self.context)

    def on_event(self, event: pygame.event.Event) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event) and event.type != pygame_gui.UI_BUTTON_PRESSED:
            return True
        if self.on_event(event):
            return True
        if intent_of(event) is Intent.BACK:
            self.back()
            return True
        return False

    @property
    def size(self) -> tuple[int, int]:
        return self.context.window_size

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        if self.title:
            sc = self.scale
            draw_title(surface, self.title, surface.get_width() // 2, sc.px(TITLE_TOP), sc.text(30))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        super().draw(surface)
