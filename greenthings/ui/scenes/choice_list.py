"""A one-of-many choice as a scrolling list (the new game page's species and
maps): any number of entries, a few rows shown at a time, one always chosen.

It wraps pygame-gui's selection list, which speaks in the rows' words; this
speaks in the entries' ids. Clicking the chosen row again leaves it chosen
(pygame-gui would drop the selection).
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList


class ChoiceList:
    def __init__(self, topleft: tuple[int, int], width: int, rows: int, entries: list[tuple[str, str]],
                 chosen: str, manager) -> None:
        """`entries` are (id, words) in the order shown; `rows` of them are
        shown at a time (the list scrolls for more). `chosen` starts chosen
        (the first entry if it is not one of them)."""
        self.ids = [entry_id for entry_id, _ in entries]
        self.chosen = chosen if chosen in self.ids else self.ids[0]
        self.widget = UISelectionList(pygame.Rect(topleft, (width, 100)), [words for _, words in entries],
                                      manager=manager)
        # As tall as the rows shown, in the theme's row height, inside the list's edges.
        border = self.widget.border_width   # pygame-gui may give it per side
        border = max(border.values(), default=0) if isinstance(border, dict) else border
        edges = 2 * (border + self.widget.shadow_width)
        shown = max(1, min(rows, len(entries)))
        self.widget.set_dimensions((width, shown * self.widget.list_item_height + edges))
        self.show(self.chosen)

    @property
    def rect(self) -> pygame.Rect:
        return self.widget.rect

    def show(self, chosen: str) -> None:
        """Mark `chosen` as the choice (and no other row)."""
        self.chosen = chosen
        for entry_id, item in zip(self.ids, self.widget.item_list):
            item["selected"] = entry_id == chosen
            button = item["button_element"]
            if button is not None:
                button.select() if item["selected"] else button.unselect()

    def picked(self, event: pygame.event.Event) -> str | None:
        """The id the player just chose with `event`, or None if the event is
        not a choice in this list. A click on the chosen row keeps it chosen."""
        if getattr(event, "ui_element", None) is not self.widget:
            return None
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            picked = next((entry_id for entry_id, item in zip(self.ids, self.widget.item_list) if item["selected"]),
                          self.chosen)
            self.show(picked)
            return picked
        if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION:
            # Dropped for another row (its own event follows), or the chosen row clicked again: keep it.
            if not any(item["selected"] for item in self.widget.item_list):
                self.show(self.chosen)
                return self.chosen
        return None

    def row_button(self, entry_id: str):
        """The row's button while it is scrolled into sight (None otherwise): what a click hits."""
        item = self.widget.item_list[self.ids.index(entry_id)]
        return item["button_element"]
