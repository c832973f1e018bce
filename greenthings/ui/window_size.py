"""Window sizes: the ``--size WxH`` argument of the game and its developer
tools, and fitting a remembered window onto the display it opens on.

This module does not import pygame.
"""
from __future__ import annotations

import argparse

# Pixels a window's content leaves the desktop for the title bar above it
# and a task bar or dock: a window restored at most this tall keeps its
# title bar (and its close button) on the screen.
TITLE_BAR = 32
HEADLESS_DRIVERS = ("offscreen", "dummy")  # SDL's video drivers that show nothing
DECORATION_H = 80


def window_size(text: str) -> tuple[int, int]:
    """``"1920x1080"`` -> (1920, 1080), for ``--size``."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a window size: {text!r} (say e.g. 1920x1080)") from None
    if w <= 0 or h <= 0:
        raise argparse.ArgumentTypeError(f"not a window size: {text!r}")
    return w, h


def fit_to_display(size: tuple[int, int], position: tuple[int, int] | None, desktop: tuple[int, int] | None,
                   smallest: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """The remembered window ``size`` and ``position`` (of its content's top
    left; None: let the system place it) made to fit a ``desktop`` of that
    size: no larger than the desktop less its decorations (never below
    ``smallest``, the layouts' least), and placed wholly on it with room for
    the title bar.  A window that moved from a bigger or another display
    opens on this one.  ``desktop`` None (no display known): as remembered."""
    if desktop is None:
        return size, position
    dw, dh = desktop
    w = max(smallest[0], min(size[0], dw))
    h = max(smallest[1], min(size[1], dh - DECORATION_H))
    if position is None:
        return (w, h), None if (w, h) == tuple(size) else ((dw - w) // 2, max(TITLE_BAR, (dh - h) // 2))
    x = max(0, min(position[0], dw - w))
    y = max(min(TITLE_BAR, max(0, dh - h)), min(position[1], dh - h))
    return (w, h), (x, y)
