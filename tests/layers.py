"""The layers of the package, read from where a module lives, for the import tests.

``core`` (and ``resources``) → a game's ``rules`` → the AI (shared and each game's
``ai``) → the records → the window (shared ``ui`` and each game's ``table``) → the
command line. The catalogue (``bagchen_qt.games``) names each game's modules as text
and imports them only when asked, so every layer may use it.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "bagchen_qt"
RANKS = {"core": 0, "rules": 1, "ai": 2, "records": 3, "ui": 4, "top": 5}
QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
GAME_FACES = {"rules": "rules", "ai": "ai", "records": "records", "table": "ui"}


def layer_of(module: str) -> str:
    """The layer of a module of the package, by its dotted name."""
    parts = module.split(".")[1:]
    if not parts:
        return "core"  # the package's face: its version
    if parts[0] in ("cli", "bench", "__main__"):
        return "top"
    if parts[0] in ("core", "resources"):
        return "core"
    if parts[0] == "games":
        if len(parts) == 1:
            return "core"  # the catalogue
        face = parts[2] if len(parts) > 2 else ""
        return GAME_FACES.get(face, "ui") if face else "core"
    return parts[0] if parts[0] in RANKS else "top"


def game_of(module: str) -> str | None:
    """The game a module belongs to (its folder under ``games/``), or None for shared code."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else None


def module_name(path: Path) -> str:
    if not path.is_relative_to(ROOT):
        return path.stem
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> list[str]:
    """Every module ``path`` names in an import, those inside functions too; relative
    imports made absolute."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.append(base)
            if not node.module:
                names += [f"{base}.{alias.name}" for alias in node.names]
    return names


def package_modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}
