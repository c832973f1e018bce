"""The species seam: a made-up species (greenthings.devtools.toy_species)
plays whole games under the invariants and with every bot, each of its
hooks called where its rule happens; the engine reads every stage fact from
the species, never from the Green Things' ids; a species defines hooks
only, and reaches the engine through its toolkit only."""
from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

from tests.long import LONG

import greenthings.devtools.toy_species as blobs
import greenthings.engine.species as species_package
from greenthings.bots import make_bot
from greenthings.engine import (
    END, RESOLVE, Action, Options, apply, check_invariants, legal_actions, load_map, new_state,
)
from greenthings.engine.combat import devour, fragment_monster, shrink_monster
from greenthings.engine.pieces import monster_neighbors, monster_steps, move_actions
from greenthings.engine.map_steps import area_steps
from greenthings.engine.species import SPECIES, Hints, get, register
from greenthings.engine.species.hooks import RULE_HOOKS
from greenthings.engine.species.rules import MonsterRules
from greenthings.engine.tables import counters_by_stage

from .helpers import play, species_position

GAMES = 200 if LONG else 80   # biased random games of the toy species (all 200 in the long checks)
MAX_ACTIONS = 3000


def play_biased_game(seed: int, options: Options) -> tuple:
    """Random legal play that ends phases often (pure random play drags on
    for thousands of moves), with the invariants after every action."""
    s, _ = new_state(seed, options)
    rng = random.Random(seed)
    n = 0
    while s.phase != "over" and n < MAX_ACTIONS:
        acts = legal_actions(s)
        assert acts, f"seed {seed}: no legal action in {s.phase}"
        assert len(set(acts)) == len(acts), f"seed {seed}: duplicate actions in {s.phase}"
        quick = [a for a in acts if a == END or a == RESOLVE]
        apply(s, quick[0] if quick and rng.random() < 0.3 else rng.choice(acts))
        n += 1
        check_invariants(s)
    return s, n


def test_test_species_registers_on_import():
    assert get(blobs.ID) is blobs.TOY_BLOBS is SPECIES["toy-blobs"]
    roles = {st.role for st in blobs.TOY_BLOBS.stages}
    assert roles == {"adult", "young", "egg"}


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_of_the_test_species_keep_invariants(chunk):
    finished = 0
    for seed in range(chunk, GAMES, 4):
        s, _ = play_biased_game(seed, Options(species=blobs.ID, extra_adult=seed % 5 == 0))
        if s.phase == "over":
            finished += 1
            assert s.result.winner in ("crew", "monsters", None)
        ids = set(counters_by_stage(blobs.TOY_BLOBS)["big"])
        assert len(ids) == 9
        assert all(m.split("-")[0] in ("big", "small", "spore") for m in s.specs)
    assert finished >= GAMES // 4 * 0.9


def test_setup_places_the_test_species_own_population():
    s, events = new_state(3, Options(species=blobs.ID))
    rng = random.Random(3)
    while s.phase != "discovery":
        apply(s, rng.choice(legal_actions(s)))
    roll = s.setup.population_roll
    placed = {st.id: sum(1 for m in counters_by_stage(s.species)[st.id] if s.loc[m]) for st in s.species.stages}
    assert placed == blobs.TOY_BLOBS.population[roll]


def test_extra_adult_adds_the_species_adult():
    s, _ = new_state(4, Options(species=blobs.ID, extra_adult=True))
    rng = random.Random(4)
    events = []
    while s.phase != "setup-monsters" and s.phase != "setup-first-area":
        events.extend(apply(s, rng.choice(legal_actions(s))))
    roll = s.setup.population_roll
    assert s.setup.to_place["big"] == blobs.TOY_BLOBS.population[roll]["big"] + 1
    assert any("plus one extra Bloater" in e["text"] for e in events)


# ----- each hook of the test species is called where its rule happens ----------
def blob_position(crew: dict, monsters: list[tuple[str, str]], phase: str, dice=(), species=blobs.ID):
    return species_position(species, crew, monsters, phase, dice)


def on_board(s, stage: str) -> list[str]:
    return [m for m in counters_by_stage(s.species)[stage] if s.loc[m] is not None]


