"""The computer at the board: it asks the bot for the computer side's moves
and hands them over at the player's animation speed, and asks it for hints.

An answer counts only for the position it was asked about (the number of
actions played and of log lines identify it): a late answer is dropped."""
from __future__ import annotations

import logging
from typing import Callable

logger = logging.getLogger(__name__)

COMPUTER_PAUSE = 0.35  # between computer actions, at speed 1...
SETUP_PAUSE = 0.07  # ...its setup placements are dealt out quickly (still seen)...
# ...and moves and declarations follow briskly
QUICK_PAUSE = {"move": 0.1, "attack": 0.12, "grab": 0.15, "give": 0.15, "drop": 0.15}

#: What :meth:`ComputerDriver.poll_hint` answers when the player moved on.
STALE = object()


def make_bot(context, session):
    """The computer player for a game: the test's factory if there is one, else
    a bot in its own process (random moves if no process can start)."""
    from greenthings.ui.game.botplayer import InlinePlayer, WorkerPlayer

    factory = context.extras.get("computer_factory")
    if factory is not None:
        return factory(session)
    try:
        return WorkerPlayer(session.bot_name, seed=session.config.seed or 0)
    except Exception as exc:
        logger.warning("no bot process (%s): random moves", exc)
        return InlinePlayer(None, seed=session.config.seed or 0)


class ComputerDriver:
    def __init__(self, session, new_bot: Callable[[], object], speed: Callable[[], float], bot=None) -> None:
        self.session = session
        self._new_bot = new_bot
        self._speed = speed
        self.bot = bot  # made when first needed (hot-seat games need one only for hints)
        self.wait = 0.0  # before the next move is asked for
        self.thinking = 0.0  # seconds since its last move (the bar's dots)
        self.turn_thinking = 0.0  # seconds spent thinking this turn (against its cap)
        self.hint_pending = False
        self._asked_at: tuple[int, int] | None = None

    def ensure(self):
        if self.bot is None:
            self.bot = self._new_bot()
        return self.bot

    @property
    def busy(self) -> bool:
        """The bot is working on an answer."""
        return self.bot is not None and self.bot.busy

    def close(self) -> None:
        if self.bot is not None:
            self.bot.close()

    def _position(self) -> tuple[int, int]:
        """Identifies the position a question to the computer was about."""
        return (len(self.session.game.actions), len(self.session.log))

    # -- hints -------------------------------------------------------------
    def ask_hint(self) -> bool:
        """Ask what the computer would do here; False if it is still busy."""
        bot = self.ensure()
        if bot.busy:
            return False
        self.hint_pending = True
        self._asked_at = self._position()
        bot.request(self.session.state, hint=True)
        return True

    def poll_hint(self):
        """The hint once it comes (None until then); STALE, and forgotten, if
        the player has moved on since asking."""
        if self._asked_at != self._position():
            self.bot.cancel()
            self.hint_pending = False
            return STALE
        answer = self.bot.poll()
        if answer is not None:
            self.hint_pending = False
        return answer

    # -- the computer's turn ---------------------------------------------------
    def step(self, dt: float):
        """The computer's next action once it is ready and its pause is over
        (None until then)."""
        bot = self.ensure()
        self.thinking += dt
        if bot.busy:
            self.turn_thinking += dt
        if self.wait > 0:
            self.wait -= dt
            return None
        if not bot.busy:
            self._asked_at = self._position()
            bot.request(self.session.state)
        answer = bot.poll()
        if answer is None or self._asked_at != self._position():  # none yet, or about an earlier position
            return None
        return answer

    def played(self, action, phase: str) -> None:
        """Its action was played in ``phase``: wait a moment before the next."""
        quick = phase.startswith("setup") or phase == "survival-boats"
        pause = SETUP_PAUSE if quick else QUICK_PAUSE.get(action.type, COMPUTER_PAUSE)
        self.wait = pause / self._speed()
        self.thinking = 0.0

    def idle(self) -> None:
        """The player's turn."""
        self.thinking = 0.0
        self.turn_thinking = 0.0

    def progress(self) -> tuple[float, float] | None:
        """(seconds thought this turn, the most it may think in a turn) while
        the computer thinks with a capped search; None otherwise."""
        from greenthings.bots.mcts import turn_cap
        cap = turn_cap(self.session.bot_name) if self.busy else None
        return None if cap is None else (min(self.turn_thinking, cap), cap)
