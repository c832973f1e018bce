"""The coach: a small collaborator of the board scene that plays the
tutorial's chapters (:mod:`.script`, :mod:`.chapters`) over a normal game.

The board calls it (``attach``, ``place``, ``handle_event``, ``update``,
``draw``) and otherwise goes on as ever: the coach plays nothing for the
player, watches the game's actions to see a step done, and finds what to
point at through the board's geometry (:mod:`.targets`).  Opening another
chapter (Next at a chapter's end, or "Skip chapter") is the tutorial
package's business (``on_chapter``).  It has its own pygame-gui manager for
its buttons: Next, "Skip chapter" and "Leave tutorial".
"""
from __future__ import annotations

import logging

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.ui.draw import palette as P
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scenes import routes
from greenthings.ui.tutorial import overlay, targets
from greenthings.ui.tutorial.script import CHAPTERS, Place, last_chapter, step_for
from greenthings.ui.tutorial.words import facts, fill

logger = logging.getLogger(__name__)

#: Said when the step would have the player end the phase but the game first needs a choice.
CHOICE_FIRST = "First the game needs a choice from you: click one of the lit places (the panel says what it is for)."
LEAVE_TEXT = ("The game goes on as an ordinary game against the computer, saved after every move "
              "('Continue' on the main menu picks it up). The main menu is under Menu.")
ENDED = ("epilogue", "over")


