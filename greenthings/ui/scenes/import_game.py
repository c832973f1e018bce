"""The import page: open a game someone exported (one JSON file: the whole
game, or the game up to a position), then watch it from the start or play
on from where it stands.  The files in the exports folder are listed; any
other file is opened by typing its path.  A file that cannot be used says
why (damaged, from a newer version, a game whose actions cannot be
replayed) and nothing is changed."""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextEntryLine

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.game.exports import ImportedGame, exported_files, read_game_file
from greenthings.ui.game.saves import SaveError
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

ROW_H = 38  # one file in the list (design pixels, as the rest)


class ImportScene(PageScene):
    name = "import"
    title = "Import a game"

    def __init__(self, context) -> None:
        super().__init__(context)
        self.opened: ImportedGame | None = None
        self.opened_path: Path | None = None
        self.error = ""

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        col_w = min(px(900), w - px(60))
        x = w // 2 - col_w // 2
        top = px(PAGE_TOP)
        folder = self.context.paths.exports_dir
        self.entry = UITextEntryLine(pygame.Rect(x, top, col_w - px(130), px(36)), manager=self.ui)
        self.entry.set_text(str(self.opened_path or folder) + ("" if self.opened_path else "/"))
        self.open_button = UIButton(pygame.Rect(x + col_w - px(120), top, px(120), px(36)), "Open", manager=self.ui,
                                    tool_tip_text="Open the file named on the left (Enter)")
        self.files = exported_files(folder)
        list_top = top + px(76)
        list_h = max(px(ROW_H) * 2, h - list_top - px(190))
        UILabel(pygame.Rect(x, top + px(42), col_w, px(26)), f"In the exports folder ({len(self.files)}):"
                if self.files else "The exports folder is empty: games you export go there.", manager=self.ui,
                object_id="@dim")
        self.list = UIScrollingContainer(pygame.Rect(x, list_top, col_w, list_h), manager=self.ui,
                                         allow_scroll_x=False)
        row_h = px(ROW_H)
        self.list.set_scrollable_area_dimensions((col_w - px(20), max(list_h - 4, len(self.files) * row_h)))
        self.file_buttons = [
            (UIButton(pygame.Rect(0, i * row_h, col_w - px(24), row_h - px(4)), p.name, manager=self.ui,
                      container=self.list, tool_tip_text=str(p)), p)
            for i, p in enumerate(self.files)]
        self.info_box = pygame.Rect(x, list_top + list_h + px(8), col_w, px(60))
        by, bw = h - px(72), px(220)
        self.watch_button = UIButton(pygame.Rect(w // 2 - px(345), by, bw, px(48)), "Watch it", manager=self.ui,
                                     object_id="@big_button", tool_tip_text="The game again from its start")
        self.play_button = UIButton(pygame.Rect(w // 2 - px(110), by, bw, px(48)), "Play on", manager=self.ui,
                                    object_id="@big_button",
                                    tool_tip_text="Carry on from where it stands, both sides at this screen")
        self.back_button = UIButton(pygame.Rect(w // 2 + px(125), by, bw, px(48)), "Back", manager=self.ui,
                                    object_id="@big_button", tool_tip_text="Esc")
        self._enable()

    def _enable(self) -> None:
        ok = self.opened is not None
        self.watch_button.enable() if ok else self.watch_button.disable()
        if ok and not self.opened.replay.state.phase == "over":
            self.play_button.enable()
        else:
            self.play_button.disable()

    # -- opening ------------------------------------------------------------------------
    def open_file(self, path: Path) -> bool:
        """Read ``path``: the game it holds, or the reason it cannot be used."""
        self.opened_path = Path(path)
        self.entry.set_text(str(path))
        try:
            self.opened = read_game_file(Path(path))
            self.error = ""
        except SaveError as exc:
            self.opened, self.error = None, str(exc)
        self._enable()
        return self.opened is not None

    def watch(self) -> None:
        if self.opened is not None:
            self.opened.replay.go_to(0)
            routes.open_replay_of(self.context, self.opened.replay, self.opened_path.name)

    def play_on(self) -> None:
        if self.opened is not None and self.opened.replay.state.phase != "over":
            routes.open_saved_game(self.context, self.opened.save)  # saved to the saves folder, never over the file

    # -- input ----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.open_file(Path(self.entry.get_text().strip()).expanduser())
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        el = event.ui_element
        if el is self.back_button:
            self.back()
        elif el is self.open_button:
            self.open_file(Path(self.entry.get_text().strip()).expanduser())
        elif el is self.watch_button:
            self.watch()
        elif el is self.play_button:
            self.play_on()
        else:
            for b, path in self.file_buttons:
                if el is b:
                    self.open_file(path)
                    return True
            return False
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        sc = self.scale
        if self.opened is not None:
            lines = [(f"{self.opened_path.name}: {self.opened.describe()}", P.GOOD),
                     ("Watch it from the start, or play on from where it stands (both sides at this screen)."
                      if self.opened.replay.state.phase != "over" else "A finished game: watch it from the start.",
                      P.TEXT)]
        elif self.error:
            lines = [(self.error, P.WARN)]
        else:
            lines = [("Pick a file above, or type the path of one and press Open.", P.TEXT_DIM)]
        box = self.info_box
        f = font(sc.text(15))
        y = box.y
        wrapped = [(line, colour) for text, colour in lines for line in wrap_text(text, f, box.w)]
        for line, colour in wrapped[:max(1, box.h // f.get_linesize())]:
            blit_text(surface, f.render(line, True, colour), (box.x, y), line[:30], box)
            y += f.get_linesize()
        w, h = surface.get_size()
        t = font(sc.text(13)).render(f"Exports folder: {self.context.paths.exports_dir}", True, P.TEXT_DIM)
        room = w // 2 - sc.px(345) - sc.px(30)  # left of the buttons
        if t.get_width() > room:
            t = pygame.transform.smoothscale(t, (max(1, room), t.get_height()))
        blit_text(surface, t, t.get_rect(bottomleft=(sc.px(20), h - sc.px(8))), "exports folder")
