"""Chinese shows on a machine without a Chinese font: the bundled face has every Chinese
character the program shows, and Chinese is chosen for a Chinese system."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase, QRawFont

from bagchen_qt.resources import resource_path
from bagchen_qt.ui import i18n
from bagchen_qt.ui.cjk_face import CJK_FONT, FAMILY, cjk_characters, needed_characters


def test_the_bundled_face_has_every_chinese_character_the_program_shows(qapp) -> None:
    face = QRawFont(str(resource_path(CJK_FONT)), 16)
    assert face.isValid() and face.familyName() == FAMILY
    needed = needed_characters()
    assert len(needed) > 100  # the Chinese catalogue is read
    missing = sorted(c for c in needed if not face.supportsCharacter(ord(c)))
    assert missing == [], f"build the face again (python -m bagchen_qt.ui.cjk_face): {''.join(missing)}"


def test_the_face_is_a_subset_not_the_whole_face() -> None:
    assert resource_path(CJK_FONT).stat().st_size < 2_000_000


def test_a_character_outside_the_face_is_found_missing(qapp) -> None:
    face = QRawFont(str(resource_path(CJK_FONT)), 16)
    rare = next(c for c in "龘齉麤靐龖" if c not in needed_characters())
    assert not face.supportsCharacter(ord(rare))
    assert face.supportsCharacter(ord("保"))
    assert cjk_characters(["保皇 pass 不要。"]) == {"保", "皇", "不", "要", "。"}


def test_chinese_comes_with_its_face_first(qapp) -> None:
    i18n.set_language("zh_CN")
    try:
        family = i18n.language().chinese_family
        assert family == FAMILY and family in QFontDatabase.families()
        assert qapp.font().families()[0] == FAMILY
    finally:
        i18n.set_language("en")
    assert qapp.font().families()[0] != FAMILY


@pytest.mark.parametrize(
    ("system", "spoken"),
    [("zh_CN", "zh_CN"), ("zh_TW", "zh_CN"), ("zh_SG", "zh_CN"), ("uk_UA", "uk"), ("de_DE", "en"), ("C", "en")],
)
def test_the_systems_language_picks_the_program_language(system: str, spoken: str, monkeypatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    assert i18n.system_language() == spoken
