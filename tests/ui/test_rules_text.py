"""The rules reference is our own text, with the house interpretations marked."""
from __future__ import annotations

import re

from greenthings.ui.game.rules_text import HOUSE, all_sections, los_table_html
from tests.files import shared_file


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip().lower()


def test_required_house_interpretations_are_marked():
    sections = all_sections()
    text = " ".join(s.body for s in sections)
    assert text.count(HOUSE) >= 6
    house_titles = {s.title for s in sections if s.house}
    assert "Line of sight" in house_titles  # the LOS table
    assert "Stunned pieces" in house_titles  # stun timing
    assert "The Epilogue: the trip home" in house_titles  # steps 14-15
    assert "Rulings for the gaps" in house_titles  # the engine's rulings
    for s in sections:
        if s.house:
            assert HOUSE in s.body, s.title


def test_los_table_lists_every_area():
    from greenthings.engine import load_map

    ship = load_map()
    table = los_table_html(ship)
    assert table.count("<br>") == len(ship.area_ids) - 1


def test_no_long_passage_copied_from_the_rulebook():
    rulebook = shared_file("rules/rulebook-8th-edition.txt")   # not in the repository
    book = _plain(rulebook.read_text(encoding="utf-8"))
    for s in all_sections():
        words = _plain(s.body).split()
        for i in range(0, max(0, len(words) - 12)):
            chunk = " ".join(words[i:i + 12])
            assert chunk not in book, f"{s.title}: '{chunk}' is the rulebook's wording"


def test_a_section_per_shipped_species_with_the_design_marked():
    from greenthings.engine import SHIPPED_SPECIES, SPECIES, Options
    from greenthings.ui.game.species_rules import section_title
    from greenthings.ui.game.species_text import offered_species

    sections = {s.title: s for s in all_sections()}
    assert offered_species() == list(SHIPPED_SPECIES)
    for species in offered_species():
        sec = sections[section_title(species)]
        assert species.the in sec.body
        design = any(st.house for st in species.stages)
        assert sec.house == design, species.id
        for st in species.stages:  # the numbers come from the species' data
            assert f"<b>{st.name}</b>" in sec.body and f"constitution {st.con}" in sec.body
            assert f"{st.counters} in the box" in sec.body
        if design:  # the stats, the start table (if any) and the Shrink chain are marked as ours
            assert sec.body.count(HOUSE) >= 2 + bool(species.population), species.id
            assert "Stages</b> (our numbers" in sec.body.replace(HOUSE, "")
    green = sections[section_title(SPECIES[Options().species])]
    assert HOUSE not in green.body
    purple = sections[section_title(SPECIES["insidious-purple-things"])].body
    assert "Through walls" in purple and "Hospital Ward" in purple and "1d3+1" in purple
    orange = sections[section_title(SPECIES["obnoxious-orange-things"])].body
    assert "Mess Deck" in orange and "No roll" in orange
    # A game of a species with no start table says so where the table would be.
    setup = next(s for s in all_sections(SPECIES["obnoxious-orange-things"]) if s.title == "Setting up")
    assert "No roll for the Obnoxious Orange Things" in setup.body


def test_species_sections_are_not_the_reference_manuals_words():
    manual = _plain(shared_file("rules/reference-manual-species-and-expansion.txt").read_text(encoding="utf-8"))
    for s in all_sections():
        if not s.title.startswith("Monsters: "):
            continue
        words = _plain(s.body).split()
        for i in range(0, max(0, len(words) - 10)):
            chunk = " ".join(words[i:i + 10])
            assert chunk not in manual, f"{s.title}: '{chunk}' is the manual's wording"
