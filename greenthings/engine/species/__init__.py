"""The monster species: one module each, with its data (`Species`, `Stage`,
`Look`), its rules (a `MonsterRules` in species/rules.py) and its hints for
the computer players (`Hints`, species/hints.py), registered by id.

    >>> from greenthings.engine.species import get
    >>> get("awful-green-things").stage("baby").plural
    'Babies'
    >>> get("awful-green-things").by_role("egg").name
    'Egg'

A new species is a module that builds a `Species` (with the rulebook's
`MonsterRules()`, or a subclass that overrides the hooks it changes) and
registers it: in shipped.py if it ships with the game, or on import of its
own module (see greenthings/devtools/toy_species.py). `register` checks its
rules and hints against the catalogue of hooks (hooks.py). A species module
reaches the engine through toolkit.py only.

This package's own namespace holds only data, the catalogue and the
registry, none of which imports the engine: the rules import the engine, and
the engine's state imports this package.
"""
from __future__ import annotations

from .base import ROLES, Look, RulesNote, Species, Stage
from .hints import Hints
from .registry import DEFAULT, SPECIES, get, register

__all__ = ["DEFAULT", "ROLES", "SPECIES", "Hints", "Look", "RulesNote", "Species", "Stage", "get", "register"]
