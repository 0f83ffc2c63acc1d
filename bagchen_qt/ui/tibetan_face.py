"""The bundled Tibetan face: Noto Serif Tibetan with lines as tall as Tibetan needs.

Noto Serif Tibetan declares lines 2.8 em tall (1.47 em above the baseline, 1.35 below),
room for the deepest Sanskrit stacks. The program's texts, and the names a player types,
reach about 1.06 em up and 0.7 em down; at the face's own height every Tibetan line,
menu, bar and dialog stood half as tall again as its letters, and at 1024 x 700 the
menus and the bar took the table's room. The bundled copy keeps every glyph and
changes only the line's height: the ink of the program's texts and of deep native
stacks, and a margin (``MARGIN``). It goes by its own family name, so that it never
stands in for the face a system has.

When a catalogue gains a taller stack, build it again from the original face (Debian's
``fonts-noto-core``, or github.com/notofonts/tibetan)::

    QT_QPA_PLATFORM=offscreen python -m bagchen_qt.ui.tibetan_face NotoSerifTibetan-Regular.ttf

``tests/ui/test_tibetan_face.py`` fails while a text's letters reach past the line.
Building needs fontTools (the ``dev`` extra); the program only loads the result.
"""

from __future__ import annotations

import argparse
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from pathlib import Path

from bagchen_qt.ui.bundled_faces import rename_face

TIBETAN_FONT = "fonts/NotoSerifTibetan-Bagchen.ttf"
FAMILY = "Bagchen Noto Serif Tibetan"
MARGIN = 0.06  # of an em, above the tallest ink and below the deepest
# Deep native stacks a name or a text may hold beyond the catalogues' (three letters
# stacked, a vowel below, a vowel above, the ornaments that open a text).
NATIVE_STACKS = "བསྒྲུབས་རྒྱུད་སྐྱོང་སྒྲོལ་ཕྱུག་གྲྭ་ཀླུ་ཀྱཱཻ་ཏྠཱ་ཛྙཱ་ཧཱུྃ་ཨཱཿ་༄༅།"


def is_tibetan(character: str) -> bool:
    return "\u0f00" <= character <= "\u0fff"


def tibetan_lines(root: Path | None = None) -> list[str]:
    """Every line with Tibetan letters the program may show: its Tibetan catalogue's
    translations, the languages' own names and ``NATIVE_STACKS``."""
    from bagchen_qt.ui.languages import LANGUAGES

    root = root or Path(__file__).resolve().parents[2]
    catalogue = root / "resources" / "translations" / "bagchen_bo.ts"
    texts = [node.text or "" for node in ElementTree.parse(catalogue).iter("translation")]
    texts += [*LANGUAGES.values(), NATIVE_STACKS]
    return [line for text in texts for line in text.split("\n") if any(is_tibetan(c) for c in line)]


def ink_extent(family: str, lines: Iterable[str], units_per_em: int) -> tuple[float, float]:
    """How far the shaped ``lines`` reach above and below the baseline in ``family``,
    in font units: the outline of the line as Qt draws it, stacked by its shaping
    (``QFontMetricsF.tightBoundingRect`` leaves some stacks out)."""
    from PySide6.QtGui import QFont, QPainterPath

    font = QFont()
    font.setFamilies([family])
    font.setPixelSize(units_per_em)  # a pixel a unit
    above = below = 0.0
    for line in lines:
        outline = QPainterPath()
        outline.addText(0, 0, font, line)
        ink = outline.boundingRect()
        above, below = max(above, -ink.top()), max(below, ink.bottom())
    return above, below


def build(source: Path, out: Path, lines: list[str]) -> tuple[int, int]:
    """Write ``source`` with lines fitted to ``lines``' ink (and renamed) to ``out``; the
    new ascent and descent in font units."""
    from fontTools.ttLib import TTFont
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    font = TTFont(str(source))
    units = font["head"].unitsPerEm
    index = QFontDatabase.addApplicationFont(str(source))
    families = QFontDatabase.applicationFontFamilies(index)
    if not families:
        raise ValueError(f"{source}: not a font Qt can read")
    above, below = ink_extent(families[0], lines, units)
    ascent, descent = round(above + MARGIN * units), round(below + MARGIN * units)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, -descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, -descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, descent
    os2.fsSelection |= 1 << 7  # USE_TYPO_METRICS: every platform takes the same lines
    rename_face(font, FAMILY)
    font.save(str(out))
    return ascent, descent


def main(argv: list[str] | None = None) -> int:
    from bagchen_qt.resources import resource_path

    parser = argparse.ArgumentParser(description="Build the bundled Tibetan face from Noto Serif Tibetan.")
    parser.add_argument("source", type=Path, help="NotoSerifTibetan-Regular.ttf")
    args = parser.parse_args(argv)
    ascent, descent = build(args.source, resource_path(TIBETAN_FONT), tibetan_lines())
    print(f"ascent {ascent}, descent {descent} (font units): {resource_path(TIBETAN_FONT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
