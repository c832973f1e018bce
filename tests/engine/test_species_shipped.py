"""The Obnoxious Orange Things and the Insidious Purple Things: every fact the
reference manual fixes (docs/species.md marks them **fixed**), each test
naming it, and our design where the manual is silent (house rules)."""
from __future__ import annotations

import random

import pytest

from greenthings.engine import Action, Options, State, apply, legal_actions, new_state
from greenthings.engine.combat import devour, fragment_monster, shrink_monster
from greenthings.engine.species import get
from greenthings.engine.tables import counters_by_stage

from .helpers import FixedDice, play, species_position

ORANGE, PURPLE = "obnoxious-orange-things", "insidious-purple-things"
PHASE_PROOF = {"aft-machine-shop", "science-lab", "sick-bay", "hospital-ward"}


position = species_position


def on_board(s, stage: str) -> list[str]:
    return sorted(s.loc[m] for m in counters_by_stage(s.species)[stage] if s.loc[m] is not None)


def set_up(seed: int, species: str) -> tuple[State, list]:
    """Random legal choices up to the discovery phase."""
    s, events = new_state(seed, Options(species=species))
    rng = random.Random(seed)
    while s.phase != "discovery":
        events += apply(s, rng.choice(legal_actions(s)))
    return s, events


# ----- both ---------------------------------------------------------------------
@pytest.mark.parametrize("species, stages", [
    (ORANGE, {"adult": ("A", 16), "young": ("Y", 20), "fragment": ("F", 24)}),
    (PURPLE, {"adult": ("A", 15), "young": ("Y", 28), "egg": ("E", 17)}),
])
def test_fixed_stages_and_counters(species, stages):
    """Fixed: OO have Adults, Young and Fragments (16, 20, 24 counters), no
    Eggs; IP have Adults, Young and Eggs (15, 28, 17), no Fragments."""
    sp = get(species)
    assert {st.id: (st.letter, st.counters) for st in sp.stages} == stages
    assert {st: len(ids) for st, ids in counters_by_stage(sp).items()} == {k: n for k, (_, n) in stages.items()}
    assert all(st.house for st in sp.stages)          # the stats are our design


@pytest.mark.parametrize("species, chain, shrink", [
    (ORANGE, {"fragment": "young", "young": "adult"}, {"adult": "young", "young": "fragment", "fragment": None}),
    (PURPLE, {"egg": "young", "young": "adult"}, {"adult": "young", "young": "egg", "egg": None}),
])
def test_growth_and_shrink_chains(species, chain, shrink):
    """Fixed: Fragments (OO) or Eggs (IP) grow into Young, Young into Adults.
    Design: Shrink goes one step back down the chain, the smallest vaporized."""
    sp = get(species)
    assert {st.id: st.grows_to for st in sp.stages if st.grows_to} == chain
    assert {st.id: st.shrinks_to for st in sp.stages} == shrink
    s, ids = position(species, {"cook": "galley"}, [(st, "wardroom") for st in shrink], "crew-attack")
    for m, (st, to) in zip(ids, shrink.items()):
        new = shrink_monster(s, m, [])
        assert (s.specs[new].id if new else None) == to


# ----- the Obnoxious Orange Things -----------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_orange_start_is_fixed_with_the_fragments_in_the_mess_deck(seed):
    """Fixed: OO always start with 4 Adults, 5 Young and 6 Fragments, no roll;
    all 6 Fragments in the Mess Deck, the rest daisy-chained out from there."""
    s, events = set_up(seed, ORANGE)
    assert not [e for e in events if e.get("purpose") in ("population", "first-monster") and e["type"] == "roll"]
    assert on_board(s, "fragment") == ["mess-deck"] * 6
    adults, young = on_board(s, "adult"), on_board(s, "young")
    assert len(adults) == 4 and len(young) == 5
    chain = adults + young
    assert "mess-deck" not in chain and len(set(chain)) == 9          # one to an area, none with the Fragments
    reached = {"mess-deck"}
    for _ in chain:                                                   # every one joins the chain from the Mess Deck
        reached |= {a for a in chain if set(s.map.neighbors[a]) & reached}
    assert set(chain) <= reached


def test_orange_fragments_are_placed_before_the_others():
    s, _ = new_state(1, Options(species=ORANGE))
    rng = random.Random(1)
    while s.phase != "setup-monsters":
        apply(s, rng.choice(legal_actions(s)))
    assert {(a.choice, a.to) for a in legal_actions(s)} == {("fragment", "mess-deck")}


def test_orange_adults_share_one_die_of_fragments_laid_where_the_monster_player_picks():
    """Fixed: Adults lay 1 die of Fragments. Design: in the Grow phase the
    Adults share one die, laid by one Adult of the monster player's choice."""
    s, (a1, a2) = position(ORANGE, {"cook": "galley"}, [("adult", "wardroom"), ("adult", "bridge-1")],
                           "monster-grow", dice=[5])
    play(s, Action("grow", choice="adult"))
    assert s.phase == "monster-grow-select"
    assert set(legal_actions(s)) == {Action("grow-piece", piece=a1), Action("grow-piece", piece=a2)}
    events = play(s, Action("grow-piece", piece=a2))
    assert on_board(s, "fragment") == ["bridge-1"] * 5
    assert s.loc[a1] == "wardroom" and s.loc[a2] == "bridge-1" and s.phase == "monster-move"
    assert [e["text"] for e in events if e["type"] == "laid"] == ["Adult 2 lays 5 Fragments in #1 Bridge."]


