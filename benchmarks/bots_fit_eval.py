"""Fit the evaluation weights (greenthings/bots/evaluate.py) on self-play.

    /work/venv/bin/python benchmarks/bots_fit_eval.py --games 400

Plays heuristic-vs-heuristic games (with a little noise for variety), records
the features at the start of every turn and whether the crew won, and fits a
logistic regression (Newton's method, small L2). Prints the weights as a dict.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import random

import numpy as np


def gen(seed):
    from greenthings.bots.evaluate import FEATURES, features
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.engine import apply, legal_actions, new_state
    rng = random.Random(seed)
    noise = {"crew": rng.choice([0.0, 0.03, 0.1]), "monsters": rng.choice([0.0, 0.03, 0.1])}
    s, _ = new_state(seed)
    rows = []
    while s.phase != "over" and s.round <= 150:
        if s.phase in ("crew-grab", "monster-grow") and not s.pending and not s.escaped and s.self_destruct_at is None:
            f = features(s)
            rows.append([f[k] for k in FEATURES])
        side = s.to_play
        apply(s, heuristic_action(s, legal_actions(s), rng, noise[side]))
    if s.phase != "over" or s.result["winner"] is None:
        return []
    y = 1.0 if s.result["winner"] == "crew" else 0.0
    # thin out: one row in three
    return [(r, y) for r in rows[::3]]


def fit(X, y, l2=1e-3, iters=30):
    w = np.zeros(X.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-X @ w))
        g = X.T @ (p - y) + l2 * w
        H = (X * (p * (1 - p))[:, None]).T @ X + l2 * np.eye(len(w))
        w -= np.linalg.solve(H, g)
    return w


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    args = ap.parse_args()
    from greenthings.bots.evaluate import FEATURES
    with mp.get_context("spawn").Pool(2) as pool:
        data = [r for rows in pool.imap_unordered(gen, range(10_000, 10_000 + args.games)) for r in rows]
    X = np.array([r for r, _ in data])
    y = np.array([t for _, t in data])
    n = len(y)
    idx = np.random.default_rng(0).permutation(n)
    tr, te = idx[: int(n * 0.8)], idx[int(n * 0.8):]
    w = fit(X[tr], y[tr])
    p = 1 / (1 + np.exp(-X[te] @ w))
    ll = -np.mean(y[te] * np.log(p + 1e-9) + (1 - y[te]) * np.log(1 - p + 1e-9))
    acc = np.mean((p > 0.5) == (y[te] > 0.5))
    base = y.mean()
    print(f"{n} positions, crew win rate {base:.3f}; held-out log-loss {ll:.4f}, accuracy {acc:.3f}")
    w = fit(X, y)
    print("WEIGHTS = {")
    for k, v in zip(FEATURES, w):
        print(f'    "{k}": {v:.4f},')
    print("}")


if __name__ == "__main__":
    main()
