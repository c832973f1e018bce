"""The bot interface shared by every computer player."""
from __future__ import annotations

import random

from greenthings.engine import Action, State, legal_actions

from .heuristic import DEFAULT_PARAMS, HeuristicParams, heuristic_action


class Bot:
    """A computer player for either side.

    `choose(state, budget_s)` returns one legal action for the side to play in
    `state` (any phase: setup, growth, eater, return-weapon, epilogue...). It
    never changes `state` and never looks at its dice: search works on clones
    given the bot's own `Dice`.
    """
    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.rng = random.Random(self.seed)

    def choose(self, state: State, budget_s: float | None = None) -> Action:
        raise NotImplementedError

    def start_helpers(self) -> None:
        """Start any helper processes the bot searches with (mcts_parallel.py); most have none."""

    def close(self) -> None:
        """End any helper processes; the bot may still choose afterwards."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, seed={self.seed})"


class RandomBot(Bot):
    """Uniformly random legal action."""
    name = "random"

    def choose(self, state: State, budget_s: float | None = None) -> Action:
        acts = legal_actions(state)
        if not acts:
            raise ValueError("the game is over: no action to choose")
        return acts[0] if len(acts) == 1 else self.rng.choice(acts)


class HeuristicBot(Bot):
    """The rulebook's strategy tips as rules; a decision in about a millisecond."""
    name = "heuristic"

    def __init__(self, seed: int | None = None, noise: float = 0.0, params: HeuristicParams = DEFAULT_PARAMS) -> None:
        super().__init__(seed)
        self.noise = noise
        self.params = params

    def choose(self, state: State, budget_s: float | None = None) -> Action:
        acts = legal_actions(state)
        if not acts:
            raise ValueError("the game is over: no action to choose")
        return heuristic_action(state, acts, self.rng if self.noise else None, self.noise, None, self.params)
