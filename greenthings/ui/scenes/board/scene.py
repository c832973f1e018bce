"""The board: the Znutar with every piece, the phase bar, the weapons display,
the actions panel, the dice tray and the log.  Setup phases play on the same
board (the scene then calls itself "setup").

The scene never decides rules.  It offers exactly the engine's legal
actions: click a piece (an actor of some legal action) and its destinations
light up blue and its targets red; click one to play it.  When a click
could mean several actions (a knife in the hand or thrown), the actions
panel lists them.  Actions with nothing to click on the map (grow, drop,
board a boat, roll the attacks...) are buttons in that panel.  Events the
engine returns are played back one by one while their sentences appear in
the log; the computer's moves come at the player's animation speed.

The scene owns the collaborators listed in the package's docstring and
wires them with callbacks; none of them knows another.
"""
from __future__ import annotations

import logging

import pygame
import pygame_gui

from greenthings.engine import Ev, IllegalActionError, locations
from greenthings.ui.draw.panels import weapons_display_height
from greenthings.ui.draw.shipdraw import ShipView
from greenthings.ui.game.confirm import BigDecisions
from greenthings.ui.game.prompts import is_setup
from greenthings.ui.game.session import GameSession, piece_name
from greenthings.ui.game.turn_summary import grouped_log
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.board import clicks, keys, saving
from greenthings.ui.scenes.board.bar import PhaseBar
from greenthings.ui.scenes.board.computer import STALE, ComputerDriver, make_bot
from greenthings.ui.scenes.board.end_phase import before_ending
from greenthings.ui.scenes.board.events import EventPlayer
from greenthings.ui.scenes.board.group_moves import GroupMoves
from greenthings.ui.scenes.board.layout import board_rects
from greenthings.ui.scenes.board.offer import Offer
from greenthings.ui.scenes.board.painter import BoardPainter, Frame
from greenthings.ui.scenes.board.picture import MapPicture, picture_of
from greenthings.ui.scenes.board.recap import Recap
from greenthings.ui.scenes.board.pointer import Pointer
from greenthings.ui.scenes.board.selection import Selection
from greenthings.ui.scenes.board.shown import ShownGame
from greenthings.ui.scenes.board.side_panel import SidePanel
from greenthings.ui.scenes.board.usual_setup import UsualSetup

logger = logging.getLogger(__name__)


