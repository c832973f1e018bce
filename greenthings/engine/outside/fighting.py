"""Fighting outside the hull and fighting the units (rulebook "Movement
Outside the Znutar", "Cargo Movers", "Jet Suits", "Rules Changes: Weapons";
spec "Outside", "New units").

- Reach outside: thrown weapons reach the thrower's own area or an adjacent
  one (the skin: the next skin areas of the ring; space: the skin areas of
  that space area and the adjacent space areas); weapons that see use the
  outside line of sight (the map). From space, hand weapons and the suit's
  arms reach the skin of the unit's own space area (*ruling*: a unit in space
  "may attack any Green Thing on the skin adjacent to that area").
- A monster riding a boat's outside is a unit in the boat's space area
  (*ruling*, "This will only come into play if Green Things get into a space
  area by clinging to the outside of a ship's boat"): a unit in space sees it
  from that space area and the adjacent ones, throws at it there too, and
  reaches it with the arms, a hand weapon or the claws from the same one.
- Fire Extinguishers and Gas Grenades do nothing outside the hull: not legal
  there, from or into the outside.
- Rocket Fuel that goes off outside hits every creature in that space area:
  its skin areas, the units in it and the riders on boats there, never those
  inside boats.
- A Cargo Mover in space throws one monster a turn off the skin of its space
  area: the monster is gone, no roll.
- Monsters attack units inside the hull: an empty suit or mover, or the one
  a crewman is in (not him); hits over its constitution carry to him.
"""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..actions import Action, make
from ..pieces import area_name, event, kill_crew, name, remove_monster
from ..tables import CREW_BY_ID, ROBOT, WEAPON_OF
from .places import BOAT, SPACE, layout
from .record import CARGO_MOVER, JET_SUIT, OOK_SOOT, UNIT_SPECS, Outside, unit_kind
from .. import hooks
from .units import unit_name

if TYPE_CHECKING:
    from ..shipmap import ShipMap
    from ..state import State

USELESS_OUTSIDE = frozenset({"fire-extinguisher", "gas-grenade"})
ByArea = Mapping[str, Sequence[str]]     # area -> the monsters there (pieces.occupancy)
_REACH: dict[tuple[ShipMap, str, str], tuple[str, ...]] = {}


def outside_reach(ship: ShipMap, here: str, reach: str) -> tuple[str, ...]:
    """Areas a weapon of `reach` ("same", "adjacent", "sight") reaches from
    an area outside the hull (cached per map)."""
    key = (ship, here, reach)
    areas = _REACH.get(key)
    if areas is None:
        lay, kind = layout(ship), ship.areas[here].kind
        if kind == SPACE:
            near = lay.skins_of[here]
            areas = (here, *near) if reach == "same" else (here, *near, *lay.space_next[here])
            if reach == "sight":
                areas = (here, *sorted(ship.los[here] - {here}))
        elif reach == "same":
            areas = (here,)
        elif reach == "adjacent":
            areas = (here, *ship.neighbors[here])
        else:
            areas = (here, *sorted(ship.los[here] - {here}))
        _REACH[key] = areas
    return areas


def riders_in_reach(s: State, space: str, reach: str) -> tuple[str, ...]:
    """The outsides of the boats that a unit in space area `space` reaches
    with a weapon of `reach`: those in its own space area for a hand weapon,
    in the adjacent ones too for a thrown or sighted one."""
    lay = layout(s.map)
    near = (space,) if reach == "same" else (space, *lay.space_next[space])
    o: Outside = s.outside
    return tuple(lay.boat_outside[b] for b, at in sorted(o.boat_at.items()) if at in near)


def weapon_works(ship: ShipMap, weapon: str, here: str, target_area: str) -> bool:
    """False for a Fire Extinguisher or Gas Grenade used from or into the outside."""
    if WEAPON_OF[weapon].id not in USELESS_OUTSIDE:
        return True
    areas = ship.areas
    return areas[here].inside_hull and areas[target_area].inside_hull


