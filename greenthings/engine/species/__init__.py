"""The monster species: one module each, with its data (`Species`, `Stage`,
`Look`) and its rules (a `MonsterRules` in species/rules.py), registered by id.

    >>> from greenthings.engine.species import get
    >>> get("awful-green-things").stage("baby").plural
    'Babies'
    >>> get("awful-green-things").by_role("egg").name
    'Egg'

A new species is a module that builds a `Species` (with the rulebook's
`MonsterRules()`, or a subclass that overrides the hooks it changes) and
registers it: in shipped.py if it ships with the game, or on import of its
own module (see greenthings/devtools/test_species.py).

This package's own namespace holds only data and the registry: the rules
import the engine, and the engine's state imports this package.
"""
from __future__ import annotations

from .base import ROLES, Look, Species, Stage
from .registry import DEFAULT, SPECIES, get, register

__all__ = ["DEFAULT", "ROLES", "SPECIES", "Look", "Species", "Stage", "get", "register"]
