"""The load page: every save, newest first, in a list that scrolls.  Each
row tells saves of the same game apart (date, time, round, whose turn, who
plays, species, options) and can be watched again from the start (Replay),
renamed or deleted (asked first); damaged ones say what is wrong.  Import
opens a game someone exported."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.game.saves import NAME_MAX, SaveError, delete_save, list_saves, rename_save
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PageScene

ROW_H = 64      # one save: its button and the line below
SIDE_W = 96     # the Rename and Delete buttons
LIST_TOP = 80


class LoadScene(PageScene):
    name = "load"
    title = "Load a saved game"

    def build(self) -> None:
        w, h = self.size
        self.saves = list_saves(self.context.paths.saves_dir)
        self.rows: list[tuple[UIButton, object]] = []
        self.renames: list[tuple[UIButton, object]] = []
        self.deletes: list[tuple[UIButton, object]] = []
        self.replays: list[tuple[UIButton, object]] = []
        self.notice = ""
        row_w = min(900, w - 60)
        x = w // 2 - row_w // 2
        list_h = h - LIST_TOP - 110
        if not self.saves:
            UILabel(pygame.Rect(x, LIST_TOP + 10, row_w, 40), "No saved games yet. Games are saved automatically "
                    "after every move.", manager=self.ui, object_id="@dim")
        self.list = UIScrollingContainer(pygame.Rect(x, LIST_TOP, row_w, list_h), manager=self.ui,
                                         allow_scroll_x=False)
        self.list.set_scrollable_area_dimensions((row_w - 20, max(list_h - 4, len(self.saves) * ROW_H)))
        inner = row_w - 24  # room for the scroll bar
        for i, info in enumerate(self.saves):
            self._row(info, i * ROW_H, inner)
        self.import_button = UIButton(pygame.Rect(w // 2 - 230, h - 76, 220, 48), "Import a game...",
                                      manager=self.ui, object_id="@big_button",
                                      tool_tip_text="Open a game someone exported, to watch it or play on")
        self.back_button = UIButton(pygame.Rect(w // 2 + 10, h - 76, 220, 48), "Back", manager=self.ui,
                                    object_id="@big_button", tool_tip_text="Esc")

    def _row(self, info, y: int, width: int) -> None:
        box = self.list
        main_w = width - 3 * (SIDE_W + 6)
        if info.ok:
            text = f"{info.name}   \u2014   {info.when()}"
            tip = f"{info.label}<br>{info.path}"
            below = info.details
        elif info.newer:
            text = f"{info.path.name}: made by a newer version of the game"
            tip = f"{info.error}<br>{info.path}"
            below = "Update the game to load it."
        else:
            text = f"{info.path.name}: damaged, cannot be loaded"
            tip = f"{info.error}<br>{info.path}"
            below = info.error
        b = UIButton(pygame.Rect(0, y, main_w, 34), text, manager=self.ui, container=box, tool_tip_text=tip)
        if not info.ok:
            b.disable()
        self.rows.append((b, info))
        UILabel(pygame.Rect(6, y + 35, main_w - 6, 22), _fit(below, main_w - 12), manager=self.ui, container=box,
                object_id="@dim")
        p = UIButton(pygame.Rect(main_w + 6, y, SIDE_W, 34), "Replay", manager=self.ui, container=box,
                     object_id="@small_button", tool_tip_text="Watch this game again from the start")
        if not info.ok:
            p.disable()
        self.replays.append((p, info))
        r = UIButton(pygame.Rect(main_w + 12 + SIDE_W, y, SIDE_W, 34), "Rename", manager=self.ui, container=box,
                     object_id="@small_button",
                     tool_tip_text="The autosave is written after every move: save the game (Ctrl+S) to keep it "
                                   "under a name" if info.is_autosave else "Give this save a name")
        if info.is_autosave or not info.ok:
            r.disable()
        self.renames.append((r, info))
        d = UIButton(pygame.Rect(main_w + 18 + 2 * SIDE_W, y, SIDE_W, 34), "Delete", manager=self.ui, container=box,
                     object_id="@small_button", tool_tip_text="Delete this save (asked first)")
        self.deletes.append((d, info))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll(0.9 if event.key == pygame.K_PAGEDOWN else -0.9)
            return True
        if event.type == pygame.MOUSEWHEEL:  # anywhere on the page (over the list, the list scrolls itself)
            self.scroll(-event.y * ROW_H / max(1, self.list.rect.h))
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.back_button:
            self.back()
            return True
        if event.ui_element is self.import_button:
            routes.open_import(self.context)
            return True
        for b, info in self.rows:
            if event.ui_element is b:
                routes.load_game(self.context, info.path)
                return True
        for p, info in self.replays:
            if event.ui_element is p:
                routes.replay_save(self.context, info.path)
                return True
        for r, info in self.renames:
            if event.ui_element is r:
                self.ask_rename(info)
                return True
        for d, info in self.deletes:
            if event.ui_element is d:
                self.ask_delete(info)
                return True
        return False

    def scroll(self, pages: float) -> None:
        """Move the list by ``pages`` of its height (down if positive)."""
        bar = self.list.vert_scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(
                min(1.0, max(0.0, bar.start_percentage + pages * bar.visible_percentage)))

    def ask_rename(self, info) -> None:
        def use(name: str) -> str | None:
            try:
                rename_save(info.path, name)
            except SaveError as exc:
                return str(exc)
            self.rebuild()
            return None

        routes.ask_text(self.context, "Rename this save", f"A new name for \u201c{info.name}\u201d "
                        f"(letters, digits, spaces, - and _; at most {NAME_MAX}):", info.name, use,
                        ok="Rename", cancel="Keep the name")

    def ask_delete(self, info) -> None:
        def really() -> None:
            trouble = delete_save(info.path)
            self.rebuild()
            self.notice = trouble or ""

        routes.message(self.context, "Delete this save?",
                       f"\u201c{info.name}\u201d ({info.when() or info.path.name}) will be deleted for good."
                       + (f"\n\n{info.details}" if info.details else "") + "\n\nNo other save is touched.",
                       ok="Delete", cancel="Keep it", on_ok=really)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        f = font(13)
        t = f.render(f"Folder: {self.context.paths.saves_dir}", True, P.TEXT_DIM)
        surface.blit(t, (20, surface.get_height() - 24))
        if self.notice:
            n = font(14).render(self.notice, True, P.WARN)
            surface.blit(n, n.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 84)))


def _fit(text: str, width: int, size: int = 14) -> str:
    """Cut ``text`` with an ellipsis to fit ``width`` pixels (the label's font is about this size)."""
    f = font(size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"
