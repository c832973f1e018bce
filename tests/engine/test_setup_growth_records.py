"""The setup facts and the growth record are typed records whose JSON is the
save format's "setup" and "grow" (docs/save-format.md), key for key."""
import json

import pytest

from greenthings.engine import Options, StateError, load_state, new_state
from greenthings.engine.records import Growth, SetupFacts


def test_setup_facts_save_only_what_is_known_in_the_order_the_engine_learns_it():
    assert SetupFacts().to_json() == {}
    fixed_start = SetupFacts(to_place={"fragment": 6})
    assert fixed_start.to_json() == {"population_roll": None, "to_place": {"fragment": 6}}
    facts = SetupFacts(3, {"adult": 1}, ["galley", "mess-deck"], "galley", [], cleared_before_blast=True)
    saved = facts.to_json()
    assert list(saved) == ["population_roll", "to_place", "first_area_choices", "first_area", "discoverers",
                           "cleared_before_blast"]
    back = SetupFacts.from_json(json.loads(json.dumps(saved)))
    assert back == facts and back.to_place is not facts.to_place


def test_a_setup_copy_shares_no_list():
    facts = SetupFacts(to_place={"egg": 2}, discoverers=["cook"], survivors=["doc"], assign={"doc": "saucer"})
    twin = facts.copy()
    assert twin == facts
    assert all(getattr(twin, k) is not getattr(facts, k) for k in ("to_place", "discoverers", "survivors", "assign"))


def test_growth_keeps_an_expansions_target_as_a_flag():
    g = Growth("adult", 2, ["adult-1"], target="inside-only")
    assert g.to_json() == {"stage": "adult", "left": 2, "done": ["adult-1"], "inside_only": True}
    assert Growth.from_json(g.to_json()) == g
    assert Growth.from_json({"stage": "egg", "left": 1, "done": []}).target is None


def test_an_unknown_setup_fact_is_refused_by_name():
    d = new_state(1, Options())[0].to_json()
    d["setup"]["frist_area"] = "galley"
    with pytest.raises(StateError, match="frist_area"):
        load_state(d)