class BoardScene(Scene):
    """Setup and play on the ship map."""

    def __init__(self, context: Context, session: GameSession, computer=None, coach=None) -> None:
        super().__init__(context)
        settings = context.settings
        self.session = session
        self.coach = coach  # a guide over the board (the tutorial: greenthings/ui/tutorial), or None
        self.autosave_path = context.paths.autosave_file
        self.view = ShipView(session.state.map)
        self.selection = Selection()
        self.moves = GroupMoves(session)
        self.decisions = BigDecisions()  # asks before the self-destruct and boarding
        self.player = EventPlayer(session, base_speed=lambda: settings.animation_speed,
                                  play_sound=context.sound.play, shown=self._event_shown)
        self.shown = ShownGame(session, waiting=self.player.waiting)  # never ahead of the dice
        self.computer = ComputerDriver(session, new_bot=lambda: make_bot(context, session),
                                       speed=self.player.speed, bot=computer)
        self.pointer = Pointer(self.view, on_map=lambda pos: self.rects["map"].collidepoint(pos),
                               click=self.click_map, drop=self.drop, cancel=self.cancel_selection,
                               busy=lambda: self.busy, skip=self.player.skip_all,
                               may_drag=lambda members: clicks.may_drag(self.offer, self.selection, members),
                               defers=lambda members, shift: clicks.defers_press(self.offer, self.selection,
                                                                                 members, shift))
        # the rest of a setup planned the usual way, shown before it is played
        self.usual = UsualSetup(session, play=self._play_plan)
        self.panel = SidePanel(session, self.shown, act=self.act, select=self.select, choose_sub=self.choose_sub,
                               set_group_size=self.set_group_size, cancel=self.cancel_selection,
                               computer_busy=lambda: self.computer.busy,
                               animation_speed=lambda: settings.animation_speed, usual=self.usual)
        self.painter = BoardPainter(session, self.shown, self.view, names_on_top=lambda: settings.names_on_top)
        self.recap = Recap(session)  # the other side's last turn, until the player acts
        self.bar = PhaseBar(self.shown, menu=self.open_menu, undo=self.undo, hint=self.ask_hint, end=self.end_phase)
        self.offer = Offer(session.state, [], False)
        self.picture = MapPicture({}, {}, [], {}, {})
        self.rects: dict[str, pygame.Rect] = {}
        self.clock = 0.0  # seconds on this board (animates the fences)
        self.dirty = True
        self._was_busy = False
        self._epilogue_open = False

    @property
    def name(self) -> str:  # type: ignore[override]
        return "setup" if is_setup(self.session.state.phase) else "board"

    @property
    def busy(self) -> bool:
        """Events still playing (input to the board waits)."""
        return self.player.busy

    # -- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        if self.coach is not None:
            self.coach.attach(self)
        if not self.session.hotseat:
            self.computer.ensure()  # hot-seat makes one only for hints
        self.layout(self.context.window_size)
        self.player.show_whole_log()
        self.refresh()

    def exit(self) -> None:
        self.computer.close()
        super().exit()

    def resume(self) -> None:
        self.dirty = True

    def resize(self, size) -> None:
        super().resize(size)
        self.layout(size)
        self.dirty = True

    def layout(self, size) -> None:
        scale = self.scale
        self.rects = r = board_rects(size, self.view.bounds, weapons_display_height, scale)
        self.view.set_rect(r["map"].inflate(-scale.px(8), -scale.px(8)), scale.factor)
        self.ui.clear_and_reset()
        self.bar.place(self.ui, r["bar"], scale)
        self.panel.place(self.ui, r["info"], r["weapons"], prompt_here=not self.bar.prompt_fits, scale=scale)
        self.painter.place(r, scale)
        if self.coach is not None:
            self.coach.place(r)

    def refresh(self) -> None:
        """Recompute everything that depends on the game state or the selection."""
        session, shown = self.session, self.shown
        self.usual.check()
        if not self.busy:
            shown.release()
        if shown.holding:  # the position before the rolling action: nothing to do in it
            self.offer = Offer(shown.state, [], False)
        else:
            legal = session.legal_actions() if not session.over else []
            self.offer = Offer(session.state, legal, session.human_turn())
            self.selection.reconcile(self.offer)
        self.picture = self.usual.dress(picture_of(shown.state, self.offer, self.selection, shown.pieces()),
                                        shown.state)
        self.panel.rebuild(self.offer, self.selection)
        human = session.human_turn() and not self.busy
        self.bar.enable(undo=human and (session.can_undo() or self.usual.active), hint=human and not self.usual.active,
                        end=human and self.offer.first("end-phase") is not None)
        self.dirty = False
        # Built while animations play (buttons held back): build again when they
        # end, even if they are skipped before the next frame.
        self._was_busy = self._was_busy or self.busy

    # -- the player's pick ---------------------------------------------------
    def select(self, piece: str | None, group: list[str] | None = None) -> None:
        self.selection.select(piece, group)
        self.panel.say("")
        self.dirty = True

    def cancel_selection(self) -> None:
        self.select(None)

    def choose_sub(self, key: str) -> None:
        self.selection.choose_sub(key)
        self.dirty = True

    def set_group_size(self, n: int) -> None:
        self.selection.set_group_size(n, self.offer.stack_mates(self.selection.piece))
        self.dirty = True

    # -- playing ---------------------------------------------------------
    def act(self, action, whole_stack: bool = False, then: tuple = ()) -> None:
        """Play one legal action for the human and animate what it caused; the
        pieces acting together with the selected one follow, one engine action
        each (those that cannot are left where they are, and named).  ``then``:
        the moves that follow it, one click taking the piece further than a step."""
        question = self.decisions.question(self.session.state, action)
        if question is not None:
            def go_ahead(state=self.session.state) -> None:
                self.decisions.agree(state, action)
                self.act(action, whole_stack, then)

            self._ask(question.title, question.text, ok=question.ok, cancel=question.cancel, on_ok=go_ahead)
            return
        self.recap.dismiss()
        together = self.selection.together_with(action, self.offer, whole_stack)
        self.selection.forget_choices()
        self.panel.say("")
        before = self.session.state
        try:
            events, left = self.moves.play((action, *then), together)
        except IllegalActionError as exc:
            logger.warning("refused %s: %s", action, exc)
            self.panel.say("That is not possible now.")
            self.dirty = True
            return
        if together:
            self.selection.keep_group([g for g in together if g not in left])
            if left:
                self.panel.say(f"{', '.join(piece_name(self.session.state, p) for p in left)} could not follow.")
        self._after_play(before, events)

    def _play_plan(self, actions: list) -> None:
        """A quick setup's plan: one gesture, its placements shown in a quick cascade."""
        self.act(actions[0], then=tuple(actions[1:]))
        self.player.hurry(Ev.PLACED)

    def _after_play(self, before, events: list[dict]) -> None:
        self.shown.hold(before, events)
        self.player.enqueue(events)
        self.autosave()  # after every action: a closed window loses nothing
        self.dirty = True

    def autosave(self) -> str | None:
        """Write the autosave; what went wrong (also said in the panel), or None."""
        trouble = saving.autosave(self.session, self.autosave_path)
        if trouble:
            self.panel.say(trouble)
        return trouble

    def save_before_quit(self) -> str | None:
        if not self.session.unsaved:
            return None
        trouble = self.autosave()  # one more try (the disk may be back)
        return f"The last moves of this game are not saved ({trouble})." if trouble else None

    def save_game(self) -> None:
        """Ask for the save's name, then save (ui/scenes/board/saving.py)."""
        def say(text: str) -> None:
            self.panel.say(text)
            self.dirty = True

        saving.ask_and_save(self.context, self.session, say)

    def undo(self) -> None:
        self._hurry()
        if not self.session.human_turn() or self.busy:
            return
        if self.usual.active:  # a change to the plan (or the plan itself), nothing played
            self.usual.undo()
            self.dirty = True
        elif self.moves.undo():
            self.recap.dismiss()
            self.autosave()
            self.select(None)

    def _event_shown(self) -> None:
        """An event started to show, or its dice landed: the pieces it names may move on."""
        if self.shown.holding:
            self.dirty = True

    def _hurry(self) -> None:
        """The player acts while an animation runs: finish it at once."""
        if self.busy and self.session.human_turn():
            self.player.skip_all()
            if self.dirty:
                self.refresh()

    def end_phase(self) -> None:
        self._hurry()
        if not self.session.human_turn() or self.busy or self.offer.first("end-phase") is None:
            return
        question = before_ending(self.session, self.offer, self.context.settings, roll=self.act,
                                 end_now=self._end_phase_now)
        if question is None:
            self._end_phase_now()
        else:
            self._ask(question.title, question.text, **question.buttons)

    def _end_phase_now(self) -> None:
        if not self.session.human_turn() or self.busy:
            return
        end = self.offer.first("end-phase")
        if end is not None:
            self.select(None)
            self.act(end)

    def ask_hint(self) -> None:
        if not self.session.human_turn() or self.busy:
            return
        if self.computer.ask_hint():
            self.panel.say("Thinking about a hint...")
            self.dirty = True

    # -- input -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.coach is not None and self.coach.handle_event(event):
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        intent = intent_of(event)
        if intent is not None:
            return self._intent(intent)
        used = self.pointer.handle(event)
        if used is not None:
            return used
        if event.type == pygame.MOUSEWHEEL and self.rects["log"].collidepoint(self.pointer.mouse):
            self.painter.scroll_log(event.y)
            return True
        return False

    def _button(self, element) -> bool:
        if self.bar.pressed(element):
            return True
        fn = self.panel.pressed(element)
        if fn is None:
            return False
        self._hurry()
        if self.session.human_turn() and not self.busy:
            fn()
            self.dirty = True
        return True

    def _intent(self, intent: Intent) -> bool:
        action = keys.board_keys(self).get(intent)
        if action is not None:
            action()
        return action is not None

    def confirm(self) -> None:
        """Enter: the plan of a quick setup, the hint, or the declared attacks, played."""
        if self.session.over:
            self._epilogue_open = False  # back to the score screen
            return
        self._hurry()
        if not self.session.human_turn() or self.busy:
            return
        hint, resolve = self.selection.hint, self.offer.first("resolve")
        if self.usual.active:
            self.usual.play()
        elif hint is not None and hint in self.offer.legal:
            self.act(hint)
        elif resolve is not None:
            self.act(resolve)

    def click_map(self, pos, shift: bool = False) -> None:
        """A click on the map.  With Shift: on a lit area or target, the whole
        stack of the selected piece acts together; on a piece, it joins (or
        leaves) the pieces acting together."""
        if not self.session.human_turn():
            return
        if self.usual.active:
            self.usual.click(self.view.group_at(pos), self.view.area_at(pos))
            self.dirty = True
            return
        self._carry_out(clicks.click(self.offer, self.selection, self.view.group_at(pos),
                                     self.view.area_at(pos), shift))

    def drop(self, pos) -> None:
        """The selected stack was dragged here: the whole stack goes (or attacks)
        if it can, like picking up a pile of counters."""
        if not self.session.human_turn() or self.busy:
            return
        home = locations(self.session.state).get(self.selection.piece or "")
        self._carry_out(clicks.drop(self.offer, self.selection, self.view.group_at(pos), self.view.area_at(pos),
                                    home))

    def _carry_out(self, decision: clicks.Decision) -> None:
        kind = decision.kind
        if kind == "play":
            self.act(decision.actions[0], whole_stack=decision.whole_stack)
        elif kind == "walk":
            self.act(decision.actions[0], whole_stack=decision.whole_stack, then=decision.actions[1:])
        elif kind == "choose":
            self.selection.choose_between(list(decision.actions), decision.whole_stack)
            self.dirty = True
        elif kind == "select":
            self.select(decision.piece)
        elif kind == "toggle":
            if self.selection.toggle(decision.pieces, self.offer):
                self.panel.say("")
            self.dirty = True
        elif kind == "nowhere":
            self.panel.say("It cannot go there (the lit areas show where it can).")
            self.dirty = True

    # -- other scenes --------------------------------------------------------------
    def _ask(self, title: str, text: str, **buttons) -> None:
        routes.message(self.context, title, text, **buttons)

    def open_menu(self) -> None:
        routes.open_pause(self.context, self)

    def open_log(self) -> None:
        s = self.session
        routes.open_log(self.context, grouped_log(s.state, s.log, s.record, upto=self.player.shown_log()))

    def _open_epilogue(self) -> None:
        if not self._epilogue_open:
            self._epilogue_open = True
            routes.open_epilogue(self.context, self.session, self.computer.bot)

    # -- time ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.clock += dt
        self.pointer.update(dt, self.picture.tokens)
        self.player.update(dt)
        busy = self.busy
        if self._was_busy and not busy:
            self.dirty = True  # the buttons wait for the animations
        self._was_busy = busy
        if self.dirty:
            self.refresh()
        if self.coach is not None:
            self.coach.update(dt)
        if busy:
            return
        # The game moves on.
        if self.session.over or self.session.state.phase == "epilogue":
            self._open_epilogue()
        elif self.computer.hint_pending:
            answer = self.computer.poll_hint()
            if answer is not None:
                self.panel.say("")
                if answer is not STALE:
                    self.selection.show_hint(answer)
                self.dirty = True
        elif self.session.computer_turn():
            self._computer_step(dt)
            if self.dirty:  # never draw a new position with the old one's highlights and buttons
                self.refresh()
        else:
            self.player.skipping = False
            self.computer.idle()
            if self.recap.check():
                self.dirty = True

    def _computer_step(self, dt: float) -> None:
        if self.selection.let_go():
            self.dirty = True  # the player's pick is over
        answer = self.computer.step(dt)
        if answer is None:
            return
        before = self.session.state
        try:
            events = self.session.play(answer)
        except IllegalActionError as exc:  # a stale answer: ask again
            logger.warning("computer move refused: %s", exc)
            return
        self._after_play(before, events)
        self.computer.played(answer, before.phase)

    # -- painting ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        frame = self._frame()
        self.painter.draw_map(surface, frame)
        self.recap.draw_marks(surface, self.view)
        self.bar.draw(surface, self.offer.types(), self.computer.thinking if self.computer.busy else None,
                      self.computer.progress(), say=self.usual.prompt())
        self.panel.draw(surface, self.rects["side"], self.offer, self.selection)
        self.painter.draw_trays(surface, frame, dice_covered=self.recap.showing)
        self.recap.draw_summary(surface, self.rects["dice"], self.scale)
        self.ui.draw_ui(surface)
        self.panel.draw_labels(surface)
        self.painter.draw_tooltip(surface, frame)
        if self.coach is not None:
            self.coach.draw(surface)

    # -- for the layout check's hover check: a pick's map, then each hover's panels alone --
    def light_pick(self, piece: str | None, surface: pygame.Surface) -> None:
        """Pick ``piece``, light the map for it and draw the map (no buttons)."""
        self.selection.select(piece)
        self.picture = picture_of(self.shown.state, self.offer, self.selection, self.shown.pieces())
        self.painter.draw_map(surface, self._frame())

    def draw_hover(self, surface: pygame.Surface) -> None:
        """What hovering shows over the map drawn last: an opened-out room, the tooltip."""
        self.painter.draw_hover(surface, self._frame())

    def _frame(self) -> Frame:
        sel, offer, player = self.selection, self.offer, self.player
        in_hand = sel.in_hand(offer) if self.pointer.dragging else 0
        hover = self.pointer.hover_area
        busy = self.busy
        stack_hover = hover is not None and self.session.human_turn() and not busy and \
            offer.stack_among([t.piece for t in self.picture.tokens.get(hover, ())])
        return Frame(self.picture, sel.piece, hover, self.pointer.spread_area, self.pointer.mouse, in_hand,
                     player.flights, player.flashes, player.banner, player.dice, self.clock, player.shown_log(),
                     stack_hover)
