"""The turn sequence in one place: where each side's turn starts and ends
(rulebook "Sequence of Play": the monsters' turn, then the crew's, each
ending with wake up; the crew's ends with the self-destruct clock).

The phase modules call these at their ends and never each other, so the
engine's imports run one way.
"""
from __future__ import annotations

from . import hooks
from .ending import check_end, explode
from .phases import Phase
from .pieces import event, name
from .species.hooks import Events
from .state import State
from .tables import CREW, CREW_BY_ID, MONSTERS


def start_first_round(s: State, events: Events) -> None:
    """After discovery "the alarm is raised": round 1 starts with the monsters."""
    s.round = 1
    start_monster_turn(s, events)


def start_monster_turn(s: State, events: Events) -> None:
    s.phase = Phase.MONSTER_GROW
    s.to_play = MONSTERS
    s.mp.clear()
    for st in (s.stopped, s.restricted, s.acted, s.moved, s.fought):
        st.clear()
    s.grow = None
    event(events, "phase", f"Round {s.round}: the monsters' turn. Choose a level to grow.",
          phase=s.phase, to_play=MONSTERS)
    hooks.monster_turn_start(s, events)


def end_monster_turn(s: State, events: Events) -> None:
    """4. Wake up: monsters whose stun has run its course recover."""
    for m in [m for m, r in s.stun.items() if m not in CREW_BY_ID and r <= s.round]:
        del s.stun[m]
        event(events, "woke", f"{name(s, m)} wakes up.", piece=m)
    if check_end(s, events):
        return
    start_crew_turn(s, events)


def start_crew_turn(s: State, events: Events) -> None:
    s.phase = Phase.CREW_GRAB
    s.to_play = CREW
    s.mp.clear()
    for st in (s.stopped, s.restricted, s.acted, s.moved, s.grabbed, s.dropped, s.gave, s.fought):
        st.clear()
    event(events, "phase", f"Round {s.round}: the crew's turn. Grab weapons.", phase=s.phase, to_play=CREW)
    hooks.crew_turn_start(s, events)


def end_crew_turn(s: State, events: Events) -> None:
    """4. Wake up; then the self-destruct clock ("Znutar Self-Destruct");
    then the next round's monster turn. The expansions end their part of
    the crew's turn before the clock, and act on the clock running out
    before the ship explodes."""
    for c in [c for c, r in s.stun.items() if c in CREW_BY_ID and r <= s.round]:
        del s.stun[c]
        event(events, "woke", f"{name(s, c)} comes round.", piece=c)
    hooks.crew_turn_end(s, events)
    if s.self_destruct_at is not None and s.self_destruct_at <= s.round:
        hooks.self_destruct(s, events)
        explode(s, events)
        return
    if check_end(s, events):
        return
    s.round += 1
    start_monster_turn(s, events)
