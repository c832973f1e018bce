"""The search's opening book (greenthings/bots/openings.py): each entry is a
post the rules offer, the heuristic takes the posts it is given, and the
search's crew takes the book's posts without searching its setup."""
import pytest

from greenthings.bench.openings import posts_offered
from greenthings.bots import make_bot, openings
from greenthings.bots.heuristic.crew_setup import CREW_SETUP
from greenthings.engine import Options, apply, new_state


def _options(key):
    ship, species, expansions = key
    return {"map": ship, "species": species, **{x: True for x in expansions}}


@pytest.mark.parametrize("key", sorted(openings.POSTS))
def test_every_booked_post_is_one_the_rules_offer(key):
    offered, _ = posts_offered(_options(key), {})
    book = openings.POSTS[key]
    assert book, "an empty entry: leave the key out"
    for crewman, area in book.items():
        assert area in offered.get(crewman, ()), (key, crewman, area)


ORANGE = {"species": "obnoxious-orange-things"}


def _setup(book):
    """crewman -> the post the heuristic gives him with `book` (HeuristicParams.posts)."""
    return posts_offered(ORANGE, book)[1]


def test_the_heuristic_takes_the_posts_it_is_given_and_the_rule_places_the_rest():
    rule = _setup({})
    robot = next(a for a in ("machine-shop", "aft-machine-shop") if a != rule["robot"])
    given = _setup({"robot": robot, "mascot": "nowhere"})
    assert given["robot"] == robot
    assert given["mascot"] == rule["mascot"]      # a post not offered: the rule's
    assert {c: a for c, a in given.items() if c != "robot"} == {c: a for c, a in rule.items() if c != "robot"}


def test_the_searchs_crew_takes_the_books_posts_unsearched(monkeypatch):
    s, _ = new_state(3, Options(**ORANGE))
    rule = _setup({})
    robot = next(a for a in ("machine-shop", "aft-machine-shop") if a != rule["robot"])

    def setup(bot):
        g = s.clone()
        posts = {}
        while g.phase in CREW_SETUP:
            a = bot.choose(g)
            assert bot.last_stats == {}                     # no search ran
            if a.type == "place-crew":
                posts[a.piece] = a.to
            apply(g, a)
        return posts
    monkeypatch.setitem(openings.POSTS, openings.book_key(s), {"robot": robot})
    assert setup(make_bot("mcts:sims=4", 1)) == {**rule, "robot": robot} == _setup({"robot": robot})
    assert setup(make_bot("mcts:sims=4,book=0", 1)) == rule                # `book=0`: the rule's posts
