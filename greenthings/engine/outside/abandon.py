"""No endless games (house rules; spec outside-the-znutar.md, "Further
rulings"). Boats and units in space are out of the monsters' reach, and
leaving for home concedes the ship, so without these a crew could stay out
for ever; Green Things on a boat nobody flies can never come back.

- At the start of a crew turn, if no crewman is aboard the Znutar (inside,
  on its skin, in a Jet Suit or a Cargo Mover; not in or on a boat, not
  adrift), the crew have abandoned the ship. They still play that turn.
- At its end every boat in space leaves for home: a crewman on its outside
  climbs in if there is room, otherwise he is lost. A boat with nobody in it
  who can fly it (only the Robot or the Mascot) stays where it is.
- A boat with a monster in it or on its outside may not enter the Epilogue
  (rulebook "Abandon Ship!": "the crew has to kill those Green Things before
  they can enter the Epilogue"). Made to leave all the same, it never gets
  home (*ruling*): those in it are lost.
- No hiding in space (*ruling*, "the game is not over until one side
  controls the whole ship"): a crew turn that ends with no crewman inside
  the hull or on its skin and no monster where a unit in space could fight
  it (the skin, a boat's outside in space) leaves the monsters holding the
  whole ship: those floating in Jet Suits and Cargo Movers are lost.
- Marooned (*ruling*): Green Things in or on a boat in space with no
  crewman in it can never bring it back. If they are the only monsters left
  and the only one aboard who could face them is the Mascot (it cannot jump
  to a boat), at the end of the crew turn they are gone, like monsters
  thrown into space.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..pieces import event, kill_crew, name, remove_monster
from ..tables import MASCOT, NON_CREWMEN
from .boats import inside, in_space, leave_for_home, monsters_on, on_outside, room_inside
from .places import BOAT, BOAT_OUTSIDE, SKIN, SPACE, area_of, layout
from .units import carried

if TYPE_CHECKING:
    from ..state import State


def aboard_the_znutar(s: State) -> bool:
    """True while some crewman is aboard the ship itself: inside, on its
    skin, or in a unit (in space too), not in or on a boat, not adrift."""
    areas, o = s.map.areas, s.outside
    return any(st == "aboard" and c not in o.adrift and areas[area_of(s, c)].kind not in (BOAT, BOAT_OUTSIDE)
               for c, st in s.status.items())


def begin_crew_turn(s: State, events: list[dict[str, Any]]) -> None:
    s.outside.abandoned = not aboard_the_znutar(s)
    if s.outside.abandoned:
        event(events, "abandoned", "No crewman is aboard the Znutar: the crew have abandoned ship. Every boat "
              "in space leaves for home at the end of this turn.")


def end_crew_turn(s: State, events: list[dict[str, Any]]) -> None:
    """The boats in space leave for home if this turn began with the ship
    abandoned; then no hiding in space, and marooned Green Things."""
    if s.outside.abandoned:
        s.outside.abandoned = False
        for b in s.outside.boat_at:
            if in_space(s, b):
                _send_home(s, b, events)
    _lost_in_space(s, events)
    _marooned(s, events)


def _send_home(s: State, b: str, events: list[dict[str, Any]]) -> None:
    for c in on_outside(s, b):
        if c not in s.status:
            continue
        if room_inside(s, b, c):
            s.loc[c] = layout(s.map).boat_inside[b]
            event(events, "moved", f"{name(s, c)} climbs in as the boat leaves.", piece=c, to=s.loc[c])
        else:
            kill_crew(s, c, events, "no room inside as the boat left for home")
    crew = inside(s, b)
    if not any(c not in NON_CREWMEN for c in crew):
        return
    if monsters_on(s, b):
        for c in crew:
            kill_crew(s, c, events, "the boat left with Green Things on it and never got home")
        return
    leave_for_home(s, b, events)


def _monsters(s: State) -> list[str]:
    return [m for m, a in s.loc.items() if a is not None and m not in s.status]


def _lost_in_space(s: State, events: list[dict[str, Any]]) -> None:
    areas, o = s.map.areas, s.outside
    crew = [c for c, st in s.status.items() if st == "aboard" and c not in o.adrift]
    if any(areas[area_of(s, c)].inside_hull or areas[area_of(s, c)].kind == SKIN for c in crew):
        return
    for m in _monsters(s):
        here = area_of(s, m)
        kind = areas[here].kind
        if kind == SKIN or (kind == BOAT_OUTSIDE and in_space(s, here.split(":")[1])):
            return
    for c in crew:
        if carried(s, c) and areas[area_of(s, c)].kind == SPACE:
            kill_crew(s, c, events, "lost in space: nobody holds the ship and no Green Thing is outside to fight")


def _marooned(s: State, events: list[dict[str, Any]]) -> None:
    if any(st == "aboard" and c != MASCOT for c, st in s.status.items()):
        return
    mons = _monsters(s)
    for m in mons:
        here = area_of(s, m)
        if s.map.areas[here].kind not in (BOAT, BOAT_OUTSIDE):
            return
        b = here.split(":")[1]
        if not in_space(s, b) or any(c not in NON_CREWMEN for c in inside(s, b)):
            return
    for m in mons:
        event(events, "killed", f"{name(s, m)} drifts off into space on a boat nobody can fly.", piece=m,
              area=s.loc[m], side="monsters")
        remove_monster(s, m)
