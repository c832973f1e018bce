"""The expansions that ship with the game, found and registered when the
engine is imported: every package of the engine with an `expansion` module
(Outside the Znutar's is engine/outside/expansion.py), which registers its
expansion when imported. So no core module names an expansion; a new one is
a new package. The packages are found by listing module files, without
importing anything else: from source, and in the PyInstaller bundle, whose
pkgutil runtime hook lists the modules bundled under a path
(tests/packaging/test_bundle.py's smoke test plays the expansion there)."""
from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

_ENGINE = Path(__file__).resolve().parent


def expansion_packages() -> tuple[str, ...]:
    """The engine's packages that hold an expansion, by name, sorted."""
    return tuple(sorted(
        p.name for p in pkgutil.iter_modules([str(_ENGINE)])
        if p.ispkg and any(m.name == "expansion" for m in pkgutil.iter_modules([str(_ENGINE / p.name)]))))


for _package in expansion_packages():
    importlib.import_module(f"{__package__}.{_package}.expansion")
