"""Pictures of issue 25's items 4, 8, 9 and 11 and of the win-chance chart
(docs/screenshots/*-before.png / *-after.png), rendered headless and driven
as a player would.  The same script renders the "before" pictures when run
against the code from before the changes (each picture it cannot make there
is skipped and named):

``python -m greenthings.devtools.polish_shots docs/screenshots --suffix=-after``
"""
from __future__ import annotations

import argparse
import os
import tempfile
import traceback
from pathlib import Path


def _frames(app, n: int = 10, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt, events=[])


def _key(app, key, text: str = "") -> None:
    import pygame

    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)])
    app.step(1 / 60, events=[])


def _mouse(app, pos, press: bool = False) -> None:
    import pygame

    pos = (int(pos[0]), int(pos[1]))
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    if press:
        app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        _frames(app, 2)


def _free_point(board, area):
    """A point of ``area`` on the board with no token on it."""
    import random

    poly = board.view.polygon(area)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    rng = random.Random(2)
    for _ in range(200):
        pt = (rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys)))
        if board.view.area_at(pt) == area and board.view.group_at(pt) == ():
            return pt
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def _settle(app, board) -> None:
    """Skip the animations (Space) until they are done."""
    import pygame

    for _ in range(100):
        if not board.busy:
            return
        _key(app, pygame.K_SPACE)


def _heuristic_game(seed: int = 1):
    """A hot-seat session played to its end by the heuristic players."""
    from greenthings.engine import to_play
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    session = new_session(GameConfig(seed=seed, opponent="hotseat"))
    bots = {"crew": InlinePlayer("heuristic", seed), "monsters": InlinePlayer("heuristic", seed + 1)}
    while not session.over:
        bot = bots[to_play(session.state)]
        bot.request(session.state)
        session.play(bot.poll())
    return session


def _before_crews_last_setup_action(config):
    from greenthings.ui.game.session import new_session

    scratch, n = new_session(config), 0
    while scratch.to_play == "crew":
        scratch.play(scratch.legal_actions()[0])
        n += 1
    session = new_session(config)
    for _ in range(n - 1):
        session.play(session.legal_actions()[0])
    return session


# -- the pictures: each (app) -> nothing, leaving the window to be saved --------------------------

