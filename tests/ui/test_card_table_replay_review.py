"""The card table's replay of a Bao Huang deal, as the other games' replays: every hand
open or one seat's view, notes and marks kept in the records, the AI review of the
human's decisions by Hard in a worker process (stoppable, its verdicts kept), and play
on from a step at a live card table, you in the seat viewed, recorded as a branch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from test_card_table_replay import record_bao_huang_deal

from bagchen_qt.ai.levels import observation_for
from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.card_table.replay import EVERY_HAND, CardTableReplay
from bagchen_qt.ui.card_table.scene import PieceItem
from bagchen_qt.ui.replay.review import ReviewSettings


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "records.db") as opened:
        yield opened


def open_replay(qtbot: Any, store: Store, deal_id: int, **kwargs: Any) -> CardTableReplay:
    window = CardTableReplay(store, deal_id, **kwargs)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def faces_shown(window: CardTableReplay) -> set[Any]:
    return {item.piece for item in window.scene.items() if isinstance(item, PieceItem) and item.piece is not None}


def test_every_hand_or_one_seat_s_view(qtbot, store: Store) -> None:
    window = open_replay(qtbot, store, record_bao_huang_deal(store))
    window.go(5)
    assert window.scene.open_hands is not None and sum(len(h) for h in window.scene.open_hands) >= 160
    window.view_box.setCurrentIndex(window.view_box.findData(2))  # as Norbu saw it
    assert window.seen_by == 2 and window.scene.viewer == 2 and window.scene.open_hands is None
    norbu = observation_for(BAO_HUANG, window.state(), 2)
    assert window.scene.hand() == list(window.face.hand(norbu))  # Norbu's own hand, along the bottom
    in_front = {piece for show in window.face.seats(norbu) for piece in (*show.in_front, *show.shown)}
    assert faces_shown(window) == in_front  # and nobody else's hand: only what lies face up
    window.go(6)
    assert window.scene.viewer == 2 and window.scene.open_hands is None  # the view kept as the steps go
    window.set_seen_by(EVERY_HAND)
    assert window.scene.open_hands is not None and window.view_box.currentIndex() == 0


def test_notes_and_marks_on_a_step_are_kept_in_the_records(qtbot, store: Store) -> None:
    deal_id = record_bao_huang_deal(store)
    window = open_replay(qtbot, store, deal_id)
    window.go(7)
    window.notes.comment.setText("Too early for the jokers")
    window.notes.commit()
    qtbot.keyClick(window, Qt.Key.Key_2)  # the mark "?"
    qtbot.keyClick(window, Qt.Key.Key_B)  # a bookmark
    line = window.moves.item(7).text()
    assert line.startswith("7. ") and " ?" in line and "⚑" in line and "✎" in line
    window.close()
    again = open_replay(qtbot, store, deal_id)
    notes = again.model.notes
    assert notes.text(7) == "Too early for the jokers" and notes.mark(7) == "?" and notes.bookmarked(7)
    again.go(7)
    assert again.notes.comment.text() == "Too early for the jokers" and again.notes.bookmark.isChecked()


def test_hard_reviews_the_human_s_decisions_in_the_background_and_can_be_stopped(qtbot, store: Store) -> None:
    deal_id = record_bao_huang_deal(store)
    worker = DecisionWorker(preload=("bagchen_qt.ui.replay.review", "bagchen_qt.ui.replay.family_review"))
    try:
        window = open_replay(qtbot, store, deal_id, worker=lambda: worker)
        window.reviewing.settings = ReviewSettings(think_ms=100, max_iterations=3)
        assert window.model.review_seat == 0 and window.review.reviewer_box.currentData() == "hard"
        decisions = list(window.model.decisions)
        assert len(decisions) >= 3
        window.review.start_button.click()
        assert window.review.stop_button.isEnabled() and not window.review.start_button.isEnabled()
        qtbot.waitUntil(lambda: len(window.model.verdicts) >= 2, timeout=120_000)  # the window answers meanwhile
        with qtbot.waitSignal(window.reviewing.finished, timeout=30_000) as finished:
            window.review.stop_button.click()
        assert finished.args[0] is False and window.review.start_button.isEnabled()
        judged = sorted(window.model.verdicts)
        assert set(judged) <= set(decisions) and not window.model.review_complete
        window.go(judged[0])
        line = window.moves.item(judged[0]).text()
        assert window.review.verdict.text() and ("✓" in line or "⚠" in line)
        window.close()
        again = open_replay(qtbot, store, deal_id)
        assert set(again.model.verdicts) == set(judged)  # what it found is kept
    finally:
        worker.close(timeout=1.0)


def test_play_on_from_a_step_in_the_seat_viewed(qtbot, store: Store) -> None:
    deal_id = record_bao_huang_deal(store)
    window = open_replay(qtbot, store, deal_id)
    step = 12
    window.go(step)
    window.set_seen_by(3)
    window.play_from_here()
    dialog = window.play_dialog
    assert dialog is not None and dialog.you == 3 and 3 not in dialog.boxes
    for box in dialog.boxes.values():
        box.setCurrentIndex(dialog.levels.index("random"))
    seats = dialog.seats()
    assert seats[3].is_human and seats[3].table_name == window.names[3]
    assert all(not s.is_human and s.level == "random" for i, s in enumerate(seats) if i != 3)
    table = window.open_table(window.state(), seats, speed="instant")
    qtbot.addWidget(table)
    qtbot.waitUntil(lambda: table.controller.state is not None, timeout=10_000)
    played_to = window.state().events
    assert table.you == 3 and table.controller.state.events[: len(played_to)] == played_to
    assert store.branches(deal_id)[0][1] == step
    qtbot.waitUntil(lambda: bool(table.legal) or table.recap is not None, timeout=30_000)
    table.controller.stop()
    table.close()
    assert isinstance(seats[0], PlayerSpec)
