"""Engine speed: python -m greenthings.bench engine [--seconds S] [--repeats N] [--outside].

Random legal actions applied per second on one core (legal action listing +
a uniform choice + apply, over whole random games), and the time to list the
legal actions of mid-game positions. Prints medians; the last line is
`actions_per_s=N`. `--outside` plays with the expansion Outside the Znutar.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time


def bench_engine(seconds: float, repeats: int, outside: bool = False) -> int:
    from greenthings.engine import Options, apply, legal_actions, new_state
    options = Options(outside=outside)

    def run(budget: float, seed0: int) -> tuple[float, list]:
        n, seed, mid = 0, seed0, []
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < budget:
            s, _ = new_state(seed, options)
            rng = random.Random(seed)
            while s.phase != "over":
                acts = legal_actions(s)
                apply(s, rng.choice(acts))
                n += 1
                if s.round == 6 and len(mid) < 200 and rng.random() < 0.05:
                    mid.append(s.clone())
            seed += 1
        return n / (time.perf_counter() - t0), mid

    run(0.5, 10_000)    # warm-up
    rates, positions = [], []
    for r in range(repeats):
        rate, mid = run(seconds / repeats, r * 1000)
        rates.append(rate)
        positions.extend(mid)
    times = []
    for s in positions:
        t0 = time.perf_counter()
        for _ in range(20):
            legal_actions(s)
        times.append((time.perf_counter() - t0) / 20)
    if times:
        print(f"legal_actions at round 6: median {statistics.median(times) * 1e6:.1f} us, "
              f"max {max(times) * 1e6:.1f} us over {len(times)} positions")
    print(f"runs: {', '.join(f'{r:,.0f}' for r in rates)} actions/s")
    median = statistics.median(rates)
    print(f"actions_per_s={median:.0f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.bench engine", description=__doc__.split("\n\n")[1])
    p.add_argument("--seconds", type=float, default=15.0, help="total time of the timed runs")
    p.add_argument("--repeats", type=int, default=5, help="timed runs (the median is reported)")
    p.add_argument("--outside", action="store_true", help="play with the expansion Outside the Znutar")
    args = p.parse_args(argv)
    return bench_engine(args.seconds, args.repeats, args.outside)
