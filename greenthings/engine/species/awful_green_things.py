"""The Awful Green Things: the rulebook's own monsters and the default species."""
from __future__ import annotations

from .base import Look, Species, Stage
from .rules import MonsterRules

# Stats per rules-clarifications.md "Counters"; growth and shrink per the
# rulebook's "Grow" and "Shrink"; box counts per "Running out of counters".
AWFUL_GREEN_THINGS = Species(
    id="awful-green-things",
    name="Awful Green Things",
    description="The rulebook's monsters: Eggs hatch, Babies grow, Adults lay more Eggs.",
    stages=(
        Stage("adult", "Adult", "Adults", "A", "adult", 2, 16, 4, 12, None, "baby", lays="egg", value=10.0),
        Stage("baby", "Baby", "Babies", "B", "young", 1, 12, 2, 18, "adult", "egg", value=6.0),
        Stage("egg", "Egg", "Eggs", "E", "egg", 0, 5, 0, 19, "baby", None, value=2.0),
        Stage("fragment", "Fragment", "Fragments", "F", "fragment", 0, 8, 1, 22, "baby", "egg", value=3.0),
    ),
    # Rulebook, "Initial Monster Population".
    population={
        1: {"egg": 6, "baby": 4, "adult": 2},
        2: {"egg": 6, "baby": 3, "adult": 3},
        3: {"egg": 5, "baby": 4, "adult": 3},
        4: {"egg": 4, "baby": 4, "adult": 4},
        5: {"egg": 2, "baby": 5, "adult": 4},
        6: {"egg": 1, "baby": 6, "adult": 4},
    },
    fragment_stage="fragment",
    look=Look(colour=(86, 196, 74), marking="plain"),
    rules=MonsterRules(),     # the rulebook's, unchanged
)