def test_growth_follows_the_species_chain_and_bloaters_lay_two_spores_next_door():
    s, (spore, small, big) = blob_position({"cook": "galley"}, [("spore", "sick-bay"), ("small", "wardroom"),
                                                                ("big", "bridge-1")], "monster-grow")
    assert {a.choice for a in legal_actions(s)} == {"spore", "small", "big"}
    events = play(s, Action("grow", choice="big"))
    assert s.loc[big] == "bridge-1"
    # the first room next to #1 Bridge, in the map's order
    assert sorted(s.loc[m] for m in on_board(s, "spore")) == ["captains-cabin", "captains-cabin", "sick-bay"]
    assert [e["text"] for e in events if e["type"] == "laid"] == ["Bloater 1 lays 2 Spores in Captain's Cabin."]


def test_a_bloater_lays_in_its_own_area_when_no_room_next_door_is_free_of_crew():
    s, (big,) = blob_position({"cook": "captains-cabin", "doc": "officers-quarters"}, [("big", "bridge-1")],
                              "monster-grow")
    play(s, Action("grow", choice="big"))
    assert sorted(s.loc[m] for m in on_board(s, "spore")) == ["bridge-1", "bridge-1"]

    s, (spore, small, big) = blob_position({"cook": "galley"}, [("spore", "sick-bay"), ("small", "wardroom"),
                                                                ("big", "bridge-1")], "monster-grow")
    events = play(s, Action("grow", choice="spore"))
    assert s.loc[spore] is None and sorted(s.loc[m] for m in on_board(s, "small")) == ["sick-bay", "wardroom"]
    assert "Spore 1 grows into Blobling 2." in [e["text"] for e in events]
    s2, (_, small, _) = blob_position({"cook": "galley"}, [("spore", "sick-bay"), ("small", "wardroom"),
                                                            ("big", "bridge-1")], "monster-grow")
    play(s2, Action("grow", choice="small"))
    assert s2.loc[small] is None and sorted(s2.loc[m] for m in on_board(s2, "big")) == ["bridge-1", "wardroom"]


def test_eating_a_crewman_makes_a_bloater_lay_two_spores():
    s, (big,) = blob_position({"cook": "galley", "doc": "sick-bay"}, [("big", "galley")], "monster-attack")
    devour(s, big, "cook", events := [])
    assert [e["type"] for e in events] == ["devour", "laid"]
    assert [s.loc[m] for m in on_board(s, "spore")] == ["main-cargo-hold"] * 2


def test_the_vent_is_a_move_for_bloaters_only():
    s, (big, small) = blob_position({"cook": "sick-bay"}, [("big", "galley"), ("small", "galley")],
                                    "monster-move")
    moves = {(a.piece, a.to) for a in legal_actions(s) if a.type == "move"}
    assert (big, "engine-room") in moves and (small, "engine-room") not in moves
    assert {to for p, to in moves if p == small} == set(s.map.neighbors["galley"])
    assert "engine-room" not in s.map.neighbors["galley"]       # the map itself is unchanged
    walls = {w.b if w.a == "galley" else w.a for w in s.map.edges_of("wall") if "galley" in (w.a, w.b)}
    assert walls == {"hall-43", "hall-44", "hall-5", "ships-store"}
    assert {to for p, to in moves if p == big} == {"engine-room", *walls}    # no hatch: it is alone
    play(s, Action("move", piece=big, to="engine-room"))
    assert s.loc[big] == "engine-room" and s.mp[big] == 1    # costs one area, like a hatch
    assert (big, "galley") in {(a.piece, a.to) for a in legal_actions(s) if a.type == "move"}
    steps = monster_neighbors(s.map, s.species)
    assert steps["small"] is s.map.neighbors and "galley" in steps["big"]["engine-room"]


def test_bloaters_cross_hatches_only_in_pairs():
    """Another Bloater in the area it leaves or the one it enters: the first
    of two goes, the other follows; alone, a Bloater crosses no hatch."""
    s, (b1, b2, small) = blob_position({"cook": "sick-bay"}, [("big", "wardroom"), ("big", "wardroom"),
                                                             ("small", "wardroom")], "monster-move")

    def moves():
        return {(a.piece, a.to) for a in legal_actions(s) if a.type == "move"}
    assert {(p, to) for p, to in moves() if to == "hall-26"} == {(b1, "hall-26"), (b2, "hall-26"), (small, "hall-26")}
    play(s, Action("move", piece=b1, to="hall-26"))
    assert (b2, "hall-26") in moves() and (b1, "wardroom") in moves()     # a partner where it goes
    assert (b1, "galley") not in moves()                                   # none where it leaves or goes
    play(s, Action("move", piece=b2, to="hall-26"))
    assert {(b1, "galley"), (b2, "galley")} <= moves()


