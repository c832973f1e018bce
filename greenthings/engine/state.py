"""The game state: where every counter is, whose decision it is, and the dice.

A `State` is a plain record of dicts and sets. It is changed in place by the
rules (`greenthings.engine.rules`); `clone()` makes a cheap independent copy
for search. `to_json()` and `validate.load_state()` give the documented save form
(docs/save-format.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, NamedTuple

from . import hooks
from .dice import Dice
from .expansion import EXPANSIONS, active, keep_records_on, registered_fields
from .records import Battle, BoatBay, BoatTrip, Growth, Result, SetupFacts, pending_from_json
from .map_files import check_map_name, load_map
from .shipmap import ShipMap
from .species import get as get_species
from .tables import (
    CHIT_RANK, CHITS, CREW, CREW_TABLE, counters_by_stage, monster_ids, monster_specs, weapon_ids, weapon_type,
)

if TYPE_CHECKING:
    from .expansion import Expansion
    from .species import Species, Stage

STATE_FORMAT = "greenthings-state"
STATE_VERSION = 1

# Crew status values.
UNPLACED, ABOARD, DEAD, ESCAPED = "unplaced", "aboard", "dead", "escaped"
# Weapon places that are not areas.
HELD = "@"          # prefix: "@cook" is held by the Cook
GONE = "gone"       # a No Effect weapon's counters leave the board
AWAY = "away"       # carried off in an escaping boat
UNPLACED_W = "unplaced"


_KIND = {str: "a string", bool: "true/false"}


@dataclass(frozen=True, init=False)
class Options:
    """Choices made before the game starts. Each registered expansion adds a
    true/false switch named by its option (engine/expansion.py):
    `Options(<option>=True)`, `options.<option>`; those on are `expansions`,
    saved as `"<option>": true`."""
    mode: str = "full"                      # "full" or "survival" (Crew Survival)
    comm_beamer_frequencies: bool = False   # Game Balance: two Comm Beamer settings
    extra_adult: bool = False               # Game Balance: one more Adult at setup
    species: str = "awful-green-things"
    map: str = "znutar"
    expansions: frozenset[str] = frozenset()    # the expansions on, by option name

    def __init__(self, mode: str = "full", comm_beamer_frequencies: bool = False, extra_adult: bool = False,
                 species: str = "awful-green-things", map: str = "znutar", expansions: Iterable[str] = frozenset(),
                 **switches: bool) -> None:
        on = set(expansions)
        for name, value in switches.items():
            if name not in EXPANSIONS:
                raise TypeError(f"Options() got an unexpected keyword argument {name!r}")
            (on.add if value else on.discard)(name)
        unknown = on - EXPANSIONS.keys()
        if unknown:
            raise ValueError(f"unknown expansion(s) {sorted(unknown)}: use {', '.join(EXPANSIONS) or 'none'}")
        given: tuple[tuple[str, object], ...] = (
            ("mode", mode), ("comm_beamer_frequencies", comm_beamer_frequencies), ("extra_adult", extra_adult),
            ("species", species), ("map", map), ("expansions", frozenset(on)))
        for key, chosen in given:
            object.__setattr__(self, key, chosen)

    def __getattr__(self, name: str) -> bool:
        """An expansion's switch (`options.<option>`)."""
        if name in EXPANSIONS:
            return name in self.expansions
        raise AttributeError(f"'Options' object has no attribute {name!r}")

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The options a saved game may set: the game's, then each expansion's switch."""
        return (*(k for k in cls.__dataclass_fields__ if k != "expansions"), *EXPANSIONS)

    @classmethod
    def from_json(cls, d: Any) -> "Options":
        if not isinstance(d, dict):
            raise ValueError("options must be a JSON object")
        defaults, names = cls(), cls.names()
        for key, value in d.items():
            if not (isinstance(key, str) and key in names):
                raise ValueError(f"unknown option {str(key)[:40]!r} (options are {', '.join(names)})")
            want = type(getattr(defaults, key))
            if type(value) is not want:
                raise ValueError(f"option {key} must be {_KIND[want]}, not {type(value).__name__}")
        opts = cls(**d)
        if opts.mode not in ("full", "survival"):
            raise ValueError(f"unknown mode {opts.mode!r}: use 'full' or 'survival'")
        get_species(opts.species)      # ValueError naming the species that exist
        check_map_name(opts.map)       # MapError (a ValueError) naming the maps there are
        return opts

    def to_json(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__ if k != "expansions"}
        d.update((name, True) for name in EXPANSIONS if name in self.expansions)   # an expansion off is left out
        return d


def _same(v: Any) -> Any:
    return v


def _copy(v: Any) -> Any:
    return v.copy()


def _copy_or_none(v: Any) -> Any:
    return None if v is None else v.copy()


def _copy_each(v: list[Any]) -> list[Any]:
    return [x.copy() for x in v]


def _copy_values(v: dict[str, Any]) -> dict[str, Any]:
    return {k: x.copy() for k, x in v.items()}


class Field(NamedTuple):
    """One part of a State: how a new game starts it, how a clone copies it,
    and (for the parts saved on their own) its key and JSON form. Pieces and
    the turn's bookkeeping are saved in two grouped sections (see
    `State.to_json`)."""
    name: str
    new: Callable[["State"], Any]
    copy: Callable[[Any], Any]
    key: str | None = None                      # top-level JSON key, None: saved in a group or not at all
    dump: Callable[[Any], Any] = _same
    load: Callable[[Any], Any] = _same
    optional: bool = False                      # left out of the JSON while None (an option's record)


def _seq(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise ValueError(f"{what} must be a list of names")
    return value


def _names_map(value: Any, what: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ValueError(f"{what} must map names to names")
    return dict(value)


# "fought": areas whose attacks were rolled this phase ("Attacks": one area at a time, then the next)
TURN_SETS = ("stopped", "restricted", "acted", "moved", "grabbed", "dropped", "gave", "fought")

# Every field of a State, in one list: `new`, `clone`, `to_json` and loading
# (validate.load_state) all follow it. A new kind of piece or record is one
# more entry here.
FIELDS: tuple[Field, ...] = (
    Field("phase", lambda s: "setup-weapons", _same, "phase"),
    Field("to_play", lambda s: CREW, _same, "to_play"),
    Field("round", lambda s: 0, _same, "round"),
    # pieces: where every counter is (saved together under "pieces")
    Field("loc", lambda s: {p: None for p in piece_ids(s.species)}, _copy),
    Field("status", lambda s: {c.id: UNPLACED for c in CREW_TABLE}, _copy),
    Field("stun", lambda s: {}, _copy),
    Field("held", lambda s: {}, _copy),
    Field("wloc", lambda s: {w: UNPLACED_W for w in weapon_ids()}, _copy, "weapons",
          dict, lambda v: _names_map(v, "weapons")),
    Field("fence_on", lambda s: set(), _copy, "fences_on", sorted, lambda v: set(_seq(v, "fences_on"))),
    Field("cup", lambda s: list(CHITS), _copy, "cup", list, lambda v: list(_seq(v, "cup"))),
    Field("known", lambda s: {}, _copy, "known_effects", dict, lambda v: _names_map(v, "known_effects")),
    # this phase and turn (saved together under "turn")
    Field("mp", lambda s: {}, _copy),
    *(Field(name, lambda s: set(), _copy) for name in TURN_SETS),
    # records
    Field("battle", lambda s: None, _copy_or_none, "battle",
          lambda b: None if b is None else b.to_json(), lambda v: None if v is None else Battle.from_json(v)),
    Field("pending", lambda s: [], _copy_each, "pending",
          lambda ps: [p.to_json() for p in ps], lambda v: [pending_from_json(p) for p in v or []]),
    Field("grow", lambda s: None, _copy_or_none, "grow",
          lambda g: None if g is None else g.to_json(), lambda v: None if v is None else Growth.from_json(v)),
    Field("setup", lambda s: SetupFacts(), _copy),     # saved with the end reason (see to_json)
    Field("boats", lambda s: {b.id: BoatBay() for b in s.map.boat_bays.values()}, _copy_values, "boats",
          lambda bs: {k: b.to_json() for k, b in bs.items()},
          lambda v: {k: BoatBay.from_json(b) for k, b in v.items()}),
    Field("self_destruct_at", lambda s: None, _same, "self_destruct_at"),
    Field("escaped", lambda s: False, _same, "escaped", bool, bool),
    Field("epilogue", lambda s: [], _copy_each, "epilogue",
          lambda es: [e.to_json() for e in es], lambda v: [BoatTrip.from_json(e) for e in v or []]),
    Field("ended", lambda s: None, _same),          # saved as setup["reason"]
    Field("result", lambda s: None, _same, "result",
          lambda r: None if r is None else r.to_json(), lambda v: None if v is None else Result.from_json(v)),
)
# An expansion's records are Fields too (Expansion.fields): a State holds
# each registered expansion's (`state.<name>`, kept in `records`), None while
# that expansion is off, and saves those that are not None under their keys.
_CACHES = ("options_cache", "occ_cache", "stops_cache")


def piece_ids(species: Species) -> tuple[str, ...]:
    """Every piece of a game: the crew, then the monster counters in the box."""
    return (*(c.id for c in CREW_TABLE), *monster_ids(species))


class State:
    """Everything needed to continue a game (see docs/save-format.md).

    The game's fields are listed once, in FIELDS; besides them a State holds
    the map, the species and its counters' stats, the options, the dice, the
    expansions on (`expansions`, their Expansion objects in registration
    order), each registered expansion's records (`records`, by their
    field names, each read and set as an attribute of that name: see
    expansion.RecordAttribute), and three caches for the
    movement phases (never saved, dropped on clone): options_cache (each
    piece's moves), occ_cache (occupancy while nothing moves), stops_cache
    (where moving pieces must stop).
    """

    # No __dict__: setting a misspelled attribute raises AttributeError.
    __slots__ = ("map", "species", "specs", "options", "dice", "expansions", *(f.name for f in FIELDS), *_CACHES,
                 "records")

    # The slots' types, for the type checker (FIELDS makes and copies them).
    map: ShipMap
    species: Species
    specs: dict[str, Stage]             # monster counter -> its stage's numbers
    options: Options
    dice: Dice
    expansions: tuple[Expansion, ...]
    phase: str
    to_play: str | None                 # "crew" or "monsters" (None: the game is over)
    round: int
    loc: dict[str, str | None]          # piece -> area (None: not on the board)
    status: dict[str, str]              # crewman -> UNPLACED / ABOARD / DEAD / ESCAPED
    stun: dict[str, int]                # piece -> the round it stays stunned until
    held: dict[str, str]                # crewman -> the weapon in his hand
    wloc: dict[str, str]                # weapon -> area, HELD + crewman, GONE, AWAY or UNPLACED_W
    fence_on: set[str]
    cup: list[str]
    known: dict[str, str]               # weapon type -> its drawn effect
    mp: dict[str, int]                  # piece -> movement points used this phase
    stopped: set[str]
    restricted: set[str]
    acted: set[str]
    moved: set[str]
    grabbed: set[str]
    dropped: set[str]
    gave: set[str]
    fought: set[str]
    battle: Battle | None
    pending: list[Any]                  # EaterChoice, WeaponReturn or an expansion's decision record
    grow: Growth | None
    setup: SetupFacts
    boats: dict[str, BoatBay]
    self_destruct_at: int | None
    escaped: bool
    epilogue: list[BoatTrip]
    ended: str | None
    result: Result | None
    options_cache: Any
    occ_cache: Any
    stops_cache: Any
    records: dict[str, Any]             # expansion record name -> the record (None or absent: off)

    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any:
            """A registered expansion's record (`records[name]`)."""

    # ----- construction -------------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Options | None = None, ship: ShipMap | None = None) -> "State":
        opts = options or Options()
        s = cls.__new__(cls)
        s.expansions = active(opts.expansions)
        s.map = ship or hooks.game_map(s.expansions, opts.map) or load_map(opts.map)
        s.species = get_species(opts.species)
        s.specs = monster_specs(s.species)
        s.options = opts
        s.dice = Dice(seed)
        s.records = {}
        for f in FIELDS:
            setattr(s, f.name, f.new(s))
        for x, f in registered_fields():
            s.records[f.name] = f.new(s) if x in s.expansions else None
        for c in _CACHES:
            setattr(s, c, None)
        return s

    def clone(self, dice: Dice | None = None) -> "State":
        """An independent copy. Pass `dice` to give the copy another future
        (bots do this so that they never see the game's own next rolls): the
        cup is then put in the chit table's order too, as in `observe`, so
        that the copy's draws depend on the new dice alone."""
        s = State.__new__(State)
        s.map, s.species, s.specs, s.options = self.map, self.species, self.specs, self.options
        s.expansions = self.expansions
        s.dice = dice if dice is not None else self.dice.clone()
        for name, copy in _CLONE_PLAN:
            setattr(s, name, copy(getattr(self, name)))
        mine, records = self.records, {}
        for _, f in registered_fields():
            v = mine.get(f.name)
            records[f.name] = None if v is None else f.copy(v)
        s.records = records
        if dice is not None:
            s.cup.sort(key=CHIT_RANK.__getitem__)
        s.options_cache = s.occ_cache = s.stops_cache = None
        return s

    # ----- queries used by the rules -----------------------------------
    def crew_aboard(self) -> list[str]:
        st = self.status
        return [c for c in st if st[c] == ABOARD]

    def monsters_on_board(self) -> list[str]:
        loc = self.loc
        return [m for m in self.specs if loc[m] is not None]

    def has_monsters(self) -> bool:
        loc = self.loc
        return any(loc[m] is not None for m in self.specs)

    def crew_in(self, area: str) -> list[str]:
        st = self.status
        return [p for p, a in self.loc.items() if a == area and p in st and st[p] == ABOARD]

    def monsters_in(self, area: str) -> list[str]:
        st = self.status
        return [p for p, a in self.loc.items() if a == area and p not in st]

    def weapons_in(self, area: str) -> list[str]:
        return [w for w, a in self.wloc.items() if a == area]

    def effect_key(self, weapon: str, choice: str | None = None) -> str:
        t = weapon_type(weapon)
        return f"{t}:low" if choice == "low" else t

    def counters_free(self, stage: str) -> list[str]:
        """Counters of a stage still in the box, lowest number first."""
        loc = self.loc
        return [m for m in counters_by_stage(self.species)[stage] if loc[m] is None]

    # ----- JSON ----------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        pieces = {}
        for p, a in self.loc.items():
            d: dict[str, Any]
            if p in self.status:
                d = {"status": self.status[p], "area": a}
                if p in self.held:
                    d["weapon"] = self.held[p]
            elif a is None:
                continue          # a monster counter still in the box
            else:
                d = {"area": a}
            if p in self.stun:
                d["stunned_until"] = self.stun[p]
            pieces[p] = d
        turn: dict[str, Any] = {k: sorted(getattr(self, k)) for k in TURN_SETS}
        turn["movement_used"] = dict(sorted(self.mp.items()))
        setup = self.setup.to_json()
        if self.ended is not None:
            setup["reason"] = self.ended
        out = {
            "format": STATE_FORMAT,
            "version": STATE_VERSION,
            "options": self.options.to_json(),
            "rng": self.dice.to_json(),
            "pieces": pieces,
            "turn": turn,
            "setup": setup,
        }
        for f in FIELDS:
            if f.key is not None:
                value = getattr(self, f.name)
                if value is None and f.optional:
                    continue
                out[f.key] = f.dump(f.copy(value))   # a copy: the JSON never shares the state's lists
        for _, f in registered_fields():
            value = self.records.get(f.name)
            if value is not None:
                out[f.key] = f.dump(f.copy(value))
        return out


_CLONE_PLAN = tuple((f.name, f.copy) for f in FIELDS)
keep_records_on(State)
