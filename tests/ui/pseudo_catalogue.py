"""A pseudo-translation: every message of the sources, translated as itself between
marks, so that a test can tell a translated text from one that never went through tr."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from bagchen_qt.ui import catalogues

MARKS = {
    "uk": ("⟦", "⟧"),
    "fa": ("⟦", "⟧"),
    "bo": ("༺", "༻"),
    "zh_CN": ("【", "】"),
}  # Tibetan marks for Tibetan: its font must have them


def build_pseudo(folder: Path, language: str) -> Path:
    """Collect the sources into ``folder`` and compile a catalogue where each
    translation is its source between ``MARKS[language]`` (each plural form too)."""
    opening, closing = MARKS[language]
    path = catalogues.update(folder, [language])[0]
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = opening + source + closing
        if not forms:
            translation.text = opening + source + closing
    tree.write(path, encoding="utf-8")
    return catalogues.build(folder, folder, [language])[0]


def strip_marked(text: str, language: str) -> str:
    """``text`` without its marked parts (innermost first: a translated template may
    hold translated values)."""
    opening, closing = (re.escape(m) for m in MARKS[language])
    inner = re.compile(f"{opening}[^{opening}{closing}]*{closing}")
    while True:
        shorter = inner.sub(" ", text)
        if shorter == text:
            return text
        text = shorter
