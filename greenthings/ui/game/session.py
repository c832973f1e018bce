"""A game being played in the window: the engine's Game plus what the UI
adds -- who is human, the full log, saving and autosaving.

The UI never decides rules: every action it plays comes from
``game.legal_actions()``.  This module does not import pygame.
"""
from __future__ import annotations

import logging
import random
from pathlib import Path

from greenthings.engine import (
    Action, Game, Options, action_words, StateError, game_result, is_crew, locations, piece_name as name_of_piece,
    species_of, to_play as engine_to_play, weapon as weapon_view, weapon_spec, with_article,
)
from greenthings.ui.draw.walls import is_through_wall
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.outside_words import OUTSIDE_TYPES, describe_outside
from greenthings.ui.game.prompts import phase_title
from greenthings.ui.game.bounded import NAME_SHOWN, REASON_MAX, clip
from greenthings.ui.game.saves import SaveError, SavedGame, summary_of, write_save
from greenthings.ui.game.turn_summary import Stamped, stamp

logger = logging.getLogger(__name__)

class GameSession:
    """One game: the engine's :class:`Game`, the setup choices and the log."""

    def __init__(self, game: Game, config: GameConfig, log: list[str] | None = None,
                 save_path: Path | None = None) -> None:
        self.game = game
        self.config = config
        self.log: list[str] = list(log) if log else []
        self.save_path = save_path
        self.events_seen = 0
        #: The logged events of this session's actions, stamped with their turn (the grouped log, the summaries).
        self.record: list[Stamped] = []
        self._spans: list[tuple[int, int]] = []  # each action's slice of the record (undo marks it undone)
        #: Ask before ending a phase with useful actions left (until "don't ask again this game").
        self.confirm_end_phase = True
        self._changes = 0        # actions played or taken back in this session
        self._saved_changes = 0  # ... when it was last saved (a loaded or new game has nothing unsaved)

    # -- who plays -------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    @property
    def to_play(self) -> str | None:
        return engine_to_play(self.game.state)

    @property
    def humans(self) -> set[str]:
        if self.config.opponent == "hotseat":
            return {"crew", "monsters"}
        return {self.config.side}

    @property
    def hotseat(self) -> bool:
        return self.config.opponent == "hotseat"

    def human_turn(self) -> bool:
        side = self.to_play
        return side is not None and side in self.humans

    def computer_turn(self) -> bool:
        side = self.to_play
        return side is not None and side not in self.humans

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def bot_name(self) -> str:
        return f"mcts:{self.config.difficulty}"

    # -- playing ---------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()

    def play(self, action: Action) -> list[dict]:
        """Play a legal action (raises IllegalActionError otherwise); log its events."""
        round_before, side = self.state.round, self.to_play
        events = self.game.play(action)
        self._changes += 1
        start = len(self.record)
        self.record.extend(stamp(len(self.log), round_before, self.state.round, side, events))
        self._spans.append((start, len(self.record)))
        for e in events:
            text = e.get("text")
            if text:
                self.log.append(e["text"])
        return events

    def can_undo(self) -> bool:
        return self.game.can_undo()

    def undo(self) -> Action | None:
        if not self.game.can_undo():
            return None
        action = self.game.undo()
        self._changes += 1
        if self._spans:
            start, end = self._spans.pop()
            self.record[start:end] = [st._replace(undone=True) for st in self.record[start:end]]
        self.log.append(f"(Undone: {describe_action(self.state, action)})")
        return action

    # -- saving ----------------------------------------------------------
    def title(self) -> str:
        """The save's label: "Crew, vs computer (normal) - round 4, crew move"."""
        s = self.state
        return f"{self.config.describe()} - round {s.round}, {s.phase.replace('-', ' ')}"

    def to_save(self) -> SavedGame:
        c = self.config
        s = self.state
        result = game_result(s)
        summary = summary_of(s.round, phase_title(s.phase), self.to_play, self.over, result.winner if result else None)
        return SavedGame(self.game.to_json(), c.players(), None if c.opponent == "hotseat" else c.difficulty,
                         self.title(), self.log, summary=summary)

    def save(self, path: Path) -> None:
        changes = self._changes
        write_save(path, self.to_save())
        self._saved_changes = changes

    @property
    def unsaved(self) -> bool:
        """Moves played (or undone) since the last save: closing now would lose them."""
        return self._changes != self._saved_changes


