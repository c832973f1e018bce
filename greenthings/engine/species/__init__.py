"""The monster species, one module each, registered by id.

    >>> from greenthings.engine.species import get
    >>> get("awful-green-things").stage("baby").plural
    'Babies'

A new species is a module that builds a `Species` and calls `register`
here (or in a test, to try a species without shipping it).
"""
from __future__ import annotations

from .awful_green_things import AWFUL_GREEN_THINGS
from .base import ROLES, Look, Species, Stage

DEFAULT = AWFUL_GREEN_THINGS.id
SPECIES: dict[str, Species] = {}


def register(species: Species) -> Species:
    """Make a species available as `Options(species=species.id)`."""
    SPECIES[species.id] = species
    return species


def get(species_id: str) -> Species:
    try:
        return SPECIES[species_id]
    except KeyError:
        raise ValueError(f"unknown monster species {species_id!r}: use one of {', '.join(SPECIES)}") from None


register(AWFUL_GREEN_THINGS)

__all__ = ["DEFAULT", "ROLES", "SPECIES", "Look", "Species", "Stage", "get", "register"]
