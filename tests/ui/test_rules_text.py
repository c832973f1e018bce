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
