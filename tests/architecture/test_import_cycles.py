"""No import circles anywhere in greenthings/ (issue 24, item 7).

Every import counts: inside functions (they only hide a cycle), under
`if TYPE_CHECKING:` (a type checker follows them), and a package's
`__init__.py` is a module of its own (importing `greenthings.engine.species`
runs it, and whatever it imports)."""
import ast
from pathlib import Path

from tests.architecture.test_engine_imports import find_cycle

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "greenthings"


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """module -> the greenthings modules (packages included) it imports."""
    files = {_name(p): p for p in PACKAGE.rglob("*.py")}
    packages = {_name(p) for p in PACKAGE.rglob("__init__.py")}
    graph: dict[str, set[str]] = {}
    for mod, path in files.items():
        pkg = mod.split(".") if mod in packages else mod.split(".")[:-1]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = pkg[:len(pkg) - (node.level - 1)] if node.level else []
                mod_name = ".".join(base + (node.module.split(".") if node.module else []))
                targets = [mod_name] + [f"{mod_name}.{a.name}" for a in node.names]
            else:
                continue
            for t in targets:
                if t in files:
                    deps.add(t)
                    # importing a.b.c runs a/__init__ and a/b/__init__ first
                    parts = t.split(".")
                    deps.update(".".join(parts[:i]) for i in range(2, len(parts)) if ".".join(parts[:i]) in files)
        graph[mod] = deps - {mod} - _parents(mod)
    return graph


def _parents(mod: str) -> set[str]:
    """A module's own packages: Python runs them before the module, and a
    package importing its own submodules is how packages are built."""
    parts = mod.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def test_no_import_cycle_in_the_whole_package():
    graph = import_graph()
    assert "greenthings.engine.species" in graph["greenthings.engine.state"]   # packages are counted
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_graph_sees_type_checking_and_function_imports():
    graph = import_graph()
    # routes.py imports the session only for its annotations, and lazily in start_game
    assert "greenthings.ui.game.session" in graph["greenthings.ui.scenes.routes"]
