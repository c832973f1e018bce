"""What the board shows on the expansions' own places (a Teleporter pad and
its charge), whoever stands there: each expansion on says it
(`Expansion.marked_places`)."""
from __future__ import annotations

from ..state import State


def place_marks(s: State) -> dict[str, tuple[str, ...]]:
    """Area -> the short labels the expansions on put there, in their
    registration order (empty without an expansion that marks places)."""
    out: dict[str, tuple[str, ...]] = {}
    for x in s.expansions:
        for area, label in x.marked_places(s).items():
            out[area] = (*out.get(area, ()), label)
    return out