def blast_areas(s: State, target_area: str) -> list[str]:
    """Where Rocket Fuel going off on `target_area` outside reaches: the
    whole space area (its skin, itself) and the outsides of the boats in it."""
    o: Outside = s.outside
    lay = layout(s.map)
    space = lay.space_area_of(s.map, target_area)
    if space is None:               # a boat's outside: the space area the boat is in
        at = o.boat_at.get(target_area.split(":")[1])
        if at is None or at not in lay.skins_of:
            return [target_area]
        space = at
    boats = [lay.boat_outside[b] for b, where in o.boat_at.items() if where == space]
    return sorted({space, *lay.skins_of[space], *boats})


def unit_attacks(s: State, c: str, mons: ByArea,
                 zone: Collection[str] | None, fought: Collection[str]) -> list[Action]:
    """What crewman `c`'s unit adds to his attacks (nothing if he is in none)."""
    u = s.outside.unit_of(c)
    if u is None or u == OOK_SOOT:
        return []
    acts = space_hand_targets(s, c, mons, zone, fought) + mover_hatch_targets(s, c, mons, zone, fought)
    if s.battle is None:
        acts += throw_offs(s, c, mons)
    return acts


def space_hand_targets(s: State, c: str, mons: ByArea,
                       zone: Collection[str] | None, fought: Collection[str]) -> list[Action]:
    """From space, a Jet Suit's arms reach the skin of its own space area
    and the riders of the boats there."""
    u, here = s.outside.unit_of(c), s.loc[c]
    assert here is not None, f"{c} attacks on the board"
    if u is None or unit_kind(u) != JET_SUIT or s.map.areas[here].kind != SPACE:
        return []
    acts: list[Action] = []
    for area in _within_arms(s, here):
        if (zone is None or area in zone) and area not in fought:
            acts.extend(make("attack", c, None, m) for m in mons.get(area, ()))
    return acts


def throw_offs(s: State, c: str, mons: ByArea) -> list[Action]:
    """A Cargo Mover in space grabs one monster (any size) on a skin area of
    its space area, or riding a boat there, and throws it off; its pilot's
    attack for the turn."""
    u, here = s.outside.unit_of(c), s.loc[c]
    assert here is not None, f"{c} attacks on the board"
    if u is None or unit_kind(u) != CARGO_MOVER or s.map.areas[here].kind != SPACE:
        return []
    return [make("throw-off", c, None, m) for area in _within_arms(s, here) for m in mons.get(area, ())]


def _within_arms(s: State, space: str) -> tuple[str, ...]:
    """What a unit's arms or claws reach from `space`: its skin areas and
    the outsides of the boats in it."""
    return (*layout(s.map).skins_of[space], *riders_in_reach(s, space, "same"))


def apply_throw_off(s: State, a: Action, events: list[dict[str, Any]]) -> None:
    c, m = a.piece, a.target
    assert c is not None and m is not None, "a throw-off names the pilot and the monster"
    area = s.loc[m]
    s.acted.add(c)
    remove_monster(s, m)
    event(events, "killed", f"{name(s, c)}'s Cargo Mover grabs {name(s, m)} off {area_name(s, area)} "
          "and throws it into space.", piece=m, area=area, side="monsters", by=c)


def mover_hatch_targets(s: State, c: str, mons: ByArea,
                        zone: Collection[str] | None, fought: Collection[str]) -> list[Action]:
    """Inside, a Cargo Mover's claws also reach through a hatch of its area."""
    u, here = s.outside.unit_of(c), s.loc[c]
    assert here is not None, f"{c} attacks on the board"
    if u is None or unit_kind(u) != CARGO_MOVER or not s.map.areas[here].inside_hull:
        return []
    acts: list[Action] = []
    for n in s.map.neighbors[here]:
        if s.map.is_hatch(here, n) and (zone is None or n in zone) and n not in fought:
            acts.extend(make("attack", c, None, m) for m in mons.get(n, ()))
    return acts


# ----- monsters against units ------------------------------------------------------
def monster_targets(s: State, area: str, crew_here: Iterable[str]) -> list[str]:
    """Whom monsters in `area` may attack (see `_monster_targets`)."""
    o: Outside = s.outside
    if not o.occupants and area in s.map.areas and s.map.areas[area].inside_hull and not any(
            a == area for a in o.units.values()):
        return list(crew_here)
    return _monster_targets(s, area, crew_here)


