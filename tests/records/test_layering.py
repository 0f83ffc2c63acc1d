"""The records layer imports the rules and AI layers only, and never Qt."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.layers import QT_PACKAGES, RANKS, imports_of, layer_of

from .helpers import REPO

RECORDS = REPO / "bagchen_qt" / "records"


def test_records_import_only_the_layers_below_and_never_qt() -> None:
    for path in RECORDS.glob("*.py"):
        for name in imports_of(path):
            parts = name.split(".")
            assert parts[0] not in QT_PACKAGES, (path.name, name)
            if parts[0] == "bagchen_qt":
                assert RANKS[layer_of(name)] <= RANKS["records"], (path.name, name)


def test_the_records_never_start_the_tables_code() -> None:
    """Not even in a program of their own (a bench measuring a window would)."""
    for path in RECORDS.glob("*.py"):
        text = path.read_text()
        assert "bagchen_qt.ui" not in text and "bagchen_qt/ui" not in text, path.name


def test_importing_the_records_does_not_import_qt() -> None:
    probe = (
        "import json, sys\n"
        "import bagchen_qt.records, bagchen_qt.records.commands, bagchen_qt.records.bench, "
        "bagchen_qt.records.examples\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
