"""The ``--size WxH`` argument of the game and its developer tools."""
from __future__ import annotations

import argparse


def window_size(text: str) -> tuple[int, int]:
    """``"1920x1080"`` -> (1920, 1080), for ``--size``."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a window size: {text!r} (say e.g. 1920x1080)") from None
    if w <= 0 or h <= 0:
        raise argparse.ArgumentTypeError(f"not a window size: {text!r}")
    return w, h