def test_a_bloater_that_survives_dice_to_kill_splits():
    s, (big,) = blob_position({"cook": "galley"}, [("big", "galley")], "crew-attack", dice=[1] * 6)
    events = play(s, Action("attack", piece="cook", target=big), RESOLVE)
    assert [e["type"] for e in events if e["type"] in ("roll", "split", "fragmented", "killed")] == [
        "roll", "split", "fragmented"]
    assert s.loc[big] is None and sorted(s.loc[m] for m in on_board(s, "small")) == ["galley", "galley"]
    # a Blobling is no Bloater: it survives as it is, or is killed
    s, (small,) = blob_position({"cook": "galley"}, [("small", "galley")], "crew-attack", dice=[1] * 6)
    play(s, Action("attack", piece="cook", target=small), RESOLVE)
    assert s.loc[small] == "galley"
    s, (small,) = blob_position({"sergeant": "galley"}, [("small", "galley")], "crew-attack", dice=[6] * 6)
    events = play(s, Action("attack", piece="sergeant", target=small), RESOLVE)
    assert s.loc[small] is None and [e["type"] for e in events if e["type"] == "killed"] == ["killed"]


def test_the_vent_stops_a_bloater_on_arrival_like_any_move():
    s, (big,) = blob_position({"engineer": "engine-room", "cook": "sick-bay"}, [("big", "galley")],
                              "monster-move")
    play(s, Action("move", piece=big, to="engine-room"))
    assert big in s.stopped
    assert not [a for a in legal_actions(s) if a.type == "move"]


def test_eating_the_robot_splits_the_eater_and_draws_no_chit():
    s, (big,) = blob_position({"robot": "galley", "cook": "sick-bay"}, [("big", "galley")], "monster-attack")
    cup = list(s.cup)
    devour(s, big, "robot", events := [])
    assert s.loc[big] is None and sorted(s.loc[m] for m in on_board(s, "small")) == ["galley", "galley"]
    assert s.cup == cup and not [e for e in events if e["type"] == "chit"]


def test_fragments_split_by_stage_without_a_die():
    s, (big, small, spore) = blob_position({"cook": "sick-bay"}, [("big", "galley"), ("small", "wardroom"),
                                                                  ("spore", "bridge-1")], "crew-attack")
    for m in (big, small, spore):
        fragment_monster(s, m, [])
    assert s.dice.draws == 0
    assert s.loc[spore] == "bridge-1" and s.loc[big] is None and s.loc[small] is None
    assert sorted(s.loc[m] for m in on_board(s, "small")) == ["galley", "galley"]
    assert sorted(s.loc[m] for m in on_board(s, "spore")) == ["bridge-1", "wardroom"]


def test_shrink_follows_the_species_data():
    s, (big, spore) = blob_position({"cook": "sick-bay"}, [("big", "galley"), ("spore", "wardroom")],
                                    "crew-attack")
    assert s.specs[shrink_monster(s, big, [])].id == "small"
    assert shrink_monster(s, spore, events := []) is None and s.loc[spore] is None
    assert events[0]["text"] == "Spore 1 shrinks away (vaporized)."


def test_a_bad_extra_move_names_the_species():
    class Lost(MonsterRules):
        def extra_moves(self, ship, stage):
            return (("galley", "nowhere"),)

    lost = dataclasses.replace(blobs.TOY_BLOBS, id="test-lost", rules=Lost())
    with pytest.raises(ValueError, match="species 'test-lost': extra move 'galley' -> 'nowhere'"):
        move_actions(load_map(), lost)


# ----- the engine reaches every hook, and the Green Things play as before ----------
# Every hook of the catalogue but the rules page's, which the engine never asks.
HOOKS = sorted(RULE_HOOKS - {"rules_text"})


class Recording(MonsterRules):
    """The rulebook's rules, noting which hooks the engine called."""
    called: set[str] = set()


for _hook in HOOKS:
    def _wrap(hook=_hook):
        def call(self, *args, **kwargs):
            Recording.called.add(hook)
            return getattr(MonsterRules, hook)(self, *args, **kwargs)
        return call
    setattr(Recording, _hook, _wrap())


@pytest.fixture
def recording_species():
    green = get("awful-green-things")
    species = register(dataclasses.replace(green, id="test-recording-green", rules=Recording()))
    Recording.called = set()
    yield species
    del SPECIES[species.id]