def _monster_targets(s: State, area: str, crew_here: Iterable[str]) -> list[str]:
    """Whom monsters in `area` may attack: crewmen not inside a suit or
    mover, and the suits and movers there (occupied or empty), inside the
    hull only. Leadfoot: the Robot first, if it is not in a unit."""
    o: Outside = s.outside
    kind = s.map.areas[area].kind
    if kind == SPACE or (kind in (BOAT, "boat-outside") and o.boat_at[area.split(":")[1]] == "away"):
        return []
    carried = {c for u, c in o.occupants.items() if u != OOK_SOOT}
    people = [c for c in crew_here if c not in carried]
    if ROBOT in people:
        return [ROBOT]
    units = [u for u, a in o.units.items() if a == area and u != OOK_SOOT] if s.map.areas[area].inside_hull else []
    return people + units


def unit_con(u: str) -> int:
    return UNIT_SPECS[unit_kind(u)].con


def lethal_total(s: State, u: str) -> int:
    """The attack total on unit `u` that kills its occupant too: inside the
    hull the unit's constitution plus his (the hits over the unit's carry
    through to him), outside it the unit's alone (wrecked, it leaves him in
    space); an empty unit's constitution."""
    con, o = unit_con(u), s.outside
    c = o.occupants.get(u)
    if c is None or not s.map.areas[o.units[u]].inside_hull:
        return con
    return con + hooks.crew_con(s, c)


def hit_unit(s: State, u: str, total: int, events: list[dict[str, Any]], cause: str) -> str | None:
    """A roll of `total` against unit `u`: equal or more destroys it, and the
    hits over its constitution go against its occupant (killed at
    `lethal_total`). Returns the occupant killed, or None."""
    con = unit_con(u)
    if total < con:
        return None
    lethal = lethal_total(s, u)
    o: Outside = s.outside
    area = o.units[u]
    assert area is not None, f"the {u} is on the board"
    c = o.occupants.pop(u, None)
    o.units[u] = None
    event(events, "unit-destroyed", f"The {unit_name(u)} is wrecked in {area_name(s, area)}.", unit=u, area=area)
    if c is None:
        return None
    over = total - con
    if not s.map.areas[area].inside_hull:
        kill_crew(s, c, events, f"left in space when the {unit_name(u)} broke")
        return c
    if total >= lethal:
        kill_crew(s, c, events, f"{over} hits carried through the {unit_name(u)}")
        return c
    event(events, "survived", f"{name(s, c)} climbs out of the wreck ({over} hits through, "
          f"constitution {CREW_BY_ID[c].con}).", piece=c)
    return None


def monsters_attack_unit(s: State, u: str, attackers: list[str], who: str, dice: int,
                         events: list[dict[str, Any]]) -> str | None:
    """Monsters' attack on unit `u` (Combat.attack_target): their dice against
    its constitution. Returns its occupant if the hits killed him, else None."""
    total = sum(s.dice.roll(dice))
    con = unit_con(u)
    event(events, "roll", f"{who} attack the {unit_name(u)}: {dice} dice = {total} vs {con}.",
          total=total, need=con, target=u, purpose="kill", success=total >= con, attackers=attackers)
    return hit_unit(s, u, total, events, "eaten")


def blast_on_unit(s: State, c: str, dice: int, events: list[dict[str, Any]]) -> None:
    """Rocket Fuel's kill dice on crewman `c` in a suit or mover: the blast
    hits the unit; what passes its constitution, him."""
    u = s.outside.unit_of(c)
    assert u is not None, f"{c} is in a unit"
    total = sum(s.dice.roll(dice))
    con = unit_con(u)
    event(events, "roll", f"Rocket fuel blast on the {unit_name(u)}: {dice} dice = {total} vs {con}.",
          total=total, need=con, target=u, purpose="kill", success=total >= con)
    hit_unit(s, u, total, events, "rocket fuel blast")
