"""The species a game may use, by id (`Options(species=...)`).

Species register themselves here: those that ship with the game from
`shipped.py` (imported by `greenthings.engine`), others from their own
module (a development species, a test). This module imports nothing of the
engine, so the game's state can look species up without an import cycle.
"""
from __future__ import annotations

from .base import Species
from .hooks import HINT_HOOKS, RULE_HOOKS, check_hooks

DEFAULT = "awful-green-things"
SPECIES: dict[str, Species] = {}


def register(species: Species) -> Species:
    """Make a species available as `Options(species=species.id)`, once its
    rules and hints objects are checked (ValueError: a hook missing, or a
    method that is no hook, species/hooks.py)."""
    check_hooks(species.id, species.rules, RULE_HOOKS, "rules")
    check_hooks(species.id, species.hints, HINT_HOOKS, "hints")
    SPECIES[species.id] = species
    return species


def get(species_id: str) -> Species:
    try:
        return SPECIES[species_id]
    except KeyError:
        raise ValueError(f"unknown monster species {species_id!r}: use one of {', '.join(SPECIES)}") from None
