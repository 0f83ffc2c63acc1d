"""The names of Bagchen's tile kinds as a tooltip shows them (the rules' name, and its
other name if it has one), in the player's language, and what Bagchen's tiles show at
the table (``TILE_FACES``: the kind of each of the 64 tiles, captioned so)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.bagchen.rules.tiles import ALTERNATIVE_NAMES, TILES, Kind
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.tile_item import TileFaces

# Each kind's name as a tooltip shows it (the rules' name, and its other name if it has one).
KIND_CAPTIONS = {
    "sky chief": QT_TRANSLATE_NOOP("TileRow", "sky chief"),
    "sky minister": QT_TRANSLATE_NOOP("TileRow", "sky minister"),
    "lama": QT_TRANSLATE_NOOP("TileRow", "lama"),
    "bird": QT_TRANSLATE_NOOP("TileRow", "bird"),
    "sisters": QT_TRANSLATE_NOOP("TileRow", "sisters"),
    "people": QT_TRANSLATE_NOOP("TileRow", "people"),
    "earth chief": QT_TRANSLATE_NOOP("TileRow", "earth chief (nine)"),
    "earth minister": QT_TRANSLATE_NOOP("TileRow", "earth minister (eight)"),
    "seven": QT_TRANSLATE_NOOP("TileRow", "seven"),
    "mother": QT_TRANSLATE_NOOP("TileRow", "mother"),
    "five": QT_TRANSLATE_NOOP("TileRow", "five (owl)"),
    "son": QT_TRANSLATE_NOOP("TileRow", "son"),
}


def kind_name(kind: Kind) -> str:
    """A kind's name in the player's language: "earth chief (nine)"."""
    caption = KIND_CAPTIONS.get(kind.name)
    if caption is None:
        alternative = ALTERNATIVE_NAMES.get(kind.name)
        return f"{kind.name} ({alternative})" if alternative else kind.name
    return QCoreApplication.translate("TileRow", caption)


def kind_caption(kind: Kind) -> str:
    """The name players see in a tooltip, in their language: ``"6-3, earth chief (nine)"``."""
    return f"{kind.notation}, {kind_name(kind)}"


# Bagchen's tiles at the table: tile t (0..63) shows its kind, named as above.
TILE_FACES = TileFaces(tuple(tile.kind for tile in TILES), kind_caption)
