"""Build the PyInstaller bundle into a temporary folder and run the *built*
program: ``--smoke-test`` exits 0, the bot process starts, a crash is logged,
nothing is written into the bundle, and it stays under a size ceiling; on
Linux no C++ runtime is bundled and every ELF file's glibc needs are read
(``package.py check-glibc``); then archive it with the packaging workflow's
own command (build_scripts/package.py).

This lives in tests/packaging/, not tests/build/: pytest never recurses into a
folder named "build" (its default norecursedirs), so a test there would not run.

One test function on purpose: with ``pytest -n 2`` tests of one module can go
to different workers, and each would build its own bundle.  It takes two to
six minutes on 2 cores (the build 25-40 s of CPU, then the smoke test three
times, which renders and checks every scene); see docs/packaging.md.

It needs the ``build`` extra (PyInstaller, Pillow): without it the test is
skipped, and says so.  README's test command installs only the ``test`` extra,
so the suite runs offline and quickly; ``pip install -e ".[test,build]" -c constraints/build.txt``
brings this test in (the packaging workflow builds and smoke-tests on every
system anyway).
"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build_scripts" / "build.py"
PACKAGE = ROOT / "build_scripts" / "package.py"
NAME = "GreenThings"

# Measured on Linux x86-64 (Python 3.11): 40.4 MB without numpy (84 MB with it).
# Putting numpy back (+43 MB), pygame_gui's CJK fonts (+39 MB) or an unstripped
# libpython (+17 MB) goes over.
MAX_BUNDLE_MB = 60

# Modules that must not be in the bundle (excluded in greenthings.spec).
MUST_NOT_CONTAIN = ("tkinter", "unittest", "pytest", "_pytest", "setuptools", "pip",
                    "numpy", "PIL", "PyInstaller", "ssl", "yaml")

BUILD_EXTRA = {"PyInstaller": "PyInstaller", "PIL": "Pillow"}

# Runtime hooks left out of the bundle for a faster start (greenthings.spec).
DROPPED_RUNTIME_HOOKS = ("pyi_rth_inspect",)


def require_build_extra() -> None:
    missing = [name for module, name in BUILD_EXTRA.items() if importlib.util.find_spec(module) is None]
    if missing:
        pytest.skip(f"bundle NOT built or tested: {' and '.join(missing)} missing "
                    f"(the build extra: pip install -e \".[build]\" -c constraints/build.txt)")


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """(size, mtime) of every file and folder in the bundle."""
    out = {}
    for p in sorted(folder.rglob("*")):
        st = p.lstat()
        out[p.relative_to(folder).as_posix()] = (st.st_size if p.is_file() else 0, st.st_mtime_ns)
    return out


def tree_mb(folder: Path) -> float:
    return sum(f.stat().st_size for f in folder.rglob("*")
               if f.is_file() and not f.is_symlink()) / 1e6


def bundled_modules(exe: Path) -> set[str]:
    """Names of the Python modules inside the executable's archive."""
    proc = subprocess.run(
        [sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer", "-l", "-r", str(exe)],
        capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    names = set()
    for line in proc.stdout.splitlines():
        if line.rstrip().endswith("'"):
            names.add(line.rstrip().rsplit("'", 2)[-2])
    return names


def run_env(home: Path, video: str = "dummy") -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    env.update(SDL_VIDEODRIVER=video, SDL_AUDIODRIVER="dummy", GREENTHINGS_HOME=str(home))
    return env


def run_without_stdio(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    """Run with stdout and stderr closed: in the bundle sys.stdout and sys.stderr
    are then None, as in a windowed build on Windows."""
    if os.name == "nt":  # a windowed .exe has no console anyway
        return subprocess.run(cmd, **kw)
    return subprocess.run(["/bin/sh", "-c", 'exec "$@" >&- 2>&-', "sh", *cmd], **kw)


def modules_stored_uncompressed(exe: Path) -> bool:
    """The one-folder program's Python modules are stored, not deflated
    (build.py builds with zlib level 0: nothing to inflate at start-up)."""
    from PyInstaller.archive.readers import CArchiveReader

    pkg = CArchiveReader(str(exe))
    pyz = pkg.open_embedded_archive(next(name for name, entry in pkg.toc.items() if entry[-1] == "z"))
    heads = []
    with open(exe, "rb") as f:
        for module in ("greenthings.ui.app", "pygame_gui.ui_manager", "logging"):
            _typecode, offset, _length = pyz.toc[module]
            f.seek(pyz._start_offset + offset)
            heads.append(f.read(2))
    return heads == [b"\x78\x01"] * 3  # a zlib stream's header at level 0


def build_machine_glibc() -> tuple[int, ...]:
    """This machine's glibc, e.g. (2, 36)."""
    name, version = os.confstr("CS_GNU_LIBC_VERSION").split()
    assert name == "glibc", name
    return tuple(int(p) for p in version.split("."))


def check_glibc_floor(dist: Path, bundle: Path) -> str:
    """package.py check-glibc on the built bundle.  It passes where the build
    machine's glibc is no newer than README's promise (the workflow's AlmaLinux
    8 container); on a newer machine it must fail and name the Python runtime,
    which was linked against that newer glibc.  Either way no C++ runtime is
    bundled, and every shared library was read."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import package

    bundled = sorted(p.name for p in bundle.rglob("*") if p.name.startswith(package.SYSTEM_LIBRARIES))
    assert not bundled, f"the C++ runtime must come from the system: {bundled}"
    problems, count = package.glibc_problems(bundle)
    assert count >= 40, count  # the program, libpython, the extensions and pygame's libraries
    proc = subprocess.run([sys.executable, str(PACKAGE), "check-glibc", "--dist", str(dist)],
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    if build_machine_glibc() <= package.GLIBC_PROMISE:
        assert problems == [] and proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout.strip()
    assert proc.returncode == 1 and "libpython3" in proc.stderr, proc.stdout + proc.stderr
    assert "bundled" not in proc.stderr and "GLIBCXX" not in proc.stderr
    return f"built on glibc {'.'.join(map(str, build_machine_glibc()))}: {len(problems)} files above the promise"


def game_version() -> str:
    from greenthings import __version__

    return __version__


def check_linux_archive(archive: Path, bundle: Path) -> None:
    """The .tar.gz holds the bundle as GreenThings/..., its symlinks still
    links, with the desktop entry and the icon beside the program."""
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    links = {p.relative_to(bundle.parent).as_posix() for p in bundle.rglob("*") if p.is_symlink()}
    assert links, "PyInstaller 6 links _internal/lib*.so into the wheels' .libs folders"
    assert all(members[name].issym() for name in links)
    for name in ("GreenThings/GreenThings", "GreenThings/greenthings.desktop", "GreenThings/greenthings.png"):
        assert members[name].isfile(), name
    assert members["GreenThings/GreenThings"].mode & 0o111
    desktop = (bundle / "greenthings.desktop").read_text(encoding="utf-8")
    assert "Exec=GreenThings\n" in desktop and "Icon=greenthings\n" in desktop


@pytest.mark.timeout(900)
def test_built_bundle(tmp_path):
    require_build_extra()
    dist, work = tmp_path / "dist", tmp_path / "work"
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, str(BUILD), "--dist", str(dist), "--work", str(work)],
                          capture_output=True, text=True, timeout=900, cwd=tmp_path,
                          stdin=subprocess.DEVNULL)
    build_s = time.perf_counter() - start
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-5000:]

    bundle = dist / NAME
    exe = bundle / (NAME + (".exe" if os.name == "nt" else ""))
    internal = bundle / "_internal"  # sys._MEIPASS of a one-folder build
    assert exe.is_file(), sorted(p.name for p in dist.rglob("*"))[:50]

    # The data the game needs, at the bundle root where resources.root_dir() looks.
    shipped = {p.relative_to(ROOT).as_posix() for d in ("maps", "assets")
               for p in (ROOT / d).rglob("*") if p.is_file()}
    bundled = {p.relative_to(internal).as_posix() for d in ("maps", "assets")
               for p in (internal / d).rglob("*") if p.is_file()}
    assert "maps/znutar.json" in shipped
    assert shipped <= bundled, sorted(shipped - bundled)
    # pygame_gui's hook brought its theme and Latin fonts; the CJK fonts are left out.
    gui_data = internal / "pygame_gui" / "data"
    assert (gui_data / "default_theme.json").is_file()
    assert (gui_data / "NotoSans-Regular.ttf").is_file()
    assert not list(gui_data.glob("NotoSansJP-*"))

    modules = bundled_modules(exe)
    assert "greenthings.bots.worker" in modules and "greenthings.ui.app" in modules
    assert "pyi_rth_multiprocessing" in modules and not set(DROPPED_RUNTIME_HOOKS) & modules
    assert modules_stored_uncompressed(exe)
    unwanted = sorted(m for m in modules if m.split(".")[0] in MUST_NOT_CONTAIN
                      or any(m == x or m.startswith(x + ".") for x in MUST_NOT_CONTAIN))
    assert not unwanted, unwanted

    size_mb = tree_mb(bundle)
    assert size_mb < MAX_BUNDLE_MB, f"bundle is {size_mb:.1f} MB"
    glibc = check_glibc_floor(dist, bundle) if sys.platform.startswith("linux") else "not Linux"

    before = snapshot(bundle)
    home = tmp_path / "home"
    log = home / "logs" / "greenthings.log"
    elsewhere = tmp_path / "cwd"  # never the repository: the bundle must not need it
    elsewhere.mkdir()

    # 1. The smoke test of the built program (over five minutes counts as a hang:
    #    it renders every scene and checks their layouts, 20-70 s on 2 busy cores).
    start = time.perf_counter()
    smoke = subprocess.run([str(exe), "--smoke-test"], env=run_env(home), cwd=elsewhere,
                           capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    smoke_s = time.perf_counter() - start
    assert smoke.returncode == 0, smoke.stdout[-5000:] + smoke.stderr[-5000:]
    assert "smoke test passed" in smoke.stdout
    assert "smoke test: menu ok" in log.read_text(encoding="utf-8")

    # 2. The same with no stdout/stderr (windowed build): still exits 0, still logs.
    log.unlink()
    quiet = run_without_stdio([str(exe), "--smoke-test"], env=run_env(home), cwd=elsewhere,
                              timeout=300, stdin=subprocess.DEVNULL)
    assert quiet.returncode == 0
    assert "smoke test: message ok" in log.read_text(encoding="utf-8")

    # 3. The bot process (multiprocessing "spawn" re-runs the executable).
    bot = subprocess.run([str(exe), "--check-bot-worker"], env=run_env(home), cwd=elsewhere,
                         capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert bot.returncode == 0, bot.stdout[-5000:] + bot.stderr[-5000:]
    assert "bot worker ok" in bot.stdout

    # 4. A crash (no such video driver): the log has the traceback, and the player
    #    is told where the log is.
    crash = subprocess.run([str(exe), "--smoke-test"], env=run_env(home, video="no-such-driver"),
                           cwd=elsewhere, capture_output=True, text=True, timeout=120,
                           stdin=subprocess.DEVNULL)
    assert crash.returncode == 1, crash.stdout + crash.stderr
    assert str(log) in crash.stderr
    # ... and with no stdout/stderr at all, the log still has it.
    log.unlink()
    crash = run_without_stdio([str(exe), "--smoke-test"], env=run_env(home, video="no-such-driver"),
                              cwd=elsewhere, timeout=120, stdin=subprocess.DEVNULL)
    assert crash.returncode == 1
    text = log.read_text(encoding="utf-8")
    assert "the game crashed" in text and "Traceback" in text and "no-such-driver" in text

    # 5. The version, as players and bug reports see it (a windowed Windows
    #    program has no stdout to print it on).
    if os.name != "nt":
        version = subprocess.run([str(exe), "--version"], env=run_env(home), cwd=elsewhere,
                                 capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
        assert version.returncode == 0 and version.stdout.strip() == f"greenthings {game_version()}"

    # 6. The packaging workflow's last step: smoke test, then the archive.
    release = tmp_path / "release"
    packed = subprocess.run([sys.executable, str(PACKAGE), "archive", "--dist", str(dist), "--out", str(release)],
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert packed.returncode == 0, packed.stdout[-5000:] + packed.stderr[-5000:]
    archives = sorted(p.name for p in release.iterdir())
    assert len(archives) == 1 and archives[0].startswith(f"{NAME}-{game_version()}-"), archives
    if sys.platform.startswith("linux"):
        check_linux_archive(release / archives[0], bundle)

    # Nothing was written into the bundle.
    assert snapshot(bundle) == before

    print(f"\nbuild {build_s:.0f} s, bundle {size_mb:.1f} MB, smoke test {smoke_s:.1f} s; glibc: {glibc}")
