"""Typed records kept in a `State`: the open battle and its declarations,
decisions owed before play goes on, the boats, each boat's trip home and
the game's result.

Each record knows its JSON form (the one docs/save-format.md describes) and
how to copy itself for `State.clone()`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from .expansion import owner_of


class Declaration(NamedTuple):
    """One declared attack ("Attacks": stated before any die is rolled).
    Saved as a list [attacker, weapon, target, choice]."""
    attacker: str | None    # None: an Electric Fence acting by itself
    weapon: str | None      # None: hand-to-hand
    target: str             # a piece, or an area for area weapons
    choice: str | None      # the Comm Beamer's setting


@dataclass(slots=True)
class Battle:
    """The attacks declared in one area (a monster battle) or one blast region
    (a crew battle), not yet rolled."""
    zone: tuple[str, ...]
    decl: list[Declaration] = field(default_factory=list)

    def copy(self) -> "Battle":
        return Battle(self.zone, self.decl.copy())

    def attackers(self) -> set[str | None]:
        return {d.attacker for d in self.decl}

    def to_json(self) -> dict[str, Any]:
        return {"zone": list(self.zone), "decl": [list(d) for d in self.decl]}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Battle":
        return cls(tuple(d["zone"]), [Declaration(*x) for x in d["decl"]])


@dataclass(slots=True)
class EaterChoice:
    """Several monsters killed a crewman: the monster player picks who eats him
    ("Monster Growth After Attacks")."""
    kind: ClassVar[str] = "eater"
    side: ClassVar[str] = "monsters"
    victim: str
    candidates: list[str]

    def copy(self) -> "EaterChoice":
        return EaterChoice(self.victim, self.candidates.copy())

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "victim": self.victim, "candidates": list(self.candidates)}


@dataclass(slots=True)
class WeaponReturn:
    """A used consumable with two start areas: the crew player picks where it
    goes back ("The Weapons")."""
    kind: ClassVar[str] = "return"
    side: ClassVar[str] = "crew"
    weapon: str
    options: list[str]

    def copy(self) -> "WeaponReturn":
        return WeaponReturn(self.weapon, self.options.copy())

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "weapon": self.weapon, "options": list(self.options)}


Pending = EaterChoice | WeaponReturn     # or an expansion's decision (Expansion.decisions)


def pending_from_json(d: dict[str, Any]) -> Any:
    """A decision owed (EaterChoice, WeaponReturn or an expansion's record) from its JSON."""
    kind = d["kind"]
    if kind == EaterChoice.kind:
        return EaterChoice(d["victim"], list(d["candidates"]))
    if kind == WeaponReturn.kind:
        return WeaponReturn(d["weapon"], list(d["options"]))
    owner = owner_of(kind)
    if owner is not None:
        return owner.decisions[kind].from_json(d)
    raise ValueError(f"unknown pending decision {kind!r}")


@dataclass(slots=True)
class BoatBay:
    """A boat while it is in its bay: who has boarded, and whether it has left."""
    aboard: list[str] = field(default_factory=list)
    launched: bool = False

    def copy(self) -> "BoatBay":
        return BoatBay(self.aboard.copy(), self.launched)

    def to_json(self) -> dict[str, Any]:
        return {"aboard": list(self.aboard), "launched": self.launched}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "BoatBay":
        return cls(list(d["aboard"]), bool(d["launched"]))


@dataclass(slots=True)
class BoatTrip:
    """One escaped boat's journey home on the Epilogue chart."""
    boat: str
    crew: list[str]
    step: int = 1
    rations: int | None = None        # years of food left on short rations
    result: str | None = None         # None while travelling; "home", "lost" or "unfinished"
    choices: list[str] | None = None  # waiting for the crew player's choice
    steps: int = 0                    # steps taken (a boat wandering too long is lost)

    def copy(self) -> "BoatTrip":
        return BoatTrip(self.boat, self.crew.copy(), self.step, self.rations, self.result,
                        None if self.choices is None else self.choices.copy(), self.steps)

    def to_json(self) -> dict[str, Any]:
        return {"boat": self.boat, "crew": list(self.crew), "step": self.step, "rations": self.rations,
                "result": self.result, "choices": None if self.choices is None else list(self.choices),
                "steps": self.steps}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "BoatTrip":
        return cls(d["boat"], list(d["crew"]), int(d["step"]), d.get("rations"), d.get("result"),
                   None if d.get("choices") is None else list(d["choices"]), int(d.get("steps", 0)))


@dataclass(slots=True)
class SetupFacts:
    """What preparation for play settled ("Preparation for Play") and, in
    Crew Survival, who reached the boats. Saved as "setup", each fact only
    once it is known (None: not yet); the end reason is saved beside them
    (State.to_json)."""
    population_roll: int | None = None          # None too for a species with a fixed start
    to_place: dict[str, int] | None = None      # stage -> monsters still to place, once the population is known
    first_area_choices: list[str] | None = None  # only when the species' rule differs from the map's roll of 6
    first_area: str | None = None
    discoverers: list[str] | None = None        # [] from the start of Discovery
    survivors: list[str] | None = None          # Crew Survival: who reached the boats
    assign: dict[str, str] | None = None        # Crew Survival: survivor -> boat, while they choose seats
    cleared_before_blast: bool = False          # no monster was left when the ship blew up (for the score)

    def copy(self) -> "SetupFacts":
        return SetupFacts(self.population_roll, _copied(self.to_place), _copied(self.first_area_choices),
                          self.first_area, _copied(self.discoverers), _copied(self.survivors),
                          _copied(self.assign), self.cleared_before_blast)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if self.to_place is not None or self.population_roll is not None:
            d["population_roll"] = self.population_roll      # null for a species with a fixed start
        for key in _SETUP_KEYS[1:-1]:
            value = getattr(self, key)
            if value is not None:
                d[key] = _copied(value)
        if self.cleared_before_blast:
            d["cleared_before_blast"] = True
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "SetupFacts":
        """From the saved "setup" (its shape already checked; "reason" taken out)."""
        unknown = sorted(set(d) - set(_SETUP_KEYS))
        if unknown:
            raise ValueError(f"unknown setup fact {str(unknown[0])[:40]!r} (the facts are {', '.join(_SETUP_KEYS)})")
        return cls(**{k: _copied(v) for k, v in d.items()})


_SETUP_KEYS = tuple(SetupFacts.__dataclass_fields__)
# The facts a phase's rules read: a saved position in that phase without them cannot be played.
SETUP_FACTS_NEEDED = {
    "setup-first-area": ("to_place",),
    "setup-monsters": ("to_place", "first_area"),
    "discovery": ("discoverers",),
    "discovery-attack": ("discoverers",),
    "survival-boats": ("survivors", "assign"),
}


def _copied(v: Any) -> Any:
    """A list or dict copied (one level), anything else as it is."""
    return v.copy() if isinstance(v, (list, dict)) else v


@dataclass(slots=True)
class Growth:
    """The monster player picking which monsters grow ("Monster Growth"):
    the stage growing, growths left, those done. `target` is an expansion's
    narrowing of who grows (Expansion.grow_targets), saved as
    `"<target, - as _>": true`."""
    stage: str
    left: int
    done: list[str] = field(default_factory=list)
    target: str | None = None

    def copy(self) -> "Growth":
        return Growth(self.stage, self.left, self.done.copy(), self.target)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"stage": self.stage, "left": self.left, "done": list(self.done)}
        if self.target:
            d[self.target.replace("-", "_")] = True
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Growth":
        target = next((k.replace("_", "-") for k, v in d.items() if k not in ("stage", "left", "done") and v), None)
        return cls(d["stage"], d["left"], list(d["done"]), target)


# Why the game on the ship ended.
SHIP_TAKEN, MONSTERS_DESTROYED = "ship-taken", "monsters-destroyed"
SELF_DESTRUCT, SURVIVAL = "self-destruct", "survival"
CONCESSION = "concession"
END_REASONS = (SHIP_TAKEN, MONSTERS_DESTROYED, SELF_DESTRUCT, SURVIVAL)


@dataclass(frozen=True, slots=True)
class Result:
    """The game is over: who won, why, and the points ("How to Win")."""
    winner: str | None          # None: a draw
    reason: str                 # one of END_REASONS, or CONCESSION
    score: dict[str, float]     # {"crew": points, "monsters": points}
    conceded: str | None = None  # the side that gave up

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"winner": self.winner, "reason": self.reason, "score": dict(self.score)}
        if self.conceded is not None:
            d["conceded"] = self.conceded
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Result":
        score = {k: float(v) for k, v in d["score"].items()}
        return cls(d.get("winner"), d["reason"], score, d.get("conceded"))
