"""The rules reference's section on each monster species the game ships.

The numbers come from the species' data (its stages, boxes, start table,
growth and Shrink chains); what the reference manual fixes is told in our own
words below, one paragraph list per species; our design numbers (stages with
``house=True``, a start table the manual does not give, Shrink chains) are
marked as house interpretations.

This module does not import pygame.
"""
from __future__ import annotations

import html

from greenthings.engine import CHIT_NAMES, ROLES, Species, Stage
from greenthings.ui.game.rules_section import HOUSE, Section
from greenthings.ui.game.species_text import (
    SHAPES, counted, default_species, offered_species, short_name, stage_facts,
)

#: The facts each species' text fixes, in our words. {adult}, {young}, {egg}
#: and {fragment} become the name of the species' stage with that role,
#: {adults}... its plural; {chit} is the weapon effect that blows a monster apart.
FIXED: dict[str, list[str]] = {
    "awful-green-things": [
        "The rulebook's own monsters: everything else in this reference is written about them.",
        "{eggs} hatch into {youngs}, {youngs} grow into {adults}, and {adults} lay {eggs}. "
        "A \"{chit}\" result leaves a die of {fragments} behind.",
    ],
    "obnoxious-orange-things": [
        "No {eggs}: {fragments} grow into {youngs}, {youngs} into {adults}. An {adult} told to grow, or one "
        "that eats a crewman, spawns a die of {fragments} in its own area instead.",
        "No roll to start: always 4 {adults}, 5 {youngs} and 6 {fragments}. The {fragments} all begin in the "
        "Mess Deck, and the others spread out from there one area at a time, as usual.",
        "\"{chit}\" and eating the Robot work as in the rulebook.",
    ],
    "insidious-purple-things": [
        "No {fragments}: {eggs} hatch into {youngs}, {youngs} grow into {adults}, and each {adult} lays one {egg}.",
        "<b>Through walls.</b> An {adult} may move through a wall, as if through a hatch (one area of its "
        "move), into a room on the other side. The Aft Machine Shop, Science Lab, Sick Bay and Hospital Ward "
        "are never entered that way. Crew or a switched-on Electric Fence still stop it where it arrives. "
        "On the board the walls it can cross shimmer when it is picked.",
        "\"{chit}\" does not harm an {egg}; it turns a {young} into 1d3-1 {youngs} (perhaps none) "
        "and an {adult} into 1d3 {youngs}.",
        "Whatever eats the Robot splits into 1d3+1 {youngs}; no effect chit is drawn.",
        "The first monster is placed with the usual table.",
    ],
}


#: Our design beyond the numbers, shown as house interpretations.
DESIGN: dict[str, list[str]] = {
    "obnoxious-orange-things": [
        "Each {adult} rolls its own die of {fragments} (the manual does not say whether they share one). "
        "When the box runs short, only the counters left are placed.",
    ],
    "insidious-purple-things": [
        "The Robot splits whichever stage eats it.",
    ],
}


def _words(species: Species) -> dict[str, str]:
    out = {"chit": html.escape(CHIT_NAMES["fragments"])}
    for role in ROLES:
        # A stage the species lacks ("No ...") is named as the rulebook's monsters name it.
        st = species.by_role(role) or default_species().by_role(role)
        if st is not None:
            out[role] = html.escape(st.name)
            out[role + "s"] = html.escape(st.plural)
    return out


def _stage_line(st: Stage) -> str:
    return (f"<b>{html.escape(st.name)}</b> ({SHAPES[st.role]}, letter {html.escape(st.letter)}): "
            f"{stage_facts(st)}; {st.counters} in the box.")


def _chain(species: Species) -> str:
    """What Shrink does, stage by stage from the biggest, ending in "removed"."""
    steps, seen = [], set()
    st = species.by_role("adult") or species.stages[0]
    while st is not None and st.id not in seen:
        seen.add(st.id)
        steps.append(html.escape(st.name))
        st = species.stage(st.shrinks_to) if st.shrinks_to else None
    return " &rarr; ".join(steps + ["removed"])


def _start_table(species: Species) -> str:
    rows = [f"{roll}: " + html.escape(", ".join(counted(species.stage(s), n) for s, n in counts.items()))
            for roll, counts in sorted(species.population.items())]
    return "<br>".join(rows)


def species_section_body(species: Species) -> str:
    design = any(st.house for st in species.stages)
    mark = HOUSE if design else ""
    words = _words(species)
    parts = [f"<b>{html.escape(species.the)}</b>: <i>{html.escape(species.description)}</i>"]
    parts += [text.format(**words) for text in FIXED.get(species.id, [])]
    parts += [HOUSE + text.format(**words) for text in DESIGN.get(species.id, [])]
    stages = "<br>".join(_stage_line(st) for st in species.stages)
    parts.append(f"{mark}<b>Stages</b>" + (" (our numbers: the reference manual gives none)" if design else "")
                 + f":<br>{stages}")
    if species.population:
        why = " (ours: the reference manual says to roll one die but gives no table)" if design else ""
        parts.append(f"{mark}<b>Start, one die</b>{why}:<br>{_start_table(species)}")
    parts.append(f"{mark}<b>Shrink</b>: {_chain(species)}.")
    return "<br><br>".join(parts)


def section_title(species: Species) -> str:
    """"Monsters: Purple Things" (short enough for the list of sections)."""
    return f"Monsters: {short_name(species)}"


def species_sections() -> list[Section]:
    """One section for each species the game ships."""
    out = []
    for species in offered_species():
        body = species_section_body(species)
        out.append(Section(section_title(species), body, house=HOUSE in body))
    return out

