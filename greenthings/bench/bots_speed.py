"""Decision and turn times of a bot on this machine.

    python -m greenthings.bench bots-speed --bot mcts:normal --games 3
    python -m greenthings.bench bots-speed --bot mcts:normal,workers=2 --games 1
    python -m greenthings.bench bots-speed --bot mcts:hard --species obnoxious-orange-things --outside

Plays BOT (both sides, alternately) against the heuristic and prints the
median / 95th percentile / max time of one decision (searches only: forced
and cached moves are reported apart), the rollouts per search of a search
bot (and, with workers, in how many processes), and the max total for one
side's turn. A bot with workers starts its helpers before the game.
"""
from __future__ import annotations

import argparse
import statistics
import time

from greenthings.bots import make_bot
from greenthings.engine import Options, apply, legal_actions, new_state

from .game_args import add_game_args, game_name, game_options


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m greenthings.bench bots-speed", description=__doc__.split("\n\n")[0])
    ap.add_argument("--bot", default="mcts:normal")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--max-rounds", type=int, default=12)
    add_game_args(ap)
    args = ap.parse_args(argv)
    options = Options(**game_options(args))
    dec, quick, turns, sims, procs = [], [], [], [], []
    for g in range(args.games):
        side = "crew" if g % 2 == 0 else "monsters"
        bot, other = make_bot(args.bot, g), make_bot("heuristic", g)
        bot.start_helpers()
        s, _ = new_state(args.seed + g, options)
        turn_key, turn_t = None, 0.0
        while s.phase != "over" and s.round <= args.max_rounds:
            if s.to_play == side:
                n = len(legal_actions(s))
                t = time.perf_counter()
                a = bot.choose(s)
                dt = time.perf_counter() - t
                (dec if dt > 0.01 else quick).append(dt)
                if dt > 0.01 and getattr(bot, "last_stats", None):
                    sims.append(bot.last_stats["sims"])
                    procs.append(bot.last_stats["processes"])
                if n == 1:
                    assert dt < 0.01
                k = (s.round, side)
                if k != turn_key:
                    if turn_key is not None:
                        turns.append(turn_t)
                    turn_key, turn_t = k, 0.0
                turn_t += dt
            else:
                a = other.choose(s)
            apply(s, a)
        turns.append(turn_t)
        bot.close()
    dec.sort()
    print(f"{args.bot}, {game_name(args)}: {len(dec)} searching decisions, {len(quick)} instant (forced or cached)")
    if dec:
        p95 = dec[int(len(dec) * 0.95)]
        print(f"  decision median {statistics.median(dec):.3f}s, p95 {p95:.3f}s, max {dec[-1]:.3f}s")
    if sims:
        sims.sort()
        print(f"  rollouts per search: median {statistics.median(sims):.0f}, p10 {sims[len(sims) // 10]}, "
              f"p90 {sims[int(len(sims) * 0.9)]}; processes a search: mean {statistics.mean(procs):.2f}")
    print(f"  turn total median {statistics.median(turns):.2f}s, max {max(turns):.2f}s over {len(turns)} turns")
    return 0
