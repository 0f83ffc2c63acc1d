"""What the program's builds of its bundled faces share (``cjk_face``, ``tibetan_face``)."""

from __future__ import annotations

from typing import Any


def rename_face(font: Any, family: str) -> None:
    """Give a fontTools ``TTFont`` the family ``family`` in every name record that names
    it, so that a changed face never stands in for the one a system has."""
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            names.setName(family, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(family.replace(" ", "") + "-Regular", 6, record.platformID, record.platEncID, record.langID)
