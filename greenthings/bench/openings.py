"""Find the opening book of the search's crew (greenthings/bots/openings.py):
the post each crewman takes at setup, for one ship, species and expansions.

    python -m greenthings.bench openings --species obnoxious-orange-things --games 300 --seed 400000

Heuristic self-play, the crew's posts changed one crewman at a time: every
post the rules offer a crewman (other than the one he now takes) is played on
the same `--games` seeds, and the best change is kept when it wins at least
`--margin` of the games more; then the next pass, up to `--passes`. The
choice is made on those seeds, so the book found is played again against
the heuristic's own posts on as many fresh seeds (`--seed` + 1,000,000) and
both rates are printed with 95% intervals, then the entry for openings.py.
It starts from the book's current entry (`--fresh`: from the rule alone).
"""
from __future__ import annotations

import argparse
import multiprocessing as mp

from .bots_tune import game
from greenthings.arena import wilson

HELD_OUT = 1_000_000    # the fresh seeds are this far on


def posts_offered(options: dict, book: dict[str, str]) -> tuple[dict[str, list[str]], dict[str, str]]:
    """crewman -> every area the setup offers him (the rules' list), and
    crewman -> the post he takes with this book (the rule places the rest)."""
    import dataclasses
    from greenthings.bots.heuristic import DEFAULT_PARAMS, heuristic_action
    from greenthings.bots.heuristic.crew_setup import CREW_SETUP
    from greenthings.engine import Options, apply, legal_actions, new_state
    s, _ = new_state(0, Options(**options))
    params = dataclasses.replace(DEFAULT_PARAMS, posts=tuple(sorted(book.items())))
    offered: dict[str, list[str]] = {}
    taken: dict[str, str] = {}
    while s.phase in CREW_SETUP:
        acts = legal_actions(s)
        for a in acts:
            if a.type == "place-crew" and a.to not in offered.setdefault(a.piece, []):
                offered[a.piece].append(a.to)
        a = heuristic_action(s, acts, params=params)
        if a.type == "place-crew":
            taken[a.piece] = a.to
        apply(s, a)
    return offered, taken


def wins(pool, posts: dict[str, str], seeds: range, options: dict) -> float:
    """The crew's wins (a draw counts half) with these posts, heuristic on both sides."""
    jobs = [(seed, {"posts": tuple(sorted(posts.items()))}, None, options) for seed in seeds]
    results = pool.map(game, jobs) if pool is not None else [game(j) for j in jobs]
    return sum(1.0 if w == "crew" else 0.5 if w is None and r != "cap" else 0.0 for w, r, _ in results)


def search(pool, options: dict, start: dict[str, str], seeds: range, passes: int, margin: float, log=print):
    book = dict(start)
    now = wins(pool, book, seeds, options)
    log(f"start {book}: {now:g}/{len(seeds)}")
    for k in range(passes):
        offered, taken = posts_offered(options, book)
        best, best_w = None, now
        for c, areas in sorted(offered.items()):
            for area in areas:
                if taken.get(c) == area:
                    continue
                trial = {**book, c: area}
                w = wins(pool, trial, seeds, options)
                log(f"  pass {k + 1}: {c} -> {area}: {w:g}")
                if w > best_w:
                    best, best_w = trial, w
        if best is None or best_w - now < margin * len(seeds):
            log(f"pass {k + 1}: no change wins {margin:.0%} of the games more; stop")
            break
        book, now = best, best_w
        log(f"pass {k + 1}: keep {book}: {now:g}/{len(seeds)}")
    return book


def main(argv: list[str] | None = None) -> int:
    from greenthings.bots.openings import POSTS, book_key
    from greenthings.engine import Options, new_state
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench openings", description=__doc__.split("\n\n")[0])
    ap.add_argument("--species", default="awful-green-things")
    ap.add_argument("--map", default="znutar")
    ap.add_argument("--outside", action="store_true", help="with the expansion Outside the Znutar")
    ap.add_argument("--games", type=int, default=300, help="games a candidate (the same seeds for each)")
    ap.add_argument("--seed", type=int, default=400000)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--margin", type=float, default=0.02, help="share of the games a change must win more")
    ap.add_argument("--fresh", action="store_true", help="start from the rule, not the book's entry")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    options = {"species": args.species, "map": args.map, "outside": args.outside}
    key = book_key(new_state(0, Options(**options))[0])
    start = {} if args.fresh else dict(POSTS.get(key, {}))
    seeds = range(args.seed, args.seed + args.games)
    pool = mp.get_context("spawn").Pool(args.workers) if args.workers > 1 else None
    try:
        book = search(pool, options, start, seeds, args.passes, args.margin)
        fresh = range(args.seed + HELD_OUT, args.seed + HELD_OUT + args.games)
        n = len(fresh)
        w_book, w_rule = wins(pool, book, fresh, options), wins(pool, {}, fresh, options)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    lo, hi = wilson(int(w_book), n)
    lo0, hi0 = wilson(int(w_rule), n)
    print(f"fresh seeds {fresh.start}-{fresh.stop - 1}: crew wins with the book {w_book:g}/{n} "
          f"({100 * lo:.1f}-{100 * hi:.1f}%), with the rule's posts {w_rule:g}/{n} ({100 * lo0:.1f}-{100 * hi0:.1f}%)")
    print(f"    {key!r}: {{")
    for c, area in sorted(book.items()):
        print(f'        "{c}": "{area}",')
    print("    },")
    return 0
