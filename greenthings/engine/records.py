"""Typed records kept in a `State`: the open battle and its declarations,
decisions owed before play goes on, the boats, each boat's trip home and
the game's result.

Each record knows its JSON form (the one docs/save-format.md describes) and
how to copy itself for `State.clone()`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, NamedTuple

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

    def to_json(self) -> dict:
        return {"zone": list(self.zone), "decl": [list(d) for d in self.decl]}

    @classmethod
    def from_json(cls, d: dict) -> "Battle":
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

    def to_json(self) -> dict:
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

    def to_json(self) -> dict:
        return {"kind": self.kind, "weapon": self.weapon, "options": list(self.options)}


Pending = EaterChoice | WeaponReturn     # or an expansion's decision (Expansion.decisions)


def pending_from_json(d: dict):
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

    def to_json(self) -> dict:
        return {"aboard": list(self.aboard), "launched": self.launched}

    @classmethod
    def from_json(cls, d: dict) -> "BoatBay":
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

    def to_json(self) -> dict:
        return {"boat": self.boat, "crew": list(self.crew), "step": self.step, "rations": self.rations,
                "result": self.result, "choices": None if self.choices is None else list(self.choices),
                "steps": self.steps}

    @classmethod
    def from_json(cls, d: dict) -> "BoatTrip":
        return cls(d["boat"], list(d["crew"]), int(d["step"]), d.get("rations"), d.get("result"),
                   None if d.get("choices") is None else list(d["choices"]), int(d.get("steps", 0)))


# Why the game on the ship ended.
SHIP_TAKEN, MONSTERS_DESTROYED, SELF_DESTRUCT, SURVIVAL = "ship-taken", "monsters-destroyed", "self-destruct", "survival"
CONCESSION = "concession"
END_REASONS = (SHIP_TAKEN, MONSTERS_DESTROYED, SELF_DESTRUCT, SURVIVAL)


@dataclass(frozen=True, slots=True)
class Result:
    """The game is over: who won, why, and the points ("How to Win")."""
    winner: str | None          # None: a draw
    reason: str                 # one of END_REASONS, or CONCESSION
    score: dict                 # {"crew": points, "monsters": points}
    conceded: str | None = None  # the side that gave up

    def to_json(self) -> dict:
        d = {"winner": self.winner, "reason": self.reason, "score": dict(self.score)}
        if self.conceded is not None:
            d["conceded"] = self.conceded
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Result":
        score = {k: float(v) for k, v in d["score"].items()}
        return cls(d.get("winner"), d["reason"], score, d.get("conceded"))
