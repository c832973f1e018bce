"""The core names no expansion: outside an expansion's own package
(engine/outside/ for Outside the Znutar) no engine module imports it or
reads its record, except its view module (engine/view/outside.py, re-exported by the read
API). The shipped expansions are found by looking (engine/shipped_expansions.py), not listed."""
import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "greenthings" / "engine"
EXPANSION_PACKAGES = ("outside",)
ALLOWED = ("view/outside.py",)  # core files that may name an expansion


def _imports_of_expansions(source: str, module: list[str]) -> list[str]:
    """The expansion packages the engine module `module` (its path's parts
    under engine/) imports in `source`, as 'line N: module'."""
    here = module[:-1]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - (node.level - 1)]
                target = base + (node.module.split(".") if node.module else [])
            elif node.module and node.module.startswith("greenthings.engine"):
                target = node.module.split(".")[2:]
            else:
                continue
            names = [target] if target else []
            names += [target + [a.name] for a in node.names]
            if any(t[:1] and t[0] in EXPANSION_PACKAGES for t in names):
                found.append(f"line {node.lineno}: {'.'.join(target) or [a.name for a in node.names]}")
    return found


def _records_read(source: str) -> list[str]:
    """Attribute reads of an expansion's record or switch (`s.outside`, `options.outside`)."""
    tree = ast.parse(source)
    return [f"line {n.lineno}: .{n.attr}" for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr in EXPANSION_PACKAGES]


def _core_files():
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        if rel.split("/")[0] not in EXPANSION_PACKAGES:
            yield rel, path


def test_no_core_module_names_an_expansion():
    bad = {}
    for rel, path in _core_files():
        if rel in ALLOWED:
            continue
        source = path.read_text()
        imports = _imports_of_expansions(source, list(path.relative_to(ENGINE).with_suffix("").parts))
        found = imports + _records_read(source)
        if found:
            bad[rel] = found
    assert not bad, f"core modules name an expansion: {bad}"


def test_the_check_finds_a_reference():
    source = "from .outside import units\nfrom . import outside\n\ndef f(s):\n    return s.outside\n"
    assert len(_imports_of_expansions(source, ["combat"])) == 2 and _records_read(source)
    assert _imports_of_expansions("from ..outside.places import layout\n", ["view", "pieces"])
    assert not _imports_of_expansions("from .outside import units\n", ["view", "__init__"])   # view/outside.py


def test_the_shipped_expansions_are_found_by_looking():
    from greenthings.engine import EXPANSIONS
    from greenthings.engine.shipped_expansions import expansion_packages
    assert expansion_packages() == EXPANSION_PACKAGES
    assert all(option in EXPANSIONS for option in EXPANSION_PACKAGES)   # found, so imported and registered
