"""The game a bot benchmark plays: `--species` and `--outside`, as keywords
for `Options` and as words for its printout."""
from __future__ import annotations

import argparse


def add_game_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--species", default="awful-green-things", help="the monsters' species")
    ap.add_argument("--outside", action="store_true", help="with the expansion Outside the Znutar")


def game_options(args: argparse.Namespace) -> dict:
    """The `Options` keywords (a dict, so that pool workers can be sent it)."""
    return {"species": args.species, "outside": args.outside}


def game_name(args: argparse.Namespace) -> str:
    return args.species + (" with Outside the Znutar" if args.outside else "")
