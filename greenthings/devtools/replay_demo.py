"""The replay viewer for the smoke test and the screenshots: a finished game
of the heuristic players on both sides, watched from a step whose dice
killed something, half way through."""
from __future__ import annotations

from greenthings.engine import Ev


def finished_game(seed: int = 3):
    """A whole hot-seat game played by the heuristic players (a session)."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=seed, opponent="hotseat"))
    bot = InlinePlayer("heuristic", seed)
    for _ in range(5000):
        if session.over:
            break
        bot.request(session.state)
        session.play(bot.poll())
    return session


def replay_viewer(ctx):
    from greenthings.engine import Replay
    from greenthings.ui.scenes.replay import ReplayScene

    session = finished_game()
    replay = Replay.of_game(session.game)
    half = len(replay) // 2
    deadly = [s.index for s in replay.steps[half:]
              if s.rolls and any(e.get("type") == Ev.KILLED for e in s.events)]
    scene = ReplayScene(ctx, replay, session.title())
    scene.seek(deadly[0] + 1 if deadly else half)
    return scene
