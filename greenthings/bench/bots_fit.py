"""Fit the evaluation weights (greenthings/bots/evaluate.py).

    # the monsters' model: heuristic self-play, every turn start, every species,
    # 600 games each and 200 more each with Outside the Znutar
    python -m greenthings.bench bots-fit --games 600 --outside-games 200 --seed 100000
    # the crew's model: the MCTS crew against the heuristic monsters, at the crew's turn starts
    python -m greenthings.bench bots-fit --games 300 --seed 20000 --crew mcts:sims=40 --phase crew-grab \
        --species awful-green-things

Plays the games (in heuristic self-play with a little noise for variety), records
the features of the positions and whether the crew won, and fits a logistic
regression (Newton's method, L2 1.0). Each game weighs the same in the fit
however many turns it lasted (a long game would otherwise outweigh a dozen
short ones). The held-out positions are whole games (every fifth seed) never
seen in the fit; their log-loss is printed for each species and with or
without the expansion, each game weighing the same. Prints the weights as a
dict. Needs numpy (the bench extra: pip install -e ".[bench]"); the game
itself never does.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import random

TURN_STARTS = ("crew-grab", "monster-grow")


def gen(job):
    """One game: (seed, [(features, crew won)]) at the turn starts in `phases`."""
    from greenthings.bots import make_bot
    from greenthings.bots.evaluate import FEATURES, features
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.engine import (
        Options, apply, game_result, has_escaped, legal_actions, new_state, pending, self_destruct_round,
    )
    seed, names, phases, species, *rest = job
    outside = bool(rest and rest[0])
    rng = random.Random(seed)
    bots = {side: None if name == "heuristic" else make_bot(name, seed * 2 + i)
            for i, (side, name) in enumerate(names.items())}
    # noise for variety only in heuristic self-play: against a search bot the heuristic
    # plays as the arena's opponent does
    self_play = all(b is None for b in bots.values())
    noise = {side: rng.choice([0.0, 0.03, 0.1]) if self_play else 0.0 for side in names}
    s, _ = new_state(seed, Options(species=species, outside=outside))
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


def fit(X, y, weight=None, l2=1.0, iters=40):
    """Logistic regression by Newton's method; `weight` per position (default 1)."""
    import numpy as np
    sw = np.ones(len(y)) if weight is None else weight
    w = np.zeros(X.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-np.clip(X @ w, -30, 30)))
        g = X.T @ (sw * (p - y)) + l2 * w
        H = (X * (sw * p * (1 - p))[:, None]).T @ X + l2 * np.eye(len(w))
        w -= np.linalg.solve(H, g)
    return w


def game_weights(games):
    """Each position's weight: every game weighs the mean game length in all."""
    import numpy as np
    _, inv, counts = np.unique(games, return_inverse=True, return_counts=True)
    return counts.mean() / counts[inv]


def log_loss(p, y, weight):
    import numpy as np
    p = np.clip(p, 1e-6, 1 - 1e-6)
    loss = -(y * np.log(p) + (1 - y) * np.log(1 - p))
    return float((loss * weight).sum() / weight.sum())


def main(argv: list[str] | None = None) -> int:
    import numpy as np

    from greenthings.bots.evaluate import FEATURES, WEIGHTS
    from greenthings.engine import SHIPPED_SPECIES
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench bots-fit", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400, help="games a species without the expansion")
    ap.add_argument("--outside-games", type=int, default=0, help="games a species with Outside the Znutar")
    ap.add_argument("--crew", default="heuristic")
    ap.add_argument("--monsters", default="heuristic")
    ap.add_argument("--seed", type=int, default=10_000, help="first game's seed")
    ap.add_argument("--phase", choices=TURN_STARTS, help="only positions at this turn start (default both)")
    ap.add_argument("--species", default=",".join(sp.id for sp in SHIPPED_SPECIES),
                    help="the monsters' species ids, comma-separated (default every shipped species)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    names = {"crew": args.crew, "monsters": args.monsters}
    phases = (args.phase,) if args.phase else TURN_STARTS
    cells = [(sp, outside, n) for sp in args.species.split(",")
             for outside, n in ((False, args.games), (True, args.outside_games)) if n > 0]
    jobs = [(args.seed + i, names, phases, sp, outside) for sp, outside, n in cells for i in range(n)]
    with mp.get_context("spawn").Pool(args.workers) as pool:
        games = pool.map(gen, jobs)
    X = np.array([r for _, rows in games for r, _ in rows])
    y = np.array([t for _, rows in games for _, t in rows])
    game = np.array([i for i, (_, rows) in enumerate(games) for _ in rows])
    cell = [f"{job[3]}{' +outside' if job[4] else ''}" for job in jobs]
    test = np.isin(game, [i for i, job in enumerate(jobs) if job[0] % 5 == 0])   # every fifth seed held out
    w = fit(X[~test], y[~test], game_weights(game[~test]))
    p = 1 / (1 + np.exp(-np.clip(X @ w, -30, 30)))
    weight = game_weights(game)
    print(f"{len(y)} positions from {len(games)} games, crew win rate {y.mean():.3f}; held-out log-loss "
          f"{log_loss(p[test], y[test], weight[test]):.4f}, accuracy {np.mean((p[test] > 0.5) == (y[test] > 0.5)):.3f}")
    side = "crew" if args.phase == "crew-grab" else "monsters"
    now = np.array([WEIGHTS[side][k] for k in FEATURES])
    p_now = 1 / (1 + np.exp(-np.clip(X @ now, -30, 30)))
    whose = {"crew": "the crew's", "monsters": "the monsters'"}[side]
    print(f"  ({whose} weights in use: held-out log-loss {log_loss(p_now[test], y[test], weight[test]):.4f})")
    for name in dict.fromkeys(cell):
        m = test & np.array([cell[g] == name for g in game])
        if m.any():
            print(f"  {name}: log-loss {log_loss(p[m], y[m], weight[m]):.4f} "
                  f"(in use {log_loss(p_now[m], y[m], weight[m]):.4f}), "
                  f"mean estimate {p[m].mean():.3f} against the crew's wins {y[m].mean():.3f}")
    w = fit(X, y, game_weights(game))
    print("{")
    for k, v in zip(FEATURES, w):
        print(f'    "{k}": {v:.4f},')
    print("}")
    return 0