def test_a_lone_orange_adult_lays_without_a_question():
    s, (a,) = position(ORANGE, {"cook": "galley"}, [("adult", "wardroom")], "monster-grow", dice=[3])
    play(s, Action("grow", choice="adult"))
    assert on_board(s, "fragment") == ["wardroom"] * 3 and s.phase == "monster-move"


def test_orange_fragments_grow_into_young():
    s, (f,) = position(ORANGE, {"cook": "galley"}, [("fragment", "wardroom")], "monster-grow")
    play(s, Action("grow", choice="fragment"))
    assert s.loc[f] is None and on_board(s, "young") == ["wardroom"]


def test_an_orange_adult_that_eats_a_crewman_lays_a_die_of_fragments():
    """Fixed: an Adult that eats a crewman lays 1 die of Fragments."""
    s, (a,) = position(ORANGE, {"cook": "galley", "doc": "sick-bay"}, [("adult", "galley")], "monster-attack",
                       dice=[4])
    devour(s, a, "cook", events := [])
    assert on_board(s, "fragment") == ["galley"] * 4 and s.loc[a] == "galley"
    assert [e["type"] for e in events] == ["devour", "roll", "laid"]


def test_orange_laying_short_of_counters_places_what_is_left():
    """Counter limits: with too few Fragments left for the die, the ones left
    are placed ("Running out of monster counters")."""
    s, ids = position(ORANGE, {"cook": "galley"}, [("fragment", "hall-5")] * 22 + [("adult", "wardroom")],
                      "monster-grow", dice=[5])
    events = play(s, Action("grow", choice="adult"))
    assert on_board(s, "fragment").count("wardroom") == 2 and len(on_board(s, "fragment")) == 24
    assert "(only 2 counters left)" in [e for e in events if e["type"] == "laid"][0]["text"]


def test_orange_one_die_fragments_makes_orange_fragments():
    """Fixed: 1 Die Fragments works as for the Green Things."""
    s, (a,) = position(ORANGE, {"cook": "galley"}, [("adult", "wardroom")], "crew-attack", dice=[5])
    fragment_monster(s, a, [])
    assert s.loc[a] is None and on_board(s, "fragment") == ["wardroom"] * 5


def test_orange_eating_the_robot_draws_a_chit():
    """Fixed: eating the Robot works as for the Green Things (a chit is drawn)."""
    s, (a,) = position(ORANGE, {"robot": "galley", "cook": "sick-bay"}, [("young", "galley")], "monster-attack")
    s.dice = FixedDice([s.cup.index("grow")])
    devour(s, a, "robot", events := [])
    assert [e["effect"] for e in events if e["type"] == "chit"] == ["grow"]
    assert on_board(s, "adult") == ["galley"]


# ----- the Insidious Purple Things -----------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_purple_start_rolls_the_design_table_and_the_green_placement_table(seed):
    """Design: the population table; fixed: the Green Things' first-monster table."""
    s, events = set_up(seed, PURPLE)
    roll = s.setup.population_roll
    placed = {st: len(on_board(s, st)) for st in ("egg", "young", "adult")}
    assert placed == get(PURPLE).population[roll]
    first = [e for e in events if e.get("purpose") == "first-monster"][0]
    assert s.setup.first_area in s.map.first_monster[first["total"]]


def test_purple_adults_lay_one_egg():
    s, (a,) = position(PURPLE, {"cook": "galley"}, [("adult", "wardroom")], "monster-grow")
    play(s, Action("grow", choice="adult"))
    assert s.loc[a] == "wardroom" and on_board(s, "egg") == ["wardroom"]


def wall_rooms(s, area: str) -> set[str]:
    return {w.b if w.a == area else w.a for w in s.map.edges_of("wall") if area in (w.a, w.b)}


def test_purple_adults_phase_through_walls_into_rooms_only():
    """Fixed: an Adult may move through a wall into a room sharing it, except
    the Aft Machine Shop, the Science Lab, the Sick Bay and the Hospital Ward."""
    s, (a, y) = position(PURPLE, {"cook": "pool-room"}, [("adult", "galley"), ("young", "galley")], "monster-move")
    moves = {(act.piece, act.to) for act in legal_actions(s) if act.type == "move"}
    assert wall_rooms(s, "galley") == {"hall-43", "hall-44", "hall-5", "ships-store"}
    assert {to for p, to in moves if p == a} == {*s.map.neighbors["galley"], "ships-store"}   # halls are not rooms
    assert {to for p, to in moves if p == y} == set(s.map.neighbors["galley"])                # Young never phase
    assert set(s.map.place("phase-proof-rooms")) == PHASE_PROOF
    events = play(s, Action("move", piece=a, to="ships-store"))
    assert s.loc[a] == "ships-store" and s.mp[a] == 1                 # one area of movement, like a hatch
    assert [e["text"] for e in events] == ["Adult 1 passes through the wall into Ship's Store."]


