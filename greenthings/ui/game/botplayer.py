"""The computer opponent as the board scene sees it: ask, then poll.

:class:`WorkerPlayer` runs a bot from ``greenthings.bots`` in another process
(``BotWorker``), so the window never freezes while it thinks.
:class:`InlinePlayer` answers on the next poll from a random legal action (or a
bot run in-process); tests use it, and it stands in if the worker cannot start.
"""
from __future__ import annotations

import logging
import random

from greenthings.engine import Action, legal_actions

logger = logging.getLogger(__name__)


class InlinePlayer:
    """Chooses in the calling process: a named bot, or random legal actions."""

    def __init__(self, bot_name: str | None = None, seed: int = 0, end_bias: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.end_bias = end_bias
        self.bot = None
        if bot_name and bot_name != "random":
            try:
                from greenthings.bots import make_bot

                self.bot = make_bot(bot_name, seed)
            except Exception as exc:
                logger.warning("bot %s unavailable (%s); random moves instead", bot_name, exc)
        self._answer: Action | None = None
        self.busy = False

    def request(self, state, hint: bool = False) -> None:
        acts = legal_actions(state)
        if self.bot is not None:
            self._answer = self.bot.choose(state.clone())
        else:
            ends = [a for a in acts if a.type == "end-phase"]
            if ends and self.rng.random() < self.end_bias:
                self._answer = ends[0]
            else:
                self._answer = self.rng.choice(acts) if acts else None
        self.busy = True

    def poll(self) -> Action | None:
        if not self.busy:
            return None
        self.busy = False
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        self.busy = False
        self._answer = None

    def close(self) -> None:
        self.cancel()


class WorkerPlayer:
    """A bot thinking in a separate process."""

    def __init__(self, bot_name: str, seed: int = 0, budget_s: float | None = None) -> None:
        from greenthings.bots.worker import BotWorker

        self.bot_name = bot_name
        self.budget_s = budget_s
        self.worker = BotWorker(seed)
        self.fallback = InlinePlayer(None, seed)
        self._use_fallback = False

    @property
    def busy(self) -> bool:
        return self.fallback.busy if self._use_fallback else self.worker.busy

    def request(self, state, hint: bool = False) -> None:
        """Ask for the computer's move; a hint asks its level without the
        handicap of Easy and Normal, so hints are always searched."""
        if self._use_fallback:
            self.fallback.request(state)
            return
        try:
            from greenthings.bots.mcts import unhandicapped, with_helpers
            from greenthings.bots.worker import search_helpers
            name = unhandicapped(self.bot_name) if hint else self.bot_name
            self.worker.start(with_helpers(name, search_helpers()), state, self.budget_s)
        except Exception as exc:
            logger.warning("bot worker failed to start (%s); random moves instead", exc)
            self._use_fallback = True
            self.fallback.request(state)

    def poll(self) -> Action | None:
        if self._use_fallback:
            return self.fallback.poll()
        try:
            return self.worker.poll()
        except Exception as exc:
            logger.warning("bot worker error (%s); random moves instead", exc)
            self._use_fallback = True
            return None

    def cancel(self) -> None:
        try:
            self.worker.cancel()
        except Exception:
            pass
        self.fallback.cancel()

    def close(self) -> None:
        try:
            self.worker.close()
        except Exception:
            pass
