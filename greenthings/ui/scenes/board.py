"""The board: the Znutar with every piece, the phase bar, the weapons display,
the actions panel, the dice tray and the log.  Setup phases play on the same
board (the scene then calls itself "setup").

The scene never decides rules.  It takes ``session.legal_actions()`` and
offers exactly those: click a piece (an actor of some legal action) and its
destinations light up blue and its targets red; click one to play it.  When a
click could mean several actions (a knife in the hand or thrown), the actions
panel lists them.  Actions with nothing to click on the map (grow, drop, board
a boat, roll the attacks...) are buttons in that panel.

Events returned by the engine are animated one by one (dice tumble and land,
arrows for moves, banners for phases and effect chits) while their sentences
appear in the log.  The computer's moves come from a bot process, shown with
a "thinking" state, at the player's animation speed; Space skips.
"""
from __future__ import annotations

import logging
from collections import deque
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.engine import (
    IllegalActionError, active_fences, attack_reach, battle, battle_preview, crew_status, locations,
    monster_stage, piece as piece_view, pieces as piece_views, setup_view, sight_reach, species_of, stunned,
    weapon as weapon_view, weapons_lying,
)
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.draw.fonts import font
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.draw.panels import battle_lines
from greenthings.ui.game.prompts import is_setup, phase_title, prompt
from greenthings.ui.scene import Context, Scene
from greenthings.ui.scenes.board_draw import BoardDrawing, token_for
from greenthings.ui.game.session import GameSession, area_label, describe_action, piece_name
from greenthings.ui.draw.shipdraw import ShipView
from greenthings.ui.draw.tokens import Token

logger = logging.getLogger(__name__)

BAR_H = 56
SIDE_W = 340  # the side panel's widest; it takes about a fifth of the window, at least SIDE_MIN
SIDE_MIN = 240
BOTTOM_H = 176  # the dice tray under the ship at most...
BOTTOM_MIN = 96  # ...and at least: it takes what the ship leaves below it
LOG_SHARE = 0.34  # of the side panel's height below the actions, within LOG_MIN..LOG_MAX
LOG_MIN, LOG_MAX = 110, 300
LOG_BELOW_MIN = 124  # a strip under the ship at least this tall holds the log beside the dice
ACTOR_HINT = (150, 235, 120)
FENCE_COLOUR = (120, 220, 255)  # an Electric Fence switched on crackles in this blue

# Seconds each kind of event holds the stage at speed 1.
EVENT_TIME = {"roll": 1.05, "chit": 1.1, "phase": 0.6, "moved": 0.32, "killed": 0.55, "devour": 0.5,
              "escape": 1.0, "self-destruct": 1.0, "fragmented": 0.6, "declare": 0.12, "grew": 0.18,
              "laid": 0.15, "stunned": 0.35, "game-over": 0.8, "fence": 0.9, "explosion": 1.2,
              "destroyed": 0.5}
COMPUTER_PAUSE = 0.35  # between computer actions, at speed 1...
SETUP_PAUSE = 0.07  # ...its setup placements are dealt out quickly (still seen)...
QUICK_PAUSE = {"move": 0.1, "attack": 0.12, "grab": 0.15, "give": 0.15, "drop": 0.15}  # ...and moves and declarations follow briskly


def actor_of(a) -> str | None:
    """The piece the player clicks first for this action (None: no actor)."""
    if a.type in ("grow-piece", "eater"):
        return None
    return a.piece


def target_area(a, areas) -> str | None:
    if a.to:
        return a.to
    if a.type == "attack" and a.target in areas:
        return a.target
    return None


def target_piece(a, areas) -> str | None:
    if a.type in ("grow-piece", "eater"):
        return a.piece
    if a.type == "attack" and a.target and a.target not in areas:
        return a.target
    if a.type == "give":
        return a.target
    if a.type == "grab":
        return a.weapon
    return None


#: Actions a group of pieces can take together (one engine action per piece, in turn).
GROUP_TYPES = ("move", "discover", "attack")
DRAG_PIXELS = 8  # the mouse must travel this far with the button down to drag
SPREAD_DELAY = 0.5  # seconds the mouse rests on a crowded room before it opens out...
SPREAD_GRACE = 0.25  # ...and may be off the room and its panel before it closes


def matching_action(primary, piece: str, legal) -> object | None:
    """The action of ``piece`` that does what ``primary`` does (same kind, same
    destination or target), for moving or attacking together; None if it cannot."""
    from greenthings.engine import weapon_type

    same = [a for a in legal if actor_of(a) == piece and a.type == primary.type and a.to == primary.to
            and a.target == primary.target and a.choice == primary.choice]
    if not same:
        return None
    if primary.weapon is None:
        return next((a for a in same if a.weapon is None), None)
    wtype = weapon_type(primary.weapon)
    return next((a for a in same if a.weapon and weapon_type(a.weapon) == wtype), None)


def fit_label(text: str, width: int) -> str:
    """A button's words in ``width`` pixels: weapons by their short names,
    then cut with an ellipsis (the tooltip keeps the whole sentence)."""
    from greenthings.ui.game.session import SHORT_WEAPONS

    f = font(13, bold=True)
    if f.size(text)[0] <= width:
        return text
    for full, short in SHORT_WEAPONS.items():
        text = text.replace(f"the {full}", short).replace(full, short)
    while f.size(text)[0] > width and len(text) > 4:
        text = text[:-2].rstrip() + "\u2026"
    return text


def sub_key(a) -> str | None:
    """Actor-less actions that first need a choice (which spare weapon, which stage)."""
    if a.type == "place-weapon":
        return a.weapon
    if a.type == "place-monster":
        return a.choice
    if a.type == "return-weapon":
        return a.weapon
    return None


