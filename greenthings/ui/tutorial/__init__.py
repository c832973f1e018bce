"""The guided game: a tutorial in short chapters that teaches the whole game
on the normal board, pointing at what to click and saying why -- setting up,
the first fight, the monsters' turn, trying a weapon, a battle, fences, the
self-destruct, the boats and the trip home.

- ``chapters``: the chapters and their steps as data (words, what to point
  at, what ends each); ``script``: how the coach goes through them;
- ``positions``: the position each chapter starts from (made by
  ``greenthings.devtools.tutorial_chapters``);
- ``lookahead``: what a step suggests a turn ahead (played on copies);
- ``targets``: what to point at, through the board's geometry, and the
  legal action a step suggests;
- ``words``: the placeholders' words (odds from the engine's battle preview);
- ``overlay``: the box, the outline and the arrow;
- ``coach.Coach``: the board's collaborator that plays the chapters.

The tutorial's game is an ordinary game (crew against the heuristic
computer, so every chapter plays out the same).  The first chapter starts a
new game of a fixed seed and the next two go on in it; the later chapters
(and any chapter skipped to) start from a position of their own.  While the
tutorial runs the game is saved as ``tutorial.json`` beside the other saves,
so the player's own game in the autosave ("Continue") is left alone; once
the tutorial is over or left, the game becomes the player's current game
and any earlier one is kept as a named save (:func:`play_on`).
"""
from __future__ import annotations

from pathlib import Path

from greenthings.ui.tutorial.script import DIFFICULTY, SEED

SAVE_NAME = "tutorial.json"


def tutorial_save(paths) -> Path:
    return paths.saves_dir / SAVE_NAME


def _config():
    from greenthings.ui.game.gameconfig import GameConfig

    return GameConfig(side="crew", opponent="computer", difficulty=DIFFICULTY, seed=SEED)


def tutorial_session(chapter: int = 0):
    """The game a chapter starts from: a new game of the tutorial's seed, or
    the chapter's own position, the crew against the computer."""
    import json

    from greenthings.engine import Game
    from greenthings.ui.game.session import GameSession, new_session
    from greenthings.ui.tutorial.positions import POSITIONS
    from greenthings.ui.tutorial.script import CHAPTERS

    ch = CHAPTERS[chapter]
    if ch.start is None:
        session = new_session(_config())
    else:
        session = GameSession(Game.from_json(json.loads(POSITIONS[ch.start])), _config())
    session.log.append(f"The tutorial, chapter {chapter + 1}: {ch.title}.")
    return session


def tutorial_board(context, computer=None, session=None, step: str | None = None, chapter: int = 0):
    """The board of a tutorial chapter (its own game unless ``session``), with
    its coach (at ``step``, a step's key, for demonstrations). The computer is
    the heuristic bot, in this process (or the tests' ``computer_factory``)."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes import routes
    from greenthings.ui.scenes.board import BoardScene
    from greenthings.ui.tutorial.coach import Coach
    from greenthings.ui.tutorial.script import find_step

    coach = Coach(context, seed=SEED, on_leave=lambda b: play_on(context.paths, b),
                  on_chapter=lambda k: routes.start_tutorial(context, chapter=k), chapter=chapter)
    if step is not None:
        coach.place_now = find_step(step)
        chapter = coach.place_now.chapter
    session = session or tutorial_session(chapter)
    factory = context.extras.get("computer_factory")
    if computer is None:
        computer = factory(session) if factory is not None else InlinePlayer("heuristic", seed=SEED)
    board = BoardScene(context, session, computer=computer, coach=coach)
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
