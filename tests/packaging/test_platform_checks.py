"""Each platform's fixes, checked without a build: the ELF reader and the
glibc check (Linux), the version resource and DPI-aware manifest (Windows),
scratch-folder cleanup that survives a locked file (Windows' antivirus), and
the release's completeness check."""
from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import xml.dom.minidom
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import elfdeps  # noqa: E402
import package  # noqa: E402
import windows_resources  # noqa: E402

LINUX = sys.platform.startswith("linux")
needs_linux = pytest.mark.skipif(not LINUX, reason="reads this system's ELF files (Linux only)")


def objdump_needs(path: Path) -> set[tuple[str, str]]:
    """binutils' reading of the same section: "required from LIB:" then one line a version."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    needs, library = set(), None
    for line in out.split("Version References:", 1)[-1].splitlines():
        if m := re.match(r"\s+required from (\S+):", line):
            library = m.group(1)
        elif m := re.match(r"\s+0x[0-9a-f]+ 0x[0-9a-f]+ \d+ (\S+)", line):
            needs.add((library, m.group(1)))
    return needs


def system_elf_files() -> list[Path]:
    """A few ELF files every Linux has: this Python and the libraries it loads."""
    candidates = [Path(sys.executable).resolve(), Path(shutil.which("ls") or "/bin/ls").resolve()]
    candidates += [Path(p) for p in Path("/proc/self/maps").read_text().split() if ".so" in p and p.startswith("/")]
    files = sorted({p for p in candidates if p.is_file() and elfdeps.is_elf(p)})
    assert len(files) >= 3, files
    return files


# -- Linux: ELF version needs -------------------------------------------------

@needs_linux
def test_elf_reader_agrees_with_objdump():
    if shutil.which("objdump") is None:
        pytest.skip("objdump (binutils) missing: the reader is NOT compared with it here")
    files = system_elf_files()
    for path in files:
        assert {(n.library, n.version) for n in elfdeps.version_needs(path)} == objdump_needs(path), path
    assert any(elfdeps.highest(elfdeps.version_needs(p)) >= (2, 2) for p in files)


def test_elf_reader_refuses_what_is_not_elf(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("not a program")
    damaged = tmp_path / "libbroken.so"
    damaged.write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 9 + b"\xff" * 100)
    assert not elfdeps.is_elf(text) and elfdeps.is_elf(damaged)
    assert elfdeps.elf_files(tmp_path) == [damaged]
    with pytest.raises(elfdeps.ElfError):
        elfdeps.version_needs(text)
    with pytest.raises(elfdeps.ElfError):
        elfdeps.version_needs(damaged)


def test_versions_compare_as_numbers():
    need = elfdeps.Need("libc.so.6", "GLIBC_2.28")
    assert need.family == "GLIBC" and need.number == (2, 28)
    assert elfdeps.highest([need, elfdeps.Need("libc.so.6", "GLIBC_2.9"),
                            elfdeps.Need("libstdc++.so.6", "GLIBCXX_3.4.30")]) == (2, 28)
    assert elfdeps.Need("libc.so.6", "GLIBC_PRIVATE").number == ()
    assert elfdeps.parse_version("2.28") == (2, 28) and elfdeps.dotted((3, 4, 25)) == "3.4.25"


@needs_linux
def test_glibc_check_names_each_file_over_the_promise_and_a_bundled_cxx_runtime(tmp_path):
    bundle = tmp_path / "GreenThings"
    (bundle / "_internal").mkdir(parents=True)
    # The system file needing the newest glibc (some need only 2.2.5, the oldest x86-64 one).
    program = max(system_elf_files(), key=lambda p: elfdeps.highest(elfdeps.version_needs(p)))
    shutil.copy2(program, bundle / "GreenThings")
    needed = elfdeps.highest(elfdeps.version_needs(program))
    assert needed > (2, 2, 5), f"no system ELF file here needs more than GLIBC_2.2.5: {program}"
    # Under a promise at least as new as what the program needs: nothing to say.
    assert package.glibc_problems(bundle, glibc=needed) == ([], 1)
    # Under an older promise, the program is named with the version it needs.
    problems, count = package.glibc_problems(bundle, glibc=(2, 2, 5))
    assert count == 1 and problems == [f"GreenThings: needs GLIBC_{elfdeps.dotted(needed)} (promised: 2.2.5)"]
    # A C++ runtime in the bundle is named whatever it needs.
    (bundle / "_internal" / "libstdc++.so.6").write_bytes(b"not really")
    problems, _ = package.glibc_problems(bundle, glibc=needed)
    assert problems == [f"{Path('_internal', 'libstdc++.so.6')}: the system's own copy must be used (bundled)"]


def test_check_glibc_needs_a_linux_build(tmp_path):
    (tmp_path / "GreenThings").mkdir()
    with pytest.raises(SystemExit, match="no ELF files"):
        package.check_glibc(tmp_path / "GreenThings")


# -- Windows: version resource and manifest ---------------------------------------

class _Recorded:
    """Stands in for PyInstaller's VSVersionInfo classes (which import
    Windows-only modules) to read back the version file's structure."""

    def __init__(self, kind):
        self.kind = kind

    def __call__(self, *args, **kwargs):
        return {"kind": self.kind, "args": args, **kwargs}


