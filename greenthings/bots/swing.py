"""How a game swung: each side's chance to win after every turn, as the
bots' evaluation (evaluate.py) judges the position, and the turns where it
moved most.

For looking back at a finished game (the score screen) or any game watched
again (the replay viewer), never during play: the game is walked once from
its start, an action at a time, in slices (:meth:`SwingWalk.advance`) that
a window can spread over frames so that nothing stalls.  The evaluation
reads public facts only; knowing how the game went on changes nothing it
says about a position.

This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from greenthings.engine import Action, Game, State, apply, to_play

from .evaluate import crew_win_chance

#: The evaluation's model: the one fitted on every turn start of either side
#: (the crew's is fitted on the crew's turn starts only).
MODEL = "monsters"
SWINGS = 3          # the turns marked as the game's big swings, at most
LEAST_SWING = 0.08  # a turn that moves the chance less than this is no swing


class TurnChance(NamedTuple):
    """The chance after one turn (or at the start of the game)."""
    position: int        # the replay's position once the turn was over
    start: int           # the replay's position when the turn began (to watch it)
    round: int           # the round the turn was played in (0: the setup, just done)
    side: str | None     # who played it ("crew", "monsters"; None: the setup)
    crew: float          # the crew's chance to win then, 0..1

    @property
    def monsters(self) -> float:
        return 1.0 - self.crew


class SwingWalk:
    """The game walked from its start, action by action: the chance taken
    once the setup is done (before it the evaluation has no monsters to
    weigh), then each time the turn passes to the other side, and at the end."""

    def __init__(self, start: State, actions: Sequence[Action], model: str = MODEL) -> None:
        self._state = start.clone()
        self._actions = list(actions)
        self._model = model
        self._done = 0                       # actions walked
        self._turn_start = 0                 # where the turn being walked began
        self._turn = (to_play(self._state), self._state.round)
        self.points: list[TurnChance] = []
        self._note_setup_done()

    @classmethod
    def of_game(cls, game: Game, model: str = MODEL) -> "SwingWalk":
        """A game being played or finished (the engine's ``Game``), from its start."""
        start = Game.from_json({**game.to_json(), "actions": []}).state
        return cls(start, game.actions, model)

    @classmethod
    def of_replay(cls, replay, model: str = MODEL) -> "SwingWalk":
        """A game watched again (the engine's ``Replay``); its cursor stays where it is."""
        return cls(replay.state_at(0), [step.action for step in replay.steps], model)

    @property
    def total(self) -> int:
        """The game's length in actions (the last position)."""
        return len(self._actions)

    @property
    def finished(self) -> bool:
        return self._done == len(self._actions)

    @property
    def progress(self) -> float:
        return 1.0 if not self._actions else self._done / len(self._actions)

    def advance(self, budget: int) -> bool:
        """Walk up to ``budget`` more actions; True once the whole game is walked."""
        s = self._state
        for _ in range(max(0, min(budget, len(self._actions) - self._done))):
            side, rnd = self._turn
            apply(s, self._actions[self._done])
            self._done += 1
            now = to_play(s)
            if not self.points:  # still setting up
                self._note_setup_done()
            elif now != side or self._done == len(self._actions):
                self.points.append(TurnChance(self._done, self._turn_start, rnd, side, self._chance()))
                self._turn_start, self._turn = self._done, (now, s.round)
        return self.finished

    def _note_setup_done(self) -> None:
        """The first point: the board once set up (or the end, of a game with no rounds)."""
        s = self._state
        if s.round >= 1 or self._done == len(self._actions):
            self.points.append(TurnChance(self._done, 0, 0, None, self._chance()))
            self._turn_start, self._turn = self._done, (to_play(s), s.round)

    def _chance(self) -> float:
        return crew_win_chance(self._state, self._model)


def turn_chances(walk: SwingWalk) -> list[TurnChance]:
    """Every turn's chance, the whole game walked at once."""
    walk.advance(walk.total)
    return walk.points


def swings(points: Sequence[TurnChance], most: int = SWINGS, least: float = LEAST_SWING) -> list[int]:
    """The indices (in ``points``) of the turns that moved the chance most,
    at most ``most`` of them and each by ``least`` or more, in game order."""
    moves = [(abs(points[i].crew - points[i - 1].crew), i) for i in range(1, len(points))]
    big = sorted((m for m in moves if m[0] >= least), reverse=True)[:most]
    return sorted(i for _, i in big)


def swing_words(points: Sequence[TurnChance], i: int) -> str:
    """A swing in words: "Round 3, the crew's turn: the crew's chance 35% -> 72%"."""
    p, before = points[i], points[i - 1]
    when = "The setup" if p.round == 0 else f"Round {p.round}"
    whose = {"crew": "the crew's turn", "monsters": "the monsters' turn"}.get(p.side or "", "")
    return f"{when}, {whose}: the crew's chance {round(before.crew * 100)}% \u2192 {round(p.crew * 100)}%"
