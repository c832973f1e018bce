"""``--smoke-test``: open the app headless and render every scene for a few
frames -- and the board of a game with the development species
(greenthings/devtools/toy_species.py), to prove the UI draws any species --
then ask the bot process for one move (a quick bot), and exit 0; any
exception, or a bot process that does not answer with a legal move, fails
the run.  Run on the packaged program, this proves the frozen build can
start its bot worker."""
from __future__ import annotations

import logging
from typing import Callable

from greenthings.ui.game.paths import Paths
from greenthings.ui.game.settings import Settings

logger = logging.getLogger(__name__)


def scene_factories(other_species: bool = True) -> list[tuple[str, Callable]]:
    """(name, context -> scene) for every scene the game has; with
    ``other_species``, last, the board of a game with the development species."""
    from greenthings.ui.scenes.help import HelpOverlay
    from greenthings.ui.scenes.howto import HowToPlayScene
    from greenthings.ui.scenes.load import LoadScene
    from greenthings.ui.scenes.menu import MenuScene
    from greenthings.ui.scenes.message import MessageBox
    from greenthings.ui.scenes.new_game import NewGameScene
    from greenthings.ui.scenes.rules import RulesScene
    from greenthings.ui.scenes.settings import SettingsScene

    out: list[tuple[str, Callable]] = [
        ("menu", MenuScene),
        ("new_game", NewGameScene),
        ("settings", SettingsScene),
        ("rules", RulesScene),
        ("howto", HowToPlayScene),
        ("load", LoadScene),
        ("help", lambda ctx: [MenuScene(ctx), HelpOverlay(ctx)]),
        ("message", lambda ctx: [MenuScene(ctx), MessageBox(ctx, "Not yet", "A message for the player "
                                                            "sits over the page it concerns.")]),
        ("log", _log_page),
    ]
    from greenthings.devtools import demo

    out.extend(demo.demo_scene_factories())
    out.extend(demo.shipped_species_scene_factories())
    from greenthings.devtools.replay_demo import replay_viewer
    from greenthings.ui.scenes.import_game import ImportScene

    out += [("replay_viewer", replay_viewer), ("import", ImportScene)]
    from greenthings.devtools import tutorial_demo

    out.extend(tutorial_demo.tutorial_scene_factories())
    from greenthings.devtools.outside_demo import outside_scene_factories

    out.extend(outside_scene_factories())
    if other_species:
        out.append(("species", demo.other_species_board))
    return out


def _log_page(ctx):
    """The full log of a game under way."""
    from greenthings.devtools.demo import demo_session
    from greenthings.ui.game.turn_summary import grouped_log
    from greenthings.ui.scenes.log import LogScene

    s = demo_session("board")
    return LogScene(ctx, grouped_log(s.state, s.log, s.record, upto=len(s.log)))


def push_all(app, made) -> None:
    """Push what a factory made: one scene, or a list (bottom first)."""
    for i, scene in enumerate(made if isinstance(made, list) else [made]):
        if i:
            app.step(1 / 60, events=[])  # the scene beneath draws at least once
        app.stack.push(scene)


def check_bot_process(bot: str = "heuristic", timeout: float = 90.0) -> tuple[bool, str]:
    """Ask a bot worker process (as the game starts it) for one move in a new
    game: (answered with a legal move, what happened)."""
    import time

    from greenthings.bots.worker import BotWorker
    from greenthings.engine import legal_actions, new_state

    state, _ = new_state(1)
    started = time.perf_counter()
    try:
        with BotWorker(seed=1) as worker:
            worker.start(bot, state)
            action = worker.wait(timeout)
    except Exception as exc:  # the process could not start, or died
        return False, f"bot process failed: {type(exc).__name__}: {exc}"
    took = time.perf_counter() - started
    if action is None:
        return False, f"bot process gave no answer in {timeout:.0f} s"
    if action not in legal_actions(state):
        return False, f"bot process answered an illegal move: {action}"
    return True, f"bot process ok ({bot} chose {action} in {took:.1f} s)"


def run_smoke_test(paths: Paths, settings: Settings, frames: int = 5, bot_check: bool = True,
                   size: tuple[int, int] | None = None) -> int:
    """Render every scene (in a window of ``size``, else the settings'),
    check each one's layout and what hovering shows on it, then the bot
    process; 0 if all is well."""
    from greenthings.devtools.layout_check import check_hover, check_layout
    from greenthings.ui.app import App

    settings.seen_how_to_play = True
    settings.first_run = False  # the window asked for, not one for the display
    if size is not None:
        settings.window_size = size
    app = App(paths, settings, fullscreen=False)
    bad = 0
    hovers, covering = 0, 0
    try:
        print(f"smoke test: window {app.window.get_width()}x{app.window.get_height()}, "
              f"scale {app.context.scale.factor:g}")
        for name, factory in scene_factories():
            push_all(app, factory(app.context))
            for _ in range(max(1, frames)):
                app.step(1 / 60, events=[])
            problems = check_layout(app)
            checked, over = check_hover(app)
            hovers += checked
            covering += len(over)
            problems += over
            app.stack.clear()
            for p in problems:
                logger.error("smoke test: layout: %s", p)
                print(f"smoke test: layout: {p}")
            bad += bool(problems)
            logger.info("smoke test: %s %s", name, "LAYOUT FAILED" if problems else "ok")
            print(f"smoke test: {name} {'LAYOUT FAILED' if problems else 'ok'}")
    finally:
        app.close()
    print(f"hover panels: {hovers} checked, {covering} over a target")
    if bad:
        print(f"smoke test FAILED: the layout of {bad} scene(s)")
        return 1
    if bot_check:
        ok, what = check_bot_process()
        (logger.info if ok else logger.error)("smoke test: %s", what)
        print(f"smoke test: {what}")
        if not ok:
            print("smoke test FAILED")
            return 1
    print("smoke test passed")
    return 0


def save_screenshots(out_dir, size: tuple[int, int] = (1280, 800), frames: int = 20,
                     paths: Paths | None = None, names: set[str] | None = None) -> list:
    """Render every scene (or those in ``names``) at ``size`` and save
    ``<name>.png`` in ``out_dir``."""
    import tempfile
    from pathlib import Path

    import pygame

    from greenthings.ui.app import App
    from greenthings.ui.game.paths import resolve_paths

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if paths is None:
        paths = resolve_paths({"GREENTHINGS_HOME": tempfile.mkdtemp(prefix="gt-shots-")}).ensure()
    settings = Settings(window_size=size, seen_how_to_play=True)
    app = App(paths, settings, fullscreen=False, sound=False)
    saved = []
    try:
        for name, factory in scene_factories():
            if names is not None and name not in names:
                continue
            push_all(app, factory(app.context))
            for _ in range(frames):
                app.step(1 / 60, events=[])
            target = out / f"{name}.png"
            pygame.image.save(app.window, str(target))
            saved.append(target)
            app.stack.clear()
    finally:
        app.close()
    return saved


if __name__ == "__main__":  # python -m greenthings.devtools.smoke [OUT_DIR] [NAME...] [--size WxH]
    import argparse
    import os

    from greenthings.ui.window_size import window_size

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    ap = argparse.ArgumentParser(prog="python -m greenthings.devtools.smoke")
    ap.add_argument("out", nargs="?", default="docs/screenshots")
    ap.add_argument("names", nargs="*", help="scenes to save (default: all)")
    ap.add_argument("--size", type=window_size, default=(1280, 800), metavar="WxH")
    args = ap.parse_args()
    for p in save_screenshots(args.out, size=args.size, names=set(args.names) or None):
        print(p)
