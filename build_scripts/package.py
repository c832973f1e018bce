#!/usr/bin/env python3
"""Turn a built bundle into the archive players download.

    python build_scripts/package.py archive           # smoke-test dist/, then write
                                                      #   dist/release/GreenThings-<version>-<system>.<ext>
    python build_scripts/package.py check-glibc       # Linux: no ELF file in dist/GreenThings/ needs
                                                      #   a newer glibc than README promises
    python build_scripts/package.py sums dist/release # SHA256SUMS for the archives there
                                                      #   (--complete: all four must be there)
    python build_scripts/package.py check-tag v0.1.0  # fails unless the tag is "v" + the game's version

``archive`` first checks a macOS app's signature (``codesign --verify --deep
--strict``), runs the shipped program's ``--smoke-test`` (dummy video and
audio, a scratch GREENTHINGS_HOME), then packs it the way its system expects:

- Linux: ``GreenThings-<v>-linux-x86_64.tar.gz`` of ``dist/GreenThings/`` (the
  program, ``_internal/``, ``greenthings.desktop`` and ``greenthings.png``),
  keeping PyInstaller's symlinks;
- Windows: ``GreenThings-<v>-windows-x86_64.zip`` of ``dist/GreenThings/``
  (``GreenThings.exe`` and ``_internal/``);
- macOS: ``GreenThings-<v>-macos-arm64.zip`` (or ``-x86_64``) of
  ``dist/GreenThings.app``, made by ``ditto`` as Apple's tools do, so the app's
  symlinks and signature survive.

The packaging workflow (.github/workflows/packaging.yml) runs these commands
after ``build_scripts/build.py``; so does tests/packaging/test_bundle.py.  The
release workflow runs ``sums --complete`` on the draft release's archives
before publishing it.

Scratch folders are removed with retries and never fail the command: on
Windows an antivirus scanner may still hold a file the program just wrote.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import platform
import subprocess
import sys
import shutil
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))  # elfdeps, when run from elsewhere
import elfdeps  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAME = "GreenThings"
ARCHIVE_SUFFIXES = (".tar.gz", ".zip", ".dmg")
SMOKE_OK = "smoke test: bot process ok"  # the smoke test's last check, in the log
# Every archive a release carries: (system, processor), one per build job.
RELEASE_PLATFORMS = (("linux", "x86_64"), ("windows", "x86_64"), ("macos", "arm64"), ("macos", "x86_64"))
# The oldest Linux the download runs on, as README's "Download and play" says:
# glibc 2.28 (Debian 10, Ubuntu 20.04 has 2.31, RHEL/AlmaLinux 8, Fedora 29).
# Their C++ runtime, which the bundle takes from the system, is GCC 8's.
GLIBC_PROMISE = (2, 28)
GLIBCXX_PROMISE = (3, 4, 25)
# Left to the player's system (build_scripts/greenthings.spec leaves them out).
SYSTEM_LIBRARIES = ("libstdc++.so", "libgcc_s.so")


def game_version() -> str:
    sys.path.insert(0, str(ROOT))
    try:
        from greenthings import __version__
    finally:
        sys.path.remove(str(ROOT))
    return __version__


def system_name(platform_name: str = sys.platform) -> str:
    if platform_name == "win32":
        return "windows"
    if platform_name == "darwin":
        return "macos"
    return "linux"


def machine_name(machine: str | None = None) -> str:
    """The processor as players know it: x86_64 or arm64."""
    m = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(m, m)


def archive_name(version: str, system: str, machine: str) -> str:
    suffix = ".tar.gz" if system == "linux" else ".zip"
    return f"{NAME}-{version}-{system}-{machine}{suffix}"


def shipped_bundle(dist: Path, system: str) -> Path:
    """What goes into the archive: the one-folder bundle, or the macOS app."""
    return dist / f"{NAME}.app" if system == "macos" else dist / NAME


def program_in(bundle: Path, system: str) -> Path:
    if system == "macos":
        return bundle / "Contents" / "MacOS" / NAME
    return bundle / (NAME + (".exe" if system == "windows" else ""))


def retry(action: Callable[[], object], attempts: int = 5, delay: float = 0.5,
          sleep: Callable[[float], None] = time.sleep) -> bool:
    """Run ``action``; on OSError (a file another process holds open, as an
    antivirus scanner does on Windows) wait and try again, doubling the wait.
    True if it succeeded within ``attempts``."""
    for attempt in range(attempts):
        try:
            action()
            return True
        except FileNotFoundError:
            return True
        except OSError:
            if attempt + 1 < attempts:
                sleep(delay * 2 ** attempt)
    return False


def remove_tree(folder: Path, sleep: Callable[[float], None] = time.sleep) -> bool:
    """Delete a scratch folder, retrying while files are held; if some are
    still held after the retries, leave them, say so, and return False
    (a leftover temporary file must not fail a build)."""
    if retry(lambda: shutil.rmtree(folder), sleep=sleep):
        return True
    print(f"note: could not remove {folder} (files still in use); left behind", file=sys.stderr)
    return False


def smoke_test(program: Path, timeout: float = 300) -> str:
    """Run ``program --smoke-test`` headless with a scratch home; return its
    log.  Raises SystemExit with the output when it fails.  A windowed
    Windows program has no stdout, so success is read from its log."""
    home = Path(tempfile.mkdtemp(prefix="gt-smoke-"))
    try:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GREENTHINGS_HOME=str(home))
        proc = subprocess.run([str(program), "--smoke-test"], env=env, cwd=home, timeout=timeout,
                              capture_output=True, text=True, stdin=subprocess.DEVNULL)
        log_file = home / "logs" / "greenthings.log"
        log = log_file.read_text(encoding="utf-8") if log_file.exists() else ""
    finally:
        remove_tree(home)
    if proc.returncode != 0 or SMOKE_OK not in log:
        raise SystemExit(f"smoke test of {program} failed (exit {proc.returncode})\n"
                         f"--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}\n"
                         f"--- log\n{log[-4000:]}")
    return log


def _owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def write_tar_gz(bundle: Path, target: Path) -> Path:
    """``bundle`` as ``<bundle name>/...`` in a .tar.gz; symlinks stay links."""
    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=bundle.name, filter=_owned_by_root)
    return target


def write_zip(bundle: Path, target: Path) -> Path:
    """``bundle`` as ``<bundle name>/...`` in a .zip (for Windows, whose
    bundles have no symlinks)."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(bundle.rglob("*")):
            zf.write(path, Path(bundle.name, path.relative_to(bundle)).as_posix())
    return target


