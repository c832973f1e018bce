"""The bot in a separate process: start, poll, cancel, close."""
import time

from greenthings.bots.worker import BotWorker
from greenthings.engine import legal_actions, new_state


def wait_for(w, timeout=60):
    t = time.time()
    while time.time() - t < timeout:
        a = w.poll()
        if a is not None:
            return a
        time.sleep(0.01)
    raise AssertionError("no answer from the bot worker")


def test_worker_start_poll_cancel():
    s, _ = new_state(5)
    with BotWorker(seed=1) as w:
        w.start("heuristic", s)
        assert w.busy
        a = wait_for(w)
        assert a in legal_actions(s)
        assert not w.busy
        # cancel a request, then the worker still answers new ones
        w.start("heuristic", s)
        w.cancel()
        assert w.poll() is None and not w.busy
        w.start("random", s)
        assert wait_for(w) in legal_actions(s)


def test_worker_reports_errors():
    import pytest
    from greenthings.bots.worker import BotWorkerError
    s, _ = new_state(5)
    with BotWorker() as w:
        w.start("no-such-bot", s)
        with pytest.raises(BotWorkerError):
            wait_for(w)


def _decision(seed=5):
    """A round-1 position with a choice, from heuristic play."""
    from greenthings.bots import make_bot
    from greenthings.engine import apply
    s, _ = new_state(seed)
    bot = make_bot("heuristic", seed)
    while not (s.round >= 1 and len(legal_actions(s)) > 1):
        apply(s, bot.choose(s))
    return s


def test_the_bot_process_searches_with_helpers():
    """The window's bot process is not daemonic, so a search with workers=2
    starts its helper there and counts its rollouts."""
    s = _decision()
    with BotWorker(seed=2) as w:
        w.start("mcts:sims=8,plans=4,workers=2", s)
        assert wait_for(w) in legal_actions(s)
        assert not w._proc.daemon
        assert w.last_stats["processes"] == 2 and w.last_stats["sims"] >= 8


def test_the_window_asks_for_helpers_on_normal_and_hard_only():
    from greenthings.bots.mcts import with_helpers
    assert with_helpers("mcts:hard", 3) == "mcts:hard,workers=3"
    assert with_helpers("mcts:normal,follow=0", 2) == "mcts:normal,follow=0,workers=2"
    assert with_helpers("mcts:hard", 1) == "mcts:hard"
    assert with_helpers("mcts:easy", 4) == "mcts:easy"
    assert with_helpers("heuristic", 4) == "heuristic"


UNCLOSED = """
import sys, time
from greenthings.bots.worker import BotWorker
from greenthings.engine import new_state
sys.path.insert(0, {tests!r})
from test_worker import _decision
w = BotWorker(seed=1)
w.start("mcts:hard,workers=2", _decision())
time.sleep(1.0)          # mid-search: the bot process and its helper are busy
print(w._proc.pid, flush=True)
"""


def test_an_unclosed_worker_does_not_hold_the_exit():
    """A script that leaves its bot process searching still exits (the exit
    hook stops the process before multiprocessing would wait for it)."""
    import os
    import subprocess
    import sys
    script = UNCLOSED.format(tests=os.path.dirname(__file__))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    time.sleep(0.5)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return
    # a zombie whose parent has gone is reaped by init: it no longer runs
    with open(f"/proc/{pid}/stat") as fh:
        assert fh.read().split()[2] == "Z", "the bot process outlived the script"
