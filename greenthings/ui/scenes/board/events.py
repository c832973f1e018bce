"""Playing the engine's events back, one by one: dice tumble and land,
tokens fly along arrows, areas flash, banners announce phases and effect
chits, and each event's sentence appears in the log as it plays (a roll's
when its dice land).  Space skips; at speed the computer's turn flies by.
Nothing here changes the game: the events have happened already."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

from greenthings.engine import Ev, OutsideEv, is_crew, locations, weapon as weapon_view
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.game.prompts import phase_title

THROUGH_WALL = "through-wall"  # not an event's kind: a move through a wall (Purple phasing) holds longer
# Seconds each kind of event holds the stage at speed 1.
EVENT_TIME = {Ev.ROLL: 1.05, Ev.CHIT: 1.1, Ev.PHASE: 0.6, Ev.MOVED: 0.32, THROUGH_WALL: 0.7, Ev.KILLED: 0.55,
              Ev.DEVOUR: 0.5, Ev.ESCAPE: 1.0, Ev.SELF_DESTRUCT: 1.0, Ev.FRAGMENTED: 0.6, Ev.DECLARE: 0.12,
              Ev.GREW: 0.18, Ev.LAID: 0.15, Ev.STUNNED: 0.35, Ev.GAME_OVER: 0.8, Ev.FENCE: 0.9,
              Ev.EXPLOSION: 1.2, Ev.DESTROYED: 0.5, OutsideEv.ABANDONED: 1.2}
FENCE_COLOUR = (120, 220, 255)  # an Electric Fence switched on crackles in this blue
FLIGHT_TIME = 0.6  # an arrow's life: the token flies...
FLIGHT_END = 0.25  # ...while more than this is left, then the trail fades
PHASE_TIME = 0.95  # a move through a wall lasts longer, to be seen
SKIPPING_SPEED = 50.0  # Space during the computer's turn


@dataclass
class Flight:
    """A token flying from one area to the next (the k-th of several going
    the same way at once, fanned out); ``left`` counts down to 0."""
    frm: str
    to: str
    left: float
    piece: str | None
    k: int = 0
    through_wall: bool = False  # the map has a wall there, no hatch: the piece phased through it


@dataclass
class Flash:
    area: str
    colour: tuple
    left: float


class EventPlayer:
    def __init__(self, session, base_speed: Callable[[], float], play_sound: Callable[[str], None],
                 shown: Callable[[], None] = lambda: None) -> None:
        self.session = session
        self._base_speed = base_speed
        self._play_sound = play_sound
        self._shown = shown  # called as events start to show and as dice land
        self.queue: deque = deque()
        self.current: dict | None = None
        self.current_left = 0.0
        self.dice: DiceRoll | None = None
        self.banner: tuple[str, str, float] | None = None  # (text, sub, seconds left)
        self.flights: list[Flight] = []
        self.flashes: list[Flash] = []
        self.hidden_log = 0  # log lines not shown yet (their events wait)
        self.skipping = False  # the rest of the computer's turn plays at once
        self._roll_line_waiting = False
        self._banner_side = session.to_play

    @property
    def busy(self) -> bool:
        """Events still playing (input to the board waits)."""
        return bool(self.queue) or self.current is not None

    def speed(self) -> float:
        return SKIPPING_SPEED if self.skipping else max(0.25, self._base_speed())

    def waiting(self) -> list[dict]:
        """The events not shown yet: those queued, and a roll whose dice still tumble."""
        rolling = self.current is not None and self.current.get("type") == "roll" and \
            self.dice is not None and not self.dice.landed
        return ([self.current] if rolling else []) + list(self.queue)

    def shown_log(self) -> int:
        """How many lines of the session's log to show now."""
        return len(self.session.log) - self.hidden_log

    def show_whole_log(self) -> None:
        self.hidden_log = 0

    def fly(self, frm: str, to: str, piece: str | None, through_wall: bool = False) -> None:
        side_by_side = sum(1 for f in self.flights if f.frm == frm and f.to == to)
        life = PHASE_TIME if through_wall else FLIGHT_TIME
        self.flights.append(Flight(frm, to, life, piece, side_by_side, through_wall))

    # -- the queue -----------------------------------------------------------
    def enqueue(self, events: list[dict]) -> None:
        """The events of the next action: the last action's dice leave the tray."""
        if events and not self.busy:
            self.dice = None
        for e in events:
            self.queue.append(e)
            if e.get("text"):
                self.hidden_log += 1

    def hurry(self, kind: str) -> None:
        """The waiting events of ``kind`` show one right after another (a quick setup's placements)."""
        for e in self.queue:
            if e.get("type") == kind:
                e["together"] = True

    def skip_all(self) -> None:
        """Every waiting event at once: the dice land, the log catches up."""
        while self.queue:
            self._start(self.queue.popleft(), instant=True)
        self.current = None
        self.current_left = 0.0
        if self.dice is not None:
            self.dice.skip()
        self._reveal_roll_line()
        self.flights.clear()
        self.flashes.clear()
        self.banner = None

    def update(self, dt: float) -> None:
        speed = self.speed()
        if self.dice is not None:
            self.dice.speed = speed
            was_landed = self.dice.landed
            self.dice.update(dt)
            if self.dice.landed:
                self._reveal_roll_line()
                if not was_landed:
                    self._shown()
        for item in (*self.flights, *self.flashes):
            item.left -= dt * speed
        self.flights[:] = [f for f in self.flights if f.left > 0]
        self.flashes[:] = [f for f in self.flashes if f.left > 0]
        if self.banner is not None:
            text, sub, left = self.banner
            left -= dt * speed
            self.banner = (text, sub, left) if left > 0 else None
        if self.current is not None:
            self.current_left -= dt
            if self.current_left <= 0:
                self.current = None
        while self.current is None and self.queue:
            self._start(self.queue.popleft(), instant=self.skipping)

    # -- one event -------------------------------------------------------------
    def _start(self, e: dict, instant: bool = False) -> None:
        t = e.get("type")
        if e.get("text"):
            if t == Ev.ROLL and not instant:
                self._roll_line_waiting = True  # shown in the log when the dice land
            else:
                self._reveal_roll_line()
                self.hidden_log = max(0, self.hidden_log - 1)
        s = self.session.state
        areas = s.map.areas
        hold = t  # which EVENT_TIME the stage is held for
        if t == Ev.ROLL:
            self.dice = DiceRoll(list(e.get("dice", [])), label=e.get("text", ""), speed=self.speed(),
                                 seed=len(self.session.log), target=e.get("need"))
            if instant:
                self.dice.skip()
            else:
                self._play_sound("dice")
        elif t == Ev.MOVED:
            frm, to = e.get("frm"), e.get("to")
            if frm in areas and to in areas and not instant:
                edge = s.map.edge(frm, to)
                # Only a monster phases: a crewman's discovery walk of several rooms may end
                # beyond a wall of the room it left, but he went round by the hatches.
                through_wall = edge is not None and edge.kind == "wall" and not is_crew(e.get("piece") or "")
                self.fly(frm, to, e.get("piece"), through_wall)
                if through_wall:
                    hold = THROUGH_WALL
                    self._play_sound("phase")
                elif s.map.is_hatch(frm, to):
                    self._play_sound("hatch")
        elif t == Ev.PLACED and not instant and e.get("to") in areas and self.session.computer_turn():
            self.flashes.append(Flash(e["to"], P.SELECT, 0.5))  # where the computer put it
        elif t in (Ev.KILLED, Ev.DEVOUR):
            area = e.get("area") or locations(s).get(e.get("piece") or "")
            if area in areas:
                self.flashes.append(Flash(area, P.BAD, 0.8))
            if not instant:
                self._play_sound("kill")
        elif t == Ev.CHIT:
            self.banner = (e.get("text", ""), "weapon effect found" if not e.get("temporary") else
                           "for this attack only", 1.6)
            if not instant:
                self._play_sound("chit")
        elif t == Ev.PHASE and not instant:
            self._phase_banner(e)
        elif t == Ev.FENCE and not instant:
            area = e.get("area") or (weapon_view(s, e["weapon"]).area if e.get("weapon") else None)
            if area in areas:
                self.flashes.append(Flash(area, FENCE_COLOUR, 1.2))
            self.banner = (e.get("text", ""), "", 1.2)
            self._play_sound("hatch")
        elif t in (Ev.ESCAPE, Ev.SELF_DESTRUCT, Ev.GAME_OVER, Ev.EXPLOSION, OutsideEv.ABANDONED) and not instant:
            self.banner = (e.get("text", ""), "", 1.4)
        self.current = None if instant else e
        self._shown()
        self.current_left = 0.0 if instant else EVENT_TIME.get(hold, 0.08) / self.speed()
        if e.get("together") and not instant:
            self.current_left = 0.02  # pieces moving together start at once

    def _phase_banner(self, e: dict) -> None:
        side = e.get("to_play")
        title = phase_title(e.get("phase") or self.session.state.phase)
        hotseat = self.session.hotseat
        if hotseat and side and side != self._banner_side:
            # Hot-seat: make the hand-over impossible to miss.
            title = f"{'Crew' if side == 'crew' else 'Monster'} player: {title}"
            self._banner_side = side
        self.banner = (title, e.get("text", ""), 1.3 if hotseat else 1.0)

    def _reveal_roll_line(self) -> None:
        if self._roll_line_waiting:
            self._roll_line_waiting = False
            self.hidden_log = max(0, self.hidden_log - 1)
