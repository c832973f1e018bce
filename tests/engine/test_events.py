"""The catalogue of event kinds (issue 24, item 4): every event the rules
report is of a catalogued kind and carries that kind's fields, no others."""
import random

import pytest

from greenthings.engine import EVENT_KINDS, Ev, OutsideEv, Options, apply, check_event, legal_actions, new_state
from greenthings.engine.pieces import event
from greenthings.engine.species.shipped import SHIPPED

GAMES = [Options(species=sp.id, outside=outside, mode=mode)
         for sp in SHIPPED for outside in (False, True) for mode in ("full", "survival")]


@pytest.mark.parametrize("options", GAMES, ids=lambda o: f"{o.species}-{'out' if o.outside else 'in'}-{o.mode}")
def test_every_event_of_a_random_game_is_catalogued(options):
    s, events = new_state(7, options)
    rng = random.Random(7)
    kinds = set()
    for _ in range(6000):
        if s.phase == "over":
            break
        events += apply(s, rng.choice(legal_actions(s)))
    for e in events:
        check_event(e)
        kinds.add(e["type"])
    assert {Ev.PHASE, Ev.ROLL, Ev.GAME_OVER} <= kinds
    assert Ev.MOVED in kinds or options.mode == "survival"     # Crew Survival is the boats' trip alone


def test_a_kind_not_in_the_catalogue_is_refused():
    with pytest.raises(ValueError, match="catalogue"):
        event([], "teleported", "Beam me up.")
    with pytest.raises(ValueError, match="lacks"):
        check_event({"type": "moved", "text": "Cook moves.", "to": "galley"})
    with pytest.raises(ValueError, match="unknown fields"):
        check_event({"type": "woke", "text": "Cook comes round.", "piece": "cook", "mood": "grumpy"})


def test_the_kinds_are_their_names():
    assert all(k == EVENT_KINDS[k].name for k in [*Ev, *OutsideEv])
    assert set(Ev).isdisjoint(OutsideEv)
