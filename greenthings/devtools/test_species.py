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

Its rules override most hooks of `MonsterRules`, each in a way that is easy
to see in a test or on the board:

- Bloaters lay two Spores at a time;
- a Bloater (only) may squeeze through the vent between the Galley and the
  Engine Room, and through any wall of the map (its `wall` edges), either
  way, like through a hatch;
- eating the Robot splits the eater into two Bloblings (no chit is drawn);
- 1 Die Fragments splits a Bloater into two Bloblings, turns a Blobling into
  a Spore and leaves a Spore alone (no die is rolled): a monster becomes two
  (adults) or one (others) of the stage it shrinks to, and the smallest stage
  is unaffected.

The rules read stage ids from the species, so variants made with
`dataclasses.replace` (tests/bots/test_other_species.py) play too.
"""
from __future__ import annotations

from greenthings.engine.pieces import area_name, event, name, place_monsters, remove_monster
from greenthings.engine.species import Look, Species, Stage, register
from greenthings.engine.species.rules import MonsterRules

ID = "test-blobs"
VENT = ("galley", "engine-room")


class BlobRules(MonsterRules):
    def lay(self, s, m, events):
        return super().lay(s, m, events) + super().lay(s, m, events)

    def extra_moves(self, ship, stage):
        if stage.role != "adult":
            return ()
        pairs = [VENT, *((w.a, w.b) for w in ship.edges_of("wall"))]
        return [move for a, b in pairs for move in ((a, b), (b, a))]

    def eat_robot(self, s, m, events):
        event(events, "split", f"{name(s, m)} eats the Robot and splits!", piece=m)
        young = s.species.by_role("young")
        self._split(s, m, young.id if young else None, 2, events)

    def fragments(self, s, m, events):
        st = s.specs[m]
        if st.shrinks_to is None:
            event(events, "no-effect", f"{name(s, m)} is not affected by Fragments.", piece=m)
            return
        self._split(s, m, st.shrinks_to, 2 if st.role == "adult" else 1, events)

    def _split(self, s, m, stage, n, events):
        """Replace `m` by `n` counters of `stage` (as many as the box holds;
        none if the species has no such stage). Reads stages from the species,
        so that variants of it made in tests play too."""
        area = s.loc[m]
        remove_monster(s, m)
        made = [] if stage is None else place_monsters(s, stage, area, n)
        plural = s.species.stage(stage).plural if stage else "pieces"
        event(events, "fragmented", f"{name(s, m)} splits into {len(made)} {plural} in {area_name(s, area)}.",
              piece=m, new=made, area=area)


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
    rules=BlobRules(),
)

register(TEST_BLOBS)
