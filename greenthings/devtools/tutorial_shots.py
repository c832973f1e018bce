"""Pictures of the tutorial (docs/screenshots/tutorial-*.png), rendered
headless while a player follows the coach from the first chapter to the
last: the clicks go where the coach points, as a player's would.

- ``tutorial-hatch``: the monsters hatching, the box clear of them;
- ``tutorial-wall``: the discovery walk into Passage 31, an ordinary move;
- one picture a chapter after that, at the step named in ``SHOTS``.

``python -m greenthings.devtools.tutorial_shots docs/screenshots --suffix=-after``
"""
from __future__ import annotations

import tempfile
from pathlib import Path

#: step key -> picture name (taken when the step shows, the player to act).
SHOTS = {"hatching": "hatch", "learned": "weapon", "together": "battle", "fence-on": "fence",
         "countdown": "self-destruct", "board": "boats", "boom": "trip-home"}


def _frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60, events=[])


def _click(app, pos) -> None:
    import pygame

    pos = (int(pos[0]), int(pos[1]))
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                             pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    app.step(1 / 60)  # pygame-gui's button presses come through the queue


def _key(app, key) -> None:
    import pygame

    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def _free_point(board, area: str):
    """A point of ``area`` that is on no token."""
    import random

    from greenthings.ui.draw.tokens import point_in_polygon

    poly = board.view.polygon(area)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    rng = random.Random(1)
    for _ in range(80):
        x, y = rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys))
        if point_in_polygon(x, y, poly) and board.view.group_at((x, y)) == () and board.view.area_at((x, y)) == area:
            return (x, y)
    return None


def shoot(out_dir: Path, suffix: str, size: tuple[int, int] = (1280, 800)) -> list[Path]:
    import pygame

    from greenthings.ui.app import App
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.ui.game.settings import Settings
    from greenthings.ui.scenes import routes

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = resolve_paths({"GREENTHINGS_HOME": tempfile.mkdtemp(prefix="gt-tutorial-shots-")}).ensure()
    app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
    saved: list[Path] = []
    taken: set[str] = set()

    def save(name: str) -> None:
        target = out_dir / f"tutorial-{name}{suffix}.png"
        pygame.image.save(app.window, str(target))
        saved.append(target)
        taken.add(name)

    try:
        routes.start_tutorial(app.context)
        _frames(app, 2)
        for _ in range(3000):
            board = app.stack.top
            coach = getattr(board, "coach", None)
            if board.name == "message":
                _key(app, pygame.K_RETURN)
                continue
            if coach is None or coach.finished:
                break
            key, session = coach.step.key, board.session
            if key == "hatching" and "hatch" not in taken:  # watch the monsters come out
                _frames(app)
                if sum(1 for p in board.shown.pieces() if p.side == "monsters") >= 8:
                    save("hatch")
                continue
            if board.busy:
                _key(app, pygame.K_SPACE)
                continue
            if not session.human_turn():
                _frames(app)
                continue
            if coach.target is None and coach.next_button is None:
                _frames(app)
                continue
            name = SHOTS.get(key)
            if name and name not in taken:
                _frames(app, 8)
                save(name)
            if coach.next_button is not None:
                _click(app, coach.next_button.rect.center)
                continue
            target = coach.target
            spot = _free_point(board, target.name) if target.kind == "area" else None
            _click(app, spot or target.rect.center)
            if key == "discover" and board.player.flights:  # the walk, in the air
                _frames(app, 14)
                save("wall")
    finally:
        app.close()
    return saved


if __name__ == "__main__":
    from greenthings.devtools.shots_cli import run_shots

    run_shots("tutorial_shots", shoot)
