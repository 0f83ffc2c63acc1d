"""No module of the AI or the window takes part in an import circle, counting the imports
made inside functions (a late import hides a circle from Python, not from the reader).
Imports for type checking only (``if TYPE_CHECKING:``) are left out: they name a type
for an annotation and make no module depend on another when the program runs."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "bagchen_qt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.AST) -> bool:
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, in functions too, but not under ``if TYPE_CHECKING:``."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        todo += [child for child in ast.iter_child_nodes(node) if not _is_type_checking(child)]
    return found


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``path`` imports anywhere in its text."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from pkg import module`` imports the module; ``from module import name`` the module.
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            # A module's own packages are imported before it in any case: no edge to them.
            if target and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    """Each module's imports of the package's modules. A package's face (``__init__``)
    importing its own modules counts: whoever imports the package imports them too."""
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    known = set(paths)
    return {name: imported_modules(path, known) for name, path in paths.items()}


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


def test_the_core_the_ai_and_the_windows_are_in_no_import_circle() -> None:
    shared = ("bagchen_qt.core", "bagchen_qt.ai", "bagchen_qt.ui")
    found = [c for c in circles(import_graph()) if any(m.startswith(shared) or ".table." in m for m in c)]
    assert found == []


def test_the_check_follows_a_package_face() -> None:
    """A circle through a package's ``__init__`` (a module imports the package, whose face
    imports a module that imports the first) is found."""
    graph = {"p": {"p.window"}, "p.window": {"q"}, "q": {"p"}}
    assert circles(graph) == [["p", "p.window", "q"]]


def test_the_check_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_check_reads_late_imports_but_not_those_for_type_checking(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from bagchen_qt.ui.app import application\n"
        "def late():\n    from bagchen_qt.games.bagchen.table.window import MainWindow\n"
    )
    nodes = _import_nodes(ast.parse(module.read_text()))
    assert sorted(n.module or "" for n in nodes if isinstance(n, ast.ImportFrom)) == [
        "bagchen_qt.games.bagchen.table.window",
        "typing",
    ]


def test_the_window_leaves_starting_sessions_to_the_application() -> None:
    """The application opens a game's main window through the catalogue (its
    "main_table" face); the window only asks the application, never imports it."""
    from bagchen_qt.games import face, listings

    graph = import_graph()
    assert "bagchen_qt.ui.app" in graph
    assert [name for name in graph["bagchen_qt.ui.app"] if name.startswith("bagchen_qt.games.")] == []
    games = [known.name for known in listings() if "main_table" in known.faces]
    assert games[:1] == [listings()[0].name]  # the catalogue's first game plays in the main window
    for game in games:
        main = face(game, "main_table")
        for module in (main.__name__, main.Window.__module__):
            assert "bagchen_qt.ui.app" not in graph[module], module
