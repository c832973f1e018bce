"""The tutorial at three of its steps, for the smoke test and the screenshots
(``python -m greenthings.devtools.smoke docs/screenshots tutorial tutorial_attack
tutorial_chapter``): the tutorial's game played up to the discovery (the crew
placed the usual way, the monsters at random), then to the first fight with
an attack declared; and a later chapter (the fences) from its own position."""
from __future__ import annotations

from typing import Callable


def _play_until(session, done, crew, monsters) -> None:
    for _ in range(500):
        if done(session.state):
            return
        bot = crew if session.to_play == "crew" else monsters
        bot.request(session.state)
        session.play(bot.poll())
    raise RuntimeError("the tutorial's demonstration game never got there")


def tutorial_session_at(fight: bool):
    """The tutorial's game at the discovery, or (``fight``) with the first fight declared."""
    from greenthings.engine import END
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.tutorial import tutorial_session
    from greenthings.ui.tutorial.script import SEED
    from greenthings.ui.tutorial.targets import suggest

    session = tutorial_session()
    _play_until(session, lambda s: s.phase == "discovery", InlinePlayer("heuristic", seed=SEED),
                InlinePlayer(None, 1))
    if fight:
        for kind in ("discover", None, "attack"):
            session.play(suggest(kind, session.state, session.legal_actions()) if kind else END)
    return session


def tutorial_scene_factories() -> list[tuple[str, Callable]]:
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.tutorial import tutorial_board

    def at_discovery(ctx):
        return tutorial_board(ctx, InlinePlayer(None, 1), tutorial_session_at(False), step="discover")

    def at_fight(ctx):
        return tutorial_board(ctx, InlinePlayer(None, 1), tutorial_session_at(True), step="odds")

    def fences(ctx):
        from greenthings.ui.tutorial.script import chapter_of

        return tutorial_board(ctx, InlinePlayer(None, 1), chapter=chapter_of("fences"))

    return [("tutorial", at_discovery), ("tutorial_attack", at_fight), ("tutorial_chapter", fences)]
