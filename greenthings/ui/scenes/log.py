"""The full game log (L on the board): every line since the start, grouped
by round and side as the board's log is (headings, summaries and deaths
stand out)."""
from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from greenthings.ui.draw import palette as P
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

PAGE = 400  # lines per page: a text box slows down past a few hundred


class LogScene(PageScene):
    name = "log"
    title = "Game log"

    def __init__(self, context, log: list) -> None:
        """``log``: lines of text, or (text, kind) pairs (turn_summary.LogLine)."""
        super().__init__(context)
        self.log = [(x, "plain") if isinstance(x, str) else (x[0], x[1]) for x in log]
        self.page = max(0, (len(log) - 1) // PAGE)

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        lines = self.log[self.page * PAGE:(self.page + 1) * PAGE]
        text = "<br>".join(_html(t, kind) for t, kind in lines)
        self.box = UITextBox(text or "(empty)", pygame.Rect(px(20), px(PAGE_TOP), w - px(40), h - px(PAGE_TOP + 82)),
                             manager=self.ui, object_id="@log")
        if self.box.scroll_bar is not None:
            self.box.scroll_bar.set_scroll_from_start_percentage(1.0)
        self.prev = UIButton(pygame.Rect(px(20), h - px(66), px(180), px(44)), "Earlier", manager=self.ui)
        self.next = UIButton(pygame.Rect(px(210), h - px(66), px(180), px(44)), "Later", manager=self.ui)
        if self.page == 0:
            self.prev.disable()
        if (self.page + 1) * PAGE >= len(self.log):
            self.next.disable()
        self.back_button = UIButton(pygame.Rect(w - px(240), h - px(70), px(220), px(48)), "Back", manager=self.ui,
                                    object_id="@big_button", tool_tip_text="Esc")

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.back_button:
            self.back()
        elif event.ui_element is self.prev:
            self.page -= 1
            self.rebuild()
        elif event.ui_element is self.next:
            self.page += 1
            self.rebuild()
        return True


def _html(text: str, kind: str) -> str:
    colour = "#%02x%02x%02x" % P.LOG_COLOURS.get(kind, P.TEXT)
    body = f'<font color="{colour}">{html.escape(text)}</font>'
    if kind == "heading":
        return f"<br><b>{body}</b>"
    if kind in ("summary", "crew-death", "monster-death"):
        return f"<b>{body}</b>"
    return body
