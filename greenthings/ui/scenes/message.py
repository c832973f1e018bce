"""A small modal message box drawn over the scene beneath it."""
from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.elements import UIButton, UITextBox

from greenthings.ui import palette as P
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.widgets import ButtonColumn, draw_title


class MessageBox(Scene):
    """Title, a paragraph and one or two buttons; Esc/Enter choose."""

    transparent = True
    name = "message"

    def __init__(self, context: Context, title: str, text: str, ok: str = "OK",
                 cancel: str | None = None, on_ok: Callable[[], None] | None = None,
                 on_cancel: Callable[[], None] | None = None) -> None:
        super().__init__(context)
        self.title, self.text = title, text
        self.ok_text, self.cancel_text = ok, cancel
        self.on_ok, self.on_cancel = on_ok, on_cancel
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.build()

    def build(self) -> None:
        w, h = self.context.window_size
        bw = min(620, w - 40)
        self.box = pygame.Rect(0, 0, bw, 300)
        self.box.center = (w // 2, h // 2)
        UITextBox(self.text.replace("\n", "<br>"), pygame.Rect(self.box.x + 20, self.box.y + 64, bw - 40, 160),
                  manager=self.ui)
        self.buttons = ButtonColumn()
        y = self.box.bottom - 60
        if self.cancel_text:
            b1 = UIButton(pygame.Rect(self.box.centerx - 210, y, 200, 44), self.ok_text, manager=self.ui)
            b2 = UIButton(pygame.Rect(self.box.centerx + 10, y, 200, 44), self.cancel_text, manager=self.ui)
            self.buttons.add(b1, self._ok)
            self.buttons.add(b2, self._cancel)
        else:
            b1 = UIButton(pygame.Rect(self.box.centerx - 100, y, 200, 44), self.ok_text, manager=self.ui)
            self.buttons.add(b1, self._ok)

    def resize(self, size) -> None:
        super().resize(size)
        self.ui.clear_and_reset()
        self.build()

    def _ok(self) -> None:
        self.stack.pop()
        if self.on_ok:
            self.on_ok()

    def _cancel(self) -> None:
        self.stack.pop()
        if self.on_cancel:
            self.on_cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if self.buttons.handle_event(event):
            return True
        intent = intent_of(event)
        if intent is Intent.BACK:
            self._cancel() if self.cancel_text else self._ok()
            return True
        # Modal: swallow clicks and keys meant for the scene beneath.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, P.PANEL, self.box, border_radius=12)
        pygame.draw.rect(surface, P.PANEL_EDGE, self.box, 2, border_radius=12)
        draw_title(surface, self.title, self.box.centerx, self.box.y + 16, 24)
        super().draw(surface)
