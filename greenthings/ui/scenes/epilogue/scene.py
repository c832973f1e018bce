"""The Epilogue: each escaped boat's journey home, step by step, on the
engine's chart (see chart.py); then the final score (score.py).

Choices (course, fight or run, press on or turn back) are buttons made from
the engine's legal actions; every die rolled on the way tumbles in the tray.
When the game is over the same scene shows the score screen, with the
win-chance chart (ui/draw/win_chart.py) of how the game swung: worked out
a slice per frame once the score shows (bots/swing.py); a swing's dot, or
its number key, opens the replay at the start of that turn.
"""
from __future__ import annotations

import logging
from collections import deque

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.bots.swing import SwingWalk, swings
from greenthings.engine import Ev, IllegalActionError, journeys
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.panels import LogView
from greenthings.ui.draw.win_chart import WinChart
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.game.session import GameSession, piece_name
from greenthings.ui.draw.fonts import wrap_text
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.board import saving
from greenthings.ui.scenes.epilogue.chart import JourneyChart
from greenthings.ui.scenes.epilogue.layout import layout
from greenthings.ui.scenes.epilogue.playback import Playback
from greenthings.ui.scenes.epilogue.words import CHOICE_WORDS, boat_name, event_line, step_rule
from greenthings.ui.scenes.epilogue.score import draw_score, monster_colour
from greenthings.ui.scenes.widgets import draw_title, starfield

logger = logging.getLogger(__name__)

STEP_SECONDS = 1.0
CHART_SLICE = 200  # actions of the game walked for the chart in one frame (a few milliseconds)
CHART_MAX_H = 220  # design pixels
CHART_MIN_H = 80   # less room than this (never at the sizes the layouts are made for): no chart
CHART_HINT = "numbered: the biggest swings (click, or press the number, to watch that turn)"


