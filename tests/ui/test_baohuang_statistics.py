"""The replay's statistics count Bao Huang's own figures beside the chips: the deals won
as the emperor, as the protector and as a farmer, and the average finishing place,
read from each recorded deal's last state."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_card_table_replay import record_bao_huang_deal

from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.rules.scoring import team_of
from bagchen_qt.records.games import recorded_game
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.stats import StatisticsDialog, compute_statistics


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "records.db") as opened:
        yield opened


def record_deals(store: Store, count: int) -> list[Any]:
    """``count`` random deals, the human at seat 0; their last states."""
    deal_ids = [record_bao_huang_deal(store, seed) for seed in range(count)]
    return [recorded_game(BAO_HUANG).check_deal(store.deal_record(deal_id), False) for deal_id in deal_ids]


def test_the_human_s_wins_by_role_and_average_place(qtbot, store: Store) -> None:
    finals = record_deals(store, 6)
    human = next(line for line in compute_statistics(store, BAO_HUANG) if line.key == ("human", "Dolma"))
    expected = {"emperor_wins": 0, "protector_wins": 0, "farmer_wins": 0, "places": 0}
    for final in finals:
        emperor, protector = final.emperor, final.protector
        won = final.final.winner == team_of(0, emperor, protector)
        role = "emperor" if emperor == 0 else "protector" if protector == 0 else "farmer"
        expected[f"{role}_wins"] += int(won)
        expected["places"] += final.final.places[0]
    assert human.deals == 6 and human.figures == expected
    assert human.chips == sum(final.final.scores[0] for final in finals)  # the score per deal's sum
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show_game(BAO_HUANG)
    heads = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert heads[-4:] == ["Won as emperor", "Won as protector", "Won as farmer", "Average place"]
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "Dolma")
    assert dialog.table.item(row, len(heads) - 1).text() == f"{expected['places'] / 6:.1f}"
    wins = expected["farmer_wins"]
    assert dialog.table.item(row, len(heads) - 2).text() == f"{wins} ({100 * wins / 6:.0f}%)"
