"""Outside the Znutar as bots and the UI see it: the places outside, the
airlocks and who holds them, the units and who is in them, the boats, and
the odds of a jump or a rocket blast before the dice. With the option off,
`outside_on(s)` is False and these give empty answers."""
from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any, NamedTuple

from .. import hooks
from ..battle_sums import battle_preview
from ..outside import boats as _boats
from ..outside.airlocks import bridge_controller, held_rooms
from ..outside.fighting import unit_con
from ..outside.events import OutsideEv as OutsideEv  # the expansion's kinds of event
from ..outside.places import layout
from ..outside.rulings import OUTSIDE_HOUSE_RULES as OUTSIDE_HOUSE_RULES  # shown with the expansion's rules
from ..outside.record import UNIT_SPECS, unit_kind
from ..outside.units import unit_name, unit_steps
from ..records import Battle, Declaration
from ..state import State


def outside_on(s: State) -> bool:
    """True in a game with the expansion Outside the Znutar."""
    return s.outside is not None


class OutsidePlaces(NamedTuple):
    ring: tuple[str, ...]                      # the 21 skin areas in perimeter order (each next to the next, round)
    space_of: Mapping[str, str]                # skin area -> its space area
    skins_of: Mapping[str, tuple[str, ...]]    # space area -> its skin areas
    space_next: Mapping[str, tuple[str, ...]]  # space area -> the adjacent space areas
    airlocks: Mapping[str, str]                # airlock room -> its skin area
    boat_inside: Mapping[str, str]             # boat id -> the area inside it
    boat_outside: Mapping[str, str]            # boat id -> the area on its outside (riders)


def outside_places(s: State) -> OutsidePlaces | None:
    """The layout outside the hull (None without the expansion)."""
    if s.outside is None:
        return None
    lay = layout(s.map)
    return OutsidePlaces(lay.ring, lay.space_of, lay.skins_of, lay.space_next, lay.airlock_skin,
                         lay.boat_inside, lay.boat_outside)


class AirlockView(NamedTuple):
    room: str
    skin: str
    closed: bool         # closed from the bridge: nobody passes, either way
    overridden: bool     # crewmen in the room keep monsters from coming in now


def airlocks(s: State) -> list[AirlockView]:
    if s.outside is None:
        return []
    locks = layout(s.map).airlock_skin
    held = held_rooms(s, locks)
    return [AirlockView(room, skin, room in s.outside.closed, room in held) for room, skin in locks.items()]


def ship_abandoned(s: State) -> bool:
    """True in a crew turn that began with no crewman aboard the Znutar: at
    its end every boat in space leaves for home (house rule "No endless games")."""
    return s.outside is not None and s.outside.abandoned


def lock_controller(s: State) -> str | None:
    """The Captain or 1st Officer who may work the locks at the start of the monster turn, or None."""
    return None if s.outside is None else bridge_controller(s)


class UnitView(NamedTuple):
    id: str               # "jet-suit-3", "cargo-mover-1", "ook-soot"
    kind: str             # "jet-suit", "cargo-mover", "ook-soot"
    name: str
    area: str | None      # None: wrecked
    occupant: str | None
    con: int              # the unit's constitution (the Soot: the Mascot's while worn)
    dice: int             # its hand-to-hand dice replacing the occupant's (0: his own)


def units(s: State) -> list[UnitView]:
    if s.outside is None:
        return []
    o = s.outside
    return [UnitView(u, unit_kind(u), unit_name(u), a, o.occupants.get(u), unit_con(u), UNIT_SPECS[unit_kind(u)].dice)
            for u, a in o.units.items()]


def unit_of(s: State, crewman: str) -> str | None:
    """The unit a crewman is in (Jet Suit, Cargo Mover, the Soot), or None."""
    return None if s.outside is None else s.outside.unit_of(crewman)


