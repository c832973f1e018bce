"""The new game page: side, opponent and difficulty, the monsters' species
and the ship's map (scrolling lists, shown when there is a choice), the
optional rules (the rulebook's variants, then every registered expansion, in
the expansion's own words; scrolling past what fits), seed."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextEntryLine

from greenthings.engine import EXPANSIONS, SPECIES, map_names
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.tokens import Token, draw_token
from greenthings.ui.game.gameconfig import DIFFICULTIES, GameConfig, difficulty_tip, map_title
from greenthings.ui.game.species_text import offered_species, short_name
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.choice_list import ChoiceList
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene

#: The rulebook's optional rules: (GameConfig field, words, tooltip); "{adult}" is the species' biggest stage.
VARIANTS = [
    ("comm_beamer_frequencies", "Comm Beamer frequencies",
     "Helps the crew: a second Comm Beamer effect can be found and chosen"),
    ("extra_adult", "Extra {adult}", "Helps the monsters: one more of their biggest at setup"),
    ("crew_survival", "Crew Survival (short game)", "A few random crew escape at once: straight to the Epilogue"),
]


class NewGameScene(PageScene):
    name = "new_game"
    title = "New game"

    def __init__(self, context) -> None:
        super().__init__(context)
        # Who plays, the monsters and the ship as last time; the rules as the
        # rulebook has them, unless "Same as last game" brings its variants back.
        self.last = GameConfig.from_dict(context.settings.last_options)
        self.last.seed = None
        self.config = self.last.with_rulebook_rules()
        self.last_note_box: pygame.Rect | None = None  # where the last game's variants are named
        self.species_text_box: pygame.Rect | None = None  # where the chosen species is described

    def build(self) -> None:
        w, h = self.size
        c = self.config
        sc = self.scale
        px = sc.px
        x0 = max(px(20), w // 2 - px(360))
        lx = x0
        cx = x0 + px(220)
        y = px(PAGE_TOP + 20)
        offered = offered_species()
        maps = map_names()
        several_species, several_maps = len(offered) > 1, len(maps) > 1
        # The rows close up when the species or the map list is there too.
        row = px(56 if several_species or several_maps else 66)
        UILabel(pygame.Rect(lx, y, px(210), px(40)), "You play", manager=self.ui, object_id="@heading")
        self.side_buttons = {
            "crew": UIButton(pygame.Rect(cx, y, px(220), px(44)), "The crew", manager=self.ui, object_id="@choice",
                             tool_tip_text="Shortcut: 1"),
            "monsters": UIButton(pygame.Rect(cx + px(230), y, px(220), px(44)), "The monsters", manager=self.ui,
                                 object_id="@choice", tool_tip_text="Shortcut: 2"),
        }
        # Hot-seat: both sides play at this screen, so there is no side to pick.
        self.side_note = UILabel(pygame.Rect(cx, y, px(450), px(44)), "Both sides, taking turns at this screen",
                                 manager=self.ui, object_id="@dim")
        y += row
        UILabel(pygame.Rect(lx, y, px(210), px(40)), "Against", manager=self.ui, object_id="@heading")
        self.opp_buttons = {
            "computer": UIButton(pygame.Rect(cx, y, px(220), px(44)), "The computer", manager=self.ui,
                                 object_id="@choice"),
            "hotseat": UIButton(pygame.Rect(cx + px(230), y, px(220), px(44)), "A friend (hot-seat)",
                                manager=self.ui, object_id="@choice",
                                tool_tip_text="Both sides play at this screen, taking turns"),
        }
        y += row
        self.diff_label = UILabel(pygame.Rect(lx, y, px(210), px(40)), "Difficulty", manager=self.ui,
                                  object_id="@heading")
        self.diff_buttons = {}
        for i, d in enumerate(DIFFICULTIES):
            self.diff_buttons[d] = UIButton(pygame.Rect(cx + i * px(153), y, px(145), px(44)), d.capitalize(),
                                            manager=self.ui, object_id="@choice", tool_tip_text=difficulty_tip(d))
        # ...and no computer whose difficulty to set.
        self.diff_note = UILabel(pygame.Rect(cx, y, px(450), px(44)), "No computer player in a hot-seat game",
                                 manager=self.ui, object_id="@dim")
        y += row
        # The monsters' species and the ship's map: each a list (any number,
        # scrolling past a few rows), only when the game ships more than one;
        # the chosen species' description (and its biggest stage's token) beside its list.
        self.species_list = self.map_list = self.species_text_box = None
        if several_species:
            UILabel(pygame.Rect(lx, y, px(210), px(40)), "Monsters", manager=self.ui, object_id="@heading")
            self.species_list = ChoiceList((cx, y), px(220), 3, [(sp.id, short_name(sp)) for sp in offered],
                                           c.species, self.ui)
            c.species = self.species_list.chosen
            box = self.species_list.rect
            self.species_text_box = pygame.Rect(box.right + px(10), box.y, w - box.right - px(30), box.h)
            y = box.bottom + px(12)
        if several_maps:
            UILabel(pygame.Rect(lx, y, px(210), px(40)), "Ship", manager=self.ui, object_id="@heading")
            self.map_list = ChoiceList((cx, y), px(220), 2, [(name, map_title(name)) for name in maps], c.map, self.ui)
            c.map = self.map_list.chosen
            y = self.map_list.rect.bottom + px(12)
        UILabel(pygame.Rect(lx, y, px(210), px(40)), "Variants", manager=self.ui, object_id="@heading")
        self.same_button = UIButton(pygame.Rect(lx, y + px(46), px(200), px(36)), "Same as last game",
                                    manager=self.ui, object_id="@small_button",
                                    tool_tip_text=f"Last game: {self.last.describe()} (L)")
        self.last_note_box = pygame.Rect(lx, y + px(88), px(200), px(90))
        self.variant_buttons = {}
        step = px(44 if several_species or several_maps else 48)
        rows = self.variant_rows()
        # The rows in a box that scrolls past those that fit above the seed and the game's summary line.
        room = h - px(82 + 24 + 8 + 40 + 8) - y
        shown = max(2, min(len(rows), (room + step - px(40)) // step))
        box_h = shown * step - (step - px(40))
        self.variants_box = UIScrollingContainer(pygame.Rect(cx, y, px(470), box_h), manager=self.ui,
                                                 allow_scroll_x=False)
        self.variants_box.set_scrollable_area_dimensions((px(450), len(rows) * step - (step - px(40))))
        for i, (key, label, tip) in enumerate(rows):
            self.variant_buttons[key] = UIButton(pygame.Rect(0, i * step, px(450), px(40)), label, manager=self.ui,
                                                 container=self.variants_box, object_id="@choice",
                                                 tool_tip_text=tip or None)
        y += box_h + px(12)
        UILabel(pygame.Rect(lx, y, px(210), px(40)), "Seed", manager=self.ui, object_id="@heading")
        self.seed_entry = UITextEntryLine(pygame.Rect(cx, y, px(220), px(40)), manager=self.ui,
                                          placeholder_text="random")
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.length_limit = 9
        if c.seed is not None:
            self.seed_entry.set_text(str(c.seed))
        UILabel(pygame.Rect(cx + px(230), y, px(330), px(40)), "same seed + same moves = same game", manager=self.ui,
                object_id="@dim")
        self.start_button = UIButton(pygame.Rect(w // 2 + px(10), h - px(72), px(260), px(52)), "Start the game",
                                     manager=self.ui, object_id="@big_button", tool_tip_text="Enter")
        self.back_button = UIButton(pygame.Rect(w // 2 - px(270), h - px(72), px(260), px(52)), "Back",
                                    manager=self.ui, object_id="@big_button", tool_tip_text="Esc")
        self.refresh()

    def refresh(self) -> None:
        c = self.config
        hotseat = c.opponent == "hotseat"
        for key, b in self.side_buttons.items():
            b.select() if c.side == key else b.unselect()
        for key, b in self.opp_buttons.items():
            b.select() if c.opponent == key else b.unselect()
        for key, b in self.diff_buttons.items():
            b.select() if c.difficulty == key else b.unselect()
        # Hot-seat has no side to pick and no computer: the rows say so instead of their buttons.
        for b in (*self.side_buttons.values(), *self.diff_buttons.values()):
            b.hide() if hotseat else b.show()
        for note in (self.side_note, self.diff_note):
            note.show() if hotseat else note.hide()
        for choice, chosen in ((self.species_list, c.species), (self.map_list, c.map)):
            if choice is not None and choice.chosen != chosen:   # (a click on a row is still on its way)
                choice.show(chosen)
        self.same_button.show() if c.to_dict() != self.last.to_dict() else self.same_button.hide()
        for key, label, _ in self.variant_rows():
            b = self.variant_buttons[key]
            on = c.is_on(key)
            b.set_text(("\u2714  " if on else "\u2610  ") + label)
            b.select() if on else b.unselect()

    def variant_rows(self) -> list[tuple[str, str, str]]:
        """(key, words, tooltip) of each optional rule: the rulebook's, in the
        words of the chosen species ("Extra {adult}"), then each registered
        expansion's title and blurb, keyed by its option."""
        adult = SPECIES[self.config.species].by_role("adult")
        rulebook = [(key, label.format(adult=adult.name if adult else "monster"), tip) for key, label, tip in VARIANTS]
        return rulebook + [(x.option, x.title or x.option, x.blurb) for x in EXPANSIONS.values()]

    def read_seed(self) -> int | None:
        text = self.seed_entry.get_text().strip()
        return int(text) if text.isdigit() else None

    def start(self) -> None:
        self.config.seed = self.read_seed()
        saved = self.config.to_dict()
        saved["seed"] = None
        self.context.settings.last_options = saved
        self.context.save_settings()
        self.context.sound.play("click")
        routes.start_game(self.context, self.config)

    def on_event(self, event: pygame.event.Event) -> bool:
        c = self.config
        for choice, key in ((self.species_list, "species"), (self.map_list, "map")):
            picked = choice.picked(event) if choice is not None else None
            if picked is not None:
                setattr(c, key, picked)
                self.refresh()
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.back_button:
                self.back()
                return True
            if el is self.start_button:
                self.start()
                return True
            if el is self.same_button:
                self.same_as_last_game()
                return True
            for key, b in self.side_buttons.items():
                if el is b:
                    c.side = key
            for key, b in self.opp_buttons.items():
                if el is b:
                    c.opponent = key
            for key, b in self.diff_buttons.items():
                if el is b:
                    c.difficulty = key
            for key, b in self.variant_buttons.items():
                if el is b:
                    c.toggle(key)
            self.refresh()
            return True
        if event.type == pygame.KEYDOWN and not self.seed_entry.is_focused:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
            if event.key == pygame.K_1 and c.opponent != "hotseat":
                c.side = "crew"
            elif event.key == pygame.K_2 and c.opponent != "hotseat":
                c.side = "monsters"
            elif event.key == pygame.K_l:
                self.same_as_last_game()
            else:
                return False
            self.refresh()
            return True
        return False

    def same_as_last_game(self) -> None:
        """Every choice as the last game had it, its optional rules too (a new seed)."""
        self.config = GameConfig.from_dict(self.last.to_dict())
        self.refresh()

    def last_game_note(self) -> str:
        """The last game's optional rules this page has not ticked ("" if none)."""
        missing = [v for v in self.last.variants() if v not in self.config.variants()]
        return f"Last game also had: {', '.join(missing)}" if missing else ""

    def species_line(self) -> str:
        """The chosen species, described in one line."""
        species = SPECIES[self.config.species]
        return f"{species.the}: {species.description}"

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        w, h = surface.get_size()
        sc = self.scale
        if self.species_text_box is not None:
            self._draw_species_text(surface)
        note = self.last_game_note()
        if note and self.last_note_box is not None:
            fnt, box = font(sc.text(12), italic=True), self.last_note_box
            for i, line in enumerate(wrap_text(note, fnt, box.w)):
                blit_text(surface, fnt.render(line, True, P.TEXT_DIM), (box.x, box.y + i * fnt.get_linesize()),
                          f"last game {i}", box)
        text = self.config.describe()
        t = font(sc.text(15), italic=True).render(text, True, P.TEXT_DIM)
        blit_text(surface, t, t.get_rect(midbottom=(w // 2, h - sc.px(82))), "the game chosen")

    def _draw_species_text(self, surface: pygame.Surface) -> None:
        """The chosen species' description beside its list, after a token of
        its biggest stage (its colour and marking)."""
        species = SPECIES[self.config.species]
        big = species.by_role("adult") or species.stages[0]
        box = self.species_text_box
        px = self.scale.px
        draw_token(surface, Token.for_stage(f"{big.id}-1", big, species), (box.x + px(12), box.y + px(14)), px(24))
        fnt = font(self.scale.text(13), italic=True)
        text_box = pygame.Rect(box.x + px(30), box.y, box.w - px(30), box.h)
        y = text_box.y + px(4)
        for line in wrap_text(self.species_line(), fnt, text_box.w):   # the layout check says if they overflow
            text = fnt.render(line, True, P.TEXT)
            blit_text(surface, text, text.get_rect(topleft=(text_box.x, y)), "species", text_box)
            y += fnt.get_linesize()
