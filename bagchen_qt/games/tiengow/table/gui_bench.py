"""``bagchen bench gui --game tien-gow``: Tien Gow's table window at the human's turn, at
1024 x 700, 1600 x 1000 and 2560 x 1440, in every language: the felt's share of the
window (``table_share`` the least in any language and size), the texts that do not
fit, the smallest text and each seat's plate by its hand (``ui/table_bench.py``)."""

from __future__ import annotations

import platform
from typing import Any

from PySide6.QtWidgets import QApplication

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.bench import NAMES, application, wait_until
from bagchen_qt.ui.clipped import clipped_texts
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.table_bench import (
    in_every_language,
    min_text_px,
    plate_distances,
    plates_by_hands,
    private_settings,
    table_share,
)

SIZES = ((1024, 700), (1600, 1000), (2560, 1440))


def _table(seed: int = 5) -> FamilyTable:
    definition = game_named(TIEN_GOW)
    rules = definition.rules_from("classic")
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=NAMES[i]) for i in range(1, definition.seat_count(rules))
    )
    return FamilyTable(TIEN_GOW, rules, seats, "classic", seed)


def _figures(size: tuple[int, int]) -> dict[str, Any]:
    from bagchen_qt.games.tiengow.table.window import TienGowWindow

    window = TienGowWindow(_table(), "instant")
    window.controller.ai_delay_ms = 0
    window.resize(*size)
    window.show()
    window.start()
    try:
        if not wait_until(lambda: bool(window._legal), 60.0):
            raise RuntimeError("the Tien Gow table did not come to the human's turn")
        QApplication.processEvents()
        scene = window.scene
        picture = scene._picture
        assert picture is not None
        hands = [[scene._tiles[t] for t in hand] for hand in picture.hands]
        return {
            "table_share": round(table_share(window, window.view), 3),
            "clipped": [str(found) for found in clipped_texts(window)],
            "min_text_px": min_text_px(window, window.view),
            "plates": plate_distances(window.view, [scene.panel(s) for s in range(picture.seats)], hands),
        }
    finally:
        window.controller.stop()
        window.close()
        window.deleteLater()


def bench_gui(seconds: float) -> dict[str, Any]:
    app = application()
    with private_settings():  # a first launch, whatever this machine's user chose
        by_language = in_every_language(lambda: {f"{w}x{h}": _figures((w, h)) for w, h in SIZES})
    english = by_language["en"]
    found = [
        f"{code} {size}: {text}"
        for code, by_size in by_language.items()
        for size, figures in by_size.items()
        for text in figures["clipped"]
    ]
    return {
        "table_share": min(f["table_share"] for by_size in by_language.values() for f in by_size.values()),
        "table_share_by_language": {
            code: min(f["table_share"] for f in by_size.values()) for code, by_size in by_language.items()
        },
        "clipped_texts": len(found),
        "clipped_texts_found": found[:30],
        "min_text_px": min(by_size["1024x700"]["min_text_px"] for by_size in by_language.values()),
        "min_text_px_by_language": {code: by_size["1024x700"]["min_text_px"] for code, by_size in by_language.items()},
        "min_text_px_by_size": {name: f["min_text_px"] for name, f in english.items()},
        "plates": {name: f["plates"] for name, f in english.items()},
        "plates_by_hands": all(
            plates_by_hands(f["plates"]) for by_size in by_language.values() for f in by_size.values()
        ),
        "platform": app.platformName(),
        "python": platform.python_version(),
    }
