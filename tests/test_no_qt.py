"""The layers below the window are pure Python: importing the rules, the AI or the
records (every module of each) must not import Qt."""

import ast
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import importlib, json, pkgutil, random, sys
import bagchen_qt.LAYER
from bagchen_qt.rules import play_random_deal
play_random_deal(random.Random(1))
# Every module of the package, not only those the package imports itself.
for module in pkgutil.walk_packages(bagchen_qt.LAYER.__path__, "bagchen_qt.LAYER."):
    importlib.import_module(module.name)
qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))
print(json.dumps(qt))
"""


def run_probe(probe: str) -> subprocess.CompletedProcess:
    """A fresh interpreter, so that nothing imported by other tests counts."""
    return subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
    )


@pytest.mark.parametrize("layer", ["rules", "ai", "records"])
def test_importing_a_layer_below_the_window_does_not_import_qt(layer: str):
    done = run_probe(PROBE.replace("LAYER", layer))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


@pytest.mark.skipif(importlib.util.find_spec("PySide6") is None, reason="PySide6 is not installed")
def test_the_probe_would_see_qt():
    """The same probe does notice a Qt import (so the test above can fail)."""
    probe = PROBE.replace("LAYER", "ai")
    probe = probe.replace("import bagchen_qt.ai\n", "import bagchen_qt.ai\nimport PySide6.QtCore\n")
    done = run_probe(probe)
    assert done.returncode == 0, done.stderr
    assert "PySide6.QtCore" in json.loads(done.stdout.strip().splitlines()[-1])


def test_the_replays_model_below_its_window_does_not_import_qt():
    """The replay page shows a model that is pure Python (ui/replay/model.py)."""
    probe = (
        "import json, sys, bagchen_qt.ui.replay.model\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
    )
    done = run_probe(probe)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


# What each layer may import of the package; ``resources`` (where shipped files are)
# is pure Python and below them all.
BELOW = {
    "rules": ("resources", "rules"),
    "ai": ("resources", "rules", "ai"),
    "records": ("resources", "rules", "ai", "records"),
}
QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def imports_of(path: Path) -> list[str]:
    """Every module ``path`` names in an import, those inside functions too (the probe
    above runs only the imports made at the top)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def layer_of(parts: list[str]) -> str | None:
    """The layer of a module of the package by its name's parts: a game in a package of
    its own (``bagchen_qt.games.<game>.<layer>``) keeps its layers there; the packages
    above them hold nothing but their docstrings (None)."""
    if parts[1] != "games":
        return parts[1]
    return parts[3] if len(parts) > 3 else None


@pytest.mark.parametrize("layer", sorted(BELOW))
def test_no_module_of_a_layer_below_the_window_names_qt_or_a_layer_above(layer: str):
    found = []
    paths = [*(ROOT / "bagchen_qt" / layer).rglob("*.py"), *(ROOT / "bagchen_qt" / "games").glob(f"*/{layer}/**/*.py")]
    for path in sorted(paths):
        for name in imports_of(path):
            parts = name.split(".")
            if parts[0] in QT_PACKAGES or (
                parts[0] == "bagchen_qt" and parts[1:2] and layer_of(parts) not in (None, *BELOW[layer])
            ):
                found.append(f"{path.relative_to(ROOT)}: {name}")
    assert found == []


def test_the_import_check_sees_a_late_import(tmp_path: Path):
    module = tmp_path / "late.py"
    module.write_text("def show():\n    from PySide6.QtWidgets import QLabel\n    from bagchen_qt.ui.words import tr\n")
    assert imports_of(module) == ["PySide6.QtWidgets", "bagchen_qt.ui.words"]
