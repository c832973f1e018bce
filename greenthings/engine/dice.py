"""The game's own random generator, and exact dice odds.

`Dice` wraps `random.Random` and counts its draws, so a state can be saved as
{seed, draws} and restored exactly. Every draw uses one `random()` call.
"""
from __future__ import annotations

import random
from functools import lru_cache

# Restoring replays the draws, so a saved count is bounded: a whole game
# makes a few thousand; a million replays in well under a second.
MAX_DRAWS = 10**6


class Dice:
    __slots__ = ("seed", "draws", "_rng")

    def __init__(self, seed: int, draws: int = 0) -> None:
        if type(draws) is not int or not 0 <= draws <= MAX_DRAWS:
            raise ValueError(f"dice draws must be a whole number from 0 to {MAX_DRAWS}, not {str(draws)[:24]}")
        self.seed = seed
        self.draws = 0
        self._rng = random.Random(seed)
        for _ in range(draws):
            self._rng.random()
        self.draws = draws

    def d6(self) -> int:
        self.draws += 1
        return int(self._rng.random() * 6) + 1

    def roll(self, n: int) -> list[int]:
        r = self._rng.random
        self.draws += n
        return [int(r() * 6) + 1 for _ in range(n)]

    def index(self, n: int) -> int:
        """A uniform index in range(n): chit draws, random victims."""
        self.draws += 1
        return int(self._rng.random() * n)

    def clone(self) -> "Dice":
        d = Dice.__new__(Dice)
        d.seed, d.draws = self.seed, self.draws
        d._rng = random.Random()
        d._rng.setstate(self._rng.getstate())
        return d

    def to_json(self) -> dict[str, int]:
        return {"seed": self.seed, "draws": self.draws}


_DISTRIBUTIONS: list[tuple[float, ...]] = [(1.0,)]     # n -> sum_distribution(n), filled as asked


def sum_distribution(n: int) -> tuple[float, ...]:
    """P(sum of n six-sided dice == k) for k in 0..6n. Each count is the one
    before it rolled with one more die, so the table grows a die at a time."""
    while len(_DISTRIBUTIONS) <= n:
        dist = _DISTRIBUTIONS[-1]
        new = [0.0] * (len(dist) + 6)
        for k, p in enumerate(dist):
            if p:
                for f in range(1, 7):
                    new[k + f] += p / 6
        _DISTRIBUTIONS.append(tuple(new))
    return _DISTRIBUTIONS[max(n, 0)]


@lru_cache(maxsize=None)
def chance_at_least(n: int, need: int) -> float:
    """Exact chance that n dice total `need` or more."""
    if need <= 0:
        return 1.0
    dist = sum_distribution(n)
    return sum(dist[need:]) if need < len(dist) else 0.0
