"""The replay's controls: in the bar, to the start, a step back, play or
pause, a step on, to the end, the speed and Close; in the side panel, the
position slider, the room under it for the win-chance chart (as wide as
the slider: the game runs left to right on both) and the export buttons.
Each calls back into the scene; the controls decide nothing."""
from __future__ import annotations

from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider

from greenthings.ui.draw.scale import UIScale
from greenthings.ui.scenes.replay.pacing import SPEEDS

TITLE_W = 150  # the bar's title, left of the buttons (lengths in design pixels)
GAP = 6
SLIDER_H = 26
CHART_H = 58
EXPORT_H = 30


class ReplayControls:
    def __init__(self, *, to_start: Callable, step_back: Callable, toggle_play: Callable, step_forward: Callable,
                 to_end: Callable, set_speed: Callable[[int], None], seek: Callable[[int], None],
                 export_whole: Callable, export_here: Callable, close: Callable) -> None:
        self._seek = seek
        self._set_speed = set_speed
        self._plan = [  # (key, label, width, what it does, tooltip)
            ("start", "|\u25c0", 48, to_start, "To the start (Home)"),
            ("back", "\u25c0 Back", 80, step_back, "One step back (Left)"),
            ("play", "\u25b6 Play", 96, toggle_play, "Play or pause (Space)"),
            ("forward", "Step \u25b6", 80, step_forward, "One step on (Right)"),
            ("end", "\u25b6|", 48, to_end, "To the end (End)"),
        ]
        self._others = {"export_whole": export_whole, "export_here": export_here, "close": close}
        self.buttons: dict[str, UIButton] = {}
        self.speed_buttons: dict[int, UIButton] = {}
        self.slider: UIHorizontalSlider | None = None
        self.chart_rect = pygame.Rect(0, 0, 0, 0)  # the win-chance chart, under the slider
        self.text_top = 0  # where the side panel's words start, under the chart
        self.text_bottom = 0  # ... and end, above the export buttons

    def place(self, ui, bar: pygame.Rect, info: pygame.Rect, length: int, scale: UIScale) -> None:
        """Build the widgets: the transport in ``bar``, the slider and the export
        buttons in ``info`` (lengths here are design pixels)."""
        px = scale.px
        self.buttons, self.speed_buttons = {}, {}
        h, gap = px(40), px(GAP)
        y = bar.y + (bar.h - h) // 2
        x = bar.x + px(TITLE_W)
        for key, label, w, _fn, tip in self._plan:
            self.buttons[key] = UIButton(pygame.Rect(x, y, px(w), h), label, manager=ui, tool_tip_text=tip)
            x += px(w) + gap
        x += 2 * gap
        for speed in SPEEDS:
            self.speed_buttons[speed] = UIButton(pygame.Rect(x, y, px(44), h), f"{speed}x", manager=ui,
                                                 object_id="@small_button", tool_tip_text=f"Play at {speed}x")
            x += px(44) + gap // 2
        self.buttons["close"] = UIButton(pygame.Rect(bar.right - px(110), y, px(100), h), "Close", manager=ui,
                                         tool_tip_text="Back (Esc)")
        slider_h, export_h = px(SLIDER_H), px(EXPORT_H)
        self.slider = UIHorizontalSlider(pygame.Rect(info.x, info.y + px(4), info.w, slider_h), 0,
                                         (0, max(1, length)), manager=ui, click_increment=1)
        if length == 0:
            self.slider.disable()
        self.chart_rect = pygame.Rect(info.x, info.y + px(4) + slider_h + gap, info.w, px(CHART_H))
        self.text_top = self.chart_rect.bottom + gap
        by = info.bottom - 2 * export_h - gap - px(4)
        self.buttons["export_whole"] = UIButton(pygame.Rect(info.x, by, info.w, export_h), "Export game...",
                                                manager=ui, object_id="@small_button",
                                                tool_tip_text="The whole game in one JSON file, to share")
        self.buttons["export_here"] = UIButton(pygame.Rect(info.x, by + export_h + gap, info.w, export_h),
                                               "Export up to here...", manager=ui, object_id="@small_button",
                                               tool_tip_text="The game up to this position: whoever opens it "
                                                             "can play on from here")
        self.text_bottom = by - gap

    def show(self, position: int, playing: bool, speed: int, at_start: bool, at_end: bool) -> None:
        """Bring the widgets in line with the replay."""
        if not self.buttons:
            return
        play = self.buttons["play"]
        label = "\u2016 Pause" if playing else "\u25b6 Play"
        if play.text != label:
            play.set_text(label)
        for key, off in (("start", at_start), ("back", at_start), ("forward", at_end), ("end", at_end)):
            b = self.buttons[key]
            if off and b.is_enabled:
                b.disable()
            elif not off and not b.is_enabled:
                b.enable()
        for s, b in self.speed_buttons.items():
            if s == speed and not b.is_selected:
                b.select()
            elif s != speed and b.is_selected:
                b.unselect()
        if self.slider is not None and int(self.slider.get_current_value()) != position:
            self.slider.set_current_value(position, warn=False)

    def handle(self, event: pygame.event.Event) -> bool:
        """A widget's event: do what it says; False if it is none of ours."""
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self._seek(int(round(event.value)))
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for key, _label, _w, fn, _tip in self._plan:
            if event.ui_element is self.buttons.get(key):
                fn()
                return True
        for speed, b in self.speed_buttons.items():
            if event.ui_element is b:
                self._set_speed(speed)
                return True
        for key, fn in self._others.items():
            if event.ui_element is self.buttons.get(key):
                fn()
                return True
        return False
