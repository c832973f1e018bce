"""What the search's choice gains with its budget, measured without playing games.

    python -m greenthings.bench search-budget --species obnoxious-orange-things --positions 30

On positions from heuristic self-play (`--side` to play, from round 1 on),
every candidate plan of `--level` is rolled out under the same `--rollouts`
dice (common random numbers: MCTSBot.plan_table). Half of those dice give the
*truth*, each plan's mean over them. The search's own sequential halving and
choice (MCTSBot.score_plans and _pick) then run at each budget on rollouts
drawn from the other half, looked up instead of played, `--repeats` times a
position with the halves drawn afresh. A choice's *regret* is how far its
plan's truth falls short of the best plan's. Printed per budget: the mean
regret, next to the heuristic's own plan's (plan 0, what an unsearched turn
plays), and the search's mean gain over that plan. Regret is measured from
each plan set's own best, so plan sets are compared by the gain, on the same
positions (`--level hard` against `--level hard,plans=40`, one `--seed`).
The units are the evaluation's (the side's estimated chance to win,
at the start of its next turn or at the game's end), not games won.
"""
from __future__ import annotations

import argparse
import random
import statistics

from greenthings.bots.mcts import MCTSBot
from greenthings.engine import Options

from .mcts_workers import sample


class _Lookup(MCTSBot):
    """The search with its rollouts looked up: plan i's value under dice j is table[i][j]."""

    def __init__(self, table) -> None:
        super().__init__()
        self.table = table

    def _rollout(self, root, plan, side, dice_seed, rng) -> float:
        return self.table[plan][dice_seed]


class _Dice:
    """Stands in for the search's random source: each dice seed it draws is an
    index into `pool`, the half of the table's dice the search may see."""

    def __init__(self, pool: list[int], rng: random.Random) -> None:
        self.pool, self.rng = pool, rng

    def getrandbits(self, _bits: int) -> int:
        return self.rng.choice(self.pool)


def regrets(table, budgets, repeats: int, rng: random.Random) -> tuple[list[float], float]:
    """Mean regret of the search at each budget, and of plan 0, over `repeats`
    splits. The search's mean gain over plan 0 is plan 0's regret less its own."""
    search = _Lookup(table)
    n = len(table[0])
    out = [0.0] * len(budgets)
    own = 0.0
    for _ in range(repeats):
        idx = list(range(n))
        rng.shuffle(idx)
        pool, truth_dice = idx[: n // 2], idx[n // 2:]
        truth = [sum(row[j] for j in truth_dice) / len(truth_dice) for row in table]
        best = max(truth)
        own += best - truth[0]
        for k, b in enumerate(budgets):
            stats, alive, _n, _rnd = search.score_plans(None, list(range(len(table))), None,
                                                        _Dice(pool, rng), None, b)
            out[k] += best - truth[search._pick(stats, alive)]
    return [x / repeats for x in out], own / repeats


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench search-budget",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--species", default=None, help="a species id (default the base game's)")
    ap.add_argument("--outside", action="store_true", help="with Outside the Znutar")
    ap.add_argument("--side", choices=("crew", "monsters"), default="crew")
    ap.add_argument("--level", default="hard", help="the level whose candidate plans are searched")
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--every", type=int, default=7, help="take every N-th position of the side's")
    ap.add_argument("--rollouts", type=int, default=200, help="dice per plan (half truth, half search)")
    ap.add_argument("--budgets", default="40,120,250,500,1000", help="rollouts a search, comma-separated")
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--seed", type=int, default=800)
    args = ap.parse_args(argv)
    budgets = [int(b) for b in args.budgets.split(",")]
    options = Options(**({"species": args.species} if args.species else {}), outside=args.outside)
    bot = MCTSBot.from_level(args.level, seed=args.seed)
    rng = random.Random(args.seed)
    per_budget: list[list[float]] = [[] for _ in budgets]
    own: list[float] = []
    for s in sample(args.positions * 3, args.every, args.seed, options, args.side):
        if len(own) == args.positions:
            break
        table = bot.plan_table(s, args.rollouts)
        if len(table) < 2:
            continue
        r, r0 = regrets(table, budgets, args.repeats, rng)
        for k, x in enumerate(r):
            per_budget[k].append(x)
        own.append(r0)
    if not own:
        print("no position with a choice of plans")
        return 1
    print(f"{len(own)} positions ({args.side}, {args.species or 'the base game'}, "
          f"{args.level}'s plans, {args.rollouts} dice a plan), mean regret:")
    own_mean = statistics.mean(own)
    print(f"  the heuristic's own plan: {own_mean:.4f}")
    for b, xs in zip(budgets, per_budget):
        # regret is measured from the plan set's best, so the gain over plan 0 is what compares sets
        print(f"  search, {b:5d} rollouts: {statistics.mean(xs):.4f}  (gain over the heuristic's plan "
              f"{own_mean - statistics.mean(xs):+.4f})")
    return 0
