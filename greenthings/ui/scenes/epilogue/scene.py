"""The Epilogue: each escaped boat's journey home, step by step, on the
engine's chart (see chart.py); then the final score (score.py).

Choices (course, fight or run, press on or turn back) are buttons made from
the engine's legal actions; every die rolled on the way tumbles in the tray.
When the game is over the same scene shows the score screen.
"""
from __future__ import annotations

import logging
from collections import deque

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from greenthings.engine import IllegalActionError, epilogue_chart, journeys
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.panels import LogView
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.game.session import GameSession, describe_action, piece_name
from greenthings.ui.draw.shipdraw import wrap_text
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.board import saving
from greenthings.ui.scenes.epilogue.chart import JourneyChart
from greenthings.ui.scenes.epilogue.score import draw_score
from greenthings.ui.scenes.widgets import draw_title, starfield

logger = logging.getLogger(__name__)

STEP_SECONDS = 1.0


class EpilogueScene(Scene):
    name = "epilogue"

    def __init__(self, context: Context, session: GameSession, computer=None) -> None:
        super().__init__(context)
        self.session = session
        self.computer = computer
        self.queue: deque = deque()
        self.wait = 0.0
        self.dice: DiceRoll | None = None
        self.paths: dict[str, list[int]] = {}  # boat -> the steps it went through
        self.chart = JourneyChart()
        self.lines: list[str] = []
        self.buttons: list[tuple[UIButton, object]] = []
        self.score_buttons: dict[str, UIButton] = {}
        self._shown_over = False  # the score screen's buttons are up
        for j in journeys(session.state):
            self.paths[j.boat] = [1]
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
        w, h = self.context.window_size
        r_chart = pygame.Rect(20, 80, int(w * 0.62) - 30, int(h * 0.55))
        self.chart.place(r_chart)
        self.r_dice = pygame.Rect(20, r_chart.bottom + 10, r_chart.w, 120)
        self.r_side = pygame.Rect(r_chart.right + 20, 80, w - r_chart.right - 40, h - 100)
        self.log_view = LogView()
        self.log_view.set_rect(pygame.Rect(self.r_side.x, self.r_side.y + 150, self.r_side.w,
                                           self.r_side.h - 150 - 172))  # the choice's heading below
        self.buttons = []
        self.score_buttons = {}
        self._shown_over = False
        self._rebuild_buttons()

    def _rebuild_buttons(self) -> None:
        for b, _ in self.buttons:
            b.kill()
        self.buttons = []
        if self.session.over:
            if self._shown_over:
                return
            self._shown_over = True
            w, h = self.context.window_size
            y = h - 70
            self.score_buttons = {
                "menu": UIButton(pygame.Rect(w // 2 - 330, y, 210, 50), "Main menu", manager=self.ui,
                                 object_id="@big_button", tool_tip_text="Enter"),
                "new": UIButton(pygame.Rect(w // 2 - 105, y, 210, 50), "New game", manager=self.ui,
                                object_id="@big_button", tool_tip_text="N"),
                "board": UIButton(pygame.Rect(w // 2 + 120, y, 210, 50), "See the board", manager=self.ui,
                                  object_id="@big_button", tool_tip_text="Esc"),
            }
            return
        if not self.session.human_turn() or self.busy:
            return
        y = self.r_side.bottom - 140
        for i, a in enumerate(self.session.legal_actions()):
            b = UIButton(pygame.Rect(self.r_side.x, y, self.r_side.w, 40),
                         f"{i + 1}. {describe_action(self.session.state, a)}",
                         manager=self.ui, object_id="@big_button", tool_tip_text=f"Key {i + 1}")
            self.buttons.append((b, a))
            y += 46

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

    def _track(self, e: dict) -> None:
        boat = e.get("boat")
        if boat is None:
            return
        path = self.paths.setdefault(boat, [1])
        for key in ("step", "next"):
            step = e.get(key)
            if isinstance(step, int) and (not path or path[-1] != step):
                path.append(step)

    def _sync_steps(self) -> None:
        for j in journeys(self.session.state):
            path = self.paths.setdefault(j.boat, [1])
            if path[-1] != j.step:
                path.append(j.step)

    @property
    def speed(self) -> float:
        return max(0.25, self.context.settings.animation_speed)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.dice is not None:
            self.dice.speed = self.speed
            self.dice.update(dt)
        if self.wait > 0:
            self.wait -= dt
            if self.wait <= 0:
                self._rebuild_buttons()
            return
        if self.queue:
            e = self.queue.popleft()
            if e.get("text"):
                self.lines.append(e["text"])
            self._track(e)
            if e.get("type") == "roll":
                self.dice = DiceRoll(list(e.get("dice", [])), label=e.get("text", ""), speed=self.speed,
                                     seed=len(self.lines), target=e.get("need"))
                self.context.sound.play("dice")
                self.wait = STEP_SECONDS / self.speed
            elif e.get("type") == "epilogue":
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
        self._sync_steps()
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
        while self.queue:
            e = self.queue.popleft()
            if e.get("text"):
                self.lines.append(e["text"])
            self._track(e)
            if e.get("type") == "roll":
                self.dice = DiceRoll(list(e.get("dice", [])), label=e.get("text", ""), target=e.get("need"))
        if self.dice:
            self.dice.skip()
        self.wait = 0
        self._rebuild_buttons()

    # -- input -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ui.process_events(event):
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

    def to_menu(self) -> None:
        routes.open_menu(self.context)

    def new_game(self) -> None:
        routes.open_new_game(self.context)

    # -- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(starfield((w, h)), (0, 0))
        if self.session.over and not self.queue and self.wait <= 0:
            draw_score(surface, self.session.state, self.lines, self.session.humans)
        else:
            draw_title(surface, "Epilogue: the trip home", w // 2, 18, 30)
            boat = self._current_boat()
            self.chart.draw(surface, self.paths.get(boat.boat, [1]) if boat else [])
            self._draw_side(surface)
            self.log_view.draw(surface, self.lines[-200:], "Log")
        if not (self.session.over and not self.queue and self.wait <= 0):
            r = self.r_dice
            pygame.draw.rect(surface, P.PANEL, r, border_radius=8)
            if self.dice is not None:
                self.dice.draw(surface, r.inflate(-12, -16), die_size=34 if len(self.dice.values) < 10 else 24)
        self.ui.draw_ui(surface)

    def _current_boat(self):
        trips = journeys(self.session.state)
        return next((j for j in trips if j.result is None), trips[-1] if trips else None)

    def _draw_side(self, surface: pygame.Surface) -> None:
        r = self.r_side
        s = self.session.state
        y = r.y
        for j in journeys(s):
            crew = ", ".join(piece_name(s, c) for c in j.crew) or "nobody"
            status = {"home": "HOME!", "lost": "lost", None: "travelling", "unfinished": "unfinished"}.get(
                j.result, j.result)
            col = P.GOOD if j.result == "home" else P.BAD if j.result == "lost" else P.TEXT
            t = font(15, bold=True).render(f"The {j.boat}: {status}", True, col)
            surface.blit(t, (r.x, y))
            y += 20
            for line in wrap_text(crew, font(13), r.w)[:2]:
                surface.blit(font(13).render(line, True, P.TEXT_DIM), (r.x, y))
                y += 16
            if j.rations is not None:
                surface.blit(font(13).render(f"Short rations: {j.rations} years of food", True, P.WARN), (r.x, y))
                y += 16
            y += 6
        if self.session.computer_turn():
            surface.blit(font(14, italic=True).render("The computer guides the crew's boats...", True,
                                                      P.TEXT_DIM), (r.x, r.bottom - 140))
        elif self.buttons:
            boat = self._current_boat()
            if boat is not None:
                step = boat.step
                head = f"The {boat.boat} at step {step}, {epilogue_chart()[step].name}: your choice"
                surface.blit(font(15, bold=True).render(head, True, P.SELECT), (r.x, r.bottom - 166))