def write_app_zip(app: Path, target: Path) -> Path:
    """A macOS app in a .zip, by ``ditto`` (keeps symlinks, modes and the signature)."""
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(target)],
                   check=True)
    return target


def make_archive(bundle: Path, out_dir: Path, version: str, system: str, machine: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / archive_name(version, system, machine)
    if not retry(lambda: target.unlink(missing_ok=True)):
        raise SystemExit(f"cannot replace {target}: another program holds it open")
    if system == "linux":
        return write_tar_gz(bundle, target)
    if system == "macos":
        return write_app_zip(bundle, target)
    return write_zip(bundle, target)


def release_archives(version: str) -> list[str]:
    """The names of the archives a release of ``version`` must carry."""
    return [archive_name(version, system, machine) for system, machine in RELEASE_PLATFORMS]


def write_sums(folder: Path, expected: list[str] | None = None) -> Path:
    """``SHA256SUMS`` for every archive in ``folder``, in the format
    ``sha256sum -c`` reads.  With ``expected``, the archives must be exactly
    those names (a release is published only when every platform is there)."""
    archives = sorted(p for p in folder.iterdir() if p.name.endswith(ARCHIVE_SUFFIXES))
    if not archives:
        raise SystemExit(f"no archives ({', '.join(ARCHIVE_SUFFIXES)}) in {folder}")
    if expected is not None:
        names = {p.name for p in archives}
        missing, extra = sorted(set(expected) - names), sorted(names - set(expected))
        if missing or extra:
            raise SystemExit(f"the release is not complete: missing {missing or 'nothing'}, "
                             f"unexpected {extra or 'nothing'} (re-run the failed build job)")
    lines = []
    for path in archives:
        digest = hashlib.sha256()
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}\n")
    sums = folder / "SHA256SUMS"
    sums.write_text("".join(lines), encoding="utf-8", newline="\n")
    return sums


