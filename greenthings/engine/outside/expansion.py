"""Outside the Znutar on the expansion seam (engine/expansion.py): which
hook plays which of its rules. The rules themselves are in the modules
beside this one; this one only connects them, and registers the expansion
as `Options(outside=True)`."""
from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..combat import resolve_crew_battle
from ..ending import check_end
from ..expansion import Expansion, register
from ..pieces import area_name, name
from ..state import Field
from ..tables import CREW_BY_ID, WEAPON_OF
from . import abandon, airlocks, boats, checks, doors, fighting, units
from .holds import crew_hold_on
from .checks import Expect
from .doors import Moves
from .fighting import ByArea
from .places import BOAT, SPACE, area_of, layout, outside_links, outside_map, setup_places
from .rulings import OUTSIDE_HOUSE_RULES
from .record import OOK_SOOT, SOOT_MOVE, UNIT_SPECS, LockControl, Outside, RiderChoice, new_outside, unit_kind

if TYPE_CHECKING:
    from ..shipmap import ShipMap
    from ..state import State

Events = list[dict[str, Any]]
Decision = LockControl | RiderChoice     # what the expansion may owe (State.pending)

INSIDE_ONLY = "inside-only"     # the grow action's target when those outside the hull do not grow

# The actions the expansion adds: (id, the Action fields it uses, what it does).
ACTION_TYPES = (
    ("airlock", ("piece", "to"), "pass an airlock, the piece's whole move (to the skin or back in)"),
    ("lock", ("to", "choice"), "the bridge opens or closes one airlock (choice 'open', 'close'), "
     "or leaves them (choice 'keep')"),
    ("enter-unit", ("piece", "target"), "get into a Jet Suit or Cargo Mover, or put on the Ook Soot"),
    ("leave-unit", ("piece", "target"), "get out of the unit (inside the hull only)"),
    ("unit-move", ("piece", "to", "target"), "the crewman's unit (target) moves one area, or floats"),
    ("throw-off", ("piece", "target"), "a Cargo Mover in space throws a monster off the skin"),
    ("ride", ("piece", "to", "choice"), "get on a boat's outside as it leaves its bay (monsters: "
     "the monster player's pick; choice 'done' ends it)"),
    ("boat-hatch", ("piece", "to"), "through a boat's hatch, into it or out onto its outside"),
    ("jump", ("piece", "to"), "jump between the ship's skin and a boat's outside, or boat to boat"),
    ("boat-move", ("target", "to"), "a boat moves one space area, re-enters its bay, or comes back"),
    ("boat-home", ("target",), "the boat leaves for home with those inside (the Epilogue)"),
    ("rescue", ("piece", "target"), "a boat leaves the board to pick up a crewman adrift"),
    ("stay-docked", ("target",), "a boarded Scout or Cockboat stays in its bay this turn (to blast it)"),
    ("rocket-blast", ("target", "to"), "the Scout or Cockboat blasts an area, then zooms off"),
)
_CREW_BOAT_MOVES = ("boat-hatch", "ride", "jump")
_BOAT_ACTIONS = ("boat-move", "boat-home", "rescue", "stay-docked")


