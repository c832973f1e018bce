"""What a game with Outside the Znutar keeps besides the base game's state:
the new units (Jet Suits, Cargo Movers, the Ook Soot) and who is in them,
the airlocks the bridge has closed, and where each boat is (rulebook "New
Units", "Airlock Control", "Ship's Boats"); and the decisions it owes:
the bridge's lock control and a launched boat's riders.

`State.outside` holds one `Outside` record when the option is on, None
otherwise; it is saved under the state's "outside" key (docs/save-format.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ..shipmap import ShipMap

JET_SUIT, CARGO_MOVER, OOK_SOOT = "jet-suit", "cargo-mover", "ook-soot"
# Where a boat is when it is not in a space area or its bay.
AWAY = "away"           # zoomed off after a rocket blast, or off picking up a drifting crewman
HOME = "home"           # left for home (its crew are on the Epilogue chart)


@dataclass(frozen=True, slots=True)
class UnitSpec:
    kind: str
    name: str
    count: int
    con: int            # constitution of the unit itself (the Soot: the Ook's, doubled)
    dice: int           # its own hand-to-hand dice (0: the occupant's)


# Rulebook "New Units".
UNIT_TABLE: tuple[UnitSpec, ...] = (
    UnitSpec(JET_SUIT, "Jet Suit", 8, 20, 1),
    UnitSpec(CARGO_MOVER, "Cargo Mover", 2, 40, 3),
    UnitSpec(OOK_SOOT, "Ook Soot", 1, 16, 0),
)
UNIT_SPECS = {u.kind: u for u in UNIT_TABLE}
SOOT_MOVE = 3           # "its movement is slowed to 3"


def unit_ids() -> tuple[str, ...]:
    """jet-suit-1 .. jet-suit-8, cargo-mover-1, cargo-mover-2, ook-soot."""
    return tuple(u.kind if u.count == 1 else f"{u.kind}-{i}" for u in UNIT_TABLE for i in range(1, u.count + 1))


def unit_kind(unit: str) -> str:
    return unit if unit == OOK_SOOT else unit.rsplit("-", 1)[0]


@dataclass(slots=True)
class Outside:
    units: dict[str, str | None]                          # unit id -> area (None: destroyed)
    occupants: dict[str, str] = field(default_factory=dict)   # unit id -> the crewman inside
    closed: set[str] = field(default_factory=set)          # airlock rooms whose lock is closed
    boat_at: dict[str, str] = field(default_factory=dict)  # boat id -> its bay, a space area, or AWAY
    boat_back: dict[str, int] = field(default_factory=dict)  # boat id (AWAY) -> the round it comes back
    adrift: dict[str, int] = field(default_factory=dict)   # crewman who missed a jump -> the round he fell
    rescuing: dict[str, str] = field(default_factory=dict)  # boat id (AWAY) -> the crewman it picks up
    abandoned: bool = False     # this crew turn began with no crewman aboard the Znutar (abandon.py)

    def copy(self) -> "Outside":
        return Outside(self.units.copy(), self.occupants.copy(), self.closed.copy(), self.boat_at.copy(),
                       self.boat_back.copy(), self.adrift.copy(), self.rescuing.copy(), self.abandoned)

    def unit_of(self, crew: str) -> str | None:
        """The unit a crewman is in, or None."""
        for u, c in self.occupants.items():
            if c == crew:
                return u
        return None

    def to_json(self) -> dict[str, Any]:
        return {"units": dict(self.units), "occupants": dict(self.occupants), "closed_locks": sorted(self.closed),
                "boats": dict(self.boat_at), "boats_back": dict(self.boat_back), "adrift": dict(self.adrift),
                "rescuing": dict(self.rescuing), "abandoned": self.abandoned}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Outside":
        return cls(dict(d["units"]), dict(d.get("occupants", {})), set(d.get("closed_locks", [])),
                   dict(d.get("boats", {})), dict(d.get("boats_back", {})), dict(d.get("adrift", {})),
                   dict(d.get("rescuing", {})), d.get("abandoned", False))


# ----- the decisions the expansion owes (State.pending) ----------------------------
@dataclass(slots=True)
class LockControl:
    """"Airlock Control": at the start of the monsters'
    turn the crewman on the bridge may open or close one airlock."""
    kind: ClassVar[str] = "lock"
    side: ClassVar[str] = "crew"
    crewman: str

    def copy(self) -> "LockControl":
        return LockControl(self.crewman)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "crewman": self.crewman}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "LockControl":
        return cls(d["crewman"])


@dataclass(slots=True)
class RiderChoice:
    """"Outside the Boats": a boat has left its bay; the
    monster player picks which Adults and Babies there ride out on it."""
    kind: ClassVar[str] = "riders"
    side: ClassVar[str] = "monsters"
    boat: str
    candidates: list[str]

    def copy(self) -> "RiderChoice":
        return RiderChoice(self.boat, self.candidates.copy())

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "boat": self.boat, "candidates": list(self.candidates)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "RiderChoice":
        return cls(d["boat"], list(d["candidates"]))


def new_outside(ship: ShipMap) -> Outside:
    """The start of a game with the expansion: the units where the spec's
    starting equipment puts them (the crew player does not place them), the
    boats in their bays, every airlock open."""
    from .places import layout
    lay = layout(ship)
    free = {u.kind: [uid for uid in unit_ids() if unit_kind(uid) == u.kind] for u in UNIT_TABLE}
    units: dict[str, str | None] = {}
    for area, kinds in lay.equipment.items():
        for kind in kinds:
            units[free[kind].pop(0)] = area
    left = [uid for ids in free.values() for uid in ids]
    if left:
        raise ValueError(f"{ship.source}: starting_equipment leaves {left} without a place")
    return Outside({u: units[u] for u in unit_ids()}, boat_at=dict(lay.boat_bay))
