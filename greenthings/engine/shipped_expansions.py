"""The expansions that ship with the game, registered when the engine is
imported, as species/shipped.py lists the species. This list is the one
place outside an expansion's own package that names it; the core reaches an
expansion only through the hooks (expansion.py, hooks.py)."""
from __future__ import annotations

from .expansion import Expansion
from .outside.expansion import OUTSIDE  # importing it registers it

SHIPPED: tuple[Expansion, ...] = (OUTSIDE,)
