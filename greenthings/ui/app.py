"""The window and the main loop.

:class:`App` owns the pygame window, the scene stack and the shared
:class:`~greenthings.ui.scene.Context`.  Each frame it

1. gives every pygame event to the top scene (which offers it to its own
   pygame-gui manager first); events the scene leaves alone get the global
   shortcuts (F11 full screen, F1/? help, M mute, which says so in a
   :class:`~greenthings.ui.toast.Toast` over every scene);
2. updates the top scene with ``dt`` (seconds, from a clock capped at 60 fps);
3. draws every visible scene, bottom first, and flips.

Window resizes re-lay every scene: the context's
:class:`~greenthings.ui.draw.scale.UIScale` follows the window, and each
scene lays itself out again in design pixels (the ``SCALED`` display flag is
not used).  The window cannot be made smaller than ``MIN_WINDOW``.
"""
from __future__ import annotations

import logging
import time
import warnings
from typing import Callable, Iterable

import pygame
import pygame_gui

from greenthings.ui.intents import Intent, intent_of
from greenthings.ui.game.paths import Paths
from greenthings.ui.scene import Context, Scene, SceneStack
from greenthings.ui.toast import Toast
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.catalogue import all_scenes
from greenthings.ui.game.settings import MIN_WINDOW, Settings, save_settings
from greenthings.ui.audio.sound import SoundBank
from greenthings.ui.draw import palette
from greenthings.ui.draw.scale import UIScale, display_dpi, first_window_size
from greenthings.ui.draw.gui_manager import GameUIManager
from greenthings.ui.draw.theme import build_theme, preload
from greenthings.ui.window_size import HEADLESS_DRIVERS, fit_to_display

logger = logging.getLogger(__name__)

FPS = 60
TITLE = "The Awful Green Things From Outer Space"


