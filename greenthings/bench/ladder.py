"""The bots' ladder: a round robin of every bot against every other, on both sides.

    python -m greenthings.bench ladder                       # random, heuristic, Easy, Normal, Hard
    python -m greenthings.bench ladder --games 40 --sims 10,40,160 --workers 16 --out games.jsonl
    python -m greenthings.bench ladder --from games.jsonl --png ladder.png   # table and picture again

Each bot plays the crew against each bot playing the monsters (itself
included) on the same seeds, so a cell is one (crew, monsters) pairing and
the table is read "the row's crew against the column's monsters". Cells give
the crew's win rate with its Wilson 95% interval; the monsters' rate is what
is left once draws and games stopped at the round cap are taken off. `--sims`
replaces the levels' time budgets by fixed rollout counts (Easy, Normal,
Hard), so a run does not depend on the machine's load. The check at the end
says whether each level beats the one below it by 10 points on each side
against each common opponent. The picture is drawn with pygame-ce (headless);
without pygame only the table is printed.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
import time

from greenthings.arena import DEFAULT_MAP, DEFAULT_SPECIES, ROUND_CAP, play_game, wilson

LEVELS = ("random", "heuristic", "mcts:easy", "mcts:normal", "mcts:hard")
MARGIN = 0.10       # a level should beat the one below it by this much


def fixed(bot: str, sims: dict[str, int]) -> str:
    """The fixed-rollout stand-in for a level (the level's own knobs, its
    budget replaced by `sims=N` rollouts a search), or the bot itself."""
    if bot in sims:
        return f"{bot},sims={sims[bot]}"
    return bot


def jobs_for(bots, games, seed, species, outside, cap, sims, map_name=DEFAULT_MAP):
    jobs = []
    for sp in species:
        for i in range(games):
            for c in bots:
                for m in bots:
                    jobs.append({"seed": seed + i, "crew": fixed(c, sims), "monsters": fixed(m, sims), "cap": cap,
                                 "species": sp, "map": map_name, "outside": outside, "label": [c, m]})
    return jobs


def _play(job):
    r = play_game(job)
    r.update(label=job["label"], species=job["species"], map=job["map"], outside=job["outside"])
    return r


def table(results: list[dict], bots: list[str], species: str) -> dict:
    """(crew, monsters) -> {games, crew_wins, monster_wins, capped, rate, ci}."""
    cells = {}
    for c in bots:
        for m in bots:
            rs = [r for r in results if r["label"] == [c, m] and r["species"] == species]
            n = len(rs)
            cw = sum(r["winner"] == "crew" for r in rs)
            cells[(c, m)] = {"games": n, "crew_wins": cw, "monster_wins": sum(r["winner"] == "monsters" for r in rs),
                             "capped": sum(r["capped"] for r in rs), "rate": cw / n if n else 0.0, "ci": wilson(cw, n)}
    return cells


def ordering(cells: dict, bots: list[str]) -> tuple[list[str], int]:
    """Where a level fails to beat the one below it by MARGIN, on either side,
    against a common opponent (every bot of the table); and how many such
    comparisons cannot show it, the lower level already within MARGIN of a
    clean sweep."""
    bad, saturated = [], 0
    for lo, hi in zip(bots, bots[1:]):
        for o in bots:
            a, b = cells[(hi, o)], cells[(lo, o)]
            if a["games"] and b["games"]:
                if b["rate"] > 1 - MARGIN:
                    saturated += 1
                elif a["rate"] - b["rate"] < MARGIN:
                    bad.append(f"as crew against monsters {short(o)}: {short(hi)} {a['rate']:.0%}, "
                               f"{short(lo)} {b['rate']:.0%}")
            a, b = cells[(o, hi)], cells[(o, lo)]
            if a["games"] and b["games"]:
                if b["rate"] < MARGIN:
                    saturated += 1
                elif b["rate"] - a["rate"] < MARGIN:
                    bad.append(f"as monsters against crew {short(o)}: crew wins {a['rate']:.0%} against "
                               f"{short(hi)}, {b['rate']:.0%} against {short(lo)}")
    return bad, saturated


def short(bot: str) -> str:
    return bot.replace("mcts:", "")


def print_table(cells, bots, title) -> None:
    w = 19
    print(title)
    print("crew \\ monsters".ljust(12) + "".join(short(m).rjust(w) for m in bots))
    for c in bots:
        row = short(c).ljust(12)
        for m in bots:
            x = cells[(c, m)]
            lo, hi = x["ci"]
            row += (f"{x['rate']:4.0%} [{lo:3.0%}-{hi:3.0%}] n{x['games']}" if x["games"] else "-").rjust(w)
        print(row)
    caps = sum(x["capped"] for x in cells.values())
    print(f"games stopped at the round cap: {caps}")


def draw_png(path: str, sheets: list[tuple[str, dict]], bots: list[str]) -> bool:
    """One table per species, the crew's win rate shaded (green: the crew
    win, red: the monsters); False when pygame is not installed."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        return False
    pygame.font.init()
    font, small = pygame.font.Font(None, 26), pygame.font.Font(None, 20)
    cw, ch, left, top = 150, 54, 130, 70
    sheet_h = top + ch * len(bots) + 40
    width = max([left + cw * len(bots) + 20] + [font.size(title)[0] + 20 for title, _ in sheets])
    surf = pygame.Surface((width, sheet_h * len(sheets)))
    surf.fill((250, 250, 245))
    for k, (title, cells) in enumerate(sheets):
        y0 = k * sheet_h
        surf.blit(font.render(title, True, (20, 20, 20)), (10, y0 + 8))
        surf.blit(small.render("crew (rows) vs monsters (columns): crew win rate, 95% interval", True, (80, 80, 80)),
                  (10, y0 + 32))
        for j, m in enumerate(bots):
            surf.blit(small.render(short(m), True, (20, 20, 20)), (left + j * cw + 8, y0 + top - 18))
        for i, c in enumerate(bots):
            y = y0 + top + i * ch
            surf.blit(small.render(short(c), True, (20, 20, 20)), (10, y + ch // 2 - 8))
            for j, m in enumerate(bots):
                x = cells[(c, m)]
                r = pygame.Rect(left + j * cw, y, cw - 4, ch - 4)
                if not x["games"]:
                    pygame.draw.rect(surf, (220, 220, 220), r)
                    continue
                p = x["rate"]
                pygame.draw.rect(surf, (int(230 - 150 * p), int(110 + 120 * p), 110), r)
                lo, hi = x["ci"]
                surf.blit(font.render(f"{p:.0%}", True, (0, 0, 0)), (r.x + 6, r.y + 4))
                surf.blit(small.render(f"{lo:.0%}-{hi:.0%}  n={x['games']}", True, (0, 0, 0)), (r.x + 6, r.y + 28))
    pygame.image.save(surf, path)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench ladder", description=__doc__.split("\n\n")[0])
    ap.add_argument("--bots", default=",".join(LEVELS), help="comma-separated, weakest first")
    ap.add_argument("--games", type=int, default=10, help="seeds per (crew, monsters) pairing")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--species", default=DEFAULT_SPECIES, help="comma-separated species, or 'all'")
    ap.add_argument("--map", default=DEFAULT_MAP, help="the ship: a map of maps/ (default: %(default)s)")
    ap.add_argument("--outside", action="store_true", help="with the expansion Outside the Znutar")
    ap.add_argument("--sims", default=None,
                    help="fixed rollouts a search for Easy,Normal,Hard (e.g. 10,40,160) instead of their time budgets")
    ap.add_argument("--cap", type=int, default=ROUND_CAP)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default=None, help="append each game's result to this JSON-lines file as it finishes")
    ap.add_argument("--from", dest="from_", default=None, help="draw the table from a JSON-lines file, play nothing")
    ap.add_argument("--png", default="ladder.png", help="the picture ('' for none)")
    args = ap.parse_args(argv)
    from greenthings.engine import SPECIES, map_names
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    species = list(SPECIES) if args.species == "all" else [x.strip() for x in args.species.split(",")]
    for sp in species:
        if sp not in SPECIES:
            ap.error(f"unknown species {sp!r}: use one of {', '.join(SPECIES)}")
    if args.map not in map_names():
        ap.error(f"unknown map {args.map!r}: use one of {', '.join(map_names())}")
    sims = {}
    if args.sims:
        n = [int(x) for x in args.sims.split(",")]
        if len(n) != 3:
            ap.error("--sims takes three numbers: Easy,Normal,Hard")
        sims = dict(zip(("mcts:easy", "mcts:normal", "mcts:hard"), n))
    t0 = time.time()
    if args.from_:
        with open(args.from_) as f:
            results = [json.loads(line) for line in f if line.strip()]
        bots = [b for b in bots if any(b in r["label"] for r in results)]
        species = [sp for sp in species if any(r["species"] == sp for r in results)]
    else:
        jobs = jobs_for(bots, args.games, args.seed, species, args.outside, args.cap, sims, args.map)
        results = []
        out = open(args.out, "a") if args.out else None
        try:
            if args.workers > 1:
                with mp.get_context("spawn").Pool(args.workers) as pool:
                    for r in pool.imap_unordered(_play, jobs):
                        results.append(r)
                        if out:
                            out.write(json.dumps(r) + "\n")
                            out.flush()
            else:
                for j in jobs:
                    results.append(_play(j))
                    if out:
                        out.write(json.dumps(results[-1]) + "\n")
                        out.flush()
        finally:
            if out:
                out.close()
    sheets = []
    for sp in species:
        cells = table(results, bots, sp)
        title = sp + (f", map {args.map}" if args.map != DEFAULT_MAP else "")
        title += ", Outside the Znutar" if args.outside or any(r["outside"] for r in results) else ""
        played = {}
        for r in results:
            played.update(zip(r["label"], (r["crew"], r["monsters"])))
        stand_ins = [f"{short(b)} = {played[b]}" for b in bots if played.get(b, b) != b]
        if stand_ins:
            title += " (" + "; ".join(stand_ins) + ")"
        print_table(cells, bots, title)
        bad, saturated = ordering(cells, bots)
        print("levels ordered (each beats the one below by 10 points on each side): " + ("yes" if not bad else "no")
              + f" ({saturated} comparisons cannot show it: the lower level already within 10 points of a sweep)")
        for b in bad:
            print("  short: " + b)
        sheets.append((title, cells))
    if args.png:
        drawn = draw_png(args.png, sheets, bots)
        print(f"picture: {args.png}" if drawn else "picture: pygame not installed, none drawn")
    print(f"{len(results)} games, wall time {time.time() - t0:.1f}s on {args.workers} worker(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
