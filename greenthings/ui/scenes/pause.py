"""The in-game menu (Esc on the board): resume, save, export, rules,
settings, main menu, give up."""
from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from greenthings.engine import CONCEDE, species_of
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Scene
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import ButtonColumn, draw_modal_panel


class PauseScene(Scene):
    transparent = True
    name = "pause"

    def __init__(self, context, board) -> None:
        super().__init__(context)
        self.board = board

    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.build()

    def resize(self, size) -> None:
        super().resize(size)
        self.ui.clear_and_reset()
        self.build()

    def build(self) -> None:
        w, h = self.context.window_size
        px = self.scale.px
        self.box = pygame.Rect(0, 0, px(360), px(530))
        self.box.center = (w // 2, h // 2)
        self.column = ButtonColumn()
        y = self.box.y + px(70)
        self.named: dict[str, UIButton] = {}
        for key, label, fn in (("resume", "Resume", self.resume_game), ("save", "Save game", self.save),
                               ("export", "Export game...", self.export),
                               ("rules", "Rules", self.rules), ("settings", "Settings", self.settings),
                               ("menu", "Main menu", self.to_menu), ("concede", "Give up", self.concede)):
            b = UIButton(pygame.Rect(self.box.x + px(30), y, self.box.w - px(60), px(48)), label, manager=self.ui,
                         object_id="@big_button")
            self.named[key] = b
            self.column.add(b, fn)
            y += px(60)
        why_not = self.why_no_conceding()
        if why_not is not None:
            give_up = self.named["concede"]
            give_up.set_text(why_not[0])
            give_up.tool_tip_text = why_not[1]
            give_up.disable()

    def why_no_conceding(self) -> tuple[str, str] | None:
        """(The button's words, the reason) when giving up is not possible now; None when it is."""
        session = self.board.session
        if session.over:
            return "Give up (game over)", "The game is over: there is nothing left to give up."
        if not session.human_turn():
            return "Give up (on your turn)", ("The computer is playing its turn. You can give up "
                                             "when it is your turn again.")
        return None

    def resume_game(self) -> None:
        routes.back(self.context)

    def save(self) -> None:
        routes.back(self.context)
        self.board.save_game()

    def export(self) -> None:
        """The game so far in one JSON file to share (docs/save-format.md)."""
        routes.back(self.context)
        routes.export_game(self.context, self.board.session.game)

    def rules(self) -> None:
        routes.open_rules(self.context, species=species_of(self.board.session.state))

    def settings(self) -> None:
        routes.open_settings(self.context)

    def to_menu(self) -> None:
        self.board.autosave()
        routes.open_menu(self.context)

    def concede(self) -> None:
        def really():
            routes.back(self.context)  # this menu
            self.board.act(CONCEDE)

        side = self.board.session.to_play
        routes.message(self.context, "Give up?", f"The {side} concede the game. This cannot be undone.",
                       ok="Give up", cancel="Play on", on_ok=really)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.ui.process_events(event)
        if self.column.handle_event(event):
            return True
        if intent_of(event) is Intent.BACK:
            routes.back(self.context)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        draw_modal_panel(surface, self.box, "Game menu", 26, self.scale)
        super().draw(surface)
