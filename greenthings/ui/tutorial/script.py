"""The guided game, as data: short chapters, each a few steps of our own
words, what the coach points at, and what finishes each step.

A chapter starts from its own position (``start``: a key of
:mod:`.positions`; None: a new game of :data:`SEED`), so any chapter can be
opened or skipped to; one that ``goes_on`` is played on in the game of the
chapter before when the player comes to it from there.  A chapter that
loads ends with a step that fits anywhere, whose button opens the next.

A step's ``point`` names a finder in :mod:`.targets` ("bar", "end",
"discover"...); ``until`` is "next" (the player presses Next), an action
type (the player plays one such legal action), or None: the step lasts while
the game is in one of its ``phases``.  Whatever the player does, the coach
never runs behind the game: once the game leaves a step's phases it moves on
to the first later step that fits (:func:`step_for`), never past the end of
a chapter that the next does not go on from.

This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple

from greenthings.ui.tutorial.chapters import CHAPTERS, MONSTERS_TURN, Chapter, Step  # noqa: F401

#: The tutorial's game: always the same ship and the same first rolls.
SEED = 1905
DIFFICULTY = "easy"


class Place(NamedTuple):
    chapter: int
    step: int


def chapter_of(key: str) -> int:
    return next(i for i, c in enumerate(CHAPTERS) if c.key == key)


def find_step(key: str) -> Place:
    """Where the step named ``key`` is."""
    return next(Place(c, i) for c, ch in enumerate(CHAPTERS) for i, st in enumerate(ch.steps) if st.key == key)


def fits(step: Step, phase: str) -> bool:
    return step.phases is None or phase in step.phases


def step_for(place: Place, phase: str) -> Place:
    """The step to show in ``phase``: the current one while it fits, else the
    first later one that does, in this chapter or in the chapters that go on
    from it (each run of chapters ends with a step that fits anywhere)."""
    chapter, start = place
    while True:
        steps = CHAPTERS[chapter].steps
        for i in range(start, len(steps)):
            if fits(steps[i], phase):
                return Place(chapter, i)
        if chapter + 1 < len(CHAPTERS) and CHAPTERS[chapter + 1].goes_on:
            chapter, start = chapter + 1, 0
            continue
        return Place(chapter, len(steps) - 1)


def last_chapter(index: int) -> bool:
    return index == len(CHAPTERS) - 1
