import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt

import sys


def _binding_leaks_none() -> bool:
    """PySide6/shiboken6 6.12.0 on Python 3.11 drops a reference to None on every call of
    a void method, so any program that paints crashes after a few thousand calls with
    "Fatal Python error: none_dealloc". Python 3.12+ has an immortal None."""
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtGui import QColor

    color = QColor()
    before = sys.getrefcount(None)
    for _ in range(200):
        color.setAlphaF(0.5)
    return sys.getrefcount(None) < before - 100


if _binding_leaks_none():
    import PySide6

    raise RuntimeError(
        f"PySide6 {PySide6.__version__} leaks references to None on Python {sys.version.split()[0]}: "
        "the UI would crash with 'none_dealloc'. Install another PySide6-Essentials (6.11.x works)."
    )


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_settings_and_records(tmp_path, monkeypatch):
    """Tests never write the player's real settings or records database."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    # QSettings(organization, application) ignores the default format and uses the
    # native one (an ini file on Linux): move both.
    for settings_format in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(settings_format, scope, str(tmp_path / "settings"))
    monkeypatch.setenv("BAGCHEN_DB", str(tmp_path / "records.sqlite3"))


@pytest.fixture
def scene(qtbot):  # a TableScene
    """A table scene seen from seat 0, animations at instant speed (tests/ui/scene_steps.py)."""
    from scene_steps import instant_scene

    table = instant_scene()
    yield table
    table.finish_now()
