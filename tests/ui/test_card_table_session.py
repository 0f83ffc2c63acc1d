"""The card table's session panel keeps each player's running score: after several
deals of Bao Huang (played by the AI alone, as the demo does), every total is the sum
of the deals' scores, the chips the session moved, and the last deal's column is that
deal's scores; the panel is shown and hidden from the View menu, as last left."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.card_table.session_panel import SHOWN_KEY, CardSessionPanel
from bagchen_qt.ui.card_table.window import CardTableWindow
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.words import signed_number

NAMES = ("Dolma", "Tenzin", "Pema", "Norbu", "Karma")


def demo_window(qtbot: Any) -> CardTableWindow:
    game = game_named(BAO_HUANG)
    seats = tuple(PlayerSpec.ai("random", {"seed": i}, name=n) for i, n in enumerate(NAMES))
    window = CardTableWindow(FamilyTable(BAO_HUANG, game.rules_from(), seats, "", 4), "instant", demo=True)
    window.controller.ai_delay_ms = 0
    qtbot.addWidget(window)
    return window


def test_the_running_scores_add_up_over_several_deals(qtbot) -> None:
    window = demo_window(qtbot)
    start = list(window.controller.chips)
    scores: list[tuple[int, ...]] = []
    window.controller.dealOver.connect(lambda finished: scores.append(tuple(window.controller.game.deltas(finished))))
    window.start()
    qtbot.waitUntil(lambda: window.deals_played >= 3, timeout=120000)
    window.controller.stop()
    panel = window.session.panel
    dealt = scores[: len(panel.deals)]
    assert len(dealt) >= 3 and panel.deals == dealt
    assert any(any(deal) for deal in dealt)  # the deals moved scores: the sums below say something
    totals = tuple(sum(deal[seat] for deal in dealt) for seat in range(5))
    assert panel.totals() == totals
    assert list(panel.totals()) == [c - s for c, s in zip(window.controller.chips, start, strict=True)]
    assert panel.rows() == [
        (name, signed_number(dealt[-1][seat]), signed_number(totals[seat])) for seat, name in enumerate(NAMES)
    ]
    window.close()


def test_before_the_first_deal_nothing_is_counted(qtbot) -> None:
    panel = CardSessionPanel(NAMES)
    qtbot.addWidget(panel)
    assert panel.totals() == (0, 0, 0, 0, 0) and all(row[1] == "–" for row in panel.rows())
    assert panel.count.text() == "Deals played: 0" and not panel.chart.isVisibleTo(panel)


def test_the_panel_is_shown_from_the_view_menu_and_stays_as_left(qtbot) -> None:
    QSettings().remove(SHOWN_KEY)
    window = demo_window(qtbot)
    window.show()
    assert not window.session.isVisible()  # the table has the window at first
    toggle = window.session.toggleViewAction()
    assert toggle in window.menuBar().actions()[1].menu().actions()
    toggle.trigger()
    assert window.session.isVisible() and QSettings().value(SHOWN_KEY, type=bool)
    window.close()
    again = demo_window(qtbot)
    again.resize(5120, 2880)  # room for the table and the panel
    again.show()
    assert again.session.isVisible()
    again.close()
    small = demo_window(qtbot)
    small.resize(1024, 700)  # the table alone: the panel waits for F9, still remembered
    small.show()
    assert not small.session.isVisible() and QSettings().value(SHOWN_KEY, type=bool)
    small.close()
    QSettings().remove(SHOWN_KEY)


def test_the_chart_of_five_players_is_painted(qtbot) -> None:
    """Five players: the chart's colours go round again past the fourth."""
    panel = CardSessionPanel(NAMES)
    qtbot.addWidget(panel)
    panel.add_deal((2, 1, -1, -1, -1))
    panel.add_deal((-2, -1, 1, 1, 1))
    panel.resize(320, 480)
    panel.show()
    image = panel.grab().toImage()  # paints the legend of all five: an error here fails the test
    assert panel.chart.isVisible() and not image.isNull()
    assert panel.totals() == (0, 0, 0, 0, 0) and panel.rows()[0] == ("Dolma", signed_number(-2), signed_number(0))
