"""The bots' test positions: does a bot find the clearly right move?

    python -m greenthings.bench puzzles --bot mcts:hard
    python -m greenthings.bench puzzles --bot random heuristic mcts:sims=8,plans=6 --verbose

Each puzzle (greenthings/bench/puzzles/<category>.json, collected from bot
games by `puzzles-harvest`) is a saved game state, the side to play, the
moves that are right (`best`: any of them) and the moves that are wrong
(`avoid`). The bot plays on from the position while the phase lasts (its
side to play, up to the first roll of a battle, at most MAX_MOVES
decisions), since the order of a turn's moves seldom matters: it solves the puzzle when it plays a right move before
any wrong one, or, with no right moves listed, when it plays no wrong one.
Prints each bot's score per category; the last line is `solved=N/M` for the
last bot.
"""
from __future__ import annotations

import argparse
import glob
import json
import multiprocessing as mp
import os
import sys

HERE = os.path.join(os.path.dirname(__file__), "puzzles")
MAX_MOVES = 60


def load_puzzles(folder: str = HERE, categories: set[str] | None = None) -> list[dict]:
    out = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path) as f:
            data = json.load(f)
        if categories is None or data["category"] in categories:
            out.extend(data["puzzles"])
    return out


def solved(puzzle: dict, action) -> bool | None:
    """True: a right move; False: a wrong one; None: neither (play on)."""
    d = action.to_dict()
    if d in puzzle["avoid"]:
        return False
    return True if d in puzzle["best"] else None


def attempt(job) -> tuple[str, bool, str]:
    """(puzzle id, solved, the moves played) for one bot on one puzzle."""
    bot_name, puzzle, seed = job
    from greenthings.bots import make_bot
    from greenthings.engine import apply, load_state
    s = load_state(puzzle["state"])
    bot = make_bot(bot_name, seed)
    side, phase = s.to_play, s.phase
    played = []
    for _ in range(MAX_MOVES):
        a = bot.choose(s)
        played.append(str(a))
        verdict = solved(puzzle, a)
        if verdict is not None:
            return puzzle["id"], verdict, "; ".join(played)
        apply(s, a)
        if s.to_play != side or s.phase != phase or a.type == "resolve":
            break
    return puzzle["id"], not puzzle["best"], "; ".join(played)


def score(bot_name: str, puzzles: list[dict], seed: int = 1, workers: int = 1) -> dict[str, tuple[bool, str]]:
    """puzzle id -> (solved, the move chosen)."""
    jobs = [(bot_name, p, seed) for p in puzzles]
    if workers > 1:
        with mp.get_context("spawn").Pool(workers) as pool:
            rows = pool.map(attempt, jobs)
    else:
        rows = [attempt(j) for j in jobs]
    return {pid: (ok, move) for pid, ok, move in rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench puzzles", description=__doc__.split("\n\n")[0])
    ap.add_argument("--bot", nargs="+", default=["mcts:hard"], help="one bot or several")
    ap.add_argument("--category", default=None, help="only these categories (comma-separated)")
    ap.add_argument("--folder", default=HERE)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--verbose", action="store_true", help="list every puzzle missed and the move chosen")
    args = ap.parse_args(argv)
    puzzles = load_puzzles(args.folder, set(args.category.split(",")) if args.category else None)
    if not puzzles:
        print("no puzzles found")
        return 2
    cats = sorted({p["category"] for p in puzzles})
    total = ok = 0
    for bot in args.bot:
        res = score(bot, puzzles, args.seed, args.workers)
        print(f"{bot}:")
        for c in cats:
            ps = [p for p in puzzles if p["category"] == c]
            k = sum(res[p["id"]][0] for p in ps)
            print(f"  {c:20s} {k:3d}/{len(ps):<3d} {k / len(ps):5.0%}")
        ok, total = sum(r[0] for r in res.values()), len(res)
        print(f"  {'all':20s} {ok:3d}/{total:<3d} {ok / total:5.0%}")
        if args.verbose:
            for p in puzzles:
                good, move = res[p["id"]]
                if not good:
                    print(f"    missed {p['id']} ({p['note']}): played {move}")
    print(f"solved={ok}/{total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
