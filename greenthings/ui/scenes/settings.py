"""The settings page: full screen, colours, animation speed, volume, mute."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.game.settings import ANIMATION_SPEEDS
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Very fast"}


class SettingsScene(PageScene):
    name = "settings"
    title = "Settings"

    def build(self) -> None:
        w, h = self.size
        s = self.context.settings
        px = self.scale.px
        x0 = w // 2 - px(300)
        y = px(PAGE_TOP + 10)
        UILabel(pygame.Rect(x0, y, px(232), px(36)), "Display", manager=self.ui, object_id="@heading")
        self.fullscreen_button = UIButton(
            pygame.Rect(x0 + px(240), y, px(360), px(40)),
            "Full screen: on" if s.fullscreen else "Full screen: off", manager=self.ui,
            tool_tip_text="F11 toggles full screen anywhere")
        y += px(46)
        self.colours_button = UIButton(pygame.Rect(x0 + px(240), y, px(360), px(40)), self._colours_text(),
                                       manager=self.ui, object_id="@small_button",
                                       tool_tip_text="Colour-blind safe: blue and vermillion where the board "
                                                     "lights moves and targets, blue for good news; never red "
                                                     "against green")
        y += px(56)
        UILabel(pygame.Rect(x0, y, px(232), px(36)), "Animation speed", manager=self.ui, object_id="@heading")
        self.speed_buttons: dict[float, UIButton] = {}
        bx = x0 + px(240)
        for speed in ANIMATION_SPEEDS:
            b = UIButton(pygame.Rect(bx, y, px(84), px(40)), SPEED_NAMES[speed], manager=self.ui,
                         object_id="@small_button",
                         tool_tip_text="How fast dice and the computer's moves play (+ and - during a game)")
            if abs(s.animation_speed - speed) < 1e-6:
                b.select()
            self.speed_buttons[speed] = b
            bx += px(92)
        y += px(60)
        UILabel(pygame.Rect(x0, y, px(232), px(36)), "Volume", manager=self.ui, object_id="@heading")
        self.volume_slider = UIHorizontalSlider(pygame.Rect(x0 + px(240), y + px(4), px(260), px(32)), s.volume * 100,
                                                (0, 100), manager=self.ui, click_increment=10)
        self.volume_label = UILabel(pygame.Rect(x0 + px(510), y, px(90), px(40)), f"{round(s.volume * 100)}%",
                                    manager=self.ui)
        y += px(50)
        self.mute_button = UIButton(pygame.Rect(x0 + px(240), y, px(360), px(40)),
                                    "Sound: muted" if s.mute else "Sound: on", manager=self.ui,
                                    tool_tip_text="M toggles sound anywhere")
        self.test_button = UIButton(pygame.Rect(x0 + px(240), y + px(46), px(360), px(36)), "Play a test sound (dice)",
                                    manager=self.ui, object_id="@small_button")
        y += px(100)
        UILabel(pygame.Rect(x0, y, px(232), px(36)), "Play", manager=self.ui, object_id="@heading")
        self.confirm_button = UIButton(pygame.Rect(x0 + px(240), y, px(360), px(40)), self._confirm_text(),
                                       manager=self.ui, object_id="@small_button",
                                       tool_tip_text="Before ending a phase while pieces could still move or "
                                                     "attack, the game asks you to confirm")
        y += px(60)
        UILabel(pygame.Rect(x0, y, px(232), px(36)), "Help", manager=self.ui, object_id="@heading")
        self.howto_button = UIButton(pygame.Rect(x0 + px(240), y, px(360), px(40)), "Show the how-to-play page",
                                     manager=self.ui, object_id="@small_button")
        self.back_button = UIButton(pygame.Rect(w // 2 - px(120), h - px(72), px(240), px(48)), "Back",
                                    manager=self.ui, object_id="@big_button", tool_tip_text="Esc")
        self._where = (x0, y + px(56))

    def _colours_text(self) -> str:
        return "Colours: " + P.PALETTE_NAMES["colour-blind" if self.context.settings.colour_blind else "standard"]

    def _confirm_text(self) -> str:
        on = self.context.settings.confirm_end_phase
        return "Ask before ending a phase early: " + ("on" if on else "off")

    def _changed(self) -> None:
        self.context.save_settings()

    def on_event(self, event: pygame.event.Event) -> bool:
        s = self.context.settings
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.back_button:
                self.back()
            elif el is self.fullscreen_button:
                self.context.toggle_fullscreen()  # resizes, which rebuilds this page
            elif el is self.mute_button:
                s.mute = not s.mute
                self.mute_button.set_text("Sound: muted" if s.mute else "Sound: on")
                self._changed()
            elif el is self.colours_button:
                s.colour_blind = not s.colour_blind
                P.use("colour-blind" if s.colour_blind else "standard")
                self.colours_button.set_text(self._colours_text())
                self._changed()
            elif el is self.confirm_button:
                s.confirm_end_phase = not s.confirm_end_phase
                self.confirm_button.set_text(self._confirm_text())
                self._changed()
            elif el is self.test_button:
                self.context.sound.play("dice")
            elif el is self.howto_button:
                routes.open_how_to_play(self.context)
            else:
                for speed, b in self.speed_buttons.items():
                    if el is b:
                        s.animation_speed = speed
                        for other in self.speed_buttons.values():
                            other.unselect()
                        b.select()
                        self._changed()
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume_slider:
            s.volume = max(0.0, min(1.0, float(self.volume_slider.get_current_value()) / 100))
            self.volume_label.set_text(f"{round(s.volume * 100)}%")
            self._changed()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        muted = "Sound: muted" if self.context.settings.mute else "Sound: on"
        if self.mute_button.text != muted:  # M pressed on this page
            self.mute_button.set_text(muted)
        x, y = self._where
        paths = self.context.paths
        f = font(self.scale.text(13))
        for i, line in enumerate((f"Saves: {paths.saves_dir}", f"Settings: {paths.settings_file}",
                                  f"Log: {paths.log_file}")):
            blit_text(surface, f.render(line, True, P.TEXT_DIM), (x, y + i * f.get_linesize()), line.split(":")[0])
        problem = self.context.settings.save_problem  # the folder cannot be written: changes last this run
        if problem:
            warn_font = font(self.scale.text(14))
            top = y + 3 * f.get_linesize() + self.scale.px(6)
            for i, line in enumerate(wrap_text(problem, warn_font, surface.get_width() - x - self.scale.px(20))[:3]):
                blit_text(surface, warn_font.render(line, True, P.WARN), (x, top + i * warn_font.get_linesize()),
                          f"not saved {i}")
