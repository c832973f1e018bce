"""Through the airlocks, and who controls them (rulebook "Entering and
Leaving the Ship", "Airlock Control"; spec "Through an airlock").

- A piece passes an airlock only if it starts its movement phase in the
  airlock's room (going out) or on its skin area (coming in); passing is its
  whole move. Crewmen wear the StickyFoot suits (no counter); the Robot needs
  none; the Mascot goes out only in its Ook Soot.
- Override: monsters cannot come in while the room holds a crewman able to
  override (not the Mascot, not stunned), unless the monsters already there
  that are able to attack are at least as many as those crewmen.
- Bridge control: at the start of each monster turn, the Captain or the 1st
  Officer on a bridge, not stunned, may open or close one lock (a decision of
  the crew player inside the monsters' turn). A closed lock lets nobody
  through, either way, until a later monster turn's start reopens it.
- Sealed apart (*ruling*; rulebook "Victory Conditions": "If the crew
  controls the interior and the Green Things control the exterior, the crew
  must open the airlocks"): if every lock is shut while every crewman aboard
  is on one side of the hull and every monster on the other, nobody may be
  left who can open one; at the start of the monster turn, before the
  bridge's choice, they all open.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..actions import Action, make
from ..pieces import area_name, event, name
from ..tables import CREW_BY_ID, MASCOT
from .places import layout
from .record import OOK_SOOT, LockControl, Outside

if TYPE_CHECKING:
    from ..shipmap import ShipMap
    from ..state import State

BRIDGE_CREW = ("captain", "first-officer")     # "either the Captain or First Officer"
KEEP = "keep"                                  # the lock decision that changes nothing


_DOORS: dict[ShipMap, tuple[frozenset[str], frozenset[str]]] = {}


def door_areas(ship: ShipMap) -> tuple[frozenset[str], frozenset[str]]:
    """(areas with a way out that is not a step: airlock rooms and skins and
    boats' outsides; the airlock ones), cached per map: where a monster may
    have an airlock or a boat's hatch to pass."""
    doors = _DOORS.get(ship)
    if doors is None:
        lay = layout(ship)
        locks = frozenset(lay.airlock_skin) | frozenset(lay.airlock_room)
        doors = _DOORS[ship] = (locks | frozenset(lay.boat_outside.values()), locks)
    return doors


def _other_side(s: State, area: str) -> str | None:
    """Where the airlock in `area` leads (a room's skin area, a skin area's
    room), or None if there is no airlock there."""
    lay = layout(s.map)
    return lay.airlock_skin.get(area) or lay.airlock_room.get(area)


def _room_of(s: State, area: str) -> str:
    lay = layout(s.map)
    return lay.airlock_room.get(area, area)


def crew_airlock_moves(s: State, c: str) -> tuple[Action, ...]:
    """Passing an airlock: only a crewman who has not moved yet this phase,
    never through a closed lock; the Mascot only in its Soot."""
    here = s.loc[c]
    assert here is not None, f"{c} moves on the board"
    to = _other_side(s, here)
    if to is None or c in s.moved or s.mp.get(c) or _room_of(s, here) in s.outside.closed:
        return ()
    if c == MASCOT and s.outside.occupants.get(OOK_SOOT) != MASCOT:
        return ()
    return (make("airlock", c, to),)


def monster_airlock_moves(s: State, m: str) -> tuple[Action, ...]:
    """A monster that has not moved yet passes an airlock, unless it is closed
    or (coming in) overridden by crewmen in the room."""
    here = s.loc[m]
    assert here is not None, f"{m} moves on the board"
    to = _other_side(s, here)
    if to is None or s.mp.get(m) or _room_of(s, here) in s.outside.closed:
        return ()
    if to in layout(s.map).airlock_skin and overridden(s, to):
        return ()
    return (make("airlock", m, to),)


def overridden(s: State, room: str) -> bool:
    """True if crewmen in `room` hold its airlock against monsters coming in
    (`held_rooms`)."""
    return bool(held_rooms(s, (room,)))


def held_rooms(s: State, rooms: Iterable[str]) -> set[str]:
    """The `rooms` whose airlocks crewmen hold against monsters coming in:
    some crewman there able to override (aboard, not the Mascot, not stunned)
    and fewer monsters there able to attack than such crewmen ("He can only
    do this if he is not fighting that turn": the spec's ruling)."""
    loc, stun = s.loc, s.stun
    keepers = dict.fromkeys(rooms, 0)
    for c in CREW_BY_ID:
        a = loc[c]
        if a in keepers and c != MASCOT and c not in stun:
            keepers[a] += 1
    if not any(keepers.values()):
        return set()
    fighters = dict.fromkeys(keepers, 0)
    for m, st in s.specs.items():
        a = loc[m]
        if a in fighters and st.dice and m not in stun:
            fighters[a] += 1
    return {r for r, n in keepers.items() if n and fighters[r] < n}


def apply_airlock(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    """The piece passes: it moves no further this phase."""
    p = a.piece
    assert p is not None, "an airlock move names the piece"
    frm = s.loc[p]
    s.loc[p] = a.to
    s.mp[p] = s.mp.get(p, 0) + 1
    s.stopped.add(p)
    if p in CREW_BY_ID:
        s.moved.add(p)
        if p == MASCOT:
            s.outside.units[OOK_SOOT] = a.to
    going = "out onto" if a.to in layout(s.map).airlock_room else "in from the skin into"
    event(events, "moved", f"{name(s, p)} passes the airlock {going} {area_name(s, a.to)}.",
          piece=p, frm=frm, to=a.to, airlock=True)


# ----- bridge control, at the start of the monsters' turn -------------------------
def parted(s: State) -> bool:
    """True when the hull parts the two sides: every crewman aboard is inside
    it and every monster outside (the skin, space, the boats), or the other
    way round."""
    areas = s.map.areas
    crew = {areas[a].inside_hull for c, st in s.status.items() if st == "aboard" and (a := s.loc[c]) is not None}
    monsters = {areas[a].inside_hull for m, a in s.loc.items() if m not in s.status and a is not None}
    return bool(crew and monsters) and not crew & monsters


def unseal(s: State, events: list[dict[str, Any]]) -> None:
    """Every lock opens if all are shut and the hull parts the two sides."""
    o: Outside = s.outside
    if o.closed >= set(layout(s.map).airlock_skin) and parted(s):
        o.closed.clear()
        event(events, "lock", "Every airlock is shut with the crew and the monsters on opposite sides of the hull: "
              "the locks open again.", choice="unsealed")


def bridge_controller(s: State) -> str | None:
    """The Captain or 1st Officer on a bridge and not stunned, who may work the locks."""
    for c in BRIDGE_CREW:
        if s.status[c] == "aboard" and s.loc[c] in s.map.self_destruct_areas and c not in s.stun:
            return c
    return None


def offer_lock_control(s: State, events: list[dict[str, Any]]) -> None:
    """"He can open or close any one lock at the beginning of any monster turn"."""
    c = bridge_controller(s)
    if c is None:
        return
    s.pending.append(LockControl(c))
    s.to_play = LockControl.side
    event(events, "lock-control", f"{name(s, c)} is at the airlock controls: the crew may open or close one lock.",
          piece=c)


def legal_lock(s: State) -> list[Action]:
    """Leave the locks as they are (first), or close an open one, or open a closed one."""
    closed = s.outside.closed
    acts = [make("lock", None, None, None, None, KEEP)]
    for room in layout(s.map).airlock_skin:
        acts.append(make("lock", None, room, None, None, "open" if room in closed else "close"))
    return acts


def apply_lock(s: State, p: LockControl, a: Action, events: list[dict[str, Any]]) -> None:
    if a.choice == KEEP:
        event(events, "lock", "The airlocks stay as they are.", choice=KEEP)
        return
    if a.choice == "close":
        s.outside.closed.add(a.to)
        what = "closes"
    else:
        s.outside.closed.discard(a.to)
        what = "opens"
    event(events, "lock", f"{name(s, p.crewman)} {what} the airlock of {area_name(s, a.to)}.",
          piece=p.crewman, area=a.to, choice=a.choice)
