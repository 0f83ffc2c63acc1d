"""The bundled Tibetan face: every Tibetan line the program shows fits its line height,
and that height is the fitted one, not the original face's 2.8 em."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from bagchen_qt.ui import i18n
from bagchen_qt.ui.tibetan_face import FAMILY, NATIVE_STACKS, ink_extent, tibetan_lines

UNITS_PER_EM = 1000  # Noto Serif Tibetan's


def test_every_tibetan_line_of_the_program_fits_the_bundled_face_s_line(qapp):
    family = i18n.load_tibetan_font()
    assert family == FAMILY
    lines = tibetan_lines()
    assert len(lines) > 500 and NATIVE_STACKS in lines
    font = QFont()
    font.setFamilies([family])
    font.setPixelSize(UNITS_PER_EM)
    metrics = QFontMetricsF(font)
    above, below = ink_extent(family, lines, UNITS_PER_EM)
    assert above <= metrics.ascent() and below <= metrics.descent()
    # Fitted: no more than the margin above the deepest stacks (the original's 2.8 em
    # made every Tibetan line half as tall again as its letters).
    assert metrics.height() < 2.0 * UNITS_PER_EM


def test_a_taller_stack_than_any_reaches_past_the_line(qapp):
    """The check above can fail: a Sanskrit stack of five letters goes below the line."""
    family = i18n.load_tibetan_font()
    assert family is not None
    font = QFont()
    font.setFamilies([family])
    font.setPixelSize(UNITS_PER_EM)
    _, below = ink_extent(family, ["རྐྵྨྱཱུ"], UNITS_PER_EM)
    assert below > QFontMetricsF(font).descent()
