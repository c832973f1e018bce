"""Scenes and the scene stack.

A :class:`Scene` is one screen of the game (menu, settings, board, ...).  The
:class:`SceneStack` is a plain list with the top scene at the end; only the
top scene gets input, every scene from the topmost *opaque* one upwards is
drawn (a ``transparent`` scene such as the help overlay lets the one beneath
show through).

Lifecycle, in the order the stack calls the hooks::

    push(s)   -> (old top).pause(); s.enter()
    pop()     -> s.exit(); (new top).resume()
    replace(s)-> old.exit(); s.enter()

``enter``
    Build the scene's widgets (its own pygame-gui manager comes from
    ``context.new_ui_manager()``).  Runs once, when the scene is pushed.
``exit``
    The scene leaves the stack for good: kill its widgets, stop its sounds,
    end any helper process.  Runs once.
``pause`` / ``resume``
    Another scene was pushed on top of this one / the one on top was popped.
    Always called in pairs.
``handle_event(event) -> bool``
    One pygame event; return True when the scene used it.  Only the top scene
    gets events.  Scenes turn keys into :class:`~greenthings.ui.intents.Intent`
    with :func:`~greenthings.ui.intents.intent_of`.
``update(dt)``
    Advance animations and timers by ``dt`` seconds.  Only the top scene is
    updated, so paused scenes stand still.
``draw(surface)``
    Paint the scene.  Must not change game state.
``resize(size)``
    The window changed size; re-lay the widgets.  Every scene on the stack
    gets it, paused or not.  When the interface's scale changed with it, the
    default gives the scene a new pygame-gui manager (its theme is sized for
    the scale) before the scene builds its widgets again.
``save_before_quit() -> str | None``
    The window's close button: save anything closing would lose; return what
    could not be saved (then the player is asked first).  Every scene gets it.

Scenes get a :class:`Context` in their constructor and never reach for
globals.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    import pygame
    import pygame_gui

    from greenthings.ui.game.paths import Paths
    from greenthings.ui.game.settings import Settings
    from greenthings.ui.audio.sound import SoundBank
    from greenthings.ui.draw.scale import UIScale

logger = logging.getLogger(__name__)


def _default_scale() -> "UIScale":
    from greenthings.ui.draw.scale import UIScale

    return UIScale()


@dataclass
class Scenes:
    """Every kind of screen the routes open, by what it is: each builds the
    scene from the route's arguments (``menu`` and ``help`` are the classes
    themselves: the routes ask whether one is on top). The app fills it in
    (scenes/catalogue.py); the routes open screens through it, so that
    neither they nor the scenes import each other."""

    menu: type["Scene"]
    new_game: Callable[..., "Scene"]
    load: Callable[..., "Scene"]
    import_game: Callable[..., "Scene"]
    settings: Callable[..., "Scene"]
    rules: Callable[..., "Scene"]
    how_to_play: Callable[..., "Scene"]
    help: type["Scene"]
    message: Callable[..., "Scene"]
    ask_text: Callable[..., "Scene"]
    tutorial: Callable[..., "Scene"]
    board: Callable[..., "Scene"]
    pause: Callable[..., "Scene"]
    log: Callable[..., "Scene"]
    epilogue: Callable[..., "Scene"]
    replay: Callable[..., "Scene"]


@dataclass
class Context:
    """What every scene may use: the stack, the settings, the folders, sound,
    and the kinds of screen (``scenes``) the routes open."""

    stack: "SceneStack"
    settings: "Settings"
    paths: "Paths"
    sound: "SoundBank"
    window_size: tuple[int, int] = (1280, 800)
    #: Design pixels to window pixels for this window (set with ``window_size``).
    scale: "UIScale" = field(default_factory=lambda: _default_scale())
    #: Callables provided by the app (so scenes need no App import).
    new_ui_manager: Callable[[], "pygame_gui.UIManager"] = field(default=lambda: None)  # type: ignore[assignment,return-value]
    save_settings: Callable[[], None] = field(default=lambda: None)
    toggle_fullscreen: Callable[[], None] = field(default=lambda: None)
    request_quit: Callable[[], None] = field(default=lambda: None)
    #: The screens (set by the app: scenes/catalogue.py).
    scenes: "Scenes | None" = None
    #: Hooks for tests and tools, e.g. "computer_factory" (session -> the
    #: computer player the board uses instead of a bot process).
    extras: dict[str, Any] = field(default_factory=dict)


class Scene:
    """Base class of every screen; see the module docstring for the lifecycle."""

    #: Draw the scene beneath this one first (overlays, dialogs).
    transparent: bool = False
    #: A short name for logs and tests.
    name: str = "scene"

    def __init__(self, context: Context) -> None:
        self.context = context
        self.ui: "pygame_gui.UIManager | None" = None

    # -- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack: build widgets."""

    def exit(self) -> None:
        """Popped for good: the default kills every widget of the scene's manager."""
        if self.ui is not None:
            self.ui.clear_and_reset()
            self.ui = None

    def pause(self) -> None:
        """Another scene now covers this one."""

    def resume(self) -> None:
        """This scene is on top again."""

    # -- per frame -------------------------------------------------------
    def handle_event(self, event: "pygame.event.Event") -> bool:
        """Offer one event; the default gives it to the scene's UI manager."""
        if self.ui is not None:
            return bool(self.ui.process_events(event))
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        if self.ui is not None:
            self.ui.update(dt)

    def draw(self, surface: "pygame.Surface") -> None:
        """Paint; must not change game state."""
        if self.ui is not None:
            self.ui.draw_ui(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: re-lay widgets (subclasses build them
        again after this)."""
        if self.ui is None:
            return
        if getattr(self.ui, "ui_scale", None) != self.context.scale:
            self.ui.clear_and_reset()
            self.ui = self.context.new_ui_manager()
        else:
            self.ui.set_window_resolution(size)

    def save_before_quit(self) -> str | None:
        """The window is closing: save what would be lost; say what could
        not be saved (the player is asked), or None (it closes at once)."""
        return None

    # -- helpers ---------------------------------------------------------
    @property
    def stack(self) -> "SceneStack":
        return self.context.stack

    @property
    def scale(self) -> "UIScale":
        """Design pixels to window pixels (the layouts are written in design pixels)."""
        return self.context.scale

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class SceneStack:
    """A list of scenes, top at the end; keeps pause/resume in pairs."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __bool__(self) -> bool:
        return bool(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        logger.debug("push %r", scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        logger.debug("pop %r", scene)
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one beneath is not resumed)."""
        if self.scenes:
            old = self.scenes.pop()
            logger.debug("replace %r", old)
            old.exit()
        self.scenes.append(scene)
        logger.debug("push %r", scene)
        scene.enter()
        return scene

    def clear(self) -> None:
        """Exit every scene, top first."""
        while self.scenes:
            scene = self.scenes.pop()
            scene.exit()

    def reset(self, scene: Scene) -> Scene:
        """Exit everything and start again with ``scene`` alone."""
        self.clear()
        return self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].transparent:
                start = i
                break
        return self.scenes[start:]
