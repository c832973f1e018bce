"""The linter and the type checker, run as tests so that README's test
command (and CI, which runs it) covers them: ruff over the code and the
tests, mypy with pyproject.toml's settings (strict on greenthings/engine/).
Both come with the test extra. A failure prints what they found.

mypy keeps a cache in .mypy_cache/: the first run takes several seconds,
later ones about one."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tool(name: str) -> str:
    """A program from this Python's environment (the test extra installs it)."""
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail(f'{name} is not installed beside {sys.executable}: pip install -e ".[test]" '
                    "(it is in the test extra)")
    return found


def run(*command: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=240)


def test_ruff_finds_nothing():
    proc = run(tool("ruff"), "check", "--no-fix", "greenthings", "tests", "build_scripts")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_finds_nothing():
    proc = run(tool("mypy"))      # files and settings: pyproject.toml [tool.mypy]
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_checks_can_fail(tmp_path):
    """Both tools, with the project's settings, catch a planted mistake: an
    unused import (ruff) and an untyped function in the engine (mypy strict)."""
    package = tmp_path / "greenthings" / "engine"
    package.mkdir(parents=True)
    (tmp_path / "greenthings" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "planted.py").write_text("import os\n\n\ndef untyped(x):\n    return x\n")
    config = str(ROOT / "pyproject.toml")
    proc = run(tool("ruff"), "check", "--no-fix", "--no-cache", "--config", config, "greenthings", cwd=tmp_path)
    assert proc.returncode == 1 and "F401" in proc.stdout, proc.stdout + proc.stderr
    proc = run(tool("mypy"), "--config-file", config, "--cache-dir", str(tmp_path / "cache"), cwd=tmp_path)
    assert proc.returncode == 1 and "no-untyped-def" in proc.stdout, proc.stdout + proc.stderr