def glibc_problems(bundle: Path, glibc: tuple[int, ...] = GLIBC_PROMISE,
                   glibcxx: tuple[int, ...] = GLIBCXX_PROMISE) -> tuple[list[str], int]:
    """What keeps a Linux bundle from running on the promised systems: an ELF
    file needing a newer GLIBC_ (or GLIBCXX_) version than promised, or a
    bundled C++ runtime.  Returns (problems, number of ELF files read)."""
    problems = [f"{p.relative_to(bundle)}: the system's own copy must be used (bundled)"
                for p in sorted(bundle.rglob("*")) if p.name.startswith(SYSTEM_LIBRARIES)]
    files = elfdeps.elf_files(bundle)
    for path in files:
        needs = elfdeps.version_needs(path)
        for family, limit in (("GLIBC", glibc), ("GLIBCXX", glibcxx)):
            top = elfdeps.highest(needs, family)
            if top > limit:
                problems.append(f"{path.relative_to(bundle)}: needs {family}_{elfdeps.dotted(top)} "
                                f"(promised: {elfdeps.dotted(limit)})")
    return problems, len(files)


def check_glibc(bundle: Path) -> str:
    problems, count = glibc_problems(bundle)
    if not count:
        raise SystemExit(f"no ELF files in {bundle}: run build_scripts/build.py first (on Linux)")
    if problems:
        raise SystemExit(f"{len(problems)} file(s) in {bundle} break README's promise of glibc "
                         f"{elfdeps.dotted(GLIBC_PROMISE)}:\n  " + "\n  ".join(problems)
                         + "\nBuild in the oldest supported system (see docs/packaging.md).")
    return (f"{count} ELF files need at most glibc {elfdeps.dotted(GLIBC_PROMISE)} "
            f"and libstdc++ GLIBCXX_{elfdeps.dotted(GLIBCXX_PROMISE)}; no C++ runtime bundled")


def verify_signature(app: Path) -> None:
    """macOS: the app's signature (ad hoc or Developer ID) covers every file
    in it.  A file changed after signing is what makes Gatekeeper call a
    downloaded app "damaged"."""
    proc = subprocess.run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"codesign --verify --deep --strict failed for {app}:\n{proc.stdout}{proc.stderr}")


def check_tag(tag: str, version: str) -> None:
    if tag != f"v{version}":
        raise SystemExit(f"the tag {tag!r} does not match the game's version {version!r} "
                         f"(greenthings/__init__.py): tag v{version}, or change the version first")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Archive the built game for players.")
    sub = p.add_subparsers(dest="command", required=True)
    arc = sub.add_parser("archive", help="smoke-test the built bundle, then archive it")
    arc.add_argument("--dist", type=Path, default=ROOT / "dist", help="where build.py put it (default: dist/)")
    arc.add_argument("--out", type=Path, default=None, help="where the archive goes (default: DIST/release/)")
    sums = sub.add_parser("sums", help="write SHA256SUMS for the archives in a folder")
    sums.add_argument("folder", type=Path)
    sums.add_argument("--complete", action="store_true",
                      help="fail unless the folder holds exactly this version's four archives")
    glibc = sub.add_parser("check-glibc", help="Linux: check the bundle against README's glibc promise")
    glibc.add_argument("--dist", type=Path, default=ROOT / "dist", help="where build.py put it (default: dist/)")
    tag = sub.add_parser("check-tag", help="check that a release tag names this version")
    tag.add_argument("tag")
    args = p.parse_args(argv)

    version = game_version()
    if args.command == "sums":
        print(write_sums(args.folder, release_archives(version) if args.complete else None))
        return 0
    if args.command == "check-glibc":
        print(check_glibc(args.dist.resolve() / NAME))
        return 0
    if args.command == "check-tag":
        check_tag(args.tag, version)
        print(f"tag {args.tag} matches version {version}")
        return 0
    system, machine = system_name(), machine_name()
    bundle = shipped_bundle(args.dist.resolve(), system)
    program = program_in(bundle, system)
    if not program.is_file():
        raise SystemExit(f"{program} is missing: run build_scripts/build.py first")
    if system == "macos":
        verify_signature(bundle)
        print(f"signature verified: {bundle}")
    smoke_test(program)
    print(f"smoke test passed: {program}")
    target = make_archive(bundle, args.out or args.dist / "release", version, system, machine)
    print(f"{target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
