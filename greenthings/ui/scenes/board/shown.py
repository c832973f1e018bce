"""The game as the board shows it: never ahead of the dice.

The engine has played an action's whole consequence by the time its events
come back; the board must not show a result before the roll that causes it
has settled.  So when an action's events hold a roll, the board keeps showing
the position from before the action (the phase bar, the side panel, the
weapons display, the lit areas) until every one of its events has played.
So does an action that hands the turn to the other side: the bar names the
side whose pieces are still moving, never "Your turn" while they do.
The pieces follow the events one by one: a piece takes its place in the new
position once no event still waiting mentions it (a monster killed by a roll
goes when its "killed" line shows, after the dice have landed).  Actions with
no roll show their new position at once (their moves fly there).
"""
from __future__ import annotations

from typing import Callable, Iterable

from greenthings.engine import Ev, PieceView, locations, piece as piece_view, to_play as engine_to_play

#: The keys of an event that name the pieces it changes.  A roll names its
#: target and attackers too: they wait for its dice (and the events after it).
PIECE_KEYS = ("piece", "new", "victim", "target", "attackers")


def mentioned(events: Iterable[dict]) -> set[str]:
    """The pieces (and anything else by id) the events name."""
    out: set[str] = set()
    for e in events:
        for key in PIECE_KEYS:
            v = e.get(key)
            if isinstance(v, str):
                out.add(v)
            elif isinstance(v, (list, tuple)):
                out.update(x for x in v if isinstance(x, str))
    return out


class ShownGame:
    """What the board shows of the session: the position before a rolling
    action until its events have played, else the session's own."""

    def __init__(self, session, waiting: Callable[[], list[dict]]) -> None:
        self.session = session
        self._waiting = waiting  # the events not shown yet (a roll counts until its dice land)
        self._before = None

    def hold(self, before, events: list[dict]) -> None:
        """An action was played from ``before``: keep showing it if its events
        roll dice or it passed the turn."""
        if self._before is None and (any(e.get("type") == Ev.ROLL for e in events)
                                     or engine_to_play(before) != engine_to_play(self.session.state)):
            self._before = before

    def release(self) -> None:
        """Every event has played: the new position shows."""
        self._before = None

    @property
    def holding(self) -> bool:
        return self._before is not None

    # -- what the panels read --------------------------------------------------
    @property
    def state(self):
        return self._before if self._before is not None else self.session.state

    @property
    def to_play(self) -> str | None:
        return engine_to_play(self.state)

    def human_turn(self) -> bool:
        side = self.to_play
        return side is not None and side in self.session.humans

    @property
    def next_to_play(self) -> str | None:
        """The side whose turn it is once the action being shown has played,
        when that action passes the turn (None: it does not)."""
        side = engine_to_play(self.session.state)
        return side if self._before is not None and side != self.to_play else None

    def computer_turn(self) -> bool:
        side = self.to_play
        return side is not None and side not in self.session.humans

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def hotseat(self) -> bool:
        return self.session.hotseat

    # -- what the map draws ------------------------------------------------------
    def pieces(self) -> list[PieceView]:
        """The pieces on the board: each as in the new position once no waiting
        event names it, else as before the action."""
        after = self.session.state
        if self._before is None:
            return [piece_view(after, p) for p, area in locations(after).items() if area is not None]
        waiting = mentioned(self._waiting())
        out = []
        for p in dict.fromkeys([*locations(after), *locations(self._before)]):
            state = self._before if p in waiting else after
            if locations(state).get(p) is not None:
                out.append(piece_view(state, p))
        return out

    def piece(self, pid: str) -> PieceView | None:
        """One piece as the map shows it (None: not on the map now)."""
        state = self.session.state
        if self._before is not None and pid in mentioned(self._waiting()):
            state = self._before
        return piece_view(state, pid) if locations(state).get(pid) is not None else None
