"""Heuristic self-play with crew knobs changed: a quick way to try crew ideas.

    HP='{"risk_fighter": 0.7}' HS=safe /work/venv/bin/python benchmarks/bots_crew_tune.py 300 [first_seed]

HP: JSON overrides of the crew's HeuristicParams fields; HS: crew-move
style (safe, hold, mix; default the plain heuristic). Both sides play the
heuristic (the monsters' code is untouched); prints the crew win rate, the
endings and the crew's average points. 300 games take about 40 s on 2 cores.
"""
from __future__ import annotations

import json
import multiprocessing as mp
import os
import sys
from collections import Counter


def game(seed):
    import dataclasses

    from greenthings.bots.heuristic import DEFAULT_PARAMS, heuristic_action
    from greenthings.engine import apply, game_result, legal_actions, new_state
    crew_params = dataclasses.replace(DEFAULT_PARAMS, **json.loads(os.environ.get("HP", "{}")))
    style = os.environ.get("HS") or None
    s, _ = new_state(seed)
    while s.phase != "over" and s.round <= 150:
        crew = s.to_play == "crew"
        apply(s, heuristic_action(s, legal_actions(s), style=style if crew else None,
                                  params=crew_params if crew else DEFAULT_PARAMS))
    if s.phase != "over":
        return None, "cap", 0.0
    return game_result(s).winner, game_result(s).reason, game_result(s).crew


def main(argv):
    n = int(argv[0]) if argv else 300
    s0 = int(argv[1]) if len(argv) > 1 else 1
    with mp.get_context("spawn").Pool(2) as p:
        r = p.map(game, range(s0, s0 + n))
    cw = sum(x[0] == "crew" for x in r)
    print(f"crew wins {cw}/{n} = {cw / n:.3f}", dict(Counter(x[1] for x in r)),
          f"avg crew points {sum(x[2] for x in r) / n:.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