def window_place(app) -> None:
    """Item 4: where a window remembered at 3840x2160 opens on a 1920x1080 display (a diagram)."""
    import pygame

    from greenthings.ui.draw import palette as P
    from greenthings.ui.draw.fonts import render_text
    from greenthings.ui.game.settings import MIN_WINDOW

    desktop, size, pos = (1920, 1080), (3840, 2160), (-960, -540)
    try:
        from greenthings.ui.window_size import fit_to_display

        size, placed = fit_to_display(size, pos, desktop, MIN_WINDOW)
        pos = placed if placed is not None else pos
        how = "fitted to the display"
    except ImportError:  # before: SDL centres the window it is given
        pos = ((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2)
        how = "opened as remembered, centred by SDL"
    surface = app.window
    surface.fill(P.SPACE)
    k, ox, oy = 0.25, 400, 300
    screen = pygame.Rect(ox, oy, desktop[0] * k, desktop[1] * k)
    win = pygame.Rect(ox + pos[0] * k, oy + pos[1] * k, size[0] * k, size[1] * k)
    pygame.draw.rect(surface, P.PANEL, screen)
    pygame.draw.rect(surface, P.TEXT_DIM, screen, 2)
    pygame.draw.rect(surface, P.WARN, win, 3)
    pygame.draw.rect(surface, P.WARN, pygame.Rect(win.x, win.y - 8, win.w, 8))  # its title bar
    lines = [("The display: 1920x1080", P.TEXT_DIM),
             (f"The window: {size[0]}x{size[1]} at ({pos[0]},{pos[1]}) - {how}", P.WARN),
             ("(its title bar and Quit are on the screen only if the orange frame's top is)", P.TEXT_DIM)]
    for i, (text, colour) in enumerate(lines):
        surface.blit(render_text(text, 18, colour), (40, 40 + 28 * i))


def howto(app) -> None:
    """Item 8: the how-to page's legend (the Robot and the Mascot)."""
    from greenthings.ui.scenes.howto import HowToPlayScene

    app.stack.push(HowToPlayScene(app.context))
    _frames(app)


def survival_score(app) -> None:
    """Item 8: a Crew Survival game won with two crewmen home."""
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.scenes.epilogue import EpilogueScene

    session = demo_session("epilogue", 1)
    while not session.over:
        session.play(session.legal_actions()[0])
    app.stack.push(EpilogueScene(app.context, session))
    _frames(app, 20)


def phasing_log(app) -> None:
    """Item 8: a Purple Adult through a wall, as the log says it."""
    from greenthings.devtools.demo import phasing_session
    from greenthings.engine import locations
    from greenthings.ui.draw.walls import is_through_wall
    from greenthings.ui.game.turn_summary import grouped_log
    from greenthings.ui.scenes import routes

    session, monster = phasing_session()
    here = locations(session.state)[monster]
    session.play(next(a for a in session.legal_actions()
                      if a.type == "move" and a.piece == monster and is_through_wall(session.state.map, here, a.to)))
    routes.open_log(app.context, grouped_log(session.state, session.log, session.record))
    _frames(app)


def _epilogue(app, seed: int):
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.scenes.epilogue import EpilogueScene

    session = demo_session("epilogue", seed)
    scene = EpilogueScene(app.context, session)
    app.stack.push(scene)
    _frames(app, 2)
    return session, scene


def trip_rolling(app) -> None:
    """Item 9: the game has ended, the last boat's dice still roll."""
    import pygame

    session, scene = _epilogue(app, 6)
    for _ in range(20000):
        if session.over and scene.busy and scene.settling is not None:
            break
        keys = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)] \
            if scene.buttons and not scene.busy else []
        app.step(1 / 20, events=keys)
    app.step(1 / 60, events=[])


def trip_two_boats(app) -> None:
    """Item 9: two boats away, the first one's course to set."""
    _epilogue(app, 23)
    _frames(app, 30, 1 / 20)


def mute(app) -> None:
    """Item 11: M pressed on the board."""
    import pygame

    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes.board import BoardScene

    app.stack.push(BoardScene(app.context, new_session(GameConfig(seed=3, opponent="hotseat"))))
    _frames(app, 4)
    _key(app, pygame.K_m, "m")


def new_game_last(app) -> None:
    """Item 11: the new game page after a game of Crew Survival with the expansion."""
    import pygame

    from greenthings.ui.scenes.menu import MenuScene

    app.settings.last_options = {"side": "crew", "opponent": "computer", "crew_survival": True, "outside": True}
    app.stack.push(MenuScene(app.context))
    _frames(app, 2)
    _key(app, pygame.K_n, "n")
    _frames(app, 4)


def hotseat_pick(app) -> None:
    """Item 11: hot-seat, the monsters' setup just after the crew placed their last man with the mouse."""
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.scenes.board import BoardScene

    session = _before_crews_last_setup_action(GameConfig(seed=3, opponent="hotseat"))
    board = BoardScene(app.context, session)
    app.stack.push(board)
    _frames(app, 2)
    last = session.legal_actions()[0]
    board.select(last.piece)  # picked, as a click on him does, then placed
    _frames(app, 1)
    board.act(last)
    _settle(app, board)
    _frames(app, 4)


def bar_handover(app) -> None:
    """Item 11: against the computer, its first setup roll tumbling after the crew's last placement."""
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.scenes.board import BoardScene

    session = _before_crews_last_setup_action(GameConfig(seed=3))
    board = BoardScene(app.context, session, computer=InlinePlayer(None, 3))
    app.stack.push(board)
    _frames(app, 3)
    board.act(session.legal_actions()[0])
    for _ in range(400):
        app.step(1 / 60, events=[])
        if session.to_play == "monsters" and board.player.dice is not None and not board.player.dice.landed:
            break


