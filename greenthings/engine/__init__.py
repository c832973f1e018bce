"""The rules of The Awful Green Things From Outer Space, with no UI.

    >>> from greenthings.engine import Game, Options
    >>> g = Game.new(seed=7)
    >>> g.state.phase, g.state.to_play
    ('setup-weapons', 'crew')
    >>> events = g.play(g.legal_actions()[0])

A game is a seed plus a list of actions (`Game.to_json`). Each action is one
decision (`Action`); `Game.play` checks it and returns the events it caused,
each a dict with a "type" and a sentence in "text". Bots work on
`State.clone()` with `legal_actions(state)` and the unchecked `apply(state, action)`.
"""
from .actions import CONCEDE, END, RESOLVE, Action
from .combat import battle_preview
from .dice import Dice, chance_at_least
from .ending import points
from .pieces import occupancy
from .game import Game, IllegalActionError
from .rules import apply, legal_actions, new_state, to_play
from .shipmap import MapError, ShipMap, load_map
from .state import Options, State
from .tables import CREW, CREW_BY_ID, MONSTERS, WEAPON_BY_ID, stage_of, weapon_type
from .validate import StateError, check_invariants

__all__ = [
    "Action", "occupancy", "CONCEDE", "END", "RESOLVE", "battle_preview", "Dice", "chance_at_least", "points",
    "Game", "IllegalActionError", "apply", "legal_actions", "new_state", "to_play", "MapError",
    "ShipMap", "load_map", "Options", "State", "CREW", "CREW_BY_ID", "MONSTERS", "WEAPON_BY_ID",
    "stage_of", "weapon_type", "StateError", "check_invariants",
]
