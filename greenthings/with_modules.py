"""The modules `python -m greenthings --with MODULE` imported (an expansion
or a species that registers itself when imported), remembered so that the
computer's own process (bots/worker.py) imports them too. Imports nothing
of the game."""
from __future__ import annotations

import importlib
from typing import Iterable

IMPORTED: list[str] = []     # each module imported, once, in the order named


def import_modules(names: Iterable[str]) -> str | None:
    """Import each module named by ``--with``; why one could not be (those
    after it are not tried), or None."""
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # whatever the module raised: refuse it, in words
            return f"--with {name}: cannot import it ({type(exc).__name__}: {exc})"
        if name not in IMPORTED:
            IMPORTED.append(name)
    return None
