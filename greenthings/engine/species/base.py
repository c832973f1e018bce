"""What a monster species is, as data: its stages (the counters in the box
and what is printed on them), its start population and how the computer
players and the UI should think of each stage.

A species module builds one `Species` and registers it (see __init__.py).
What its monsters *do* is its `rules` object (species/rules.py): the
rulebook's `MonsterRules`, or a subclass for a species that plays otherwise;
what the computer players may want to know beyond that, its `hints`
(species/hints.py). This module imports nothing of the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

from .hints import Hints
from .hooks import HintHooks, MonsterHooks

# What a stage is to the game as a whole, whatever the species calls it. Bots
# and the UI reason by role ("the adults", "the young"), never by stage name.
ROLES = ("adult", "young", "egg", "fragment")


@dataclass(frozen=True, slots=True)
class Stage:
    id: str          # "adult": counter ids are "<id>-<n>"
    name: str        # "Adult"
    plural: str      # "Adults"
    letter: str      # "A", on the token
    role: str        # one of ROLES
    move: int
    con: int
    dice: int
    counters: int    # how many the box holds
    grows_to: str | None      # next stage when it grows (None: lays instead)
    shrinks_to: str | None    # stage when shrunk (None: vaporized)
    lays: str | None = None   # stage laid when it "grows" at the top of the chain
    value: float = 0.0        # rough material worth, for the computer players
    house: bool = False       # stats are our design, not printed (shown as a house rule)

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"stage {self.id!r}: role {self.role!r} is not one of {ROLES}")


@dataclass(frozen=True, slots=True)
class RulesNote:
    """One paragraph of a species' section of the in-game rules, in our own
    words (`MonsterRules.rules_text`): plain text, which the UI sets."""
    text: str
    title: str = ""           # a lead-in set in bold: "Through walls."
    house: bool = False       # our design, shown as a house interpretation


@dataclass(frozen=True, slots=True)
class Look:
    """How the UI tells this species apart (colour *and* a marking, for
    colour-blind players)."""
    colour: tuple[int, int, int]
    marking: str = "plain"    # "plain", "spots", "stripes", "rings"...


@dataclass(frozen=True, slots=True)
class Species:
    id: str                 # "awful-green-things", the option value
    name: str               # "Awful Green Things"
    description: str        # one line for the new-game screen
    stages: tuple[Stage, ...]
    population: dict[int, dict[str, int]]   # die roll -> stage id -> count
    fragment_stage: str | None              # what "1 Die Fragments" leaves behind
    look: Look
    rules: MonsterHooks                     # the hooks the engine calls (species/rules.py)
    hints: HintHooks = Hints()              # for the computer players' judgement (species/hints.py)

    @property
    def the(self) -> str:
        """"The Awful Green Things", for sentences."""
        return f"The {self.name}"

    def stage(self, stage_id: str) -> Stage:
        for s in self.stages:
            if s.id == stage_id:
                return s
        raise KeyError(stage_id)

    def by_role(self, role: str) -> Stage | None:
        for s in self.stages:
            if s.role == role:
                return s
        return None
