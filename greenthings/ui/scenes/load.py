"""The load page: every save, the autosave first and then by the date it
was saved, newest first, in a list that scrolls.  Each row tells saves of
the same game apart (date, time, round, whose turn, who plays, species,
options) and can be watched again from the start (Replay), renamed or
deleted (asked first); damaged ones say what is wrong, and can be deleted.
After a rename or a delete the list stays where it was scrolled, and a
renamed save's row stays in view, picked out.  Import opens a game someone
exported."""
from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.game.bounded import NAME_SHOWN, clip, shown_path
from greenthings.ui.game.saves import NAME_MAX, SaveError, delete_save, list_saves, rename_save
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

ROW_H = 64      # one save: its button and the line below (design pixels, as the rest)
SIDE_W = 96     # the Rename and Delete buttons


class LoadScene(PageScene):
    name = "load"
    title = "Load a saved game"

    def __init__(self, context) -> None:
        super().__init__(context)
        self.notice = ""
        self.marked = None  # the path of the row picked out (just renamed)

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        self.saves = list_saves(self.context.paths.saves_dir)
        self.rows: list[tuple[UIButton, object]] = []
        self.renames: list[tuple[UIButton, object]] = []
        self.deletes: list[tuple[UIButton, object]] = []
        self.replays: list[tuple[UIButton, object]] = []
        self.row_h = px(ROW_H)
        row_w = min(px(900), w - px(60))
        x = w // 2 - row_w // 2
        top = px(PAGE_TOP)
        list_h = h - top - px(110)
        self.list = UIScrollingContainer(pygame.Rect(x, top, row_w, list_h), manager=self.ui,
                                         allow_scroll_x=False)
        self.list.set_scrollable_area_dimensions((row_w - px(20), max(list_h - 4, len(self.saves) * self.row_h)))
        inner = row_w - px(24)  # room for the scroll bar
        if not self.saves:
            UILabel(pygame.Rect(0, px(10), inner, px(40)), "No saved games yet. Games are saved automatically "
                    "after every move.", manager=self.ui, container=self.list, object_id="@dim")
        for i, info in enumerate(self.saves):
            self._row(info, i * self.row_h, inner)
        self.import_button = UIButton(pygame.Rect(w // 2 - px(230), h - px(72), px(220), px(48)),
                                      "Import a game...", manager=self.ui, object_id="@big_button",
                                      tool_tip_text="Open a game someone exported, to watch it or play on")
        self.back_button = UIButton(pygame.Rect(w // 2 + px(10), h - px(72), px(220), px(48)), "Back",
                                    manager=self.ui, object_id="@big_button", tool_tip_text="Esc")

    def _row(self, info, y: int, width: int) -> None:
        box = self.list
        px = self.scale.px
        side_w = px(SIDE_W)
        main_w = width - 3 * (side_w + px(6))
        if info.ok:
            text = f"{info.name}   \u2014   {info.when()}"
            tip = f"{html.escape(info.label)}<br>{html.escape(shown_path(info.path))}"
            below = info.details
        elif info.newer:
            text = f"{clip(info.path.name, NAME_SHOWN)}: made by a newer version of the game"
            tip = f"{html.escape(info.error)}<br>{html.escape(shown_path(info.path))}"
            below = "Update the game to load it."
        else:
            text = f"{clip(info.path.name, NAME_SHOWN)}: damaged, cannot be loaded"
            tip = f"{html.escape(info.error)}<br>{html.escape(shown_path(info.path))}"
            below = info.error
        b = UIButton(pygame.Rect(0, y, main_w, px(34)), text, manager=self.ui, container=box, tool_tip_text=tip)
        if not info.ok:
            b.disable()
        elif info.path == self.marked:
            b.select()
        self.rows.append((b, info))
        UILabel(pygame.Rect(px(6), y + px(35), main_w - px(6), px(24)),
                _fit(below, main_w - px(12), self.scale.text(14)),
                manager=self.ui, container=box, object_id="@dim")
        p = UIButton(pygame.Rect(main_w + px(6), y, side_w, px(34)), "Replay", manager=self.ui, container=box,
                     object_id="@small_button", tool_tip_text="Watch this game again from the start")
        if not info.ok:
            p.disable()
        self.replays.append((p, info))
        r = UIButton(pygame.Rect(main_w + px(12) + side_w, y, side_w, px(34)), "Rename", manager=self.ui, container=box,
                     object_id="@small_button",
                     tool_tip_text="The autosave is written after every move: save the game (Ctrl+S) to keep it "
                                   "under a name" if info.is_autosave else "Give this save a name")
        if info.is_autosave or not info.ok:
            r.disable()
        self.renames.append((r, info))
        d = UIButton(pygame.Rect(main_w + px(18) + 2 * side_w, y, side_w, px(34)), "Delete", manager=self.ui,
                     container=box, object_id="@small_button", tool_tip_text="Delete this save (asked first)")
        self.deletes.append((d, info))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll(0.9 if event.key == pygame.K_PAGEDOWN else -0.9)
            return True
        if event.type == pygame.MOUSEWHEEL:  # anywhere on the page (over the list, the list scrolls itself)
            self.scroll(-event.y * self.row_h / max(1, self.list.rect.h))
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
            self._scroll_to(bar.start_percentage + pages * bar.visible_percentage)

    def _scroll_to(self, start: float) -> None:
        """Scroll so that the list's view starts ``start`` (0..1) of the way down."""
        bar = self.list.vert_scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(min(1.0 - bar.visible_percentage, max(0.0, start)))

    def scrolled(self) -> float:
        """How far down the list's view starts (0..1)."""
        bar = self.list.vert_scroll_bar
        return bar.start_percentage if bar is not None else 0.0

    def reread(self, show=None) -> None:
        """Read the saves again (after a rename or a delete), keeping the
        list where it was scrolled; ``show``: a save whose row must stay in
        view, picked out."""
        at = self.scrolled()
        self.marked = show
        self.rebuild()
        self._scroll_to(at)
        row = next((i for i, info in enumerate(self.saves) if info.path == show), None)
        bar = self.list.vert_scroll_bar
        if row is None or bar is None:
            return
        total = len(self.saves) * self.row_h
        top, bottom = row * self.row_h / total, (row + 1) * self.row_h / total
        view = (bar.start_percentage, bar.start_percentage + bar.visible_percentage)
        if top < view[0]:
            self._scroll_to(top)
        elif bottom > view[1]:
            self._scroll_to(bottom - bar.visible_percentage)

    def ask_rename(self, info) -> None:
        def use(name: str) -> str | None:
            try:
                renamed = rename_save(info.path, name)
            except SaveError as exc:
                return str(exc)
            self.notice = ""
            self.reread(show=renamed)
            return None

        routes.ask_text(self.context, "Rename this save", f"A new name for \u201c{info.name}\u201d "
                        f"(letters, digits, spaces, - and _; at most {NAME_MAX}):", info.name, use,
                        ok="Rename", cancel="Keep the name")

    def ask_delete(self, info) -> None:
        def really() -> None:
            trouble = delete_save(info.path)
            self.reread()
            self.notice = trouble or ""

        routes.message(self.context, "Delete this save?",
                       f"\u201c{info.name}\u201d ({info.when() or info.name}) will be deleted for good."
                       + (f"\n\n{info.details}" if info.details else "") + "\n\nNo other save is touched.",
                       ok="Delete", cancel="Keep it", on_ok=really)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        sc = self.scale
        w, h = surface.get_size()
        t = font(sc.text(13)).render(f"Folder: {shown_path(self.context.paths.saves_dir)}", True, P.TEXT_DIM)
        room = w // 2 - sc.px(230) - sc.px(30)  # left of the Import and Back buttons
        if t.get_width() > room:
            t = pygame.transform.smoothscale(t, (room, t.get_height()))
        blit_text(surface, t, t.get_rect(bottomleft=(sc.px(20), h - sc.px(8))), "folder")
        if self.notice:
            n = font(sc.text(14)).render(self.notice, True, P.WARN)
            blit_text(surface, n, n.get_rect(midbottom=(w // 2, h - sc.px(80))), "notice")


def _fit(text: str, width: int, size: int = 14) -> str:
    """Cut ``text`` with an ellipsis to fit ``width`` pixels (the label's font is about this size)."""
    f = font(size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"
