"""What a species' monsters do: one rules object per species.

`MonsterRules` plays the rulebook (the Awful Green Things use it as it is).
A species that plays otherwise subclasses it and overrides only the hooks
that change; everything else stays the rulebook's. Registering a species
checks that its rules define no method that is not a hook
(species/hooks.py holds the catalogue). The engine calls the hooks where
those rules happen:

=============================  ======================================  ===========================
hook                           called from                             rulebook
=============================  ======================================  ===========================
population(s)                  setup, once the crew is placed          Initial Monster Population
first_area(s)                  setup, after the population             Initial Monster Placement
placement_areas(s, stage)      setup, for each starting monster        Initial Monster Placement
grow(s, m, events, lay)        combat.grow_monster: the Grow phase,    Grow; Monster Growth After
                               eating a crewman, a Grow chit           Attacks
lay(s, m, events)              grow, for a stage with nothing to       Grow (Adults lay Eggs)
                               grow into
lay_count(s, m, events)        lay: how many it lays (may roll)        one
lay_area(s, m)                 lay: where they go                      its own area
counters_per_grower(s, stage)  monster_turn: the Grow phase            Running out of counters
lays_as_one(s, stage)          monster_turn: the Grow phase            (each lays)
eat_crewman(s, m, victim, ev)  combat.devour                           Monster Growth After Attacks
eat_robot(s, m, events)        combat.devour                           Leadfoot the Robot
shrink(s, m, events)           combat.shrink_monster                   Shrink
fragments(s, m, events)        combat.fragment_monster                 1 Die Fragments
killed(s, m, events)           combat.kill_roll: dice to kill made     Attacks: it is removed
survived(s, m, events)         combat.kill_roll: dice to kill missed   Attacks: nothing happens
extra_moves(ship, stage)       pieces.move_actions, once per map       (none: other species only)
may_move(s, m, frm, to)        monster_turn.legal_move, each step      (every step allowed)
rules_text(species, ship)      the in-game rules page (read API        (the rulebook's monsters)
                               `species_rules_text`)
=============================  ======================================  ===========================

Hooks change the state in place, report with `event(...)` and roll only
with the game's dice (`s.dice`). A rules object holds no game state: one
instance serves every game of its species. A species module reaches the
engine through species/toolkit.py only.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..combat import apply_chit_to_monster, draw_chit
from .. import hooks
from ..pieces import (
    area_name, event, name, occupancy, place_monsters, remove_monster, transform,
)
from ..tables import CHIT_NAMES
from .base import RulesNote
from .hooks import Events
from .toolkit import ROBOT_TEXT, fragments_text, growth_text, missing_stages, with_article

if TYPE_CHECKING:
    from ..shipmap import ShipMap
    from ..state import State
    from .base import Species, Stage


class MonsterRules:
    """The rulebook's monster rules. Override a hook to change one rule."""

    # ----- setup ---------------------------------------------------------
    def population(self, s: State) -> tuple[int | None, dict[str, int]]:
        """The starting monsters: (the die rolled, or None for a fixed
        population; stage id -> how many). Rolls one die on the species'
        population table."""
        roll = s.dice.d6()
        return roll, dict(s.species.population[roll])

    def first_area(self, s: State) -> tuple[int | None, tuple[str, ...]]:
        """Where the first monster goes: (the die rolled or None; the areas
        to choose from). Rolls one die on the map's first monster table."""
        roll = s.dice.d6()
        return roll, s.map.first_monster[roll]

    def placement_areas(self, s: State, stage: str) -> list[str]:
        """Where the next starting monster of `stage` may go: the first area,
        then daisy-chained into free areas next to monsters, never with crew
        (over the setup places of the expansions on, if they give any)."""
        crew, mons = occupancy(s)
        if not mons:
            first = s.setup.first_area
            assert first is not None, "the first area is chosen before any monster is placed"
            return [first]
        neighbors, areas = hooks.setup_places(s)
        ok = [a for a in areas
              if a not in mons and a not in crew and any(n in mons for n in neighbors[a])]
        if not ok:
            # House interpretation: if the chain is boxed in, any free area without crew will do.
            ok = [a for a in areas if a not in mons and a not in crew]
        return ok

    # ----- growth ----------------------------------------------------------
    def grow(self, s: State, m: str, events: Events, lay: bool) -> str:
        """One level of growth. A stage with nothing to grow into lays
        instead, only when `lay` (the Grow phase and eating a crewman, never
        a Grow chit). Returns the monster's id after growing."""
        st = s.specs[m]
        if st.grows_to is None:
            if lay and st.lays:
                self.lay(s, m, events)
            return m
        area = s.loc[m]
        new = transform(s, m, st.grows_to)
        if new is None:
            event(events, "no-counter", f"{name(s, m)} cannot grow: no {st.grows_to} counters left.", piece=m)
            return m
        event(events, "grew", f"{name(s, m)} grows into {name(s, new)}.", piece=m, new=new, area=area)
        return new

    def lay(self, s: State, m: str, events: Events) -> list[str]:
        """Monster `m` lays `lay_count` counters of its stage's `lays` in
        `lay_area`, as many as the box still holds ("Running out of monster
        counters": none left, nothing laid). Returns the counters laid."""
        st = s.specs[m]
        n = self.lay_count(s, m, events)
        area = self.lay_area(s, m)
        assert st.lays is not None, f"{m} lays"
        laid = s.species.stage(st.lays)
        made = place_monsters(s, st.lays, area, n)
        if not made:
            event(events, "no-counter", f"{name(s, m)} cannot lay: no {laid.name.lower()} counters left.",
                  piece=m)
            return []
        if n == 1:
            event(events, "laid", f"{name(s, m)} lays {with_article(laid.name.lower())} in {area_name(s, area)}.",
                  piece=m, new=made[0], area=area)
            return made
        short = f" (only {len(made)} counters left)" if len(made) < n else ""
        what = laid.name if len(made) == 1 else laid.plural
        event(events, "laid", f"{name(s, m)} lays {len(made)} {what} in {area_name(s, area)}{short}.",
              piece=m, new=made, area=area)
        return made

    def lay_count(self, s: State, m: str, events: Events) -> int:
        """How many counters monster `m` lays now (it may roll for it, and
        report the roll): one."""
        return 1

    def lay_area(self, s: State, m: str) -> str:
        """Where monster `m` lays: its own area."""
        area = s.loc[m]
        assert area is not None, f"{m} is on the board"
        return area

    def counters_per_grower(self, s: State, stage: str) -> int:
        """The most counters of its next stage one monster of `stage` takes
        when it grows (or lays). The Grow phase lets every monster of a stage
        grow at once only if the box holds this many for each of them;
        otherwise the monster player picks who grows until the box is empty."""
        return 1

    def lays_as_one(self, s: State, stage: str) -> bool:
        """True if, in the Grow phase, the monsters of `stage` lay together:
        one of them, the monster player's choice, lays for all (the Orange
        Adults' one shared die of Fragments). False: each lays."""
        return False

    # ----- eating ------------------------------------------------------------
    def eat_crewman(self, s: State, m: str, victim: str, events: Events) -> None:
        """Monster Growth After Attacks: the eater grows one level (laying
        if it is at the top of its chain)."""
        event(events, "devour", f"{name(s, m)} devours {name(s, victim)}.", piece=m, victim=victim)
        self.grow(s, m, events, lay=True)

    def eat_robot(self, s: State, m: str, events: Events) -> None:
        """Leadfoot: the eater draws an effect chit and suffers it; the chit
        goes back in the cup."""
        chit = draw_chit(s)
        event(events, "chit", f"{name(s, m)} eats the Robot: {CHIT_NAMES[chit]}!", weapon="robot",
              effect=chit, temporary=True)
        apply_chit_to_monster(s, m, chit, events)
        s.cup.append(chit)

    # ----- weapon results --------------------------------------------------------
    def shrink(self, s: State, m: str, events: Events) -> str | None:
        """Down one level; the smallest stage is vaporized, and so is a monster
        whose smaller counter has run out. Returns the new id, or None."""
        st = s.specs[m]
        area = s.loc[m]
        new = transform(s, m, st.shrinks_to)
        if new is None:
            remove_monster(s, m)
            why = "vaporized" if st.shrinks_to is None else f"removed: no {st.shrinks_to} counters left"
            event(events, "destroyed", f"{name(s, m)} shrinks away ({why}).", piece=m, area=area)
            return None
        event(events, "shrank", f"{name(s, m)} shrinks into {name(s, new)}.", piece=m, new=new, area=area)
        return new

    def fragments(self, s: State, m: str, events: Events) -> None:
        """1 Die Fragments: the monster is blown apart into a die's worth of
        the species' fragment stage (as many as the box still holds)."""
        area = s.loc[m]
        assert area is not None, f"{m} is on the board"
        remove_monster(s, m)
        frag = s.species.fragment_stage
        if frag is None:      # a species without Fragments: nothing is left
            event(events, "fragmented", f"{name(s, m)} is blown to bits in {area_name(s, area)}.",
                  piece=m, new=[], area=area)
            return
        roll = s.dice.d6()
        made = place_monsters(s, frag, area, roll)
        event(events, "roll", f"1 die of Fragments for {name(s, m)}: {roll}.", dice=[roll], total=roll,
              target=m, purpose="fragments", success=True)
        event(events, "fragmented", f"{name(s, m)} is blown into {len(made)} "
              f"{s.species.stage(frag).plural} in {area_name(s, area)}.", piece=m, new=made, area=area)

    def killed(self, s: State, m: str, events: Events) -> None:
        """Dice to kill reached monster `m`'s constitution: it is removed."""
        area = s.loc[m]
        remove_monster(s, m)
        event(events, "killed", f"{name(s, m)} is killed.", piece=m, area=area, side="monsters")

    def survived(self, s: State, m: str, events: Events) -> str | None:
        """Dice to kill fell short of monster `m`'s constitution: nothing
        happens. Returns its id after (None: it is gone, and the battle's
        later effects miss it)."""
        return m

    # ----- movement ------------------------------------------------------------
    def extra_moves(self, ship: ShipMap, stage: Stage) -> Iterable[tuple[str, str]]:
        """One-way moves (from area, to area) that monsters of `stage` may make
        besides the map's ordinary neighbours, each costing one area like a
        hatch (stop rules apply on arrival). Asked once per map and stage."""
        return ()

    def may_move(self, s: State, m: str, frm: str, to: str) -> bool:
        """Whether monster `m` may step from `frm` to `to` now, a step its
        stage's moves allow (the map's and `extra_moves`): always. Asked for
        every step offered, so a species that overrides it makes the monsters'
        moves a little slower to list."""
        return True

    # ----- the in-game rules page -------------------------------------------------
    def rules_text(self, species: Species, ship: ShipMap) -> list[RulesNote]:
        """The species' section of the rules page, in our own words, from its
        numbers where they can give it (`ship`: the map the page describes).
        Override with the rules you change; the UI adds the stages, the
        start table and the Shrink chain from the species' data."""
        lead = missing_stages(species)
        growth = f"{lead}: {growth_text(species)}" if lead else growth_text(species)
        return [RulesNote(f"{growth} {fragments_text(species)}"), RulesNote(ROBOT_TEXT)]
