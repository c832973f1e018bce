"""The sequence of play: which actions are legal now, and applying one.

`legal_actions(state)` and `apply(state, action)` dispatch on the phase.
`apply` does not check legality (bots use it on actions they got from
`legal_actions`); `Game.play` checks.
"""
from __future__ import annotations

from collections.abc import Callable

from . import crew_turn, ending, hooks, monster_turn, setup
from .actions import Action
from .combat import return_weapon
from .phases import Phase, to_play
from .species.hooks import Events
from .state import Options, State

# phase -> (legal actions, apply an action); whose phase it is: phases.PHASES
# (keyed by the phase's string, as State.phase holds it)
PHASE_RULES: dict[str, tuple[Callable[[State], list[Action]], Callable[[State, Action, Events], None]]] = {
    Phase.SETUP_WEAPONS: (setup.legal_weapons, setup.apply_setup),
    Phase.SETUP_CREW: (setup.legal_crew, setup.apply_setup),
    Phase.SETUP_FIRST_AREA: (setup.legal_first_area, setup.apply_setup),
    Phase.SETUP_MONSTERS: (setup.legal_monsters, setup.apply_setup),
    Phase.DISCOVERY: (setup.legal_discovery, setup.apply_setup),
    Phase.DISCOVERY_ATTACK: (crew_turn.legal_discovery_attack, crew_turn.apply_discovery_attack),
    Phase.MONSTER_GROW: (monster_turn.legal_grow, monster_turn.apply_grow),
    Phase.MONSTER_GROW_SELECT: (monster_turn.legal_grow_select, monster_turn.apply_grow),
    Phase.MONSTER_MOVE: (monster_turn.legal_move, monster_turn.apply_move),
    Phase.MONSTER_ATTACK: (monster_turn.legal_attack, monster_turn.apply_attack),
    Phase.CREW_GRAB: (crew_turn.legal_grab, crew_turn.apply_grab),
    Phase.CREW_MOVE: (crew_turn.legal_move, crew_turn.apply_move),
    Phase.CREW_ATTACK: (crew_turn.legal_attack_phase, crew_turn.apply_attack_phase),
    Phase.SURVIVAL_BOATS: (ending.legal_survival, ending.apply_survival),
    Phase.EPILOGUE: (ending.legal_epilogue, ending.apply_epilogue),
}


def new_state(seed: int, options: Options | None = None) -> tuple[State, Events]:
    """A fresh game, with the automatic first steps done."""
    s = State.new(seed, options)
    events: Events = []
    if s.options.mode == "survival":
        ending.start_survival(s, events)
    else:
        setup.start(s, events)
    return s, events


def legal_actions(s: State) -> list[Action]:
    if s.phase == "over":
        return []
    if s.pending:
        p = s.pending[0]
        if p.kind == "eater":
            return monster_turn.legal_eater(s, p)
        if p.kind == "return":
            return [Action("return-weapon", weapon=p.weapon, to=a) for a in p.options]
        owner = hooks.decision_of(s, p.kind)      # an expansion's (load_state refuses one no expansion on owns)
        assert owner is not None, p
        return owner.legal_decision(s, p)
    return PHASE_RULES[s.phase][0](s)


def apply(s: State, a: Action) -> Events:
    """Apply a legal action in place; returns the events it caused."""
    events: Events = []
    if a.type != "move":
        # Movement options are cached per piece within a movement phase; a
        # move updates its own piece's entry, anything else starts afresh.
        s.options_cache = None
        s.stops_cache = None
    if a.type != "attack" and not (a.type == "move" and s.phase == "monster-move"):
        # declaring an attack leaves every piece where it was; a monster's
        # step updates the cache itself (monster_turn.apply_move)
        s.occ_cache = None
    if a.type == "concede":
        assert s.to_play is not None, "the game is over: nobody is left to concede"
        ending.concede(s, s.to_play, events)
        return events
    if s.pending:
        p = s.pending.pop(0)
        if p.kind == "eater":
            monster_turn.apply_eater(s, p, a, events)
        elif p.kind == "return":
            assert a.weapon is not None and a.to is not None, a
            return_weapon(s, a.weapon, a.to, events)
        else:
            owner = hooks.decision_of(s, p.kind)
            assert owner is not None, p
            owner.apply_decision(s, p, a, events)
    else:
        PHASE_RULES[s.phase][1](s, a, events)
    s.to_play = to_play(s)
    return events
