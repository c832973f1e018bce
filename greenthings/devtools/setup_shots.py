"""Pictures of a quicker setup (docs/screenshots/quick-setup-*.png,
token-order-*.png), rendered headless and driven as a player would.

- ``quick-setup``: the crew's setup in a new game (the plan of the usual
  posts, one crewman picked to move him, where the game offers it);
- ``token-order``: a crowded room before and after a click on one of its
  crewmen, side by side (the tokens must stay where they were).

``python -m greenthings.devtools.setup_shots docs/screenshots --suffix=-after``
"""
from __future__ import annotations

import tempfile
from pathlib import Path


def _frames(app, n: int = 12) -> None:
    for _ in range(n):
        app.step(1 / 60, events=[])


def _click(app, pos) -> None:
    import pygame

    pos = (int(pos[0]), int(pos[1]))
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    for _ in range(2):  # pygame-gui posts its button presses to the queue: let the app read them
        app.step(1 / 60)


def _setup_board(app, seed: int = 5):
    from greenthings.ui.game.gameconfig import GameConfig
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes import routes

    session = new_session(GameConfig(side="crew", opponent="computer", seed=seed))
    while session.state.phase == "setup-weapons":
        session.play(session.legal_actions()[0])
    routes.open_board(app.context, session)
    _frames(app, 4)
    return app.stack.top


def _crowded_room(board, planned: bool = False):
    """The room with the most crew tokens (``planned``: where the plan puts
    them), and their members in drawing order."""
    from greenthings.engine import crew_status, locations

    s = board.session.state
    crew = crew_status(s)
    where = board.usual.plan.placed_pieces() if planned else locations(s)
    rooms: dict[str, list] = {}
    for rect, members in board.view.piece_rects:
        if members and members[0] in crew and where.get(members[0]):
            rooms.setdefault(where[members[0]], []).append((rect, members))
    return max(rooms.items(), key=lambda kv: len(kv[1]))


def shoot(out_dir: Path, suffix: str, size: tuple[int, int] = (1280, 800)) -> list[Path]:
    import pygame

    from greenthings.ui.app import App
    from greenthings.ui.game.paths import resolve_paths
    from greenthings.ui.game.settings import Settings

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = resolve_paths({"GREENTHINGS_HOME": tempfile.mkdtemp(prefix="gt-setup-shots-")}).ensure()
    app = App(paths, Settings(window_size=size, seen_how_to_play=True), fullscreen=False, sound=False)
    from greenthings.ui.game.botplayer import InlinePlayer

    app.context.extras["computer_factory"] = lambda session: InlinePlayer("heuristic", seed=1)
    saved: list[Path] = []

    def save(surface, name: str) -> None:
        target = out_dir / f"{name}{suffix}.png"
        pygame.image.save(surface, str(target))
        saved.append(target)

    try:
        board = _setup_board(app)
        quick = next((b for b, _ in board.panel.buttons if b.text.startswith("Station the crew")), None)
        if quick is not None:  # the plan of the usual posts, one crewman picked to move him
            _click(app, quick.rect.center)
            _frames(app, 4)
            area, tokens = _crowded_room(board, planned=True)
            _click(app, tokens[0][0].center)
        _frames(app, 6)
        save(app.window, "quick-setup")

        # A crowded room at the discovery, then a click on its second crewman: the tokens stay put.
        from greenthings.devtools.tutorial_demo import tutorial_session_at
        from greenthings.ui.scenes import routes

        routes.open_board(app.context, tutorial_session_at(False))
        _frames(app, 4)
        board = app.stack.top
        area, tokens = _crowded_room(board)
        box = tokens[0][0].unionall([r for r, _ in tokens]).inflate(60, 60).clip(app.window.get_rect())
        first = app.window.subsurface(box).copy()
        _click(app, tokens[1][0].center)
        _frames(app, 4)
        second = app.window.subsurface(box).copy()
        pair = pygame.Surface((box.w * 2 + 12, box.h))
        pair.fill((40, 40, 40))
        pair.blit(first, (0, 0))
        pair.blit(second, (box.w + 12, 0))
        save(pygame.transform.smoothscale(pair, (pair.get_width() * 2, pair.get_height() * 2)), "token-order")
    finally:
        app.close()
    return saved


if __name__ == "__main__":
    from greenthings.devtools.shots_cli import run_shots

    run_shots("setup_shots", shoot)
