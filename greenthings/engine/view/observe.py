"""What one side may know of a game: its observation.

The Awful Green Things is a game of open information: both sides see every
counter, every weapon and every effect learned. What neither side may know is
the future: the game's dice (its seed and how far they have rolled) and the
order of the chits in the cup. An observation is the state's JSON form with
those taken out, so it can be sent to another process (the bots' worker, or
any other client) and loaded there with `load_state` without handing over
what comes next.
"""
from __future__ import annotations

from typing import Any

from ..state import State
from ..tables import CHIT_RANK, CREW, MONSTERS

# The dice an observation carries: a fixed, public seed. Whoever loads an
# observation must bring dice of their own for anything they simulate.
NO_DICE = {"seed": 0, "draws": 0}


def observe(s: State, side: str) -> dict[str, Any]:
    """The game as `side` ("crew" or "monsters") may know it, in the state's
    JSON form (docs/save-format.md) with no seed, no draw count and the cup in
    the chit table's order. Loading it gives a state that plays the same moves
    for a bot (bots search with dice of their own) but cannot foretell a roll."""
    if side not in (CREW, MONSTERS):
        raise ValueError(f"side must be {CREW!r} or {MONSTERS!r}, not {str(side)[:20]!r}")
    d: dict[str, Any] = s.to_json()
    d["rng"] = dict(NO_DICE)
    # The engine keeps the cup in table order already; sorting again keeps
    # the promise even for a state built by hand.
    d["cup"] = sorted(d["cup"], key=CHIT_RANK.__getitem__)
    return d
