"""Bao Huang's card table in each language of the real catalogues: mid-deal, with a play
to beat and passes said, no visible text is an untranslated English source."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_baohuang_card_table import MOVES, bao_huang_window, wait_turn
from visible_texts import english_words, widget_texts

from bagchen_qt.games.baohuang.rules.events import Pass
from bagchen_qt.ui import catalogues, i18n

# Names the players gave and the games' names, which a catalogue keeps as they are.
KEPT = {"You", "Tenzin", "Pema", "Norbu", "Karma", "Bao", "Huang", "Bagchen", "Tien", "Gow"}
KEPT |= {"Ctrl", "Shift", "Alt", "Enter", "Space", "Esc", "Tab"}
# The cards' codes, read as notation in every language as the tiles' "6-3" are: "JH", "RJ".
KEPT |= {rank + suit for rank in "23456789TJQKA" for suit in "SHDC"} | {"RJ", "BJ"}


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_the_bao_huang_table_speaks_the_language(qtbot, language, tmp_path) -> None:
    (compiled,) = catalogues.build(out=tmp_path, languages=[language])
    i18n.set_language(language, catalogue=compiled)
    try:
        window = bao_huang_window(qtbot, seed=3)
        window.show()
        window.start()
        for _ in range(MOVES):  # on until a play is to beat and a seat has passed
            wait_turn(qtbot, window)
            seen = window.seen
            if window.recap is not None or (seen.top is not None and any(isinstance(e, Pass) for e in seen.table)):
                break
            passes = [a for a in window.legal if isinstance(a, Pass)]
            window.play(passes[0] if passes else window.legal[0])
        QApplication.processEvents()
        texts = widget_texts(window)
        missed = [(text, words) for text in texts if (words := english_words(text, KEPT))]
        assert len(texts) > 10 and not missed, "\n".join(f"{text!r} {words}" for text, words in missed)
        window.close()
    finally:
        i18n.set_language("en")
