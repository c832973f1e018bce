"""Expansions: optional rules a game is played with, each a package of its
own that the core never names (Outside the Znutar is `engine/outside/`).

An expansion is one `Expansion` object, registered here under its option
name: `register(x)` makes `Options(<x.option>=True)` valid (saved in the
options as `"<option>": true`). It declares

- its *places*: `game_map` (the map with its overlay), `links` (ways between
  areas, for the distances bots judge by), `setup_places`, `marked_places`
  (what the board shows on them);
- its *records*: `fields`, entries like `state.FIELDS` that the state
  keeps while it is on (None while off; saved under their own key), their
  JSON shape (`json_shapes`) and invariants (`check`);
- its *decisions* owed (`decisions`: kind -> record class with `from_json`,
  `kind`, `side`, `copy`, `to_json`), how they are offered, applied,
  checked and shown (`legal_decision`, `apply_decision`, `check_decision`,
  `view_decision`);
- its *actions*: `action_types` (id, fields, description, as in the read
  API's ACTION_TYPES), offered by the hooks below and applied by
  `apply_action`;
- its *rule hooks*: the methods below, each called by the core at one named
  point (engine/hooks.py lists them and says where). Every default leaves
  the game as the rulebook plays it, so an expansion overrides only what it
  changes.

The core calls the hooks of the expansions a game has on (`State.expansions`,
in registration order); each hook that passes a value along (`crew_con`,
`blast_areas`, ...) gets the value the core and the expansions before it
made. Hooks change the state in place, report with `pieces.event(...)`
and roll only with the game's dice. One expansion object serves every game.

This module imports nothing of the engine at run time (only types, from
modules that do not import it), so the state can look expansions up
without an import cycle. For the same reason a hook's game state is typed
`GameState` (Any) here: an expansion's own hooks take `state.State`.
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .shipmap import ShipMap

GameState = Any             # a state.State (not imported: the state imports this module)
Events = list[dict[str, Any]]
Expect = Callable[[bool, str], None]        # expect(condition, message) raises the caller's error if not
ByArea = Mapping[str, Sequence[str]]        # area -> the crew or the monsters there (pieces.occupancy)
Neighbours = Mapping[str, Sequence[str]]    # area -> the areas one step away

EXPANSIONS: dict[str, "Expansion"] = {}     # option name -> expansion, in registration order
_ACTIVE: dict[frozenset[str], tuple["Expansion", ...]] = {}
_FIELDS: list[tuple["Expansion", Any]] = []  # (expansion, state.Field) of every registered expansion


class Expansion:
    """Optional rules. Subclass, set the data below, override the hooks whose
    rules change, and `register` one instance."""

    option: str = ""            # the Options switch and its key in saves ("outside")
    title: str = ""             # "Outside the Znutar"
    blurb: str = ""             # one line for the New Game page: what it adds
    fields: tuple[Any, ...] = ()    # state.Field entries: the records the state keeps for it
    decisions: dict[str, type[Any]] = {}    # pending decision kind -> its record class
    action_types: tuple[tuple[str, tuple[str, ...], str], ...] = ()     # (id, fields, description)
    house_rules: tuple[tuple[str, str, str], ...] = ()  # (id, title, text): our rulings, shown in the in-game reference

    # ----- places ---------------------------------------------------------------
    def game_map(self, name: str) -> ShipMap | None:
        """The ShipMap a game on map `name` plays on (None: the map as it is)."""
        return None

    def links(self, ship: ShipMap, on_foot: bool) -> Iterable[tuple[str, str]]:
        """Ways between areas besides the map's hatches and passages, each one
        step both ways, for the distances bots judge by (`on_foot`: those a
        piece walking may take, for walking and monster distances)."""
        return ()

    def setup_places(self, s: GameState) -> tuple[Neighbours, Sequence[str]] | None:
        """(neighbours, areas) the monsters' setup chain runs over (None: the map's)."""
        return None

    def marked_places(self, s: GameState) -> dict[str, str]:
        """Marks for the board on the expansion's own places: area -> a short
        label ("Pad 2/3"), shown whoever stands there (read API: `place_marks`)."""
        return {}

    # ----- records ------------------------------------------------------------------
    def json_shapes(self, shape: Any) -> dict[str, dict[str, Any]]:
        """Shape checks for what the expansion adds to a saved state, made with
        `shape` (validate.SHAPES: name, names, count, flag, maybe, record...):
        {"state": {key: check}, "pending": {field: check}, "grow": {field: check}}."""
        return {}

    def check(self, s: GameState, expect: Expect) -> None:
        """The expansion's invariants; `expect(condition, message)` raises."""

    def describe(self, s: GameState) -> list[str]:
        """Lines for the command line's summary of a position."""
        return []

    # ----- decisions owed -------------------------------------------------------------
    def legal_decision(self, s: GameState, p: Any) -> list[Action]:
        raise NotImplementedError(p.kind)

    def apply_decision(self, s: GameState, p: Any, a: Action, events: Events) -> None:
        raise NotImplementedError(p.kind)

    def check_decision(self, s: GameState, p: Any, expect: Expect, where: str) -> None:
        """A decision read from a file names real pieces and places."""

    def view_decision(self, s: GameState, p: Any) -> tuple[str | None, tuple[str, ...], str | None, tuple[str, ...]]:
        """(victim, candidates, weapon, options) for the read API's PendingView."""
        return None, (), None, ()

    # ----- actions ----------------------------------------------------------------------
    def apply_action(self, s: GameState, a: Action, events: Events) -> bool:
        """Apply one of the expansion's own actions; False if `a` is not one."""
        return False

    def action_words(self, s: GameState, a: Action) -> str | None:
        """A short imperative sentence for one of its actions (None: not one)."""
        return None

    # ----- the turn -----------------------------------------------------------------------
    def monster_turn_start(self, s: GameState, events: Events) -> None:
        """After the monsters' turn has begun (before they grow)."""

    def crew_turn_start(self, s: GameState, events: Events) -> None:
        """After the crew's turn has begun (before they grab)."""

    def crew_turn_end(self, s: GameState, events: Events) -> None:
        """At the crew's turn's end, after wake up, before the self-destruct clock."""

    def self_destruct(self, s: GameState, events: Events) -> None:
        """The self-destruct clock has run out: just before the ship explodes."""

    def crew_holds_on(self, s: GameState) -> bool:
        """False if the crew aboard no longer hold any part of the ship."""
        return True

    # ----- pieces ---------------------------------------------------------------------------
    def crew_killed(self, s: GameState, c: str, area: str | None) -> None:
        """Crewman `c` is about to be killed in `area` (his weapon not yet dropped)."""

    def crew_con(self, s: GameState, c: str, con: int) -> int:
        return con

    def hand_dice(self, s: GameState, c: str, dice: int) -> int:
        return dice

    def gas_proof(self, s: GameState, c: str) -> bool:
        return False

    def move_allowance(self, s: GameState, c: str, move: int) -> int:
        return move

    def sidelined(self, s: GameState) -> set[str]:
        """Crewmen aboard and awake who still cannot act this crew turn."""
        return set()

    # ----- the monsters' turn -----------------------------------------------------------------
    def grow_targets(self, s: GameState, stage: str, growers: list[str]) -> tuple[str, ...]:
        """Grow actions' targets offered beside the plain one, each narrowing
        who grows (the growth record keeps one as `<target, - as _>: true`)."""
        return ()

    def growers(self, s: GameState, target: str | None, growers: list[str]) -> list[str]:
        """Who of `growers` grows for a grow action with `target`."""
        return growers

    def grow_note(self, target: str) -> str:
        """Words the grow event adds for `target` (" (those outside stay)")."""
        return ""

    def monster_move_offers(self, s: GameState, moves: dict[str, tuple[Action, ...]]) -> None:
        """Add to `moves` (monster -> its move actions, the phase's cache) in place."""

    def monster_moved(self, s: GameState, m: str, frm: str, to: str) -> None:
        """A monster stepped while the cache of moves is kept (update it in place)."""

    def monster_targets(self, s: GameState, places: Iterable[tuple[str, list[str]]], crew: ByArea,
                        mons: ByArea) -> Iterable[tuple[str, list[str]]]:
        """(area, targets) pairs where monsters may attack (default: the crew by area)."""
        return places

    # ----- the crew's turn ----------------------------------------------------------------------
    def grab_allowed(self, s: GameState, a: Action) -> bool:
        """Whether a grab-phase action the core offers stays offered."""
        return True

    def grab_offers(self, s: GameState, active: list[str]) -> list[Action]:
        return []

    def crew_moves_instead(self, s: GameState, c: str) -> tuple[Action, ...] | None:
        """Crewman `c`'s only moves this phase (None: he walks as usual)."""
        return None

    def crew_moves(self, s: GameState, c: str) -> tuple[Action, ...]:
        """Moves of crewman `c` besides his steps (before boarding)."""
        return ()

    def boat_docked(self, s: GameState, boat: str) -> bool:
        """Whether `boat` is in its bay, to be boarded."""
        return True

    def crew_stepped(self, s: GameState, c: str) -> None:
        """Crewman `c` has just stepped into a neighbouring area."""

    def crew_move_offers(self, s: GameState) -> list[Action]:
        """Actions of the crew's move that are no single crewman's."""
        return []

    def launch_boats(self, s: GameState, events: Events) -> bool:
        """End of the crew's move: launch the boats its own way (True), or leave it to the core."""
        return False

    def weapon_reach(self, s: GameState, c: str, weapon: str, here: str, areas: tuple[str, ...]) -> tuple[str, ...]:
        """Areas crewman `c`'s weapon reaches from area `here` (the attack restriction aside)."""
        return areas

    def weapon_works(self, s: GameState, weapon: str, here: str, area: str) -> bool:
        return True

    def blast_areas(self, s: GameState, target: str, areas: Collection[str]) -> Collection[str]:
        """Areas a blast aimed at `target` covers."""
        return areas

    def crew_attack_offers(self, s: GameState, c: str, mons: ByArea, zone: Collection[str] | None,
                           fought: Collection[str]) -> list[Action]:
        """Attacks crewman `c` may declare besides the core's."""
        return []

    def crew_attack_phase_offers(self, s: GameState) -> list[Action]:
        """Actions of the crew's attack phase that are no declaration."""
        return []

    # ----- combat ---------------------------------------------------------------------------------
    def target_place(self, s: GameState, target: str) -> tuple[str, str] | None:
        """(area, words) for an attack target that is neither an area nor a piece."""
        return None

    def target_con(self, s: GameState, target: str) -> int | None:
        """The constitution of such a target."""
        return None

    def kill_total(self, s: GameState, target: str) -> tuple[str | None, int] | None:
        """(the crewman a monster attack on such a target kills, the total it must reach)."""
        return None

    def attack_target(self, s: GameState, target: str, attackers: list[str], who: str, dice: int,
                      events: Events) -> str | None:
        """Roll `dice` of monster attacks on such a target; the crewman killed, or None."""
        return None

    def blast_taker(self, s: GameState, c: str) -> str | None:
        """The attack target that takes a blast's kill dice on crewman `c`
        for him (a unit he is in), or None; what kills him through it is its
        `kill_total`."""
        return None

    def blast_on_crewman(self, s: GameState, c: str, dice: int, events: Events) -> bool:
        """A blast's kill dice on crewman `c`: True if the expansion rolled them
        (on his `blast_taker`)."""
        return False


