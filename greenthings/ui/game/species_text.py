"""Words for the monsters, taken from the game's species (its stages' names,
plurals and letters), so that any species reads right.

The UI thinks of a stage by its role ("adult", "young", "egg", "fragment"),
never by the name one species gives it.  This module does not import pygame.
"""
from __future__ import annotations

from collections.abc import Mapping

from greenthings.engine import SHIPPED_SPECIES, SPECIES, Options, Species, Stage, counted, joined

#: Biggest first: the order of stacks on the board and of stages in sentences.
ROLE_ORDER = ("adult", "young", "fragment", "egg")
#: A token's shape by role (tokens.py draws them; the legend and the rules name them).
SHAPES = {"adult": "hexagon", "young": "diamond", "egg": "oval", "fragment": "triangle"}


def default_species() -> Species:
    """The species of a game with the default options (the menu, the rules)."""
    return SPECIES[Options().species]


def offered_species() -> list[Species]:
    """The species a new game offers: those the game ships, in the engine's
    order (a development species registered from greenthings/devtools or a
    test is not one of them)."""
    return list(SHIPPED_SPECIES)


def short_name(species: Species) -> str:
    """"Purple Things" for the Insidious Purple Things: the last two words,
    for a button."""
    return " ".join(species.name.split()[-2:])


def role_rank(stage: Stage) -> int:
    return ROLE_ORDER.index(stage.role)


def stage_counts(species: Species, counts: Mapping[str, int]) -> str:
    """"2 Bloaters and 1 Spore" from stage id -> count, biggest stages first."""
    stages = sorted((st for st in species.stages if counts.get(st.id)), key=role_rank)
    return joined([counted(st, counts[st.id]) for st in stages])


def stage_facts(stage: Stage, con: bool = True) -> str:
    """"moves 2, constitution 16, 4 dice" (what the stage's counter says)."""
    move = "never moves" if stage.move == 0 else f"moves {stage.move}"
    dice = "never attacks" if stage.dice == 0 else f"{stage.dice} {'die' if stage.dice == 1 else 'dice'}"
    return f"{move}, constitution {stage.con}, {dice}" if con else f"{move}, {dice}"
