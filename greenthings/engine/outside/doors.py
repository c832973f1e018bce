"""The monsters' moves through doors: an airlock or a boat's hatch, offered
beside their steps to a monster that has not moved yet this phase (the
phase's cache of moves, `State.options_cache`, kept up to date in place)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..pieces import move_actions
from ..tables import mobile_monsters
from .airlocks import door_areas, monster_airlock_moves
from .boats import monster_hatch_moves
from .places import layout

if TYPE_CHECKING:
    from ..state import State

Moves = dict[str, tuple[Action, ...]]     # the phase's cache: monster -> its move actions


def add_door_moves(s: State, moves: Moves) -> None:
    """Every monster able to move that stands at a door gets its way through."""
    doors, _ = door_areas(s.map)
    loc, stun, mp = s.loc, s.stun, s.mp
    for m, _ in mobile_monsters(s.species):
        if loc[m] in doors and m not in stun and not mp.get(m):
            _add_door_move(s, moves, m)


def _add_door_move(s: State, moves: Moves, m: str) -> None:
    _, locks = door_areas(s.map)
    extra = monster_airlock_moves(s, m) if s.loc[m] in locks else monster_hatch_moves(s, m)
    steps = moves.get(m, ())
    moves[m] = steps + extra if extra else steps
    if not moves[m]:
        del moves[m]


def refresh_overrides(s: State, moves: Moves, frm: str, to: str) -> None:
    """A monster stepped into or out of an airlock room: whether the crewmen
    there still hold the lock may have changed for the monsters on its skin."""
    locks = door_areas(s.map)[1]
    if frm not in locks and to not in locks:
        return
    skins = layout(s.map).airlock_skin
    steps, stun, loc, mp = move_actions(s.map, s.species), s.stun, s.loc, s.mp
    for room in (frm, to):
        skin = skins.get(room)
        if skin is None:
            continue
        for m, _ in mobile_monsters(s.species):
            if loc[m] == skin and m not in stun and not mp.get(m):
                moves[m] = steps[m, skin]
                _add_door_move(s, moves, m)
