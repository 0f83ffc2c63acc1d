"""The replay's statistics count Bao Huang's own figures beside the chips: the deals won
as the emperor, as the protector and as a farmer, and the average finishing place,
read from what the records keep of each deal (its outcome), without replaying it; deals
recorded before the outcome was kept are replayed once, and their outcome kept."""

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
from bagchen_qt.ui.replay import stats
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


def expected_outcome(final: Any) -> dict[str, Any]:
    return {
        "emperor": final.emperor,
        "protector": final.protector,
        "winner": final.final.winner,
        "places": list(final.final.places),
    }


def no_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    """The statistics may not replay a deal: they read what the records keep."""

    def refuse(*_args: Any) -> None:
        raise AssertionError("a deal was replayed")

    monkeypatch.setattr(stats, "_replayed_outcome", refuse)


def test_the_records_keep_each_deal_s_outcome_and_the_statistics_read_it(store: Store, monkeypatch) -> None:
    finals = record_deals(store, 4)
    kept = [deal.outcome for deal in store.deals(status="finished", game=BAO_HUANG)]
    assert kept == [expected_outcome(final) for final in finals]
    no_replay(monkeypatch)
    human = next(line for line in compute_statistics(store, BAO_HUANG) if line.key == ("human", "Dolma"))
    assert human.deals == 4 and human.figures["places"] == sum(final.final.places[0] for final in finals)


def test_deals_recorded_before_the_outcome_was_kept_are_replayed_once(store: Store, monkeypatch) -> None:
    finals = record_deals(store, 3)
    with store.transaction():  # as the records were before they kept it
        store.execute("UPDATE deals SET result = json_remove(result, '$.outcome')")
    assert [deal.outcome for deal in store.deals(status="finished", game=BAO_HUANG)] == [None] * 3
    first = compute_statistics(store, BAO_HUANG)
    assert [deal.outcome for deal in store.deals(status="finished", game=BAO_HUANG)] == [
        expected_outcome(final) for final in finals
    ]
    assert [deal.nets for deal in store.deals(status="finished")] == [final.final.scores for final in finals]
    no_replay(monkeypatch)
    again = compute_statistics(store, BAO_HUANG)
    assert [(line.key, line.deals, line.chips, line.figures) for line in again] == [
        (line.key, line.deals, line.chips, line.figures) for line in first
    ]
