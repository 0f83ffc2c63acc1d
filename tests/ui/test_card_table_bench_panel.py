"""The card table's bench measures the table as it first opens: a session panel the
player keeps shown takes none of the window it measures."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from bagchen_qt.games import BAO_HUANG
from bagchen_qt.ui.card_table.bench import close, table_share, window_at_turn
from bagchen_qt.ui.card_table.session_panel import SHOWN_KEY


def test_the_bench_measures_the_table_without_the_panel_the_player_keeps(qapp) -> None:
    QSettings().setValue(SHOWN_KEY, True)
    window = window_at_turn(BAO_HUANG, (1024, 700))
    try:
        assert not window.session.isVisible()
        assert table_share(window) >= 0.85
        assert QSettings().value(SHOWN_KEY, type=bool)  # the player's choice is left as it was
    finally:
        close(window)
