"""The board's side panel: what to do now (a line or two of guidance, the
selected piece's numbers, the declared attacks and their odds) with a button
for each action that has nothing to click on the map, and the weapons
display beneath.  Buttons call back into the scene; the panel decides nothing."""
from __future__ import annotations

from typing import Callable

import pygame
from pygame_gui.elements import UIButton

from greenthings.engine import battle, battle_preview, locations, piece as piece_view
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.panels import battle_lines, draw_lines, draw_weapons_display, panel_box
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.draw.walls import is_through_wall
from greenthings.ui.game.prompts import prompt
from greenthings.ui.game.session import SHORT_WEAPONS, area_label, describe_action, piece_name
from greenthings.ui.scenes.board.offer import GROUP_TYPES, Offer, target_area, target_piece
from greenthings.ui.scenes.board.outside_layer import odds_lines
from greenthings.ui.scenes.board.selection import Selection

BUTTON_H = 30  # design pixels, as every length here
MANY_MOVES = 8  # more destinations than this: the lit areas say it better than buttons


COUNT_GAP = 4  # design pixels
SMALL_BUTTON = "@small_button"
WRAPPED_BUTTON = "@wrapped_button"  # a small button whose lines the panel draws (pygame-gui writes one line)
BUTTON_PAD = 18  # design pixels: a small button's border and margins around its words


def count_label(n: int, total: int) -> str:
    return f"All {n}" if n == total else ("Just 1" if n == 1 else str(n))


