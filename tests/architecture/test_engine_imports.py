"""The engine's modules import each other one way: no cycle, counting the
imports inside functions too (they only hide a cycle, they do not remove it)."""
import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "greenthings" / "engine"


def _module_name(path: Path) -> str:
    rel = path.relative_to(ENGINE).with_suffix("")
    parts = [p for p in rel.parts if p != "__init__"]
    return ".".join(parts)


def import_graph() -> dict[str, set[str]]:
    """module -> the engine modules it imports anywhere in its code (package
    __init__ files left out: importing a submodule runs them anyway)."""
    modules = {_module_name(p): p for p in ENGINE.rglob("*.py") if p.name != "__init__.py"}
    packages = {_module_name(p) for p in ENGINE.rglob("__init__.py")}
    graph: dict[str, set[str]] = {}
    for mod, path in modules.items():
        here = mod.split(".")[:-1]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here[:len(here) - (node.level - 1)] if node.level > 1 else here
                    target = base + (node.module.split(".") if node.module else [])
                elif node.module and node.module.startswith("greenthings.engine"):
                    target = node.module.split(".")[2:]
                else:
                    continue
                name = ".".join(target)
                if name in modules:
                    deps.add(name)
                for alias in node.names:           # from . import crew_turn
                    sub = ".".join(target + [alias.name])
                    if sub in modules:
                        deps.add(sub)
                if name not in modules and name not in packages and name:
                    raise AssertionError(f"{mod} imports unknown engine module {name!r}")
        graph[mod] = deps - {mod}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                return stack[stack.index(d):] + [d]
            if d not in state:
                found = visit(d)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_engine_import_graph_has_no_cycle():
    graph = import_graph()
    assert "rules" in graph and "turn" in graph["monster_turn"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_cycle_finder_finds_a_hidden_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
