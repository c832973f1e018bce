"""Watching a game again: the board as it stood after any action, stepped
forwards and backwards or played at 1x, 2x or 4x, with the log (grouped
by turn, as on the board) and the dice of the step.

The scene holds no rules and plays no action: the engine's
:class:`~greenthings.engine.Replay` moves through the game, and the board's
own parts draw it -- the ship and its pieces (``ShipView``, the board's
picture and painter), the events played back as on the board (arrows,
flashes, banners, dice that tumble and land; nothing shown before its dice
land), the dice tray, the log and the weapons display.  Stepping forwards
plays the step's events; stepping back or jumping shows the position at
once, with the step's last dice landed.  Under the slider, the win-chance
chart (ui/draw/win_chart.py): each side's chance after every turn, worked
out a slice per frame (bots/swing.py), its biggest swings clickable.
"""
from __future__ import annotations

import pygame

from greenthings.bots.swing import SwingWalk, swings
from greenthings.engine import Replay, phase_info
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.panels import draw_lines, draw_weapons_display, panel_box, weapons_display_height
from greenthings.ui.draw.shipdraw import ShipView
from greenthings.ui.draw.win_chart import WinChart
from greenthings.ui.game.turn_summary import grouped_log, side_words
from greenthings.ui.game.watched import WatchedGame
from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.scene import Context, Scene
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.board.events import EventPlayer
from greenthings.ui.scenes.board.layout import board_rects
from greenthings.ui.scenes.board.offer import Offer
from greenthings.ui.scenes.board.painter import BoardPainter, Frame
from greenthings.ui.scenes.board.picture import MapPicture, picture_of
from greenthings.ui.scenes.board.selection import Selection
from greenthings.ui.scenes.board.shown import ShownGame
from greenthings.ui.scenes.epilogue.score import monster_colour
from greenthings.ui.scenes.replay.controls import ReplayControls
from greenthings.ui.scenes.replay.pacing import SPEEDS, Pacing

