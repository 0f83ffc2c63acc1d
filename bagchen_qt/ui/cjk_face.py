"""The bundled Chinese face: Noto Sans CJK SC cut down to the characters the program shows.

A machine without a Chinese font would draw the Chinese interface, and the games' Chinese
terms in every language (保皇, 不要, 天九), as boxes. The whole face is about 16 MB; the
program ships only the glyphs its catalogues and sources use (a few hundred KB), under
its own family name so that it never stands in for a full Chinese face the system has.

When a catalogue or a source gains a Chinese character, build the face again from the
full one (Debian's ``fonts-noto-cjk``, or ``NotoSansCJK-Regular.ttc`` from
github.com/googlefonts/noto-cjk)::

    python -m bagchen_qt.ui.cjk_face /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

``tests/ui/test_cjk_face.py`` fails while a character is missing. Building needs
fontTools (the ``dev`` extra); the program only loads the result.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from pathlib import Path

from bagchen_qt.ui.bundled_faces import rename_face

CJK_FONT = "fonts/NotoSansSC-Bagchen.otf"
FAMILY = "Bagchen Noto Sans SC"
SC_INDEX = 2  # Simplified Chinese in Noto Sans CJK's collection (JP, KR, SC, TC, HK…)

# Han ideographs and radicals, CJK punctuation, full-width forms, and their kin.
_CJK_RANGES = (
    (0x2E80, 0x2FDF),
    (0x3000, 0x303F),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0xFE30, 0xFE4F),
    (0xFF00, 0xFFEF),
)
# Shown beside Chinese in the Chinese face, so that a line keeps one look.
_LATIN = "".join(chr(c) for c in range(0x20, 0x7F)) + "·–—‘’“”…×÷−"


def is_cjk(character: str) -> bool:
    code = ord(character)
    return code >= 0x2E80 and any(low <= code <= high for low, high in _CJK_RANGES)


def cjk_characters(texts: Iterable[str]) -> set[str]:
    """The Chinese characters in ``texts``."""
    return {c for text in texts for c in set(text) if is_cjk(c)}


def program_texts(root: Path | None = None) -> list[str]:
    """Every text the program may show: its catalogues (sources and translations), its
    sources and the languages' own names."""
    from bagchen_qt.ui.languages import LANGUAGES

    root = root or Path(__file__).resolve().parents[2]
    texts = list(LANGUAGES.values())
    texts += [p.read_text(encoding="utf-8") for p in sorted((root / "resources" / "translations").glob("*.ts"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted((root / "bagchen_qt").rglob("*.py"))]
    return texts


def needed_characters(root: Path | None = None) -> set[str]:
    """The characters the bundled face must have."""
    return cjk_characters(program_texts(root))


def build(source: Path, out: Path, characters: set[str], index: int = SC_INDEX) -> int:
    """Write the face cut down to ``characters`` (and Latin letters) to ``out``; its size."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    font = TTCollection(str(source)).fonts[index] if source.suffix.lower() == ".ttc" else TTFont(str(source))
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(characters)) + _LATIN)
    subsetter.subset(font)
    rename_face(font, FAMILY)
    font.save(str(out))
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    from bagchen_qt.resources import resource_path

    parser = argparse.ArgumentParser(description="Build the bundled Chinese face from Noto Sans CJK.")
    parser.add_argument("source", type=Path, help="NotoSansCJK-Regular.ttc (or an SC .otf)")
    parser.add_argument("--index", type=int, default=SC_INDEX, help="the face's index in a .ttc")
    args = parser.parse_args(argv)
    characters = needed_characters()
    size = build(args.source, resource_path(CJK_FONT), characters, args.index)
    print(f"{len(characters)} Chinese characters, {size:,} bytes: {resource_path(CJK_FONT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
