"""The odds the game shows before a roll are exact: `chance_at_least` and
`battle_preview` checked against every outcome of the dice, counted here
independently (each roll of up to 6 dice listed with itertools.product, more
dice by convolution), and for small battles against the engine's own
resolution played out for every possible roll."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import product

import pytest

from greenthings.engine import RESOLVE, Action, battle_preview, chance_at_least
from tests.engine.helpers import FixedDice, play, position

TOLERANCE = 1e-12
# Constitutions and attack dice as printed (rulebook "Preparation for Play" and the counters).
CON = {"adult": 16, "baby": 12, "egg": 5, "fragment": 8, "cook": 21, "mascot": 8}


@lru_cache(maxsize=None)
def ways_to_total(n: int) -> Counter:
    """How many of the 6**n rolls of n dice give each total."""
    if n <= 6:
        return Counter(sum(roll) for roll in product(range(1, 7), repeat=n))
    ways = Counter({0: 1})
    for _ in range(n):
        nxt: Counter = Counter()
        for total, w in ways.items():
            for face in range(1, 7):
                nxt[total + face] += w
        ways = nxt
    return ways


def exact_at_least(n: int, need: int) -> Fraction:
    ways = ways_to_total(n)
    return Fraction(sum(w for total, w in ways.items() if total >= need), 6 ** n)


@pytest.mark.parametrize("n", range(0, 11))
def test_chance_at_least_is_exact(n):
    for need in range(-1, 6 * n + 3):
        assert chance_at_least(n, need) == pytest.approx(float(exact_at_least(n, need)), abs=TOLERANCE), (n, need)


def test_the_enumeration_itself():
    # 2 dice: 6 of the 36 rolls total 7; 3 dice: 27 of the 216 total 10.
    assert ways_to_total(2)[7] == 6 and ways_to_total(3)[10] == 27
    assert exact_at_least(1, 5) == Fraction(1, 3) and exact_at_least(4, 25) == 0
    # The convolution (7+ dice) continues the listing (up to 6) exactly.
    assert sum(ways_to_total(7).values()) == 6 ** 7 and ways_to_total(7)[7] == 1


def att(piece, target, weapon=None, choice=None):
    return Action("attack", piece=piece, target=target, weapon=weapon, choice=choice)


# name: (crew, monsters, held, known, phase, declarations,
#        expected rows {target label: (kill dice, stun dice, untried weapons, need)})
BATTLES = {
    "one crewman bare-handed": (
        {"cook": "galley"}, [("egg", "galley")], {}, {}, "crew-attack",
        [("cook", "egg1", None)],
        {"egg1": (1, 0, [], CON["egg"])}),
    "several crewmen bare-handed": (
        {"captain": "galley", "sergeant": "galley", "cook": "galley"}, [("adult", "galley")], {}, {}, "crew-attack",
        [("captain", "adult1", None), ("sergeant", "adult1", None), ("cook", "adult1", None)],
        {"adult1": (3 + 3 + 1, 0, [], CON["adult"])}),
    "a known kill weapon and a fist": (
        {"cook": "galley", "doc": "galley"}, [("baby", "galley")], {"cook": "knife-1"}, {"knife": "kill3"},
        "crew-attack",
        [("cook", "baby1", "knife-1"), ("doc", "baby1", None)],
        {"baby1": (3 + 1, 0, [], CON["baby"])}),
    "a known stun weapon": (
        {"captain": "hall-5"}, [("adult", "main-cargo-hold")], {"captain": "stun-pistol-1"},
        {"stun-pistol": "stun5"}, "crew-attack",
        [("captain", "adult1", "stun-pistol-1")],
        {"adult1": (0, 5, [], CON["adult"])}),
    "kill and stun dice on one monster": (
        {"cook": "galley", "captain": "galley", "sergeant": "galley"}, [("baby", "galley")],
        {"cook": "knife-1", "captain": "stun-pistol-1"}, {"knife": "kill4", "stun-pistol": "stun5"}, "crew-attack",
        [("cook", "baby1", "knife-1"), ("captain", "baby1", "stun-pistol-1"), ("sergeant", "baby1", None)],
        {"baby1": (4 + 3, 5, [], CON["baby"])}),
    "an untried weapon beside a fist": (
        {"cook": "galley", "sergeant": "galley"}, [("baby", "galley")], {"cook": "knife-1"}, {}, "crew-attack",
        [("cook", "baby1", "knife-1"), ("sergeant", "baby1", None)],
        {"baby1": (3, 0, ["knife-1"], CON["baby"])}),
    "two untried weapons and nothing known": (
        {"cook": "galley", "doc": "galley"}, [("adult", "galley")], {"cook": "knife-1", "doc": "hypodermic-1"}, {},
        "crew-attack",
        [("cook", "adult1", "knife-1"), ("doc", "adult1", "hypodermic-1")],
        {"adult1": (0, 0, ["knife-1", "hypodermic-1"], CON["adult"])}),
    "an area weapon over two monsters, one also punched": (
        {"sparks": "galley", "sergeant": "mess-deck"}, [("adult", "mess-deck"), ("fragment", "mess-deck")],
        {"sparks": "fire-extinguisher-1"}, {"fire-extinguisher": "kill4"}, "crew-attack",
        [("sparks", "mess-deck", "fire-extinguisher-1"), ("sergeant", "adult1", None)],
        {"adult1": (4 + 3, 0, [], CON["adult"]), "fragment1": (4, 0, [], CON["fragment"])}),
    "monsters on two crewmen": (   # the rulebook's "Example of a Monster Attack"
        {"cook": "mess-deck", "mascot": "mess-deck", "pilot-15": "mess-deck"},
        [("adult", "mess-deck"), ("adult", "mess-deck"), ("baby", "mess-deck")], {}, {}, "monster-attack",
        [("adult1", "cook", None), ("adult2", "cook", None), ("baby1", "mascot", None)],
        {"cook": (4 + 4, 0, [], CON["cook"]), "mascot": (2, 0, [], CON["mascot"])}),
}


def declared(name):
    crew, monsters, held, known, phase, decls, expected = BATTLES[name]
    s, ids = position(crew, monsters, held=held, known=known, phase=phase)
    name_of = lambda label: ids.get(label, label)      # noqa: E731  ("adult1" -> "adult-1"; crew ids as they are)
    play(s, *(att(name_of(a), name_of(t), w) for a, t, w in decls))
    return s, {name_of(label): row for label, row in expected.items()}


@pytest.mark.parametrize("name", sorted(BATTLES))
def test_battle_preview_matches_the_enumeration(name):
    s, expected = declared(name)
    rows = {r["target"]: r for r in battle_preview(s)}
    assert set(rows) == set(expected)
    for target, (kill, stun, unknown, need) in expected.items():
        r = rows[target]
        assert (r["kill_dice"], r["stun_dice"], r["unknown"], r["need"]) == (kill, stun, unknown, need), target
        assert r["p_kill"] == pytest.approx(float(exact_at_least(kill, need)) if kill else 0.0, abs=TOLERANCE)
        assert r["p_stun"] == pytest.approx(float(exact_at_least(stun, need)) if stun else 0.0, abs=TOLERANCE)


def resolved_chance(s, target: str, n_dice: int) -> Fraction:
    """Resolve the open battle once for every roll of its n_dice dice (known
    effects only: no chit is drawn); the share of rolls that remove the target."""
    gone = 0
    for roll in product(range(1, 7), repeat=n_dice):
        c = s.clone(dice=FixedDice(roll))
        play(c, RESOLVE)
        if target in c.status:
            gone += c.status[target] == "dead"
        else:
            gone += c.loc[target] is None
    return Fraction(gone, 6 ** n_dice)


@pytest.mark.parametrize("name", ["one crewman bare-handed", "a known kill weapon and a fist"])
def test_battle_preview_matches_the_engines_own_resolution(name):
    s, expected = declared(name)
    (target, (kill, _stun, _unknown, _need)), = expected.items()
    row, = battle_preview(s)
    assert row["p_kill"] == pytest.approx(float(resolved_chance(s, target, kill)), abs=TOLERANCE)


def test_two_gas_grenades_in_one_area_are_previewed_once():
    """"Gas Grenade": "If two or more Gas Grenades are used in the same area,
    the effect is not multiplied.\""""
    s, ids = position({"cook": "galley", "doc": "galley"}, [("baby", "mess-deck")],
                      held={"cook": "gas-grenade-1", "doc": "gas-grenade-2"}, known={"gas-grenade": "kill3"})
    play(s, att("cook", "mess-deck", "gas-grenade-1"), att("doc", "mess-deck", "gas-grenade-2"))
    row, = battle_preview(s)
    assert row["p_kill"] == pytest.approx(float(resolved_chance(s, ids["baby1"], 3)), abs=TOLERANCE)
    assert row["kill_dice"] == 3


def test_a_known_shrink_is_previewed_before_the_dice_to_kill():
    """"Using Several Weapons at Once": "The various weapon effects are applied
    to the monsters in the following order: 1. Grow 2. Shrink 3. Dice to Kill"
    -- a Baby shrunk to an Egg meets the fist with an Egg's constitution."""
    s, ids = position({"cook": "galley", "doc": "galley"}, [("baby", "galley")],
                      held={"doc": "hypodermic-1"}, known={"hypodermic": "shrink"})
    play(s, att("doc", ids["baby1"], "hypodermic-1"), att("cook", ids["baby1"]))
    row, = battle_preview(s)
    # The Baby becomes an Egg counter (a new id): count the rolls that leave no monster in the Galley.
    gone = 0
    for face in range(1, 7):
        c = s.clone(dice=FixedDice([face]))
        play(c, RESOLVE)
        gone += not c.monsters_in("galley")
    assert row["p_kill"] == pytest.approx(gone / 6, abs=TOLERANCE)


