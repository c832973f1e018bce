"""The species seam: a made-up species (greenthings.devtools.test_species)
plays whole games under the invariants, and the engine reads every stage
fact from the species, never from the Green Things' ids."""
from __future__ import annotations

import random

import pytest

import greenthings.devtools.test_species as blobs
from greenthings.engine import END, RESOLVE, Options, apply, check_invariants, legal_actions, new_state
from greenthings.engine.species import SPECIES, get
from greenthings.engine.tables import counters_by_stage

GAMES = 200
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
    assert get(blobs.ID) is blobs.TEST_BLOBS is SPECIES["test-blobs"]
    roles = {st.role for st in blobs.TEST_BLOBS.stages}
    assert roles == {"adult", "young", "egg"}


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_of_the_test_species_keep_invariants(chunk):
    finished = 0
    for seed in range(chunk, GAMES, 4):
        s, _ = play_biased_game(seed, Options(species=blobs.ID, extra_adult=seed % 5 == 0))
        if s.phase == "over":
            finished += 1
            assert s.result["winner"] in ("crew", "monsters", None)
        ids = set(counters_by_stage(blobs.TEST_BLOBS)["big"])
        assert len(ids) == 9
        assert all(m.split("-")[0] in ("big", "small", "spore") for m in s.specs)
    assert finished >= GAMES // 4 * 0.9


def test_setup_places_the_test_species_own_population():
    s, events = new_state(3, Options(species=blobs.ID))
    rng = random.Random(3)
    while s.phase != "discovery":
        apply(s, rng.choice(legal_actions(s)))
    roll = s.setup["population_roll"]
    placed = {st.id: sum(1 for m in counters_by_stage(s.species)[st.id] if s.loc[m]) for st in s.species.stages}
    assert placed == blobs.TEST_BLOBS.population[roll]


def test_extra_adult_adds_the_species_adult():
    s, _ = new_state(4, Options(species=blobs.ID, extra_adult=True))
    rng = random.Random(4)
    events = []
    while s.phase != "setup-monsters" and s.phase != "setup-first-area":
        events.extend(apply(s, rng.choice(legal_actions(s))))
    roll = s.setup["population_roll"]
    assert s.setup["to_place"]["big"] == blobs.TEST_BLOBS.population[roll]["big"] + 1
    assert any("plus one extra Bloater" in e["text"] for e in events)
