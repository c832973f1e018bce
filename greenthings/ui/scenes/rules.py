"""The rules reference: sections on the left, text on the right.

House interpretations are marked in amber, and a "*" in the section list."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextBox

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.theme import HEADING
from greenthings.engine import Species, load_map
from greenthings.ui.game.rules_text import Section, all_sections, los_table_html
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene


def _entry(sections: list[Section], i: int) -> str:
    s = sections[i]
    return f"{i + 1}. {s.title}" + ("  *" if s.house else "")


class RulesScene(PageScene):
    name = "rules"
    title = "Rules"

    def __init__(self, context, section: int = 0, species: Species | None = None) -> None:
        super().__init__(context)
        self.section = section
        self.sections = all_sections(species)  # in the words of the game's monsters

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        list_w = px(340)
        top = px(PAGE_TOP + 22)  # under the note on house rules
        self.list = UISelectionList(pygame.Rect(px(20), top, list_w, h - top - px(84)),
                                    [_entry(self.sections, i) for i in range(len(self.sections))],
                                    manager=self.ui, default_selection=_entry(self.sections, self.section))
        self.text_rect = pygame.Rect(px(36) + list_w, top, w - list_w - px(56), h - top - px(84))
        self.text = UITextBox(self._html(self.section), self.text_rect, manager=self.ui)
        self.back_button = UIButton(pygame.Rect(w // 2 - px(110), h - px(70), px(220), px(48)), "Back",
                                    manager=self.ui, object_id="@big_button", tool_tip_text="Esc")

    def _html(self, i: int) -> str:
        s = self.sections[i]
        body = " ".join(s.body.split("\n")).strip().replace("<br> ", "<br>")
        html = f"<font pixel_size={self.scale.text(HEADING)}><b>{s.title}</b></font><br><br>{body}"
        if s.title == "Line of sight":
            html += "<br><br><b>What each area sees</b><br>" + los_table_html(load_map())
        return html

    def show(self, i: int) -> None:
        self.section = max(0, min(len(self.sections) - 1, i))
        self.text.kill()
        self.text = UITextBox(self._html(self.section), self.text_rect, manager=self.ui)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            for i in range(len(self.sections)):
                if _entry(self.sections, i) == event.text:
                    self.show(i)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.show(self.section + step)
            self.rebuild()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        px = self.scale.px
        note = font(self.scale.text(13)).render("* contains a house interpretation (this edition's own ruling "
                                                "where the printed rules are silent), marked in amber", True, P.WARN)
        blit_text(surface, note, (px(20), px(PAGE_TOP)), "house rules note")
