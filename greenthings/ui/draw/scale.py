"""How big the interface is drawn: one factor for the whole window.

Every length in the scenes' layouts and every font size is written in
*design pixels*, as it looks in a 1280x800 window; :class:`UIScale` turns
them into window pixels.  The factor follows the window: it is the smaller
of the width and height ratios to 1280x800, so a layout that fits 1280x800
fits any window of the supported range (1024x640, factor 0.8, up to
3840x2160, factor 2.7) -- a wider window only leaves more room on the sides.
The display's DPI shows up here through the window's size in pixels (a
high-DPI screen gives the same window more pixels, so bigger type); it also
sets the first window's size (:func:`first_window_size`).

The factor moves in steps of 0.05, so fonts and the pygame-gui theme are
remade only when the step changes, not at every pixel of a resize.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from greenthings.ui.game.settings import MIN_WINDOW  # the smallest window the layouts are made for

BASE_SIZE = (1280, 800)  # the window the design pixels are measured in
MIN_FACTOR = 0.8  # 1024x640
MAX_FACTOR = 2.7  # 3840x2160
STEP = 0.05
MIN_TEXT = 9  # pixels: smaller type is not readable


@dataclass(frozen=True)
class UIScale:
    """Design pixels to window pixels."""

    factor: float = 1.0

    @classmethod
    def for_window(cls, size: tuple[int, int]) -> "UIScale":
        w, h = size
        fit = min(w / BASE_SIZE[0], h / BASE_SIZE[1])
        fit = max(MIN_FACTOR, min(MAX_FACTOR, fit))
        return cls(round(math.floor(fit / STEP + 1e-6) * STEP, 2))  # rounded down: it always fits

    def px(self, n: float) -> int:
        """A length of ``n`` design pixels (at least 1 if ``n`` is not 0)."""
        v = int(round(n * self.factor))
        return v if v or not n else (1 if n > 0 else -1)

    def text(self, n: float) -> int:
        """A font size of ``n`` design pixels (never below :data:`MIN_TEXT`)."""
        return max(MIN_TEXT, int(round(n * self.factor)))


def first_window_size(desktop: tuple[int, int] | None, dpi: float | None) -> tuple[int, int]:
    """The window for a first start: 1280x800 on an ordinary screen, larger
    on a high-DPI one (``dpi`` over 96), within 90% of the ``desktop``."""
    k = max(1.0, (dpi or 96.0) / 96.0)
    w, h = round(BASE_SIZE[0] * k), round(BASE_SIZE[1] * k)
    if desktop:
        fit = min(1.0, 0.9 * desktop[0] / w, 0.9 * desktop[1] / h)
        w, h = round(w * fit), round(h * fit)
    return max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)


def display_dpi() -> float | None:
    """The first display's horizontal DPI as SDL reports it, or None when it
    cannot tell (pygame does not wrap SDL_GetDisplayDPI: we ask the SDL
    library pygame ships, and give up quietly if it is not found).  Headless
    drivers have no display to ask."""
    import ctypes
    import glob
    import os

    import pygame

    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    here = os.path.dirname(pygame.__file__)
    for pattern in (os.path.join(here, "..", "pygame_ce.libs", "libSDL2-*.so*"), os.path.join(here, "SDL2.dll"),
                    os.path.join(here, ".dylibs", "libSDL2*.dylib")):
        for path in glob.glob(pattern):
            try:
                sdl = ctypes.CDLL(path)  # the library pygame already loaded: the same SDL, initialised
                ddpi, hdpi, vdpi = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
                ok = sdl.SDL_GetDisplayDPI(0, ctypes.byref(ddpi), ctypes.byref(hdpi), ctypes.byref(vdpi)) == 0
            except (OSError, AttributeError):
                continue
            return float(hdpi.value) if ok and hdpi.value > 0 else None
    return None
