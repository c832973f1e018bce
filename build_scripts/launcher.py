"""Entry script of the PyInstaller bundle (see build_scripts/build.py).

What a frozen program needs around the game's own ``main()``:

- ``multiprocessing.freeze_support()`` first: the bot worker uses "spawn"
  processes, which re-run this executable; without it each would start a
  second copy of the game instead of a worker (and the bot "dies").
- An uncaught exception goes to the game's ``sys.excepthook`` (log file,
  message box) and the program exits 1.  Left to the bootloader, a windowed
  Windows build would show PyInstaller's own traceback dialog as well.  If the
  game had not installed its hook yet, the exception is left to the bootloader
  (console: traceback on stderr; windowed Windows: its traceback dialog).
- ``--check-bot-worker`` (for tests of the bundle, not for players): ask the
  bot process for one move and exit 0 if it answers.
"""
import multiprocessing
import sys


def check_bot_worker(timeout: float = 60.0) -> int:
    from greenthings.bots.worker import BotWorker
    from greenthings.engine import legal_actions, new_state

    state, _ = new_state(1)
    with BotWorker(seed=1) as worker:
        worker.start("heuristic", state)
        action = worker.wait(timeout)
    ok = action is not None and action in legal_actions(state)
    print(f"bot worker {'ok' if ok else 'FAILED'}: {action}")
    return 0 if ok else 1


def run() -> int:
    if "--check-bot-worker" in sys.argv[1:]:
        return check_bot_worker()
    from greenthings.__main__ import main

    try:
        return main()
    except Exception:
        hook = sys.excepthook
        if hook is sys.__excepthook__:
            raise
        hook(*sys.exc_info())
        return 1


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run())
