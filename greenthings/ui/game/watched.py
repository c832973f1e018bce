"""A game watched again, shaped as the board's drawing code reads a game
being played: the position (``state``), the log up to it (``log``) with
its lines stamped by turn (``record``, for the grouped log), and nobody at
the controls.  The engine's :class:`~greenthings.engine.Replay` moves
through the game; this adds the log the board would have written.

This module does not import pygame.
"""
from __future__ import annotations

from greenthings.engine import Replay, to_play as engine_to_play
from greenthings.ui.game.turn_summary import Stamped, stamp


class WatchedGame:
    """The replay's position and the log as it stood there."""

    humans: frozenset[str] = frozenset()  # nobody plays: the watcher only looks
    hotseat = False

    def __init__(self, replay: Replay, first_line: str = "") -> None:
        self.replay = replay
        lines = [first_line] if first_line else []
        lines += [e["text"] for e in replay.start_events if e.get("text")]
        record: list[Stamped] = []
        ends = [len(lines)]  # position -> how many log lines it shows
        for step in replay.steps:
            record.extend(stamp(len(lines), step.round, step.round_after, step.side, list(step.events)))
            lines.extend(step.lines)
            ends.append(len(lines))
        self._lines, self._ends = lines, ends
        self.record = record
        self.log: list[str] = lines[:ends[replay.position]]

    # -- what the board's drawing code reads ----------------------------------------
    @property
    def state(self):
        return self.replay.state

    @property
    def to_play(self) -> str | None:
        return engine_to_play(self.replay.state)

    def human_turn(self) -> bool:
        return False

    def computer_turn(self) -> bool:
        return self.to_play is not None

    @property
    def over(self) -> bool:
        return self.replay.state.phase == "over"

    # -- moving -------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.replay.position

    def go_to(self, position: int) -> None:
        self.replay.go_to(position)
        self.log = self._lines[:self._ends[self.replay.position]]

    def forward(self):
        """One action on: the step played (None at the end)."""
        step = self.replay.forward()
        self.log = self._lines[:self._ends[self.replay.position]]
        return step
