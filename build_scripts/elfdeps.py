"""What the Linux bundle's ELF files need of the system's C library, read
with the standard library alone (no binutils needed).

A program or library built against glibc records, for each symbol it takes
from libc, the symbol *version* it was linked with (``GLIBC_2.28``...), in the
``.gnu.version_r`` section ("version needs").  The loader refuses the file on
a system whose libc lacks one of those versions, so the highest ``GLIBC_``
version over every ELF file in the bundle is the oldest glibc the download
runs on.  ``objdump -p FILE`` prints the same list under "Version References".

    python build_scripts/elfdeps.py FILE_OR_FOLDER...   # each file's highest GLIBC_ need

``package.py check-glibc`` holds a built bundle to the glibc README promises.
"""
from __future__ import annotations

import re
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
SHT_GNU_VERNEED = 0x6FFFFFFE
_VERSION = re.compile(r"^([A-Z]+)_(\d+(?:\.\d+)*)$")


class ElfError(ValueError):
    """A file that starts like ELF but cannot be read as one."""


@dataclass(frozen=True)
class Need:
    """One version an ELF file needs: ``GLIBC_2.28`` from ``libc.so.6``."""
    library: str
    version: str  # the full name, e.g. "GLIBC_2.28"

    @property
    def family(self) -> str:
        """``GLIBC``, ``GLIBCXX``, ``CXXABI``, ``GCC``... ("" if the name has no number)."""
        m = _VERSION.match(self.version)
        return m.group(1) if m else ""

    @property
    def number(self) -> tuple[int, ...]:
        m = _VERSION.match(self.version)
        return tuple(int(p) for p in m.group(2).split(".")) if m else ()


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == ELF_MAGIC
    except OSError:
        return False


def version_needs(path: Path) -> list[Need]:
    """Every (library, version) pair in the file's version-needs section;
    empty for an ELF file without one (e.g. statically linked)."""
    data = Path(path).read_bytes()
    if data[:4] != ELF_MAGIC or len(data) < 64:
        raise ElfError(f"{path}: not an ELF file")
    bits, order = data[4], data[5]
    if bits not in (1, 2) or order not in (1, 2):
        raise ElfError(f"{path}: unknown ELF class {bits} or byte order {order}")
    end = "<" if order == 1 else ">"
    try:
        if bits == 2:  # 64-bit
            (shoff,) = struct.unpack_from(end + "Q", data, 0x28)
            shentsize, shnum, _ = struct.unpack_from(end + "HHH", data, 0x3A)
            header = end + "IIQQQQIIQQ"
        else:
            (shoff,) = struct.unpack_from(end + "I", data, 0x20)
            shentsize, shnum, _ = struct.unpack_from(end + "HHH", data, 0x2E)
            header = end + "IIIIIIIIII"
        sections = []
        for i in range(shnum):
            f = struct.unpack_from(header, data, shoff + i * shentsize)
            # (type, offset, size, link, info)
            sections.append((f[1], f[4], f[5], f[6], f[7]))
        needs: list[Need] = []
        for kind, offset, _size, link, count in sections:
            if kind != SHT_GNU_VERNEED:
                continue
            strings = sections[link][1]
            entry = offset
            for _ in range(count):
                _ver, aux_count, file_name, aux, next_entry = struct.unpack_from(end + "HHIII", data, entry)
                library = _string(data, strings + file_name)
                item = entry + aux
                for _ in range(aux_count):
                    _hash, _flags, _other, name, next_aux = struct.unpack_from(end + "IHHII", data, item)
                    needs.append(Need(library, _string(data, strings + name)))
                    if not next_aux:
                        break
                    item += next_aux
                if not next_entry:
                    break
                entry += next_entry
        return needs
    except (struct.error, IndexError, OverflowError, ValueError) as exc:
        raise ElfError(f"{path}: damaged ELF headers ({exc})") from None


def _string(data: bytes, start: int) -> str:
    end = data.index(b"\0", start)
    return data[start:end].decode("ascii", "replace")


def elf_files(folder: Path) -> list[Path]:
    """Every regular ELF file under ``folder`` (symlinks are counted once,
    through their targets inside the folder)."""
    return sorted(p for p in Path(folder).rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def highest(needs: list[Need], family: str = "GLIBC") -> tuple[int, ...]:
    """The highest version number of one family (``()`` if none)."""
    return max((n.number for n in needs if n.family == family), default=())


def glibc_floor(folder: Path) -> dict[Path, tuple[int, ...]]:
    """Each ELF file under ``folder`` with the highest GLIBC version it needs."""
    return {path: highest(version_needs(path)) for path in elf_files(folder)}


def parse_version(text: str) -> tuple[int, ...]:
    """``"2.28"`` -> (2, 28)."""
    if not re.fullmatch(r"\d+(\.\d+)*", text):
        raise ValueError(f"not a version number: {text!r}")
    return tuple(int(p) for p in text.split("."))


def dotted(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version)) if version else "none"


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    for arg in argv:
        path = Path(arg)
        files = elf_files(path) if path.is_dir() else [path]
        for f in files:
            print(f"GLIBC {dotted(highest(version_needs(f))):>6}  {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
