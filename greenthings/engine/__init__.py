"""The rules of The Awful Green Things From Outer Space, with no UI.

Bots and the UI use only the names exported here: the game (`Game`, `Action`,
`legal_actions`, `apply`), the static tables, and the read API
(`greenthings/engine/view/`: views of pieces and weapons, reach, battle
previews, threats, scores, the epilogue chart, phase and action registries).

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
from .dice import Dice, chance_at_least
from .events import EVENT_KINDS, EventKind, Ev, check_event
from .house_rules import HOUSE_RULES
from .ending import BLOWN_UP_POINTS, SHIP_POINTS, points
from .pieces import occupancy
from .species import ROLES, SPECIES, Species, Stage
from .species import shipped as _shipped  # registers the game's species
from .species.toolkit import counted, joined, with_article  # words a species' text is made of
from .expansion import EXPANSIONS  # the expansions registered, by option name (title, blurb)
from . import shipped_expansions as _shipped_expansions  # noqa: F401  (registers the game's expansions)

SHIPPED_SPECIES: tuple[Species, ...] = _shipped.SHIPPED   # the species a new game offers, in order
from .game import SAVE_VERSION, Game, IllegalActionError
from .phases import to_play
from .rules import apply, legal_actions, new_state
from .map_files import load_map, load_map_file, map_names
from .shipmap import MapError, ShipMap
from .state import Options, State
from .tables import (
    CHIT_NAMES, CREW, CREW_BY_ID, CREW_TABLE, MASCOT, MONSTERS, NON_CREWMEN, ROBOT, SELF_DESTRUCT_CREW,
    WEAPON_BY_ID, WEAPON_TABLE, chit_kind, other_side, stage_of, weapon_type,
)
from .view import *  # noqa: F401,F403  (the read API)
from .view import __all__ as _view_names
from .validate import StateError, check_invariants, load_state
from .replay import Replay, ReplayStep, RolledDice  # a game watched again, step by step, its rolls

__all__ = [
    "Action", "occupancy", "CONCEDE", "END", "RESOLVE", "Dice", "chance_at_least", "points", "SHIP_POINTS",
    "BLOWN_UP_POINTS", "HOUSE_RULES",
    "Game", "SAVE_VERSION", "IllegalActionError", "apply", "legal_actions", "new_state", "to_play", "MapError",
    "ShipMap", "load_map", "load_map_file", "map_names", "Options", "State", "ROLES", "SPECIES", "SHIPPED_SPECIES",
    "Species", "Stage", "EXPANSIONS", "counted", "joined", "with_article",
    "CHIT_NAMES", "CREW", "CREW_BY_ID", "CREW_TABLE", "MASCOT", "MONSTERS", "NON_CREWMEN", "ROBOT",
    "SELF_DESTRUCT_CREW", "WEAPON_BY_ID", "WEAPON_TABLE", "chit_kind", "other_side",
    "stage_of", "weapon_type", "EVENT_KINDS", "EventKind", "Ev", "check_event", "StateError", "check_invariants",
    "load_state", "Replay", "ReplayStep", "RolledDice", *_view_names,
]
