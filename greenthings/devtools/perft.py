"""Perft for the rules engine: how many legal actions, and how many leaves a
few actions deep, from a few fixed positions (as chess engines count move
trees). The counts pin move generation down while the engine is refactored;
tests/engine/test_perft.py holds them.

    python -m greenthings.devtools.perft            # the table the test records
    python -m greenthings.devtools.perft --divide monster-move 2

A position is reached by a seeded walk that picks among the legal actions
sorted by their fields, so it depends on which actions are legal, never on
the order the engine lists them in. Chance (dice, chit draws) follows each
state's own seeded dice, so every count is exact and repeatable.
"""
from __future__ import annotations

import argparse
import random
from typing import Callable

from greenthings.engine import Action, Options, State, apply, legal_actions, new_state


def canonical(actions: list[Action]) -> list[Action]:
    return sorted(actions, key=lambda a: tuple(f or "" for f in a))


def perft(s: State, depth: int) -> int:
    """Leaves `depth` actions deep (a finished game is a leaf wherever it ends)."""
    if depth == 0 or s.phase == "over":
        return 1
    acts = legal_actions(s)
    if depth == 1:
        return len(acts)
    total = 0
    for a in acts:
        child = s.clone()
        apply(child, a)
        total += perft(child, depth - 1)
    return total


def divide(s: State, depth: int) -> list[tuple[Action, int]]:
    """perft(depth - 1) under each legal action, to find where two counts part."""
    out = []
    for a in canonical(legal_actions(s)):
        child = s.clone()
        apply(child, a)
        out.append((a, perft(child, depth - 1)))
    return out


def walk(seed: int, until: Callable[[State], bool], options: Options | None = None, limit: int = 5000) -> State:
    """Play a new game by a seeded random pick among the sorted legal actions
    until `until(state)` holds."""
    s, _ = new_state(seed, options)
    rng = random.Random(seed)
    for _ in range(limit):
        if until(s):
            return s
        if s.phase == "over":
            break
        acts = canonical(legal_actions(s))
        apply(s, rng.choice(acts))
    raise RuntimeError(f"seed {seed}: no position found (phase {s.phase})")


def _attacks(s: State) -> int:
    return sum(a.type == "attack" for a in legal_actions(s))


def _movers(s: State) -> int:
    return len({a.piece for a in legal_actions(s) if a.type == "move"})


# name -> (how to reach it, depths counted)
POSITIONS: dict[str, tuple[Callable[[], State], tuple[int, ...]]] = {
    # The crew's first decision of a game, after a setup of seeded choices.
    **{f"discovery-seed{seed}": ((lambda seed=seed: walk(seed, lambda s: s.phase == "discovery")), (1, 2, 3))
       for seed in (1, 2, 3)},
    # The crew's posts, once the spare weapons are placed.
    "setup-crew-seed1": ((lambda: walk(1, lambda s: s.phase == "setup-crew")), (1, 2, 3, 4)),
    # A crew attack phase with several attacks on offer, mid-game.
    "crew-attack": ((lambda: walk(4, lambda s: s.phase == "crew-attack" and s.round >= 3 and _attacks(s) >= 4)),
                    (1, 2, 3)),
    # The crew's movement, where most actions are on offer.
    "crew-move": ((lambda: walk(7, lambda s: s.phase == "crew-move" and s.round >= 2)), (1, 2, 3)),
    # The monsters' movement with several monsters free to move.
    "monster-move": ((lambda: walk(5, lambda s: s.phase == "monster-move" and s.round >= 2 and _movers(s) >= 3)),
                     (1, 2, 3)),
    # A boat's journey home (Crew Survival gets there quickly): each choice to the end of the game.
    "epilogue": ((lambda: walk(6, lambda s: s.phase == "epilogue", Options(mode="survival"))), (1, 2, 3, 4)),
}


def counts(name: str) -> tuple[int, ...]:
    build, depths = POSITIONS[name]
    s = build()
    return tuple(perft(s, d) for d in depths)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.devtools.perft", description=__doc__.split("\n\n")[0])
    p.add_argument("--divide", nargs=2, metavar=("POSITION", "DEPTH"),
                   help="the count under each legal action of one position")
    args = p.parse_args(argv)
    if args.divide:
        name, depth = args.divide
        s = POSITIONS[name][0]()
        rows = divide(s, int(depth))
        for a, n in rows:
            print(f"{n:>10}  {a}")
        print(f"{sum(n for _, n in rows):>10}  total, {name} ({s.phase}, round {s.round}), depth {depth}")
        return 0
    for name, (build, depths) in POSITIONS.items():
        s = build()
        print(f"{name:<18} {s.phase:<14} round {s.round:<3} " +
              "  ".join(f"d{d}={perft(s, d)}" for d in depths))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
