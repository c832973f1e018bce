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
