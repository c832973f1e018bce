"""Merge arena summaries (the `--json` last lines of several runs with
different seeds) into one table with Wilson 95% intervals.

    python -m greenthings.bench bots-merge run1.txt run2.txt ...
"""
from __future__ import annotations

import argparse
import json

from greenthings.arena import wilson


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench bots-merge", description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="arena outputs (run with --json)")
    paths = ap.parse_args(argv).paths
    tot = {}
    for p in paths:
        with open(p) as f:
            lines = [ln for ln in f.read().splitlines() if ln.startswith("{")]
        if not lines:
            print(f"{p}: no summary (run unfinished?)")
            continue
        for pr in json.loads(lines[-1])["pairings"]:
            k = (pr["crew"], pr["monsters"])
            t = tot.setdefault(k, {"games": 0, "crew_wins": 0, "monster_wins": 0, "capped": 0, "draws": 0,
                                   "pts_c": 0.0, "pts_m": 0.0, "actions": 0.0, "rounds": 0.0})
            n = pr["games"]
            t["games"] += n
            for f_ in ("crew_wins", "monster_wins", "capped", "draws"):
                t[f_] += pr[f_]
            t["pts_c"] += pr["avg_points"]["crew"] * n
            t["pts_m"] += pr["avg_points"]["monsters"] * n
            t["actions"] += pr["avg_actions"] * n
            t["rounds"] += pr["avg_rounds"] * n
    for (c, m), t in tot.items():
        n = t["games"]
        lo, hi = wilson(t["crew_wins"], n)
        mlo, mhi = wilson(t["monster_wins"], n)
        print(f"crew={c} vs monsters={m}: {n} games")
        print(f"  crew wins {t['crew_wins']} ({t['crew_wins'] / n:.1%}, 95% {lo:.1%}-{hi:.1%}); "
              f"monster wins {t['monster_wins']} ({t['monster_wins'] / n:.1%}, 95% {mlo:.1%}-{mhi:.1%}); "
              f"draws {t['draws']}, capped {t['capped']}")
        print(f"  avg points crew {t['pts_c'] / n:.1f}, monsters {t['pts_m'] / n:.1f}; "
              f"avg {t['actions'] / n:.0f} actions, {t['rounds'] / n:.1f} rounds")
    return 0
