"""Where a frame put its words, for the layout check
(``greenthings/devtools/layout_check.py``).

The drawing helpers that blit text (:func:`blit_text` and those built on it)
note each text's rectangle and the box it has to stay inside.  Nothing is
kept unless a check is recording (``with recording() as record:`` around a
scene's ``draw``), so a normal frame pays one lookup per text.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterator

import pygame


@dataclass
class Placed:
    """One text on the screen: ``rect`` must lie inside ``box`` (None: the window)."""
    name: str
    rect: pygame.Rect
    box: pygame.Rect | None = None


@dataclass
class LayoutRecord:
    texts: list[Placed] = field(default_factory=list)

    def add(self, name: str, rect: pygame.Rect, box: pygame.Rect | None = None) -> None:
        self.texts.append(Placed(name, pygame.Rect(rect), pygame.Rect(box) if box is not None else None))


_current: ContextVar[LayoutRecord | None] = ContextVar("layout_record", default=None)


@contextmanager
def recording() -> Iterator[LayoutRecord]:
    """Record the texts drawn inside the ``with`` block."""
    record = LayoutRecord()
    token = _current.set(record)
    try:
        yield record
    finally:
        _current.reset(token)


def note(name: str, rect: pygame.Rect, box: pygame.Rect | None = None) -> None:
    """Tell a recording check that a text was drawn at ``rect`` inside ``box``."""
    record = _current.get()
    if record is not None:
        record.add(name, rect, box)


def blit_text(surface: pygame.Surface, img: pygame.Surface, pos, name: str,
              box: pygame.Rect | None = None) -> pygame.Rect:
    """Blit a rendered text at ``pos`` (a point or a rectangle) and note it;
    returns where it went."""
    rect = surface.blit(img, pos)
    rect = pygame.Rect(rect.topleft, img.get_size())  # blit clips its answer to the surface: keep the whole text
    note(name, rect, box)
    return rect
