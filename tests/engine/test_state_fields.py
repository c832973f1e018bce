"""One field list (state.FIELDS, and each registered expansion's fields)
drives a State's construction, copying, saving and loading: every field
survives a clone and a JSON round trip, and a clone shares nothing mutable
with its original."""
import json
import random

import pytest

from greenthings.engine import Options, apply, legal_actions, load_state, new_state
from greenthings.engine.expansion import EXPANSIONS, Expansion, register, registered_fields
from greenthings.engine.state import FIELDS as CORE_FIELDS, Field, State

FIELDS = (*CORE_FIELDS, *(f for _, f in registered_fields()))

_CACHES = {"options_cache", "occ_cache", "stops_cache"}


def _positions():
    for seed in (1, 2, 3, 4):
        s, _ = new_state(seed, Options(outside=seed == 4))       # an expansion's records too
        r = random.Random(seed)
        i = 0
        while s.phase != "over" and s.round <= 60:
            if i % 17 == 0:
                yield s.clone()
            apply(s, r.choice(legal_actions(s)))
            i += 1
        yield s


def _comparable(v):
    return json.dumps(v, sort_keys=True, default=lambda o: o.to_json() if hasattr(o, "to_json") else sorted(o))


def test_the_field_list_covers_every_slot():
    named = {f.name for f in CORE_FIELDS}
    assert len({f.name for f in FIELDS}) == len(FIELDS)
    # an expansion's records live in `records` (not slots: they register after State is made)
    assert set(State.__slots__) == named | _CACHES | {"map", "species", "specs", "options", "dice", "expansions",
                                                       "records"}


def test_a_misspelled_attribute_is_refused():
    s, _ = new_state(1, Options(outside=True))
    with pytest.raises(AttributeError, match="roud"):
        s.roud = 3
    with pytest.raises(AttributeError, match="roud"):
        s.roud
    assert s.outside is s.records["outside"] is not None       # an expansion's record reads as an attribute
    assert new_state(1)[0].outside is None                      # (None while it is off)


def test_an_expansion_may_not_take_a_name_the_state_has():
    class Clash(Expansion):
        option = "clash"
        fields = (Field("round", lambda s: None, lambda v: v, "clash"),)
    with pytest.raises(ValueError, match="already taken"):
        register(Clash())
    assert "clash" not in EXPANSIONS and isinstance(State.__dict__["round"], type(State.__dict__["phase"]))


def test_every_field_survives_clone_and_json():
    n = 0
    for s in _positions():
        c = s.clone()
        back = load_state(json.loads(json.dumps(s.to_json())))
        for f in FIELDS:
            v = getattr(s, f.name)
            assert _comparable(getattr(c, f.name)) == _comparable(v), f.name
            assert _comparable(getattr(back, f.name)) == _comparable(v), f.name
            if isinstance(v, (dict, list, set)) and v:
                assert getattr(c, f.name) is not v, f"clone shares {f.name}"
        n += 1
    assert n > 10


def test_a_clone_does_not_share_records():
    seen = 0
    for s in _positions():
        if s.epilogue or s.battle is not None or s.pending:
            seen += 1
            c = s.clone()
            for a, b in zip(s.epilogue, c.epilogue):
                assert a is not b and a.crew is not b.crew
            if s.battle is not None:
                assert c.battle.decl is not s.battle.decl
            for a, b in zip(s.pending, c.pending):
                assert a is not b
    assert seen >= 3


def _containers(v, path="$"):
    """Every mutable container inside a JSON-like value, with where it is."""
    if isinstance(v, (dict, list)):
        yield path, v
        items = v.items() if isinstance(v, dict) else enumerate(v)
        for k, x in items:
            yield from _containers(x, f"{path}.{k}")


def test_the_json_shares_no_list_or_dict_with_the_state():
    kinds = set()
    for s in _positions():
        live = {id(c) for f in FIELDS for _, c in _containers(getattr(s, f.name))}
        for where, c in _containers(s.to_json()):
            assert id(c) not in live, f"to_json shares {where} with the state"
        kinds.update(k for k in ("grow", "setup") if getattr(s, k))
    assert kinds == {"grow", "setup"}, "positions in growth and in setup were checked"
