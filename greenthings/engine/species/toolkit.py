"""A species' public API to the engine: what a rules object may do to a
game, and the words its rules text is made of. Species modules import the
engine only from here and from the species package (`Species`, `Stage`,
`register`, `MonsterRules` in species/rules.py, `Hints` in species/hints.py),
never the engine's own modules, so the engine may change inside.

Hooks change the state in place, report what happened with `event`, and roll
only with the game's dice (`s.dice.d6()`, `s.dice.roll(n)`, or `roll_d3`).
"""
from __future__ import annotations

from ..combat import apply_chit_to_monster, draw_chit
from ..pieces import (
    area_name, event, name, occupancy, place_monster, place_monsters, remove_monster, transform,
)
from ..shipmap import ShipMap
from ..state import State
from ..tables import CHIT_NAMES
from .base import RulesNote, Species, Stage
from .hooks import Events

__all__ = [
    # the game's pieces
    "name", "area_name", "occupancy", "place_monster", "place_monsters", "remove_monster", "transform",
    "replace_with", "draw_chit", "apply_chit_to_monster",
    # reporting and rolling
    "event", "roll_d3", "d3",
    # words
    "CHIT_NAMES", "RulesNote", "with_article", "joined", "counted", "stage_counts", "growth_text",
    "missing_stages", "fragments_text", "ROBOT_TEXT",
    # what the hooks are annotated with
    "State", "ShipMap", "Events",
]

# The roles in the order sentences name them: what grows first.
_GROWTH_ORDER = ("egg", "fragment", "young", "adult")
# Role -> the Awful Green Things' stage name, for "No Eggs" in a species without one.
_RULEBOOK_NAMES = {"adult": "Adults", "young": "Babies", "egg": "Eggs", "fragment": "Fragments"}


def roll_d3(s: State, events: Events, text: str, target: str, purpose: str, add: int = 0) -> int:
    """Roll one die read as 1d3 (1-2: 1, 3-4: 2, 5-6: 3), plus `add`, and
    report it: "<text>: 1d3+1 = 3 (rolled 4)"."""
    d6: int = s.dice.d6()
    n = (d6 + 1) // 2 + add
    event(events, "roll", f"{text}: {d3(add)} = {n} (rolled {d6}).", dice=[d6], total=n,
          target=target, purpose=purpose, success=True)
    return n


def d3(add: int = 0) -> str:
    """"1d3", "1d3-1", "1d3+1": how the rules and the log write a 1d3 roll."""
    return "1d3" + (f"{add:+d}" if add else "")


def replace_with(s: State, m: str, stage: str, n: int, events: Events, verb: str) -> list[str]:
    """Take monster `m` off and put `n` counters of `stage` in its area (as
    many as the box still holds: "Running out of monster counters").
    Returns the counters placed."""
    area = s.loc[m]
    assert area is not None, f"{m} is not on the board"
    who = name(s, m)
    remove_monster(s, m)
    made = place_monsters(s, stage, area, n)
    st = s.species.stage(stage)
    what = f"{len(made)} {st.name if len(made) == 1 else st.plural}"
    short = f" (only {len(made)} counters left)" if len(made) < n else ""
    event(events, "fragmented", f"{who} {verb} {what} in {area_name(s, area)}{short}.",
          piece=m, new=made, area=area)
    return made


# ----- words ------------------------------------------------------------------
def with_article(noun: str) -> str:
    """'an egg', 'a spore'."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def joined(parts: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def counted(stage: Stage, n: int) -> str:
    """"1 Spore", "3 Spores"."""
    return f"{n} {stage.name if n == 1 else stage.plural}"


def stage_counts(species: Species, counts: dict[str, int]) -> str:
    """"4 Adults, 5 Young and 6 Fragments" from stage id -> count, in the species' order."""
    return joined([counted(st, counts[st.id]) for st in species.stages if counts.get(st.id)])


def missing_stages(species: Species) -> str:
    """"No Eggs" for a species without an egg stage ("" when it has every
    role but one of fragments and eggs), naming the stage as the rulebook does."""
    roles = {st.role for st in species.stages}
    gone = [_RULEBOOK_NAMES[r] for r in ("egg", "fragment") if r not in roles]
    return f"No {joined(gone)}" if gone else ""


def growth_text(species: Species, laying: str | None = None) -> str:
    """How the species grows, from its stages: "Eggs hatch into Babies,
    Fragments grow into Babies, Babies grow into Adults and each Adult lays
    an Egg." `laying` replaces the last part (a species that lays otherwise)."""
    steps = []
    for st in sorted(species.stages, key=lambda st: _GROWTH_ORDER.index(st.role)):
        if st.grows_to:
            verb = "hatch" if st.role == "egg" else "grow"
            steps.append(f"{st.plural} {verb} into {species.stage(st.grows_to).plural}")
    for st in species.stages:
        if st.lays and laying is None:
            steps.append(f"each {st.name} lays {with_article(species.stage(st.lays).name)}")
    if laying:
        steps.append(laying)
    return (joined(steps) + ".") if steps else ""


ROBOT_TEXT = "Whatever eats the Robot draws an effect chit and suffers it; the chit goes back in the cup."


def fragments_text(species: Species) -> str:
    """What the rulebook's "1 Die Fragments" does to the species."""
    chit = CHIT_NAMES["fragments"]
    if species.fragment_stage is None:
        return f'"{chit}" blows a monster to bits: nothing is left of it.'
    return f'"{chit}" leaves a die of {species.stage(species.fragment_stage).plural} behind.'
