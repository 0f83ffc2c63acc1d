"""Bagchen's kinds are named in the player's language wherever a sentence names one."""

from __future__ import annotations

from bagchen_qt.games.bagchen.rules.tiles import KINDS, parse_kind
from bagchen_qt.games.bagchen.table.kind_names import kind_caption, kind_name
from bagchen_qt.ui import catalogues, i18n


def test_a_kind_is_named_in_the_language_in_use(qapp, tmp_path) -> None:
    sisters = parse_kind("5-5")
    assert kind_name(sisters) == "sisters" and kind_caption(sisters) == "5-5, sisters"
    assert kind_name(parse_kind("6-3")) == "earth chief (nine)"
    (compiled,) = catalogues.build(out=tmp_path, languages=["uk"])
    i18n.set_language("uk", catalogue=compiled)
    try:
        named = [kind_name(kind) for kind in KINDS]
        assert kind_name(sisters) != "sisters" and kind_caption(sisters) == f"5-5, {kind_name(sisters)}"
        assert not any(name.isascii() for name in named)
    finally:
        i18n.set_language("en")
