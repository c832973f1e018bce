"""The turn sequence in one place: where each side's turn starts and ends
(rulebook "Sequence of Play": the monsters' turn, then the crew's, each
ending with wake up; the crew's ends with the self-destruct clock).

The phase modules call these at their ends and never each other, so the
engine's imports run one way.
"""
from __future__ import annotations

from .ending import check_end, explode
from .outside.airlocks import offer_lock_control, unseal
from .outside import abandon
from .outside.boats import flee_blast, get_out
from .phases import Phase
from .pieces import event, name
from .state import State
from .tables import CREW, CREW_BY_ID, MONSTERS


def start_first_round(s: State, events: list) -> None:
    """After discovery "the alarm is raised": round 1 starts with the monsters."""
    s.round = 1
    start_monster_turn(s, events)


def start_monster_turn(s: State, events: list) -> None:
    s.phase = Phase.MONSTER_GROW
    s.to_play = MONSTERS
    s.mp.clear()
    for st in (s.stopped, s.restricted, s.acted, s.moved, s.fought):
        st.clear()
    s.grow = None
    event(events, "phase", f"Round {s.round}: the monsters' turn. Choose a level to grow.",
          phase=s.phase, to_play=MONSTERS)
    if s.outside is not None:
        unseal(s, events)
        offer_lock_control(s, events)


def end_monster_turn(s: State, events: list) -> None:
    """4. Wake up: monsters whose stun has run its course recover."""
    for m in [m for m, r in s.stun.items() if m not in CREW_BY_ID and r <= s.round]:
        del s.stun[m]
        event(events, "woke", f"{name(s, m)} wakes up.", piece=m)
    if check_end(s, events):
        return
    start_crew_turn(s, events)


def start_crew_turn(s: State, events: list) -> None:
    s.phase = Phase.CREW_GRAB
    s.to_play = CREW
    s.mp.clear()
    for st in (s.stopped, s.restricted, s.acted, s.moved, s.grabbed, s.dropped, s.gave, s.fought):
        st.clear()
    event(events, "phase", f"Round {s.round}: the crew's turn. Grab weapons.", phase=s.phase, to_play=CREW)
    if s.outside is not None:
        abandon.begin_crew_turn(s, events)


def end_crew_turn(s: State, events: list) -> None:
    """4. Wake up; then the self-destruct clock ("Znutar Self-Destruct");
    then the next round's monster turn. Outside the Znutar: before the
    clock, those aboard a boat kept docked get out, and if the crew have
    abandoned the ship the boats in space leave for home."""
    for c in [c for c, r in s.stun.items() if c in CREW_BY_ID and r <= s.round]:
        del s.stun[c]
        event(events, "woke", f"{name(s, c)} comes round.", piece=c)
    if s.outside is not None:
        get_out(s, events)
        abandon.end_crew_turn(s, events)
    if s.self_destruct_at is not None and s.self_destruct_at <= s.round:
        if s.outside is not None:
            flee_blast(s, events)
        explode(s, events)
        return
    if check_end(s, events):
        return
    s.round += 1
    start_monster_turn(s, events)
