"""A settings file larger than any Bagchen writes (another program's, or damaged) is
left as it is, never read: Qt reads a settings file whole and keeps every key, so a
100 MB one took gigabytes. The run keeps its settings apart, from the defaults."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

from bagchen_qt.ui import stored_settings
from bagchen_qt.ui.settings import AppSettings, TableChoices
from tests.records.helpers import run_measured

REPO = Path(__file__).resolve().parents[2]


def _conf(tmp_path: Path) -> Path:
    return tmp_path / "settings" / "Bagchen" / "Bagchen.conf"  # where the fixtures put the native settings


def test_a_settings_file_bagchen_wrote_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stored_settings, "_apart", None)
    AppSettings().animation_speed = "fast"
    AppSettings().sync()
    assert _conf(tmp_path).exists() and AppSettings().animation_speed == "fast"


def test_a_settings_file_too_large_is_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stored_settings, "_apart", None)
    path = _conf(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[General]\n" + b"k=1\n" * 300_000 + b"[view]\nanimation_speed=slow\n")
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    settings = AppSettings()
    assert settings.animation_speed == "normal"  # the defaults: the file is not read
    assert settings.table_choices() == TableChoices()
    settings.animation_speed = "fast"
    settings.sync()
    assert AppSettings().animation_speed == "fast"  # kept apart for the run
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert not Path(settings.store.fileName()).is_relative_to(path.parent)


def test_a_100_mb_settings_file_is_refused_in_bounded_time_and_memory(tmp_path: Path) -> None:
    config = tmp_path / "config"
    path = config / "Bagchen" / "Bagchen.conf"
    path.parent.mkdir(parents=True)
    with open(path, "wb") as file:
        file.write(b"[General]\n")
        for block in range(90):  # 100 MB: nine million keys, each a key of its own
            file.write(b"".join(b"k%d_%d=1\n" % (block, n) for n in range(100_000)))
    probe = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from bagchen_qt.ui.settings import AppSettings\n"
        "print(AppSettings().game_choice(AppSettings().game).preset)\n"
    )
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path)}
    code, out, seconds, peak = run_measured(
        [sys.executable, "-c", probe], tmp_path, env | {"QT_QPA_PLATFORM": "offscreen"}
    )
    assert code == 0 and out.strip().splitlines()[-1] == "pagat", out
    assert seconds < 10 and peak < 300_000, (seconds, peak)