def unit_reach(s: State, unit_id: str, at: str | None = None) -> tuple[str, ...]:
    """Where a unit could move this turn with its occupant (ignoring whether
    he has moved); with `at`, where it could move from there (the locks as
    they are now), for planning a unit's way."""
    if s.outside is None or s.outside.units.get(unit_id) is None:
        return ()
    return tuple(unit_steps(s, unit_id, at))


class UnitRoutes(NamedTuple):
    steps: dict[str, int]      # area -> the unit's moves to get there (its start: 0)
    first: dict[str, str]      # area -> the first move on a shortest way there (not the start)


def unit_routes(s: State, unit_id: str, here: str | None = None) -> UnitRoutes:
    """Where a unit could get from `here` (default: where it is) over its
    moves, the locks as they are now (breadth first over `unit_reach`): the
    moves to each area and the first move on the way. Of several shortest
    ways, the one whose moves come first in `unit_reach`'s order. Empty for
    a wrecked unit or without the expansion."""
    if s.outside is None or s.outside.units.get(unit_id) is None:
        return UnitRoutes({}, {})
    start = s.outside.units[unit_id] if here is None else here
    steps: dict[str, int] = {start: 0}
    first: dict[str, str] = {}
    queue = deque([start])
    while queue:
        x = queue.popleft()
        for y in unit_steps(s, unit_id, x):
            if y not in steps:
                steps[y] = steps[x] + 1
                first[y] = first.get(x, y)
                queue.append(y)
    return UnitRoutes(steps, first)


def move_allowance(s: State, crewman: str) -> int:
    """The crewman's movement, as the expansions change it (the Mascot in its Soot: 3)."""
    return hooks.move_allowance(s, crewman)


class BoatPlace(NamedTuple):
    id: str
    at: str                      # its bay, a space area, "away" or "home"
    back_round: int | None       # away: the round it comes back in the crew's move
    inside: tuple[str, ...]      # crewmen and monsters inside it
    riders: tuple[str, ...]      # pieces on its outside
    can_fly: bool                # someone inside able to fly it


def boat_places(s: State) -> list[BoatPlace]:
    if s.outside is None:
        return []
    o, lay = s.outside, layout(s.map)
    # one pass over the pieces for every boat's inside and outside
    pieces_in: dict[str, list[str]] = {lay.boat_inside[b]: [] for b in o.boat_at}
    pieces_in.update((lay.boat_outside[b], []) for b in o.boat_at)
    for p, a in s.loc.items():
        if a in pieces_in:
            pieces_in[a].append(p)
    out = []
    for b, at in o.boat_at.items():
        out.append(BoatPlace(b, at, o.boat_back.get(b), tuple(pieces_in[lay.boat_inside[b]]),
                             tuple(pieces_in[lay.boat_outside[b]]), bool(_boats.pilots(s, b))))
    return out


def adrift(s: State) -> Mapping[str, int]:
    """Crewmen who missed a jump -> the round they fell (rescued in the next crew move, or lost)."""
    return {} if s.outside is None else dict(s.outside.adrift)


def jump_miss_chance(s: State, crewman: str, to: str) -> float:
    """The chance a jump to `to` misses (to a boat 1-3, to the ship 1; the Robot never)."""
    return _boats.miss_chance(s, crewman, to)


def blast_preview(s: State, boat: str, area: str) -> list[dict[str, Any]]:
    """What a boat's rocket blast on `area` (a space area: its skin; a bay; a
    boat's outside) would do, as `battle_preview` rows: the kill or stun dice
    on each monster and the exact chances, where the Rocket Fuel's effect is known."""
    if s.outside is None:
        return []
    lay = layout(s.map)
    areas = list(lay.skins_of[area]) if area in lay.skins_of else [area]
    cans = [f"rocket-fuel-{i}" for i in range(1, _boats.BLAST_CANS.get(boat, 0) + 1)]
    trial = s.clone()
    trial.battle = Battle(tuple(areas), [Declaration(None, w, a, None) for a in areas for w in cans])
    return battle_preview(trial)
