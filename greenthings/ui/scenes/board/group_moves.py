"""Several pieces (or several steps) in one gesture: the engine takes one
action per piece and step, so the first piece's action is played and each
other piece follows with its own matching action, step after step; one Undo
takes the whole gesture back."""
from __future__ import annotations

from greenthings.engine import Ev
from greenthings.ui.scenes.board.offer import matching_action


class GroupMoves:
    def __init__(self, session) -> None:
        self.session = session
        self._gestures: list[tuple[int, int]] = []  # (actions played after it, pieces in it)

    def play(self, actions, together: list[str]) -> tuple[list[dict], list[str]]:
        """Play ``actions`` one after another (a piece's moves step by step; the
        first must be legal, else IllegalActionError), each of ``together``
        following every step it can; one gesture for Undo.  (The events, those
        left behind.)"""
        session = self.session
        done_before = len(session.game.actions)
        events: list[dict] = []
        left: list[str] = []
        for i, action in enumerate(actions):
            if i and action not in session.legal_actions():
                break  # the way on is closed (the engine stopped the piece): it stays here
            step = session.play(action)
            going = [p for p in together if p not in left]
            for piece in going:
                follow = matching_action(action, piece, session.legal_actions())
                if follow is None:
                    left.append(piece)
                    continue
                for e in step:
                    if e.get("type") == Ev.MOVED:
                        e["together"] = True  # they all fly at once
                step.extend(session.play(follow))
            events.extend(step)
        played = len(session.game.actions) - done_before
        if played > 1:
            self._gestures.append((len(session.game.actions), played))
        return events, left

    def undo(self) -> int:
        """Take back the last action, or the whole last gesture; how many were undone."""
        session = self.session
        done = len(session.game.actions)
        while self._gestures and self._gestures[-1][0] > done:
            self._gestures.pop()  # forgotten by an earlier undo
        n = self._gestures.pop()[1] if self._gestures and self._gestures[-1][0] == done else 1
        undone = 0
        for _ in range(n):
            if session.undo() is None:
                break
            undone += 1
        return undone
