"""Fit the evaluation weights (greenthings/bots/evaluate.py).

    # the monsters' model: heuristic self-play, positions at the start of every turn
    python -m greenthings.bench bots-fit --games 600
    # the crew's model: the MCTS crew against the heuristic monsters, at the crew's turn starts
    python -m greenthings.bench bots-fit --games 300 --seed 20000 --crew mcts:sims=40 --phase crew-grab
    # the same positions from games against another species
    python -m greenthings.bench bots-fit --games 300 --seed 20000 --crew mcts:sims=40 --phase crew-grab \
        --species obnoxious-orange-things

Plays the games (in heuristic self-play with a little noise for variety), records
the features of the positions and whether the crew won, and fits a logistic
regression (Newton's method, small L2). The held-out positions are whole
games never seen in the fit. Prints the weights as a dict. Needs numpy (the
bench extra: pip install -e ".[bench]"); the game itself never does.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import random

TURN_STARTS = ("crew-grab", "monster-grow")


def gen(job):
    from greenthings.bots import make_bot
    from greenthings.bots.evaluate import FEATURES, features
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.engine import (
        Options, apply, game_result, has_escaped, legal_actions, new_state, pending, self_destruct_round,
    )
    seed, names, phases, species = job
    rng = random.Random(seed)
    bots = {side: None if name == "heuristic" else make_bot(name, seed * 2 + i)
            for i, (side, name) in enumerate(names.items())}
    # noise for variety only in heuristic self-play: against a search bot the heuristic
    # plays as the arena's opponent does
    self_play = all(b is None for b in bots.values())
    noise = {side: rng.choice([0.0, 0.03, 0.1]) if self_play else 0.0 for side in names}
    s, _ = new_state(seed, Options(species=species))
    rows, seen = [], set()
    while s.phase != "over" and s.round <= 150:
        turn = (s.phase, s.round)
        if (s.phase in phases and turn not in seen and pending(s) is None and not has_escaped(s)
                and self_destruct_round(s) is None):
            seen.add(turn)          # the turn's first decision only
            f = features(s)
            rows.append([f[k] for k in FEATURES])
        side = s.to_play
        bot = bots[side]
        apply(s, bot.choose(s) if bot else heuristic_action(s, legal_actions(s), rng, noise[side]))
    result = game_result(s)
    if result is None or result.winner is None:
        return seed, []
    y = 1.0 if result.winner == "crew" else 0.0
    return seed, [(r, y) for r in rows]


def fit(X, y, l2=1e-3, iters=30):
    import numpy as np
    w = np.zeros(X.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) + l2 * w
        H = (X * (p * (1 - p))[:, None]).T @ X + l2 * np.eye(len(w))
        w -= np.linalg.solve(H, g)
    return w


def main(argv: list[str] | None = None) -> int:
    import numpy as np
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench bots-fit", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--crew", default="heuristic")
    ap.add_argument("--monsters", default="heuristic")
    ap.add_argument("--seed", type=int, default=10_000, help="first game's seed")
    ap.add_argument("--phase", choices=TURN_STARTS, help="only positions at this turn start (default both)")
    ap.add_argument("--species", default="awful-green-things", help="the monsters' species id")
    args = ap.parse_args(argv)
    from greenthings.bots.evaluate import FEATURES
    names = {"crew": args.crew, "monsters": args.monsters}
    phases = (args.phase,) if args.phase else TURN_STARTS
    jobs = [(seed, names, phases, args.species) for seed in range(args.seed, args.seed + args.games)]
    with mp.get_context("spawn").Pool(2) as pool:
        games = sorted(pool.imap_unordered(gen, jobs))
    X = np.array([r for _, rows in games for r, _ in rows])
    y = np.array([t for _, rows in games for _, t in rows])
    g = np.array([seed for seed, rows in games for _ in rows])
    test = np.isin(g, [seed for seed, _ in games][::5])     # every fifth game held out
    w = fit(X[~test], y[~test])
    p = 1 / (1 + np.exp(-X[test] @ w))
    ll = -np.mean(y[test] * np.log(p + 1e-9) + (1 - y[test]) * np.log(1 - p + 1e-9))
    acc = np.mean((p > 0.5) == (y[test] > 0.5))
    print(f"{len(y)} positions from {len(games)} games, crew win rate {y.mean():.3f}; "
          f"held-out log-loss {ll:.4f}, accuracy {acc:.3f}")
    w = fit(X, y)
    print("{")
    for k, v in zip(FEATURES, w):
        print(f'    "{k}": {v:.4f},')
    print("}")
    return 0
