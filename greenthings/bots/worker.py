"""Run a bot in another process so the window never freezes.

    w = BotWorker()
    w.start("mcts:normal", state)      # returns at once
    ...
    a = w.poll()          # None while thinking, then the Action
    w.cancel()            # abandon the current request (kills the thinker)
    w.close()

The child process keeps its bots between requests (one per bot name and
seed), so a search bot can reuse the plan it made for the rest of its turn.
Errors in the child are raised again by `poll()` as `BotWorkerError`;
`last_stats` is what the search said of its last answer (rollouts, plans,
processes; empty for a bot that does not search).
The child is sent only the side to play's observation of the game
(`observe`): no seed, no draw count, no order of the chits in the cup.
It starts by importing the modules this process loaded (`worker_modules`):
a spawned process knows only the expansions and species the engine
registers itself, not a toy one imported by `python -m greenthings --with
...` or a test.

The child is not daemonic, so that a search with `workers=N` may start its
helper processes there (a daemonic process may not have children). It is
stopped at this process's exit before multiprocessing joins its children
(`_stop_all`, registered after multiprocessing's own exit hook, runs before it),
so an unclosed worker never holds the window's exit.
"""
from __future__ import annotations

import atexit
import importlib
import multiprocessing as mp
import multiprocessing.util  # noqa: F401 (its exit hook, which joins children, registered before ours)
import os
import traceback
import weakref

from greenthings.engine import EXPANSIONS, SPECIES, Action, State, observe
from greenthings import with_modules


class BotWorkerError(RuntimeError):
    pass


def worker_modules() -> tuple[str, ...]:
    """The modules the bot process imports before it plays: each one
    `--with` imported, and each whose code registered one of this process's
    expansions (its class) or species (its rules' or hints' class), but the
    engine's own (importing the engine registers them) and a script's."""
    found = [*with_modules.IMPORTED, *(type(x).__module__ for x in EXPANSIONS.values()),
             *(type(part).__module__ for sp in SPECIES.values() for part in (sp.rules, sp.hints))]
    return tuple(dict.fromkeys(m for m in found if m not in ("__main__", "__mp_main__")
                               and not (m + ".").startswith("greenthings.engine.")))


def import_modules(modules: tuple[str, ...]) -> None:
    """In a spawned process: import `worker_modules`' names (each registers
    its expansion or species here too)."""
    for module in modules:
        importlib.import_module(module)


def requests(conn):
    """In a serving process: each message read from `conn` until the pipe
    closes (or None comes)."""
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        yield msg


def _serve(conn, modules: tuple[str, ...] = ()) -> None:
    from greenthings.engine import load_state
    from . import make_bot
    import_modules(modules)
    bots = {}
    for req, name, seed, observation, budget in requests(conn):
        try:
            key = (name, seed)
            if key not in bots:
                bots[key] = make_bot(name, seed)
            s = load_state(observation)
            a = bots[key].choose(s, budget)
            conn.send((req, "ok", (a.to_dict(), dict(getattr(bots[key], "last_stats", {}) or {}))))
        except Exception:      # report, keep serving
            conn.send((req, "error", traceback.format_exc()))


def search_helpers() -> int:
    """How many processes the window's search may use: every core but one,
    left for the window, and at most 4 (past that the levels' plans are
    rolled often enough already)."""
    return max(1, min(4, (os.cpu_count() or 1) - 1))


_LIVE: "weakref.WeakSet[BotWorker]" = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    """At exit: kill every bot process still running (its helpers, daemonic,
    find their pipes closed once the job in hand is done, and end)."""
    for w in list(_LIVE):
        w._stop(kill=True)


class BotWorker:
    """One bot-thinking process (multiprocessing, spawn context)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._ctx = mp.get_context("spawn")
        self._proc = None
        self._conn = None
        self._req = 0
        self._pending: int | None = None
        self.last_stats: dict = {}

    def _ensure(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        parent, child = self._ctx.Pipe()
        self._proc = self._ctx.Process(target=_serve, args=(child, worker_modules()), daemon=False,
                                       name="greenthings-bot")
        self._proc.start()
        child.close()
        self._conn = parent
        _LIVE.add(self)

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def start(self, bot_name: str, state: State, budget_s: float | None = None) -> None:
        """Ask for a move in this position. The thinking process is sent the
        side to play's observation, never the game's dice. A request still
        running is cancelled first."""
        observation = observe(state, state.to_play)
        if self._pending is not None:
            self.cancel()
        self._ensure()
        self._req += 1
        self._pending = self._req
        self._conn.send((self._req, bot_name, self.seed, observation, budget_s))

    def poll(self) -> Action | None:
        """The chosen action once ready, else None (never blocks)."""
        if self._pending is None or self._conn is None:
            return None
        while self._conn.poll():
            try:
                req, status, payload = self._conn.recv()
            except (EOFError, OSError) as e:
                self._pending = None
                raise BotWorkerError("the bot process died") from e
            if req != self._pending:
                continue            # an answer to a cancelled request
            self._pending = None
            if status != "ok":
                raise BotWorkerError(payload)
            action, self.last_stats = payload
            return Action.from_dict(action)
        if not self._proc.is_alive():
            self._pending = None
            raise BotWorkerError("the bot process died")
        return None

    def wait(self, timeout: float | None = None) -> Action | None:
        """Block until the answer arrives (tests, command-line tools)."""
        if self._pending is None:
            return None
        if self._conn.poll(timeout):
            return self.poll()
        return None

    def cancel(self) -> None:
        """Forget the current request; the thinking process is stopped."""
        if self._pending is None:
            return
        self._pending = None
        self._stop(kill=True)

    def _stop(self, kill: bool) -> None:
        if self._proc is None:
            return
        if kill:
            self._proc.kill()
        else:
            try:
                self._conn.send(None)
            except (OSError, BrokenPipeError):
                pass
        self._proc.join(timeout=2)
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join(timeout=2)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None

    def close(self) -> None:
        self._pending = None
        self._stop(kill=False)

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            if self._proc is not None and self._proc.is_alive():
                self._proc.kill()
        except Exception:
            pass