def new_session(config: GameConfig) -> GameSession:
    seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 10**9)
    config.seed = seed
    game = Game.new(seed, Options(**config.engine_options()))
    Game.from_json(game.to_json())  # a game once started must load back: StateError now, not at Continue
    session = GameSession(game, config)
    session.log.append(f"New game, seed {seed}: {config.describe()}.")
    for e in game.start_events:
        if e.get("text"):
            session.log.append(e["text"])
    return session


def session_from_save(save: SavedGame, path: Path | None = None) -> GameSession:
    """The game in a save file; raises :class:`SaveError` with a reason for
    the player if its record does not load."""
    try:
        game = Game.from_json(save.game)
    except (StateError, OSError) as exc:  # OSError: a name in the record the file system refuses
        name = clip(path.name, NAME_SHOWN) if path is not None else "the game"
        raise SaveError(f"{name}: the game inside is damaged or from an incompatible version "
                        f"({clip(str(exc), REASON_MAX)})") from None
    config = GameConfig.for_saved_game(save.players, save.difficulty, save.game)
    session = GameSession(game, config, save.log, path)
    session.record, session._spans = stamp_saved_log(save.game, session.log)
    session.log.append("(Game loaded.)")
    return session


LOG_LOOKAHEAD = 400  # how far past the last matched line an action's lines are looked for


def stamp_saved_log(record: dict, log: list[str]) -> tuple[list[Stamped], list[tuple[int, int]]]:
    """Stamps for a loaded game's log, so that it groups by turn as it did
    when played, and each action's slice of them (for undo): the saved
    actions are replayed from the start and each action's event lines found
    in the log, in order. Lines that match no action (notes, an earlier
    version's wording) stay unstamped."""
    fresh = Game.from_json(dict(record, actions=[]))
    stamps: list[Stamped] = []
    spans: list[tuple[int, int]] = []
    at = 0
    for raw in record.get("actions", []):
        round_before, side = fresh.state.round, engine_to_play(fresh.state)
        events = fresh.play(raw)
        texts = [e["text"] for e in events if e.get("text")]
        first = _find_lines(log, texts, at) if texts else None
        start = len(stamps)
        if first is not None:
            stamps.extend(stamp(first, round_before, fresh.state.round, side, events))
            at = first + len(texts)
        spans.append((start, len(stamps)))
    return stamps, spans


def _find_lines(log: list[str], texts: list[str], at: int) -> int | None:
    n = len(texts)
    for i in range(at, min(len(log) - n, at + LOG_LOOKAHEAD) + 1):
        if log[i] == texts[0] and log[i:i + n] == texts:
            return i
    return None


# -- words -----------------------------------------------------------------

def piece_name(state, piece: str | None) -> str:
    """What the log calls a piece, an area or a weapon counter."""
    if not piece:
        return ""
    if piece in state.map.areas:
        return state.map.areas[piece].name
    if piece in locations(state):
        return name_of_piece(state, piece)
    return weapon_name(piece)


def weapon_name(weapon: str | None) -> str:
    if not weapon:
        return ""
    try:
        return weapon_spec(weapon).name
    except KeyError:
        return weapon


SHORT_WEAPONS = {
    "Communications Beamer": "Comm Beamer", "Cannister of Zgwortz": "Zgwortz", "Can of Rocket Fuel": "Rocket Fuel",
    "Bottle of Acid": "Acid", "Fire Extinguisher": "Extinguisher", "Electric Fence": "Fence",
}