class Coach:
    def __init__(self, context, seed: int = 0, on_leave=None, on_chapter=None, chapter: int = 0) -> None:
        self.context = context
        self.seed = seed
        self._on_leave = on_leave  # (board) -> words for the panel: the game becomes an ordinary one
        self._on_chapter = on_chapter  # (chapter index) -> opens that chapter (its own game, or this one)
        self.board = None
        self.ui = None
        self.place_now = Place(chapter, 0)
        self.finished = False
        self.target: targets.Target | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.title = self.text = ""
        self.clock = 0.0
        self.weapon_used: str | None = None  # the last weapon grabbed or attacked with (its effect is news)
        self.shown = 1  # steps shown in this chapter (the counter never jumps)
        self._seen = 0  # the game's actions when the step began
        self._suggested = (None, None, {})  # (position key, action, the words it leaves open)
        self._buttons: dict[str, UIButton] = {}
        self._built_for: tuple | None = None

    @property
    def chapter(self):
        return CHAPTERS[self.place_now.chapter]

    @property
    def step(self):
        return self.chapter.steps[self.place_now.step]

    def counter(self) -> str:
        """"Chapter 2/9 - 3/5": steps counted as shown, so the count never jumps."""
        c, i = self.place_now
        total = self.shown + len(self.chapter.steps) - 1 - i
        return f"Chapter {c + 1}/{len(CHAPTERS)} \u00b7 {self.shown}/{total}"

    # -- the board's calls ---------------------------------------------------------
    def attach(self, board) -> None:
        self.board = board
        self.ui = self.context.new_ui_manager()
        self._seen = len(board.session.game.actions)

    def place(self, rects) -> None:
        """The board was laid out anew (a resize, perhaps to another scale)."""
        if self.ui is not None and not self.finished:
            self._buttons = {}
            self.ui.clear_and_reset()
            self.ui = self.context.new_ui_manager()
            self._built_for = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.finished or self.ui is None:
            return False
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            pressed = {b: name for name, b in self._buttons.items()}.get(event.ui_element)
            if pressed is None:
                return False
            {"next": self.next, "skip": self.skip_chapter, "leave": self.ask_leave}[pressed]()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.box.collidepoint(event.pos):
            return True  # the box is not the map beneath it
        if event.type == pygame.KEYDOWN and intent_of(event) is Intent.BACK and self._nothing_picked():
            self.ask_leave()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.finished or self.board is None:
            return
        self.clock += dt
        self.ui.update(dt)
        board, session = self.board, self.board.session
        if session.state.phase in ENDED and not board.busy:
            self.leave()  # the ship's game is over: the trip home (and the score) are the player's
            return
        actions = session.game.actions
        self._seen = min(self._seen, len(actions))  # an undo
        new = actions[self._seen:]
        for a in new:
            if a.type in ("attack", "grab") and a.weapon:
                self.weapon_used = a.weapon
        step = self.step
        if board.busy:
            pass  # nothing moves on before the dice that cause it settle
        elif step.until not in (None, "next") and any(a.type == step.until for a in new):
            self._go(Place(self.place_now.chapter, min(self.place_now.step + 1, len(self.chapter.steps) - 1)))
        else:
            self._go(step_for(self.place_now, session.state.phase))
        self.target = self._find_target()
        if not board.busy or not self.text:  # while the dice roll, the words of the step stay as they were
            self.title, self.text = self.words()
        self._lay_out()

    def draw(self, surface: pygame.Surface) -> None:
        if self.finished or self.board is None or self.box.w == 0:
            return
        self._lay_out()  # again: the computer may have placed a piece since update (the map is drawn now)
        scale = self.board.scale
        overlay.draw_box(surface, self.box, self.title, self.text, self.counter(), scale)
        if self.target is not None:
            overlay.draw_pointer(surface, self.box, self.target, self.clock, scale)
        self.ui.draw_ui(surface)

    def _lay_out(self) -> None:
        """The box where it hides neither the target, nor the lit areas and
        the monsters the step is about, nor (as far as it can) the pieces."""
        board = self.board
        scale = board.scale
        width = min(scale.px(overlay.BOX_W), int(board.rects["map"].w * 0.45))
        size = overlay.box_size(self.title, self.text, width, scale)
        keep = [targets.area_target(board, a).rect for a, col in board.picture.highlights.items() if col in _LIT]
        keep.extend(targets.area_target(board, a).rect for a in targets.watched_areas(board))
        avoid = [overlay.banner_band(board.rects["map"], scale)]
        avoid.extend(rect for rect, _ in board.view.piece_rects)  # hide as few pieces as can be
        self.box = overlay.place_box(size, board.rects["map"], self.target.rect if self.target else None, avoid,
                                     keep)
        self._build_buttons()

    # -- the script -------------------------------------------------------------------
    def _go(self, place: Place) -> None:
        if place == self.place_now:
            return
        self.shown = 1 if place.chapter != self.place_now.chapter else self.shown + 1
        self.place_now = place
        self._seen = len(self.board.session.game.actions)
        self._built_for = None
        logger.info("tutorial: chapter %s, step %s", self.chapter.key, self.step.key)

    def next(self) -> None:
        """The Next button: the next step, or at a chapter's end the next chapter."""
        c, i = self.place_now
        if i < len(self.chapter.steps) - 1:
            self._go(Place(c, i + 1))
        else:
            self.skip_chapter()

    def skip_chapter(self) -> None:
        """On to the next chapter (the last one ends the tutorial)."""
        c = self.place_now.chapter
        if last_chapter(c):
            self.leave()
        elif self._on_chapter is not None:
            self._on_chapter(c + 1)

    def suggestion(self):
        """The legal action the step suggests now (None while it is not the
        player's turn, or there is none)."""
        board, session = self.board, self.board.session
        if board.busy or not session.human_turn():
            return None
        key = (len(session.game.actions), session.state.phase, self.place_now)
        if self._suggested[0] != key:  # worked out once per position (some look a turn ahead)
            point, state = self.step.point, session.state
            action = targets.suggest(point, state, session.legal_actions())
            self._suggested = (key, action, targets.more_words(point, state, action))
        return self._suggested[1]

    def _wants_action(self) -> bool:
        return self.step.point in targets.SUGGESTED

    def words(self) -> tuple[str, str]:
        step = self.step
        action = self.suggestion() if self._wants_action() else None
        text = step.text
        if self._wants_action() and action is None and step.otherwise and self._players_move():
            text = step.otherwise
        if step.point == "end" and self._players_move() and not self.board.bar.end_button.is_enabled:
            text = CHOICE_FIRST
        state = self.board.shown.state
        said = facts(state, action, self.weapon_used)
        if action is not None:
            said.update(self._suggested[2])
        return step.title, fill(text, said)

    def _players_move(self) -> bool:
        return self.board.session.human_turn() and not self.board.busy

    def _find_target(self) -> targets.Target | None:
        step = self.step
        if self._wants_action():
            action = self.suggestion()
            if action is None:
                found = targets.find("end", self.board) if step.otherwise and self._players_move() else None
            else:
                found = targets.find(step.point, self.board, action)
        else:
            found = targets.find(step.point, self.board)
        if found is None and step.point in ("end",) + tuple(targets.SUGGESTED) and self._players_move():
            # Nothing to end or suggest now: the choice the game waits for.
            first = next((a for a in self.board.offer.legal if a.type != "end-phase"), None)
            found = targets.action_target(self.board, first) if first is not None else None
        return found

    def _nothing_picked(self) -> bool:
        """Esc would not just let go of a pick (a piece the board picks by
        itself, the only one that can act, counts as none)."""
        sel = self.board.selection
        picked = sel.piece is not None and sel.piece != self.board.offer.sole_actor()
        return not picked and not sel.chooser and sel.hint is None and self.board.usual.picked is None

    # -- leaving ------------------------------------------------------------------------
    def ask_leave(self) -> None:
        routes.message(self.context, "Leave the tutorial?", LEAVE_TEXT, ok="Leave tutorial", cancel="Stay",
                       on_ok=self.leave)

    def leave(self) -> None:
        """The tutorial ends (left, or finished): the game goes on as any other."""
        if self.finished:
            return
        self.finished = True
        self.target = None
        if self.ui is not None:
            self.ui.clear_and_reset()
        self._buttons = {}
        words = self._on_leave(self.board) if self._on_leave is not None else ""
        self.board.panel.say(words)
        self.board.dirty = True

    # -- buttons ------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        step = self.step
        show_next = step.until == "next"
        show_skip = not last_chapter(self.place_now.chapter)
        key = (tuple(self.box), step.key, show_next, show_skip)
        if key == self._built_for:
            return
        self._built_for = key
        for b in self._buttons.values():
            b.kill()
        self._buttons = {}
        px = self.board.scale.px
        pad, h, gap = px(overlay.PAD), px(overlay.BUTTON_H), px(6)
        row = pygame.Rect(self.box.x + pad, self.box.bottom - pad - h, self.box.w - 2 * pad, h)
        leave = pygame.Rect(row.x, row.y, px(overlay.LEAVE_W), h)
        self._buttons["leave"] = UIButton(leave, "Leave tutorial", manager=self.ui, object_id="@small_button",
                                          tool_tip_text="Stop the tutorial; the game goes on (Esc)")
        x = leave.right + gap
        if show_skip and not (show_next and self.place_now.step == len(self.chapter.steps) - 1):
            skip = pygame.Rect(x, row.y, px(overlay.SKIP_W), h)
            self._buttons["skip"] = UIButton(skip, "Skip chapter", manager=self.ui, object_id="@small_button",
                                             tool_tip_text="On to the next chapter, from a game set up for it")
            x = skip.right + gap
        if show_next:
            self._buttons["next"] = UIButton(pygame.Rect(x, row.y, row.right - x, h), step.button, manager=self.ui,
                                             object_id="@small_button")

    @property
    def next_button(self) -> UIButton | None:
        return self._buttons.get("next")

    @property
    def skip_button(self) -> UIButton | None:
        return self._buttons.get("skip")

    @property
    def leave_button(self) -> UIButton | None:
        return self._buttons.get("leave")


_LIT = (P.LEGAL_MOVE, P.LEGAL_TARGET)
