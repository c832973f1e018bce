"""Where the tests find their data files, never by an absolute machine path.

- `repo_file("maps/znutar.json")`: a file the repository itself holds. If it is
  missing the checkout is broken, so the test fails.
- `shared_file("rules/rulebook-8th-edition.txt")`: a file of the project's
  shared folder (rules, spec, the spec's map) that lives beside the repository,
  not in it: `../shared` from the repository root (or from the folder above, for
  a git worktree one level deeper), or the folder named by GREENTHINGS_SHARED.
  A fresh clone (CI) may not have it: the test is skipped, saying which file
  is missing.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def repo_file(rel: str) -> Path:
    path = REPO / rel
    if not path.is_file():
        pytest.fail(f"the repository is missing {rel} (looked at {path})")
    return path


def shared_dirs() -> list[Path]:
    """The candidate shared folders, first match wins."""
    env = os.environ.get("GREENTHINGS_SHARED")
    dirs = [Path(env)] if env else []
    return dirs + [REPO.parent / "shared", REPO.parent.parent / "shared"]


def shared_file(rel: str) -> Path:
    for d in shared_dirs():
        if (d / rel).is_file():
            return d / rel
    pytest.skip(f"shared fixture missing: {rel} (looked in {', '.join(str(d) for d in shared_dirs())}; "
                "set GREENTHINGS_SHARED to the folder that holds rules/ and spec/)")
