"""The import page: open a game someone exported (one JSON file: the whole
game, or the game up to a position), then watch it from the start or play
on from where it stands.

The page is a small file picker: it starts in the exports folder and lists
the folders and game files (``*.json``) of the folder it is in; a folder
row goes into it, Up goes to the one above, Exports and Saves jump back,
and "Show in file manager" opens the folder outside the game (to drop a
file in, say).  Any file or folder can also be typed.  A file that cannot
be used says why (damaged, from a newer version, a game whose actions
cannot be replayed) and nothing is changed."""
from __future__ import annotations

import html
import logging
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextEntryLine

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.game.bounded import NAME_SHOWN, REASON_MAX, clip, shown_path
from greenthings.ui.game.exports import ImportedGame, read_game_file
from greenthings.ui.game.folders import look_into
from greenthings.ui.game.saves import SaveError
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

logger = logging.getLogger(__name__)

ROW_H = 38  # one file in the list (design pixels, as the rest)
FOLDER_MARK = "\u25b8 "  # before a folder's name in the list


class ImportScene(PageScene):
    name = "import"
    title = "Import a game"

    def __init__(self, context) -> None:
        super().__init__(context)
        self.opened: ImportedGame | None = None
        self.opened_path: Path | None = None
        self.error = ""
        self.folder: Path = context.paths.exports_dir  # the folder the list shows

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        col_w = min(px(900), w - px(60))
        x = w // 2 - col_w // 2
        top = px(PAGE_TOP)
        self.entry = UITextEntryLine(pygame.Rect(x, top, col_w - px(130), px(36)), manager=self.ui)
        self.entry.set_text(shown_path(self.folder))
        self.open_button = UIButton(pygame.Rect(x + col_w - px(120), top, px(120), px(36)), "Open", manager=self.ui,
                                    tool_tip_text="Open the file or folder named on the left (Enter)")
        nav_y, nav_w = top + px(44), (col_w - px(18)) // 4
        self.nav = {}
        for i, (key, label, tip) in enumerate((
                ("up", "Up", "The folder above this one"),
                ("exports", "Exports folder", "Where the games you export go"),
                ("saves", "Saves folder", "The games saved on this computer"),
                ("show", "Show in file manager", "Open this folder outside the game, e.g. to put a file in it"))):
            self.nav[key] = UIButton(pygame.Rect(x + i * (nav_w + px(6)), nav_y, nav_w, px(32)), label,
                                     manager=self.ui, object_id="@small_button", tool_tip_text=tip)
        if self.folder.parent == self.folder:
            self.nav["up"].disable()
        view = look_into(self.folder)
        self.files = view.games
        list_top = nav_y + px(72)
        list_h = max(px(ROW_H) * 2, h - list_top - px(190))
        UILabel(pygame.Rect(x, nav_y + px(38), col_w, px(26)), self._heading(view), manager=self.ui,
                object_id="@dim")
        self.list = UIScrollingContainer(pygame.Rect(x, list_top, col_w, list_h), manager=self.ui,
                                         allow_scroll_x=False)
        row_h = px(ROW_H)
        rows = [(FOLDER_MARK + clip(p.name, NAME_SHOWN), p, True) for p in view.folders]
        rows += [(clip(p.name, NAME_SHOWN), p, False) for p in view.games]
        self.list.set_scrollable_area_dimensions((col_w - px(20), max(list_h - 4, len(rows) * row_h)))
        self.folder_buttons: list[tuple[UIButton, Path]] = []
        self.file_buttons: list[tuple[UIButton, Path]] = []
        for i, (text, path, is_folder) in enumerate(rows):
            b = UIButton(pygame.Rect(0, i * row_h, col_w - px(24), row_h - px(4)), text, manager=self.ui,
                         container=self.list, tool_tip_text=html.escape(shown_path(path)),
                         object_id="@small_button" if is_folder else None)
            (self.folder_buttons if is_folder else self.file_buttons).append((b, path))
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

    def _heading(self, view) -> str:
        if view.error:
            return f"This folder cannot be read ({clip(view.error, 80)})."
        if not view.games and not view.folders:
            return ("The exports folder is empty: games you export go there." if self.folder == self.exports
                    else "No games in this folder.")
        games = f"{len(view.games)} game file{'s' if len(view.games) != 1 else ''}"
        return f"{games} and {len(view.folders)} folder{'s' if len(view.folders) != 1 else ''} here:"

    @property
    def exports(self) -> Path:
        return self.context.paths.exports_dir

    def _enable(self) -> None:
        ok = self.opened is not None
        self.watch_button.enable() if ok else self.watch_button.disable()
        if ok and not self.opened.replay.state.phase == "over":
            self.play_button.enable()
        else:
            self.play_button.disable()

    # -- browsing and opening -----------------------------------------------------------
    def browse(self, folder: Path) -> None:
        """Show ``folder``'s games and folders."""
        self.folder = Path(folder)
        self.rebuild()

    def open_typed(self) -> None:
        """What was typed: a folder is browsed, a file opened."""
        text = self.entry.get_text().strip()
        try:
            path = Path(text).expanduser()
            is_folder = path.is_dir()
        except (RuntimeError, OSError, ValueError) as exc:  # "~nobody", a name too long, a NUL byte
            self.opened, self.error = None, f"Not a file or folder that can be opened ({clip(str(exc), 200)})."
            self._enable()
            return
        if is_folder:
            self.browse(path)
        else:
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Read ``path``: the game it holds, or the reason it cannot be used."""
        self.opened_path = Path(path)
        self.entry.set_text(shown_path(path))
        try:
            self.opened = read_game_file(Path(path))
            self.error = ""
        except SaveError as exc:
            self.opened, self.error = None, str(exc)
        except Exception as exc:  # a bug: log it, say so, keep the page
            logger.exception("importing %s failed", path)
            self.opened, self.error = None, f"This file could not be read: {clip(repr(exc), REASON_MAX)}"
        self._enable()
        return self.opened is not None

    def watch(self) -> None:
        if self.opened is not None:
            self.opened.replay.go_to(0)
            routes.open_replay_of(self.context, self.opened.replay, clip(self.opened_path.name, NAME_SHOWN))

    def play_on(self) -> None:
        if self.opened is not None and self.opened.replay.state.phase != "over":
            routes.open_saved_game(self.context, self.opened.save)  # saved to the saves folder, never over the file

    # -- input ----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.open_typed()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        el = event.ui_element
        nav = {b: key for key, b in self.nav.items()}
        if el is self.back_button:
            self.back()
        elif el is self.open_button:
            self.open_typed()
        elif el is self.watch_button:
            self.watch()
        elif el is self.play_button:
            self.play_on()
        elif el in nav:
            self._go(nav[el])
        else:
            for b, path in self.folder_buttons:
                if el is b:
                    self.browse(path)
                    return True
            for b, path in self.file_buttons:
                if el is b:
                    self.open_file(path)
                    return True
            return False
        return True

    def _go(self, key: str) -> None:
        if key == "up":
            self.browse(self.folder.parent)
        elif key == "exports":
            self.browse(self.exports)
        elif key == "saves":
            self.browse(self.context.paths.saves_dir)
        else:
            routes.show_folder(self.context, self.folder)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        sc = self.scale
        if self.opened is not None:
            lines = [(f"{clip(self.opened_path.name, NAME_SHOWN)}: {self.opened.describe()}", P.GOOD),
                     ("Watch it from the start, or play on from where it stands (both sides at this screen)."
                      if self.opened.replay.state.phase != "over" else "A finished game: watch it from the start.",
                      P.TEXT)]
        elif self.error:
            lines = [(self.error, P.WARN)]
        else:
            lines = [("Pick a game above, go into a folder, or type the path of a file and press Open.",
                      P.TEXT_DIM)]
        box = self.info_box
        f = font(sc.text(15))
        y = box.y
        wrapped = [(line, colour) for text, colour in lines for line in wrap_text(text, f, box.w)]
        for line, colour in wrapped[:max(1, box.h // f.get_linesize())]:
            blit_text(surface, f.render(line, True, colour), (box.x, y), line[:30], box)
            y += f.get_linesize()
        w, h = surface.get_size()
        t = font(sc.text(13)).render(f"This folder: {shown_path(self.folder)}", True, P.TEXT_DIM)
        room = w // 2 - sc.px(345) - sc.px(30)  # left of the buttons
        if t.get_width() > room:
            t = pygame.transform.smoothscale(t, (max(1, room), t.get_height()))
        blit_text(surface, t, t.get_rect(bottomleft=(sc.px(20), h - sc.px(8))), "folder")
