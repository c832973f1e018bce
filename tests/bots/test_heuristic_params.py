"""The heuristic's knobs travel in a frozen HeuristicParams handed to the bot
(and through the search to its plans), never in module globals."""
import dataclasses
import random

import pytest

from greenthings.bots import HeuristicBot
from greenthings.bots.heuristic import DEFAULT_PARAMS, heuristic_action
from greenthings.bots.mcts import MCTSBot
from greenthings.engine import apply, boats, distances, legal_actions, locations, new_state

# The crew think the ship lost from the start: they run for the boats (one of
# them to the bridge, to start the self-destruct).
ALWAYS_LOST = dataclasses.replace(DEFAULT_PARAMS, lost_round=0, lost_k=0.0, lost_c=-1e9)


def _crew_move(seed=4):
    s, _ = new_state(seed)
    while not (s.phase == "crew-move" and s.round >= 1):
        apply(s, heuristic_action(s))
    return s


def _running(s, a) -> bool:
    """The action boards a boat or steps nearer a bay or a self-destruct area."""
    D = distances(s)
    goals = [b.bay for b in boats(s)] + list(s.map.self_destruct_areas)
    here = locations(s)[a.piece]
    return a.type == "board" or min(D[a.to][g] for g in goals) < min(D[here][g] for g in goals)


def test_params_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        DEFAULT_PARAMS.risk_fighter = 0.9


def test_the_bot_plays_by_its_params():
    s = _crew_move()
    usual = HeuristicBot(1).choose(s)
    running = HeuristicBot(1, params=ALWAYS_LOST).choose(s)
    assert running != usual
    assert running in legal_actions(s) and _running(s, running)


def test_the_search_plans_with_its_params():
    s = _crew_move()
    bot = MCTSBot(1, sims=4, params=ALWAYS_LOST)
    plan = bot._segment(s, None, "crew", random.Random(0), 0.0)
    assert _running(s, plan[0])
