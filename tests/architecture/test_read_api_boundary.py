"""Bots, the UI, the arena and the benchmarks see the game only through
`greenthings.engine`'s public names: they import no engine submodule (by
its full name, relatively, or as a name of the package) and read no private
`State` field (the read API in greenthings/engine/view/ answers instead).

A State is recognised by the names it goes by in this code (`s`, `state`,
`work`, ... and any `<x>.state`), so the check is about how the code is
written, not a proof; keep those names for states.
"""
import ast
from pathlib import Path
from types import ModuleType

import pytest

import greenthings.engine
from greenthings.engine import State

ROOT = Path(__file__).resolve().parents[2] / "greenthings"
CHECKED = ("bots", "ui", "bench", "arena.py")
# What anyone may read on a State; everything else is the engine's business.
PUBLIC_STATE = {"map", "options", "phase", "to_play", "round", "clone", "to_json", "from_json", "new"}
PRIVATE_STATE = ({*State.__slots__} | {n for n in vars(State) if not n.startswith("__")}) - PUBLIC_STATE
STATE_NAMES = {"s", "state", "st0", "work", "sim", "root", "pos", "start", "position", "c_state"}

# Files not yet moved onto the read API. This list only shrinks.
NOT_YET = {
}


def _files():
    for part in CHECKED:
        where = ROOT / part
        yield from [where] if where.is_file() else sorted(where.rglob("*.py"))


def _module_of(node: ast.ImportFrom, path: Path) -> str:
    """The module a `from ... import` reads, a relative one resolved from
    the package of `path` (a file under greenthings/)."""
    if not node.level:
        return node.module or ""
    package = path.parent.relative_to(ROOT.parent).parts if path.is_relative_to(ROOT.parent) else ()
    base = package[:len(package) - node.level + 1]
    return ".".join([*base, *([node.module] if node.module else [])])


def _engine_module(name: str) -> bool:
    """True if `name`, imported from `greenthings.engine`, is private or one
    of its submodules (a public name may share a module's name: `pieces`)."""
    found = getattr(greenthings.engine, name, None)
    return name.startswith("_") or isinstance(found, ModuleType) or found is None


def _is_state(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in STATE_NAMES
    return isinstance(node, ast.Attribute) and node.attr == "state"


def _engine_names(tree: ast.AST, path: Path) -> set[str]:
    """Names this file binds to the engine package itself (`from greenthings
    import engine [as e]`, `import greenthings.engine as e`), and
    "greenthings.engine" once `import greenthings.engine` binds it."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and _module_of(node, path) == "greenthings":
            names |= {a.asname or a.name for a in node.names if a.name == "engine"}
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "greenthings.engine":
                    names.add(a.asname or a.name)
    return names


def _dotted(node: ast.AST) -> str | None:
    """"greenthings.engine" for that chain of attributes on a name, else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def violations(path: Path, text: str | None = None) -> list[str]:
    """What `path` (or `text`, read as if it were that file) does past the read API."""
    tree = ast.parse(path.read_text() if text is None else text, str(path))
    engine = _engine_names(tree, path)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = _module_of(node, path)
            if module.startswith("greenthings.engine."):
                out.append(f"line {node.lineno}: imports {module}")
            elif module == "greenthings.engine":
                out += [f"line {node.lineno}: imports greenthings.engine.{a.name}" for a in node.names
                        if _engine_module(a.name)]
        elif isinstance(node, ast.Import):
            out += [f"line {node.lineno}: imports {a.name}" for a in node.names
                    if a.name.startswith("greenthings.engine.")]
        elif isinstance(node, ast.Attribute):
            if node.attr in PRIVATE_STATE and _is_state(node.value):
                out.append(f"line {node.lineno}: reads State.{node.attr}")
            elif engine and _dotted(node.value) in engine and _engine_module(node.attr):
                out.append(f"line {node.lineno}: reads greenthings.engine.{node.attr}")
    return out


@pytest.mark.parametrize("path", list(_files()), ids=lambda p: str(p.relative_to(ROOT)))
def test_uses_only_the_engines_public_names(path):
    rel = str(path.relative_to(ROOT))
    found = violations(path)
    if rel in NOT_YET:
        if not found:
            pytest.fail(f"{rel} now keeps to the read API: take it off NOT_YET")
        pytest.xfail(f"{rel} is not yet on the read API ({len(found)} places)")
    assert not found, f"{rel} reaches past the read API:\n" + "\n".join(found)


def test_the_check_catches_a_private_read(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from greenthings.engine.tables import CREW\ndef f(s):\n    return s.loc, s.phase\n")
    assert violations(bad) == ["line 1: imports greenthings.engine.tables", "line 3: reads State.loc"]


def test_the_check_catches_a_submodule_imported_another_way():
    bad = ROOT / "bots" / "heuristic" / "bad.py"        # never written: its text is given
    text = "from ...engine.shipmap import steps_from\nfrom greenthings.engine import tables, _x, apply\n"
    assert violations(bad, text) == ["line 1: imports greenthings.engine.shipmap",
                                     "line 2: imports greenthings.engine.tables",
                                     "line 2: imports greenthings.engine._x"]


def test_the_check_catches_a_submodule_read_off_the_package():
    bad = ROOT / "ui" / "bad.py"        # never written: its text is given
    text = ("from greenthings import engine\nimport greenthings.engine as ge\nimport greenthings.engine\n"
            "from .. import engine as e2\n"
            "engine.tables.CREW, engine.apply, engine.pieces, ge.shipmap, greenthings.engine.combat, e2._x\n")
    assert sorted(violations(bad, text)) == sorted([
        "line 5: reads greenthings.engine.tables", "line 5: reads greenthings.engine.shipmap",
        "line 5: reads greenthings.engine.combat", "line 5: reads greenthings.engine._x"])
