"""A made-up monster species for developing against the species seam.

    >>> import greenthings.devtools.test_species          # registers it
    >>> from greenthings.engine import Options, new_state
    >>> s, _ = new_state(1, Options(species="test-blobs"))

Its stage ids, names, letters, box counts and population differ from the
Awful Green Things' on purpose, so that code which assumes "adult", "baby"
or 12 Adults shows up at once. It has no Fragment stage. Bots and the UI
should work with it by reading the species (stage roles, names, plurals,
letters, look), never by its ids. It is not part of the game: nothing in
greenthings/ imports it.
"""
from __future__ import annotations

from greenthings.engine.species import Look, Species, Stage, register

ID = "test-blobs"

TEST_BLOBS = Species(
    id=ID,
    name="Test Blobs",
    description="A development species: Bloaters lay Spores, Spores swell into Bloblings.",
    stages=(
        Stage("big", "Bloater", "Bloaters", "L", "adult", 2, 14, 3, 9, None, "small", lays="spore",
              value=9.0, house=True),
        Stage("small", "Blobling", "Bloblings", "b", "young", 1, 9, 2, 14, "big", "spore",
              value=5.0, house=True),
        Stage("spore", "Spore", "Spores", "S", "egg", 0, 4, 0, 11, "small", None,
              value=1.5, house=True),
    ),
    population={
        1: {"spore": 5, "small": 3, "big": 1},
        2: {"spore": 4, "small": 4, "big": 1},
        3: {"spore": 4, "small": 3, "big": 2},
        4: {"spore": 3, "small": 4, "big": 2},
        5: {"spore": 2, "small": 4, "big": 3},
        6: {"spore": 1, "small": 5, "big": 3},
    },
    fragment_stage=None,
    look=Look(colour=(176, 92, 210), marking="rings"),
)

register(TEST_BLOBS)
