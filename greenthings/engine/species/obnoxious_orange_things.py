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

from ..pieces import area_name, event, name, place_monsters
from .base import Look, Species, Stage
from .rules import MonsterRules

ID = "obnoxious-orange-things"
FRAGMENTS_START = "orange-fragments-start"     # a place of the map (maps/<name>.json "places")
START = {"adult": 4, "young": 5, "fragment": 6}


class OrangeRules(MonsterRules):
    def population(self, s):
        """Always the same start, no roll."""
        return None, dict(START)

    def first_area(self, s):
        """No placement roll: the monsters start from the Mess Deck."""
        return None, s.map.place(FRAGMENTS_START)

    def placement_areas(self, s, stage):
        """The Fragments all go in the Mess Deck, first; then the Adults and
        Young daisy-chain out from there by the rulebook's placement rules."""
        if stage == "fragment":
            return list(s.map.place(FRAGMENTS_START))
        if s.setup["to_place"].get("fragment"):
            return []
        return super().placement_areas(s, stage)

    def counters_per_grower(self, s, stage):
        return 6 if stage == "adult" else 1

    def lays_as_one(self, s, stage):
        """Design: the Adults share one die of Fragments in the Grow phase."""
        return stage == "adult"

    def expected_laid(self, s, stage, layers=1):
        return 3.5 if stage == "adult" and layers else float(layers)

    def lay(self, s, m, events):
        """An Adult lays one die of Fragments in its own area (as many as the
        box still holds): in the Grow phase one Adult for all of them
        (`lays_as_one`), and an Adult that eats a crewman."""
        area = s.loc[m]
        roll = s.dice.d6()
        event(events, "roll", f"{name(s, m)} lays 1 die of Fragments: {roll}.", dice=[roll], total=roll,
              target=m, purpose="lay", success=True)
        made = place_monsters(s, "fragment", area, roll)
        if not made:
            event(events, "no-counter", f"{name(s, m)} cannot lay: no Fragment counters left.", piece=m)
            return []
        short = f" (only {len(made)} counters left)" if len(made) < roll else ""
        event(events, "laid", f"{name(s, m)} lays {len(made)} Fragment{'s' if len(made) > 1 else ''} "
              f"in {area_name(s, area)}{short}.", piece=m, new=made, area=area)
        return made


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
)
