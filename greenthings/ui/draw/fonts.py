"""Our shipped fonts (DejaVu, see ``assets/fonts/LICENSE-DejaVu.txt``).

``font(size, bold=..., condensed=..., italic=...)`` gives a cached
:class:`pygame.font.Font`; :func:`theme_font_block` describes the same files for
pygame-gui themes so the widgets use them too.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from greenthings.resources import asset_path as asset

FILES = {
    ("sans", False, False): "DejaVuSans.ttf",
    ("sans", True, False): "DejaVuSans-Bold.ttf",
    ("sans", False, True): "DejaVuSans-Oblique.ttf",
    ("sans", True, True): "DejaVuSans-Bold.ttf",
    ("condensed", False, False): "DejaVuSansCondensed.ttf",
    ("condensed", True, False): "DejaVuSansCondensed-Bold.ttf",
    ("condensed", False, True): "DejaVuSansCondensed.ttf",
    ("condensed", True, True): "DejaVuSansCondensed-Bold.ttf",
}


def font_path(bold: bool = False, condensed: bool = False, italic: bool = False) -> str:
    family = "condensed" if condensed else "sans"
    return str(asset("fonts", FILES[(family, bold, italic)]))


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, condensed: bool = False, italic: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` pixels (at least 6)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold, condensed, italic), max(6, int(size)))


def theme_font_block(size: int, bold: bool = False, condensed: bool = False) -> dict:
    """A pygame-gui theme ``font`` entry using our files."""
    name = "dejavu_condensed" if condensed else "dejavu"
    return {
        "name": name,
        "size": str(size),
        "bold": "1" if bold else "0",
        "italic": "0",
        "regular_path": font_path(False, condensed),
        "bold_path": font_path(True, condensed),
        "italic_path": font_path(False, condensed, True),
        "bold_italic_path": font_path(True, condensed),
    }


@lru_cache(maxsize=4096)
def render_text(text: str, size: int, color: tuple = (232, 234, 222), bold: bool = False,
                condensed: bool = False, italic: bool = False) -> pygame.Surface:
    """A cached antialiased rendering of ``text`` (treat the result as read-only)."""
    return font(size, bold, condensed, italic).render(text, True, color)


def wrap_text(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; a single long word stays on its own line."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for w in words:
        trial = f"{line} {w}".strip()
        if not line or fnt.size(trial)[0] <= width:
            line = trial
        else:
            lines.append(line)
            line = w
    if line:
        lines.append(line)
    return lines