class App:
    """One game window with its scene stack."""

    def __init__(self, paths: Paths, settings: Settings, *, fullscreen: bool | None = None,
                 sound: bool = True) -> None:
        self.paths = paths
        self.settings = settings
        if fullscreen is not None:
            settings.fullscreen = fullscreen
        palette.use("colour-blind" if settings.colour_blind else "standard")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat(350, 40)
        self.fullscreen = False
        if settings.first_run and not settings.fullscreen:  # a high-DPI screen gets a bigger first window
            settings.window_size = first_window_size(_desktop(), display_dpi())
        self.window = self._open_window(settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.running = True
        self._asking_to_quit = False
        self.frames = 0
        self.stack = SceneStack()
        self.toast = Toast()  # the global keys' answers ("Sound off")
        self._themes: dict[UIScale, dict] = {}
        self.context = Context(
            stack=self.stack,
            settings=settings,
            paths=paths,
            sound=SoundBank(lambda: self.settings.effective_volume, enabled=sound),
            window_size=self.window.get_size(),
            scale=UIScale.for_window(self.window.get_size()),
            new_ui_manager=self.new_ui_manager,
            save_settings=self.save_settings,
            toggle_fullscreen=self.toggle_fullscreen,
            request_quit=self.quit,
            scenes=all_scenes(),
        )

    # -- window ----------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                surf = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self.fullscreen = True
                return surf
            except pygame.error as exc:
                logger.warning("full screen failed (%s); using a window", exc)
        self.fullscreen = False
        # A window remembered from a bigger display (or one moved off this
        # one) is made to fit it, title bar and all.
        size, position = fit_to_display(self.settings.window_size, self.settings.window_position, _display_to_fit(),
                                        MIN_WINDOW)
        if size != tuple(self.settings.window_size) or position != self.settings.window_position:
            logger.info("window %s at %s fitted to the display: %s at %s", self.settings.window_size,
                        self.settings.window_position, size, position)
        self.settings.window_size, self.settings.window_position = size, position
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():  # pygame-ce calls this way of reaching the window deprecated
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = MIN_WINDOW
            if position is not None:
                window.position = position
        except (pygame.error, AttributeError) as exc:  # the window still works, only smaller or elsewhere
            logger.warning("could not set the window's minimum size or place: %s", exc)
        return surf

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.fullscreen
        self.window = self._open_window(self.settings.fullscreen)
        self._resized(self.window.get_size())
        self.save_settings()

    def _resized(self, size: tuple[int, int]) -> None:
        self.context.window_size = size
        self.context.scale = UIScale.for_window(size)
        if not self.fullscreen:
            self.settings.window_size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        for scene in self.stack.scenes:
            scene.resize(size)

    def new_ui_manager(self) -> pygame_gui.UIManager:
        """A pygame-gui manager for one scene, with our theme and fonts sized
        for the window's scale (kept on the manager as ``ui_scale``)."""
        scale = self.context.scale
        theme = self._themes.get(scale)
        if theme is None:
            theme = self._themes[scale] = build_theme(scale)
        manager = GameUIManager(self.window.get_size(), theme, scale, enable_live_theme_updates=False)
        fonts = manager.get_theme().get_font_dictionary()

        def loaded(f: dict) -> bool:  # pygame-gui warns about preloading a font the theme loaded
            style = f["style"]
            return fonts.check_font_preloaded(fonts.create_font_id(f["point_size"], f["name"], "bold" in style,
                                                                   "italic" in style))

        manager.preload_fonts([f for f in preload(scale) if not loaded(f)])
        return manager

    def save_settings(self) -> None:
        """Write the settings; when that fails, the log and the settings'
        ``save_problem`` (shown by the menu and the settings page) say so."""
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            if not self.settings.save_problem:
                logger.warning("could not save settings: %s", exc)
            self.settings.save_problem = (f"Your settings could not be saved ({exc.strerror or exc}): "
                                          "they last until you quit.")
        else:
            self.settings.save_problem = ""

    def quit(self) -> None:
        self.running = False

    def close_requested(self) -> None:
        """The window's close button: close at once, unless a scene could not
        save something closing would lose; then ask (closing again quits)."""
        if self._asking_to_quit:
            self.quit()
            return
        lost = [text for scene in self.stack.scenes if (text := scene.save_before_quit())]
        if not lost:
            self.quit()
            return
        self._asking_to_quit = True

        def stay() -> None:
            self._asking_to_quit = False

        routes.message(self.context, "Quit without saving?", f"{lost[0]}\n\nQuit anyway?", ok="Quit",
                       cancel="Keep playing", on_ok=self.quit, on_cancel=stay)

    # -- loop ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.close_requested()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.window = pygame.display.get_surface() or self.window
            self._resized((event.w, event.h))
            return
        if event.type == pygame.WINDOWMOVED and not self.fullscreen:
            self.settings.window_position = (event.x, event.y)  # saved with the settings at the end
        if event.type == pygame.WINDOWSIZECHANGED:
            surf = pygame.display.get_surface()
            if surf is not None and surf.get_size() != self.context.window_size:
                self.window = surf
                self._resized(surf.get_size())
        top = self.stack.top
        if top is not None and top.handle_event(event):
            return
        intent = intent_of(event)
        if intent is Intent.FULLSCREEN:
            self.toggle_fullscreen()
        elif intent is Intent.HELP:
            routes.toggle_help(self.context)
        elif intent is Intent.MUTE:
            self.settings.mute = not self.settings.mute
            self.save_settings()
            self.toast.show("Sound off (M turns it on)" if self.settings.mute else "Sound on")

    def step(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw (no flip)."""
        for event in (pygame.event.get() if events is None else events):
            self.handle_event(event)
            if not self.running:
                return
        top = self.stack.top
        if top is None:
            self.running = False
            return
        top.update(dt)
        self.toast.update(dt)
        self.draw(self.window)
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.stack.visible():
            scene.draw(surface)
        self.toast.draw(surface, self.context.scale)

    def run(self, first: Scene | Callable[[Context], Scene] | None = None,
            max_frames: int | None = None, started: float | None = None) -> int:
        """Run until the player quits (or ``max_frames``); returns an exit code.
        ``started`` (a perf_counter time) is when the program began, for the log."""
        if first is not None:
            self.stack.push(first if isinstance(first, Scene) else first(self.context))
        started = time.perf_counter() if started is None else started
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
            if self.frames == 1:
                logger.info("menu interactive %.2f s after start", time.perf_counter() - started)
                self.context.sound.warm_up()
            if max_frames is not None and self.frames >= max_frames:
                break
        self.stack.clear()
        self.save_settings()
        return 0

    def close(self) -> None:
        self.stack.clear()
        self.context.sound.stop()
        pygame.display.quit()


def _desktop() -> tuple[int, int] | None:
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else None


def _display_to_fit() -> tuple[int, int] | None:
    """The display a window must fit: the first one's size; None with a
    headless driver, whose made-up desktop no window has to fit (the tests
    and the smoke test ask for any size)."""
    return None if pygame.display.get_driver() in HEADLESS_DRIVERS else _desktop()
