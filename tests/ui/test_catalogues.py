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


def test_check_reports_a_stale_catalogue(tmp_path: Path) -> None:
    stale_copy = catalogues.ts_path("fa", tmp_path)
    stale_copy.write_text(
        catalogues.ts_path("fa")
        .read_text(encoding="utf-8")
        .replace("<source>Accept</source>", "<source>Accept it</source>", 1),
        encoding="utf-8",
    )
    assert catalogues.stale(tmp_path, ["fa"]) == ["fa"]
