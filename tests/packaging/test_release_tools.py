"""The release tools without a build: build_scripts/package.py's archives,
checksums and tag check on a small stand-in bundle, the version, and the icon
drawn by build_scripts/icons.py."""
from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import icons  # noqa: E402
import package  # noqa: E402

from greenthings import __version__  # noqa: E402


def fake_bundle(parent: Path) -> Path:
    """A folder shaped like a one-folder build, with a symlinked library."""
    bundle = parent / "GreenThings"
    (bundle / "_internal" / "pygame_ce.libs").mkdir(parents=True)
    exe = bundle / "GreenThings"
    exe.write_bytes(b"\x7fELF program")
    exe.chmod(0o755)
    (bundle / "_internal" / "pygame_ce.libs" / "libSDL2.so").write_bytes(b"library" * 100)
    if os.name != "nt":
        (bundle / "_internal" / "libSDL2.so").symlink_to("pygame_ce.libs/libSDL2.so")
    return bundle


def test_version_is_one_string_everywhere():
    from importlib.metadata import version

    assert __version__.count(".") == 2 and all(p.isdigit() for p in __version__.split("."))
    assert version("greenthings") == __version__  # pyproject.toml reads greenthings/__init__.py
    out = subprocess.run([sys.executable, "-m", "greenthings", "--version"], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"greenthings {__version__}"


def test_archive_names_carry_version_system_and_processor():
    assert package.archive_name("1.2.3", "linux", "x86_64") == "GreenThings-1.2.3-linux-x86_64.tar.gz"
    assert package.archive_name("1.2.3", "windows", "x86_64") == "GreenThings-1.2.3-windows-x86_64.zip"
    assert package.archive_name("1.2.3", "macos", "arm64") == "GreenThings-1.2.3-macos-arm64.zip"
    assert [package.machine_name(m) for m in ("AMD64", "x86_64", "aarch64", "arm64")] == \
        ["x86_64", "x86_64", "arm64", "arm64"]
    assert [package.system_name(p) for p in ("win32", "darwin", "linux")] == ["windows", "macos", "linux"]
    dist = Path("dist")
    assert package.program_in(package.shipped_bundle(dist, "macos"), "macos") == \
        dist / "GreenThings.app" / "Contents" / "MacOS" / "GreenThings"
    assert package.program_in(package.shipped_bundle(dist, "windows"), "windows") == \
        dist / "GreenThings" / "GreenThings.exe"


@pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows; the Linux archive is made on Linux")
def test_linux_archive_keeps_symlinks_and_modes(tmp_path):
    bundle = fake_bundle(tmp_path / "dist")
    archive = package.make_archive(bundle, tmp_path / "out", "1.2.3", "linux", "x86_64")
    assert archive.name == "GreenThings-1.2.3-linux-x86_64.tar.gz"
    with tarfile.open(archive) as tar:
        link = tar.getmember("GreenThings/_internal/libSDL2.so")
        exe = tar.getmember("GreenThings/GreenThings")
        assert link.issym() and link.linkname == "pygame_ce.libs/libSDL2.so"
        assert exe.isfile() and exe.mode & 0o111 and exe.uid == 0 and exe.uname == ""
        tar.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / "GreenThings"
    assert (unpacked / "_internal" / "libSDL2.so").is_symlink()
    assert (unpacked / "_internal" / "libSDL2.so").read_bytes() == b"library" * 100


def test_windows_archive_is_a_zip_of_the_folder(tmp_path):
    bundle = tmp_path / "dist" / "GreenThings"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "GreenThings.exe").write_bytes(b"MZ program")
    (bundle / "_internal" / "python311.dll").write_bytes(b"dll")
    archive = package.make_archive(bundle, tmp_path / "out", "1.2.3", "windows", "x86_64")
    with zipfile.ZipFile(archive) as zf:
        assert zf.testzip() is None
        names = set(zf.namelist())
    assert {"GreenThings/GreenThings.exe", "GreenThings/_internal/python311.dll"} <= names


def test_sums_are_what_sha256sum_checks(tmp_path):
    for name, data in (("GreenThings-1-linux-x86_64.tar.gz", b"a"), ("GreenThings-1-windows-x86_64.zip", b"b")):
        (tmp_path / name).write_bytes(data)
    (tmp_path / "notes.txt").write_text("not an archive")
    sums = package.write_sums(tmp_path)
    lines = sums.read_text(encoding="utf-8").splitlines()
    assert lines == [f"{hashlib.sha256(b'a').hexdigest()}  GreenThings-1-linux-x86_64.tar.gz",
                     f"{hashlib.sha256(b'b').hexdigest()}  GreenThings-1-windows-x86_64.zip"]
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(SystemExit):
        package.write_sums(empty)


def test_check_tag():
    package.check_tag(f"v{__version__}", __version__)
    for wrong in (__version__, "v0.0.0-not-this", "latest"):
        with pytest.raises(SystemExit, match="does not match"):
            package.check_tag(wrong, __version__)


def test_archive_refuses_a_missing_build(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "package.py"), "archive",
                           "--dist", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "run build_scripts/build.py first" in proc.stderr


def test_icon_is_a_green_thing_on_a_rounded_tile():
    from greenthings.ui.draw import palette as P

    surf = icons.draw_icon(256)
    assert surf.get_size() == (256, 256)
    assert surf.get_at((0, 0)).a == 0  # a rounded tile: transparent corners
    assert surf.get_at((15, 128)) == (*P.SPACE, 255)  # space beside the monster
    green = sum(1 for x in range(0, 256, 4) for y in range(0, 256, 4)
                if surf.get_at((x, y))[:3] == P.ICON_BODY)
    assert green > 0.15 * 64 * 64  # a big monster (23% of the tile is its plain green)


def test_icon_files_for_each_system(tmp_path):
    if importlib.util.find_spec("PIL") is None:
        pytest.skip('icon files NOT checked: Pillow missing '
                    '(the build extra: pip install -e ".[build]" -c constraints/build.txt)')
    from PIL import Image

    made = icons.make_icons(tmp_path)
    assert Image.open(made.png).size == (icons.PNG_SIZE, icons.PNG_SIZE)
    assert {16, 32, 48, 256} <= {w for w, _ in Image.open(made.ico).info["sizes"]}
    assert made.icns.read_bytes()[:4] == b"icns"
