"""The layers below the window are pure Python: importing the rules, the AI or the
records (every module of each) must not import Qt."""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.layers import QT_PACKAGES, RANKS, ROOT, imports_of, layer_of, package_modules

PROBE = """
import importlib, json, pkgutil, random, sys
import bagchen_qt.LAYER
from bagchen_qt.games.bagchen.rules import play_random_deal
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


@pytest.mark.parametrize("layer", ["core", "games.bagchen.rules", "games.tiengow.rules", "ai", "records"])
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


@pytest.mark.parametrize("layer", ["core", "rules", "ai", "records"])
def test_no_module_of_a_layer_below_the_window_names_qt_or_a_layer_above(layer: str):
    found = []
    for name, path in sorted(package_modules().items()):
        if layer_of(name) != layer:
            continue
        for imported in imports_of(path):
            parts = imported.split(".")
            above = parts[0] == "bagchen_qt" and RANKS[layer_of(imported)] > RANKS[layer]
            if parts[0] in QT_PACKAGES or above:
                found.append(f"{path.relative_to(ROOT)}: {imported}")
    assert found == []


def test_the_import_check_sees_a_late_import(tmp_path: Path):
    module = tmp_path / "late.py"
    module.write_text("def show():\n    from PySide6.QtWidgets import QLabel\n    from bagchen_qt.ui.words import tr\n")
    assert imports_of(module) == ["PySide6.QtWidgets", "bagchen_qt.ui.words"]
