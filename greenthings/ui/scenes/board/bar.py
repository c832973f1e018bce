"""The phase bar across the top of the board: whose turn it is, the round
and phase, the self-destruct countdown, one sentence on what to do now, and
the Menu, Undo, Hint and End phase buttons (which call back into the scene)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

import pygame
from pygame_gui.elements import UIButton

from greenthings.engine import battle, self_destruct_round, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.draw.tokens import Token, render_token
from greenthings.ui.game.prompts import phase_title, prompt
from greenthings.ui.scenes.board.layout import bar_buttons

PROMPT_X = 420  # where the prompt starts, right of the title (design pixels, as every length here)
TEXT_X = 62  # the words right of the side's token
SMALL = "@small_button"


def self_destruct_warning(state) -> str | None:
    """The countdown beside the round while the ship may still blow up; gone
    once the ship's game is done (the boats' trip home, the score)."""
    boom_round = self_destruct_round(state)
    if boom_round is None or state.phase in ("epilogue", "over"):
        return None
    return f"SELF-DESTRUCT at the end of round {boom_round}!"


class PhaseBar:
    def __init__(self, shown, *, menu: Callable[[], None], undo: Callable[[], None], hint: Callable[[], None],
                 end: Callable[[], None]) -> None:
        self.session = shown  # the game as the board shows it (never ahead of the dice)
        self._calls = {"menu": menu, "undo": undo, "hint": hint, "end": end}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = UIScale()
        self.buttons: dict[str, UIButton] = {}
        self.prompt_fits = True  # else the prompt goes to the side panel

    @property
    def end_button(self) -> UIButton:
        return self.buttons["end"]

    def place(self, ui, rect: pygame.Rect, scale: UIScale) -> None:
        self.rect, self.scale = rect, scale
        (menu, undo, hint, end), self.prompt_fits = bar_buttons(rect.w, scale)
        self.buttons = {
            "menu": UIButton(menu, "Menu", manager=ui, object_id=SMALL,
                             tool_tip_text="Save, rules, settings, concede (Esc)"),
            "undo": UIButton(undo, "Undo", manager=ui, object_id=SMALL,
                             tool_tip_text="Take back your last action in this phase (U / Ctrl+Z)"),
            "hint": UIButton(hint, "Hint", manager=ui, object_id=SMALL,
                             tool_tip_text="Ask the computer what it would do (H)"),
            "end": UIButton(end, "End phase", manager=ui, object_id=None if rect.w >= scale.px(1200) else SMALL,
                            tool_tip_text="Finish this phase (E)"),
        }

    def enable(self, *, undo: bool, hint: bool, end: bool) -> None:
        for key, ok in (("undo", undo), ("hint", hint), ("end", end)):
            self.buttons[key].enable() if ok else self.buttons[key].disable()

    def pressed(self, element) -> bool:
        """Do what the bar's button ``element`` does; False if it is not one of them."""
        key = next((k for k, b in self.buttons.items() if b is element), None)
        if key is None:
            return False
        self._calls[key]()
        return True

    # -- drawing -----------------------------------------------------------
    def draw(self, surface: pygame.Surface, types: frozenset[str], thinking: float | None,
             progress: tuple[float, float] | None = None, say: str | None = None) -> None:
        """``types``: the legal actions' types; ``thinking``: seconds the computer
        has been thinking (None if it is not); ``progress``: (seconds thought
        this turn, its cap) for a search with a cap; ``say``: words for the
        player's turn instead of the phase's prompt (a quick setup's plan on show)."""
        r = self.rect
        sc = self.scale
        px = sc.px
        pygame.draw.rect(surface, P.PANEL, r)
        pygame.draw.line(surface, P.PANEL_EDGE, r.bottomleft, r.bottomright, px(2))
        session = self.session
        s = session.state
        side = session.to_play
        if side is not None:
            surface.blit(render_token(self._side_token(side), px(44)), (px(8), (r.h - px(44)) // 2))
        after = session.next_to_play  # the turn is passing: this side's last moves still play
        if session.over:
            who = "Game over"
        elif after is not None:
            who = "then the crew's turn" if after == "crew" else "then the monsters' turn"
        elif session.hotseat:
            who = f"{'Crew' if side == 'crew' else 'Monster'} player's turn"
        elif session.human_turn():
            who = "Your turn"
        elif thinking is not None:
            who = "Computer thinking" + "." * (1 + int(thinking * 3) % 3)
        else:
            who = "Computer's turn"
        side_name = {"crew": "CREW", "monsters": "MONSTERS"}.get(side or "", "")
        blit_text(surface, render_text(f"{side_name}  {who}", sc.text(18),
                                       P.TITLE_GREEN if side == "monsters" else (140, 180, 255), bold=True),
                  (px(TEXT_X), px(5)), "whose turn", r)
        round_text = f"Round {s.round}  -  {phase_title(s.phase)}" if s.round else phase_title(s.phase)
        round_img = render_text(round_text, sc.text(15), P.TEXT, bold=True)
        blit_text(surface, round_img, (px(TEXT_X), px(30)), "round", r)
        if session.over:
            text = prompt("over", types)
        elif after is not None:
            text = "Space skips the moves still playing."
        elif session.human_turn():
            text = say or prompt(s.phase, types, battle(s) is not None)
        elif progress is not None:
            text = (f"Thinking: {progress[0]:.0f} s of at most {progress[1]:.0f} s this turn. "
                    "Space skips its moves, + speeds them up.")
        else:
            text = "Watch the computer's moves (Space skips them, + speeds them up)."
        prompt_x = px(PROMPT_X)
        boom_round = self_destruct_round(s)
        # Beside the round, never at the cost of the prompt; not once the ship's game is done.
        if boom_round is not None and s.phase not in ("epilogue", "over"):
            boom = render_text(f"SELF-DESTRUCT at the end of round {boom_round}!", sc.text(14), P.WARN,
                               bold=True, condensed=True)
            boom_x = px(TEXT_X) + round_img.get_width() + px(14)
            blit_text(surface, boom, (boom_x, px(31)), "self-destruct", r)
            prompt_x = max(prompt_x, boom_x + boom.get_width() + px(14))
        if self.prompt_fits:
            self._draw_prompt(surface, text, prompt_x)

    def _side_token(self, side: str) -> Token:
        if side == "crew":
            return Token("captain", "crew", "CREW")
        species = species_of(self.session.state)  # its biggest stage stands for the monsters
        stage = species.by_role("adult") or species.stages[0]
        return replace(Token.for_stage(f"{stage.id}-0", stage, species), label="M")

    def _draw_prompt(self, surface: pygame.Surface, text: str, x: int) -> None:
        sc = self.scale
        max_w = max(sc.px(160), self.buttons["menu"].relative_rect.x - x - sc.px(20))
        box = pygame.Rect(x, 0, max_w, self.rect.h)
        size = sc.text(14)
        lines = wrap_text(text, font(size, condensed=True), max_w)
        if len(lines) > 2:  # squeeze rather than cut the sentence
            size = sc.text(13)
            lines = wrap_text(text, font(size, condensed=True), max_w)[:2]
        for i, line in enumerate(lines):
            blit_text(surface, render_text(line, size, P.TEXT_DIM, condensed=True), (x, sc.px(8) + i * sc.px(20)),
                      f"prompt {line[:20]}", box)