def test_the_engine_calls_every_hook_and_the_default_rules_change_nothing(recording_species):
    for seed in range(200):
        games = []
        for species in ("awful-green-things", recording_species.id):
            s, events = new_state(seed, Options(species=species))
            rng = random.Random(seed)
            for _ in range(1500):
                if s.phase == "over":
                    break
                acts = legal_actions(s)
                quick = [a for a in acts if a == END or a == RESOLVE]
                a = quick[0] if quick and rng.random() < 0.3 else rng.choice(acts)
                events.append(a.to_dict())
                events.extend(apply(s, a))
            games.append(events)
        assert games[0] == games[1], f"seed {seed}: the default rules played differently"
        if Recording.called == set(HOOKS):
            break
    assert Recording.called == set(HOOKS)


def test_the_green_things_use_the_rulebook_unchanged():
    green = get("awful-green-things")
    assert type(green.rules) is MonsterRules
    ship = load_map()
    assert all(steps is ship.neighbors for steps in monster_neighbors(ship, green).values())
    s, (adult,) = blob_position({"cook": "sick-bay"}, [("adult", "galley")], "monster-grow",
                                 species="awful-green-things")
    events = play(s, Action("grow", choice="adult"))
    assert [e["text"] for e in events][:2] == ["The Adults grow.", "Adult 1 lays an egg in Galley."]


def test_unknown_species_is_a_clear_error():
    with pytest.raises(ValueError, match=r"unknown monster species 'nope': use one of awful-green-things"):
        new_state(1, Options(species="nope"))
    with pytest.raises(ValueError, match=r"unknown monster species 'nope'"):
        Options.from_json({"species": "nope"})


# ----- a fixed start, as the Obnoxious Orange Things will have ---------------------
class FixedStart(MonsterRules):
    """No population roll; every Spore starts in the Mess Deck, the rest chain out."""

    def population(self, s):
        return None, {"big": 1, "small": 2, "spore": 3}

    def first_area(self, s):
        return None, ("mess-deck",)

    def placement_areas(self, s, stage):
        if stage == "spore":
            return ["mess-deck"]
        return super().placement_areas(s, stage)


def test_a_fixed_start_population_and_placement():
    species = dataclasses.replace(blobs.TOY_BLOBS, id="test-fixed-start", rules=FixedStart())
    SPECIES[species.id] = species
    try:
        s, _ = new_state(2, Options(species=species.id))
        rng = random.Random(2)
        events = []
        while s.phase not in ("setup-monsters", "setup-first-area"):
            events.extend(apply(s, rng.choice(legal_actions(s))))
        assert s.phase == "setup-monsters" and s.setup.population_roll is None
        assert [e["text"] for e in events if e.get("purpose") in ("population", "first-monster")] == [
            "Starting monsters: 1 bloater, 2 bloblings, 3 spores.", "The first monster: it hatches in Mess Deck."]
        spores = [a for a in legal_actions(s) if a.choice == "spore"]
        assert {a.to for a in spores} == {"mess-deck"}
        while s.phase == "setup-monsters":
            acts = legal_actions(s)
            apply(s, next((a for a in acts if a.choice == "spore"), acts[-1]))
        assert all(s.loc[m] == "mess-deck" for m in on_board(s, "spore")) and len(on_board(s, "spore")) == 3
        assert len(on_board(s, "big")) == 1 and len(on_board(s, "small")) == 2
    finally:
        del SPECIES[species.id]


def test_each_stage_reach_counts_its_extra_moves():
    ship = load_map()
    reach = monster_steps(ship, blobs.TOY_BLOBS)
    assert reach["small"] is area_steps(ship) and reach["spore"] is area_steps(ship)
    assert reach["big"]["galley"]["engine-room"] == 1 < area_steps(ship)["galley"]["engine-room"]
    assert reach["big"]["galley"]["ships-store"] == 1 and area_steps(ship)["galley"]["ships-store"] > 1
    assert all(reach["big"][a][b] <= area_steps(ship)[a][b] for a in ship.area_ids for b in ship.area_ids)
    green = monster_steps(ship, get("awful-green-things"))
    assert all(steps is area_steps(ship) for steps in green.values())


# ----- a species defines hooks only, and reaches the engine through its toolkit ------
def test_a_method_that_is_no_hook_fails_at_registration():
    class Misspelt(MonsterRules):
        def lay_are(self, s, m):        # lay_area
            return s.loc[m]

    with pytest.raises(ValueError, match=r"species 'test-typo': Misspelt.lay_are is not a rules hook "
                                         r"\(the rules hooks: counters_per_grower, eat_crewman"):
        register(dataclasses.replace(blobs.TOY_BLOBS, id="test-typo", rules=Misspelt()))

    class MisspeltHints(Hints):
        def expected_fragment(self, species, stage):
            return {}

    with pytest.raises(ValueError, match="MisspeltHints.expected_fragment is not a hints hook"):
        register(dataclasses.replace(blobs.TOY_BLOBS, id="test-typo", hints=MisspeltHints()))

    class NotRules:
        def lay(self, s, m, events):
            return []

    with pytest.raises(ValueError, match=r"its rules object \(NotRules\) lacks counters_per_grower, "
                                         r"eat_crewman.*subclass the default rules class"):
        register(dataclasses.replace(blobs.TOY_BLOBS, id="test-typo", rules=NotRules()))
    assert "test-typo" not in SPECIES


