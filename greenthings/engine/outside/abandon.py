"""No endless games (house rule; spec outside-the-znutar.md, "Further
rulings"). Boats in space are out of the monsters' reach, and leaving for
home concedes the ship, so without this a crew in boats could stay out for
ever.

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
"""
from __future__ import annotations

from ..pieces import event, kill_crew, name
from ..tables import NON_CREWMEN
from .boats import inside, in_space, leave_for_home, monsters_on, on_outside, room_inside
from .places import BOAT, BOAT_OUTSIDE, layout


def aboard_the_znutar(s) -> bool:
    """True while some crewman is aboard the ship itself: inside, on its
    skin, or in a unit (in space too), not in or on a boat, not adrift."""
    areas, o = s.map.areas, s.outside
    return any(st == "aboard" and c not in o.adrift and areas[s.loc[c]].kind not in (BOAT, BOAT_OUTSIDE)
               for c, st in s.status.items())


def begin_crew_turn(s, events: list) -> None:
    s.outside.abandoned = not aboard_the_znutar(s)
    if s.outside.abandoned:
        event(events, "abandoned", "No crewman is aboard the Znutar: the crew have abandoned ship. Every boat "
              "in space leaves for home at the end of this turn.")


def end_crew_turn(s, events: list) -> None:
    """The boats in space leave for home, if this turn began with the ship abandoned."""
    if not s.outside.abandoned:
        return
    s.outside.abandoned = False
    for b in s.outside.boat_at:
        if in_space(s, b):
            _send_home(s, b, events)


def _send_home(s, b: str, events: list) -> None:
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
