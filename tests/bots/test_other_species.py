"""The bots play any species: they reason by stage roles and stats, never by
the Awful Green Things' stage names. The development species (other ids,
letters, counts and stats, no Fragments) and one made here without Eggs play
whole games with the heuristic and the search on either side, and so do the
two shipped species besides the Green Things."""
import dataclasses

import pytest

from tests.long import LONG

from greenthings.bots import make_bot
from greenthings.bots.evaluate import features
from greenthings.devtools.toy_species import TOY_BLOBS
from greenthings.engine import Options, apply, legal_actions, new_state
from greenthings.engine.species import SPECIES, register


def _without_eggs():
    """The test species with its egg stage taken out: Bloaters lay nothing,
    a shrunk Blobling is vaporized."""
    big, small, _spore = TOY_BLOBS.stages
    return dataclasses.replace(
        TOY_BLOBS, id="toy-blobs-no-eggs", name="Eggless Toy Blobs",
        stages=(dataclasses.replace(big, lays=None), dataclasses.replace(small, shrinks_to=None)),
        population={roll: {"small": pop["small"] + pop["spore"], "big": pop["big"]}
                    for roll, pop in TOY_BLOBS.population.items()})


NO_EGGS = SPECIES.get("toy-blobs-no-eggs") or register(_without_eggs())


def play(seed, species, crew, monsters, cap=40):
    s, _ = new_state(seed, Options(species=species))
    bots = {"crew": make_bot(crew, seed * 2 + 1), "monsters": make_bot(monsters, seed * 2 + 2)}
    while s.phase != "over" and s.round <= cap:
        a = bots[s.to_play].choose(s)
        assert a in legal_actions(s), (s.phase, a)
        apply(s, a)
    return s


SEEDS = 2 if LONG else 1   # whole games a cell: the second seed in the long checks


@pytest.mark.parametrize("species", [TOY_BLOBS.id, NO_EGGS.id, "obnoxious-orange-things",
                                     "insidious-purple-things"])
@pytest.mark.parametrize("crew,monsters", [("heuristic", "heuristic"), ("mcts:sims=4", "heuristic"),
                                           ("heuristic", "mcts:sims=4")])
def test_bots_play_whole_games_of_another_species(species, crew, monsters):
    for seed in range(SEEDS):
        s = play(seed, species, crew, monsters)
        assert s.phase == "over", f"seed {seed}: still playing after 40 rounds"


def test_the_evaluation_counts_monsters_by_role():
    s, _ = new_state(3, Options(species=TOY_BLOBS.id))
    bot = make_bot("heuristic", 1)
    while s.phase != "monster-grow":
        apply(s, bot.choose(s))
    f = features(s)
    assert f["fragments"] == 0.0     # no Fragment stage
    assert f["adults"] + f["young"] + f["eggs"] > 0


def test_purple_monsters_head_for_the_crew_through_walls():
    """The heuristic moves a Purple Adult along its own steps, walls included:
    from the Galley the crewman in the Ship's Store is one wall away."""
    from greenthings.bots.heuristic import heuristic_action
    from tests.engine.helpers import species_position
    s, (a,) = species_position("insidious-purple-things", {"supply-officer": "ships-store"},
                               [("adult", "galley")], "monster-move")
    act = heuristic_action(s)
    assert (act.type, act.piece, act.to) == ("move", a, "ships-store")


def test_monsters_go_round_the_robot_when_there_is_another_way():
    """The Robot on the short way from Passage 44 to the Scout Bay (Passage 38,
    the Cockboat Bay): an Adult takes a step of the longer way round instead
    of standing still."""
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.engine import stage_distances
    from tests.engine.helpers import species_position
    s, (a,) = species_position("awful-green-things", {"sergeant": "scout-bay", "robot": "hall-38"},
                               [("adult", "hall-44")], "monster-move")
    D = stage_distances(s, "adult")
    assert D["hall-44"]["scout-bay"] == 3 and D["hall-38"]["scout-bay"] == 2
    act = heuristic_action(s)
    assert act.type == "move" and act.piece == a
    assert act.to not in ("hall-38", "hall-44")


def test_monsters_go_through_the_robot_when_it_holds_the_only_way():
    """The Hospital Ward's only door is the Sick Bay: with the Robot there and
    the last crewman in the Ward, the Adult steps into the Robot's area."""
    from greenthings.bots.heuristic import heuristic_action
    from tests.engine.helpers import species_position
    s, (a,) = species_position("awful-green-things", {"doc": "hospital-ward", "robot": "sick-bay"},
                               [("adult", "hall-44")], "monster-move")
    act = heuristic_action(s)
    assert (act.type, act.piece, act.to) == ("move", a, "sick-bay")


def test_monsters_gang_up_on_the_robot_left_alone_with_an_area_weapon():
    """The Robot the last one aboard, holding a Fire Extinguisher known to
    kill: the crowd in the Mess Deck heads for it instead of spreading out
    from the weapon turn after turn (an Orange self-play game stalled that
    way to the 150-round cap)."""
    from greenthings.bots.heuristic import heuristic_action
    from greenthings.engine import stage_distances
    from tests.engine.helpers import position
    s, ids = position({"robot": "saucer-bay"}, [("adult", "mess-deck")] * 4, held={"robot": "fire-extinguisher-1"},
                      phase="monster-move", known={"fire-extinguisher": "kill5"})
    act = heuristic_action(s)
    assert act.type == "move"
    D = stage_distances(s, "adult")
    assert D[act.to]["saucer-bay"] < D["mess-deck"]["saucer-bay"]