def test_helpers_of_a_species_own_are_no_hooks():
    """A name with a leading underscore is the species' own (the toy's `_split`)."""
    assert "_split" in vars(blobs.ToyRules) and register(blobs.TOY_BLOBS) is blobs.TOY_BLOBS


# The species package's own modules (the seam); every other module in it is a species.
SEAM_MODULES = {"__init__", "base", "hints", "hooks", "registry", "rules", "shipped", "toolkit"}
SPECIES_MODULES = [Path(blobs.__file__), *sorted(
    p for p in Path(species_package.__file__).parent.glob("*.py") if p.stem not in SEAM_MODULES)]
SEAM = {"greenthings.engine.species", "greenthings.engine.species.rules", "greenthings.engine.species.hints",
        "greenthings.engine.species.toolkit", "greenthings.engine.species.base"}


@pytest.mark.parametrize("path", SPECIES_MODULES, ids=lambda p: p.stem)
def test_a_species_imports_the_engine_only_through_the_species_package(path):
    package = "greenthings.engine.species"
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                mod = ".".join(base + ([mod] if mod else []))
        elif isinstance(node, ast.Import):
            mod = node.names[0].name
        else:
            continue
        if mod.startswith("greenthings"):
            assert mod in SEAM, f"{path.name} imports {mod}: use greenthings.engine.species.toolkit"


# ----- the toy species with every bot: each of its hooks at work ---------------------------
# (seed, crew bot, monster bot): every bot on each side, games that end well within 40 rounds
# (tests/bots/test_other_species.py plays more of them).
BOT_GAMES = [(40, "random", "random"), (40, "heuristic", "heuristic"), (41, "heuristic", "heuristic"),
             (45, "mcts:sims=4", "heuristic"), (42, "heuristic", "mcts:sims=4")]


def _hatch_partner(s, m: str, frm: str, to: str) -> bool:
    return any(x != m and s.loc[x] in (frm, to) for x in counters_by_stage(s.species)["big"])


def _hatch(s, frm: str, to: str) -> bool:
    edge = s.map.edge(frm, to)
    return edge is not None and edge.is_hatch


def test_every_bot_plays_the_toy_species_and_its_hooks_are_at_work():
    """Whole games with each bot on each side: legal moves only, invariants
    after every action, and across them the toy's rules seen to happen: a
    Bloater splits when hit, lays next door, and crosses hatches only with a
    partner (some of its steps refused for want of one)."""
    seen = {"split when hit": 0, "laid next door": 0, "paired hatch steps": 0, "lone hatch steps refused": 0}
    for seed, crew, monsters in BOT_GAMES:
        s, _ = new_state(seed, Options(species=blobs.ID))
        bots = {"crew": make_bot(crew, seed * 2 + 1), "monsters": make_bot(monsters, seed * 2 + 2)}
        while s.phase != "over" and s.round <= 40:
            acts = legal_actions(s)
            if s.phase == "monster-move":
                steps = move_actions(s.map, s.species)
                for m in {a.piece for a in acts if a.type == "move" and s.specs[a.piece].id == "big"}:
                    seen["lone hatch steps refused"] += sum(
                        1 for a in steps[m, s.loc[m]] if _hatch(s, s.loc[m], a.to) and a not in acts)
            a = bots[s.to_play].choose(s)
            assert a in acts, (s.phase, a)
            if a.type == "move" and a.piece in s.specs and s.specs[a.piece].id == "big" \
                    and _hatch(s, s.loc[a.piece], a.to):
                assert _hatch_partner(s, a.piece, s.loc[a.piece], a.to), a
                seen["paired hatch steps"] += 1
            where = dict(s.loc)
            for e in apply(s, a):
                if e["type"] == "split" and "is hit" in e["text"]:
                    seen["split when hit"] += 1
                elif e["type"] == "laid" and e["area"] != where[e["piece"]]:
                    seen["laid next door"] += 1
            check_invariants(s)
        assert s.phase == "over", f"{crew} vs {monsters}, seed {seed}: still playing after 40 rounds"
    assert all(seen.values()), seen
