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

from collections.abc import Iterable

from .base import Look, Species, Stage
from .hints import Hints
from .rules import MonsterRules
from .toolkit import (
    CHIT_NAMES, Events, RulesNote, ShipMap, State, d3, event, growth_text, joined, missing_stages, name,
    replace_with, roll_d3,
)

ID = "insidious-purple-things"
PHASE_PROOF = "phase-proof-rooms"      # a place of the map (maps/<name>.json "places")
FRAGMENTS_ADD = {"young": -1, "adult": 0}     # 1 Die Fragments: 1d3-1 Young from a Young, 1d3 from an Adult
ROBOT_ADD = 1                                 # eating the Robot: 1d3+1 Young


class PurpleRules(MonsterRules):
    def extra_moves(self, ship: ShipMap, stage: Stage) -> Iterable[tuple[str, str]]:
        """An Adult phases through a wall (the map's `wall` edges) into a
        room on the other side, either way, unless that room is phase-proof."""
        if stage.role != "adult":
            return ()
        proof = set(ship.place(PHASE_PROOF))
        return [(a, b) for w in ship.edges_of("wall")
                for a, b in ((w.a, w.b), (w.b, w.a)) if ship.areas[b].kind == "room" and b not in proof]

    def fragments(self, s: State, m: str, events: Events) -> None:
        """1 Die Fragments: an Egg is not affected; a Young becomes 1d3-1
        Young (0: it is gone), an Adult 1d3 Young."""
        role = s.specs[m].role
        if role == "egg":
            event(events, "no-effect", f"{name(s, m)} is not affected by Fragments.", piece=m)
            return
        n = roll_d3(s, events, f"Fragments for {name(s, m)}", m, "fragments", add=FRAGMENTS_ADD.get(role, 0))
        replace_with(s, m, "young", n, events, "is blown into")

    def eat_robot(self, s: State, m: str, events: Events) -> None:
        """Leadfoot: the eater splits into 1d3+1 Young; no chit is drawn."""
        event(events, "split", f"{name(s, m)} eats the Robot and splits!", piece=m)
        n = roll_d3(s, events, f"Young from {name(s, m)}", m, "split", add=ROBOT_ADD)
        replace_with(s, m, "young", n, events, "splits into")

    def rules_text(self, species: Species, ship: ShipMap) -> list[RulesNote]:
        adult, young, egg = species.by_role("adult"), species.by_role("young"), species.by_role("egg")
        assert adult is not None and young is not None and egg is not None, "the Purple Things have all three"
        proof = joined([ship.areas[a].name for a in ship.place(PHASE_PROOF)])
        return [
            RulesNote(f"{missing_stages(species)}: {growth_text(species)}"),
            RulesNote(f"An {adult.name} may move through a wall, as if through a hatch (one area of its "
                      f"move), into a room on the other side. The {proof} are never entered that way. Crew "
                      "or a switched-on Electric Fence still stop it where it arrives. On the board the "
                      "walls it can cross shimmer when it is picked.", title="Through walls."),
            RulesNote(f'"{CHIT_NAMES["fragments"]}" does not harm an {egg.name}; it turns a {young.name} '
                      f"into {d3(FRAGMENTS_ADD['young'])} {young.plural} (perhaps none) and an {adult.name} "
                      f"into {d3(FRAGMENTS_ADD['adult'])} {young.plural}."),
            RulesNote(f"Whatever eats the Robot splits into {d3(ROBOT_ADD)} {young.plural}; no effect chit "
                      "is drawn."),
            RulesNote("The first monster is placed with the usual table."),
            RulesNote("The Robot splits whichever stage eats it.", house=True),
        ]


class PurpleHints(Hints):
    def expected_fragments(self, species: Species, stage: str) -> dict[str, float]:
        """An Egg stays; a Young leaves 1d3-1 Young, an Adult 1d3 (1 and 2 on average)."""
        role = species.stage(stage).role
        return {stage: 1.0} if role == "egg" else {"young": 2.0 + FRAGMENTS_ADD.get(role, 0)}


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
    hints=PurpleHints(),
)
