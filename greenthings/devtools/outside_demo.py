"""Positions of Outside the Znutar for the smoke test and the screenshots:
games played at random from fixed seeds, leaning towards the expansion's
actions (going out through the airlocks, suits and movers, boats launched),
until the skin and space are in play."""
from __future__ import annotations

import random
from typing import Callable

from greenthings.engine import boat_places, locations, outside_places, units

#: The expansion's moves the demo player takes when it can, most wanted first.
LEANINGS = ("enter-unit", "unit-move", "airlock", "boat-hatch", "boat-move", "ride", "jump", "lock")
AVOID = ("self-destruct", "board", "boat-home", "end-phase", "rocket-blast", "rescue")


def _outside_count(state) -> int:
    places = outside_places(state)
    if places is None:
        return 0
    out = set(places.ring) | set(places.skins_of)
    return sum(1 for a in locations(state).values() if a in out)


def _boat_out(state) -> bool:
    return any(not b.at.endswith("-bay") and b.at not in ("away", "home") for b in boat_places(state))


def outside_session(seed: int = 5, want_boat: bool = False, max_actions: int = 2500, tries: int = 30):
    """A hot-seat game with the expansion, played until several pieces are
    outside (and, with ``want_boat``, a boat is out in space); the first
    seed from ``seed`` on whose game gets there."""
    session = None
    for k in range(tries):
        session, ready = _played(seed + k, want_boat, max_actions)
        if ready:
            return session
    return session


def _played(seed: int, want_boat: bool, max_actions: int):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=seed, opponent="hotseat", expansions=("outside",)))
    rng = random.Random(seed)
    for _ in range(max_actions):
        s = session.state
        if s.phase in ("over", "epilogue"):
            break
        ready = _outside_count(s) >= 4 and any(u.occupant for u in units(s)) and (not want_boat or _boat_out(s))
        if ready and s.phase == "crew-move" and not s.pending:
            return session, True
        legal = session.legal_actions()
        leaning = [a for a in legal if a.type in LEANINGS and not (a.type == "lock" and a.choice != "keep")]
        if want_boat:  # crew into the boats and off
            boats = [a for a in legal if a.type in ("boat-hatch", "boat-move")]
            leaning = boats or leaning
        plain = [a for a in legal if a.type not in AVOID] or legal
        if leaning and rng.random() < 0.7:
            action = rng.choice(leaning)
        elif rng.random() < 0.12 and any(a.type == "end-phase" for a in legal):
            action = next(a for a in legal if a.type == "end-phase")
        else:
            action = rng.choice(plain)
        session.play(action)
    return session, False


def outside_scene_factories() -> list[tuple[str, Callable]]:
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    def board(ctx):
        return BoardScene(ctx, outside_session(), computer=InlinePlayer(None, 1))

    def boat(ctx):
        # Seed 24 is the first from 6 (where it once started) whose game gets a boat out; starting there
        # saves playing the eighteen before it, each time a test or the smoke test opens this board.
        return BoardScene(ctx, outside_session(seed=24, want_boat=True), computer=InlinePlayer(None, 1))

    return [("outside_board", board), ("outside_boat", boat)]
