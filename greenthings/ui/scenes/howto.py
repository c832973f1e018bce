"""A short how-to-play page, shown on first launch (and from the menu), which
also offers the tutorial."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.engine import Species
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.tokens import Token, render_token
from greenthings.ui.game.species_text import SHAPES, default_species, stage_facts
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import PAGE_TOP, PageScene, draw_text_block

PARAGRAPHS = [
    "Aboard the exploration ship Znutar, a 'mineral specimen' has hatched. One player is the crew, "
    "the other is the {monsters}. You play one side against the computer, or both sides "
    "with a friend at the same screen (hot-seat).",
    "The monsters win by eating the crew. The crew wins by wiping the monsters out, or by escaping "
    "in the boats and surviving the trip home (the Epilogue).",
    "Each turn has phases. The bar at the top says whose turn it is, which phase, and what you can "
    "do now. Click one of your pieces: the areas it may move to light up blue, the foes it may "
    "attack light up red. Click a lit area or foe to act. 'End phase' (E) moves on.",
    "Alike monsters in one area share a token (x3): drag it to move or attack with them all, or "
    "Shift+click a lit area. Rest the mouse on a crowded room to see its pieces full size.",
    "Attacks are declared first and rolled together: the board shows the combined dice and the exact "
    "chance to kill before you roll. Every roll is shown as dice that tumble and land, and written in "
    "the log.",
    "The crew's weapons are unknown until tried: the first use of each draws an effect (it might kill, "
    "stun, shrink, grow... or blow monsters into fragments). The weapons display keeps every effect "
    "found so far.",
    "Undo (U) works within a phase for anything that revealed no dice and no effect. Your game is "
    "saved automatically after every move; 'Continue' on the menu picks it up.",
]


def legend_entries(species: Species) -> list[tuple[Token, str]]:
    """The pieces' legend: crew, then each stage of ``species``, a stunned
    monster, a stack and a weapon."""
    stages = species.stages
    out = [
        (Token("captain", "crew", "Cpt", numbers=(3, 27, 3)), "Crewman: name, and attack dice - constitution - moves"),
        (Token("robot", "crew", "Rob", numbers=(4, 44, 1)),
         "The Robot (square): may carry a weapon; the Mascot never does"),
    ]
    for st in stages:
        out.append((Token.for_stage(f"{st.id}-1", st, species),
                    f"{st.name}: {SHAPES[st.role]}, {stage_facts(st, con=False)}"))
    big, young = stages[0], species.by_role("young") or stages[0]
    out += [
        (Token.for_stage(f"{big.id}-2", big, species, stunned=True), "Stunned: grey, Zz"),
        (Token.for_stage(f"{young.id}-2", young, species, count=3),
         "x3: three alike in one area (drag to move them all)"),
        (Token.for_weapon("knife-1"), "A weapon lying in an area"),
    ]
    return out


class HowToPlayScene(PageScene):
    name = "howto"
    title = "How to play"

    def build(self) -> None:
        w, h = self.size
        px = self.scale.px
        self.ok_button = UIButton(pygame.Rect(w // 2 - px(160), h - px(72), px(320), px(50)), "Got it - to the menu",
                                  manager=self.ui, object_id="@big_button")
        self.rules_button = UIButton(pygame.Rect(w - px(240), h - px(67), px(200), px(40)), "Full rules (R)",
                                     manager=self.ui, object_id="@small_button")
        self.tutorial_button = UIButton(pygame.Rect(px(40), h - px(67), px(200), px(40)), "Play the tutorial (T)",
                                        manager=self.ui, object_id="@small_button",
                                        tool_tip_text="A first game played with you, step by step")

    def back(self) -> None:
        self.done()

    def done(self) -> None:
        self._seen()
        routes.back(self.context)

    def _seen(self) -> None:
        s = self.context.settings
        if not s.seen_how_to_play:
            s.seen_how_to_play = True
            self.context.save_settings()

    def tutorial(self) -> None:
        self._seen()
        routes.start_tutorial(self.context)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.ok_button:
                self.done()
            elif event.ui_element is self.rules_button:
                self.open_rules()
            elif event.ui_element is self.tutorial_button:
                self.tutorial()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.open_rules()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.tutorial()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()
            return True
        return False

    def open_rules(self) -> None:
        routes.open_rules(self.context)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        w, h = surface.get_size()
        sc = self.scale
        px = sc.px
        col_w = px(620)
        x = max(px(30), w // 2 - (col_w + px(320)) // 2)
        species = default_species()
        paragraphs = [text.format(monsters=species.name) for text in PARAGRAPHS]
        draw_text_block(surface, paragraphs, (x, px(PAGE_TOP + 10)), size=sc.text(14.5), width=col_w,
                        gap=px(8))
        # The legend: pieces are told apart by shape and letter.
        lx = x + col_w + px(40)
        ly = px(PAGE_TOP + 14)
        blit_text(surface, font(sc.text(17), bold=True).render("The pieces", True, P.TITLE_GREEN), (lx, ly),
                  "legend")
        ly += px(34)
        legend = legend_entries(species)
        f = font(sc.text(13))
        for tok, text in legend:
            img = render_token(tok, px(40))
            surface.blit(img, (lx, ly))
            lines = wrap_text(text, f, px(230))
            for i, line in enumerate(lines[:2]):
                blit_text(surface, f.render(line, True, P.TEXT), (lx + px(50), ly + px(4) + i * f.get_linesize()),
                          line[:30])
            ly += px(46)