class RecordAttribute:
    """`state.<name>`: a registered expansion's record, kept in the state's
    `records` dict (None while that expansion is off). The state's class
    gets one per record (`keep_records_on`), so that it needs no `__dict__`
    and a misspelled attribute raises."""
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        return obj.records.get(self.name)

    def __set__(self, obj: Any, value: Any) -> None:
        obj.records[self.name] = value


_HOLDERS: list[type] = []       # the classes that keep the records (State)


def keep_records_on(cls: type) -> None:
    """Give `cls` an attribute for each registered expansion's record, now
    and at every later registration."""
    _HOLDERS.append(cls)
    _install_records()


def _install_records() -> None:
    names = {f.name for _, f in _FIELDS}
    for cls in _HOLDERS:
        for name, value in list(vars(cls).items()):
            if isinstance(value, RecordAttribute) and name not in names:
                delattr(cls, name)
        for name in names:
            if not isinstance(vars(cls).get(name), RecordAttribute):
                setattr(cls, name, RecordAttribute(name))


def _own_names(cls: type) -> set[str]:
    """The attributes a holder has besides the records (its fields and methods)."""
    return {n for c in cls.__mro__ for n, v in vars(c).items() if not isinstance(v, RecordAttribute)}


def register(expansion: Expansion) -> Expansion:
    """Make `Options(<expansion.option>=True)` valid."""
    if not expansion.option.isidentifier():
        raise ValueError(f"an expansion's option must be a name: {expansion.option!r}")
    before = EXPANSIONS.get(expansion.option)
    taken = {f.name for x, f in _FIELDS if x is not before}.union(*map(_own_names, _HOLDERS))
    clash = taken & {f.name for f in expansion.fields}
    if clash:
        raise ValueError(f"expansion {expansion.option!r}: state field(s) {sorted(clash)} already taken")
    EXPANSIONS[expansion.option] = expansion
    _ACTIVE.clear()
    _FIELDS[:] = [(x, f) for x in EXPANSIONS.values() for f in x.fields]
    _install_records()
    return expansion


def active(names: frozenset[str]) -> tuple[Expansion, ...]:
    """The expansions named, in registration order."""
    found = _ACTIVE.get(names)
    if found is None:
        found = _ACTIVE[names] = tuple(x for n, x in EXPANSIONS.items() if n in names)
    return found


def registered_fields() -> list[tuple["Expansion", Any]]:
    """(expansion, state field) for every registered expansion's records."""
    return _FIELDS


def owner_of(kind: str) -> Expansion | None:
    """The expansion that declares the pending decision `kind`."""
    return next((x for x in EXPANSIONS.values() if kind in x.decisions), None)
