"""Root-parallel MCTS against one process, on the same positions.

    python -m greenthings.bench mcts-workers --level normal --workers 2 --positions 20
    python -m greenthings.bench mcts-workers --level hard --workers 4 --outside

The positions: every `--every`-th decision with a choice of heuristic
self-play (seeds from `--seed`, one game after another), from round 1 on
(the search plays the crew's setup by its opening book, unsearched). On each, three
searches: LEVEL with N workers, LEVEL alone, and LEVEL alone with N times
the budget (a timed level: N x `--budget`, default the level's; `sims=S`:
N x S rollouts, the N workers S each). Prints the rollouts per search of
each and how often the first two choose as the third does (positions where
the search had only one plan to play are left out). The first two share a
seed, the third has another: its dice are none of theirs (with one seed
the lone searches would share their first rollouts, and agree more for
it). Timed searches depend on the machine's load.
"""
from __future__ import annotations

import argparse
import statistics

from greenthings.bots import make_bot
from greenthings.bots.mcts import LEVELS
from greenthings.engine import Options, apply, legal_actions, new_state

from .game_args import add_game_args, game_options


def sample(n: int, every: int, seed: int, options=None, side=None) -> list:
    """`n` positions with a choice from heuristic self-play (game `options`;
    with `side`, only positions that side is to play)."""
    out: list = []
    bot = make_bot("heuristic", seed)
    game = seed
    while len(out) < n:
        s, _ = new_state(game, options)
        k = 0
        while s.phase != "over" and len(out) < n:
            acts = legal_actions(s)
            if len(acts) > 1 and s.round >= 1 and side in (None, s.to_play):
                k += 1
                if k % every == 0:
                    out.append(s.clone())
            apply(s, bot.choose(s))
        game += 1
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench mcts-workers", description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="normal", help="an MCTS level with options: normal, hard, sims=40,plans=6")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--budget", type=float, default=None, help="seconds a search (timed levels; default the level's)")
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--every", type=int, default=25)
    ap.add_argument("--seed", type=int, default=600)
    add_game_args(ap)
    args = ap.parse_args(argv)
    n = args.workers
    timed = not args.level.startswith("sims=")
    if timed:
        # the turn's cap would stop a run of searches in one turn: out of the way
        lone = f"{args.level},turn_cap_s=1000"
        budget = args.budget if args.budget is not None else LEVELS[args.level.split(",")[0]]["budget_s"]
        names = (f"{lone},workers={n}", lone, lone)
        budgets = (budget, budget, n * budget)
        labels = (f"{n} workers, {budget:g} s", f"1 worker, {budget:g} s", f"1 worker, {n * budget:g} s")
    else:
        sims, _, rest = args.level[5:].partition(",")
        opts = f",{rest}" if rest else ""
        names = (f"sims={n * int(sims)}{opts},workers={n}", f"sims={sims}{opts}", f"sims={n * int(sims)}{opts}")
        budgets = (None, None, None)
        labels = (f"{n} workers, {sims} rollouts each", f"1 worker, {sims} rollouts",
                  f"1 worker, {n * int(sims)} rollouts")
    together = make_bot(f"mcts:{names[0]}", 1)
    together.start_helpers()
    rollouts: list[list[int]] = [[], [], []]
    agree = [0, 0]
    searched = 0
    positions = sample(args.positions, args.every, args.seed, Options(**game_options(args)))
    for s in positions:
        chosen, sims_done = [], []
        for j, (name, b) in enumerate(zip(names, budgets)):
            bot = together if j == 0 else make_bot(f"mcts:{name}", j)
            bot._cache.clear()     # a plan cached from the last position must not answer for this one
            bot.last_stats = {}
            chosen.append(bot.choose(s, b))
            sims_done.append(bot.last_stats.get("sims"))
        if None in sims_done:      # one plan only: nothing was searched
            continue
        searched += 1
        for j, n_sims in enumerate(sims_done):
            rollouts[j].append(n_sims)
        agree[0] += chosen[0] == chosen[2]
        agree[1] += chosen[1] == chosen[2]
    together.close()
    for j, label in enumerate(labels):
        if rollouts[j]:
            print(f"{label}: rollouts per search median {statistics.median(rollouts[j]):.0f}, "
                  f"mean {statistics.mean(rollouts[j]):.1f}")
    print(f"{searched} of {len(positions)} positions searched; agree with the last: "
          f"{n} workers {agree[0]}, 1 worker {agree[1]}")
    return 0
