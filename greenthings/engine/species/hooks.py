"""The species seam's catalogue: every hook a species' rules object and its
hints object may define, with its signature, and the check that a species
defines nothing else (a misspelt or unknown hook would never be called).

The rules' defaults are the rulebook's (`MonsterRules`, species/rules.py);
the hints' are `Hints` (species/hints.py). This module imports nothing of
the engine, so the species' data (base.py) can name these types without an
import cycle. `s` is the game's `State`, `m` a monster counter's id,
`stage` a stage id (`Stage` for `extra_moves`).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

Events = list[dict[str, Any]]      # what happened, as pieces.event appends it


class MonsterHooks(Protocol):
    """What a species' monsters do (species/rules.py says where each is called)."""

    # setup
    def population(self, s: Any) -> tuple[int | None, dict[str, int]]: ...
    def first_area(self, s: Any) -> tuple[int | None, tuple[str, ...]]: ...
    def placement_areas(self, s: Any, stage: str) -> list[str]: ...
    # growth
    def grow(self, s: Any, m: str, events: Events, lay: bool) -> str: ...
    def lay(self, s: Any, m: str, events: Events) -> list[str]: ...
    def lay_count(self, s: Any, m: str, events: Events) -> int: ...
    def lay_area(self, s: Any, m: str) -> str: ...
    def counters_per_grower(self, s: Any, stage: str) -> int: ...
    def lays_as_one(self, s: Any, stage: str) -> bool: ...
    # eating
    def eat_crewman(self, s: Any, m: str, victim: str, events: Events) -> None: ...
    def eat_robot(self, s: Any, m: str, events: Events) -> None: ...
    # weapon and combat results
    def shrink(self, s: Any, m: str, events: Events) -> str | None: ...
    def fragments(self, s: Any, m: str, events: Events) -> None: ...
    def killed(self, s: Any, m: str, events: Events) -> None: ...
    def survived(self, s: Any, m: str, events: Events) -> str | None: ...
    # movement
    def extra_moves(self, ship: Any, stage: Any) -> Iterable[tuple[str, str]]: ...
    def may_move(self, s: Any, m: str, frm: str, to: str) -> bool: ...
    # the in-game rules page
    def rules_text(self, species: Any, ship: Any) -> list[Any]: ...


class HintHooks(Protocol):
    """What the computer players may want to know of a species beyond its
    data, for their judgement only: the engine never asks (species/hints.py)."""

    def expected_laid(self, species: Any, stage: str, layers: int = 1) -> float: ...
    def expected_fragments(self, species: Any, stage: str) -> dict[str, float]: ...


def _names(protocol: type) -> frozenset[str]:
    return frozenset(n for n, v in vars(protocol).items() if callable(v) and not n.startswith("_"))


RULE_HOOKS = _names(MonsterHooks)
HINT_HOOKS = _names(HintHooks)


def check_hooks(species_id: str, obj: object, hooks: frozenset[str], what: str) -> None:
    """ValueError unless `obj` has every hook of `hooks` and its classes
    define no other public method: a misspelt or unknown hook is an error
    where the species registers, not a rule that is silently never played.
    Names starting with "_" are the species' own helpers."""
    missing = sorted(h for h in hooks if not callable(getattr(obj, h, None)))
    if missing:
        raise ValueError(f"species {species_id!r}: its {what} object ({type(obj).__name__}) lacks "
                         f"{', '.join(missing)}: subclass the default {what} class")
    for cls in type(obj).__mro__:
        if cls is object:
            continue
        for name, value in vars(cls).items():
            method = callable(value) or isinstance(value, (staticmethod, classmethod, property))
            if method and not name.startswith("_") and name not in hooks:
                raise ValueError(f"species {species_id!r}: {cls.__name__}.{name} is not a {what} hook "
                                 f"(the {what} hooks: {', '.join(sorted(hooks))})")
