"""The crew search's extra candidate plans and its play-out of escapes."""
import random

from greenthings.bots import make_bot
from greenthings.bots.heuristic import endangered, focus_areas, heuristic_action
from greenthings.engine import (
    CREW_BY_ID, ROBOT, Dice, apply, chance_at_least, distances, legal_actions, monster_threat, new_state,
)


def _heuristic_until(seed, stop, cap=400):
    s, _ = new_state(seed)
    for _ in range(cap * 10):
        if stop(s) or s.phase == "over":
            return s
        apply(s, heuristic_action(s))
    return s


def test_retreat_plan_takes_the_crewman_out_of_danger():
    checked = 0
    for seed in range(1, 40):
        s = _heuristic_until(seed, lambda s: s.phase == "crew-move" and endangered(s, 1))
        if s.phase != "crew-move":
            continue
        c = endangered(s, 1)[0]
        acts = legal_actions(s)
        if not any(a.type == "move" and a.piece == c for a in acts):
            continue
        a = heuristic_action(s, acts, style=("retreat", c))
        if a.type != "move" or a.piece != c:
            continue      # nowhere safer within reach
        threat = monster_threat(s)
        con = CREW_BY_ID[c].con
        here, there = s.loc[c], a.to
        # one step toward a safer area: the step itself or where it leads is less exposed
        assert chance_at_least(threat.get(there, 0), con) <= chance_at_least(threat.get(here, 0), con) + 1e-9 \
            or any(chance_at_least(threat.get(x, 0), con) < chance_at_least(threat.get(here, 0), con)
                   for x in s.map.neighbors[there])
        checked += 1
        if checked >= 3:
            break
    assert checked >= 1


def test_setup_is_searched_over_several_placements():
    s, _ = new_state(7)
    while s.phase == "setup-weapons":
        apply(s, heuristic_action(s))
    assert s.phase == "setup-crew"
    bot = make_bot("mcts:sims=4", 1)
    plans = bot._candidates(s, legal_actions(s), "crew", random.Random(1))
    assert len(plans) > 1
    assert len({p for p in plans}) == len(plans)
    assert all(p[0] in legal_actions(s) for p in plans)


def test_escape_rollouts_are_played_to_the_end():
    leaving = lambda s: s.self_destruct_at is not None or bool(s.escaped)    # noqa: E731
    s = next(s for s in (_heuristic_until(seed, leaving) for seed in range(1, 60))
             if s.phase != "over" and leaving(s))
    bot = make_bot("mcts:sims=4", 1)
    values = [bot._rollout(s, (), s.to_play, seed, random.Random(0)) for seed in range(6)]
    # finished games (win, loss, draw), not an estimate strictly between
    assert set(values) <= {0.0, 0.5, 1.0}


def test_focus_plan_gangs_the_fighters_in_reach_onto_one_area():
    checked = 0
    for seed in range(1, 40):
        s = _heuristic_until(seed, lambda s: s.phase == "crew-move" and s.round >= 1)
        if s.phase != "crew-move":
            continue
        D = distances(s)
        for x in focus_areas(s, 3):
            # fighters (2+ dice, or the Robot) without a weapon that could reach x this turn
            fighters = [c for c, st in s.status.items() if st == "aboard" and c not in s.held
                        and (CREW_BY_ID[c].dice >= 2 or c == ROBOT) and c not in s.stun
                        and D[s.loc[c]][x] <= CREW_BY_ID[c].move]
            if not fighters:
                continue
            t = s.clone(Dice(0))
            while t.phase == "crew-move":
                apply(t, heuristic_action(t, style=("focus", x)))
            assert all(t.loc[c] == x for c in fighters if t.status[c] == "aboard")
            checked += 1
        if checked >= 3:
            break
    assert checked >= 1
