#!/usr/bin/env python3
"""Build the game with PyInstaller, the same way on Linux, Windows and macOS.

    python build_scripts/build.py                 # one-folder bundle: dist/GreenThings/
    python build_scripts/build.py --onefile       # one file: dist/GreenThings(.exe)
    python build_scripts/build.py --dist D --work W   # build elsewhere (the tests do)
    python build_scripts/build.py --codesign-identity "Developer ID Application: ..."   # macOS, signed

Needs PyInstaller and Pillow in the same Python, at the pinned versions:
``pip install -e ".[build]" -c constraints/build.txt``.
The bundle is windowed (no console) unless ``--console``; the recipe is
``build_scripts/greenthings.spec``.  The icons are drawn first
(``build_scripts/icons.py``): an .ico for the Windows executable, an .icns for
the macOS app; on Linux the one-folder bundle gets ``greenthings.png`` and a
``greenthings.desktop`` entry beside the program.  On macOS the windowed build
is also wrapped as ``GreenThings.app``.  The build does not change the working
tree apart from the --dist and --work folders (defaults: dist/ and
build/pyinstaller/).  ``build_scripts/package.py`` turns the result into the
archive to publish.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))  # icons.py, when run from elsewhere

from icons import make_icons  # noqa: E402

SPEC = ROOT / "build_scripts" / "greenthings.spec"
ENTITLEMENTS = ROOT / "build_scripts" / "entitlements.plist"  # the hardened runtime's exceptions (macOS)
NAME = "GreenThings"
MIN_PYINSTALLER = (6, 10)  # one-folder layout with _internal/, spec arguments after "--"

DESKTOP_ENTRY = """\
[Desktop Entry]
Type=Application
Name=Green Things
GenericName=Board game
Comment=The Awful Green Things From Outer Space: the crew of the Znutar against the monsters
Exec=GreenThings
Icon=greenthings
Terminal=false
Categories=Game;BoardGame;StrategyGame;
Keywords=board game;strategy;monsters;spaceship;
"""

MISSING_TOOL = """\
{found} in this Python ({python}).
Install the build extra and try again:

    {python} -m pip install -e ".[build]" -c constraints/build.txt

(run it in the repository folder, {root})"""


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Build the game with PyInstaller.")
    p.add_argument("--onefile", action="store_true",
                   help="one executable file instead of a folder (slower to start)")
    p.add_argument("--dist", type=Path, default=ROOT / "dist",
                   help="where the bundle goes (default: dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                   help="PyInstaller's working folder (default: build/pyinstaller/)")
    p.add_argument("--name", default=NAME, help=f"name of the program (default: {NAME})")
    p.add_argument("--console", action="store_true",
                   help="keep a console window (for debugging; players get none)")
    p.add_argument("--log-level", default="WARN",
                   help="PyInstaller's log level (default: WARN)")
    p.add_argument("--codesign-identity", default=None,
                   help="macOS: sign with this identity (hardened runtime, build_scripts/entitlements.plist) "
                        "instead of ad hoc")
    return p.parse_args(argv)


def pyinstaller_version() -> tuple[int, ...] | None:
    """PyInstaller's version in this Python, or None when it is missing."""
    try:
        import PyInstaller
    except ImportError:
        return None
    return tuple(int(p) for p in PyInstaller.__version__.split(".")[:2] if p.isdigit())


def version() -> str:
    """The game's version (greenthings/__init__.py), from this working tree."""
    sys.path.insert(0, str(ROOT))
    try:
        from greenthings import __version__
    finally:
        sys.path.remove(str(ROOT))
    return __version__


def missing_tools() -> str | None:
    """What the build needs and this Python lacks, or None."""
    found = pyinstaller_version()
    if found is None:
        return "PyInstaller is not installed"
    if found < MIN_PYINSTALLER:
        return "PyInstaller is too old (need 6.10 or newer)"
    if importlib.util.find_spec("PIL") is None:
        return "Pillow (for the icons) is not installed"
    return None


def executable_path(dist: Path, name: str = NAME, onefile: bool = False) -> Path:
    """Where the program is after a build."""
    suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / f"{name}{suffix}"
    return dist / name / f"{name}{suffix}"


def tree_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def pyinstaller_env(work: Path, onefile: bool) -> dict[str, str]:
    """PyInstaller's environment for the build."""
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    # Keep PyInstaller's bootloader/binary cache out of the user's home when
    # building into a scratch folder, and never let a stale one leak in.
    env.setdefault("PYINSTALLER_CONFIG_DIR", str(work / "config"))
    if not onefile:
        # The one-folder program keeps its Python modules in one archive
        # inside the executable, each zlib-compressed: every start inflates
        # the 300-odd modules it imports (about a tenth of the start-up).
        # Stored uncompressed (level 0) they only need reading; the bundle
        # grows by about 8 MB on disk, its .tar.gz/.zip hardly at all.  A
        # one-file program keeps compression (it would also store its
        # libraries uncompressed).  PyInstaller reads this variable in
        # archive/writers.py; the version is pinned (constraints/build.txt).
        env["PYINSTALLER_ZLIB_COMPRESSION_LEVEL"] = "0"
    return env


def build(onefile: bool = False, dist: Path | None = None, work: Path | None = None,
          name: str = NAME, console: bool = False, log_level: str = "WARN",
          codesign_identity: str | None = None) -> Path:
    """Draw the icons, run PyInstaller, add the Linux desktop entry; return
    the path of the built program."""
    dist = Path(dist or ROOT / "dist").resolve()
    work = Path(work or ROOT / "build" / "pyinstaller").resolve()
    icons = make_icons(work / "icons")
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC),
           "--noconfirm", "--clean", f"--log-level={log_level}",
           "--distpath", str(dist), "--workpath", str(work),
           "--", "--name", name, "--version", version(),
           "--icon-ico", str(icons.ico), "--icon-icns", str(icons.icns)]
    if onefile:
        cmd.append("--onefile")
    if console:
        cmd.append("--console")
    if codesign_identity:
        cmd += ["--codesign-identity", codesign_identity, "--entitlements", str(ENTITLEMENTS)]
    subprocess.run(cmd, cwd=ROOT, env=pyinstaller_env(work, onefile), check=True)
    exe = executable_path(dist, name, onefile)
    if not exe.exists():
        raise SystemExit(f"build finished but {exe} is missing")
    if sys.platform.startswith("linux") and not onefile:
        (exe.parent / "greenthings.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
        shutil.copy2(icons.png, exe.parent / "greenthings.png")
    return exe


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = missing_tools()
    if missing:
        print(MISSING_TOOL.format(python=sys.executable, root=ROOT, found=missing), file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        exe = build(args.onefile, args.dist, args.work, args.name, args.console, args.log_level,
                    args.codesign_identity)
    except subprocess.CalledProcessError as exc:
        print(f"PyInstaller failed (exit {exc.returncode})", file=sys.stderr)
        return 1
    bundle = exe if args.onefile else exe.parent
    size_mb = tree_size(bundle) / 1e6
    print(f"built {bundle} (version {version()}, {size_mb:.1f} MB) in {time.perf_counter() - start:.0f} s")
    print(f"run it: {exe}")
    print(f"check it: SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy {exe} --smoke-test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