@pytest.mark.parametrize("room", sorted(PHASE_PROOF))
def test_purple_adults_never_phase_into_the_four_rooms(room, ):
    s, _ = position(PURPLE, {"cook": "galley"}, [], "monster-move")
    for other in wall_rooms(s, room):
        s2, (a,) = position(PURPLE, {"cook": "galley"}, [("adult", other)], "monster-move")
        assert room not in {act.to for act in legal_actions(s2) if act.type == "move" and act.piece == a}


def test_purple_adults_phase_out_of_a_phase_proof_room():
    """Phasing goes either way across a wall, as long as it is into a room."""
    s, (a,) = position(PURPLE, {"cook": "galley"}, [("adult", "science-lab")], "monster-move")
    assert "mess-deck" in {act.to for act in legal_actions(s) if act.type == "move"}


def test_purple_phasing_stops_on_arrival_with_crew():
    s, (a,) = position(PURPLE, {"supply-officer": "ships-store", "cook": "pool-room"}, [("adult", "galley")],
                       "monster-move")
    play(s, Action("move", piece=a, to="ships-store"))
    assert a in s.stopped and not [act for act in legal_actions(s) if act.type == "move"]


@pytest.mark.parametrize("stage, die, young", [("young", 1, 0), ("young", 3, 1), ("young", 6, 2),
                                                ("adult", 2, 1), ("adult", 4, 2), ("adult", 5, 3)])
def test_purple_fragments_result(stage, die, young):
    """Fixed: 1 Die Fragments on IP: a Young is replaced by 1d3-1 Young (0: it
    is gone), an Adult by 1d3 Young."""
    s, (m,) = position(PURPLE, {"cook": "galley"}, [(stage, "wardroom")], "crew-attack", dice=[die])
    fragment_monster(s, m, events := [])
    assert s.loc[m] is None or young >= 1
    assert on_board(s, "young") == ["wardroom"] * young and not on_board(s, "adult")
    assert [e["total"] for e in events if e["type"] == "roll"] == [young]


def test_purple_eggs_are_not_affected_by_fragments():
    s, (e,) = position(PURPLE, {"cook": "galley"}, [("egg", "wardroom")], "crew-attack")
    fragment_monster(s, e, [])
    assert s.loc[e] == "wardroom" and s.dice.draws == 0


def test_purple_fragments_respect_the_young_counter_limit():
    """Young counter limits apply as for Fragments: place the ones left."""
    s, ids = position(PURPLE, {"cook": "galley"}, [("young", "hall-5")] * 27 + [("adult", "wardroom")],
                      "crew-attack", dice=[6])
    fragment_monster(s, ids[-1], [])
    assert on_board(s, "young").count("wardroom") == 1 and len(on_board(s, "young")) == 28


@pytest.mark.parametrize("stage", ["adult", "young", "egg"])
@pytest.mark.parametrize("die, young", [(1, 2), (6, 4)])
def test_purple_eating_the_robot_splits_the_eater(stage, die, young):
    """Fixed: the eater splits into 1d3+1 Young, no chit drawn (design: the
    same whatever stage ate it)."""
    s, (m,) = position(PURPLE, {"robot": "galley", "cook": "sick-bay"}, [(stage, "galley")], "monster-attack",
                       dice=[die])
    cup = list(s.cup)
    devour(s, m, "robot", events := [])
    assert on_board(s, "young") == ["galley"] * young and not on_board(s, "adult")
    assert s.cup == cup and not [e for e in events if e["type"] == "chit"]


@pytest.mark.parametrize("species", [ORANGE, PURPLE])
def test_the_species_is_in_the_save_and_old_saves_load_as_green(species):
    from greenthings.engine import Game
    g = Game.new(5, Options(species=species))
    saved = g.to_json()
    assert saved["start"]["options"]["species"] == species
    assert Game.from_json(saved).state.species.id == species
    del saved["start"]["options"]["species"]
    del saved["state"]["options"]["species"]
    assert Game.from_json(saved).state.species.id == "awful-green-things"


def test_command_line_new_takes_the_species(tmp_path):
    import json
    import subprocess
    import sys

    def run(*args):
        return subprocess.run([sys.executable, "-m", "greenthings.engine", *args], capture_output=True, text=True)

    for species in (ORANGE, PURPLE, "awful-green-things"):
        path = tmp_path / f"{species}.json"
        r = run("new", "--seed", "4", "--species", species, "-o", str(path))
        assert r.returncode == 0, r.stderr
        assert json.loads(path.read_text())["start"]["options"]["species"] == species
    r = run("new", "--species", "pink-things", "-o", str(tmp_path / "x.json"))
    assert r.returncode == 2 and "invalid choice" in r.stderr
