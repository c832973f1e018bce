"""The `>>>` examples in the engine's docstrings run, and show what they say.

Every module of greenthings/engine (the species too) is searched; a module
gets a test of its own as soon as it has an example. The engine has no
pygame, so nothing here needs a display."""
from __future__ import annotations

import doctest
import importlib
import io
import pkgutil

import pytest

import greenthings.engine

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def engine_modules() -> list[str]:
    names = [greenthings.engine.__name__]
    names += [m.name for m in pkgutil.walk_packages(greenthings.engine.__path__, "greenthings.engine.")
              if not m.name.endswith(".__main__")]     # __main__ runs the command line on import
    return sorted(names)


def examples(module_name: str) -> list[doctest.DocTest]:
    module = importlib.import_module(module_name)
    return [t for t in doctest.DocTestFinder().find(module) if t.examples]


WITH_EXAMPLES = [name for name in engine_modules() if examples(name)]


def test_the_engine_has_examples_to_run():
    # The two front doors show how they are used; more modules may join them.
    assert {"greenthings.engine", "greenthings.engine.species"} <= set(WITH_EXAMPLES), WITH_EXAMPLES


@pytest.mark.parametrize("module_name", WITH_EXAMPLES)
def test_docstring_examples_run(module_name):
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    for test in examples(module_name):
        runner.run(test, out=out.write)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0
    assert result.failed == 0, out.getvalue()
