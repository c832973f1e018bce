"""The Insidious Purple Things (reference manual; docs/species.md).

Fixed by the manual: Adults, Young and Eggs, no Fragments; 15, 28 and 17
counters; the Green Things' first-monster table; Eggs grow into Young, Young
into Adults, Adults lay one Egg; Adults phase through walls into rooms
(never the four rooms the map lists as `phase-proof-rooms`); 1 Die Fragments
leaves an Egg alone, makes a Young 1d3-1 Young and an Adult 1d3 Young;
eating the Robot splits the eater into 1d3+1 Young. Our design (house rules):
the stats, the population table, the Shrink chain Adult -> Young -> Egg ->
vaporized, and the Robot's split whatever stage ate it.
"""
from __future__ import annotations

from ..pieces import event, name
from .base import Look, Species, Stage
from .rules import MonsterRules, replace_with, roll_d3

ID = "insidious-purple-things"
PHASE_PROOF = "phase-proof-rooms"      # a place of the map (maps/<name>.json "places")


class PurpleRules(MonsterRules):
    def extra_moves(self, ship, stage):
        """An Adult phases through a wall (the map's `wall` edges) into a
        room on the other side, either way, unless that room is phase-proof."""
        if stage.role != "adult":
            return ()
        proof = set(ship.place(PHASE_PROOF))
        return [(a, b) for w in ship.edges_of("wall")
                for a, b in ((w.a, w.b), (w.b, w.a)) if ship.areas[b].kind == "room" and b not in proof]

    def fragments(self, s, m, events):
        """1 Die Fragments: an Egg is not affected; a Young becomes 1d3-1
        Young (0: it is gone), an Adult 1d3 Young."""
        role = s.specs[m].role
        if role == "egg":
            event(events, "no-effect", f"{name(s, m)} is not affected by Fragments.", piece=m)
            return
        n = roll_d3(s, events, f"Fragments for {name(s, m)}", m, "fragments", add=-1 if role == "young" else 0)
        replace_with(s, m, "young", n, events, "is blown into")

    def expected_fragments(self, s, stage):
        role = s.species.stage(stage).role
        return {stage: 1.0} if role == "egg" else {"young": 1.0 if role == "young" else 2.0}

    def eat_robot(self, s, m, events):
        """Leadfoot: the eater splits into 1d3+1 Young; no chit is drawn."""
        event(events, "split", f"{name(s, m)} eats the Robot and splits!", piece=m)
        n = roll_d3(s, events, f"Young from {name(s, m)}", m, "split", add=1)
        replace_with(s, m, "young", n, events, "splits into")


INSIDIOUS_PURPLE_THINGS = Species(
    id=ID,
    name="Insidious Purple Things",
    description="Their Adults phase through walls; blasting them apart only makes more Young.",
    stages=(
        Stage("adult", "Adult", "Adults", "A", "adult", 2, 14, 4, 15, None, "young", lays="egg",
              value=9.0, house=True),
        Stage("young", "Young", "Young", "Y", "young", 1, 10, 2, 28, "adult", "egg",
              value=5.0, house=True),
        Stage("egg", "Egg", "Eggs", "E", "egg", 0, 5, 0, 17, "young", None,
              value=2.0, house=True),
    ),
    # Our design: the manual says "roll d6" and gives no table.
    population={
        1: {"egg": 6, "young": 5, "adult": 1},
        2: {"egg": 5, "young": 5, "adult": 2},
        3: {"egg": 4, "young": 6, "adult": 2},
        4: {"egg": 4, "young": 5, "adult": 3},
        5: {"egg": 3, "young": 6, "adult": 3},
        6: {"egg": 2, "young": 7, "adult": 3},
    },
    fragment_stage=None,
    look=Look(colour=(150, 82, 204), marking="spots"),
    rules=PurpleRules(),
)
