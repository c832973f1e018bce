"""A game watched again: a cursor that steps forwards and backwards through
a game record (`Game.to_json`: where it started and the actions played).

`Replay` checks the record once, as loading a save does (each action must
be legal where it is replayed, else `StateError` naming its number), and
keeps what each action caused -- its events, their log lines, the dice
rolled -- with a copy of the state every `SNAPSHOT_EVERY` actions.  Going
to any position clones the nearest snapshot at or before it (or the
current state, if that is nearer) and applies the actions in between, so a
step back costs no more than a step forward and seeking is quick anywhere.

Positions run from 0 (the start, before any action) to `len(replay)` (after
the last action); step i is the action played at position i, leading to
position i + 1.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .actions import Action
from .events import Ev
from .game import SAVE_FORMAT, SAVE_VERSION, Game, IllegalActionError
from .rules import apply
from .state import State
from .validate import StateError

SNAPSHOT_EVERY = 32  # a state kept every this many actions (a long game has a few thousand)


class RolledDice(NamedTuple):
    """The dice of one roll: their faces, the number to reach (if any), the sentence."""
    dice: tuple[int, ...]
    need: int | None
    text: str


class ReplayStep(NamedTuple):
    """One action of the game and what it caused."""
    index: int  # type: ignore[assignment]  # (shadows tuple.index) its place in the game: 0 for the first action
    action: Action
    side: str | None          # who played it
    phase: str                # the phase it was played in
    round: int                # the round it was played in
    round_after: int          # the round once it was played
    events: tuple[dict[str, Any], ...]

    @property
    def lines(self) -> list[str]:
        """Its sentences for the log, in order."""
        return [e["text"] for e in self.events if e.get("text")]

    @property
    def rolls(self) -> list[RolledDice]:
        """The dice it rolled, in order (none for most actions)."""
        return [RolledDice(tuple(e.get("dice", ())), e.get("need"), e.get("text", ""))
                for e in self.events if e.get("type") == Ev.ROLL]


class Replay:
    """A checked game record and a cursor on it (`position`, `state`)."""

    def __init__(self, record: Any, snapshot_every: int = SNAPSHOT_EVERY) -> None:
        if snapshot_every < 1:
            raise ValueError("snapshot_every must be at least 1")
        start, raw_actions = _start_of(record)
        self.start_events: tuple[dict[str, Any], ...] = tuple(start.start_events)
        self._start_record = start.to_json()["start"]
        self._every = snapshot_every
        self._snapshots: list[State] = [start.state.clone()]
        steps: list[ReplayStep] = []
        game = start
        for i, raw in enumerate(raw_actions):
            before = game.state
            try:
                events = game.play(raw)
            except IllegalActionError as e:
                raise StateError(f"save action {i} cannot be replayed: {str(e)[:300]}") from None
            steps.append(ReplayStep(i, game.actions[-1], before.to_play, before.phase, before.round, game.state.round,
                              tuple(events)))
            if (i + 1) % snapshot_every == 0:
                self._snapshots.append(game.state.clone())
        self.steps: tuple[ReplayStep, ...] = tuple(steps)
        self.position = len(steps)
        self._state = game.state

    @classmethod
    def of_game(cls, game: Game, snapshot_every: int = SNAPSHOT_EVERY) -> "Replay":
        """The replay of a game being played (from its record: the game itself is untouched)."""
        return cls(game.to_json(), snapshot_every)

    def __len__(self) -> int:
        return len(self.steps)

    # -- where the cursor is --------------------------------------------------------
    @property
    def state(self) -> State:
        """The position the cursor is at: the replay's own, to read and never change
        (moving the cursor makes a new one, so a position kept stays as it was)."""
        return self._state

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position == len(self.steps)

    @property
    def last_step(self) -> ReplayStep | None:
        """The action that led to this position (None at the start)."""
        return self.steps[self.position - 1] if self.position else None

    @property
    def next_step(self) -> ReplayStep | None:
        """The action played from this position (None at the end)."""
        return self.steps[self.position] if self.position < len(self.steps) else None

    def round_at(self, position: int) -> int:
        """The round at a position (0 during setup)."""
        position = self._clamp(position)
        return self.steps[position - 1].round_after if position else self._snapshots[0].round

    def round_starts(self) -> dict[int, int]:
        """Each round -> the first position in it."""
        out = {self.round_at(0): 0}
        for step in self.steps:
            out.setdefault(step.round_after, step.index + 1)
        return out

    # -- moving the cursor ----------------------------------------------------------
    def go_to(self, position: int) -> State:
        """Move to ``position`` (clamped to the game) and return its state."""
        position = self._clamp(position)
        if position != self.position:
            self._state = self._build(position)
            self.position = position
        return self._state

    def forward(self) -> ReplayStep | None:
        """One action on; the step played, or None at the end."""
        step = self.next_step
        if step is not None:
            self.go_to(self.position + 1)
        return step

    def back(self) -> ReplayStep | None:
        """One action back; the step taken back, or None at the start."""
        step = self.last_step
        if step is not None:
            self.go_to(self.position - 1)
        return step

    def state_at(self, position: int) -> State:
        """A fresh copy of the state at ``position`` (the caller's to change); the cursor stays."""
        position = self._clamp(position)
        return self._state.clone() if position == self.position else self._build(position)

    def record(self, upto: int | None = None) -> dict[str, Any]:
        """The game record up to ``upto`` (default: the cursor's position): the same
        start, the actions played before it, and the state there.  ``Game.from_json``
        loads it to play on from that position."""
        upto = self.position if upto is None else self._clamp(upto)
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "start": self._start_record,
            "actions": [step.action.to_dict() for step in self.steps[:upto]],
            "state": self.state_at(upto).to_json(),
        }

    def _clamp(self, position: int) -> int:
        return max(0, min(len(self.steps), int(position)))

    def _build(self, position: int) -> State:
        """A new state at ``position``: from the nearest snapshot at or before it,
        or from the cursor's state when that is on the way and nearer."""
        base = min(position // self._every, len(self._snapshots) - 1) * self._every
        if base <= self.position <= position:
            base, s = self.position, self._state.clone()
        else:
            s = self._snapshots[base // self._every].clone()
        for step in self.steps[base:position]:
            apply(s, step.action)
        return s


def _start_of(record: Any) -> tuple[Game, list[Any]]:
    """The game at its start (checked as `Game.from_json` checks a save) and the
    record's raw actions."""
    if not isinstance(record, dict):
        raise StateError("a game record must be a JSON object")
    if record.get("format") != SAVE_FORMAT:
        return Game.from_json(record), []  # a bare position (no actions), or refused with the reason
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise StateError("save actions must be a list")
    return Game.from_json({**record, "actions": []}), actions
