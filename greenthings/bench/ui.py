"""UI benchmark: frame time of the busiest board.

``python -m greenthings.bench ui [--frames N] [--size WxH]`` opens the board
headless (dummy SDL drivers) on a crowded position -- 44+ pieces on the map, a
long log, a piece selected with its targets lit, the mouse over a crowded area,
ten dice tumbling without end -- and times whole frames (events, update, draw, flip).
Prints the distribution; the last line is ``frame_ms_p95=N``.  ``--clock cpu``
times the frames by this thread's CPU time instead of the wall clock: on a
machine busy with other work it still says what a frame costs.
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.bench ui")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="wall: perf_counter; cpu: this thread's CPU time (steady on a busy machine)")
    args = p.parse_args(argv)
    clock = time.perf_counter if args.clock == "wall" else time.thread_time
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from greenthings.ui.app import App
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.draw.dice import DiceRoll
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.devtools.demo import busy_session
    from greenthings.engine import locations
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.game.settings import Settings

    w, h = (int(x) for x in args.size.lower().split("x"))
    paths = resolve_paths({"GREENTHINGS_HOME": tempfile.mkdtemp(prefix="gt-bench-")}).ensure()
    app = App(paths, Settings(window_size=(w, h), seen_how_to_play=True), fullscreen=False, sound=False)
    session = busy_session(11)
    session.log.extend(f"Filler log line {i}: Adult {i % 12} oozes into a passageway." for i in range(3000))
    pieces = sum(1 for a in locations(session.state).values() if a is not None)
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(board)
    app.step(1 / 60, events=[])
    board.recap.dismiss()  # the last turn's summary would cover the dice tray
    # Select the crewman with the most to do, hover the most crowded area.
    actors = [a.piece for a in board.offer.legal if a.piece]
    if actors:
        board.select(max(set(actors), key=actors.count))
    tokens = board.picture.tokens
    crowded = max(tokens, key=lambda k: len(tokens[k]))
    centre = board.view.center(crowded)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(int(centre[0]), int(centre[1])), rel=(0, 0),
                                buttons=(0, 0, 0))
    times: list[float] = []
    for i in range(args.frames + 30):
        player = board.player
        if player.dice is None or player.dice.landed:
            player.dice = DiceRoll([1 + (i + k) % 6 for k in range(10)], label="Benchmark roll", seed=i)
            player.dice.speed = 0.25
        if not player.flights:
            player.fly(board.session.state.map.neighbors[crowded][0], crowded, tokens[crowded][0].piece)
        t0 = clock()
        app.step(1 / 60, events=[motion])
        pygame.display.flip()
        dt = clock() - t0
        if i >= 30:  # warm-up frames fill the caches
            times.append(dt * 1000)
    covered = board.recap.showing
    app.close()
    if covered:
        raise SystemExit("the last turn's summary covered the dice: the frames did not draw them")
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"board {w}x{h}: {pieces} pieces on the map, {len(session.log)} log lines, 10 dice rolling "
          f"({args.clock} clock)")
    print(f"frames={len(times)} median_ms={statistics.median(times):.2f} max_ms={max(times):.2f}")
    print(f"frame_ms_p95={p95:.2f}")
    return 0
