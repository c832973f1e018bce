"""Root-parallel search for the MCTS bot (`workers=N`): the free cores roll too.

Why this shape. A search spends nearly all its time in rollouts, and a
rollout needs nothing but the position, the plan and a dice seed, so the
cheapest way to use more cores is to run more rollouts of the *same*
candidate plans elsewhere: the parent makes the plans once (they come from
its seeded generator, so every process scores the very same moves), then it
and N-1 helper processes each roll them with dice of their own
(different determinizations), for the same wall-clock budget or, with a
fixed number of rollouts (`sims=`), each its share. Each process prunes by
sequential halving on its own dice; the parent adds up every plan's value
sum and rollout count and picks as a lone search does (`MCTSBot._pick`).
Sharing a tree or a halving schedule between processes would need a message
per round; this needs one each way per search.

The helpers are spawned (as worker.py's bot process is) once, by the first
search, and kept for the bot's life: starting one costs about half a second,
more than a Normal search. Each imports the modules `worker_modules` names
first, so a toy species or expansion plays there too. A helper is sent the
side to play's observation (`observe`: no game dice, the cup in table
order; `load_state` rebuilds it), the plans and its dice seed, by pickle over
a pipe (IPC only: saves never pickle).

A helper that dies, errs or answers late never costs the game its move: its
rollouts are left out, the search goes on with the others' (the parent's own
at least), the log says so, and a dead helper is started again by the next
search. A timed search gives a helper that is still starting up, or still
owes an earlier answer, no share (it would answer late); a fixed-rollout
search waits for it, so that it plays the same whatever the timing. A
process that is itself daemonic (a multiprocessing pool's worker, as in the
arena) may not start processes: there the bot searches alone and logs it
once. The window's bot process (worker.py) is not daemonic, so its Normal
and Hard search with helpers on the player's free cores.
"""
from __future__ import annotations

import logging
import multiprocessing as mp
import random
import time
import traceback
import weakref

from greenthings.engine import observe

from .worker import import_modules, requests, worker_modules

log = logging.getLogger(__name__)

# how long after its own rollouts the parent waits for a timed search's
# helpers: they start a few milliseconds later and finish their last rollout
LATE_S = 0.1
LATE_SHARE = 0.25      # ... plus this share of the search's budget
POLL_S = 0.05          # how often a wait looks whether the helper still lives


def _serve(conn, modules: tuple[str, ...], bot_class) -> None:
    """A helper process: answer rollout jobs with `bot_class` (MCTSBot, passed
    in so that this module need not import mcts.py, which imports it) until
    the pipe closes."""
    from greenthings.engine import load_state
    import_modules(modules)
    conn.send((0, "ready", None))
    bot, config = None, None
    for req, cfg, observation, side, plans, rng_seed, budget, sims, first in requests(conn):
        try:
            if cfg != config:
                bot, config = bot_class(0, **cfg), cfg
            root = load_state(observation)
            t_end = None if budget is None else bot.clock() + budget
            stats, alive, n, rnd = bot.score_plans(root, plans, side, random.Random(rng_seed), t_end, sims, first)
            conn.send((req, "ok", (stats, alive, n, rnd)))
        except Exception:       # report, keep serving
            conn.send((req, "error", traceback.format_exc()))


def _end(procs: list, conns: list) -> None:
    """Close each helper's pipe (it then returns) and reap it."""
    for k, conn in enumerate(conns):
        if conn is not None:
            conn.close()
            conns[k] = None
    for k, proc in enumerate(procs):
        if proc is not None:
            proc.join(timeout=1)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=1)
            procs[k] = None


