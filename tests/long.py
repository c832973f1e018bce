"""Long checks: cases the default run leaves to GREENTHINGS_LONG=1 (the weekly
long-checks workflow sets it), so README's test command stays within its
minutes on two cores. Each skip says so (pytest -rs)."""
from __future__ import annotations

import os

import pytest

LONG = os.environ.get("GREENTHINGS_LONG", "") not in ("", "0")

long_only = pytest.mark.skipif(not LONG, reason="a long check: GREENTHINGS_LONG=1 runs it (weekly workflow)")


def long_case(*values, id: str | None = None):
    """A parametrize case that runs only in the long checks."""
    return pytest.param(*values, marks=long_only, id=id)
