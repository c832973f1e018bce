"""A small modal message box drawn over the scene beneath it."""
from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import ButtonColumn, draw_modal_panel


class MessageBox(Scene):
    """Title, a paragraph and one or two buttons; Esc/Enter choose.

    ``check`` adds a tick box (e.g. "Don't ask again this game") above the
    buttons; ``on_check(ticked)`` hears its final state whichever button
    closes the box."""

    transparent = True
    name = "message"
    text_height = 160  # the paragraph's box (design pixels, as every length here)

    def __init__(self, context: Context, title: str, text: str, ok: str = "OK",
                 cancel: str | None = None, on_ok: Callable[[], None] | None = None,
                 on_cancel: Callable[[], None] | None = None, check: str | None = None,
                 on_check: Callable[[bool], None] | None = None) -> None:
        super().__init__(context)
        self.title, self.text = title, text
        self.ok_text, self.cancel_text = ok, cancel
        self.on_ok, self.on_cancel = on_ok, on_cancel
        self.check_text, self.on_check = check, on_check
        self.checked = False
        self.check_button: UIButton | None = None
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.build()

    def build(self) -> None:
        w, h = self.context.window_size
        px = self.scale.px
        bw = px(620)
        extra = px(50) if self.check_text else 0
        self.box = pygame.Rect(0, 0, bw, px(300) + extra)
        self.box.center = (w // 2, h // 2)
        UITextBox(html.escape(self.text).replace("\n", "<br>"),
                  pygame.Rect(self.box.x + px(20), self.box.y + px(64), bw - px(40), px(self.text_height)),
                  manager=self.ui)
        self.buttons = ButtonColumn()
        y = self.box.bottom - px(60)
        if self.check_text:
            self.check_button = UIButton(pygame.Rect(self.box.centerx - px(210), y - px(50), px(420), px(36)),
                                         self._check_label(), manager=self.ui, object_id="@small_button",
                                         tool_tip_text="Settings can turn these questions back on (or off for good)")
        if self.cancel_text:
            b1 = UIButton(pygame.Rect(self.box.centerx - px(210), y, px(200), px(44)), self.ok_text, manager=self.ui)
            b2 = UIButton(pygame.Rect(self.box.centerx + px(10), y, px(200), px(44)), self.cancel_text,
                          manager=self.ui)
            self.buttons.add(b1, self._ok)
            self.buttons.add(b2, self._cancel)
        else:
            b1 = UIButton(pygame.Rect(self.box.centerx - px(100), y, px(200), px(44)), self.ok_text, manager=self.ui)
            self.buttons.add(b1, self._ok)

    def resize(self, size) -> None:
        super().resize(size)
        self.ui.clear_and_reset()
        self.build()

    def _check_label(self) -> str:
        return ("\u2611 " if self.checked else "\u2610 ") + (self.check_text or "")

    def _toggle(self) -> None:
        self.checked = not self.checked
        if self.check_button is not None:
            self.check_button.set_text(self._check_label())

    def _report_check(self) -> None:
        if self.check_text and self.on_check:
            self.on_check(self.checked)

    def _ok(self) -> None:
        routes.back(self.context)
        self._report_check()
        if self.on_ok:
            self.on_ok()

    def _cancel(self) -> None:
        routes.back(self.context)
        self._report_check()
        if self.on_cancel:
            self.on_cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.check_button is not None \
                and event.ui_element is self.check_button:
            self._toggle()
            return True
        if self.buttons.handle_event(event):
            return True
        intent = intent_of(event)
        if intent is Intent.BACK:
            self._cancel() if self.cancel_text else self._ok()
            return True
        # Modal: swallow clicks and keys meant for the scene beneath.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        draw_modal_panel(surface, self.box, self.title, 24, self.scale)
        super().draw(surface)


class AskText(MessageBox):
    """A message box with a line to type in (e.g. a save's new name).

    ``on_text(text)`` hears what was typed when OK is chosen (or Enter); it
    returns None when done (the box closes) or a reason it could not be
    used, shown in the box, which stays open."""

    name = "ask_text"
    text_height = 70

    def __init__(self, context: Context, title: str, text: str, initial: str,
                 on_text: Callable[[str], str | None], ok: str = "OK", cancel: str = "Cancel",
                 max_length: int = 60) -> None:
        super().__init__(context, title, text, ok=ok, cancel=cancel)
        self.initial, self.on_text, self.max_length = initial, on_text, max_length
        self.trouble = ""

    def build(self) -> None:
        super().build()
        px = self.scale.px
        inner = self.box.inflate(-px(40), 0)
        self.entry = UITextEntryLine(pygame.Rect(inner.x, self.box.y + px(144), inner.w, px(40)), manager=self.ui)
        self.entry.set_text_length_limit(self.max_length)
        self.entry.set_text(self.initial)
        self.entry.focus()
        self.trouble_label = UILabel(pygame.Rect(inner.x, self.box.y + px(190), inner.w, px(28)), self.trouble or " ",
                                     manager=self.ui, object_id="@warn")

    def resize(self, size) -> None:
        self.initial = self.entry.get_text()  # what was typed survives the new layout
        super().resize(size)

    def _ok(self) -> None:
        trouble = self.on_text(self.entry.get_text())
        if trouble:
            self.trouble = trouble
            self.trouble_label.set_text(trouble)
            return
        routes.back(self.context)
