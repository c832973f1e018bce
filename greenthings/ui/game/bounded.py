"""Bounds on the text the window takes from files: a save's label, its log
lines, names, and the reasons it gives when something cannot be read (an
engine error may quote a value of any size).  Drawing a 50 MB label on hover
crashed the game; every string from a file goes through :func:`clip` first.

This module does not import pygame.
"""
from __future__ import annotations

LABEL_MAX = 200     # a save's label (the game writes about 60 characters)
LINE_MAX = 400      # one line of a saved game log (the game writes at most about 120)
NAME_SHOWN = 120    # a file name as shown in a row or a message
REASON_MAX = 600    # why a file cannot be used, as shown to the player
PATH_SHOWN = 300    # a file's or folder's full path, as shown


def clip(value: object, limit: int) -> str:
    """``value`` as text of at most ``limit`` characters (an ellipsis marks
    a cut) that the fonts can draw: control characters (a NUL stops SDL's
    text drawing) and lone surrogates (not UTF-8) become spaces and "?".
    Only strings and numbers count as text, anything else is ""."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return ""
    text = value if isinstance(value, str) else _number(value)
    if len(text) > limit:
        text = text[:max(0, limit - 1)] + "\u2026"
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else " " for ch in text)
    return text.encode("utf-8", "replace").decode("utf-8")


def _number(value: int | float) -> str:
    if isinstance(value, int) and value.bit_length() > 200:  # str() of a huge int is slow, and unreadable anyway
        return "(a very large number)"
    return str(value)


def shown_path(path: object) -> str:
    """A path as the window shows it (a file name that is not UTF-8 comes
    with lone surrogates from the OS)."""
    return clip(str(path), PATH_SHOWN)
