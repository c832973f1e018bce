"""The guided first game: a short tutorial that plays the first round with
the player on the normal board, pointing at what to click and saying why.

- ``script``: the steps as data (words, what to point at, what ends each);
- ``targets``: what to point at, through the board's geometry, and the
  legal action a step suggests;
- ``words``: the placeholders' words (odds from the engine's battle preview);
- ``overlay``: the box, the outline and the arrow;
- ``coach.Coach``: the board's collaborator that plays the script.

The tutorial's game is an ordinary game (crew against the computer, a fixed
seed).  While the tutorial runs it is saved as ``tutorial.json`` beside the
other saves, so the player's own game in the autosave ("Continue") is left
alone; once the tutorial is over or left, the game becomes the player's
current game and any earlier one is kept as a named save (:func:`play_on`).
"""
from __future__ import annotations

from pathlib import Path

from greenthings.ui.tutorial.script import DIFFICULTY, SEED

SAVE_NAME = "tutorial.json"


def tutorial_save(paths) -> Path:
    return paths.saves_dir / SAVE_NAME


def tutorial_session():
    """A new game as the tutorial plays it: the crew against the computer, always the same seed."""
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(side="crew", opponent="computer", difficulty=DIFFICULTY, seed=SEED))
    session.log.append("The tutorial begins.")
    return session


def tutorial_board(context, computer=None, session=None, step: str | None = None):
    """The board of a tutorial game (a new one unless ``session``), with its
    coach (at ``step``, a step's key, for demonstrations)."""
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.tutorial.coach import Coach
    from greenthings.ui.tutorial.script import step_index

    coach = Coach(context, seed=SEED, on_leave=lambda b: play_on(context.paths, b))
    if step is not None:
        coach.index = step_index(step)
    board = BoardScene(context, session or tutorial_session(), computer=computer, coach=coach)
    board.autosave_path = tutorial_save(context.paths)
    return board


def keep_earlier_game(paths) -> Path | None:
    """The autosave (the player's own last game) moved to a named save, so
    the tutorial's game can take its place; where it went, or None."""
    from greenthings.ui.game.saves import new_save_path

    autosave = paths.autosave_file
    if not autosave.exists():
        return None
    kept = new_save_path(paths.saves_dir)
    autosave.replace(kept)
    return kept


def play_on(paths, board) -> str:
    """The tutorial is over: its game becomes the player's current game (the
    autosave); words for the panel."""
    try:
        kept = keep_earlier_game(paths)
    except OSError as exc:
        return f"The tutorial is over. (This game stays in Load game as 'tutorial': {exc}.)"
    board.autosave_path = paths.autosave_file
    trouble = board.autosave()
    if trouble is None:
        tutorial_save(paths).unlink(missing_ok=True)
    earlier = f" Your earlier game is in Load game as '{kept.stem}'." if kept else ""
    return f"The tutorial is over: the game is yours.{earlier}"