def short_weapon(weapon: str | None) -> str:
    name = weapon_name(weapon)
    return SHORT_WEAPONS.get(name, name)


EPILOGUE_CHOICES = {
    "snudl-1": "Straight for home, Snudl-1 (to 7)",
    "last-planet": "To the last planet visited (to 3)",
    "run": "Run from the natives (to 8)",
    "fight": "Stand and fight (to 5)",
    "press-on": "Press on for home (to 2)",
    "turn-back": "Turn back to the last planet (to 3)",
}


def area_label(state, area: str | None) -> str:
    if not area:
        return ""
    a = state.map.areas.get(area)
    return area if a is None else a.name


def _grow_words(state, stage_id: str | None) -> str:
    species = species_of(state)
    try:
        stage = species.stage(stage_id or "")
    except KeyError:
        return f"Grow the {stage_id}"
    laid = f" (each lays {with_article(species.stage(stage.lays).name)})" if stage.lays else ""
    return f"Grow the {stage.plural}{laid}"


def _stage_name(state, stage_id: str | None) -> str:
    try:
        return with_article(species_of(state).stage(stage_id or "").name)
    except KeyError:
        return "a monster"


def describe_action(state, a: Action) -> str:
    """A short imperative sentence for a button or the hint."""
    t = a.type
    who = piece_name(state, a.piece)
    if t == "end-phase":
        return "End this phase"
    if t == "resolve":
        return "Roll the declared attacks"
    if t == "concede":
        return "Give up"
    if t == "move" or t == "discover":
        phases = t == "move" and is_through_wall(state.map, locations(state).get(a.piece), a.to)
        through = " through the wall" if phases else ""
        return f"{who}: go to {area_label(state, a.to)}{through}"
    if t == "place-crew":
        return f"Place {who} in {area_label(state, a.to)}"
    if t == "place-weapon":
        return f"Put the spare {weapon_name(a.weapon)} in {area_label(state, a.to)}"
    if t == "first-area":
        return f"First monster in {area_label(state, a.to)}"
    if t == "place-monster":
        return f"Place {_stage_name(state, a.choice)} in {area_label(state, a.to)}"
    if t == "grow":
        return _grow_words(state, a.choice)
    if t == "grow-piece":
        return f"Grow {who}"
    if t == "attack":
        if a.target in state.map.areas:
            target = f"all in {area_label(state, a.target)}"
        else:
            target = piece_name(state, a.target)
        how = short_weapon(a.weapon) if a.weapon else ("hand-to-hand" if is_crew(a.piece or "") else "attack")
        freq = f" ({a.choice})" if a.choice else ""
        return f"{who}: {how}{freq} \u2192 {target}"
    if t == "eater":
        return f"{who} eats the victim"
    if t == "grab":
        return f"{who}: pick up the {weapon_name(a.weapon)}"
    if t == "give":
        return f"{who}: hand weapon to {piece_name(state, a.target)}"
    if t == "drop":
        return f"{who}: put the weapon down"
    if t == "fence-off":
        return f"Switch off the fence in {area_label(state, weapon_view(state, a.weapon).area)}"
    if t == "board":
        boat = a.choice or _bay_boat(state, a.piece)
        return f"{who}: board the {boat}"
    if t == "fence-setup":
        return f"{who}: set up the Electric Fence here"
    if t == "self-destruct":
        return f"{who}: start the self-destruct!"
    if t == "return-weapon":
        return f"Return the used {weapon_name(a.weapon)} to {area_label(state, a.to)}"
    if t == "epilogue":
        return EPILOGUE_CHOICES.get(a.choice or "", (a.choice or "").replace("-", " ").capitalize())
    if t in OUTSIDE_TYPES:
        return describe_outside(state, a, who, lambda area: piece_name(state, area))
    return action_words(state, a) or str(a)     # another expansion's action, in its own words


def _bay_boat(state, piece: str | None) -> str:
    bay = state.map.boat_bays.get(locations(state).get(piece or ""))
    return bay.name if bay is not None else "boat"
