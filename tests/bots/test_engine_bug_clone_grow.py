"""Regression: State.clone() once shared grow["done"] with the original, so a
grow-piece applied on a clone changed the original."""
from greenthings.engine import Dice, apply, legal_actions, new_state
from greenthings.bots.common import clone, state_key


def _grow_select_state():
    s, _ = new_state(0)
    s.phase = "monster-grow-select"
    s.to_play = "monsters"
    s.loc["baby-1"] = s.map.area_ids[0]
    s.loc["baby-2"] = s.map.area_ids[1]
    s.grow = {"stage": "baby", "left": 2, "done": []}
    return s


def test_clone_does_not_share_grow_done():
    s = _grow_select_state()
    before = list(s.grow["done"])
    c = s.clone(dice=Dice(1))
    apply(c, legal_actions(c)[0])
    assert s.grow["done"] == before


def test_bots_clone_workaround():
    s = _grow_select_state()
    before = state_key(s)
    c = clone(s, Dice(1))
    apply(c, legal_actions(c)[0])
    assert state_key(s) == before
