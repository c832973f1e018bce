"""Our pygame-gui manager: tooltips and scroll bars that follow the
interface's scale (ui/draw/scale.py).

- A tooltip is as wide as its words need (up to a comfortable line), never
  narrower than its longest word (a file path, "Shortcut:"), so no word is
  broken into fragments; it goes beside the button hovered where it covers
  no other button that can be pressed (the course below the one hovered).
- pygame-gui draws scroll bars (and a slider's arrows) 20 pixels wide at
  any size: ours are 20 *design* pixels wide.
"""
from __future__ import annotations

import re

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton, UIHorizontalSlider, UIScrollingContainer, UISelectionList, UITextBox, UITooltip,
)

from greenthings.ui.draw.clear_spot import KeepClear
from greenthings.ui.draw.scale import UIScale

TIP_LINE = 320  # design pixels: a tooltip wraps its words beyond this...
TIP_GAP = 4  # ...and keeps this far from the button it is for
SCROLL_BAR = 20  # design pixels: pygame-gui's own width, at 1280x800
_TAGS = re.compile(r"<[^>]+>")


class GameUIManager(pygame_gui.UIManager):
    """A UIManager sized for ``scale`` (tooltips, scroll bars)."""

    def __init__(self, size, theme, scale: UIScale, **kwargs) -> None:
        self.ui_scale = scale
        self.scroll_bar_px = scale.px(SCROLL_BAR)  # read by the widgets' building steps below
        super().__init__(size, theme, **kwargs)

    # -- tooltips ------------------------------------------------------------------
    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, *,
                        wrap_width=None, text_kwargs=None):
        def make(width: int) -> UITooltip:
            return UITooltip(text, hover_distance, self, text_kwargs=text_kwargs, parent_element=parent_element,
                             object_id=object_id, wrap_width=width)

        inner = self.tooltip_line(text)
        width = wrap_width or inner + self.ui_scale.px(40)
        tip = make(width)
        room = tip.text_block.text_wrap_rect.w if tip.text_block is not None else inner
        if wrap_width is None and room != inner:  # now the padding and border are known
            tip.kill()
            tip = make(width + inner - room)
        tip.set_position(self._tooltip_place(tip.rect.size, position, parent_element))
        return tip

    def tooltip_line(self, text: str) -> int:
        """How wide a tooltip's line is for ``text``: its widest line up to
        TIP_LINE design pixels, its longest word always whole, within the window."""
        fnt = self.get_theme().get_font(["tool_tip", "text_box"])
        plain = _TAGS.sub("\n", text.replace("<br>", "\n"))
        lines = [line for line in plain.split("\n") if line.strip()] or [" "]
        widest = max(fnt.size(line)[0] for line in lines)
        longest = max(fnt.size(word)[0] for line in lines for word in line.split() or [" "])
        px = self.ui_scale.px
        return min(max(longest, min(widest, px(TIP_LINE))) + px(2), self.window_resolution[0] - px(60))

    def _tooltip_place(self, size, position, parent) -> tuple[int, int]:
        """Below the hovered button, above it, then beside it: the first place
        covering no other live button, else the nearest place that covers none
        (clear_spot.KeepClear), inside the window."""
        window = pygame.Rect((0, 0), self.window_resolution)
        w, h = size
        gap = self.ui_scale.px(TIP_GAP)
        anchor = pygame.Rect(parent.rect) if parent is not None else pygame.Rect(position, (1, 1))
        x = int(position[0])
        spots = [pygame.Rect(x, anchor.bottom + gap, w, h), pygame.Rect(x, anchor.top - gap - h, w, h),
                 pygame.Rect(anchor.right + gap, anchor.top, w, h),
                 pygame.Rect(anchor.left - gap - w, anchor.top, w, h)]
        keep = KeepClear(window, max(2, self.ui_scale.px(4)))
        keep.add_rect(anchor)
        for el in self.get_sprite_group().sprites():
            if isinstance(el, UIButton) and el is not parent and el.visible and el.is_enabled and el.alive():
                keep.add_rect(el.rect)
        return keep.place(size, spots).topleft


# -- scroll bars ----------------------------------------------------------------------
# pygame-gui writes 20 (pixels) into each scrolling widget's bar width as it
# builds it.  Each building step that reads that width is wrapped, once, to
# write the manager's width first (a widget of another manager keeps 20), so
# the bar is right from the first build and nothing is built twice.

def _with_bar_width(cls, method: str, attribute: str) -> None:
    original = getattr(cls, method)

    def wrapped(self, *args, **kwargs):
        width = getattr(self.ui_manager, "scroll_bar_px", None)
        if width is not None:
            setattr(self, attribute, width)
        return original(self, *args, **kwargs)

    setattr(cls, method, wrapped)


def _container_bars() -> None:
    """A scrolling container writes 20 as it checks which bars it needs: ours after it."""
    original = UIScrollingContainer._check_scroll_bars

    def checked(self):
        need_x, need_y = original(self)
        width = getattr(self.ui_manager, "scroll_bar_px", None)
        if width is not None and (need_x or need_y):
            self.scroll_bar_width = width if need_y else 0
            self.scroll_bar_height = width if need_x else 0
            self._calculate_scrolling_dimensions()
        return need_x, need_y

    UIScrollingContainer._check_scroll_bars = checked


_with_bar_width(UITextBox, "rebuild", "scroll_bar_width")
_with_bar_width(UISelectionList, "rebuild", "scroll_bar_width")
_with_bar_width(UISelectionList, "set_item_list", "scroll_bar_width")
_with_bar_width(UIHorizontalSlider, "rebuild", "default_button_width")  # its arrows
_container_bars()