class BoardScene(BoardDrawing, Scene):
    """Setup and play on the ship map."""

    def __init__(self, context: Context, session: GameSession, computer=None) -> None:
        super().__init__(context)
        self.session = session
        self.computer = computer
        self.view = ShipView(session.state.map)
        self.selected: str | None = None
        self.group: list[str] = []  # pieces that act together with the selected one
        self.group_actors: set[str] = set()  # pieces with an action they could take together
        self.fence_areas: list[str] = []  # areas with an Electric Fence switched on
        self.clock = 0.0  # seconds on this board (animates the fences)
        self.gestures: list[tuple[int, int]] = []  # (actions after, count) of group plays, for undo
        self._press: dict | None = None  # a left button held on the map (for dragging)
        self._chooser_whole = False  # the chooser's action is for the whole stack
        self.sub: str | None = None
        self.chooser: list = []
        self.hint = None
        self.hint_pending = False
        self.queue: deque = deque()
        self.current: dict | None = None
        self.current_left = 0.0
        self.dice: DiceRoll | None = None
        self.banner: tuple[str, str, float] | None = None  # (text, sub, seconds left)
        self.arrows: list[list] = []  # [from, to, seconds left, piece, k]: a token flies (the k-th of
        # several going the same way at once, fanned out), then a trail fades
        self.flashes: list[list] = []  # [area, colour, seconds left]
        self.hidden_log = 0
        self.legal: list = []
        self.dirty = True
        self.computer_wait = 0.0
        self.thinking = 0.0
        self.skip = False
        self.hover_area: str | None = None
        self.spread_area: str | None = None  # a crowded room opened out beside itself
        self._rest = 0.0  # how long the mouse has rested on the hovered area
        self._away = 0.0  # how long the mouse has been off an opened-out room
        self.demo_hover: str | None = None  # demo pictures: where the mouse "rests"
        self.mouse = (0, 0)
        self.action_buttons: list[tuple[UIButton, Callable[[], None]]] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.pieces: dict[str, list[Token]] = {}
        self.weapons: dict[str, list[str]] = {}
        self.highlights: dict[str, tuple] = {}
        self.marked: dict[str, tuple] = {}
        self.message = ""
        from greenthings.ui.draw.panels import LogView

        self.log_view = LogView()
        self._epilogue_pushed = False
        self._was_busy = False
        self._roll_line_waiting = False
        self.prompt_in_panel = False
        self._asked_at: tuple[int, int] | None = None
        self._banner_side = session.to_play

    @property
    def name(self) -> str:  # type: ignore[override]
        return "setup" if is_setup(self.session.state.phase) else "board"

    # -- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        if self.computer is None and not self.session.hotseat:
            self.computer = self._make_computer()  # hot-seat makes one only for hints
        self.layout(self.context.window_size)
        self.hidden_log = 0
        self.refresh()

    def _make_computer(self):
        from greenthings.ui.game.botplayer import InlinePlayer, WorkerPlayer

        factory = self.context.extras.get("computer_factory")
        if factory is not None:
            return factory(self.session)
        try:
            return WorkerPlayer(self.session.bot_name, seed=self.session.config.seed or 0)
        except Exception as exc:
            logger.warning("no bot process (%s): random moves", exc)
            return InlinePlayer(None, seed=self.session.config.seed or 0)

    def exit(self) -> None:
        if self.computer is not None:
            self.computer.close()
        super().exit()

    def resume(self) -> None:
        self.dirty = True

    def resize(self, size) -> None:
        super().resize(size)
        self.layout(size)
        self.dirty = True

    # -- layout and widgets -------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        side_w = min(SIDE_W, max(SIDE_MIN, int(w * 0.21)))
        # The ship gets the width; the dice tray takes the height it leaves (within limits).
        _bx, _by, bw, bh = self.view.bounds
        ship_h = (w - side_w - 8) * bh / bw + 8
        bottom_h = int(max(BOTTOM_MIN, min(BOTTOM_H, h - BAR_H - ship_h)))
        r = {
            "bar": pygame.Rect(0, 0, w, BAR_H),
            "map": pygame.Rect(0, BAR_H, w - side_w, h - BAR_H - bottom_h),
            "side": pygame.Rect(w - side_w, BAR_H, side_w, h - BAR_H),
            "bottom": pygame.Rect(0, h - bottom_h, w - side_w, bottom_h),
        }
        # The side panel, top to bottom: actions (what to do now), the log, the weapons display.
        side = r["side"]
        from greenthings.ui.draw.panels import weapons_display_height

        weapons_h = weapons_display_height(side.w - 12)
        r["weapons"] = pygame.Rect(side.x + 6, side.bottom - 6 - weapons_h, side.w - 12, weapons_h)
        bottom = r["bottom"]
        self.log_below = bottom_h >= LOG_BELOW_MIN  # a roomy strip under the ship takes the log too
        if self.log_below:
            r["dice"] = pygame.Rect(bottom.x + 6, bottom.y + 6, int(bottom.w * 0.45), bottom.h - 12)
            r["log"] = pygame.Rect(r["dice"].right + 6, bottom.y + 6, bottom.right - r["dice"].right - 12,
                                   bottom.h - 12)
            r["info"] = pygame.Rect(side.x + 6, side.y + 6, side.w - 12, r["weapons"].y - 6 - side.y - 6)
        else:
            log_h = int(max(LOG_MIN, min(LOG_MAX, (side.h - weapons_h) * LOG_SHARE)))
            r["log"] = pygame.Rect(side.x + 6, r["weapons"].y - 6 - log_h, side.w - 12, log_h)
            r["info"] = pygame.Rect(side.x + 6, side.y + 6, side.w - 12, r["log"].y - 6 - side.y - 6)
            r["dice"] = pygame.Rect(bottom.x + 6, bottom.y + 6, bottom.w - 12, bottom.h - 12)
        self.rects = r
        self.view.set_rect(r["map"].inflate(-8, -8))
        self.ui.clear_and_reset()
        bar = r["bar"]
        bw = 112 if w >= 1200 else 86
        x = bar.right - 4 * (bw + 6) - 4
        # Room for the prompt between the title and the buttons; else it goes to the panel.
        self.prompt_in_panel = x - 440 < 260
        by, bh_ = (BAR_H - 40) // 2, 40
        self.menu_button = UIButton(pygame.Rect(x, by, bw, bh_), "Menu", manager=self.ui, object_id="@small_button",
                                    tool_tip_text="Save, rules, settings, concede (Esc)")
        self.undo_button = UIButton(pygame.Rect(x + (bw + 6), by, bw, bh_), "Undo", manager=self.ui,
                                    object_id="@small_button",
                                    tool_tip_text="Take back your last action in this phase (U / Ctrl+Z)")
        self.hint_button = UIButton(pygame.Rect(x + 2 * (bw + 6), by, bw, bh_), "Hint", manager=self.ui,
                                    object_id="@small_button", tool_tip_text="Ask the computer what it would do (H)")
        self.end_button = UIButton(pygame.Rect(x + 3 * (bw + 6), by, bw, bh_), "End phase", manager=self.ui,
                                   object_id=None if w >= 1200 else "@small_button",
                                   tool_tip_text="Finish this phase (E)")
        self.log_view.set_rect(r["log"])
        self.action_buttons = []

    def refresh(self) -> None:
        """Recompute everything that depends on the game state or the selection."""
        s = self.session.state
        self.legal = self.session.legal_actions() if not self.session.over else []
        legal = self.legal
        human = self.session.human_turn()
        areas = s.map.areas
        loc, crew = locations(s), crew_status(s)
        if self.selected is not None and loc.get(self.selected) is None and \
                not any(actor_of(a) == self.selected for a in legal):
            self.selected = None  # gone from the board (a selection just to look stays)
        self.group_actors = {actor_of(a) for a in legal if a.type in GROUP_TYPES} - {None}
        sel = self.selected
        if human and sel and sel not in crew and loc.get(sel) and not any(actor_of(a) == sel for a in legal):
            # A monster that has done all it can hands the selection to the next
            # one of its stack, so the player's next click goes on with the stack.
            area, stage = loc[sel], monster_stage(s, sel)
            mates = sorted(p for p in self.group_actors if p not in crew and loc.get(p) == area
                           and monster_stage(s, p) == stage)
            if mates:
                self.selected = mates[0]
                self.group = [g for g in self.group if g != mates[0]]
        if self.group:
            can = self.group_actors
            self.group = [g for g in self.group if g in can and g != self.selected] if self.selected else []
        if human and not self.selected_acts():
            actors = {actor_of(a) for a in legal if a.type not in ("end-phase", "resolve")}
            if len(actors) == 1 and None not in actors:
                self.selected = actors.pop()  # only one piece can act: take it
        subs = [sub_key(a) for a in legal if actor_of(a) is None and sub_key(a) is not None]
        if self.sub not in subs:
            self.sub = subs[0] if subs else None
        self.chooser = [a for a in self.chooser if a in legal]
        # Pieces and weapons lying about, by area.
        pieces: dict[str, list[Token]] = {}
        for view in piece_views(s):
            pieces.setdefault(view.area, []).append(token_for(view))
        self.pieces, self.weapons = pieces, weapons_lying(s)
        self.fence_areas = sorted({area for area in active_fences(s).values() if area in areas})
        # What lights up.
        hl: dict[str, tuple] = {}
        marked: dict[str, tuple] = {}
        if human:
            for a in self.candidates():
                ta = target_area(a, areas)
                tp = target_piece(a, areas)
                if ta:
                    hl[ta] = P.LEGAL_TARGET if a.type == "attack" else P.LEGAL_MOVE
                if tp:
                    marked[tp] = P.LEGAL_TARGET if a.type == "attack" else P.LEGAL_MOVE
            if not self.selected_acts():
                for a in legal:
                    act = actor_of(a)
                    if act and act not in marked:
                        marked[act] = ACTOR_HINT
            for g in self.group:
                marked[g] = P.SELECT
            if self.selected and loc.get(self.selected):
                hl.setdefault(loc[self.selected], P.SELECT)
                for area in self.weapon_reach(self.selected):
                    hl.setdefault(area, P.LOS)
        fight = battle(s)
        if fight is not None:
            for area in fight.zone:
                hl.setdefault(area, P.LEGAL_TARGET)
            for d in fight.declarations:
                if d.attacker is not None:
                    marked[d.attacker] = P.WARN
                if d.target in loc:
                    marked[d.target] = P.BAD
        if self.hint is not None:
            ha = target_area(self.hint, areas)
            if ha:
                hl[ha] = P.SELECT
        self.highlights, self.marked = hl, marked
        self._rebuild_actions()
        self._update_bar_buttons()
        self.dirty = False

    def weapon_reach(self, piece: str) -> tuple[str, ...]:
        """Where the selected crewman's weapon reaches: while he grabs, what it
        could reach from here; when he attacks, where he may attack now."""
        s = self.session.state
        if piece not in crew_status(s):
            return ()
        if s.phase == "crew-grab":
            return sight_reach(s, piece)
        if s.phase in ("crew-attack", "discovery-attack"):
            return attack_reach(s, piece)
        return ()

    def selected_acts(self) -> list:
        """The legal actions of the selected piece (none for a look-only selection)."""
        if self.selected is None:
            return []
        return [a for a in self.legal if actor_of(a) == self.selected]

    def candidates(self) -> list:
        """Legal actions a map click can play now."""
        if self.chooser:
            return list(self.chooser)
        mine = self.selected_acts()
        if mine:
            return mine
        return [a for a in self.legal if actor_of(a) is None and (sub_key(a) is None or sub_key(a) == self.sub)
                and a.type not in ("end-phase", "resolve")]

    def _update_bar_buttons(self) -> None:
        human = self.session.human_turn() and not self.busy
        for b, ok in ((self.undo_button, human and self.session.can_undo()),
                      (self.hint_button, human and self.computer_for_hints() is not None),
                      (self.end_button, human and any(a.type == "end-phase" for a in self.legal))):
            b.enable() if ok else b.disable()

    def computer_for_hints(self):
        return self.computer if self.computer is not None else not self.session.over

    def _rebuild_actions(self) -> None:
        for b, _ in self.action_buttons:
            b.kill()
        self.action_buttons = []
        if not self.session.human_turn() or self.session.over:
            return
        s = self.session.state
        areas = s.map.areas
        entries: list[tuple[str, Callable[[], None], bool]] = []  # text, action, selected
        if self.chooser:
            for a in self.chooser:
                entries.append((describe_action(s, a), lambda a=a: self.act(a, self._chooser_whole), False))
            entries.append(("Cancel", self.cancel_selection, False))
        else:
            resolve = [a for a in self.legal if a.type == "resolve"]
            if resolve:
                entries.append(("Roll the attacks (Enter)", lambda a=resolve[0]: self.act(a), True))
            mine = self.selected_acts()
            if mine:
                prefix = piece_name(s, self.selected) + ": "
                for a in mine:
                    if a.type in ("move", "discover", "place-crew") and len(mine) > 8:
                        continue  # the lit areas say it better
                    text = describe_action(s, a)
                    if text.startswith(prefix):
                        text = text[len(prefix):]
                        text = text[:1].upper() + text[1:]
                    entries.append((text, lambda a=a: self.act(a), False))
            else:
                subs: list[str] = []
                for a in self.legal:
                    k = sub_key(a)
                    if actor_of(a) is None and k is not None and k not in subs:
                        subs.append(k)
                if len(subs) > 1:
                    for k in subs:
                        label = self._sub_label(k)
                        entries.append((label, lambda k=k: self.choose_sub(k), k == self.sub))
                for a in self.legal:
                    if actor_of(a) is None and a.type not in ("end-phase", "resolve") and \
                            target_area(a, areas) is None and target_piece(a, areas) is None:
                        entries.append((describe_action(s, a), lambda a=a: self.act(a), False))
                if s.phase == "setup-crew":
                    unplaced = []
                    for a in self.legal:
                        if a.piece and a.piece not in unplaced:
                            unplaced.append(a.piece)
                    for p in unplaced[:12]:
                        entries.append((f"Station {piece_name(s, p)}", lambda p=p: self.select(p), False))
        rect = self.rects["info"]
        y = rect.y + self._info_height()
        bh = 30
        mates = self.stack_mates(self.selected) if not self.chooser and self.selected_acts() else []
        if mates:  # how many of the stack go together: one button each, in a row
            total = 1 + len(mates)
            going = 1 + sum(1 for m in mates if m in self.group)
            counts = list(range(1, min(total, 5))) + [total]
            bw = (rect.w - 12 - 4 * (len(counts) - 1)) / len(counts)
            for i, n in enumerate(counts):
                label = f"All {n}" if n == total else ("Just 1" if n == 1 else str(n))
                tip = (f"Move (or attack) with {n} of the {total} together; Shift+click a lit area, "
                       f"or drag the stack, to take them all")
                b = UIButton(pygame.Rect(int(rect.x + 6 + i * (bw + 4)), y, int(bw), bh), label, manager=self.ui,
                             object_id="@small_button", tool_tip_text=tip)
                if n == going:
                    b.select()
                self.action_buttons.append((b, lambda n=n: self.set_group_size(n)))
            y += bh + 4
        for text, fn, sel in entries:
            if y + bh > rect.bottom - 4:
                break
            b = UIButton(pygame.Rect(rect.x + 6, y, rect.w - 12, bh), fit_label(text, rect.w - 26), manager=self.ui,
                         object_id="@small_button", tool_tip_text=text)
            if sel:
                b.select()
            self.action_buttons.append((b, fn))
            y += bh + 4

    def _sub_label(self, key: str) -> str:
        s = self.session.state
        kind = next((a.type for a in self.legal if sub_key(a) == key), None)
        if kind == "place-monster":
            left = setup_view(s).to_place.get(key)
            return f"Place: {species_of(s).stage(key).name}" + (f" ({left} left)" if left else "")
        if kind == "return-weapon":
            return f"Return the {piece_name(s, key)}"
        if kind == "place-weapon":
            return f"Spare {piece_name(s, key)}"
        return key.capitalize()

    def _info_lines(self) -> list[tuple[str, tuple]]:
        s = self.session.state
        lines: list[tuple[str, tuple]] = []
        if self.prompt_in_panel and self.session.human_turn():
            lines.append((prompt(s.phase, {a.type for a in self.legal}, battle(s) is not None), P.SELECT))
        if self.message:
            lines.append((self.message, P.WARN))
        if self.hint is not None:
            lines.append(("Hint: " + describe_action(s, self.hint), P.SELECT))
        if self.sub is not None and not self.selected_acts() and self.session.human_turn():
            where = sorted({area_label(s, a.to) for a in self.candidates() if a.to})
            what = self._sub_label(self.sub).replace("Place: ", "Placing: ").replace("Spare ", "Placing the spare ")
            what = what.split(" (")[0]
            lines.append((f"{what} - click {' or '.join(where[:4])}" + ("..." if len(where) > 4 else "") + ".",
                          P.TEXT))
        if self.selected is not None:
            lines.extend(self._piece_lines(self.selected))
            lines.extend(self._group_lines())
        if battle(s) is not None:
            names = lambda t: piece_name(s, t)  # noqa: E731
            lines.append(("Declared attacks:", P.TITLE_GREEN))
            lines.extend(battle_lines(s, battle_preview(s), names))
        if self.session.computer_turn() and not self.session.over:
            side = {"crew": "the crew", "monsters": "the monsters"}.get(self.session.to_play or "", "")
            busy = self.computer is not None and self.computer.busy
            lines.append((f"The computer is playing {side}" + (": thinking..." if busy else "."), P.TITLE_GREEN))
            lines.append((f"Its moves show on the map and in the log. Space skips to the end of its turn; "
                          f"+ and - change the speed (now x{self.context.settings.animation_speed:g}).",
                          P.TEXT_DIM))
        if not lines and self.session.human_turn():
            areas = s.map.areas
            lit = any(target_area(a, areas) or target_piece(a, areas) for a in self.candidates())
            actors = any(actor_of(a) for a in self.legal)
            if lit and not actors:
                text = "Click a lit area (or a marked piece)."
            elif actors:
                text = "Click a piece with a green ring to act with it."
                left = self._still_to_do()
                if left:
                    lines.append((left, P.TEXT))
                    text += " Tab selects the next one."
            else:
                text = "Use the buttons below, or End phase (E)."
            lines.append((text, P.TEXT_DIM))
        return lines

    def _still_to_do(self) -> str | None:
        """Who could still act this phase (cached per position)."""
        key = (len(self.session.game.actions), len(self.session.log), self.session.state.phase)
        if getattr(self, "_todo_key", None) != key:
            from greenthings.ui.game.confirm import unfinished_business

            self._todo_key = key
            self._todo = unfinished_business(self.session.state, self.legal)
        return self._todo

    def _group_lines(self) -> list[tuple[str, tuple]]:
        """Who acts together with the selected piece, and how to change it."""
        if not self.session.human_turn() or not self.selected_acts():
            return []
        s = self.session.state
        mates = self.stack_mates(self.selected)
        if not self.group and not mates:
            if any(a.type in GROUP_TYPES for a in self.selected_acts()) and s.phase.endswith("move") \
                    and len({actor_of(a) for a in self.legal if a.type == "move"}) > 1:
                return [("Shift+click other pieces to move them along with this one.", P.TEXT_DIM)]
            return []
        out = []
        if self.group:
            n = 1 + len(self.group)
            names = [piece_name(s, g) for g in self.group[:4]] + ([f"{len(self.group) - 4} more"]
                                                                   if len(self.group) > 4 else [])
            out.append((f"{n} go together (with {', '.join(names)}).", P.SELECT))
        if mates:
            out.append((f"Stack of {1 + len(mates)}: choose how many go together, or drag the stack "
                        f"(Shift+click a lit area) to take them all.", P.TEXT_DIM))
        return out

    def _info_height(self) -> int:
        lines = self._info_lines()
        if not lines:
            return 30
        n = 0
        from greenthings.ui.draw.shipdraw import wrap_text

        f = font(13, condensed=True)
        for text, _ in lines:
            n += len(wrap_text(text, f, self.rects["info"].w - 20))
        return 32 + n * f.get_linesize() + 6

    def _piece_lines(self, piece: str) -> list[tuple[str, tuple]]:
        s = self.session.state
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

    # -- playing ---------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Animations running (input to the board waits)."""
        return bool(self.queue) or self.current is not None

    def select(self, piece: str | None, group: list[str] | None = None) -> None:
        self.selected = piece
        self.group = [g for g in (group or []) if g != piece]
        self.chooser = []
        self.hint = None
        self.message = ""
        self.dirty = True

    def choose_sub(self, key: str) -> None:
        self.sub = key
        self.selected = None
        self.group = []
        self.dirty = True

    # -- acting together -------------------------------------------------
    def stack_mates(self, piece: str | None) -> list[str]:
        """Monsters that look just like ``piece`` (same stage, awake), stand in
        its area and can act now: the rest of its stack."""
        s = self.session.state
        loc, crew, stun = locations(s), crew_status(s), stunned(s)
        if piece is None or piece in crew:  # crew are individuals
            return []
        area = loc.get(piece)
        if area is None:
            return []
        can = self.group_actors
        if piece not in can:
            return []
        stage = monster_stage(s, piece)
        asleep = piece in stun
        return [p for p in can if p and p != piece and p not in crew and loc.get(p) == area
                and monster_stage(s, p) == stage and (p in stun) == asleep]

    def set_group_size(self, n: int) -> None:
        """Act with ``n`` pieces of the selected one's stack (1 = just it)."""
        mates = self.stack_mates(self.selected)
        others = [g for g in self.group if g not in mates]
        self.group = others + mates[:max(0, n - 1)]
        self.dirty = True

    def toggle_in_group(self, members) -> None:
        """Shift+click on a piece: add it (or its whole stack) to the pieces
        acting together, or take it out again."""
        movers = [m for m in members if m in self.group_actors]
        if not movers:
            return
        if self.selected is None or not self.selected_acts():
            self.select(movers[0], movers[1:])
            return
        if self.selected in members:  # the selected stack: all of it, or back to one
            mates = self.stack_mates(self.selected)
            if all(m in self.group for m in mates):
                self.group = [g for g in self.group if g not in mates]
            else:
                self.group = [g for g in self.group if g not in mates] + mates
        elif all(m in self.group for m in movers):
            self.group = [g for g in self.group if g not in movers]
        else:
            self.group += [m for m in movers if m not in self.group]
        self.chooser = []
        self.dirty = True

    def _together_with(self, action, whole_stack: bool = False) -> list[str]:
        """The other pieces that should do what ``action`` does."""
        if action.type not in GROUP_TYPES or actor_of(action) != self.selected or self.selected is None:
            return []
        extra = list(self.group)
        if whole_stack:
            extra += [m for m in self.stack_mates(self.selected) if m not in extra]
        return extra

    def cancel_selection(self) -> None:
        self.select(None)

    def act(self, action, whole_stack: bool = False) -> None:
        """Play one legal action for the human and animate what it caused; the
        pieces acting together with the selected one follow, one engine action
        each (those that cannot are left where they are, and named)."""
        together = self._together_with(action, whole_stack)
        self.chooser = []
        self.hint = None
        self.message = ""
        try:
            events = self.session.play(action)
        except IllegalActionError as exc:
            logger.warning("refused %s: %s", action, exc)
            self.message = "That is not possible now."
            self.dirty = True
            return
        if together:
            played, left = 1, []
            for piece in together:
                follow = matching_action(action, piece, self.session.legal_actions())
                if follow is None:
                    left.append(piece)
                    continue
                more = self.session.play(follow)
                for e in events:
                    if e.get("type") == "moved":
                        e["together"] = True  # they all fly at once
                events.extend(more)
                played += 1
            if played > 1:
                self.gestures.append((len(self.session.game.actions), played))
            s = self.session.state
            self.group = [g for g in together if g not in left]
            if left:
                self.message = f"{', '.join(piece_name(s, p) for p in left)} could not follow."
        self._after_play(events)

    def _after_play(self, events: list[dict]) -> None:
        self.enqueue(events)
        if any(e.get("type") in ("phase", "game-over") for e in events) or self.session.over:
            self.autosave()
        self.dirty = True

    def enqueue(self, events: list[dict]) -> None:
        for e in events:
            self.queue.append(e)
            if e.get("text"):
                self.hidden_log += 1

    def autosave(self) -> None:
        try:
            self.session.save(self.context.paths.autosave_file)
        except OSError as exc:
            logger.warning("autosave failed: %s", exc)
            self.message = f"Autosave failed: {exc}"

    def undo(self) -> None:
        self._hurry()
        if not self.session.human_turn() or self.busy:
            return
        n = 1
        done = len(self.session.game.actions)
        while self.gestures and self.gestures[-1][0] > done:
            self.gestures.pop()  # forgotten by an earlier undo
        if self.gestures and self.gestures[-1][0] == done:
            n = self.gestures.pop()[1]  # a group move comes back as one
        undone = 0
        for _ in range(n):
            if self.session.undo() is None:
                break
            undone += 1
        if undone:
            self.select(None)
            self.dirty = True

    def _hurry(self) -> None:
        """The player acts while an animation runs: finish it at once."""
        if self.busy and self.session.human_turn():
            self.skip_animations()
            if self.dirty:
                self.refresh()

    def end_phase(self) -> None:
        self._hurry()
        if not self.session.human_turn() or self.busy:
            return
        ends = [a for a in self.legal if a.type == "end-phase"]
        if not ends:
            return
        s = self.session.state
        if battle(s) is not None and any(a.type == "resolve" for a in self.legal):
            from greenthings.ui.scenes.message import MessageBox

            self.stack.push(MessageBox(self.context, "Attacks not rolled",
                                       "You declared attacks but did not roll them. Roll them first?",
                                       ok="Roll them", cancel="Keep deciding",
                                       on_ok=lambda: self.act(next(a for a in self.legal if a.type == "resolve"))))
            return
        if self.context.settings.confirm_end_phase and self.session.confirm_end_phase:
            from greenthings.ui.game.confirm import end_title, unfinished_business

            left = unfinished_business(s, self.legal)
            if left:
                from greenthings.ui.scenes.message import MessageBox

                def stop_asking(ticked: bool) -> None:
                    if ticked:
                        self.session.confirm_end_phase = False

                self.stack.push(MessageBox(
                    self.context, end_title(s.phase), f"{left}\n\nEnd the phase anyway?",
                    ok="End phase", cancel="Keep playing", on_ok=self._end_phase_now,
                    check="Don't ask again this game", on_check=stop_asking))
                return
        self._end_phase_now()

    def _end_phase_now(self) -> None:
        if not self.session.human_turn() or self.busy:
            return
        ends = [a for a in self.legal if a.type == "end-phase"]
        if ends:
            self.select(None)
            self.act(ends[0])

    def ask_hint(self) -> None:
        if not self.session.human_turn() or self.busy:
            return
        if self.computer is None:
            self.computer = self._make_computer()
        if self.computer.busy:
            return
        self.hint_pending = True
        self._asked_at = self._position()
        self.computer.request(self.session.state)
        self.message = "Thinking about a hint..."
        self.dirty = True

    # -- input -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            area = self.view.area_at(event.pos) if self.rects["map"].collidepoint(event.pos) else None
            if area != self.hover_area:
                self._rest = 0.0
            self.hover_area = area
            press = self._press
            if press is not None and not press["drag"]:
                dx, dy = event.pos[0] - press["pos"][0], event.pos[1] - press["pos"][1]
                if dx * dx + dy * dy >= DRAG_PIXELS * DRAG_PIXELS and self.selected in press["members"] \
                        and self.selected_acts():
                    press["drag"] = True
                    self.dirty = True
            return False
        intent = intent_of(event)
        if intent is not None:
            return self._intent(intent)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self._press = None
                self.cancel_selection()
                return True
            if event.button == 1 and self.rects["map"].collidepoint(event.pos):
                if self.busy:
                    self.skip_animations()
                    return True
                spread = self.view.spread
                if spread is not None and spread[1].collidepoint(event.pos) and not self.view.group_at(event.pos):
                    # A click on the panel but not on a token: it closes, and the
                    # click goes to the map beneath it.
                    self.spread_area = None
                    self.view.spread = None
                    self.hover_area = self.view.area_at(event.pos)
                shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                members = self.view.group_at(event.pos)
                self._press = {"pos": event.pos, "members": members, "drag": False, "deferred": False}
                if members and self.selected in members and not shift and self.session.human_turn() \
                        and not any(target_piece(a, self.session.state.map.areas) in members
                                    for a in self.candidates()):
                    self._press["deferred"] = True  # a click on the selection (let go: deselect) or a drag
                    return True
                self.click_map(event.pos, shift=shift)
                return True
        if event.type == pygame.MOUSEWHEEL and self.rects["log"].collidepoint(self.mouse):
            self.log_view.wheel(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self._press = self._press, None
            if press is None:
                return False
            if press["drag"]:
                self.drop(event.pos)
            elif press["deferred"]:
                self.click_map(press["pos"])
            return True
        return False

    def _button(self, element) -> bool:
        if element is self.end_button:
            self.end_phase()
        elif element is self.undo_button:
            self.undo()
        elif element is self.hint_button:
            self.ask_hint()
        elif element is self.menu_button:
            self.open_menu()
        else:
            for b, fn in self.action_buttons:
                if element is b:
                    self._hurry()
                    if self.session.human_turn() and not self.busy:
                        fn()
                        self.dirty = True
                    return True
            return False
        return True

    def _intent(self, intent: Intent) -> bool:
        if intent is Intent.BACK:
            if self.selected or self.chooser or self.hint:
                self.cancel_selection()
            else:
                self.open_menu()
            return True
        if intent is Intent.END_PHASE:
            self.end_phase()
            return True
        if intent is Intent.UNDO:
            self.undo()
            return True
        if intent is Intent.HINT:
            self.ask_hint()
            return True
        if intent is Intent.SKIP:
            self.skip_animations()
            self.skip = self.session.computer_turn()
            return True
        if intent is Intent.CONFIRM and self.session.over:
            self._epilogue_pushed = False  # back to the score screen
            return True
        if intent is Intent.CONFIRM:
            self._hurry()
            resolve = [a for a in self.legal if a.type == "resolve"]
            if resolve and self.session.human_turn() and not self.busy:
                self.act(resolve[0])
            return True
        if intent is Intent.NEXT_PIECE:
            actors: list[str] = []
            for a in self.legal:
                act = actor_of(a)
                if act and act not in actors:
                    actors.append(act)
            if actors and self.session.human_turn():
                i = actors.index(self.selected) + 1 if self.selected in actors else 0
                self.select(actors[i % len(actors)])
            return True
        if intent in (Intent.SPEED_UP, Intent.SPEED_DOWN):
            from greenthings.ui.game.settings import ANIMATION_SPEEDS

            speeds = list(ANIMATION_SPEEDS)
            cur = min(range(len(speeds)), key=lambda i: abs(speeds[i] - self.context.settings.animation_speed))
            cur = min(len(speeds) - 1, cur + 1) if intent is Intent.SPEED_UP else max(0, cur - 1)
            self.context.settings.animation_speed = speeds[cur]
            self.context.save_settings()
            self.message = f"Animation speed: x{speeds[cur]:g}"
            self.dirty = True
            return True
        if intent is Intent.SAVE:
            self.save_game()
            return True
        if intent is Intent.NAMES:
            st = self.context.settings
            st.names_on_top = not st.names_on_top
            self.context.save_settings()
            self.message = ("Room names show over the pieces (N)" if st.names_on_top
                            else "Pieces show over the room names (N)")
            self.dirty = True
            return True
        if intent is Intent.LOG:
            from greenthings.ui.scenes.log import LogScene

            self.stack.push(LogScene(self.context, self.session.log))
            return True
        return False

    def click_map(self, pos, shift: bool = False) -> None:
        """A click on the map.  With Shift: on a lit area or target, the whole
        stack of the selected piece acts together; on a piece, it joins (or
        leaves) the pieces acting together."""
        if not self.session.human_turn():
            return
        s = self.session.state
        areas = s.map.areas
        members = self.view.group_at(pos)
        cands = self.candidates()
        if members:
            hits = [a for a in cands if target_piece(a, areas) in members]
            actors = [m for m in members if any(actor_of(a) == m for a in self.legal)]
            if hits and actors and all(a.type == "give" for a in hits) and not shift:
                hits = []  # a crewman who can act himself is selected; handing over is a button (or a drag)
            if hits:
                self._play_or_choose(hits, members, whole_stack=shift)
                return
            if actors and shift and any(a.type in GROUP_TYPES for a in self.legal if actor_of(a) in actors):
                self.toggle_in_group(actors)
                return
            if actors:
                if self.selected in members:
                    self.select(None)
                    return
                # The member with the most to do (a monster that has not moved yet).
                best = max(actors, key=lambda m: sum(1 for a in self.legal if actor_of(a) == m))
                self.select(best)
                return
            # A token with nothing to do (a weapon lying there, an egg...) in a
            # lit area: the click is for the area.
            area = self.view.area_at(pos)
            hits = [a for a in cands if area is not None and target_area(a, areas) == area]
            if hits:
                self._play_or_choose(hits, (), whole_stack=shift)
                return
            # Else select it to read its numbers (and see its reach).
            self.select(None if self.selected in members else members[0])
            return
        area = self.view.area_at(pos)
        if area is not None:
            hits = [a for a in cands if target_area(a, areas) == area]
            if hits:
                self._play_or_choose(hits, (), whole_stack=shift)
                return
        if self.selected is not None or self.chooser:
            self.select(None)

    def drop(self, pos) -> None:
        """The selected stack was dragged here: the whole stack goes (or attacks)
        if it can, like picking up a pile of counters."""
        if not self.session.human_turn() or self.busy:
            return
        areas = self.session.state.map.areas
        mine = self.selected_acts()
        members = self.view.group_at(pos)
        hits = [a for a in mine if members and target_piece(a, areas) in members]
        if not hits:
            area = self.view.area_at(pos)
            hits = [a for a in mine if area is not None and target_area(a, areas) == area]
        if hits:
            self._play_or_choose(hits, members if hits and target_piece(hits[0], areas) else (), whole_stack=True)
        elif self.view.area_at(pos) != locations(self.session.state).get(self.selected or ""):
            self.message = "It cannot go there (the lit areas show where it can)."
            self.dirty = True

    def _play_or_choose(self, hits: list, members, whole_stack: bool = False) -> None:
        s = self.session.state
        if members:
            # Pile onto a monster already under attack, else the first member.
            fight = battle(s)
            targeted = {d.target for d in fight.declarations} if fight else set()
            order = sorted(members, key=lambda m: (m not in targeted,))
            for m in order:
                mine = [a for a in hits if target_piece(a, s.map.areas) == m]
                if mine:
                    hits = mine
                    break
        if len(hits) == 1:
            self.act(hits[0], whole_stack=whole_stack)
        else:
            self.chooser = hits
            self._chooser_whole = whole_stack
            self.dirty = True

    def open_menu(self) -> None:
        from greenthings.ui.scenes.pause import PauseScene

        self.stack.push(PauseScene(self.context, self))

    def save_game(self) -> None:
        from greenthings.ui.game.saves import new_save_path

        path = self.session.save_path or new_save_path(self.context.paths.saves_dir)
        if path.name == "autosave.json":
            path = new_save_path(self.context.paths.saves_dir)
        try:
            self.session.save(path)
            self.session.save_path = path
            self.message = f"Saved as {path.name}."
        except OSError as exc:
            self.message = f"Could not save: {exc}"
        self.dirty = True

    # -- animation -------------------------------------------------------
    @property
    def speed(self) -> float:
        return 50.0 if self.skip else max(0.25, self.context.settings.animation_speed)

    def skip_animations(self) -> None:
        while self.queue:
            self._start_event(self.queue.popleft(), instant=True)
        self.current = None
        self.current_left = 0.0
        if self.dice is not None:
            self.dice.skip()
        self._reveal_roll_line()
        self.arrows.clear()
        self.flashes.clear()
        self.banner = None

    def _start_event(self, e: dict, instant: bool = False) -> None:
        t = e.get("type")
        if e.get("text"):
            if t == "roll" and not instant:
                self._roll_line_waiting = True  # shown in the log when the dice land
            else:
                self._reveal_roll_line()
                self.hidden_log = max(0, self.hidden_log - 1)
        sound = self.context.sound
        s = self.session.state
        if t == "roll":
            label = e.get("text", "")
            target = e.get("need")
            self.dice = DiceRoll(list(e.get("dice", [])), label=label, speed=self.speed,
                                 seed=len(self.session.log), target=target)
            if instant:
                self.dice.skip()
            else:
                sound.play("dice")
        elif t == "moved":
            frm, to = e.get("frm"), e.get("to")
            if frm in s.map.areas and to in s.map.areas and not instant:
                side_by_side = sum(1 for a in self.arrows if a[0] == frm and a[1] == to)
                self.arrows.append([frm, to, 0.6, e.get("piece"), side_by_side])
                if s.map.is_hatch(frm, to):
                    sound.play("hatch")
        elif t == "placed" and not instant and e.get("to") in s.map.areas and self.session.computer_turn():
            self.flashes.append([e["to"], P.SELECT, 0.5])  # where the computer put it
        elif t in ("killed", "devour"):
            area = e.get("area") or locations(s).get(e.get("piece") or "")
            if area in s.map.areas:
                self.flashes.append([area, P.BAD, 0.8])
            if not instant:
                sound.play("kill")
        elif t == "chit":
            self.banner = (e.get("text", ""), "weapon effect found" if not e.get("temporary") else
                           "for this attack only", 1.6)
            if not instant:
                sound.play("chit")
        elif t == "phase" and not instant:
            side = e.get("to_play")
            title = phase_title(e.get("phase") or s.phase)
            if self.session.hotseat and side and side != self._banner_side:
                # Hot-seat: make the hand-over impossible to miss.
                title = f"{'Crew' if side == 'crew' else 'Monster'} player: {title}"
                self._banner_side = side
            self.banner = (title, e.get("text", ""), 1.3 if self.session.hotseat else 1.0)
        elif t == "fence" and not instant:
            area = e.get("area") or (weapon_view(s, e["weapon"]).area if e.get("weapon") else None)
            if area in s.map.areas:
                self.flashes.append([area, FENCE_COLOUR, 1.2])
            self.banner = (e.get("text", ""), "", 1.2)
            sound.play("hatch")
        elif t in ("escape", "self-destruct", "game-over", "explosion") and not instant:
            self.banner = (e.get("text", ""), "", 1.4)
        self.current = None if instant else e
        self.current_left = 0.0 if instant else EVENT_TIME.get(t, 0.08) / self.speed
        if e.get("together") and not instant:
            self.current_left = 0.02  # pieces moving together start at once

    def _reveal_roll_line(self) -> None:
        if self._roll_line_waiting:
            self._roll_line_waiting = False
            self.hidden_log = max(0, self.hidden_log - 1)

    def _update_spread(self, dt: float) -> None:
        """Open a crowded room out when the mouse rests on it; close it when
        the mouse is on neither the room nor its panel."""
        if self.demo_hover == "busiest" and self.pieces:  # screenshots: rest on the busiest room
            busiest = max(self.pieces, key=lambda k: len(self.pieces[k]))
            c = self.view.center(busiest)
            self.mouse, self.hover_area = (int(c[0]), int(c[1])), busiest
            self._rest = max(self._rest, SPREAD_DELAY)
        area = self.hover_area
        dragging = self._press is not None and self._press["drag"]
        if self.spread_area is not None:
            if dragging:
                self.spread_area = None
            elif area != self.spread_area:
                self._away += dt
                if self._away >= SPREAD_GRACE:
                    self.spread_area = None
            else:
                self._away = 0.0
            return
        if area is not None and not dragging and self.view.is_cramped(area):
            self._rest += dt
            if self._rest >= SPREAD_DELAY:
                self.spread_area = area
        else:
            self._rest = 0.0

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.clock += dt
        self._update_spread(dt)
        # Animations.
        if self.dice is not None:
            self.dice.speed = self.speed
            self.dice.update(dt)
            if self.dice.landed:
                self._reveal_roll_line()
        for lst in (self.arrows, self.flashes):
            for item in lst:
                item[2] -= dt * self.speed
            lst[:] = [x for x in lst if x[2] > 0]
        if self.banner is not None:
            text, sub, left = self.banner
            left -= dt * self.speed
            self.banner = (text, sub, left) if left > 0 else None
        if self.current is not None:
            self.current_left -= dt
            if self.current_left <= 0:
                self.current = None
        while self.current is None and self.queue:
            self._start_event(self.queue.popleft(), instant=self.skip)
        busy = self.busy
        if self._was_busy and not busy:
            self.dirty = True  # the buttons wait for the animations
        self._was_busy = busy
        if self.dirty:
            self.refresh()
        if busy:
            return
        # The game moves on.
        if self.session.over or self.session.state.phase == "epilogue":
            self._open_epilogue()
            return
        if self.hint_pending and self.computer is not None:
            if self._asked_at != self._position():  # the player moved on: forget the hint
                self.computer.cancel()
                self.hint_pending = False
                self.message = ""
                return
            answer = self.computer.poll()
            if answer is not None:
                self.hint_pending = False
                self.hint = answer
                self.message = ""
                actor = actor_of(answer)
                self.selected = actor if actor else None
                self.dirty = True
            return
        if self.session.computer_turn():
            self._computer_step(dt)
            if self.dirty:  # never draw a new position with the old one's highlights and buttons
                self.refresh()
        else:
            self.skip = False
            self.thinking = 0.0

    def _computer_step(self, dt: float) -> None:
        if self.computer is None:
            self.computer = self._make_computer()
        if self.selected is not None or self.group or self.chooser:
            self.selected, self.group, self.chooser = None, [], []  # the player's pick is over
            self.dirty = True
        self.thinking += dt
        if self.computer_wait > 0:
            self.computer_wait -= dt
            return
        if not self.computer.busy:
            self._asked_at = self._position()
            self.computer.request(self.session.state)
        answer = self.computer.poll()
        if answer is None:
            return
        if self._asked_at != self._position():  # an answer about an earlier position
            return
        phase = self.session.state.phase
        try:
            events = self.session.play(answer)
        except IllegalActionError as exc:  # a stale answer: ask again
            logger.warning("computer move refused: %s", exc)
            return
        self.selected = None
        self._after_play(events)
        quick = phase.startswith("setup") or phase == "survival-boats"
        pause = SETUP_PAUSE if quick else QUICK_PAUSE.get(answer.type, COMPUTER_PAUSE)
        self.computer_wait = pause / self.speed
        self.thinking = 0.0

    def _position(self) -> tuple[int, int]:
        """Identifies the position a question to the computer was about."""
        return (len(self.session.game.actions), len(self.session.log))

    def _open_epilogue(self) -> None:
        if self._epilogue_pushed:
            return
        from greenthings.ui.scenes.epilogue import EpilogueScene

        self._epilogue_pushed = True
        self.stack.push(EpilogueScene(self.context, self.session, self.computer))
