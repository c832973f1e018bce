"""The rules reference's section on each monster species the game ships.

What a species does is told by the species itself (its rules object's
`rules_text`, read through `species_rules_text`): paragraphs in our own
words, made from its numbers where they can be, our design marked as house
interpretations. This module only sets them, then adds the numbers from the
species' data: its stages, boxes, start table and Shrink chain, marked as
house interpretations where they are our design (stages with ``house=True``).

This module does not import pygame.
"""
from __future__ import annotations

import html

from greenthings.engine import Species, Stage, counted, load_map, species_rules_text
from greenthings.ui.game.rules_section import HOUSE, Section
from greenthings.ui.game.species_text import SHAPES, offered_species, short_name, stage_facts


def _note(note) -> str:
    text = html.escape(note.text, quote=False)
    if note.title:
        text = f"<b>{html.escape(note.title, quote=False)}</b> {text}"
    return HOUSE + text if note.house else text


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
    parts = [f"<b>{html.escape(species.the)}</b>: <i>{html.escape(species.description)}</i>"]
    parts += [_note(note) for note in species_rules_text(species, load_map())]
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

