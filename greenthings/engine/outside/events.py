"""The kinds of event Outside the Znutar adds to the catalogue (engine/events.py)."""
from __future__ import annotations

from enum import StrEnum

from ..events import register


class OutsideEv(StrEnum):
    ENTER_UNIT = register("enter-unit", "a crewman gets into a Jet Suit or a Cargo Mover", ("piece", "unit"))
    LEAVE_UNIT = register("leave-unit", "a crewman gets out of his unit", ("piece", "unit"))
    UNIT_DESTROYED = register("unit-destroyed", "a Jet Suit or Cargo Mover is wrecked", ("unit", "area"))
    SURVIVED = register("survived", "a crewman climbs out of his wrecked unit", ("piece",))
    ADRIFT = register("adrift", "a crewman misses a jump and drifts off into space", ("piece",))
    LOCK = register("lock", "an airlock is opened or closed, or left as it is", ("choice",), ("area", "piece"))
    LOCK_CONTROL = register("lock-control", "a crewman at the bridge may work the airlocks", ("piece",))
    BOAT = register("boat", "a boat out in space moves, docks or stays", ("boat",), ("frm", "to"))
    ROCKET_BLAST = register("rocket-blast", "a boat's rocket blast sweeps an area", ("area", "boat"))
    ABANDONED = register("abandoned", "no crewman is aboard the Znutar: the crew have abandoned ship")
