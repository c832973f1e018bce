"""A fingerprint of the game's behaviour: a hash of every action and event in
a fixed set of seeded bot games.

    python -m greenthings.devtools.fingerprint          # prints one hash per game

A refactor that must not change behaviour keeps these hashes identical
(tests/engine/test_fingerprint.py holds the recorded values).
"""
from __future__ import annotations

import hashlib
import json
import sys

# (seed, crew bot, monster bot): heuristic self-play and a small fixed-size
# search on each side, so the rules, the heuristic and the search all count.
# Random games reach the odd corners of the rules; the variants are on in some.
GAMES = (
    (1, "heuristic", "heuristic", {}),
    (2, "heuristic", "heuristic", {}),
    (3, "heuristic", "heuristic", {"extra_adult": True, "comm_beamer_frequencies": True}),
    (4, "mcts:sims=6", "heuristic", {}),
    (5, "heuristic", "mcts:sims=6", {}),
    (6, "mcts:sims=6", "heuristic", {"comm_beamer_frequencies": True}),
    (7, "heuristic", "mcts:sims=6", {"extra_adult": True}),
    (8, "random", "random", {}),
    (9, "random", "random", {"comm_beamer_frequencies": True}),
    (10, "heuristic", "heuristic", {"mode": "survival"}),
)
ROUND_CAP = 60


def fingerprint(seed: int, crew: str, monsters: str, options: dict | None = None,
                cap: int = ROUND_CAP) -> str:
    """Play one game and hash its start events, actions and events."""
    from greenthings.bots import make_bot
    from greenthings.engine import Options, apply, new_state
    bots = {"crew": make_bot(crew, seed * 2 + 1), "monsters": make_bot(monsters, seed * 2 + 2)}
    s, events = new_state(seed, Options(**(options or {})))
    h = hashlib.sha256()

    def feed(obj) -> None:
        h.update(json.dumps(obj, sort_keys=True, default=str).encode())

    feed(events)
    while s.phase != "over" and s.round <= cap:
        a = bots[s.to_play].choose(s, None)
        feed(a.to_dict())
        feed(apply(s, a))
    feed(s.to_json())
    return h.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    for game in GAMES:
        print(*game[:3], json.dumps(game[3]), fingerprint(*game))
    return 0


if __name__ == "__main__":
    sys.exit(main())
