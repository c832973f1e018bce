"""The invariants of the expansion's record (validate.check_invariants runs
them): every unit counted once and somewhere it can be, occupants aboard and
in their unit's area, boats in their bay, a space area or away."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..tables import CREW_BY_ID
from .places import BOAT, BOAT_OUTSIDE, SKIN, SPACE, area_of, layout
from .record import AWAY, CARGO_MOVER, HOME, JET_SUIT, OOK_SOOT, LockControl, RiderChoice, unit_ids, unit_kind

if TYPE_CHECKING:
    from ..state import State

Expect = Callable[[bool, str], None]     # expect(condition, message) raises the caller's error if not

_UNITS = frozenset(unit_ids())


def check_outside(s: State, expect: Expect) -> None:
    """`expect(condition, message)` raises the caller's error naming the
    field (the core has checked that the record is there)."""
    o = s.outside
    ship, lay = s.map, layout(s.map)
    expect(set(o.units) == _UNITS, f"outside.units must name the units {', '.join(sorted(_UNITS))}")
    for u, area in o.units.items():
        if area is None:
            expect(u not in o.occupants, f"outside.occupants[{u!r}]: a destroyed unit has nobody inside")
            continue
        expect(area in ship.areas, f"outside.units[{u!r}] is in unknown area {area!r}")
        kind, place = unit_kind(u), ship.areas[area].kind
        if kind == OOK_SOOT:
            expect(place not in (SPACE, BOAT_OUTSIDE), f"outside.units[{u!r}]: the Ook Soot walks or is inside "
                   f"a boat, it is not in {area}")
            continue
        expect(place not in (BOAT, BOAT_OUTSIDE), f"outside.units[{u!r}]: no suit or mover fits in or on a boat "
               f"({area})")
        if kind == CARGO_MOVER:
            expect(place == SPACE or area in lay.boat_bay.values() or area == "main-cargo-hold",
                   f"outside.units[{u!r}]: a Cargo Mover is only in the hold, a bay or space, not {area}")
        elif kind == JET_SUIT:
            expect(place != SKIN, f"outside.units[{u!r}]: a Jet Suit outside floats in space, not on {area}")
    seen: set[str] = set()
    for u, c in o.occupants.items():
        expect(u in _UNITS, f"outside.occupants names unknown unit {u!r}")
        expect(c in s.status and s.status[c] == "aboard", f"outside.occupants[{u!r}] = {c!r} is not a crewman aboard")
        expect(c not in seen, f"outside.occupants: {c} is in two units")
        seen.add(c)
        expect(s.loc[c] == o.units[u], f"outside.occupants[{u!r}]: {c} is in {s.loc[c]}, the unit in {o.units[u]}")
        expect((c == "mascot") == (unit_kind(u) == OOK_SOOT),
               f"outside.occupants[{u!r}]: only the Mascot wears the Ook Soot, and it wears nothing else")
        if unit_kind(u) == CARGO_MOVER and c in s.held:
            expect(s.held[c].startswith("rocket-fuel-"),
                   f"outside.occupants[{u!r}]: a Cargo Mover's claws hold only Rocket Fuel")
    for c in s.status:
        if s.status[c] == "aboard" and c not in seen and c not in o.adrift:
            place = ship.areas[area_of(s, c)].kind
            expect(place != SPACE, f"{c} is in {s.loc[c]} without a Jet Suit or a Cargo Mover")
            if c == "mascot":
                expect(place not in (SKIN, BOAT_OUTSIDE), "the Mascot is outside without its Ook Soot")
    for m, area in s.loc.items():
        if area is not None and m not in s.status:
            expect(ship.areas[area].kind != SPACE, f"{m}: monsters never float in space ({area})")
    expect(o.closed <= set(lay.airlock_skin), f"outside.closed_locks names rooms without an airlock: "
           f"{sorted(o.closed - set(lay.airlock_skin))}")
    expect(set(o.boat_at) == set(lay.boat_bay), f"outside.boats must name {', '.join(sorted(lay.boat_bay))}")
    for b, at in o.boat_at.items():
        ok = at == lay.boat_bay[b] or at in (AWAY, HOME) or at in lay.skins_of
        expect(ok, f"outside.boats[{b!r}] = {at!r}: a boat is in its bay, a space area, away or home")
        expect((at == HOME) == s.boats[b].launched, f"outside.boats[{b!r}]: a boat is home exactly when it has left")
        expect((at == AWAY) == (b in o.boat_back), f"outside.boats_back[{b!r}]: exactly the boats away come back")
    expect(set(o.boat_back) <= set(lay.boat_bay), "outside.boats_back names unknown boats")
    expect(all(c in s.status and s.status[c] == "aboard" and ship.areas[area_of(s, c)].kind == SPACE
               for c in o.adrift),
           "outside.adrift: a crewman adrift is aboard, floating in a space area")
    expect(set(o.rescuing) <= set(o.boat_back) and all(c in s.status for c in o.rescuing.values()),
           "outside.rescuing: a rescuing boat is away, picking up a crewman")
    expect(not o.abandoned or s.phase in ("crew-grab", "crew-move", "crew-attack", "epilogue", "over"),
           "outside.abandoned: the ship is abandoned only during a crew turn")


def json_shapes(shape: Any) -> dict[str, dict[str, Any]]:
    """The JSON shape of what the expansion adds to a saved state (validate.py's combinators)."""
    return {
        "state": {"outside": shape.maybe(shape.record({"units": shape.map(shape.maybe(shape.name))}, {
            "occupants": shape.map(shape.name), "closed_locks": shape.names, "boats": shape.map(shape.name),
            "boats_back": shape.map(shape.count), "adrift": shape.map(shape.count),
            "rescuing": shape.map(shape.name), "abandoned": shape.flag}))},
        "pending": {"crewman": shape.name, "boat": shape.name},
        "grow": {"inside_only": shape.flag},
    }


def check_decision(s: State, p: LockControl | RiderChoice, expect: Expect, where: str) -> None:
    """The bridge's lock control names a crewman; riders, a boat and monster counters."""
    if isinstance(p, LockControl):
        text = repr(p.crewman)
        shown = text if len(text) <= 40 else f"{text[:30]}... ({len(text)} characters)"
        expect(p.crewman in CREW_BY_ID, f"{where}.crewman must be a crewman, not {shown}")
    else:
        expect(p.boat in s.outside.boat_at and all(m in s.specs for m in p.candidates),
               f"{where} must name a boat and monster counters")
