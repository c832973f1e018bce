"""The species that ship with the game, registered when the engine is imported."""
from __future__ import annotations

from .awful_green_things import AWFUL_GREEN_THINGS
from .insidious_purple_things import INSIDIOUS_PURPLE_THINGS
from .obnoxious_orange_things import OBNOXIOUS_ORANGE_THINGS
from .registry import register

SHIPPED = (AWFUL_GREEN_THINGS, OBNOXIOUS_ORANGE_THINGS, INSIDIOUS_PURPLE_THINGS)

for _species in SHIPPED:
    register(_species)
