"""Positions with Outside the Znutar on, built by hand for the rule tests."""
from __future__ import annotations

from greenthings.engine import Options, State, apply, check_invariants, legal_actions
from greenthings.engine.pieces import hold, place_monster
from greenthings.engine.rules import to_play
from greenthings.engine.state import ABOARD, DEAD
from greenthings.engine.tables import CREW_BY_ID

from .helpers import FixedDice


def outside_position(crew: dict, monsters=(), phase: str = "crew-move", held: dict | None = None,
                     units: dict | None = None, occupants: dict | None = None, dice=(), round_: int = 3,
                     stunned: dict | None = None, adrift: dict | None = None):
    """A game with the expansion in `phase`: crew {id: area} (the rest dead),
    monsters [(stage, area)], weapons held {crew: weapon}, units moved
    {unit: area}, occupants {unit: crew}, fixed dice. Returns (state, [monster ids])."""
    s = State.new(0, Options(outside=True))
    s.phase, s.round = phase, round_
    for c in CREW_BY_ID:
        s.status[c], s.loc[c] = (ABOARD, crew[c]) if c in crew else (DEAD, None)
    for w in s.wloc:
        s.wloc[w] = s.map.weapon_starts[w.rsplit("-", 1)[0]][0]
    for c, w in (held or {}).items():
        hold(s, c, w)
    s.outside.units.update(units or {})
    s.outside.occupants.update(occupants or {})
    s.outside.adrift.update(adrift or {})
    for c, r in (stunned or {}).items():
        s.stun[c] = r
    ids = [place_monster(s, stage, area) for stage, area in monsters]
    s.dice = FixedDice(dice)
    s.to_play = to_play(s)
    check_invariants(s)
    return s, ids


def play(s, *actions):
    events = []
    for a in actions:
        legal = legal_actions(s)
        assert a in legal, f"{a} not legal in {s.phase}: {[str(x) for x in legal]}"
        events.extend(apply(s, a))
        check_invariants(s)
    return events


def legal_of(s, type_: str, piece: str | None = None) -> list:
    return [a for a in legal_actions(s) if a.type == type_ and (piece is None or a.piece == piece)]