def count_choices(total: int, room: int, text_width: Callable[[str], int],
                  px: Callable[[float], int] = round) -> tuple[list[int], list[int]]:
    """The "Just 1 / 2 / 3 / All N" buttons for a stack of ``total`` in
    ``room`` pixels (``text_width``: the buttons' lettering; ``px``: design
    pixels to the window's): the counts offered and each button's width, every
    label whole (middle counts are left out when they do not all fit; the
    spare width is shared out)."""
    counts = list(range(1, min(total, 5))) + [total]
    gap = px(COUNT_GAP)

    def need(n: int) -> int:
        return text_width(count_label(n, total)) + px(BUTTON_PAD)

    while len(counts) > 2 and sum(map(need, counts)) + gap * (len(counts) - 1) > room:
        counts.pop(-2)  # the biggest middle count goes first
    widths = [need(n) for n in counts]
    spare = room - sum(widths) - gap * (len(counts) - 1)
    widths = [w + spare // len(counts) for w in widths] if spare > 0 else widths
    return counts, widths


def button_lines(text: str, width: int, scale: UIScale = UIScale()) -> list[str]:
    """A button's words in ``width`` pixels, shortened by design, never cut:
    as they are, else with weapons by their short names, else on two (or
    more) lines; the tooltip keeps the whole sentence."""
    f = font(scale.text(13), bold=True)  # the "@small_button" type
    if f.size(text)[0] <= width:
        return [text]
    for full, short in SHORT_WEAPONS.items():
        text = text.replace(f"the {full}", short).replace(full, short)
    if f.size(text)[0] <= width:
        return [text]
    return wrap_text(text, f, width)


def own_action_words(s, piece: str, action) -> str:
    """A picked piece's button: the action's words without the piece's name."""
    text = describe_action(s, action)
    prefix = piece_name(s, piece) + ": "
    if text.startswith(prefix):
        text = text[len(prefix):]
        text = text[:1].upper() + text[1:]
    return text


class SidePanel:
    def __init__(self, session, shown, *, act: Callable, select: Callable, choose_sub: Callable,
                 set_group_size: Callable, cancel: Callable, computer_busy: Callable[[], bool],
                 animation_speed: Callable[[], float], usual=None) -> None:
        self.session = session
        self.shown = shown  # the game as the board shows it (never ahead of the dice)
        self._act, self._select, self._choose_sub = act, select, choose_sub
        self._set_group_size, self._cancel = set_group_size, cancel
        self._computer_busy, self._animation_speed = computer_busy, animation_speed
        self.usual = usual  # the quick setup (board/usual_setup.py): its offer, its plan's words and buttons
        self.message = ""  # the latest word to the player ("Saved as...", "That is not possible now.")
        self.buttons: list[tuple[UIButton, Callable[[], None]]] = []
        self.wrapped: list[tuple[UIButton, list[str]]] = []  # buttons of two lines or more, and their lines
        self.lines: list[tuple[str, tuple]] = []  # as last drawn
        self.ui = None
        self.info_rect = self.weapons_rect = pygame.Rect(0, 0, 0, 0)
        self.scale = UIScale()
        self.prompt_here = False  # the bar has no room for the prompt: it goes first in the panel
        self._todo_key: tuple | None = None
        self._todo: str | None = None

    def place(self, ui, info_rect: pygame.Rect, weapons_rect: pygame.Rect, prompt_here: bool,
              scale: UIScale) -> None:
        self.ui, self.info_rect, self.weapons_rect, self.prompt_here = ui, info_rect, weapons_rect, prompt_here
        self.scale = scale
        self.buttons = []
        self.wrapped = []

    def say(self, text: str) -> None:
        self.message = text

    def pressed(self, element) -> Callable[[], None] | None:
        """What the button ``element`` does, if it is one of the panel's."""
        return next((fn for b, fn in self.buttons if b is element), None)

    # -- buttons -------------------------------------------------------------
    def rebuild(self, offer: Offer, selection: Selection) -> None:
        for b, _ in self.buttons:
            b.kill()
        self.buttons = []
        self.wrapped = []
        if not offer.human or self.shown.over:
            return
        rect = self.info_rect
        px = self.scale.px
        button_h, gap = px(BUTTON_H), px(4)
        y = rect.y + self._info_height(offer, selection)
        mates = offer.stack_mates(selection.piece) if not selection.chooser and selection.acts(offer) else []
        if mates:  # how many of the stack go together: one button each, in a row
            self._count_buttons(rect, y, mates, selection.group)
            y += button_h + gap
        line_h = font(self.scale.text(13), bold=True).get_linesize()
        for text, fn, picked in self._entries(offer, selection):
            lines = button_lines(text, rect.w - px(12) - px(BUTTON_PAD // 2), self.scale)
            h = button_h + (len(lines) - 1) * line_h
            if y + h > rect.bottom - gap:
                break
            b = UIButton(pygame.Rect(rect.x + px(6), y, rect.w - px(12), h), lines[0] if len(lines) == 1 else text,
                         manager=self.ui, object_id=SMALL_BUTTON if len(lines) == 1 else WRAPPED_BUTTON,
                         tool_tip_text=text)
            if picked:
                b.select()
            if len(lines) > 1:
                self.wrapped.append((b, lines))
            self.buttons.append((b, fn))
            y += h + gap

    def _count_buttons(self, rect: pygame.Rect, y: int, mates: list[str], group: list[str]) -> None:
        total = 1 + len(mates)
        going = 1 + sum(1 for m in mates if m in group)
        px = self.scale.px
        room = rect.w - px(12)
        lettering = self.ui.get_theme().get_font([SMALL_BUTTON])
        counts, widths = count_choices(total, room, lambda text: lettering.size(text)[0], px)
        x = rect.x + px(6)
        for n, bw in zip(counts, widths):
            label = count_label(n, total)
            tip = (f"Move (or attack) with {n} of the {total} together; Shift+click a lit area, "
                   f"or drag the stack, to take them all")
            b = UIButton(pygame.Rect(x, y, bw, px(BUTTON_H)), label, manager=self.ui,
                         object_id=SMALL_BUTTON, tool_tip_text=tip)
            if n == going:
                b.select()
            self.buttons.append((b, lambda n=n: self._set_group_size(n)))
            x += bw + px(COUNT_GAP)

    def _entries(self, offer: Offer, selection: Selection) -> list[tuple[str, Callable[[], None], bool]]:
        """(text, what it does, shown pressed) for each button."""
        s = self.shown.state
        if selection.chooser:
            whole = selection.chooser_whole
            return [(describe_action(s, a), lambda a=a: self._act(a, whole), False) for a in selection.chooser] + \
                [("Cancel", self._cancel, False)]
        if self.usual is not None and self.usual.active:
            return self.usual.entries()
        entries = []
        hinted = selection.hint is not None and selection.hint in offer.legal
        if hinted:  # Enter plays it (the scene's confirm)
            entries.append(("Play the hint (Enter)", lambda a=selection.hint: self._act(a), True))
        quick = self.usual.offer(offer) if self.usual is not None else None
        if quick is not None:
            entries.append((quick, self.usual.start, False))
        resolve = offer.first("resolve")
        if resolve is not None:
            entries.append(("Roll the attacks" + ("" if hinted else " (Enter)"), lambda a=resolve: self._act(a),
                            not hinted))
        mine = selection.acts(offer)
        if mine:
            # What only a button can do (set up a fence, the self-destruct, board) before what the
            # map offers too: a long list of attacks must not push it off the panel.
            areas = self.shown.state.map.areas
            mine = sorted(mine, key=lambda a: target_area(a, areas) is not None or target_piece(a, areas) is not None)
            for a in mine:
                if a.type in ("move", "discover", "place-crew") and len(mine) > MANY_MOVES:
                    continue
                entries.append((own_action_words(s, selection.piece, a), lambda a=a: self._act(a), False))
            return entries
        if len(offer.subs) > 1:
            for k in offer.subs:
                entries.append((offer.sub_label(k), lambda k=k: self._choose_sub(k), k == selection.sub))
        for a in offer.buttons_only():
            entries.append((describe_action(s, a), lambda a=a: self._act(a), False))
        if s.phase == "setup-crew":
            for p in offer.unplaced_crew()[:12]:
                entries.append((f"Station {piece_name(s, p)}", lambda p=p: self._select(p), False))
        return entries

    # -- words -----------------------------------------------------------------
    def info_lines(self, offer: Offer, selection: Selection) -> list[tuple[str, tuple]]:
        s = self.shown.state
        human = self.shown.human_turn()
        lines: list[tuple[str, tuple]] = []
        if self.usual is not None and self.usual.active and human:  # a quick setup's plan on show
            said = [(self.message, P.WARN)] if self.message else []
            return said + self.usual.lines()
        if self.prompt_here and human:
            lines.append((prompt(s.phase, offer.types(), battle(s) is not None), P.SELECT))
        if self.message:
            lines.append((self.message, P.WARN))
        if selection.hint is not None:
            lines.append(("Hint: " + describe_action(s, selection.hint), P.SELECT))
        if selection.sub is not None and not selection.acts(offer) and human:
            lines.append(self._placing_line(offer, selection))
        if selection.piece is not None:
            lines.extend(self._piece_lines(selection.piece))
            lines.extend(self._wall_lines(offer, selection))
            lines.extend(self._group_lines(offer, selection))
        lines.extend(odds_lines(s, offer, selection, lambda t: piece_name(s, t)))
        if battle(s) is not None:
            lines.append(("Declared attacks:", P.TITLE_GREEN))
            lines.extend(battle_lines(s, battle_preview(s), lambda t: piece_name(s, t)))
        if self.shown.computer_turn() and not self.shown.over:
            side = {"crew": "the crew", "monsters": "the monsters"}.get(self.shown.to_play or "", "")
            thinking = ": thinking..." if self._computer_busy() else "."
            lines.append((f"The computer is playing {side}{thinking}", P.TITLE_GREEN))
            lines.append((f"Its moves show on the map and in the log. Space skips to the end of its turn; "
                          f"+ and - change the speed (now x{self._animation_speed():g}).", P.TEXT_DIM))
        if not lines and human:
            lines.extend(self._what_now(offer, selection))
        return lines

    def _placing_line(self, offer: Offer, selection: Selection) -> tuple[str, tuple]:
        s = self.shown.state
        where = sorted({area_label(s, a.to) for a in selection.candidates(offer) if a.to})
        what = offer.sub_label(selection.sub).replace("Place: ", "Placing: ").replace("Spare ", "Placing the spare ")
        what = what.split(" (")[0]
        return (f"{what} - click {' or '.join(where[:4])}" + ("..." if len(where) > 4 else "") + ".", P.TEXT)

    def _what_now(self, offer: Offer, selection: Selection) -> list[tuple[str, tuple]]:
        """With nothing else to say: how to go on."""
        lit = offer.lights_anything(selection.piece, selection.chooser, selection.sub)
        actors = bool(offer.actors())
        out = []
        if lit and not actors:
            text = "Click a lit area (or a marked piece)."
        elif actors:
            text = "Click a piece with a green ring to act with it."
            left = self._still_to_do(offer)
            if left:
                out.append((left, P.TEXT))
                text += " Tab selects the next one."
        else:
            text = "Use the buttons below, or End phase (E)."
        out.append((text, P.TEXT_DIM))
        return out

    def _still_to_do(self, offer: Offer) -> str | None:
        """Who could still act this phase (worked out once per position)."""
        key = (len(self.session.game.actions), len(self.session.log), self.session.state.phase)
        if self._todo_key != key:
            from greenthings.ui.game.confirm import unfinished_business

            self._todo_key = key
            self._todo = unfinished_business(self.session.state, offer.legal)
        return self._todo

    def _wall_lines(self, offer: Offer, selection: Selection) -> list[tuple[str, tuple]]:
        """Where the selected piece may go through a wall (the engine's legal
        moves across the map's walls)."""
        s = self.shown.state
        here = locations(s).get(selection.piece)
        through = sorted({area_label(s, a.to) for a in selection.acts(offer)
                          if a.type == "move" and is_through_wall(s.map, here, a.to)})
        if not through:
            return []
        return [(f"Through the wall (shimmering) to {', '.join(through)}.", P.LOS)]

    def _group_lines(self, offer: Offer, selection: Selection) -> list[tuple[str, tuple]]:
        """Who acts together with the selected piece, and how to change it."""
        mine = selection.acts(offer)
        if not self.shown.human_turn() or not mine:
            return []
        s = self.shown.state
        mates = offer.stack_mates(selection.piece)
        group = selection.group
        if not group and not mates:
            movers = {a.piece for a in offer.legal if a.type == "move"}
            if any(a.type in GROUP_TYPES for a in mine) and s.phase.endswith("move") and len(movers) > 1:
                return [("Shift+click other pieces to move them along with this one.", P.TEXT_DIM)]
            return []
        out = []
        if group:
            names = [piece_name(s, g) for g in group[:4]] + ([f"{len(group) - 4} more"] if len(group) > 4 else [])
            out.append((f"{1 + len(group)} go together (with {', '.join(names)}).", P.SELECT))
        if mates:
            out.append((f"Stack of {1 + len(mates)}: choose how many go together, or drag the stack "
                        f"(Shift+click a lit area) to take them all.", P.TEXT_DIM))
        return out

    def _piece_lines(self, piece: str) -> list[tuple[str, tuple]]:
        s = self.shown.state
        if piece not in locations(s):
            return [(piece_name(s, piece), P.TEXT)]
        view = piece_view(s, piece)
        where = area_label(s, view.area)
        dice = f"{view.dice} {'die' if view.dice == 1 else 'dice'}"
        out = [(f"{view.name}: {dice}, constitution {view.con}, moves {view.move}", P.TEXT)]
        extra = [where] if where else []
        if view.weapon:
            extra.append("holds " + piece_name(s, view.weapon))
        if view.stunned:
            extra.append("STUNNED")
        if extra:
            out.append((", ".join(extra), P.TEXT_DIM))
        return out

    def _info_height(self, offer: Offer, selection: Selection) -> int:
        lines = self.info_lines(offer, selection)
        px = self.scale.px
        if not lines:
            return px(30)
        f = font(self.scale.text(13), condensed=True)
        n = sum(len(wrap_text(text, f, self.info_rect.w - px(20))) for text, _ in lines)
        return px(32) + n * f.get_linesize() + px(6)

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, side_rect: pygame.Rect, offer: Offer, selection: Selection) -> None:
        pygame.draw.rect(surface, P.PANEL_DARK, side_rect)
        draw_weapons_display(surface, self.weapons_rect, self.shown.state, self.scale)
        r = self.info_rect
        y = panel_box(surface, r, "Actions" if self.shown.human_turn() else "Information", self.scale)
        self.lines = self.info_lines(offer, selection)
        draw_lines(surface, r, self.lines, y, scale=self.scale)

    def draw_labels(self, surface: pygame.Surface) -> None:
        """The words of the buttons of more than one line, over the buttons
        (call after the widgets are drawn)."""
        size = self.scale.text(13)
        for b, lines in self.wrapped:
            if not b.visible:
                continue
            colour = P.TEXT if b.is_enabled else P.TEXT_DIM
            imgs = [render_text(line, size, colour, bold=True) for line in lines]
            y = b.rect.centery - sum(i.get_height() for i in imgs) // 2
            for img, line in zip(imgs, lines):
                blit_text(surface, img, img.get_rect(midtop=(b.rect.centerx, y)), f"button {line[:20]}", b.rect)
                y += img.get_height()
