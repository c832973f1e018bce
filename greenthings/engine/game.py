"""A game: where it started, the actions played since, and the state now.

`Game` is the checked front door for the UI, saves and the command line:
`play()` refuses illegal actions and leaves the state untouched; `undo()`
replays from the start. Bots may use `rules.apply` on state clones directly.
"""
from __future__ import annotations

from .actions import Action
from .rules import apply, legal_actions, new_state
from .state import Options, State
from .validate import StateError, load_state

SAVE_FORMAT = "greenthings-save"
SAVE_VERSION = 1


class IllegalActionError(ValueError):
    """An action that is not legal in the current state."""


def _reveals(events: list[dict]) -> bool:
    """True if the events showed a die or a chit (undo may not cross them)."""
    return any(e["type"] in ("roll", "chit") for e in events)


class Game:
    def __init__(self, start: State, start_events: list[dict], seed: int | None) -> None:
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

    def play(self, action: Action | dict) -> list[dict]:
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

    def _replay_one(self, a: Action) -> list[dict]:
        phase = self.state.phase
        events = apply(self.state, a)
        self.actions.append(a)
        self._marks.append((phase, _reveals(events)))
        return events

    # ----- saving ------------------------------------------------------------
    def to_json(self) -> dict:
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
    def from_json(cls, d: dict) -> "Game":
        """Load a save (replaying its actions) or a bare state file (as a
        position to play on). Raises ValueError with the reason."""
        if not isinstance(d, dict):
            raise StateError("a save must be a JSON object")
        if d.get("format") == "greenthings-state":
            return cls.from_position(load_state(d))
        if d.get("format") != SAVE_FORMAT:
            raise StateError("not a Green Things save file")
        if d.get("version") != SAVE_VERSION:
            raise StateError(f"save version {d.get('version')!r} is not supported (this game reads {SAVE_VERSION})")
        start = d.get("start")
        if not isinstance(start, dict):
            raise StateError("save is missing its start")
        if "position" in start:
            game = cls.from_position(load_state(start["position"]))
        else:
            try:
                game = cls.new(int(start["seed"]), Options.from_json(start.get("options", {})))
            except (KeyError, TypeError, ValueError) as e:
                raise StateError(f"bad start in save: {e}") from None
        acts = d.get("actions", [])
        if not isinstance(acts, list):
            raise StateError("save actions must be a list")
        for i, raw in enumerate(acts):
            try:
                game.play(raw)
            except IllegalActionError as e:
                raise StateError(f"save action {i} cannot be replayed: {e}") from None
        return game

    def copy(self) -> "Game":
        return Game.from_json(self.to_json())
