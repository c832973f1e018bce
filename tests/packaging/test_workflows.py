"""The GitHub workflows: they pass actionlint with shellcheck on, use only
live runner labels and action versions that exist (tests/packaging/
github_facts.toml), build with the pinned tools, run only commands that the
docs give and the tests run here, and publish the way docs/packaging.md says.
A broken workflow fails in this suite rather than on the first tag."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
README = (ROOT / "README.md").read_text(encoding="utf-8")
FACTS = tomllib.loads((Path(__file__).parent / "github_facts.toml").read_text(encoding="utf-8"))
CONSTRAINTS = ROOT / "constraints" / "build.txt"
sys.path.insert(0, str(ROOT / "build_scripts"))

import package  # noqa: E402


def tool(name: str) -> str:
    """A program from this Python's environment (the test extra installs
    actionlint and shellcheck there)."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f'{name} is not installed: pip install -e ".[test]" (it is in the test extra)')
    return found


def lint(*files: Path) -> subprocess.CompletedProcess:
    # shellcheck on, the pinned one from the test extra (not whatever is on
    # PATH), so the result is the same everywhere.  pyflakes only checks
    # `shell: python` steps, and there are none.
    return subprocess.run([tool("actionlint"), "-no-color", f"-shellcheck={tool('shellcheck')}", "-pyflakes=",
                           *map(str, files)], cwd=ROOT, capture_output=True, text=True, timeout=120)


def load(name: str) -> dict:
    doc = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    doc["on"] = doc.pop(True, doc.get("on"))  # YAML 1.1 reads the key `on` as true
    return doc


def all_workflows() -> dict[str, dict]:
    return {p.name: load(p.name) for p in sorted(WORKFLOWS.glob("*.yml"))}


def runner_labels(workflow: dict) -> set[str]:
    """Every runner label a workflow can ask for, matrix values included."""
    labels = set()
    for job in workflow["jobs"].values():
        runs_on = job.get("runs-on")
        if runs_on is None:
            continue
        for value in runs_on if isinstance(runs_on, list) else [runs_on]:
            m = re.fullmatch(r"\$\{\{\s*matrix\.([\w-]+)\s*}}", value)
            if not m:
                labels.add(value)
                continue
            matrix = job["strategy"]["matrix"]
            key = m.group(1)
            labels.update(matrix.get(key, []))
            labels.update(entry[key] for entry in matrix.get("include", []) if key in entry)
    return labels


def action_uses(workflow: dict) -> list[str]:
    """Every ``uses:`` of the workflow: steps' actions and jobs' reusable workflows."""
    uses = []
    for job in workflow["jobs"].values():
        if "uses" in job:
            uses.append(job["uses"])
        uses += [step["uses"] for step in job.get("steps", []) if "uses" in step]
    return uses


def label_problems(labels: set[str]) -> list[str]:
    retired, live = FACTS["runners"]["retired"], FACTS["runners"]["live"]
    problems = [f"{label}: {retired[label]}" for label in sorted(labels) if label in retired]
    problems += [f"{label}: not a known live runner label" for label in sorted(labels)
                 if label not in retired and label not in live]
    return problems


def version_problems(uses: list[str]) -> list[str]:
    problems = []
    for use in uses:
        if use.startswith("./"):
            if not (ROOT / use).is_file():
                problems.append(f"{use}: no such file")
            continue
        action, _, ref = use.partition("@")
        known = FACTS["actions"].get(action)
        if known is None:
            problems.append(f"{use}: {action} is not in github_facts.toml [actions]")
        elif ref not in known:
            problems.append(f"{use}: {action} has no version {ref!r} we know of (known: {', '.join(known)})")
    return problems


def run_lines(workflow: str) -> list[str]:
    """Each command line the workflow runs (``run:`` values, split into lines)."""
    lines = []
    for job in load(workflow)["jobs"].values():
        for step in job.get("steps", []):
            lines += [line.strip() for line in str(step.get("run", "")).splitlines() if line.strip()]
    return lines


def readme_section(title: str) -> str:
    return README.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


# -- actionlint --------------------------------------------------------------

def test_workflows_pass_actionlint_with_shellcheck():
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert {p.name for p in files} == {"ci.yml", "packaging.yml", "release.yml", "long-checks.yml"}
    proc = lint(*files)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_actionlint_catches_a_broken_workflow_and_a_shell_mistake(tmp_path):
    """The check above can fail: a job with no runner and a typo'd key, and
    (shellcheck) an unquoted variable in a run: script."""
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  build:\n    stepz:\n      - run: echo hi\n", encoding="utf-8")
    proc = lint(broken)
    assert proc.returncode == 1 and "runs-on" in proc.stdout, proc.stdout + proc.stderr
    sloppy = tmp_path / "sloppy.yml"
    sloppy.write_text("on: push\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n"
                      "      - run: rm -rf $FOLDER/build\n", encoding="utf-8")
    proc = lint(sloppy)
    assert proc.returncode == 1 and "SC2086" in proc.stdout, proc.stdout + proc.stderr


# -- runner labels and action versions ----------------------------------------

