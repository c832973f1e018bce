"""The sequence of play: which actions are legal now, and applying one.

`legal_actions(state)` and `apply(state, action)` dispatch on the phase.
`apply` does not check legality (bots use it on actions they got from
`legal_actions`); `Game.play` checks.
"""
from __future__ import annotations

from . import crew_turn, ending, monster_turn, setup
from .actions import Action
from .combat import return_weapon
from .state import Options, State
from .tables import CREW, MONSTERS

# phase -> (side to play, legal, apply)
PHASES = {
    "setup-weapons": (CREW, setup.legal_weapons, setup.apply_setup),
    "setup-crew": (CREW, setup.legal_crew, setup.apply_setup),
    "setup-first-area": (MONSTERS, setup.legal_first_area, setup.apply_setup),
    "setup-monsters": (MONSTERS, setup.legal_monsters, setup.apply_setup),
    "discovery": (CREW, setup.legal_discovery, setup.apply_setup),
    "discovery-attack": (CREW, setup.legal_discovery_attack, None),
    "monster-grow": (MONSTERS, monster_turn.legal_grow, monster_turn.apply_grow),
    "monster-grow-select": (MONSTERS, monster_turn.legal_grow_select, monster_turn.apply_grow),
    "monster-move": (MONSTERS, monster_turn.legal_move, monster_turn.apply_move),
    "monster-attack": (MONSTERS, monster_turn.legal_attack, monster_turn.apply_attack),
    "crew-grab": (CREW, crew_turn.legal_grab, crew_turn.apply_grab),
    "crew-move": (CREW, crew_turn.legal_move, crew_turn.apply_move),
    "crew-attack": (CREW, crew_turn.legal_attack_phase, crew_turn.apply_attack_phase),
    "survival-boats": (CREW, ending.legal_survival, ending.apply_survival),
    "epilogue": (CREW, ending.legal_epilogue, ending.apply_epilogue),
}


def new_state(seed: int, options: Options | None = None) -> tuple[State, list]:
    """A fresh game, with the automatic first steps done."""
    s = State.new(seed, options)
    events: list = []
    if s.options.mode == "survival":
        ending.start_survival(s, events)
    else:
        setup.start(s, events)
    return s, events


def to_play(s: State) -> str | None:
    """Whose decision it is now (a pending decision may belong to the side
    not in its turn: the monsters pick who eats, the crew where a used
    weapon goes back)."""
    if s.phase == "over":
        return None
    if s.pending:
        return MONSTERS if s.pending[0]["kind"] == "eater" else CREW
    return PHASES[s.phase][0]


def legal_actions(s: State) -> list[Action]:
    if s.phase == "over":
        return []
    if s.pending:
        p = s.pending[0]
        if p["kind"] == "eater":
            return monster_turn.legal_eater(s, p)
        return [Action("return-weapon", weapon=p["weapon"], to=a) for a in p["options"]]
    return PHASES[s.phase][1](s)


def apply(s: State, a: Action) -> list[dict]:
    """Apply a legal action in place; returns the events it caused."""
    events: list[dict] = []
    if a.type != "move":
        # Movement options are cached per piece within a movement phase; a
        # move updates its own piece's entry, anything else starts afresh.
        s.options_cache = None
        s.stops_cache = None
    if a.type != "attack":
        s.occ_cache = None        # only declaring an attack leaves every piece where it was
    if a.type == "concede":
        ending.concede(s, s.to_play, events)
        return events
    if s.pending:
        p = s.pending.pop(0)
        if p["kind"] == "eater":
            monster_turn.apply_eater(s, p, a, events)
        else:
            return_weapon(s, a.weapon, a.to, events)
    elif s.phase == "discovery-attack":
        _discovery_attack(s, a, events)
    else:
        PHASES[s.phase][2](s, a, events)
    s.to_play = to_play(s)
    return events


def _discovery_attack(s: State, a: Action, events: list) -> None:
    from .combat import resolve_crew_battle
    if a.type == "attack":
        crew_turn.declare(s, a, events)
    elif a.type == "resolve":
        resolve_crew_battle(s, events)
    else:   # end-phase: "the alarm is raised", the monsters' first turn
        s.round = 1
        monster_turn.start_turn(s, events)
