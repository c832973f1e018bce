"""Pictures of saving and loading (docs/screenshots/save-*.png), rendered
headless and driven as a player would: Save game from the game menu, the
load list (saves whose file times disagree with the dates they were saved),
a rename at the bottom of a long list, an export, the import page.

``python -m greenthings.devtools.save_shots docs/screenshots --suffix=-after``
"""
from __future__ import annotations

import datetime as _dt
import os
import tempfile
from pathlib import Path


def _saves(folder: Path, count: int = 14) -> list[Path]:
    """``count`` saves, saved a day apart (oldest first), whose file times run
    the other way (as after copying a folder of saves)."""
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session

    folder.mkdir(parents=True, exist_ok=True)
    session = new_session(GameConfig(side="crew", seed=5))
    first = _dt.datetime(2026, 3, 1, 20, 15)
    out = []
    for i in range(count):
        legal = session.legal_actions()
        session.play(legal[i % len(legal)])
        save = session.to_save()
        save.saved_at = (first + _dt.timedelta(days=i, minutes=7 * i)).isoformat(timespec="seconds")
        from greenthings.ui.game.saves import write_save

        path = folder / f"Evening {i + 1:02d}.json"
        write_save(path, save)
        stamp = 1_800_000_000 - i * 3600  # the newest save has the oldest file
        os.utime(path, (stamp, stamp))
        out.append(path)
    return out


def _frames(app, n: int = 12) -> None:
    for _ in range(n):
        app.step(1 / 60, events=[])


def _press(app, button) -> None:
    import pygame
    import pygame_gui

    app.step(1 / 60, events=[pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button,
                                                ui_object_id=button.most_specific_combined_id)])


def shoot(out_dir: Path, suffix: str, size: tuple[int, int] = (1280, 800)) -> list[Path]:
    import pygame

    from greenthings.devtools.demo import demo_session
    from greenthings.ui.app import App
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.ui.game.settings import Settings
    from greenthings.ui.scenes import routes
    from greenthings.ui.scenes.load import LoadScene

    out_dir.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="gt-save-shots-"))
    paths = resolve_paths({"GREENTHINGS_HOME": str(home)}).ensure()
    app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
    saved: list[Path] = []

    def snap(name: str) -> None:
        _frames(app)
        target = out_dir / f"save-{name}{suffix}.png"
        pygame.image.save(app.window, str(target))
        saved.append(target)

    try:
        # Save game, from the game menu.
        routes.open_board(app.context, demo_session("board"))
        _frames(app, 4)
        board = app.stack.top
        routes.open_pause(app.context, board)
        _frames(app, 2)
        _press(app, app.stack.top.named["save"])
        snap("name")
        # The load list, by the date each game was saved.
        routes.open_menu(app.context)
        for p in paths.saves_dir.glob("*.json"):
            p.unlink()
        _saves(paths.saves_dir)
        page = app.stack.push(LoadScene(app.context))
        snap("order")
        # Rename a save near the bottom of the list.
        page.scroll(10.0)
        _frames(app, 2)
        info = page.saves[-2]
        page.ask_rename(info)
        _frames(app, 2)
        app.stack.top.entry.set_text("The long evening")
        app.stack.top._ok()
        _frames(app, 2)
        page = app.stack.top
        snap("rename")
        # Export, then the import page.
        routes.open_board(app.context, demo_session("board"))
        _frames(app, 2)
        routes.export_game(app.context, app.stack.top.session.game)
        snap("export")
        routes.open_menu(app.context)
        routes.open_import(app.context)
        _frames(app, 2)
        _press(app, app.stack.top.nav["up"])  # the folder above the exports: the exports and the saves
        snap("import")
    finally:
        app.close()
    return saved


if __name__ == "__main__":
    from greenthings.devtools.shots_cli import run_shots

    run_shots("save_shots", shoot)
