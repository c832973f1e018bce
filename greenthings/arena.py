"""Bot tournaments: `python -m greenthings.arena --crew X --monsters Y --games N --seed S`.

Games are played in pairs on the same seed with the sides swapped: for each
seed, X (crew) vs Y (monsters), then Y (crew) vs X (monsters). A game that
passes the round cap is stopped and recorded as a cap (no winner). The report
gives, for each pairing, the crew and monster wins with Wilson 95% intervals,
the average victory points and the average game length; `--json` adds a
machine-readable summary as the last line.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import sys
import time

ROUND_CAP = 150
DEFAULT_SPECIES = "awful-green-things"
DEFAULT_MAP = "znutar"


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def play_game(job: dict) -> dict:
    """One game; `job` = {seed, crew, monsters, budget, cap, species, map, outside}."""
    from greenthings.bots import make_bot
    from greenthings.engine import Options, apply, game_result, new_state
    seed = job["seed"]
    bots = {"crew": make_bot(job["crew"], seed * 2 + 1), "monsters": make_bot(job["monsters"], seed * 2 + 2)}
    s, _ = new_state(seed, Options(species=job.get("species", DEFAULT_SPECIES), map=job.get("map", DEFAULT_MAP),
                                   outside=job.get("outside", False)))
    n = 0
    think = {"crew": 0.0, "monsters": 0.0}
    worst = {"crew": 0.0, "monsters": 0.0}
    cap = job.get("cap", ROUND_CAP)
    while s.phase != "over" and s.round <= cap:
        side = s.to_play
        t = time.perf_counter()
        a = bots[side].choose(s, job.get("budget"))
        dt = time.perf_counter() - t
        think[side] += dt
        worst[side] = max(worst[side], dt)
        apply(s, a)
        n += 1
    out = {"seed": seed, "crew": job["crew"], "monsters": job["monsters"], "actions": n, "rounds": s.round,
           "think": think, "worst": worst}
    result = game_result(s)
    if result is not None:
        out.update(winner=result.winner, reason=result.reason, score={"crew": result.crew, "monsters": result.monsters},
                   capped=False)
    else:
        out.update(winner=None, reason="cap", score={"crew": 0.0, "monsters": 0.0}, capped=True)
    return out


def summarize(results: list[dict], crew_bot: str, monster_bot: str) -> dict:
    def block(rs):
        n = len(rs)
        cw = sum(r["winner"] == "crew" for r in rs)
        mw = sum(r["winner"] == "monsters" for r in rs)
        caps = sum(r["capped"] for r in rs)
        draws = n - cw - mw - caps
        return {
            "games": n, "crew_wins": cw, "monster_wins": mw, "draws": draws, "capped": caps,
            "crew_win_rate": cw / n if n else 0.0, "crew_win_ci95": wilson(cw, n),
            "monster_win_rate": mw / n if n else 0.0, "monster_win_ci95": wilson(mw, n),
            "avg_points": {k: sum(r["score"][k] for r in rs) / n if n else 0.0 for k in ("crew", "monsters")},
            "avg_actions": sum(r["actions"] for r in rs) / n if n else 0.0,
            "avg_rounds": sum(r["rounds"] for r in rs) / n if n else 0.0,
            "avg_think_s": {k: sum(r["think"][k] for r in rs) / n if n else 0.0 for k in ("crew", "monsters")},
            "max_decision_s": {k: max((r["worst"][k] for r in rs), default=0.0) for k in ("crew", "monsters")},
            "reasons": {k: sum(r["reason"] == k for r in rs) for k in sorted({r["reason"] for r in rs})},
        }
    a = [r for r in results if r["crew"] == crew_bot and r["monsters"] == monster_bot]
    b = [] if crew_bot == monster_bot else [
        r for r in results if r["crew"] == monster_bot and r["monsters"] == crew_bot]
    out = {"pairings": [{"crew": crew_bot, "monsters": monster_bot, **block(a)}]}
    if b:
        out["pairings"].append({"crew": monster_bot, "monsters": crew_bot, **block(b)})
    # each bot's total over both sides
    per_bot = {}
    for bot in dict.fromkeys([crew_bot, monster_bot]):
        wins = sum(1 for r in results if (r["crew"] == bot and r["winner"] == "crew")
                   or (r["monsters"] == bot and r["winner"] == "monsters"))
        games = sum(1 for r in results if bot in (r["crew"], r["monsters"]))
        if crew_bot == monster_bot:
            wins = games = 0
        per_bot[bot] = {"wins": wins, "games": games, "win_rate": wins / games if games else 0.0,
                        "ci95": wilson(wins, games)}
    out["per_bot"] = per_bot
    return out


def main(argv=None) -> int:
    from greenthings.engine import SPECIES, map_names
    p = argparse.ArgumentParser(prog="python -m greenthings.arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--crew", default="heuristic",
                   help="bot playing the crew first (random, heuristic, mcts:normal, ...)")
    p.add_argument("--monsters", default="random", help="bot playing the monsters first")
    p.add_argument("--games", type=int, default=10, help="number of seeds; each is played twice, sides swapped")
    p.add_argument("--seed", type=int, default=1, help="first seed")
    p.add_argument("--workers", type=int, default=2, help="processes (default 2: both cores)")
    p.add_argument("--budget", type=float, default=None,
                   help="seconds per decision for search bots (default: their level)")
    p.add_argument("--cap", type=int, default=ROUND_CAP, help="round cap: longer games are stopped and counted as caps")
    p.add_argument("--no-swap", action="store_true", help="play only the given sides")
    p.add_argument("--json", action="store_true", help="print a JSON summary as the last line")
    p.add_argument("--species", default=DEFAULT_SPECIES,
                   help=f"the monsters' species (default {DEFAULT_SPECIES}; one of {', '.join(SPECIES)})")
    p.add_argument("--map", default=DEFAULT_MAP,
                   help=f"the ship: a map of maps/ (default {DEFAULT_MAP}; one of {', '.join(map_names())})")
    p.add_argument("--outside", action="store_true", help="play with the expansion Outside the Znutar")
    args = p.parse_args(argv)
    if args.species not in SPECIES:
        p.error(f"unknown species {args.species!r}: use one of {', '.join(SPECIES)}")
    if args.map not in map_names():
        p.error(f"unknown map {args.map!r}: use one of {', '.join(map_names())}")

    jobs = []
    for i in range(args.games):
        seed = args.seed + i
        common = {"seed": seed, "budget": args.budget, "cap": args.cap, "species": args.species, "map": args.map,
                  "outside": args.outside}
        jobs.append({"crew": args.crew, "monsters": args.monsters, **common})
        if not args.no_swap and args.crew != args.monsters:
            jobs.append({"crew": args.monsters, "monsters": args.crew, **common})
    t0 = time.time()
    if args.workers > 1:
        with mp.get_context("spawn").Pool(args.workers) as pool:
            results = list(pool.imap_unordered(play_game, jobs))
    else:
        results = [play_game(j) for j in jobs]
    wall = time.time() - t0
    summary = summarize(results, args.crew, args.monsters)
    summary.update(seeds=[args.seed, args.seed + args.games - 1], workers=args.workers, wall_s=wall,
                   budget=args.budget, cap=args.cap, species=args.species, map=args.map,
                   outside=args.outside)
    print(f"monsters: {args.species}, map: {args.map}" + (", with Outside the Znutar" if args.outside else ""))
    for pr in summary["pairings"]:
        lo, hi = pr["crew_win_ci95"]
        mlo, mhi = pr["monster_win_ci95"]
        print(f"crew={pr['crew']} vs monsters={pr['monsters']}: {pr['games']} games")
        print(f"  crew wins     {pr['crew_wins']:4d}  {pr['crew_win_rate']:6.1%}  [95% {lo:.1%} - {hi:.1%}]")
        print(f"  monster wins  {pr['monster_wins']:4d}  {pr['monster_win_rate']:6.1%}  [95% {mlo:.1%} - {mhi:.1%}]")
        print(f"  draws {pr['draws']}, capped at {args.cap} rounds: {pr['capped']}")
        print(f"  avg points crew {pr['avg_points']['crew']:.1f}, monsters {pr['avg_points']['monsters']:.1f}; "
              f"avg length {pr['avg_actions']:.0f} actions, {pr['avg_rounds']:.1f} rounds")
        think, worst = pr["avg_think_s"], pr["max_decision_s"]
        print(f"  avg thinking per game crew {think['crew']:.2f}s, monsters {think['monsters']:.2f}s;"
              f" slowest decision crew {worst['crew']:.3f}s, monsters {worst['monsters']:.3f}s")
        print(f"  endings {pr['reasons']}")
    for bot, r in summary["per_bot"].items():
        if r["games"]:
            lo, hi = r["ci95"]
            print(f"{bot}: {r['wins']}/{r['games']} wins over both sides "
                  f"({r['win_rate']:.1%}, 95% {lo:.1%} - {hi:.1%})")
    print(f"wall time {wall:.1f}s on {args.workers} worker(s)")
    if args.json:
        print(json.dumps(summary, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
