"""The main menu: new game, continue, load, settings, rules, how to play, the tutorial, quit."""
from __future__ import annotations

import math

import pygame
from pygame_gui.elements import UIButton

from greenthings import __version__
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.tokens import Token, render_token
from greenthings.ui.game.saves import is_finished
from greenthings.ui.game.species_text import default_species
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import ButtonColumn, PageScene, draw_title, starfield

BUTTONS_TOP = 196  # design pixels: below the title, the subtitle and the line under them

KEYS = {pygame.K_n: "new", pygame.K_c: "continue", pygame.K_l: "load", pygame.K_s: "settings",
        pygame.K_r: "rules", pygame.K_h: "howto", pygame.K_t: "tutorial", pygame.K_q: "quit"}


class MenuScene(PageScene):
    name = "menu"

    def __init__(self, context) -> None:
        super().__init__(context)
        self.t = 0.0
        self._ship_view = None
        self._ship_bg: pygame.Surface | None = None

    def enter(self) -> None:
        super().enter()
        if not self.context.settings.seen_how_to_play:
            routes.open_how_to_play(self.context)

    def resume(self) -> None:
        self.rebuild()  # "Continue" may have become possible

    def build(self) -> None:
        w, h = self.size
        self.buttons = ButtonColumn()
        autosave = self.context.paths.autosave_file
        has_autosave = autosave.exists()
        #: The last game is over: nothing to continue, but its score can be seen again.
        self.last_game_over = has_autosave and is_finished(autosave)
        entries = [
            ("new", "New game", "N", self.new_game, True),
            ("continue", "Last game's score" if self.last_game_over else "Continue", "C", self.continue_game,
             has_autosave),
            ("load", "Load game", "L", self.load_game, True),
            ("settings", "Settings", "S", self.settings, True),
            ("rules", "Rules", "R", self.rules, True),
            ("howto", "How to play", "H", self.how_to_play, True),
            ("tutorial", "Tutorial", "T", self.tutorial, True),
            ("quit", "Quit", "Q", self.quit, True),
        ]
        sc = self.scale
        bw, bh, gap = sc.px(300), sc.px(48), sc.px(10)
        top = sc.px(BUTTONS_TOP)
        self.by_name: dict[str, UIButton] = {}
        for i, (key, label, shortcut, action, enabled) in enumerate(entries):
            rect = pygame.Rect(w // 2 - bw // 2, top + i * (bh + gap), bw, bh)
            tip = f"Shortcut: {shortcut}"
            if key == "continue" and self.last_game_over:
                tip = f"The last game is over: see how it ended. {tip}"
            b = UIButton(rect, label, manager=self.ui, object_id="@big_button", tool_tip_text=tip)
            if not enabled:
                b.disable()
            self.by_name[key] = b
            self.buttons.add(b, action)

    # -- actions ---------------------------------------------------------
    def new_game(self) -> None:
        self.context.sound.play("click")
        routes.open_new_game(self.context)

    def continue_game(self) -> None:
        self.context.sound.play("click")
        routes.continue_game(self.context)

    def load_game(self) -> None:
        self.context.sound.play("click")
        routes.open_load(self.context)

    def settings(self) -> None:
        self.context.sound.play("click")
        routes.open_settings(self.context)

    def rules(self) -> None:
        self.context.sound.play("click")
        routes.open_rules(self.context)

    def how_to_play(self) -> None:
        self.context.sound.play("click")
        routes.open_how_to_play(self.context)

    def tutorial(self) -> None:
        self.context.sound.play("click")
        routes.start_tutorial(self.context)

    def quit(self) -> None:
        self.context.request_quit()

    def back(self) -> None:  # Esc on the menu does nothing (Quit is a button)
        pass

    def on_event(self, event: pygame.event.Event) -> bool:
        if self.buttons.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and not (event.mod & pygame.KMOD_CTRL) and event.key in KEYS:
            button = self.by_name[KEYS[event.key]]
            if button.is_enabled:
                dict((b, a) for b, a in self.buttons.items)[button]()
            return True
        return False

    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)

    # -- drawing ---------------------------------------------------------
    @staticmethod
    def _monsters() -> list[Token]:
        """Tokens of the default species: each stage, then the first again."""
        species = default_species()
        stages = (*species.stages, species.stages[0])
        return [Token.for_stage(f"{st.id}-{i}", st, species) for i, st in enumerate(stages)]

    def _ship_background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._ship_bg is None or self._ship_bg.get_size() != size:
            bg = starfield(size).copy()
            try:
                from greenthings.engine import load_map
                from greenthings.ui.draw.shipdraw import ShipView

                view = ShipView(load_map(), show_names=False, show_pictures=False)
                w, h = size
                view.set_rect(pygame.Rect(int(w * 0.04), int(h * 0.08), int(w * 0.92), int(h * 0.9)))
                ship = view.background().copy()
                ship.set_alpha(70)
                bg.blit(ship, view.rect.topleft, special_flags=0)
            except Exception:  # the menu must open even without a map
                pass
            self._ship_bg = bg
        return self._ship_bg

    def draw_background(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        sc = self.scale
        surface.blit(self._ship_background((w, h)), (0, 0))
        title_size = sc.text(46)
        r = draw_title(surface, "The Awful Green Things", w // 2, sc.px(36), title_size)
        r2 = draw_title(surface, "From Outer Space", w // 2, r.bottom + sc.px(2), int(title_size * 0.7))
        sub = font(sc.text(16), italic=True).render(
            "A digital edition of Tom Wham's board game: the crew of the Znutar against the monsters",
            True, P.TEXT_DIM)
        blit_text(surface, sub, sub.get_rect(midtop=(w // 2, r2.bottom + sc.px(8))), "subtitle")
        # A few monsters bob at the edges (shapes, not colour, tell them apart).
        for i, (tok, fx, fy) in enumerate(zip(self._monsters(), (0.14, 0.2, 0.84, 0.8, 0.9),
                                              (0.58, 0.76, 0.62, 0.8, 0.45))):
            img = render_token(tok, sc.px(54))
            dy = math.sin(self.t * 1.6 + i * 1.3) * sc.px(6)
            surface.blit(img, img.get_rect(center=(int(w * fx), int(h * fy + dy))))
        foot = font(sc.text(13)).render("F1 or ?  keyboard shortcuts     F11  full screen     M  sound on/off",
                                        True, P.TEXT_DIM)
        blit_text(surface, foot, foot.get_rect(midbottom=(w // 2, h - sc.px(10))), "keys")
        settings = self.context.settings  # e.g. a damaged settings file set aside, saves off
        notice = " ".join(filter(None, (settings.notice, settings.save_problem)))
        if notice:
            f = font(sc.text(14))
            lines = wrap_text(notice, f, w - sc.px(40))[:3]
            bottom = h - sc.px(32)
            for i, line in enumerate(reversed(lines)):
                note = f.render(line, True, P.WARN)
                blit_text(surface, note, note.get_rect(midbottom=(w // 2, bottom - i * f.get_linesize())),
                          f"notice {len(lines) - i}")
        version = font(sc.text(12)).render(f"version {__version__}", True, P.TEXT_DIM)
        blit_text(surface, version, version.get_rect(bottomright=(w - sc.px(10), h - sc.px(10))), "version")
