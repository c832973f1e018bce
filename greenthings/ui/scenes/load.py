"""The load page: every save, newest first; damaged ones say what is wrong."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.game.saves import list_saves
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PageScene


class LoadScene(PageScene):
    name = "load"
    title = "Load a saved game"

    def build(self) -> None:
        w, h = self.size
        self.saves = list_saves(self.context.paths.saves_dir)
        self.rows: list[tuple[UIButton, object]] = []
        self.deletes: list[tuple[UIButton, object]] = []
        y = 90
        row_w = min(820, w - 60)
        x = w // 2 - row_w // 2
        if not self.saves:
            UILabel(pygame.Rect(x, y, row_w, 40), "No saved games yet. Games are saved automatically "
                    "after every move.", manager=self.ui, object_id="@dim")
        for info in self.saves[: max(1, (h - 200) // 52)]:
            when = info.saved_at.replace("T", " ")[:16]
            if info.ok:
                text = f"{'Autosave: ' if info.is_autosave else ''}{info.label}   ({when})"
                tip = str(info.path)
            elif info.newer:
                text = f"{info.path.name}: made by a newer version of the game"
            else:
                text = f"{info.path.name}: damaged, cannot be loaded"
                tip = f"{info.error}<br>{info.path}"
            b = UIButton(pygame.Rect(x, y, row_w - 110, 44), text, manager=self.ui, tool_tip_text=tip)
            if not info.ok:
                b.disable()
            self.rows.append((b, info))
            d = UIButton(pygame.Rect(x + row_w - 100, y, 100, 44), "Delete", manager=self.ui,
                         object_id="@small_button")
            self.deletes.append((d, info))
            y += 52
        self.back_button = UIButton(pygame.Rect(w // 2 - 110, h - 70, 220, 48), "Back", manager=self.ui,
                                    object_id="@big_button", tool_tip_text="Esc")

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.back_button:
            self.back()
            return True
        for b, info in self.rows:
            if event.ui_element is b:
                routes.load_game(self.context, info.path)
                return True
        for d, info in self.deletes:
            if event.ui_element is d:
                def really(path=info.path):
                    try:
                        path.unlink()
                    except OSError:
                        pass
                    self.rebuild()

                routes.message(self.context, "Delete this save?", f"{info.path.name} will be deleted for good.",
                               ok="Delete", cancel="Keep it", on_ok=really)
                return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        f = font(13)
        t = f.render(f"Folder: {self.context.paths.saves_dir}", True, P.TEXT_DIM)
        surface.blit(t, (20, surface.get_height() - 24))