class OutsideTheZnutar(Expansion):
    option = "outside"
    title = "Outside the Znutar"
    blurb = "Airlocks, the hull's skin and space: Jet Suits, Cargo Movers, the Ook Soot and boats that fly and fight"
    fields = (Field("outside", lambda s: new_outside(s.map), Outside.copy, "outside",
                    Outside.to_json, Outside.from_json, optional=True),)
    decisions = {LockControl.kind: LockControl, RiderChoice.kind: RiderChoice}
    action_types = ACTION_TYPES
    house_rules = OUTSIDE_HOUSE_RULES

    # ----- places and records ----------------------------------------------------------
    def game_map(self, name: str) -> ShipMap:
        return outside_map(name)

    def links(self, ship: ShipMap, on_foot: bool) -> tuple[tuple[str, str], ...]:
        return outside_links(ship, on_foot)

    def setup_places(self, s: State) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
        return setup_places(s.map)

    def json_shapes(self, shape: Any) -> dict[str, dict[str, Any]]:
        return checks.json_shapes(shape)

    def check(self, s: State, expect: Expect) -> None:
        checks.check_outside(s, expect)

    def describe(self, s: State) -> list[str]:
        o: Outside = s.outside
        placed = [f"{u}{'(' + name(s, o.occupants[u]) + ')' if u in o.occupants else ''} in {area_name(s, a)}"
                  for u, a in o.units.items() if a is not None]
        lines = ["Units: " + "; ".join(placed),
                 "Boats: " + ", ".join(f"{b} in {area_name(s, a)}" for b, a in o.boat_at.items())]
        if o.closed:
            lines.append("Closed airlocks: " + ", ".join(area_name(s, a) for a in sorted(o.closed)))
        return lines

    # ----- decisions: the bridge's locks, a boat's riders ------------------------------------
    def legal_decision(self, s: State, p: Decision) -> list[Action]:
        return airlocks.legal_lock(s) if isinstance(p, LockControl) else boats.legal_riders(s, p)

    def apply_decision(self, s: State, p: Decision, a: Action, events: Events) -> None:
        if isinstance(p, LockControl):
            airlocks.apply_lock(s, p, a, events)
        else:
            boats.apply_rider(s, p, a, events)

    def check_decision(self, s: State, p: Decision, expect: Expect, where: str) -> None:
        checks.check_decision(s, p, expect, where)

    def view_decision(self, s: State, p: Decision) -> tuple[None, tuple[str, ...], None, tuple[str, ...]]:
        if isinstance(p, LockControl):
            return None, (p.crewman,), None, tuple(layout(s.map).airlock_skin)
        return None, tuple(p.candidates), None, (p.boat,)

    # ----- actions -------------------------------------------------------------------------
    def apply_action(self, s: State, a: Action, events: Events) -> bool:
        t = a.type
        if t == "airlock":
            airlocks.apply_airlock(s, a, events)
        elif t == "boat-hatch" and a.piece not in CREW_BY_ID:
            boats.apply_monster_hatch(s, a, events)
        elif t in ("enter-unit", "leave-unit"):
            units.apply_unit_grab(s, a, events)
        elif t == "unit-move":
            units.apply_unit_move(s, a, events)
        elif t in _CREW_BOAT_MOVES or t in _BOAT_ACTIONS:
            (boats.apply_crew_boat_move if t in _CREW_BOAT_MOVES else boats.apply_boat_action)(s, a, events)
            check_end(s, events)
        elif t == "throw-off":
            fighting.apply_throw_off(s, a, events)
            check_end(s, events)
        elif t == "rocket-blast":
            boats.blast(s, a, events, resolve_crew_battle)
            check_end(s, events)
        else:
            return False
        return True

    # ----- the turn ------------------------------------------------------------------------------
    def monster_turn_start(self, s: State, events: Events) -> None:
        airlocks.unseal(s, events)
        airlocks.offer_lock_control(s, events)

    def crew_turn_start(self, s: State, events: Events) -> None:
        abandon.begin_crew_turn(s, events)

    def crew_turn_end(self, s: State, events: Events) -> None:
        boats.get_out(s, events)
        abandon.end_crew_turn(s, events)

    def self_destruct(self, s: State, events: Events) -> None:
        boats.flee_blast(s, events)

    def crew_holds_on(self, s: State) -> bool:
        return crew_hold_on(s)

    # ----- pieces ----------------------------------------------------------------------------------
    def crew_killed(self, s: State, c: str, area: str | None) -> None:
        """His unit stays, empty, where it is."""
        o: Outside = s.outside
        o.adrift.pop(c, None)
        for u, occupant in list(o.occupants.items()):
            if occupant == c:
                del o.occupants[u]
                if area is not None:
                    o.units[u] = area

    def crew_con(self, s: State, c: str, con: int) -> int:
        return UNIT_SPECS[OOK_SOOT].con if units.in_soot(s, c) else con

    def hand_dice(self, s: State, c: str, dice: int) -> int:
        """A Jet Suit's 1 die and a Cargo Mover's 3 replace the occupant's own (the Soot keeps the Mascot's)."""
        u: str | None = s.outside.unit_of(c)
        return dice if u is None or u == OOK_SOOT else UNIT_SPECS[unit_kind(u)].dice

    def gas_proof(self, s: State, c: str) -> bool:
        return units.gas_proof(s, c)

    def move_allowance(self, s: State, c: str, move: int) -> int:
        return SOOT_MOVE if units.in_soot(s, c) else move

    def sidelined(self, s: State) -> set[str]:
        return boats.sidelined(s) | boats.staying_aboard(s)

    # ----- the monsters' turn ----------------------------------------------------------------------
    def grow_targets(self, s: State, stage: str, growers: list[str]) -> tuple[str, ...]:
        """"Monsters outside never have to grow": the monster player may leave
        those outside as they are (one choice for the stage: the spec's ruling)."""
        inside = _inside(s, growers)
        return (INSIDE_ONLY,) if inside and len(inside) < len(growers) else ()

    def growers(self, s: State, target: str | None, growers: list[str]) -> list[str]:
        return _inside(s, growers) if target == INSIDE_ONLY else growers

    def grow_note(self, target: str) -> str:
        return " (those outside the hull stay as they are)" if target == INSIDE_ONLY else ""

    def monster_move_offers(self, s: State, moves: Moves) -> None:
        doors.add_door_moves(s, moves)

    def monster_moved(self, s: State, m: str, frm: str, to: str) -> None:
        doors.refresh_overrides(s, s.options_cache, frm, to)

    def monster_targets(self, s: State, places: Iterable[tuple[str, Sequence[str]]], crew: ByArea,
                        mons: ByArea) -> list[tuple[str, list[str]]]:
        """Units (suits, movers) are targets too, the occupants inside them are not."""
        return [(a, fighting.monster_targets(s, a, crew.get(a, ())))
                for a in dict.fromkeys([*crew, *(u for u in s.outside.units.values() if u is not None)])
                if a in mons]

    # ----- the crew's turn ----------------------------------------------------------------------------
    def grab_allowed(self, s: State, a: Action) -> bool:
        return units.claws_allow(s, a)

    def grab_offers(self, s: State, active: list[str]) -> list[Action]:
        return units.legal_unit_grab(s, active)

    def crew_moves_instead(self, s: State, c: str) -> tuple[Action, ...] | None:
        """A crewman in a suit or mover moves with it."""
        return units.unit_moves(s, c) if units.carried(s, c) else None

    def crew_moves(self, s: State, c: str) -> tuple[Action, ...]:
        return (*airlocks.crew_airlock_moves(s, c), *boats.crew_boat_moves(s, c))

    def boat_docked(self, s: State, boat: str) -> bool:
        o: Outside = s.outside
        return o.boat_at[boat] == layout(s.map).boat_bay[boat]

    def crew_stepped(self, s: State, c: str) -> None:
        units.follow(s, c)

    def crew_move_offers(self, s: State) -> list[Action]:
        return boats.legal_boat_moves(s)

    def launch_boats(self, s: State, events: Events) -> bool:
        boats.launch(s, events)
        return True

    def weapon_reach(self, s: State, c: str, weapon: str, here: str, areas: tuple[str, ...]) -> tuple[str, ...]:
        """From inside a boat, what its crew may fire on ("Attacks From the
        Boats"); from outside the hull, the reach outside; from space, the
        boats' riders in sight too."""
        kind = s.map.areas[here].kind
        if kind == BOAT:
            return boats.boat_weapon_reach(s, here)
        if s.map.areas[here].inside_hull:
            return areas
        reach = WEAPON_OF[weapon].reach
        areas = fighting.outside_reach(s.map, here, reach)
        return areas + fighting.riders_in_reach(s, here, reach) if kind == SPACE else areas

    def weapon_works(self, s: State, weapon: str, here: str, area: str) -> bool:
        return fighting.weapon_works(s.map, weapon, here, area)

    def blast_areas(self, s: State, target: str, areas: Collection[str]) -> Collection[str]:
        """Rocket Fuel going off outside: the whole space area."""
        return areas if s.map.areas[target].inside_hull else fighting.blast_areas(s, target)

    def crew_attack_offers(self, s: State, c: str, mons: ByArea, zone: Collection[str] | None,
                           fought: Collection[str]) -> list[Action]:
        return fighting.unit_attacks(s, c, mons, zone, fought) if s.outside.occupants else []

    def crew_attack_phase_offers(self, s: State) -> list[Action]:
        return boats.legal_blasts(s)

    # ----- combat ---------------------------------------------------------------------------------------
    def target_place(self, s: State, target: str) -> tuple[str, str] | None:
        if target in s.outside.units:
            return s.outside.units[target], f"the {units.unit_name(target)}"
        return None

    def target_con(self, s: State, target: str) -> int | None:
        return fighting.unit_con(target) if target in s.outside.units else None

    def kill_total(self, s: State, target: str) -> tuple[str | None, int] | None:
        if target in s.outside.units:
            return s.outside.occupants.get(target), fighting.lethal_total(s, target)
        return None

    def attack_target(self, s: State, target: str, attackers: list[str], who: str, dice: int,
                      events: Events) -> str | None:
        return fighting.monsters_attack_unit(s, target, attackers, who, dice, events)

    def blast_taker(self, s: State, c: str) -> str | None:
        """A suit or mover takes a blast for its occupant (the Soot does not)."""
        return s.outside.unit_of(c) if units.carried(s, c) else None

    def blast_on_crewman(self, s: State, c: str, dice: int, events: Events) -> bool:
        if self.blast_taker(s, c) is None:
            return False
        fighting.blast_on_unit(s, c, dice, events)
        return True


def _inside(s: State, ms: list[str]) -> list[str]:
    areas = s.map.areas
    return [m for m in ms if areas[area_of(s, m)].inside_hull]


OUTSIDE = register(OutsideTheZnutar())
