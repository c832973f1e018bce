#!/usr/bin/env python3
"""Turn a built bundle into the archive players download.

    python build_scripts/package.py archive           # smoke-test dist/, then write dist/release/GreenThings-<version>-<system>.<ext>
    python build_scripts/package.py sums dist/release # SHA256SUMS for the archives there
    python build_scripts/package.py check-tag v0.1.0  # fails unless the tag is "v" + the game's version

``archive`` first runs the shipped program's ``--smoke-test`` (dummy video and
audio, a scratch GREENTHINGS_HOME), then packs it the way its system expects:

- Linux: ``GreenThings-<v>-linux-x86_64.tar.gz`` of ``dist/GreenThings/`` (the
  program, ``_internal/``, ``greenthings.desktop`` and ``greenthings.png``),
  keeping PyInstaller's symlinks;
- Windows: ``GreenThings-<v>-windows-x86_64.zip`` of ``dist/GreenThings/``
  (``GreenThings.exe`` and ``_internal/``);
- macOS: ``GreenThings-<v>-macos-arm64.zip`` (or ``-x86_64``) of
  ``dist/GreenThings.app``, made by ``ditto`` as Apple's tools do, so the app's
  symlinks and signature survive.

The release workflow (.github/workflows/release.yml) runs exactly these
commands after ``build_scripts/build.py``; so does tests/packaging/test_bundle.py.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import platform
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "GreenThings"
ARCHIVE_SUFFIXES = (".tar.gz", ".zip", ".dmg")
SMOKE_OK = "smoke test: bot process ok"  # the smoke test's last check, in the log


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


def smoke_test(program: Path, timeout: float = 300) -> str:
    """Run ``program --smoke-test`` headless with a scratch home; return its
    log.  Raises SystemExit with the output when it fails.  A windowed
    Windows program has no stdout, so success is read from its log."""
    with tempfile.TemporaryDirectory(prefix="gt-smoke-") as home:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", GREENTHINGS_HOME=home)
        proc = subprocess.run([str(program), "--smoke-test"], env=env, cwd=home, timeout=timeout,
                              capture_output=True, text=True, stdin=subprocess.DEVNULL)
        log_file = Path(home) / "logs" / "greenthings.log"
        log = log_file.read_text(encoding="utf-8") if log_file.exists() else ""
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
    target.unlink(missing_ok=True)
    if system == "linux":
        return write_tar_gz(bundle, target)
    if system == "macos":
        return write_app_zip(bundle, target)
    return write_zip(bundle, target)


def write_sums(folder: Path) -> Path:
    """``SHA256SUMS`` for every archive in ``folder``, in the format
    ``sha256sum -c`` reads."""
    archives = sorted(p for p in folder.iterdir() if p.name.endswith(ARCHIVE_SUFFIXES))
    if not archives:
        raise SystemExit(f"no archives ({', '.join(ARCHIVE_SUFFIXES)}) in {folder}")
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
    tag = sub.add_parser("check-tag", help="check that a release tag names this version")
    tag.add_argument("tag")
    args = p.parse_args(argv)

    if args.command == "sums":
        print(write_sums(args.folder))
        return 0
    version = game_version()
    if args.command == "check-tag":
        check_tag(args.tag, version)
        print(f"tag {args.tag} matches version {version}")
        return 0
    system, machine = system_name(), machine_name()
    bundle = shipped_bundle(args.dist.resolve(), system)
    program = program_in(bundle, system)
    if not program.is_file():
        raise SystemExit(f"{program} is missing: run build_scripts/build.py first")
    smoke_test(program)
    print(f"smoke test passed: {program}")
    target = make_archive(bundle, args.out or args.dist / "release", version, system, machine)
    print(f"{target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