def test_stun_odds_match_the_engines_own_resolution():
    """"5 Dice to Stun": the preview's chance to stun is the share of all
    6**5 rolls after which the engine leaves the Adult stunned."""
    s, expected = declared("a known stun weapon")
    (adult, _), = expected.items()
    row, = battle_preview(s)
    stunned = 0
    for roll in product(range(1, 7), repeat=5):
        c = s.clone(dice=FixedDice(roll))
        play(c, RESOLVE)
        stunned += adult in c.stun
    assert row["p_stun"] == pytest.approx(stunned / 6 ** 5, abs=TOLERANCE)
    assert row["p_kill"] == 0.0


def test_a_known_grow_is_previewed_against_the_grown_constitution():
    """"Using Several Weapons at Once": Grow comes before Dice to Kill, so a
    Baby grown to an Adult meets the Sergeant's 3 dice with an Adult's 16."""
    s, ids = position({"cook": "galley", "sergeant": "galley"}, [("baby", "galley")],
                      held={"cook": "knife-1"}, known={"knife": "grow"})
    play(s, att("cook", ids["baby1"], "knife-1"), att("sergeant", ids["baby1"]))
    row, = battle_preview(s)
    assert row["need"] == CON["adult"] and row["kill_dice"] == 3
    gone = 0
    for roll in product(range(1, 7), repeat=3):
        c = s.clone(dice=FixedDice(roll))
        play(c, RESOLVE)
        gone += not c.monsters_in("galley")
    assert row["p_kill"] == pytest.approx(gone / 6 ** 3, abs=TOLERANCE)
    assert gone == sum(w for total, w in ways_to_total(3).items() if total >= CON["adult"])


def test_an_egg_shrunk_away_is_previewed_as_certain():
    """"Shrink": Eggs are vaporized, before any die to kill is rolled: the
    preview says certain, and the engine removes it without rolling."""
    s, ids = position({"doc": "galley", "sergeant": "galley"}, [("egg", "galley")],
                      held={"doc": "hypodermic-1"}, known={"hypodermic": "shrink"})
    play(s, att("doc", ids["egg1"], "hypodermic-1"), att("sergeant", ids["egg1"]))
    row, = battle_preview(s)
    assert (row["p_kill"], row["p_stun"]) == (1.0, 0.0)
    c = s.clone(dice=FixedDice([]))
    play(c, RESOLVE)
    assert c.monsters_in("galley") == []
