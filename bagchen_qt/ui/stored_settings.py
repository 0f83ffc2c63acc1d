"""Where the game's settings are stored: ``QSettings("Bagchen", "Bagchen")``, opened
here alone so that a file no Bagchen wrote is never read whole. Needs only QtCore:
the first frame reads its look and language through it without loading the rules."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

ORGANIZATION = APPLICATION = "Bagchen"
MAX_SETTINGS_BYTES = 1 << 20  # the settings Bagchen writes take a few kilobytes
_apart: str | None = None  # where this run keeps its settings when the file is not one Bagchen wrote


def settings_store() -> QSettings:
    """The stored settings. Qt reads a settings file whole as soon as it is opened, and
    holds every key in memory: a file larger than any Bagchen writes (another program's,
    or damaged) is left as it is, and this run keeps its settings in a file of its own
    in the temporary folder, starting from the defaults."""
    global _apart
    if _apart is None:
        # The file's name, asked of a store that is not there: opening the real one reads it.
        probe = Path(QSettings(ORGANIZATION, APPLICATION + "-size").fileName())
        path = probe.with_name(APPLICATION + probe.suffix)
        try:
            too_large = probe.is_absolute() and path.stat().st_size > MAX_SETTINGS_BYTES
        except OSError:
            too_large = False
        if not too_large:
            return QSettings(ORGANIZATION, APPLICATION)
        _apart = str(Path(tempfile.mkdtemp(prefix="bagchen-settings-")) / "settings.ini")
    return QSettings(_apart, QSettings.Format.IniFormat)