def test_windows_version_resource_names_the_game_and_its_version():
    text = windows_resources.version_file_text("1.2.3", "GreenThings")
    ast.parse(text, mode="eval")  # PyInstaller evaluates the file as one expression
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    info = eval(text, {"__builtins__": {}}, {n: _Recorded(n) for n in names})  # noqa: S307 - our own text
    assert info["ffi"]["filevers"] == (1, 2, 3, 0) == info["ffi"]["prodvers"]
    table = info["kids"][0]["args"][0][0]["args"]
    strings = {s["args"][0]: s["args"][1] for s in table[1]}
    assert strings["ProductName"] == "Green Things" and strings["FileVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "GreenThings.exe"
    with pytest.raises(ValueError):
        windows_resources.file_version("1.2.3.4.5")


def test_windows_manifest_is_per_monitor_dpi_aware():
    dom = xml.dom.minidom.parseString(windows_resources.MANIFEST.encode())
    awareness = dom.getElementsByTagName("dpiAwareness")[0].firstChild.data
    assert awareness.split(",")[0].strip() == "PerMonitorV2"
    assert dom.getElementsByTagName("dpiAware")[0].firstChild.data == "true/pm"
    try:
        from PyInstaller.utils.win32 import winmanifest
    except ImportError:
        pytest.skip('PyInstaller missing (the build extra): its merge of the manifest is NOT checked')
    merged = winmanifest.create_application_manifest(windows_resources.MANIFEST.encode()).decode()
    assert "PerMonitorV2" in merged and 'level="asInvoker"' in merged


def test_the_spec_uses_the_windows_resources_and_drops_the_cxx_runtime():
    spec = (ROOT / "build_scripts" / "greenthings.spec").read_text(encoding="utf-8")
    assert "windows_resources.version_file_text(opts.version, opts.name)" in spec
    assert "manifest=windows_resources.MANIFEST" in spec
    assert 'SYSTEM_LIBRARIES = ("libstdc++.so", "libgcc_s.so")' in spec
    assert package.SYSTEM_LIBRARIES == ("libstdc++.so", "libgcc_s.so")


# -- cleanup that a locked file cannot fail -----------------------------------

def test_cleanup_retries_a_locked_file_then_succeeds(tmp_path, monkeypatch):
    folder = tmp_path / "scratch"
    (folder / "logs").mkdir(parents=True)
    (folder / "logs" / "greenthings.log").write_text("log")
    real_rmtree, calls, waits = shutil.rmtree, [], []

    def held_twice(path, *args, **kwargs):
        calls.append(path)
        if len(calls) <= 2:
            raise PermissionError(13, "The process cannot access the file", str(path))
        real_rmtree(path, *args, **kwargs)

    monkeypatch.setattr(package.shutil, "rmtree", held_twice)
    assert package.remove_tree(folder, sleep=waits.append) is True
    assert not folder.exists() and len(calls) == 3 and waits == [0.5, 1.0]


def test_cleanup_leaves_a_file_held_for_good_and_says_so(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "scratch"
    folder.mkdir()

    def always_held(path, *args, **kwargs):
        raise PermissionError(13, "in use", str(path))

    monkeypatch.setattr(package.shutil, "rmtree", always_held)
    waits = []
    assert package.remove_tree(folder, sleep=waits.append) is False
    assert len(waits) == 4 and folder.exists()
    assert "could not remove" in capsys.readouterr().err
    assert package.retry(lambda: (_ for _ in ()).throw(FileNotFoundError()), sleep=waits.append)


# -- publishing ---------------------------------------------------------------

def test_a_release_is_complete_only_with_all_four_archives(tmp_path):
    names = package.release_archives("1.2.3")
    assert names == ["GreenThings-1.2.3-linux-x86_64.tar.gz", "GreenThings-1.2.3-windows-x86_64.zip",
                     "GreenThings-1.2.3-macos-arm64.zip", "GreenThings-1.2.3-macos-x86_64.zip"]
    for name in names[:3]:
        (tmp_path / name).write_bytes(name.encode())
    with pytest.raises(SystemExit, match=r"missing \['GreenThings-1.2.3-macos-x86_64.zip'\]"):
        package.write_sums(tmp_path, names)
    assert not (tmp_path / "SHA256SUMS").exists()
    (tmp_path / names[3]).write_bytes(b"intel")
    (tmp_path / "GreenThings-1.2.2-linux-x86_64.tar.gz").write_bytes(b"old")
    with pytest.raises(SystemExit, match=r"unexpected \['GreenThings-1.2.2-linux-x86_64.tar.gz'\]"):
        package.write_sums(tmp_path, names)
    (tmp_path / "GreenThings-1.2.2-linux-x86_64.tar.gz").unlink()
    sums = package.write_sums(tmp_path, names).read_text(encoding="utf-8")
    assert [line.split("  ")[1] for line in sums.splitlines()] == sorted(names)


def test_sums_complete_from_the_command_line(tmp_path):
    from greenthings import __version__

    for name in package.release_archives(__version__):
        (tmp_path / name).write_bytes(b"x")
    ok = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "package.py"), "sums", "--complete",
                         str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0, ok.stderr
    os.remove(tmp_path / package.release_archives(__version__)[1])
    missing = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "package.py"), "sums", "--complete",
                              str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert missing.returncode == 1 and "windows-x86_64.zip" in missing.stderr
