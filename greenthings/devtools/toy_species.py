"""A made-up monster species for developing against the species seam.

    >>> import greenthings.devtools.toy_species          # registers it
    >>> from greenthings.engine import Options, new_state
    >>> s, _ = new_state(1, Options(species="toy-blobs"))

Its stage ids, names, letters, box counts and population differ from the
Awful Green Things' on purpose, so that code which assumes "adult", "baby"
or 12 Adults shows up at once. It has no Fragment stage. Bots and the UI
should work with it by reading the species (stage roles, names, plurals,
letters, look), never by its ids. It is not part of the game: nothing in
greenthings/ imports it but the development tools.

It is written as a species from outside the engine would be: one module
that reaches the engine only through the species package and its toolkit,
and changes rules only through hooks (species/hooks.py), each in a way that
is easy to see in a test or on the board:

- Bloaters lay two Spores at a time, into a neighbouring room (the first of
  its neighbours, in the map's order, that is a room without crew; its own
  area when there is none);
- a Bloater that survives dice to kill splits into two Bloblings;
- a Bloater crosses a hatch only as one of a pair: another Bloater must be
  in the area it leaves or the one it enters;
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

from greenthings.engine.species import Hints, Look, Species, Stage, register
from greenthings.engine.species.rules import MonsterRules
from greenthings.engine.species.toolkit import (
    CHIT_NAMES, RulesNote, area_name, event, growth_text, name, occupancy, place_monsters, remove_monster,
    replace_with,
)

ID = "toy-blobs"
VENT = ("galley", "engine-room")
LAID = 2        # Spores a Bloater lays at a time
SPLIT = 2       # Bloblings a Bloater splits into (hit and surviving, eating the Robot, 1 Die Fragments)


class ToyRules(MonsterRules):
    def lay_count(self, s, m, events):
        return LAID

    def lay_area(self, s, m):
        here = s.loc[m]
        crew, _ = occupancy(s)
        rooms = [a for a in s.map.neighbors[here] if s.map.areas[a].kind == "room" and a not in crew]
        return rooms[0] if rooms else here

    def survived(self, s, m, events):
        young = s.species.by_role("young")
        if s.specs[m].role != "adult" or young is None:
            return m
        event(events, "split", f"{name(s, m)} is hit and splits!", piece=m)
        replace_with(s, m, young.id, SPLIT, events, "splits into")
        return None

    def may_move(self, s, m, frm, to):
        edge = s.map.edge(frm, to)
        if s.specs[m].role != "adult" or edge is None or not edge.is_hatch:
            return True
        _, mons = occupancy(s)
        specs = s.specs
        return any(x != m and specs[x].role == "adult" for x in (*mons.get(frm, ()), *mons.get(to, ())))

    def extra_moves(self, ship, stage):
        if stage.role != "adult":
            return ()
        pairs = [VENT, *((w.a, w.b) for w in ship.edges_of("wall"))]
        return [move for a, b in pairs for move in ((a, b), (b, a))]

    def eat_robot(self, s, m, events):
        event(events, "split", f"{name(s, m)} eats the Robot and splits!", piece=m)
        young = s.species.by_role("young")
        self._split(s, m, young.id if young else None, SPLIT, events)

    def fragments(self, s, m, events):
        st = s.specs[m]
        if st.shrinks_to is None:
            event(events, "no-effect", f"{name(s, m)} is not affected by Fragments.", piece=m)
            return
        self._split(s, m, st.shrinks_to, SPLIT if st.role == "adult" else 1, events)

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

    def rules_text(self, species, ship):
        big, small = species.by_role("adult"), species.by_role("young")
        vent = " and the ".join(ship.areas[a].name for a in VENT)
        laid = f"each {big.name} lays {LAID} {species.stage(big.lays).plural} at a time, into a neighbouring room"
        return [
            RulesNote(growth_text(species, laying=laid)[:-1] + " without crew (its own area if there is none)."),
            RulesNote(f"A {big.name} that survives dice to kill splits into {SPLIT} {small.plural}, and so "
                      f'does whatever eats the Robot (no chit). "{CHIT_NAMES["fragments"]}" splits a '
                      f"{big.name} the same way and shrinks the others one stage; the smallest is not hurt."),
            RulesNote(f"A {big.name} crosses a hatch only as one of a pair, another {big.name} in the area it "
                      f"leaves or enters. It squeezes through any wall, and the vent between the {vent}.",
                      title="Moving."),
        ]


class ToyHints(Hints):
    def expected_laid(self, species, stage, layers=1):
        return float(LAID * layers) if species.stage(stage).role == "adult" else float(layers)


TOY_BLOBS = Species(
    id=ID,
    name="Toy Blobs",
    description="A development species: Bloaters lay Spores next door, Spores swell into Bloblings.",
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
    rules=ToyRules(),
    hints=ToyHints(),
)

register(TOY_BLOBS)
