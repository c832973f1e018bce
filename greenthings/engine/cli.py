"""`python -m greenthings.engine`: play the game through files.

    new [--seed N] [--variant ...] [--mode survival] [--species ID] [--map NAME] [--EXPANSION] -o STATE
                                     a new game (--map: a map of maps/, default znutar;
                                     --EXPANSION: with an expansion, by its option name:
                                     `new --help` lists those registered)
    legal STATE                      the legal actions, one JSON object a line
    apply STATE ACTION [-o OUT]      ACTION is JSON ('{"type": "end-phase"}') or @file
    show STATE                       a readable summary

Any error is one line "error: ..." on stderr and exit status 1 (a file that
cannot be read or written), 2 (a command line or an action that cannot be
used) or 3 (a bug). Only regular files are read (of at most MAX_FILE_BYTES)
or written: never a folder, a FIFO or a device.

STATE files are game saves (docs/save-format.md): the seed, the actions so
far and the state they lead to. A bare state (format greenthings-state), for
instance one edited by hand to set up a position, is accepted too.
"""
from __future__ import annotations

import argparse
import functools
import json
import os
import stat
import sys
import tempfile
from typing import Any, NoReturn

from .expansion import EXPANSIONS
from .game import Game
from .pieces import area_name, name
from .map_files import DEFAULT_MAP, map_names
from .species import DEFAULT as DEFAULT_SPECIES, SPECIES
from .state import Options
from .tables import CHIT_NAMES

MAX_FILE_BYTES = 64 * 1024 * 1024   # a long game's save is under a megabyte; more is not a save
MAX_MESSAGE = 500                   # characters of an error line


class CliError(Exception):
    """What went wrong, said in one line (`main` prints it after 'error: '),
    and the exit status: 1 for a file that cannot be read or written, 2 for a
    command line or an action that cannot be used."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


def read_file(path: str, what: str = "file") -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES: a folder, a
    FIFO or a device (/dev/zero) is refused before it is opened, so reading
    can neither block nor run without end."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise CliError(f"{path}: not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise CliError(f"{path}: {info.st_size} bytes is too big for a {what} (at most {MAX_FILE_BYTES})")
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise CliError(f"cannot read {path}: {e.strerror or e}") from None
    if len(data) > MAX_FILE_BYTES:
        raise CliError(f"{path}: too big for a {what} (at most {MAX_FILE_BYTES} bytes)")
    return data


def _parse(data: bytes, path: str, status: int = 1) -> Any:
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise CliError(f"{path} is not UTF-8 text", status) from None
    except json.JSONDecodeError as e:
        raise CliError(f"{path} is not valid JSON: {e}", status) from None
    except RecursionError:          # nested too deeply for json's parser
        raise CliError(f"{path} is not a readable JSON file (nested too deeply)", status) from None


def _load(path: str) -> Game:
    data = _parse(read_file(path, "save"), path)
    try:
        return Game.from_json(data)
    except ValueError as e:
        raise CliError(f"{path}: {e}") from None


def write_json_atomic(path: str, data: dict[str, Any]) -> None:
    """Write to a temporary file in the same folder, then replace: a crash
    never leaves half a file. Only a regular file (or a new one) is written:
    a folder, a device or a FIFO named as the output is refused."""
    try:
        if os.path.lexists(path) and not stat.S_ISREG(os.stat(path).st_mode):
            raise CliError(f"cannot write {path}: not a regular file")
        folder = os.path.dirname(os.path.abspath(path))
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
    except OSError as e:
        raise CliError(f"cannot write {path}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise CliError(f"cannot write {path}: {e.strerror or e}") from None
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
    for x in s.expansions:
        lines.extend(x.describe(s))
    for e in s.epilogue:
        lines.append(f"Boat {e.boat}: {[name(s, c) for c in e.crew]}, step {e.step}, {e.result or 'travelling'}")
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:      # one 'error:' line, as for every other error
        raise CliError(f"{message} (see {self.prog} --help)", 2)


def main(argv: list[str] | None = None) -> int:
    """Run the command; any error is one line 'error: ...' on stderr and a
    non-zero exit status (CliError.status)."""
    try:
        return _run(_parser().parse_args(argv))
    except CliError as e:
        return _fail(e)
    except BrokenPipeError:         # the reader stopped early (`legal STATE | head -1`): nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # so the exit's flush is quiet too
        return 0
    except Exception as e:          # a bug: still one line, naming what broke, for the report
        return _fail(CliError(f"internal error, please report it: {type(e).__name__}: {e}", 3))


def _fail(e: CliError) -> int:
    text = " ".join(str(e).split())
    if len(text) > MAX_MESSAGE:
        text = text[:MAX_MESSAGE] + "..."
    # A file's text may hold NULs and lone surrogates ("\ud800" in JSON): written as escapes.
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    print(f"error: {text}", file=sys.stderr)
    return e.status


def _parser() -> argparse.ArgumentParser:
    """The command line, offering the species and expansions registered and the maps in maps/ now."""
    return _build_parser(tuple(SPECIES), tuple(map_names()), tuple((x.option, x.title) for x in EXPANSIONS.values()))


@functools.lru_cache(maxsize=4)        # built once per offer: argparse takes milliseconds to build it
def _build_parser(species: tuple[str, ...], maps: tuple[str, ...],
                  expansions: tuple[tuple[str, str], ...]) -> argparse.ArgumentParser:
    p = _Parser(prog="python -m greenthings.engine", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True, parser_class=_Parser)
    n = sub.add_parser("new", help="start a game")
    n.add_argument("--seed", type=int, default=None)
    n.add_argument("--mode", choices=("full", "survival"), default="full")
    n.add_argument("--comm-beamer-frequencies", action="store_true")
    n.add_argument("--extra-adult", action="store_true")
    n.add_argument("--species", default=DEFAULT_SPECIES, choices=species,
                   help="the monsters' species (default: %(default)s)")
    n.add_argument("--map", default=DEFAULT_MAP, choices=maps, help="the ship: a map of maps/ (default: %(default)s)")
    for option, title in expansions:
        n.add_argument(f"--{option.replace('_', '-')}", dest=f"x_{option}", action="store_true",
                       help=f"play with the expansion {title}")
    n.add_argument("-o", "--out", required=True)
    lg = sub.add_parser("legal", help="list legal actions")
    lg.add_argument("state")
    ap = sub.add_parser("apply", help="apply one action")
    ap.add_argument("state")
    ap.add_argument("action")
    ap.add_argument("-o", "--out", help="where to write the new state (default: STATE itself)")
    sh = sub.add_parser("show", help="summarise a state")
    sh.add_argument("state")
    return p


def _run(args: argparse.Namespace) -> int:
    if args.cmd == "new":
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
        g = Game.new(seed, Options(mode=args.mode, comm_beamer_frequencies=args.comm_beamer_frequencies,
                                   extra_adult=args.extra_adult, species=args.species, map=args.map,
                                   expansions={x for x in EXPANSIONS if getattr(args, f"x_{x}", False)}))
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
    if raw.startswith("@"):
        action = _parse(read_file(raw[1:], "action"), raw[1:])
    else:
        action = _parse(raw.encode("utf-8", "replace"), "the action", status=2)
    try:
        events = g.play(action)
    except ValueError as e:         # IllegalActionError: not an action, or not legal here
        raise CliError(str(e), 2) from None
    write_json_atomic(args.out or args.state, g.to_json())
    for ev in events:
        print(ev["text"])
    return 0