def battle_tint(app) -> None:
    """Item 11: the mouse on a red battle area."""
    from greenthings.devtools.demo import declare_some_attacks, demo_session
    from greenthings.engine import battle
    from greenthings.ui.draw import palette as P
    from greenthings.ui.scenes.board import BoardScene

    session = demo_session("board")
    declare_some_attacks(session)
    board = BoardScene(app.context, session)
    app.stack.push(board)
    _frames(app, 3)
    red = [a for a in battle(session.state).zone if board.picture.highlights.get(a) == P.LEGAL_TARGET]
    _mouse(app, _free_point(board, red[0]))
    _frames(app, 2)


def colour_blind(app) -> None:
    """Item 11: the board with moves and targets lit (after: the colour-blind-safe palette)."""
    from greenthings.devtools.demo import declare_some_attacks, demo_session
    from greenthings.ui.draw import palette as P
    from greenthings.ui.scenes.board import BoardScene

    if hasattr(P, "use"):
        app.settings.colour_blind = True
        P.use("colour-blind")
    session = demo_session("board")
    declare_some_attacks(session)
    board = BoardScene(app.context, session)
    app.stack.push(board)
    _frames(app, 3)
    actors = board.offer.actors()
    if actors:
        board.select(actors[0])
    _frames(app, 3)


def score_chart(app) -> None:
    """The win-chance chart: the score screen of a whole game, the mouse on its last swing."""
    from greenthings.ui.scenes.epilogue import EpilogueScene

    scene = EpilogueScene(app.context, _heuristic_game(1))
    app.stack.push(scene)
    _frames(app, 6)
    chart = getattr(scene, "win_chart", None)
    if chart is not None and chart.markers:
        _mouse(app, chart.markers[-1][0].center)


def replay_chart(app) -> None:
    """The win-chance chart in the replay viewer, half-way through the game."""
    from greenthings.engine import Replay
    from greenthings.ui.scenes.replay import ReplayScene

    session = _heuristic_game(1)
    replay = Replay.of_game(session.game)
    app.stack.push(ReplayScene(app.context, replay, session.title(), len(replay) // 2))
    _frames(app, 8)


SHOTS = {
    "window-place": window_place, "howto-robot": howto, "survival-score": survival_score,
    "log-phasing": phasing_log, "trip-rolling": trip_rolling, "trip-two-boats": trip_two_boats,
    "mute-key": mute, "new-game-last": new_game_last, "hotseat-pick": hotseat_pick,
    "bar-handover": bar_handover, "battle-tint": battle_tint, "colour-blind": colour_blind,
    "score-chart": score_chart, "replay-chart": replay_chart,
}


def shoot(out_dir: Path, suffix: str, names: list[str] | None = None,
          size: tuple[int, int] = (1280, 800)) -> list[Path]:
    import pygame

    from greenthings.ui.app import App
    from greenthings.ui.draw import palette as P
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.ui.game.settings import Settings

    out_dir.mkdir(parents=True, exist_ok=True)
    saved = []
    for name in names or list(SHOTS):
        paths = resolve_paths({"GREENTHINGS_HOME": tempfile.mkdtemp(prefix="gt-polish-")}).ensure()
        app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
        try:
            SHOTS[name](app)
            target = out_dir / f"{name}{suffix}.png"
            pygame.image.save(app.window, str(target))
            saved.append(target)
            print(target)
        except Exception:  # a picture the code at hand cannot make (the "before" code lacks what it shows)
            print(f"skipped {name}:\n{traceback.format_exc(limit=3)}")
        finally:
            app.close()
            if hasattr(P, "use"):
                P.use("standard")
    return saved


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    p = argparse.ArgumentParser(prog="python -m greenthings.devtools.polish_shots")
    p.add_argument("out", type=Path)
    p.add_argument("names", nargs="*", help=f"some of: {', '.join(SHOTS)}")
    p.add_argument("--suffix", default="-after")
    args = p.parse_args(argv)
    shoot(args.out, args.suffix, args.names or None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
