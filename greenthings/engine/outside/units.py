"""The new units: Jet Suits, Cargo Movers and the Ook Soot (rulebook "New
Units"; spec "New units").

- Getting in and out is a crewman's handling of the Grab Weapons phase (one
  per phase, like a grab): any crewman or the Robot into an empty Jet Suit or
  Cargo Mover in his area (not the Mascot); a weapon held is dropped on
  entering a suit; a Cargo Mover's pilot holds nothing but Rocket Fuel. The
  Mascot puts on or takes off its Soot. *Ruling*: nobody gets out of a unit
  outside the hull (it would leave him in space), and the Soot comes off only
  inside the hull.
- A Cargo Mover's claws pick up Rocket Fuel in its area (an ordinary grab)
  or beyond a hatch of it ("the claws can reach through a hatch to grab
  something on the other side").
- A suit or mover with its occupant moves one area a turn in the crew's move:
  a suit inside the ship to an adjacent area, through an airlock to the space
  area of that skin (it floats), between space areas; a mover only among the
  Main Cargo Hold, the bays and space. A closed lock stops them too.
- Inside the hull monsters attack the unit, not its occupant; hits over its
  constitution carry to him. Empty suits and movers may be attacked; an empty
  Soot may not. The Soot worn makes the Mascot's constitution 16 and its move 3.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, make
from ..pieces import area_name, event, name
from ..tables import MASCOT, weapon_type
from .places import SPACE, layout
from .record import CARGO_MOVER, JET_SUIT, OOK_SOOT, UNIT_SPECS, Outside, unit_kind

if TYPE_CHECKING:
    from ..state import State

ROCKET_FUEL = "rocket-fuel"
CARGO_ROOMS = ("main-cargo-hold",)      # besides the boat bays, where a Cargo Mover fits


def unit_name(u: str) -> str:
    kind = unit_kind(u)
    n = "" if u == kind else " " + u.rsplit("-", 1)[1]
    return UNIT_SPECS[kind].name + n


def carried(s: State, c: str) -> bool:
    """True if `c` is in a Jet Suit or a Cargo Mover (his unit moves him)."""
    o: Outside = s.outside
    u = o.unit_of(c)
    return u is not None and u != OOK_SOOT


def in_soot(s: State, c: str) -> bool:
    """True if `c` is the Mascot wearing the Ook Soot (it doubles his constitution and movement)."""
    return c == MASCOT and s.outside is not None and s.outside.occupants.get(OOK_SOOT) == MASCOT


def gas_proof(s: State, c: str) -> bool:
    """In a Jet Suit or the Ook Soot, gas does not touch him."""
    u: str | None = s.outside.unit_of(c) if s.outside is not None else None
    return u is not None and unit_kind(u) in (JET_SUIT, OOK_SOOT)


# ----- the Grab Weapons phase ----------------------------------------------------
def legal_unit_grab(s: State, active: list[str]) -> list[Action]:
    """Getting into and out of units, one offer per kind of unit in an area."""
    o: Outside = s.outside
    loc, areas = s.loc, s.map.areas
    empty: dict[str, dict[str, str]] = {}          # area -> kind -> first empty unit there
    for u, a in o.units.items():
        if a is not None and u not in o.occupants:
            empty.setdefault(a, {}).setdefault(unit_kind(u), u)
    acts: list[Action] = []
    for c in active:
        if c in s.grabbed:
            continue
        here = loc[c]
        assert here is not None, f"{c} acts on the board"
        worn = o.unit_of(c)
        if worn is not None:
            if areas[here].inside_hull:
                acts.append(make("leave-unit", c, None, worn))
            continue
        for kind, free in empty.get(here, {}).items():
            if (kind == OOK_SOOT) != (c == MASCOT):
                continue
            if kind == CARGO_MOVER and c in s.held and weapon_type(s.held[c]) != ROCKET_FUEL:
                continue
            acts.append(make("enter-unit", c, None, free))
    return acts + claw_grabs(s, active)


def claw_grabs(s: State, active: list[str]) -> list[Action]:
    """"The claws can reach through a hatch to grab something on the other
    side": an empty-clawed Cargo Mover inside picks up Rocket Fuel lying
    beyond a hatch of its area (one offer per area; in its own area it is an
    ordinary grab)."""
    o: Outside = s.outside
    ship = s.map
    acts: list[Action] = []
    for u, c in o.occupants.items():
        if unit_kind(u) != CARGO_MOVER or c not in active or c in s.held or c in s.grabbed:
            continue
        here = s.loc[c]
        assert here is not None, f"{c} is in a unit on the board"
        if not ship.areas[here].inside_hull:
            continue
        beyond = {n for n in ship.neighbors[here] if ship.is_hatch(here, n)}
        cans = sorted(w for w, where in s.wloc.items() if where in beyond and weapon_type(w) == ROCKET_FUEL)
        seen: set[str] = set()
        for w in cans:
            if s.wloc[w] not in seen:
                seen.add(s.wloc[w])
                acts.append(make("grab", c, None, None, w))
    return acts


def claws_allow(s: State, a: Action) -> bool:
    """A Cargo Mover's claws take only Rocket Fuel: its pilot grabs or is
    handed nothing else."""
    o: Outside = s.outside
    if a.type == "grab":
        who, w = a.piece, a.weapon
    elif a.type == "give":
        who, w = a.target, s.held.get(a.piece) if a.piece is not None else None
    else:
        return True
    u = o.unit_of(who) if who is not None else None
    return u is None or unit_kind(u) != CARGO_MOVER or w is None or weapon_type(w) == ROCKET_FUEL


def apply_unit_grab(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    c, u, o = a.piece, a.target, s.outside
    assert c is not None and u is not None, f"{a.type} names the crewman and the unit"
    s.grabbed.add(c)
    if a.type == "enter-unit":
        dropped = ""
        if unit_kind(u) == JET_SUIT and c in s.held:
            w, here = s.held.pop(c), s.loc[c]
            assert here is not None, f"{c} is on the board"
            s.wloc[w] = here
            dropped = f", putting down the {weapon_type(w).replace('-', ' ')}"
        o.occupants[u] = c
        verb = "puts on" if u == OOK_SOOT else "climbs into"
        event(events, "enter-unit", f"{name(s, c)} {verb} the {unit_name(u)}{dropped}.", piece=c, unit=u)
    else:
        del o.occupants[u]
        verb = "takes off" if u == OOK_SOOT else "climbs out of"
        event(events, "leave-unit", f"{name(s, c)} {verb} the {unit_name(u)}.", piece=c, unit=u)


# ----- the crew's move -------------------------------------------------------------
def unit_moves(s: State, c: str) -> tuple[Action, ...]:
    """Where the unit carrying `c` may go this turn (one area; none once moved)."""
    u: str | None = s.outside.unit_of(c)
    assert u is not None, f"{c} is carried by a unit"
    if s.mp.get(c):
        return ()
    return tuple(make("unit-move", c, to, u) for to in unit_steps(s, u))


def unit_steps(s: State, u: str, here: str | None = None) -> list[str]:
    """Where unit `u` may go in one move from `here` (default: where it is)."""
    ship, lay, closed = s.map, layout(s.map), s.outside.closed
    if here is None:
        here = s.outside.units[u]
    kind = unit_kind(u)
    out: list[str] = []
    if ship.areas[here].kind == SPACE:
        out.extend(lay.space_next[here])
        for skin in lay.skins_of[here]:
            room = lay.airlock_room.get(skin)
            if room is not None and room not in closed and (kind == JET_SUIT or _cargo_room(s, room)):
                out.append(room)
        return out
    if kind == JET_SUIT:
        out.extend(n for n in ship.neighbors[here] if ship.areas[n].inside_hull)
    lock_skin = lay.airlock_skin.get(here)
    if lock_skin is not None and here not in closed:
        out.append(lay.space_of[lock_skin])
    return out


def _cargo_room(s: State, area: str) -> bool:
    return area in CARGO_ROOMS or area in s.map.boat_bays


def apply_unit_move(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    c, to, u = a.piece, a.to, a.target
    assert c is not None and to is not None and u is not None, "a unit's move names its pilot, where and the unit"
    frm = s.loc[c]
    s.outside.units[u] = to
    s.loc[c] = to
    s.mp[c] = s.mp.get(c, 0) + 1
    s.moved.add(c)
    s.stopped.add(c)
    event(events, "moved", f"{name(s, c)} in the {unit_name(u)} goes to {area_name(s, to)}.",
          piece=c, unit=u, frm=frm, to=to)


def follow(s: State, c: str) -> None:
    """The Soot goes where the Mascot wearing it walks."""
    if in_soot(s, c):
        s.outside.units[OOK_SOOT] = s.loc[c]