KEYS_LINE = "Keys: \u2190 \u2192 step, Space play/pause, Home/End, L the whole log"
CHART_SLICE = 200  # actions of the game walked for the chart in one frame (a few milliseconds)


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, context: Context, replay: Replay, title: str = "", start: int = 0) -> None:
        super().__init__(context)
        replay.go_to(start)
        self.replay = replay
        self.title = title or "Replay"
        self.watched = WatchedGame(replay, f"Replay: {self.title}.")
        self.view = ShipView(replay.state.map)
        self.pacing = Pacing()
        self.player = EventPlayer(self.watched, base_speed=lambda: self.pacing.speed,
                                  play_sound=context.sound.play, shown=self._event_shown)
        self.shown = ShownGame(self.watched, waiting=self.player.waiting)
        self.painter = BoardPainter(self.watched, self.shown, self.view,
                                    names_on_top=lambda: context.settings.names_on_top)
        self.controls = ReplayControls(to_start=lambda: self.seek(0), step_back=self.step_back,
                                       toggle_play=self.toggle_play, step_forward=self.step_forward,
                                       to_end=lambda: self.seek(len(self.replay)), set_speed=self.pacing.set_speed,
                                       seek=self.seek, export_whole=lambda: self.export(whole=True),
                                       export_here=lambda: self.export(whole=False), close=self.close)
        self.picture = MapPicture({}, {}, [], {}, {})
        self.swing_walk = SwingWalk.of_replay(replay)  # how the game swung, worked out a slice per frame
        self.chart = WinChart()
        self.rects: dict[str, pygame.Rect] = {}
        self.mouse = (0, 0)
        self.clock = 0.0
        self.dirty = True
        self._show_landed_dice(replay.last_step)

    # -- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.ui = self.context.new_ui_manager()
        self.layout(self.context.window_size)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout(size)

    def layout(self, size) -> None:
        scale = self.scale
        self.rects = r = board_rects(size, self.view.bounds, weapons_display_height, scale)
        self.view.set_rect(r["map"].inflate(-scale.px(8), -scale.px(8)), scale.factor)
        self.ui.clear_and_reset()
        self.controls.place(self.ui, r["bar"], r["info"].inflate(-scale.px(12), 0), len(self.replay), scale)
        self.painter.place(r, scale)
        self.chart.place(self.controls.chart_rect, scale)
        self.dirty = True

    # -- moving through the game ---------------------------------------------------------
    @property
    def position(self) -> int:
        return self.replay.position

    @property
    def busy(self) -> bool:
        """A step's events still play."""
        return self.player.busy

    def step_forward(self) -> None:
        """One action on, its events played as on the board."""
        if self.busy:
            self._finish_step()
        before = self.watched.state
        step = self.watched.forward()
        if step is None:
            self.pacing.pause()
            return
        events = list(step.events)
        self.shown.hold(before, events)
        self.player.enqueue(events)
        self.dirty = True

    def step_back(self) -> None:
        self.pacing.pause()
        self.seek(self.position - 1)

    def seek(self, position: int) -> None:
        """Straight to ``position``: the board as it stood, the step's dice landed."""
        self._finish_step()
        self.watched.go_to(position)
        self._show_landed_dice(self.replay.last_step)
        if self.replay.at_end:
            self.pacing.pause()
        self.dirty = True

    def toggle_play(self) -> None:
        if not self.pacing.playing and self.replay.at_end:
            self.seek(0)  # play again from the start
        self.pacing.toggle()

    def _finish_step(self) -> None:
        """Whatever still plays lands at once."""
        self.player.skip_all()
        self.player.show_whole_log()
        self.shown.release()

    def _show_landed_dice(self, step) -> None:
        rolls = step.rolls if step is not None else []
        self.player.dice = None
        if rolls:
            last = rolls[-1]
            self.player.dice = DiceRoll(list(last.dice), label=last.text, target=last.need)
            self.player.dice.skip()

    def _event_shown(self) -> None:
        self.dirty = True

    # -- sharing ---------------------------------------------------------------------------
    def export(self, whole: bool) -> None:
        self.pacing.pause()
        routes.export_replay(self.context, self.replay, whole)

    def close(self) -> None:
        routes.back(self.context)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ui.process_events(event) and event.type != pygame.KEYDOWN:
            return True
        if self.controls.handle(event):
            self.dirty = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            swing = self.chart.marker_at(event.pos)
            if swing is not None:  # watch the turn that swung the game
                self.pacing.pause()
                self.seek(self.swing_walk.points[swing].start)
                return True
        intent = intent_of(event)
        moves = {Intent.STEP_BACK: self.step_back, Intent.STEP_FORWARD: self.step_forward,
                 Intent.TO_START: lambda: self.seek(0), Intent.TO_END: lambda: self.seek(len(self.replay))}
        if intent in moves:
            moves[intent]()
            return True
        if intent is Intent.SKIP:
            self.toggle_play()
            return True
        if intent is Intent.BACK:
            self.close()
            return True
        if intent is Intent.LOG:  # the whole log up to here, grouped as the board's
            w = self.watched
            routes.open_log(self.context, grouped_log(w.state, w.log, w.record, upto=self.player.shown_log()))
            return True
        if intent in (Intent.SPEED_UP, Intent.SPEED_DOWN):
            i = SPEEDS.index(self.pacing.speed) + (1 if intent is Intent.SPEED_UP else -1)
            self.pacing.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, i))])
            return True
        if event.type == pygame.MOUSEWHEEL and self.rects["log"].collidepoint(self.mouse):
            self.painter.scroll_log(event.y)
            return True
        return False

    # -- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.clock += dt
        if not self.swing_walk.finished:
            self.swing_walk.advance(CHART_SLICE)
        self.player.update(dt)
        if not self.busy and self.shown.holding:
            self.shown.release()
            self.dirty = True
        if self.pacing.due(dt, self.busy):
            self.step_forward()
        r = self.replay
        self.controls.show(r.position, self.pacing.playing, self.pacing.speed, r.at_start, r.at_end)
        if self.dirty or self.busy:
            self.picture = picture_of(self.shown.state, Offer(self.shown.state, [], False), Selection(),
                                      self.shown.pieces())
            self.dirty = False

    # -- painting --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        hover = self.view.area_at(self.mouse) if self.rects["map"].collidepoint(self.mouse) else None
        p = self.player
        frame = Frame(self.picture, None, hover, None, self.mouse, 0, p.flights, p.flashes, p.banner, p.dice,
                      self.clock, p.shown_log(), False)
        self.painter.draw_map(surface, frame)
        self._draw_bar(surface)
        self._draw_side(surface)
        self.painter.draw_trays(surface, frame)
        self.ui.draw_ui(surface)
        self.painter.draw_tooltip(surface, frame)
        self.chart.draw_hover(surface, self.mouse)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        r, sc = self.rects["bar"], self.scale
        pygame.draw.rect(surface, P.PANEL, r)
        pygame.draw.line(surface, P.PANEL_EDGE, r.bottomleft, (r.right, r.bottom - 1))
        title = render_text("Replay", sc.text(22), P.TITLE_GREEN, bold=True)
        blit_text(surface, title, title.get_rect(midleft=(r.x + sc.px(14), r.centery)), "replay title", r)

    def _draw_side(self, surface: pygame.Surface) -> None:
        side, info, sc = self.rects["side"], self.rects["info"], self.scale
        pygame.draw.rect(surface, P.PANEL_DARK, side)
        panel_box(surface, info, scale=sc)
        box = pygame.Rect(info.x, self.controls.text_top, info.w, self.controls.text_bottom - self.controls.text_top)
        walk = self.swing_walk
        self.chart.draw(surface, walk.points, walk.total, swings(walk.points) if walk.finished else [],
                        monster_colour=monster_colour(self.replay.state), progress=walk.progress,
                        position=self.position, mouse=self.mouse)
        draw_lines(surface, box, self.position_lines(), box.y, size=14, bold_first=True, scale=sc)
        draw_weapons_display(surface, self.rects["weapons"], self.shown.state, sc)

    def position_lines(self) -> list[tuple[str, tuple]]:
        """What the side panel says: where in the game this is, and what the step did."""
        r, s = self.replay, self.replay.state
        out = [(f"Action {r.position} of {len(r)}", P.TEXT)]
        out.append((f"Round {r.round_at(r.position)} of {r.round_at(len(r))}" if s.round else "Setup", P.TEXT))
        side = self.watched.to_play
        turn = f"{side_words(s, side)[:1].upper()}{side_words(s, side)[1:]}: " if side else ""
        out.append((turn + phase_info(s).title, P.TEXT_DIM))
        step = r.last_step
        if step is None:
            out.append(("The start of the game.", P.TEXT_DIM))
        else:
            out.append(("The last step:", P.TITLE_GREEN))
            out.extend((line, P.TEXT) for line in (step.lines or ["(nothing said)"])[-6:])
        out.append((KEYS_LINE, P.TEXT_DIM))
        out.append((self.title, P.TEXT_DIM))
        return out
