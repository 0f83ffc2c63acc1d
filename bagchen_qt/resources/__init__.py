"""Files the program ships with, found the same way from source and when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The ``resources/`` folder: beside the package in a checkout, inside the bundle
    when frozen (PyInstaller unpacks to ``sys._MEIPASS``)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(relative: str) -> Path:
    return resource_root() / relative