class HelperPool:
    """`size` helper processes (spawn context), started on first use. Each
    has a pipe and does one job at a time."""

    def __init__(self, size: int, bot_class) -> None:
        self.size = size
        self._bot_class = bot_class      # the search bot the helpers run (MCTSBot)
        self._ctx = mp.get_context("spawn")
        self._procs: list = [None] * size
        self._conns: list = [None] * size
        self._ready = [False] * size
        self._owed: list[int | None] = [None] * size     # the request a helper has yet to answer
        self._req = 0
        self._said_alone = False
        # the helpers end with the pool, or at exit (they are daemonic too)
        self._finalizer = weakref.finalize(self, _end, self._procs, self._conns)

    def close(self) -> None:
        self._finalizer()

    def pids(self) -> list[int]:
        return [p.pid for p in self._procs if p is not None]

    def _start(self, k: int) -> None:
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child, worker_modules(), self._bot_class), daemon=True,
                                 name=f"greenthings-mcts-helper-{k}")
        proc.start()
        child.close()
        self._procs[k], self._conns[k] = proc, parent
        self._ready[k], self._owed[k] = False, None

    def _lost(self, k: int, why: str) -> None:
        log.warning("MCTS helper %d %s: its rollouts are left out of this search; it restarts for the next", k, why)
        proc, conn = self._procs[k], self._conns[k]
        if conn is not None:
            conn.close()
        if proc is not None and proc.is_alive():
            proc.kill()
        if proc is not None:
            proc.join(timeout=1)
        self._procs[k] = self._conns[k] = None

    def _read(self, k: int, timeout: float | None):
        """The helper's next message, or None if none came in `timeout`
        seconds (None: wait while it lives). Raises EOFError when it died."""
        conn, proc = self._conns[k], self._procs[k]
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            wait = POLL_S if end is None else max(0.0, min(POLL_S, end - time.monotonic()))
            if conn.poll(wait):
                return conn.recv()
            if not proc.is_alive() and not conn.poll():
                raise EOFError
            if end is not None and time.monotonic() >= end:
                return None

    def _take(self, k: int, msg) -> object:
        """Book a message from helper k; returns its payload if it answers
        the request it owes, else None."""
        req, status, payload = msg
        if status == "ready":
            self._ready[k] = True
            return None
        if req != self._owed[k]:
            return None
        self._owed[k] = None
        if status != "ok":
            log.error("MCTS helper %d failed; its rollouts are left out of this search:\n%s", k, payload)
            return None
        return payload

    def available(self, wait: bool) -> list[int]:
        """The helpers free to take a job now, (re)starting any that are
        missing; `wait`: wait for those still starting or busy."""
        if mp.current_process().daemon:
            if not self._said_alone:
                log.warning("MCTS: this process is daemonic and may not start helpers: searching alone")
                self._said_alone = True
            return []
        free = []
        for k in range(self.size):
            if self._procs[k] is not None and not self._procs[k].is_alive():
                self._lost(k, "died")
            if self._procs[k] is None:
                self._start(k)
            try:
                while self._conns[k].poll():
                    self._take(k, self._conns[k].recv())
                while wait and not (self._ready[k] and self._owed[k] is None):
                    self._take(k, self._read(k, None))
            except (EOFError, OSError):
                self._lost(k, "died")
                continue
            if self._ready[k] and self._owed[k] is None:
                free.append(k)
        return free

    def send(self, k: int, job: tuple) -> bool:
        self._req += 1
        try:
            self._conns[k].send((self._req, *job))
        except (OSError, ValueError):
            self._lost(k, "died")
            return False
        self._owed[k] = self._req
        return True

    def collect(self, sent: list[int], wait_s: float | None) -> list:
        """The answers of the helpers in `sent`, waiting at most `wait_s`
        seconds in all (None: as long as each lives)."""
        end = None if wait_s is None else time.monotonic() + wait_s
        out = []
        for k in sent:
            try:
                while self._owed[k] is not None:
                    left = None if end is None else max(0.0, end - time.monotonic())
                    msg = self._read(k, left)
                    if msg is None:
                        log.info("MCTS helper %d answered late: its rollouts are left out of this search", k)
                        break
                    payload = self._take(k, msg)
                    if payload is not None:
                        out.append(payload)
            except (EOFError, OSError):
                self._lost(k, "died")
        return out


def search_together(bot, root, plans, side, seed, rng, t_end):
    """Score `plans` in this process and the bot's helpers; returns the
    summed [value sum, rollouts] per plan, the plans still in play in any
    process, the rollouts, the parent's rounds and the processes counted."""
    pool = bot._pool = bot._pool or HelperPool(bot.workers - 1, type(bot))
    helpers = pool.available(wait=bot.sims is not None)
    n = len(helpers) + 1
    share = None if bot.sims is None else max(1, bot.sims // n)
    own = None if bot.sims is None else max(1, bot.sims - share * len(helpers))
    budget = None if t_end is None else max(0.0, t_end - bot.clock())
    cfg = dict(params=bot.params, horizon=bot.horizon, ending=bot.ending, settle=bot.settle)
    observation = observe(root, side)
    # each helper starts its rounds at another plan, so that a share smaller
    # than a round still has every plan rolled by someone
    sent = [k for j, k in enumerate(helpers, 1)
            if pool.send(k, (cfg, observation, side, plans, f"{seed}/{k}", budget, share, j * len(plans) // n))]
    stats, alive, sims, rnd = bot.score_plans(root, plans, side, rng, t_end, own)
    wait_s = None if bot.sims is not None else LATE_S + LATE_SHARE * (budget or 0.0)
    answers = pool.collect(sent, wait_s)
    alive = set(alive)
    for h_stats, h_alive, h_sims, _ in answers:
        for i, (v, c) in enumerate(h_stats):
            stats[i][0] += v
            stats[i][1] += c
        alive.update(h_alive)
        sims += h_sims
    return stats, sorted(alive), sims, rnd, 1 + len(answers)
