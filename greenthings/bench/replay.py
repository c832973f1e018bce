"""Replay speed: python -m greenthings.bench replay [--games N] [--repeats N].

Plays N random games (random games run long: thousands of actions), takes
the longest, and times the replay cursor on it: checking the record once
(`Replay(record)`), seeking from the start to the end, from the end to the
start, one step back from the end, and jumps to random positions; and the
win-chance chart's walk of the whole game (bots/swing.py).  Prints medians;
the last line is `seek_end_ms_median=N`.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time


def longest_random_game(games: int) -> dict:
    from greenthings.engine import Game

    best = None
    for seed in range(1, games + 1):
        game = Game.new(seed)
        rng = random.Random(seed)
        while game.state.phase != "over":
            game.play(rng.choice(game.legal_actions()))
        if best is None or len(game.actions) > len(best.actions):
            best = game
    return best.to_json()


def _ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.bench replay", description=__doc__.split("\n\n")[1])
    p.add_argument("--games", type=int, default=10, help="random games played to find a long one (default 10)")
    p.add_argument("--repeats", type=int, default=21, help="timings per measure; the median is printed (default 21)")
    args = p.parse_args(argv)
    from greenthings.bots.swing import SwingWalk, turn_chances
    from greenthings.engine import Replay

    record = longest_random_game(args.games)
    n = len(record["actions"])
    load = _ms(lambda: Replay(record), max(3, args.repeats // 4))
    replay = Replay(record)
    rng = random.Random(1)

    def from_start_to_end():
        replay.go_to(0)
        t0 = time.perf_counter()
        replay.go_to(n)
        return (time.perf_counter() - t0) * 1000

    def from_end_to_start():
        replay.go_to(n)
        t0 = time.perf_counter()
        replay.go_to(0)
        return (time.perf_counter() - t0) * 1000

    def back_from_end():
        replay.go_to(n)
        t0 = time.perf_counter()
        replay.back()
        return (time.perf_counter() - t0) * 1000

    seek_end = statistics.median(from_start_to_end() for _ in range(args.repeats))
    seek_start = statistics.median(from_end_to_start() for _ in range(args.repeats))
    back = statistics.median(back_from_end() for _ in range(args.repeats))
    jump = _ms(lambda: replay.go_to(rng.randrange(n + 1)), args.repeats * 10)
    chart = _ms(lambda: turn_chances(SwingWalk.of_replay(replay)), max(3, args.repeats // 4))
    print(f"game: {n} actions, round {replay.round_at(n)}")
    print(f"load (check every action once): {load:.1f} ms")
    print(f"seek start -> end: {seek_end:.2f} ms; end -> start: {seek_start:.2f} ms; "
          f"one step back at the end: {back:.2f} ms; a random jump: {jump:.2f} ms (medians)")
    print(f"the win-chance chart's walk of the whole game: {chart:.1f} ms")
    print(f"seek_end_ms_median={seek_end:.2f}")
    return 0
