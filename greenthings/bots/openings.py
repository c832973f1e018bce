"""The search's opening book: the post each crewman takes at setup, per
ship, species and expansions, where a post was found to play better than the
heuristic's rule (weapons first, posts shared) in self-play. The search's
crew takes the book's posts at setup without searching it (mcts.py); the
heuristic bot keeps its rule, so the species' balance runs (docs/species.md)
stand.

This is fitted data, like the evaluation's weights: `python -m
greenthings.bench openings --species ...` searches the posts one crewman at a
time, heuristic against heuristic, and prints the entry to paste here, with
its measurement (docs/bots.md, "opening book"). A crewman not listed, or
listed at a post the game does not offer him, is placed by the rule.
"""
from __future__ import annotations

from greenthings.engine import species_of

# (map, species, expansions on as a sorted tuple) -> {crewman: area}
POSTS: dict[tuple[str, str, tuple[str, ...]], dict[str, str]] = {
    ("znutar", "awful-green-things", ()): {
        "pilot-15": "crew-quarters-4",
        "yeoman": "bridge-2",
    },
    ("znutar", "awful-green-things", ("outside",)): {
        "pilot-15": "crew-quarters-4",
        "cook": "wardroom",
    },
    ("znutar", "insidious-purple-things", ()): {
        "yeoman": "bridge-2",
        "pilot-12": "crew-quarters-2",
    },
    ("znutar", "insidious-purple-things", ("outside",)): {
        "coxswain": "mess-deck",
        "pilot-15": "crew-quarters-1",
    },
    ("znutar", "obnoxious-orange-things", ()): {
        "robot": "machine-shop",
    },
    ("znutar", "obnoxious-orange-things", ("outside",)): {
        "robot": "machine-shop",
    },
}


def book_key(s) -> tuple[str, str, tuple[str, ...]]:
    return (s.options.map, species_of(s).id, tuple(sorted(s.options.expansions)))


def book_posts(s) -> tuple[tuple[str, str], ...]:
    """(crewman, area) for each crewman the book posts, for this game's ship,
    species and expansions (HeuristicParams.posts)."""
    return tuple(sorted(POSTS.get(book_key(s), {}).items()))
