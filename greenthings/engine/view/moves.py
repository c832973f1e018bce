"""Where a piece can get to in the rest of this phase: its legal moves
followed step by step on copies of the position, so every stop rule is the
engine's own (a piece that must stop somewhere stops there).  The board
lights a piece's whole reach from it and plays a far click as these moves."""
from __future__ import annotations

from ..actions import Action
from ..rules import apply, legal_actions
from ..state import State
from .pieces import locations

MAX_STEPS = 6  # more than any piece moves in a phase


def move_paths(state: State, piece: str) -> dict[str, tuple[Action, ...]]:
    """area -> the fewest legal moves of ``piece``, one after another, that
    end there (one move for the areas next to it)."""
    start = locations(state).get(piece)
    paths: dict[str, tuple[Action, ...]] = {}
    seen = {start}
    frontier: list[tuple[State, tuple[Action, ...]]] = [(state, ())]
    while frontier:
        following = []
        for position, path in frontier:
            for a in legal_actions(position):
                to = a.to
                if a.type != "move" or a.piece != piece or to in seen:
                    continue
                assert to is not None, a
                seen.add(to)
                paths[to] = path + (a,)
                if len(path) + 1 < MAX_STEPS:
                    further = position.clone()
                    apply(further, a)
                    following.append((further, path + (a,)))
        frontier = following
    return paths
