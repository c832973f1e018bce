"""The Obnoxious Orange Things (reference manual; docs/species.md).

Fixed by the manual: Adults, Young and Fragments, no Eggs; 16, 20 and 24
counters; a start of 4 Adults, 5 Young and 6 Fragments with no roll, the
Fragments all in the Mess Deck and the rest daisy-chained out from there;
Fragments grow into Young, Young into Adults, and Adults lay a die of
Fragments. Our design (house rules): the stats; in the Grow phase the Adults
share one die of Fragments, laid by one Adult of the monster player's choice
(an Adult that eats a crewman lays its own die); the Shrink chain Adult ->
Young -> Fragment -> vaporized.
"""
from __future__ import annotations

from .base import Look, Species, Stage
from .hints import Hints
from .rules import MonsterRules
from .toolkit import (
    CHIT_NAMES, Events, RulesNote, ShipMap, State, event, growth_text, missing_stages, name, stage_counts,
)

ID = "obnoxious-orange-things"
FRAGMENTS_START = "orange-fragments-start"     # a place of the map (maps/<name>.json "places")
START = {"adult": 4, "young": 5, "fragment": 6}


class OrangeRules(MonsterRules):
    def population(self, s: State) -> tuple[int | None, dict[str, int]]:
        """Always the same start, no roll."""
        return None, dict(START)

    def first_area(self, s: State) -> tuple[int | None, tuple[str, ...]]:
        """No placement roll: the monsters start from the Mess Deck."""
        return None, s.map.place(FRAGMENTS_START)

    def placement_areas(self, s: State, stage: str) -> list[str]:
        """The Fragments all go in the Mess Deck, first; then the Adults and
        Young daisy-chain out from there by the rulebook's placement rules."""
        if stage == "fragment":
            return list(s.map.place(FRAGMENTS_START))
        if (s.setup.to_place or {}).get("fragment"):
            return []
        return super().placement_areas(s, stage)

    def counters_per_grower(self, s: State, stage: str) -> int:
        return 6 if stage == "adult" else 1

    def lays_as_one(self, s: State, stage: str) -> bool:
        """Design: the Adults share one die of Fragments in the Grow phase."""
        return stage == "adult"

    def lay_count(self, s: State, m: str, events: Events) -> int:
        """An Adult lays one die of Fragments (in its own area, as many as the
        box still holds): in the Grow phase one Adult for all of them
        (`lays_as_one`), and an Adult that eats a crewman."""
        roll, lays = s.dice.d6(), s.specs[m].lays
        assert lays is not None, f"{m} lays"
        laid = s.species.stage(lays).plural
        event(events, "roll", f"{name(s, m)} lays 1 die of {laid}: {roll}.", dice=[roll], total=roll,
              target=m, purpose="lay", success=True)
        return roll

    def rules_text(self, species: Species, ship: ShipMap) -> list[RulesNote]:
        adult, frag = species.by_role("adult"), species.by_role("fragment")
        assert adult is not None and frag is not None, "the Orange Things have Adults and Fragments"
        start = ", ".join(ship.areas[a].name for a in ship.place(FRAGMENTS_START))
        return [
            RulesNote(f"{missing_stages(species)}: {growth_text(species, laying='')} An {adult.name} told "
                      f"to grow, or one that eats a crewman, spawns a die of {frag.plural} in its own area "
                      "instead."),
            RulesNote(f"No roll to start: always {stage_counts(species, START)}. The {frag.plural} all "
                      f"begin in the {start}, and the others spread out from there one area at a time, as "
                      "usual."),
            RulesNote(f'"{CHIT_NAMES["fragments"]}" and eating the Robot work as in the rulebook.'),
            RulesNote(f"In the Grow phase the {adult.plural} share one die of {frag.plural}, rolled and "
                      f"laid by one {adult.name} of the monster player's choice; an {adult.name} that eats a "
                      "crewman rolls a die of its own. When the box runs short, only the counters left "
                      "are placed.", house=True),
        ]


class OrangeHints(Hints):
    def expected_laid(self, species: Species, stage: str, layers: int = 1) -> float:
        """The Adults' one shared die: 3.5 whatever their number."""
        return 3.5 if stage == "adult" and layers else float(layers)


OBNOXIOUS_ORANGE_THINGS = Species(
    id=ID,
    name="Obnoxious Orange Things",
    description="No Eggs: they start in the Mess Deck, and every Adult spawns a die of Fragments.",
    stages=(
        Stage("adult", "Adult", "Adults", "A", "adult", 2, 11, 4, 16, None, "young", lays="fragment",
              value=8.0, house=True),
        Stage("young", "Young", "Young", "Y", "young", 2, 8, 2, 20, "adult", "fragment",
              value=5.0, house=True),
        Stage("fragment", "Fragment", "Fragments", "F", "fragment", 0, 5, 1, 24, "young", None,
              value=3.0, house=True),
    ),
    population={},             # no roll: OrangeRules.population
    fragment_stage="fragment",
    look=Look(colour=(236, 136, 36), marking="stripes"),
    rules=OrangeRules(),
    hints=OrangeHints(),
)
