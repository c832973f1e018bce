"""What the computer players may want to know of a species beyond its data:
judgements, never rules (the engine does not ask them). A species whose
rules make these differ gives its `Species` a `Hints` subclass; the bots
read them through the read API (`expected_laid`, `expected_fragments`).

This module imports nothing of the engine.
"""
from __future__ import annotations

from typing import Any


class Hints:
    """The rulebook's monsters: one counter laid each, a die of the
    species' fragment stage from 1 Die Fragments."""

    def expected_laid(self, species: Any, stage: str, layers: int = 1) -> float:
        """How many counters `layers` monsters of `stage` lay on average in
        the Grow phase."""
        return float(layers)

    def expected_fragments(self, species: Any, stage: str) -> dict[str, float]:
        """What 1 Die Fragments leaves of a monster of `stage` on average:
        stage id -> counters."""
        frag = species.fragment_stage
        return {frag: 3.5} if frag else {}