class EpilogueScene(Scene):
    name = "epilogue"

    def __init__(self, context: Context, session: GameSession, computer=None) -> None:
        super().__init__(context)
        self.session = session
        self.computer = computer
        self.queue: deque = deque()
        self.wait = 0.0
        self.dice: DiceRoll | None = None
        self.playback = Playback(journeys(session.state))
        self.settling: dict | None = None  # the roll whose dice are still tumbling
        self._shown_roll: dict | None = None  # the last roll whose dice have landed
        self.drawn: dict[str, pygame.Rect] = {}  # what the last frame drew where (the layout tests)
        self.chart = JourneyChart()
        self.lines: list[str] = []
        self.buttons: list[tuple[UIButton, object]] = []
        self.score_buttons: dict[str, UIButton] = {}
        self._shown_over = False  # the score screen's buttons are up
        self.swing_walk: SwingWalk | None = None  # how the game swung, worked out once the score shows
        self.win_chart = WinChart()
        self.mouse = (0, 0)
        # The events that led here (the game's last action) are replayed from the log.
        self.lines.extend(session.log[-6:])

    # -- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.build()

    def resize(self, size) -> None:
        super().resize(size)
        self.build()

    def build(self) -> None:
        self.ui.clear_and_reset()
        self.layout = layout(*self.context.window_size)
        self.chart.place(self.layout.chart, self.layout.scale)
        self.r_dice = self.layout.dice
        self.r_side = self.layout.side
        self.log_view = LogView()
        self.buttons = []
        self.score_buttons = {}
        self._shown_over = False
        self._rebuild_buttons()

    def _rebuild_buttons(self) -> None:
        for b, _ in self.buttons:
            b.kill()
        self.buttons = []
        if self.session.over:
            if self._shown_over or self.busy:  # the last boat's dice first: the buttons would tell
                return
            self._shown_over = True
            if self.swing_walk is None and self.session.state.round >= 1:  # (Crew Survival has no turns to chart)
                self.swing_walk = SwingWalk.of_game(self.session.game)
            w, h = self.context.window_size
            px = self.scale.px
            y = h - px(70)
            bw = min(px(220), (w - px(40)) // 4 - px(10))
            labels = (("menu", "Main menu", "Enter"), ("new", "New game", "N"),
                      ("replay", "Watch the replay", "R: the whole game again, step by step"),
                      ("board", "See the board", "Esc"))
            left = w // 2 - (4 * bw + 3 * px(10)) // 2
            self.score_buttons = {
                key: UIButton(pygame.Rect(left + i * (bw + px(10)), y, bw, px(50)), text, manager=self.ui,
                              object_id="@big_button", tool_tip_text=tip)
                for i, (key, text, tip) in enumerate(labels)
            }
            return
        if not self.session.human_turn() or self.busy:
            return
        box = self.layout.buttons
        y = box.y
        for i, a in enumerate(self.session.legal_actions()):
            b = UIButton(pygame.Rect(box.x, y, box.w, self.layout.button_h), self.choice_label(i, a),
                         manager=self.ui, object_id="@choice", tool_tip_text=f"Key {i + 1}")
            self.buttons.append((b, a))
            y += self.layout.button_h + self.layout.gap

    @staticmethod
    def choice_label(i: int, action) -> str:
        words = CHOICE_WORDS.get(action.choice or "", (action.choice or "").replace("-", " "))
        return f"{i + 1}. {words[:1].upper()}{words[1:]}"

    # -- playing ---------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.wait > 0

    def act(self, action) -> None:
        try:
            events = self.session.play(action)
        except IllegalActionError as exc:
            logger.warning("refused %s: %s", action, exc)
            return
        self.queue.extend(events)
        saving.autosave(self.session, self.context.paths.autosave_file)  # after every decision
        self._rebuild_buttons()

    def _begin(self, e: dict) -> None:
        """An event starts to show: a roll tumbles, its outcome waits for the dice."""
        self.playback.begin(e)
        if e.get("type") == Ev.ROLL:
            self.dice = DiceRoll(list(e.get("dice", [])), speed=self.speed, seed=len(self.lines),
                                 target=e.get("need"))
            self.settling = e
        else:
            self._settle(e)

    def _settle(self, e: dict) -> None:
        """An event's outcome shows: its log line, the boat's place and fate."""
        self.settling = None
        if e.get("type") == Ev.ROLL:
            self._shown_roll = e
        line = event_line(self.session.state, e)
        if line:
            self.lines.append(line)
        self.playback.settle(e, journeys(self.session.state), list(self.queue))

    @property
    def speed(self) -> float:
        return max(0.25, self.context.settings.animation_speed)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.swing_walk is not None and not self.swing_walk.finished:
            self.swing_walk.advance(CHART_SLICE)
        if self.dice is not None:
            self.dice.speed = self.speed
            self.dice.update(dt)
            if self.settling is not None and self.dice.landed:
                self._settle(self.settling)
        if self.wait > 0:
            self.wait -= dt
            if self.wait <= 0:
                if self.settling is not None:
                    self._settle(self.settling)
                self._rebuild_buttons()
            return
        if self.queue:
            e = self.queue.popleft()
            self._begin(e)
            if e.get("type") == Ev.ROLL:
                self.context.sound.play("dice")
                self.wait = STEP_SECONDS / self.speed
            elif e.get("type") == Ev.EPILOGUE:
                self.wait = 0.6 / self.speed
                if e.get("result") == "lost" or e.get("victim"):
                    self.context.sound.play("kill")
                elif e.get("result") == "home":
                    self.context.sound.play("chit")
            else:
                self.wait = 0.2 / self.speed
            if not self.queue and self.wait <= 0:
                self._rebuild_buttons()
            return
        if self.session.over:
            if not self._shown_over:
                self._rebuild_buttons()
            return
        if self.session.computer_turn() and self.computer is not None:
            if not self.computer.busy:
                self.computer.request(self.session.state)
            answer = self.computer.poll()
            if answer is not None:
                self.act(answer)
        elif not self.buttons and self.session.human_turn():
            self._rebuild_buttons()

    def skip(self) -> None:
        if self.settling is not None:
            self._settle(self.settling)
        while self.queue:
            e = self.queue.popleft()
            self._begin(e)
            if self.settling is not None:
                self._settle(self.settling)
        if self.dice:
            self.dice.skip()
        self.wait = 0
        self._rebuild_buttons()

    # -- input -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.ui.process_events(event):
            return True
        if self._shown_over and self.swing_walk is not None and self.swing_walk.finished:
            marked = swings(self.swing_walk.points)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                swing = self.win_chart.marker_at(event.pos)
                if swing is not None:
                    self.watch_replay(self.swing_walk.points[swing].start)
                    return True
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(marked):
                self.watch_replay(self.swing_walk.points[marked[event.key - pygame.K_1]].start)
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, a in self.buttons:
                if event.ui_element is b and not self.busy:
                    self.act(a)
                    return True
            el = event.ui_element
            if el is self.score_buttons.get("menu"):
                self.to_menu()
            elif el is self.score_buttons.get("new"):
                self.new_game()
            elif el is self.score_buttons.get("board"):
                self.back_to_board()
            elif el is self.score_buttons.get("replay"):
                self.watch_replay()
            return True
        intent = intent_of(event)
        if intent is Intent.SKIP:
            self.skip()
            return True
        if intent is Intent.CONFIRM and self.session.over:
            self.to_menu()
            return True
        if intent is Intent.BACK and self.session.over:
            self.back_to_board()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.session.over:
            self.new_game()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.session.over:
            self.watch_replay()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9 and self.buttons and not self.busy:
            i = event.key - pygame.K_1
            if i < len(self.buttons):
                self.act(self.buttons[i][1])
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.busy:
            self.skip()
            return True
        return False

    def back_to_board(self) -> None:
        routes.back_to_board(self.context)

    def watch_replay(self, start: int = 0) -> None:
        """The whole game again, from its start or from position ``start``."""
        routes.open_replay(self.context, self.session.game.to_json(), self.session.title(), start=start)

    def to_menu(self) -> None:
        routes.open_menu(self.context)

    def new_game(self) -> None:
        routes.open_new_game(self.context)

    # -- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(starfield((w, h)), (0, 0))
        self.drawn = {}
        if self.session.over and not self.busy:
            room = draw_score(surface, self.session.state, self.lines, self.session.humans, self.scale,
                              chart=self.swing_walk is not None)
            if self.swing_walk is not None and room.h >= self.scale.px(CHART_MIN_H):
                self._draw_chart(surface, room)
        else:
            L = self.layout
            self.drawn["heading"] = draw_title(surface, "Epilogue: the trip home", w // 2, L.heading_top,
                                               L.heading_size)
            trip = self.playback.current(self.busy)
            self.chart.draw(surface, trip.path if trip else [])
            self.drawn["chart"] = self.chart.rect
            self._draw_dice(surface)
            self._draw_side(surface)
        for i, (b, _) in enumerate(self.buttons):
            self.drawn[f"button {i + 1}"] = b.rect
        self.ui.draw_ui(surface)
        if "chart" in self.drawn and self.session.over:
            self.win_chart.draw_hover(surface, self.mouse)

    def _draw_chart(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        walk, px = self.swing_walk, self.scale.px
        rect = pygame.Rect(0, room.y, min(room.w, px(900)), min(room.h, px(CHART_MAX_H)))
        rect.centerx = room.centerx
        self.win_chart.place(rect, self.scale)
        self.win_chart.draw(surface, walk.points, walk.total, swings(walk.points) if walk.finished else [],
                            monster_colour=monster_colour(self.session.state), progress=walk.progress,
                            mouse=self.mouse, hint=CHART_HINT)
        self.drawn["chart"] = rect

    def _draw_dice(self, surface: pygame.Surface) -> None:
        r = self.r_dice
        pygame.draw.rect(surface, P.PANEL, r, border_radius=8)
        self.drawn["dice"] = r
        if self.dice is None:
            return
        s = self.layout.scale
        die = round((34 if len(self.dice.values) < 10 else 24) * s)
        inner = r.inflate(-round(12 * s), -round(12 * s))
        self.dice.draw(surface, pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2), die_size=die,
                       text_size=self.scale.text(13))
        e = self.settling or self._shown_roll
        text = "Rolling..." if self.settling is not None else event_line(self.session.state, e) if e else ""
        f = font(round(14 * s), condensed=True)
        y = inner.centery + round(4 * s)
        rows = wrap_text(text, f, inner.w)
        for i, line in enumerate(rows[: max(1, (inner.bottom - y) // f.get_linesize())]):
            img = f.render(line, True, P.TEXT)
            self.drawn[f"dice line {i + 1}"] = blit_text(surface, img, (inner.x, y), f"dice line {i + 1}", r)
            y += f.get_linesize()

    def panel_rows(self) -> list[tuple[str, tuple]]:
        """The boats as the side panel shows them: (text, colour) per line, names and fates."""
        s = self.session.state
        rows = []
        for t in self.playback.trips.values():
            status = {"home": "home!", "lost": "lost", None: "travelling", "unfinished": "unfinished"}.get(
                t.result, t.result)
            col = P.GOOD if t.result == "home" else P.BAD if t.result == "lost" else P.TEXT
            rows.append((f"The {boat_name(s, t.boat)}: {status}", col))
            rows.append((", ".join(piece_name(s, c) for c in t.crew) or "nobody", P.TEXT_DIM))
            if t.rations is not None:
                rows.append((f"Short rations: {t.rations} years of food", P.WARN))
        return rows

    def _draw_side(self, surface: pygame.Surface) -> None:
        r, sc = self.r_side, self.layout.scale
        y = r.y
        big, small = font(round(15 * sc), bold=True), font(round(13 * sc))
        for text, col in self.panel_rows():
            f = big if text.startswith("The ") else small
            for line in wrap_text(text, f, r.w)[:2]:
                blit_text(surface, f.render(line, True, col), (r.x, y), line[:30], r)
                y += f.get_linesize()
        self.drawn["boats"] = pygame.Rect(r.x, r.y, r.w, y - r.y)
        # The step's rule and odds, just above the choices.
        bottom = self.layout.buttons.y - self.layout.gap
        rule = self._rule_lines()
        f = font(round(13 * sc))
        wrapped = [(line, i == 0) for i, text in enumerate(rule) for line in wrap_text(text, f, r.w - 16)]
        rule_h = len(wrapped) * f.get_linesize() + 12 if wrapped else 0
        if wrapped:
            box = pygame.Rect(r.x, bottom - rule_h, r.w, rule_h)
            pygame.draw.rect(surface, P.PANEL, box, border_radius=8)
            yy = box.y + 6
            for line, head in wrapped:
                img = (font(round(13 * sc), bold=True) if head else f).render(line, True, P.SELECT if head else P.TEXT)
                blit_text(surface, img, (box.x + 8, yy), f"rule {line[:20]}", box)
                yy += f.get_linesize()
            self.drawn["rule"] = box
            bottom = box.y - self.layout.gap
        log = pygame.Rect(r.x, y + self.layout.gap, r.w, bottom - y - self.layout.gap)
        if log.h > 40:
            self.log_view.set_rect(log, self.scale)
            self.log_view.draw(surface, self.lines[-200:], "Log")
            self.drawn["log"] = log
        if self.session.computer_turn() and not self.session.over:
            note = font(round(14 * sc), italic=True).render("The computer guides the crew's boats...", True,
                                                            P.TEXT_DIM)
            self.drawn["note"] = blit_text(surface, note, self.layout.buttons.topleft, "computer's note", r)

    def _rule_lines(self) -> list[str]:
        """The current boat's step in words, with the odds; the choices' when it waits for one."""
        trip = self.playback.current(self.busy)
        if trip is None or self.session.over and not self.busy:
            return []
        choices = {a.choice: label for (b, a), label in
                   ((pair, pair[0].text[3:]) for pair in self.buttons)} if not self.busy else {}
        return step_rule(trip.path[-1], trip.crew, choices, boat_name(self.session.state, trip.boat))
