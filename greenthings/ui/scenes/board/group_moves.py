"""Several pieces acting in one gesture: the engine takes one action per
piece, so the first piece's action is played and each other piece follows
with its own matching action; one Undo takes the whole gesture back."""
from __future__ import annotations

from greenthings.ui.scenes.board.offer import matching_action


class GroupMoves:
    def __init__(self, session) -> None:
        self.session = session
        self._gestures: list[tuple[int, int]] = []  # (actions played after it, pieces in it)

    def play(self, action, together: list[str]) -> tuple[list[dict], list[str]]:
        """Play ``action`` (IllegalActionError if it is not legal), then the
        same for each of ``together`` that can: (the events, those left behind)."""
        session = self.session
        events = session.play(action)
        played, left = 1, []
        for piece in together:
            follow = matching_action(action, piece, session.legal_actions())
            if follow is None:
                left.append(piece)
                continue
            more = session.play(follow)
            for e in events:
                if e.get("type") == "moved":
                    e["together"] = True  # they all fly at once
            events.extend(more)
            played += 1
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
