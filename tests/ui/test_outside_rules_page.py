"""The rules page's section on Outside the Znutar says the rulings the engine
plays (spec outside-the-znutar.md, "Further rulings"), each marked as a house
interpretation."""
from __future__ import annotations

import re

from greenthings.ui.game.outside_rules import outside_section
from greenthings.ui.game.rules_text import HOUSE


def _house_rulings() -> list[str]:
    """The section's house interpretations, as plain lower-case text."""
    body = outside_section().body
    parts = body.split(HOUSE)[1:]
    return [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", p)).strip().lower() for p in parts]


def _ruling(*words: str) -> str:
    found = [r for r in _house_rulings() if all(w in r for w in words)]
    assert found, f"no house ruling on the rules page says {words}"
    return found[0]


def test_the_rules_page_says_a_boat_leaves_for_home_only_with_nobody_on_its_outside():
    """Spec: "a boat may choose to leave for home only with nobody on its
    outside, crewman or monster. A crewman there must climb in ... or jump off"."""
    _ruling("leave for home only with nobody on its outside", "climbs in", "jumps off")


def test_the_rules_page_says_a_crewman_on_the_outside_dies_at_the_self_destruct():
    _ruling("self-destruct", "outside", "dies with the ship", "get away")


def test_the_rules_page_has_the_house_rule_no_endless_games():
    """Spec "No endless games" (house rule), and the other stand-offs closed."""
    r = _ruling("no endless games")
    assert "no crewman aboard the znutar" in r and "leaves for home" in r and "climbs in if there is room" in r
    _ruling("every airlock is shut", "open again")
    _ruling("floating in a suit", "lost")
    _ruling("mascot", "drift off")


def test_the_rules_page_says_where_the_ook_soot_and_the_bay_blast_stand():
    _ruling("ook soot", "boards")
    _ruling("stay docked", "blast the bay")
