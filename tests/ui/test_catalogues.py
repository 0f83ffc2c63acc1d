"""The translation catalogues: up to date with the sources, with plural forms, compiled."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from bagchen_qt.ui import catalogues
from bagchen_qt.ui.plurals import CONTEXT, PLURALS


def test_no_catalogue_is_stale_against_the_sources() -> None:
    assert catalogues.stale() == []


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_every_counted_sentence_is_a_plural_message_with_the_languages_forms(language: str) -> None:
    root = ET.parse(catalogues.ts_path(language)).getroot()
    words = next(c for c in root.findall("context") if c.findtext("name") == CONTEXT)
    numerus = {m.findtext("source"): m for m in words.findall("message") if m.get("numerus") == "yes"}
    assert set(numerus) == set(PLURALS)
    forms = catalogues.PLURAL_FORMS[language]
    assert all(len(m.findall("translation/numerusform")) == forms for m in numerus.values())
    no_context = [c for c in root.findall("context") if not c.findtext("name")]
    assert no_context == []  # the words' helper strings are filed under their context


def test_update_keeps_translations_and_plural_forms_survive_compilation(tmp_path: Path, qapp: object) -> None:
    source = catalogues.ts_path("uk")
    text = source.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    for message in tree.getroot().iter("message"):
        # "%n chip(s)" in a catalogue from before the counts took the language's digits.
        if message.findtext("source") in ("%n chip(s)", "%Ln chip(s)"):
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.pop("type", None)
            for form, word in zip(translation.findall("numerusform"), ("фішка", "фішки", "фішок"), strict=True):
                form.text = f"%n {word}"
    tree.write(catalogues.ts_path("uk", tmp_path), encoding="utf-8")
    catalogues.update(tmp_path, ["uk"])
    (qm,) = catalogues.build(tmp_path, languages=["uk"])
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        said = {n: QCoreApplication.translate(CONTEXT, "%Ln chip(s)", None, n) for n in (1, 3, 5, 21)}
    finally:
        QCoreApplication.removeTranslator(translator)
    assert said == {1: "1 фішка", 3: "3 фішки", 5: "5 фішок", 21: "21 фішка"}


def test_a_games_own_counted_phrase_gets_the_languages_plural_forms(tmp_path: Path, qapp: object) -> None:
    """A game's "%Ln card(s)" in its own context is a numerus message, and a plain
    translation it had before becomes its first form, the rest to be translated."""
    source = catalogues.ts_path("uk")
    tree = ET.ElementTree(ET.fromstring(source.read_text(encoding="utf-8")))
    for message in tree.getroot().iter("message"):
        if message.findtext("source") == "%Ln card(s)":  # as lupdate alone files it
            message.attrib.pop("numerus")
            for old in message.findall("translation"):
                message.remove(old)
            ET.SubElement(message, "translation").text = "%Ln карта"
    tree.write(catalogues.ts_path("uk", tmp_path), encoding="utf-8")
    catalogues.update(tmp_path, ["uk"])
    updated = ET.parse(catalogues.ts_path("uk", tmp_path)).getroot()
    (message,) = [m for m in updated.iter("message") if m.findtext("source") == "%Ln card(s)"]
    assert message.get("numerus") == "yes"
    assert [form.text for form in message.findall("translation/numerusform")] == ["%Ln карта", None, None]
    assert message.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
    (qm,) = catalogues.build(languages=["uk"], out=tmp_path)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        said = {n: QCoreApplication.translate("BaoHuangHand", "%Ln card(s)", None, n) for n in (1, 3, 5)}
    finally:
        QCoreApplication.removeTranslator(translator)
    assert said == {1: "1 карта", 3: "3 карти", 5: "5 карт"}


def test_check_reports_a_stale_catalogue(tmp_path: Path) -> None:
    stale_copy = catalogues.ts_path("fa", tmp_path)
    stale_copy.write_text(
        catalogues.ts_path("fa")
        .read_text(encoding="utf-8")
        .replace("<source>Accept</source>", "<source>Accept it</source>", 1),
        encoding="utf-8",
    )
    assert catalogues.stale(tmp_path, ["fa"]) == ["fa"]
