"""The game state: where every counter is, whose decision it is, and the dice.

A `State` is a plain record of dicts and sets. It is changed in place by the
rules (`greenthings.engine.rules`); `clone()` makes a cheap independent copy
for search. `to_json()` and `validate.load_state()` give the documented save form
(docs/save-format.md).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

from .dice import Dice
from .shipmap import ShipMap, check_map_name, named_map
from .species import get as get_species
from .tables import (
    CHITS, CREW, CREW_BY_ID, CREW_TABLE, MONSTERS, WEAPON_BY_ID,
    counters_by_stage, monster_ids, monster_specs, stage_of, weapon_ids, weapon_type,
)

STATE_FORMAT = "greenthings-state"
STATE_VERSION = 1

# Crew status values.
UNPLACED, ABOARD, DEAD, ESCAPED = "unplaced", "aboard", "dead", "escaped"
# Weapon places that are not areas.
HELD = "@"          # prefix: "@cook" is held by the Cook
GONE = "gone"       # a No Effect weapon's counters leave the board
AWAY = "away"       # carried off in an escaping boat
UNPLACED_W = "unplaced"


@dataclass(frozen=True)
class Options:
    """Choices made before the game starts."""
    mode: str = "full"                      # "full" or "survival" (Crew Survival)
    comm_beamer_frequencies: bool = False   # Game Balance: two Comm Beamer settings
    extra_adult: bool = False               # Game Balance: one more Adult at setup
    species: str = "awful-green-things"
    map: str = "znutar"

    @classmethod
    def from_json(cls, d: dict) -> "Options":
        if not isinstance(d, dict):
            raise ValueError("options must be a JSON object")
        known = set(cls.__dataclass_fields__)
        extra = set(d) - known
        if extra:
            raise ValueError(f"unknown option(s): {sorted(extra)}")
        opts = cls(**d)
        if opts.mode not in ("full", "survival"):
            raise ValueError(f"unknown mode {opts.mode!r}: use 'full' or 'survival'")
        get_species(opts.species)      # ValueError naming the species that exist
        check_map_name(opts.map)       # MapError (a ValueError) naming the maps there are
        return opts

    def to_json(self) -> dict:
        return asdict(self)


class State:
    """Everything needed to continue a game (see docs/save-format.md)."""

    __slots__ = (
        "map", "species", "specs", "options", "dice",
        "phase", "to_play", "round",
        # pieces
        "loc",        # piece id -> area id, or None (box, dead, escaped, unplaced)
        "status",     # crew id -> unplaced | aboard | dead | escaped
        "stun",       # piece id -> the round at whose end (of its side's turn) it wakes
        "held",       # crew id -> weapon id
        "wloc",       # weapon id -> area id | "@crew" | gone | away | unplaced
        "fence_on",   # active fence weapon ids
        "cup",        # effect chits still in the cup
        "known",      # effect key (weapon type, or "comm-beamer:low") -> chit
        # this phase / turn
        "mp", "stopped", "restricted", "acted", "moved", "grabbed", "dropped", "gave",
        "battle",     # open battle: {"zone": [areas], "decl": [[attacker, weapon, target, choice]]}
        "pending",    # decisions owed before play goes on: [{"kind": ..., ...}]
        "grow",       # growth in progress: {"stage": s, "left": n} or None
        "setup",      # setup bookkeeping: population, first area, monsters to place, discoverers
        "boats",      # boat id -> {"aboard": [...], "launched": bool}
        "self_destruct_at",   # round at whose crew-turn end the ship explodes, or None
        "escaped",    # True once any boat has left (the monsters' 111 are conceded)
        "epilogue",   # [{"boat", "crew", "step", "rations", "result", "steps"}] in launch order
        "result",     # None while playing; {"winner", "reason", "score": {...}} when over
        "options_cache",  # the movement phase's options per piece (not saved; see rules.apply)
        "occ_cache",      # occupancy() while nothing moves (not saved; see rules.apply)
        "stops_cache",    # where moving pieces must stop, for the movement phase (not saved)
    )

    # ----- construction -------------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Options | None = None, ship: ShipMap | None = None) -> "State":
        opts = options or Options()
        s = cls.__new__(cls)
        s.map = ship or named_map(opts.map)
        s.species = get_species(opts.species)
        s.specs = monster_specs(s.species)
        s.options = opts
        s.dice = Dice(seed)
        s.phase = "setup-weapons"
        s.to_play = CREW
        s.round = 0
        s.loc = {c.id: None for c in CREW_TABLE}
        s.loc.update({m: None for m in monster_ids(s.species)})
        s.status = {c.id: UNPLACED for c in CREW_TABLE}
        s.stun = {}
        s.held = {}
        s.wloc = {w: UNPLACED_W for w in weapon_ids()}
        s.fence_on = set()
        s.cup = list(CHITS)
        s.known = {}
        s.mp = {}
        for name in ("stopped", "restricted", "acted", "moved", "grabbed", "dropped", "gave"):
            setattr(s, name, set())
        s.battle = None
        s.pending = []
        s.grow = None
        s.setup = {}
        s.boats = {b.id: {"aboard": [], "launched": False} for b in s.map.boat_bays.values()}
        s.self_destruct_at = None
        s.escaped = False
        s.epilogue = []
        s.result = None
        s.options_cache = None
        s.occ_cache = None
        s.stops_cache = None
        return s

    def clone(self, dice: Dice | None = None) -> "State":
        """An independent copy. Pass `dice` to give the copy another future
        (bots do this so that they never see the game's own next rolls)."""
        s = State.__new__(State)
        s.map, s.species, s.specs, s.options = self.map, self.species, self.specs, self.options
        s.dice = dice if dice is not None else self.dice.clone()
        s.phase, s.to_play, s.round = self.phase, self.to_play, self.round
        s.loc = self.loc.copy()
        s.status = self.status.copy()
        s.stun = self.stun.copy()
        s.held = self.held.copy()
        s.wloc = self.wloc.copy()
        s.fence_on = self.fence_on.copy()
        s.cup = self.cup.copy()
        s.known = self.known.copy()
        s.mp = self.mp.copy()
        s.stopped = self.stopped.copy()
        s.restricted = self.restricted.copy()
        s.acted = self.acted.copy()
        s.moved = self.moved.copy()
        s.grabbed = self.grabbed.copy()
        s.dropped = self.dropped.copy()
        s.gave = self.gave.copy()
        b = self.battle
        s.battle = None if b is None else {"zone": b["zone"], "decl": [d.copy() for d in b["decl"]]}
        s.pending = [p.copy() for p in self.pending]
        g = self.grow
        s.grow = None if g is None else {"stage": g["stage"], "left": g["left"], "done": g["done"].copy()}
        s.setup = {k: (v.copy() if isinstance(v, (dict, list)) else v) for k, v in self.setup.items()}
        s.boats = {k: {"aboard": v["aboard"].copy(), "launched": v["launched"]} for k, v in self.boats.items()}
        s.self_destruct_at = self.self_destruct_at
        s.escaped = self.escaped
        s.epilogue = [dict(e, crew=e["crew"].copy()) for e in self.epilogue]
        s.result = self.result
        s.options_cache = None
        s.occ_cache = None
        s.stops_cache = None
        return s

    # ----- queries used by rules, bots and the UI ---------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def crew_aboard(self) -> list[str]:
        st = self.status
        return [c for c in st if st[c] == ABOARD]

    def monsters_on_board(self) -> list[str]:
        loc = self.loc
        return [m for m in self.specs if loc[m] is not None]

    def has_monsters(self) -> bool:
        loc = self.loc
        return any(loc[m] is not None for m in self.specs)

    def pieces_in(self, area: str) -> list[str]:
        return [p for p, a in self.loc.items() if a == area]

    def crew_in(self, area: str) -> list[str]:
        st = self.status
        return [p for p, a in self.loc.items() if a == area and p in st and st[p] == ABOARD]

    def monsters_in(self, area: str) -> list[str]:
        st = self.status
        return [p for p, a in self.loc.items() if a == area and p not in st]

    def weapons_in(self, area: str) -> list[str]:
        return [w for w, a in self.wloc.items() if a == area]

    def is_stunned(self, piece: str) -> bool:
        return piece in self.stun

    def stage(self, monster: str) -> str:
        return stage_of(monster)

    def effect_key(self, weapon: str, choice: str | None = None) -> str:
        t = weapon_type(weapon)
        return f"{t}:low" if choice == "low" else t

    def piece_info(self, piece: str) -> dict:
        """Stats and condition of one piece, for display."""
        if piece in CREW_BY_ID:
            c = CREW_BY_ID[piece]
            return {"id": piece, "side": CREW, "name": c.name, "letter": c.name[0],
                    "move": c.move, "con": c.con, "dice": c.dice, "area": self.loc[piece],
                    "status": self.status[piece], "stunned": piece in self.stun,
                    "weapon": self.held.get(piece)}
        st = self.specs[piece]
        return {"id": piece, "side": MONSTERS, "name": st.name, "letter": st.letter,
                "stage": st.id, "move": st.move, "con": st.con, "dice": st.dice,
                "area": self.loc[piece], "stunned": piece in self.stun}

    def weapon_info(self, weapon: str) -> dict:
        t = weapon_type(weapon)
        where = self.wloc[weapon]
        return {"id": weapon, "type": t, "name": WEAPON_BY_ID[t].name,
                "area": where if where in self.map.areas else None,
                "holder": where[1:] if where.startswith(HELD) else None,
                "active": weapon in self.fence_on, "where": where}

    def counters_free(self, stage: str) -> list[str]:
        """Counters of a stage still in the box, lowest number first."""
        loc = self.loc
        return [m for m in counters_by_stage(self.species)[stage] if loc[m] is None]

    def score(self) -> dict | None:
        return None if self.result is None else self.result["score"]

    # ----- JSON ----------------------------------------------------------
    def to_json(self) -> dict:
        pieces = {}
        for p, a in self.loc.items():
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
        turn = {k: sorted(getattr(self, k)) for k in ("stopped", "restricted", "acted", "moved", "grabbed", "dropped", "gave")}
        turn["movement_used"] = dict(sorted(self.mp.items()))
        return {
            "format": STATE_FORMAT,
            "version": STATE_VERSION,
            "options": self.options.to_json(),
            "rng": self.dice.to_json(),
            "phase": self.phase,
            "to_play": self.to_play,
            "round": self.round,
            "pieces": pieces,
            "weapons": dict(self.wloc),
            "fences_on": sorted(self.fence_on),
            "cup": list(self.cup),
            "known_effects": dict(self.known),
            "turn": turn,
            "battle": self.battle,
            "pending": self.pending,
            "grow": self.grow,
            "setup": self.setup,
            "boats": self.boats,
            "self_destruct_at": self.self_destruct_at,
            "escaped": self.escaped,
            "epilogue": self.epilogue,
            "result": self.result,
        }
