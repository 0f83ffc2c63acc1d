"""No module of the AI or the window takes part in an import circle, counting the imports
made inside functions (a late import hides a circle from Python, not from the reader)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "bagchen_qt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``path`` imports anywhere in its text."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from pkg import module`` imports the module; ``from module import name`` the module.
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    """Each module's imports of the package's modules; a package's face (``__init__``)
    gathering its own modules is left out: that is no circle worth naming."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    known = set(paths)
    graph = {}
    for name, path in paths.items():
        targets = imported_modules(path, known)
        if path.name == "__init__.py":
            targets = {t for t in targets if not t.startswith(name + ".")}
        graph[name] = targets
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_ai_and_the_window_are_in_no_import_circle() -> None:
    found = [c for c in circles(import_graph()) if any(m.startswith(("bagchen_qt.ai", "bagchen_qt.ui")) for m in c)]
    assert found == []


def test_the_check_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_window_leaves_starting_sessions_to_the_application() -> None:
    graph = import_graph()
    assert "bagchen_qt.ui.app" in graph and "bagchen_qt.ui.main_window" in graph["bagchen_qt.ui.app"]
    assert "bagchen_qt.ui.app" not in graph["bagchen_qt.ui.main_window"]
