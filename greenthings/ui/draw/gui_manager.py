"""Our pygame-gui manager: tooltips and scroll bars that follow the
interface's scale (ui/draw/scale.py).

- A tooltip is as wide as its words need (up to a comfortable line), never
  narrower than its longest word (a file path, "Shortcut:"), so no word is
  broken into fragments; it goes beside the button hovered where it covers
  no other button that can be pressed (the course below the one hovered).
- pygame-gui draws scroll bars (and a slider's arrows) 20 pixels wide at
  any size: each gets 20 *design* pixels, once, when it first shows.
"""
from __future__ import annotations

import re
import weakref

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UIScrollingContainer, UISelectionList, UITextBox, UITooltip

from greenthings.ui.draw.clear_spot import KeepClear
from greenthings.ui.draw.scale import UIScale

TIP_LINE = 320  # design pixels: a tooltip wraps its words beyond this...
TIP_GAP = 4  # ...and keeps this far from the button it is for
SCROLL_BAR = 20  # design pixels: pygame-gui's own width, at 1280x800
_TAGS = re.compile(r"<[^>]+>")


class GameUIManager(pygame_gui.UIManager):
    """A UIManager sized for ``scale`` (tooltips, scroll bars)."""

    def __init__(self, size, theme, scale: UIScale, **kwargs) -> None:
        super().__init__(size, theme, **kwargs)
        self.ui_scale = scale
        self._fitted: weakref.WeakSet = weakref.WeakSet()

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
                 pygame.Rect(anchor.right + gap, anchor.top, w, h), pygame.Rect(anchor.left - gap - w, anchor.top, w, h)]
        keep = KeepClear(window, max(2, self.ui_scale.px(4)))
        keep.add_rect(anchor)
        for el in self.get_sprite_group().sprites():
            if isinstance(el, UIButton) and el is not parent and el.visible and el.is_enabled and el.alive():
                keep.add_rect(el.rect)
        return keep.place(size, spots).topleft

    # -- scroll bars -----------------------------------------------------------------
    def update(self, time_delta: float) -> None:
        self._fit_scroll_bars()
        super().update(time_delta)

    def _fit_scroll_bars(self) -> None:
        """Each new scrolling widget's bar, SCROLL_BAR design pixels wide."""
        width = self.ui_scale.px(SCROLL_BAR)
        for el in self.get_sprite_group().sprites():
            if el in self._fitted:
                continue
            self._fitted.add(el)
            if width == 20 or isinstance(el.parent_element, UITooltip):
                continue
            if isinstance(el, (UITextBox, UISelectionList)):
                bar = el.scroll_bar
                at = bar.start_percentage if bar is not None else None
                el.scroll_bar_width = width
                el.rebuild()
                bar = el.scroll_bar
                if at is not None and bar is not None:  # where the page had scrolled to
                    bar.set_scroll_from_start_percentage(at)
            elif isinstance(el, UIScrollingContainer):
                _widen_bars(el, width)
            elif isinstance(el, UIHorizontalSlider) and el.enable_arrow_buttons:
                el.default_button_width = width  # its arrows (the handle's width is in the theme)
                for arrow in (el.left_button, el.right_button):
                    if arrow is not None:
                        arrow.kill()
                el.left_button = el.right_button = None
                el.rebuild()


def _widen_bars(container: UIScrollingContainer, width: int) -> None:
    """pygame-gui writes 20 into a scrolling container's bar sizes each time
    it checks them: write ours after it."""
    check = container._check_scroll_bars

    def checked():
        need_x, need_y = check()
        if need_y:
            container.scroll_bar_width = width
        if need_x:
            container.scroll_bar_height = width
        if need_x or need_y:
            container._calculate_scrolling_dimensions()
        return need_x, need_y

    container._check_scroll_bars = checked
    container._sort_out_element_container_scroll_bars()