def test_runner_labels_are_live():
    for name, workflow in all_workflows().items():
        labels = runner_labels(workflow)
        assert labels, name
        assert label_problems(labels) == [], name


def test_action_versions_exist():
    for name, workflow in all_workflows().items():
        assert version_problems(action_uses(workflow)) == [], name


def test_the_label_and_version_checks_can_fail():
    workflow = yaml.safe_load("""
        jobs:
          a:
            runs-on: ${{ matrix.os }}
            strategy: {matrix: {os: [ubuntu-24.04, macos-14]}}
            steps: [{uses: actions/checkout@v6}, {uses: actions/checkout@v9}]
          b:
            runs-on: ${{ matrix.runner }}
            strategy: {matrix: {include: [{runner: ubuntu-22.04}, {runner: windows-2052}]}}
            steps: [{uses: someone/else@v1}]
          c:
            uses: ./.github/workflows/no-such.yml
    """)
    labels = runner_labels(workflow)
    assert labels == {"ubuntu-24.04", "macos-14", "ubuntu-22.04", "windows-2052"}
    problems = "\n".join(label_problems(labels))
    assert "macos-14: deprecated" in problems and "ubuntu-22.04: deprecated" in problems
    assert "windows-2052: not a known live runner label" in problems
    assert "ubuntu-24.04" not in problems
    problems = version_problems(action_uses(workflow))
    assert len(problems) == 3, problems
    assert "no version 'v9'" in problems[0] and "someone/else" in problems[1] and "no such file" in problems[2]


def test_the_facts_do_not_contradict_themselves():
    assert not set(FACTS["runners"]["live"]) & set(FACTS["runners"]["retired"])


# -- what the workflows do ---------------------------------------------------

def test_packaging_runs_on_every_push_to_main_pull_requests_by_hand_weekly_and_for_the_release():
    on = load("packaging.yml")["on"]
    assert on["push"] == {"branches": ["main"]}
    assert "pull_request" in on and "workflow_dispatch" in on and "workflow_call" in on
    assert [entry["cron"] for entry in on["schedule"]] == ["23 5 * * 1"]  # weekly


def systems_built(workflow: dict) -> list[str]:
    """The platform of each build job (its artifact's name)."""
    systems = []
    for job in workflow["jobs"].values():
        for step in job.get("steps", []):
            if step.get("uses", "").startswith("actions/upload-artifact@"):
                name = step["with"]["name"]
                if "matrix.system" in name:
                    systems += [entry["system"] for entry in job["strategy"]["matrix"]["include"]]
                else:
                    systems.append(name.removeprefix("GreenThings-"))
    return systems


def test_every_platform_is_built_and_attached():
    expected = [f"{system}-{machine}" for system, machine in package.RELEASE_PLATFORMS]
    assert sorted(systems_built(load("packaging.yml"))) == sorted(expected)
    release = load("release.yml")
    assert sorted(release["jobs"]["attach"]["strategy"]["matrix"]["system"]) == sorted(expected)


def test_linux_builds_in_a_container_with_the_promised_glibc():
    linux = load("packaging.yml")["jobs"]["linux"]
    image = linux["container"]
    assert image in FACTS["containers"], f"{image} is not in github_facts.toml [containers]"
    assert FACTS["containers"][image] == ".".join(map(str, package.GLIBC_PROMISE))
    runs = [str(step.get("run", "")) for step in linux["steps"]]
    assert any("package.py check-glibc" in r for r in runs)
    promise = ".".join(map(str, package.GLIBC_PROMISE))
    assert f"glibc {promise} or newer" in readme_section("Download and play")


def test_the_release_reuses_packaging_and_only_publishes():
    jobs = load("release.yml")["jobs"]
    assert jobs["build"]["uses"] == "./.github/workflows/packaging.yml"
    assert jobs["build"]["secrets"] == "inherit"
    # Only packaging.yml builds: the release's own jobs never run build.py.
    assert not [line for line in run_lines("release.yml") if "build.py" in line]
    draft = "\n".join(str(s.get("run", "")) for s in jobs["draft"]["steps"])
    assert "gh release view" in draft and "--draft" in draft  # re-runnable: kept when it exists
    assert jobs["attach"]["needs"] == ["draft", "build"]
    assert "!cancelled()" in jobs["attach"]["if"]  # a failed platform does not stop the others
    assert jobs["attach"]["strategy"]["fail-fast"] is False
    download = jobs["attach"]["steps"][0]
    assert download["uses"].startswith("actions/download-artifact@")
    assert download["with"]["run-id"] == "${{ github.run_id }}"  # sees earlier attempts' artifacts
    assert any("gh release upload" in line and "--clobber" in line for line in run_lines("release.yml"))
    assert jobs["publish"]["needs"] == "attach"
    publish = "\n".join(str(s.get("run", "")) for s in jobs["publish"]["steps"])
    assert publish.index("package.py sums --complete") < publish.index("--draft=false")
    for name, job in jobs.items():  # write access only where a job publishes
        if job.get("permissions", {}).get("contents") == "write":
            assert name in ("draft", "attach", "publish"), name
    assert load("release.yml")["permissions"] == {"contents": "read"}
    assert load("packaging.yml")["permissions"] == {"contents": "read"}


