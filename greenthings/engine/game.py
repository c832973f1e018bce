"""A game: where it started, the actions played since, and the state now.

`Game` is the checked front door for the UI, saves and the command line:
`play()` refuses illegal actions and leaves the state untouched; `undo()`
replays from the start. Bots may use `rules.apply` on state clones directly.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .events import Ev
from .rules import apply, legal_actions, new_state
from .state import Options, State
from .validate import StateError, check_options, load_state

SAVE_FORMAT = "greenthings-save"
SAVE_VERSION = 1


class IllegalActionError(ValueError):
    """An action that is not legal in the current state."""


def _reveals(events: list[dict[str, Any]]) -> bool:
    """True if the events showed a die or a chit (undo may not cross them)."""
    return any(e["type"] in (Ev.ROLL, Ev.CHIT) for e in events)


class Game:
    def __init__(self, start: State, start_events: list[dict[str, Any]], seed: int | None) -> None:
        self._start = start.clone()
        self.seed = seed
        self.state = start
        self.start_events = start_events
        self.actions: list[Action] = []
        self._marks: list[tuple[str, bool]] = []   # (phase before, revealed) per action

    # ----- construction ----------------------------------------------------
    @classmethod
    def new(cls, seed: int, options: Options | None = None) -> "Game":
        s, events = new_state(seed, options)
        return cls(s, events, seed)

    @classmethod
    def from_position(cls, s: State) -> "Game":
        return cls(s, [], None)

    # ----- play --------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self.state.options

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)

    def is_legal(self, action: Action) -> bool:
        if action.type == "concede":
            return self.state.to_play is not None
        return action in legal_actions(self.state)

    def play(self, action: Action | dict[str, Any]) -> list[dict[str, Any]]:
        """Apply a legal action and return its events; raise IllegalActionError
        (the state unchanged) otherwise."""
        if isinstance(action, dict):
            try:
                action = Action.from_dict(action)
            except (TypeError, ValueError) as e:
                raise IllegalActionError(str(e)) from None
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        if not self.is_legal(action):
            raise IllegalActionError(f"illegal in phase {self.state.phase} ({self.state.to_play} to play): "
                                     f"{action.to_dict()}")
        work = self.state.clone()
        phase = work.phase
        events = apply(work, action)
        self.state = work
        self.actions.append(action)
        self._marks.append((phase, _reveals(events)))
        return events

    def can_undo(self) -> bool:
        """The last action can be taken back if it revealed no die or chit and
        play is still in the phase it was made in."""
        if not self.actions:
            return False
        phase, revealed = self._marks[-1]
        return not revealed and phase == self.state.phase and self.state.phase != "over"

    def undo(self) -> Action:
        if not self.can_undo():
            raise IllegalActionError("nothing to undo in this phase")
        last = self.actions[-1]
        keep = self.actions[:-1]
        self.state = self._start.clone()
        self.actions, self._marks = [], []
        for a in keep:
            self._replay_one(a)
        return last

    def _replay_one(self, a: Action) -> list[dict[str, Any]]:
        phase = self.state.phase
        events = apply(self.state, a)
        self.actions.append(a)
        self._marks.append((phase, _reveals(events)))
        return events

    # ----- saving ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        start = {"seed": self.seed, "options": self._start.options.to_json()} if self.seed is not None \
            else {"position": self._start.to_json()}
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "start": start,
            "actions": [a.to_dict() for a in self.actions],
            "state": self.state.to_json(),
        }

    @classmethod
    def from_json(cls, d: Any) -> "Game":
        """Load a save (replaying its actions) or a bare state file (as a
        position to play on). Raises StateError (a ValueError) naming the
        problem, whatever the file holds (docs/save-format.md)."""
        if not isinstance(d, dict):
            raise StateError("a save must be a JSON object")
        if d.get("format") == "greenthings-state":
            return cls._saved_position(d)
        if d.get("format") != SAVE_FORMAT:
            raise StateError("not a Green Things save file")
        version = d.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise StateError(f"save version {str(version)[:20]} is not supported (this game reads {SAVE_VERSION})")
        start = d.get("start")
        if not isinstance(start, dict):
            raise StateError("save is missing its start")
        if "position" in start:
            game = cls._saved_position(start["position"])
        else:
            seed = start.get("seed")
            if type(seed) is not int:
                raise StateError(f"start.seed must be a whole number, not {str(seed)[:24]}")
            game = cls.new(seed, check_options(start.get("options", {}), "start.options"))
        acts = d.get("actions", [])
        if not isinstance(acts, list):
            raise StateError("save actions must be a list")
        for i, raw in enumerate(acts):
            try:
                game.play(raw)
            except IllegalActionError as e:
                raise StateError(f"save action {i} cannot be replayed: {str(e)[:300]}") from None
        return game

    @classmethod
    def _saved_position(cls, d: Any) -> "Game":
        """A position from a file: checked by load_state, then asked for its
        legal actions, so a fact a phase needs but the file lacks (a hand
        edit) is refused here rather than in the middle of play."""
        game = cls.from_position(load_state(d))
        try:
            acts = game.legal_actions()
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, AssertionError) as e:
            raise StateError(f"the saved position cannot be played ({type(e).__name__}: {str(e)[:200]})") from None
        if not acts and game.state.phase != "over":
            raise StateError(f"the saved position cannot be played: nobody can do anything in {game.state.phase}")
        return game

    def copy(self) -> "Game":
        return Game.from_json(self.to_json())
