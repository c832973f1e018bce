"""Computer opponents.

    >>> from greenthings.bots import make_bot
    >>> bot = make_bot("mcts:normal", seed=1)
    >>> action = bot.choose(state)           # any phase, either side

Names: ``random``, ``heuristic``, ``mcts:easy``, ``mcts:normal``, ``mcts:hard``,
``mcts:sims=N`` (a fixed number of simulations per search, for reproducible
tournaments); `mcts:hard,workers=4` runs each search's rollouts in 4 processes
(`bot.close()` ends the helpers: mcts_parallel.py). `BotWorker` runs a bot in
another process (see worker.py).
The heuristic's tuning knobs are a `HeuristicParams` given to `HeuristicBot`
or `MCTSBot` (`params=`).
"""
from __future__ import annotations

from .base import Bot, HeuristicBot, RandomBot
from .heuristic import DEFAULT_PARAMS, HeuristicParams

BOT_NAMES = ("random", "heuristic", "mcts:easy", "mcts:normal", "mcts:hard", "mcts:sims=N")


def make_bot(name: str, seed: int | None = None) -> Bot:
    name = name.strip().lower()
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        return HeuristicBot(seed)
    if name.startswith("mcts"):
        from .mcts import MCTSBot, level_spec
        return MCTSBot.from_level(level_spec(name), seed)
    raise ValueError(f"unknown bot {name!r}: use one of {', '.join(BOT_NAMES)}")


__all__ = ["Bot", "RandomBot", "HeuristicBot", "HeuristicParams", "DEFAULT_PARAMS", "make_bot", "BOT_NAMES"]