def test_macos_signing_is_skipped_cleanly_without_secrets():
    desktop = load("packaging.yml")["jobs"]["desktop"]
    assert desktop["env"]["MACOS_SIGNING"] == \
        "${{ startsWith(matrix.system, 'macos') && secrets.MACOS_CERTIFICATE_P12 != '' }}"
    steps = {step.get("name", ""): step for step in desktop["steps"]}
    for name in ("Import the Developer ID certificate into a temporary keychain", "Notarize and staple the app"):
        assert steps[name]["if"] == "env.MACOS_SIGNING == 'true'"
    assert "--codesign-identity" in steps["Build"]["run"]
    secrets = load("packaging.yml")["on"]["workflow_call"]["secrets"]
    assert all(spec["required"] is False for spec in secrets.values())


def test_long_checks_run_weekly_and_by_hand_as_readme_says():
    """long-checks.yml plays the long fuzz and the full mutation tests, each
    command one README's test section gives (with the same settings)."""
    workflow = load("long-checks.yml")
    assert set(workflow["on"]) == {"schedule", "workflow_dispatch"}
    assert len(workflow["on"]["schedule"]) == 1
    assert workflow["permissions"] == {"contents": "read"}
    readme = README.split("Install and run the tests:", 1)[1].split("\n## ", 1)[0]
    ran = {}
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            for name, value in step.get("env", {}).items():
                command = re.sub(r"^\.venv/bin/python -m pytest -q -n 4 ", "", step["run"])
                ran[name] = (value, command)
    assert set(ran) == {"GREENTHINGS_FUZZ_GAMES", "GREENTHINGS_FULL_MUTATIONS", "GREENTHINGS_LONG"}
    assert int(ran["GREENTHINGS_FUZZ_GAMES"][0]) >= 10_000 and ran["GREENTHINGS_FULL_MUTATIONS"][0] == "1"
    assert ran["GREENTHINGS_LONG"] == ("1", "tests")
    for name, (value, command) in ran.items():
        assert f"{name}={value} .venv/bin/python -m pytest -q -n 2 {command}" in readme, name


# -- pinned tools and documented commands ------------------------------------

def pinned() -> dict[str, str]:
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, sep, version = line.partition("==")
            assert sep and version, f"constraints/build.txt: {line!r} is not pinned with =="
            pins[name.strip().lower()] = version.strip()
    return pins


def test_build_tools_are_pinned_and_used():
    pins = pinned()
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = pyproject["optional-dependencies"]["build"] + pyproject["dependencies"]
    for requirement in wanted:
        name = re.match(r"[A-Za-z0-9_.-]+", requirement).group(0).lower()
        assert name in pins, f"{name} (pyproject) is not pinned in constraints/build.txt"
    assert {"pyinstaller-hooks-contrib", "altgraph"} <= set(pins)
    installs = [line for wf in ("packaging.yml",) for line in run_lines(wf) if '".[build]"' in line]
    assert len(installs) == 2, installs  # the Linux job and the Windows/macOS job
    assert all(line.endswith('-e ".[build]" -c constraints/build.txt') for line in installs), installs
    assert '.venv/bin/pip install -e ".[build]" -c constraints/build.txt' in readme_section("Build the executable")


def test_packaging_runs_the_documented_build_commands():
    """Every build_scripts command of the packaging workflow is in README's
    "Build the executable", and the build, glibc check and archive steps are there."""
    commands = [re.sub(r'^(?:"\$PYTHON"|\.venv/bin/python|python3\.11|python)\s+', "", line)
                for line in run_lines("packaging.yml") if "build_scripts/" in line]
    section = readme_section("Build the executable")
    for command in commands:
        stem = command.split(' "$')[0]  # check-tag's tag, build.py's identity
        assert stem in section, f"packaging.yml runs {command!r}, which README's build section does not show"
    for command in ("build_scripts/build.py", "build_scripts/package.py check-glibc",
                    "build_scripts/package.py archive"):
        assert command in commands
    release = [line for line in run_lines("release.yml") if "build_scripts/" in line]
    assert 'python3 build_scripts/package.py check-tag "$GITHUB_REF_NAME"' in release
    assert "python3 build_scripts/package.py sums --complete dist/release" in release
    assert "build_scripts/package.py check-tag" in section and "package.py sums" in section


def test_ci_runs_readmes_test_command():
    readme_command = re.search(r'^\s*(python3 -m venv \.venv && \.venv/bin/pip install -e "\.\[test\]" && '
                               r'\.venv/bin/python -m pytest[^\n]*)$', README, re.M)
    assert readme_command, "README's test command moved: update ci.yml and this test"
    pytest_args = readme_command.group(1).split("-m pytest", 1)[1].strip()
    ci = run_lines("ci.yml")
    assert '"$bin/python" -m pip install -e ".[test]"' in ci
    assert f'"$bin/python" -m pytest {pytest_args}' in ci
