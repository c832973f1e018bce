"""The GitHub workflows pass actionlint, and they run only commands that the
docs give and the tests run here, so a broken workflow fails in this suite
rather than on the first tag."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
README = (ROOT / "README.md").read_text(encoding="utf-8")


def actionlint() -> str:
    """The actionlint of this Python's environment (the test extra installs it)."""
    scripts = Path(sys.executable).parent
    found = shutil.which("actionlint", path=str(scripts)) or shutil.which("actionlint")
    if found is None:
        pytest.fail('actionlint is not installed: pip install -e ".[test]" (it is in the test extra)')
    return found


def test_workflows_pass_actionlint():
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert {p.name for p in files} >= {"ci.yml", "release.yml"}
    # shellcheck and pyflakes, when actionlint finds them on PATH, would make the
    # result depend on the machine: the check is the same everywhere without them.
    proc = subprocess.run([actionlint(), "-no-color", "-shellcheck=", "-pyflakes=", *map(str, files)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path):
    """The check above can fail: a job with no runner and a typo'd key."""
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  build:\n    stepz:\n      - run: echo hi\n", encoding="utf-8")
    proc = subprocess.run([actionlint(), "-no-color", "-shellcheck=", "-pyflakes=", str(broken)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and "runs-on" in proc.stdout, proc.stdout + proc.stderr


def run_lines(workflow: str) -> list[str]:
    """Each command the workflow runs (``run:`` values, block lines included)."""
    lines, block_indent = [], None
    for line in (WORKFLOWS / workflow).read_text(encoding="utf-8").splitlines():
        indent = len(line) - len(line.lstrip())
        if block_indent is not None:
            if line.strip() and indent >= block_indent:
                lines.append(line.strip())
                continue
            block_indent = None
        m = re.match(r"\s*(?:- )?run: ?(.*)$", line)
        if m:
            if m.group(1).strip() in ("|", ">"):
                block_indent = indent + 2
            else:
                lines.append(m.group(1).strip())
    return lines


def test_the_release_runs_the_documented_build_commands():
    """Every build_scripts command of the release workflow is in README's
    "Build the executable", and the build, archive and smoke-test steps are all there."""
    commands = [re.sub(r"^python3? ", "", c) for c in run_lines("release.yml") if "build_scripts/" in c]
    documented = [re.sub(r"\s+", " ", c.replace('"$GITHUB_REF_NAME"', "v")) for c in commands]
    section = README.split("## Build the executable", 1)[1].split("\n## ", 1)[0]
    for command in documented:
        stem = command.split(" v")[0]  # check-tag's argument is the tag
        assert stem in section, f"release.yml runs {command!r}, which README's build section does not show"
    assert "build_scripts/build.py" in commands
    assert "build_scripts/package.py archive" in commands
    assert "build_scripts/package.py sums dist/release" in commands


def test_ci_runs_readmes_test_command():
    readme_command = re.search(r'^\s*(python3 -m venv \.venv && \.venv/bin/pip install -e "\.\[test\]" && '
                               r'\.venv/bin/python -m pytest[^\n]*)$', README, re.M)
    assert readme_command, "README's test command moved: update ci.yml and this test"
    pytest_args = readme_command.group(1).split("-m pytest", 1)[1].strip()
    ci = run_lines("ci.yml")
    assert '"$bin/python" -m pip install -e ".[test]"' in ci
    assert f'"$bin/python" -m pytest {pytest_args}' in ci
