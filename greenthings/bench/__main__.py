"""python -m greenthings.bench <benchmark> [options]: see greenthings/bench/__init__.py."""
from __future__ import annotations

import importlib
import sys

# benchmark name -> module in this package; each has main(argv) -> exit code
BENCHMARKS = {
    "engine": "engine",
    "ui": "ui",
    "bots-speed": "bots_speed",
    "mcts-workers": "mcts_workers",
    "search-budget": "search_budget",
    "bots-tune": "bots_tune",
    "bots-fit": "bots_fit",
    "bots-merge": "bots_merge",
    "replay": "replay",
    "startup": "startup",
    "ladder": "ladder",
    "openings": "openings",
    "puzzles": "puzzles",
    "puzzles-harvest": "puzzles_harvest",
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if not args or args[0] not in BENCHMARKS:
        from greenthings import bench
        print(bench.__doc__)
        return 0 if args and args[0] in ("-h", "--help") else 2
    module = importlib.import_module(f"greenthings.bench.{BENCHMARKS[args[0]]}")
    return module.main(args[1:])


if __name__ == "__main__":
    sys.exit(main())
