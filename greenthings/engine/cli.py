"""`python -m greenthings.engine`: play the game through files.

    new [--seed N] [--variant ...] [--mode survival] [--outside] -o STATE   a new game
    legal STATE                      the legal actions, one JSON object a line
    apply STATE ACTION [-o OUT]      ACTION is JSON ('{"type": "end-phase"}') or @file
    show STATE                       a readable summary

STATE files are game saves (docs/save-format.md): the seed, the actions so
far and the state they lead to. A bare state (format greenthings-state), for
instance one edited by hand to set up a position, is accepted too.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

from .actions import Action
from .game import Game
from .pieces import area_name, name
from .species import DEFAULT as DEFAULT_SPECIES, SPECIES
from .state import Options
from .tables import CHIT_NAMES


def _load(path: str) -> Game:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise SystemExit(f"error: cannot read {path}: {e.strerror}")
    except json.JSONDecodeError as e:
        raise SystemExit(f"error: {path} is not valid JSON: {e}")
    except (RecursionError, ValueError) as e:  # nested too deeply for json's parser; not UTF-8
        raise SystemExit(f"error: {path} is not a readable JSON file ({type(e).__name__})")
    try:
        return Game.from_json(data)
    except ValueError as e:
        raise SystemExit(f"error: {path}: {e}")


def write_json_atomic(path: str, data: dict) -> None:
    """Write to a temporary file in the same folder, then replace: a crash
    never leaves half a file."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def summary(g: Game) -> str:
    s = g.state
    lines = [f"Round {s.round}, phase {s.phase}, {s.to_play or 'nobody'} to play."]
    if s.result:
        r = s.result
        lines.append(f"Game over ({r.reason}): winner {r.winner}, score {r.score}.")
    for area in s.map.area_ids:
        crew = [name(s, c) + ("*" if c in s.stun else "") + (f" [{s.held[c]}]" if c in s.held else "")
                for c in s.crew_in(area)]
        mons = [name(s, m) + ("*" if m in s.stun else "") for m in s.monsters_in(area)]
        weps = s.weapons_in(area)
        if crew or mons or weps:
            lines.append(f"  {area_name(s, area)} ({area}): " + "; ".join(
                part for part in (", ".join(crew), ", ".join(mons), ("weapons: " + ", ".join(weps)) if weps else "")
                if part))
    if s.known:
        lines.append("Known effects: " + ", ".join(f"{k}={CHIT_NAMES[v]}" for k, v in sorted(s.known.items())))
    dead = [name(s, c) for c, st in s.status.items() if st == "dead"]
    if dead:
        lines.append("Dead: " + ", ".join(dead))
    if s.battle:
        lines.append(f"Open battle in {list(s.battle.zone)}: {[list(d) for d in s.battle.decl]}")
    if s.pending:
        lines.append(f"Pending: {s.pending[0].to_json()}")
    if s.self_destruct_at is not None:
        lines.append(f"Self-destruct at the end of round {s.self_destruct_at}.")
    if s.outside is not None:
        o = s.outside
        units = [f"{u}{'(' + name(s, o.occupants[u]) + ')' if u in o.occupants else ''} in {area_name(s, a)}"
                 for u, a in o.units.items() if a is not None]
        lines.append("Units: " + "; ".join(units))
        lines.append("Boats: " + ", ".join(f"{b} in {area_name(s, a)}" for b, a in o.boat_at.items()))
        if o.closed:
            lines.append("Closed airlocks: " + ", ".join(area_name(s, a) for a in sorted(o.closed)))
    for e in s.epilogue:
        lines.append(f"Boat {e.boat}: {[name(s, c) for c in e.crew]}, step {e.step}, {e.result or 'travelling'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m greenthings.engine", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    n = sub.add_parser("new", help="start a game")
    n.add_argument("--seed", type=int, default=None)
    n.add_argument("--mode", choices=("full", "survival"), default="full")
    n.add_argument("--comm-beamer-frequencies", action="store_true")
    n.add_argument("--extra-adult", action="store_true")
    n.add_argument("--species", default=DEFAULT_SPECIES, choices=tuple(SPECIES),
                   help="the monsters' species (default: %(default)s)")
    n.add_argument("--outside", action="store_true", help="play with the expansion Outside the Znutar")
    n.add_argument("-o", "--out", required=True)
    lg = sub.add_parser("legal", help="list legal actions")
    lg.add_argument("state")
    ap = sub.add_parser("apply", help="apply one action")
    ap.add_argument("state")
    ap.add_argument("action")
    ap.add_argument("-o", "--out", help="where to write the new state (default: STATE itself)")
    sh = sub.add_parser("show", help="summarise a state")
    sh.add_argument("state")
    args = p.parse_args(argv)

    if args.cmd == "new":
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
        g = Game.new(seed, Options(mode=args.mode, comm_beamer_frequencies=args.comm_beamer_frequencies,
                                   extra_adult=args.extra_adult, species=args.species,
                                   outside=args.outside))
        write_json_atomic(args.out, g.to_json())
        for e in g.start_events:
            print(e["text"])
        return 0
    g = _load(args.state)
    if args.cmd == "legal":
        for a in g.legal_actions():
            print(json.dumps(a.to_dict()))
        return 0
    if args.cmd == "show":
        print(summary(g))
        return 0
    raw = args.action
    try:
        if raw.startswith("@"):
            with open(raw[1:], encoding="utf-8") as f:
                raw = f.read()
        action = Action.from_dict(json.loads(raw))
        events = g.play(action)
    except (json.JSONDecodeError, ValueError, OSError, RecursionError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    write_json_atomic(args.out or args.state, g.to_json())
    for e in events:
        print(e["text"])
    return 0
