"""The replay of a Tien Gow deal: its move list, notes kept in the records, the AI
review by Tien Gow's own players, play from a step recorded as a branch, and the deal
list and statistics by game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from bagchen_qt.ai.worker import DecisionWorker
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.table.replay_face import FamilyReplayWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.review import ReviewSettings
from bagchen_qt.ui.replay.review_runner import reviewer_modules

TG = game_named(TIEN_GOW)


def record_deal(store: Store, preset: str = "classic", seed: int = 12) -> int:
    rules = TG.rules_from(preset)
    players = [PlayerSpec.human("Pema"), *[PlayerSpec.ai("easy")] * (TG.seat_count(rules) - 1)]
    session = store.begin_session(rules, players, game=TIEN_GOW)
    rng = random.Random(seed)
    state = TG.new_deal(rules, 0)
    recorder = store.begin_deal(session, state, seed=seed)
    while not state.is_over:
        event = TG.random_action(state, rng)
        state = TG.apply(state, event)
        recorder.record(event, state)
    recorder.finish(state)
    assert recorder.deal_id is not None
    return recorder.deal_id


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Store.open(tmp_path / "records.db") as opened:
        yield opened


def open_replay(qtbot: Any, store: Store, deal_id: int, **kwargs: Any) -> FamilyReplayWindow:
    window = FamilyReplayWindow(store, deal_id, **kwargs)
    qtbot.addWidget(window)
    window.scene.set_speed("instant")
    return window


def test_the_move_list_steps_through_the_deal(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    window = open_replay(qtbot, store, deal_id)
    assert window.move_list.count() == window.steps + 1
    window.move_list.setCurrentRow(3)
    assert window.step == 3 and window.position.text().startswith("Step 3")
    lead = next(k for k in range(1, window.steps + 1) if type(window.model.steps.event(k)).__name__ == "Lead")
    assert "leads" in window.move_text(lead)


def test_a_note_mark_and_bookmark_survive_reopening(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    window = open_replay(qtbot, store, deal_id)
    window.go(4, animate=False)
    window.comment.setText("too early for the pair")
    window.comment.editingFinished.emit()
    window.mark_box.setCurrentIndex(2)
    window.mark_box.activated.emit(2)
    window.bookmark.click()
    assert "?" in window.move_list.item(4).text()
    window.close()
    again = open_replay(qtbot, store, deal_id)
    again.go(4, animate=False)
    assert again.comment.text() == "too early for the pair"
    assert again.model.notes.mark(4) == "?" and again.model.notes.bookmarked(4)
    assert again.mark_box.currentIndex() == 2 and again.bookmark.isChecked()
    again.go(7, animate=False)
    qtbot.keyClick(again, Qt.Key.Key_3)
    qtbot.keyClick(again, Qt.Key.Key_B)
    assert again.model.notes.mark(7) == "!!" and again.model.notes.bookmarked(7)
    qtbot.keyClick(again, Qt.Key.Key_0)
    assert again.model.notes.mark(7) is None and "!!" not in again.move_list.item(7).text()


def test_the_review_judges_the_seats_decisions_and_keeps_them(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    worker = DecisionWorker(preload=reviewer_modules())
    try:
        window = open_replay(qtbot, store, deal_id, worker=lambda: worker)
        window.review_settings = ReviewSettings(think_ms=100, max_iterations=3)
        decisions = list(window.model.decisions)
        assert decisions
        with qtbot.waitSignal(window.reviewing.finished, timeout=120_000) as finished:
            window.review_button.click()
            assert window.stop_button.isEnabled() and not window.review_button.isEnabled()
        assert finished.args[0] is True, finished.args
        verdicts = window.model.verdicts
        assert set(verdicts) == set(decisions)
        assert any(v.search is not None and v.worlds > 0 for v in verdicts.values())
        assert window.review_progress.value() == len(decisions)
        window.go(decisions[0], animate=False)
        assert window.verdict_label.text()
        window.close()
        again = open_replay(qtbot, store, deal_id)
        assert again.model.review_complete and set(again.model.verdicts) == set(decisions)
        assert again.model.verdicts[decisions[0]].best == verdicts[decisions[0]].best
    finally:
        worker.close(timeout=1.0)


def test_the_review_can_be_stopped_and_keeps_what_it_found(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    worker = DecisionWorker(preload=reviewer_modules())
    try:
        window = open_replay(qtbot, store, deal_id, worker=lambda: worker)
        window.review_settings = ReviewSettings(think_ms=100, max_iterations=3)
        window.reviewer_box.setCurrentIndex(window.reviewer_box.findData("medium"))  # Medium judges, quicker
        assert window.review_settings.level(TIEN_GOW) == "review-medium"
        assert window.review_settings.max_iterations == 3
        window.review_button.click()
        qtbot.waitUntil(lambda: len(window.model.verdicts) >= 1, timeout=60_000)
        with qtbot.waitSignal(window.reviewing.finished, timeout=10_000) as finished:
            window.stop_button.click()
        assert finished.args[0] is False and window.review_button.isEnabled()
        assert not window.model.review_complete and window.model.verdicts
    finally:
        worker.close(timeout=1.0)


def test_play_from_here_opens_the_table_at_the_step_and_records_a_branch(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    window = open_replay(qtbot, store, deal_id)
    window.go(6, animate=False)
    window.play_from_here()
    dialog = window.play_dialog
    assert dialog is not None and dialog.levels == ("random", "easy", "medium", "hard")
    for box in dialog.boxes.values():
        box.setCurrentIndex(dialog.levels.index("random"))
    seats = dialog.seats()
    assert seats[0].is_human and all(s.level == "random" for s in seats[1:])
    table = window.open_table(window.state(), seats, speed="instant")
    qtbot.addWidget(table)
    assert table.controller.state.events == window.state().events
    branches = store.branches(deal_id)
    assert len(branches) == 1 and branches[0][1] == 6
    new_id = branches[0][0]
    assert store.deal_game(new_id) == TIEN_GOW and store.branch_of(new_id) == (deal_id, 6)
    table.close()
    assert store.deal_game(deal_id) == TIEN_GOW  # the replay's records stay open


def test_play_from_here_offers_the_levels_of_the_deals_rules(qtbot, store: Store) -> None:
    """A folk deal is played on without Hard, which its rules do not offer: a seat that
    had it sits at the strongest level they do."""
    deal_id = record_deal(store, preset="folk-24-four")
    window = open_replay(qtbot, store, deal_id)
    window.go(3, animate=False)
    window.players = (window.players[0], *[PlayerSpec.ai("hard")] * (len(window.players) - 1))
    window.play_from_here()
    dialog = window.play_dialog
    assert dialog is not None and dialog.levels == ("random", "easy", "medium")
    assert all(box.currentData() == "medium" for box in dialog.boxes.values())
    dialog.reject()


def test_the_deal_played_on_by_ai_seats_is_finished_and_recorded(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    window = open_replay(qtbot, store, deal_id)
    window.go(5, animate=False)
    seats = tuple(PlayerSpec.ai("random") for _ in window.players)
    table = window.open_table(window.state(), seats, speed="instant")
    qtbot.addWidget(table)
    table.controller.ai_delay_ms = 0
    qtbot.waitUntil(lambda: table.controller.state.is_over, timeout=30_000)
    new_id = store.branches(deal_id)[0][0]
    qtbot.waitUntil(lambda: store.deals(deal_ids=[new_id])[0].status == "finished", timeout=10_000)
    played_on = FamilyReplayWindow(store, new_id)
    qtbot.addWidget(played_on)
    source = window.model.steps.events
    assert played_on.model.steps.events[:5] == source[:5]  # the branch starts where the replay stood
    assert played_on.model.steps.state(played_on.steps).is_over
    table.close()


def record_bagchen_deal(store: Store) -> int:
    from tests.records.helpers import SEATS, play, record_live

    session = store.begin_session(play(0).rules, SEATS)
    deal_id, _ = record_live(store, session, 4)
    return deal_id


def test_the_deal_list_shows_each_deals_game_and_filters_by_game(qtbot, store: Store) -> None:
    from bagchen_qt.ui.replay.deal_list import COL_GAME, BrowserPage

    bagchen = record_bagchen_deal(store)
    tien_gow = record_deal(store, "folk-24-rest")
    page = BrowserPage(store)
    qtbot.addWidget(page)
    page.model.refresh()
    shown = {
        page.model.deal_at(r).id: page.model.data(page.model.index(r, COL_GAME)) for r in range(page.model.rowCount())
    }
    assert shown[bagchen] == "Bagchen"
    assert str(shown[tien_gow]).startswith("Tien Gow")
    assert page.model.headerData(COL_GAME, Qt.Orientation.Horizontal) == "Game"
    page.game.setCurrentIndex(page.game.findData(TIEN_GOW))
    assert [page.model.deal_at(r).id for r in range(page.model.rowCount())] == [tien_gow]
    page.game.setCurrentIndex(page.game.findData("bagchen"))
    assert [page.model.deal_at(r).id for r in range(page.model.rowCount())] == [bagchen]
    page.game.setCurrentIndex(0)
    assert page.model.rowCount() == 2


def test_the_statistics_are_shown_game_by_game(qtbot, store: Store) -> None:
    from bagchen_qt.ui.replay.stats import StatisticsDialog

    record_bagchen_deal(store)
    record_deal(store)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.game_box.currentData() == "bagchen"
    bagchen_deals = {
        dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())
    }
    assert dialog.table.columnCount() == 8 and dialog.table.horizontalHeaderItem(5).text() == "Jumps"
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(TIEN_GOW))
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    assert rows and "Pema" in rows and rows["Pema"] == "1" and rows != bagchen_deals
    assert dialog.table.columnCount() == 4  # jumps are Bagchen's
    dialog.show_game(None)
    assert dialog.game_box.currentData() is None
    assert dialog.table.item(0, 0) is not None and dialog.lines


def test_a_decision_is_judged_with_the_searched_values_by_hard_or_medium(store: Store) -> None:
    from bagchen_qt.ai.levels import make_player, observation_for
    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.ui.replay.family_review import review_family_decision
    from bagchen_qt.ui.replay.model import ReplayModel
    from bagchen_qt.ui.replay.review import Verdict, VerdictReading

    deal_id = record_deal(store)
    model = ReplayModel(store, deal_id)
    assert model.review_refusal is None and model.decisions
    judged = []
    for level in ("hard", "medium"):
        for step in model.decisions:
            state = model.steps.state(step - 1)
            played = model.steps.event(step)
            obs = observation_for(TIEN_GOW, state, model.review_seat)
            verdict = review_family_decision(
                TIEN_GOW, obs, TG.legal_actions(state), played, PlayerOptions(seed=step, max_iterations=4), level
            )
            assert verdict.seat == model.review_seat and verdict.played == played
            assert verdict.best in TG.legal_actions(state)
            stored = Verdict.from_json(step, verdict.to_json(model.encode), VerdictReading(model.decode))
            assert stored.best == verdict.best and stored.loss == verdict.loss and stored.search == verdict.search
            if verdict.search is not None and not verdict.same:
                judged.append(verdict)
                assert verdict.played_chips is not None and verdict.best_chips is not None
                assert verdict.loss == pytest.approx(max(0.0, verdict.best_chips - verdict.played_chips))
                assert verdict.search.worlds == verdict.worlds <= 4
        assert make_player(level, None, TIEN_GOW)  # the level exists for Tien Gow
    assert judged  # some decision was compared with a better one
    assert ReviewSettings(reviewer="medium").level(TIEN_GOW) == "review-medium"
    assert ReviewSettings(reviewer="medium").level("bagchen") == ReviewSettings().level(TIEN_GOW) == "review"


@pytest.mark.parametrize("preset", list(TG.presets))
def test_every_preset_is_reviewed_and_its_verdicts_read_back(preset: str) -> None:
    from bagchen_qt.ai.levels import observation_for
    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.ui.replay.family_review import review_family_decision
    from bagchen_qt.ui.replay.model import ReplayModel
    from bagchen_qt.ui.replay.review import Verdict, VerdictReading

    with Store.memory() as store:
        model = ReplayModel(store, record_deal(store, preset))
        assert model.review_refusal is None
        if preset == "nau-tin-kau":
            assert model.decisions == []  # drawing and comparing: nothing to choose
            return
        assert model.decisions
        step = model.decisions[0]
        state = model.steps.state(step - 1)
        verdict = review_family_decision(
            TIEN_GOW,
            observation_for(TIEN_GOW, state, model.review_seat),
            TG.legal_actions(state),
            model.steps.event(step),
            PlayerOptions(seed=step, max_iterations=2),
        )
        assert verdict.best in TG.legal_actions(state)
        assert Verdict.from_json(step, verdict.to_json(model.encode), VerdictReading(model.decode)).best == verdict.best


def test_a_deal_the_table_cannot_show_is_refused_with_its_reason(qtbot, store: Store, monkeypatch) -> None:
    from bagchen_qt.ui import message_box
    from bagchen_qt.ui.replay import ReplayWindow

    told: list[str] = []
    monkeypatch.setattr(message_box, "warning", lambda _parent, _title, text: told.append(text))
    records = ReplayWindow(store)
    qtbot.addWidget(records)
    nau = record_deal(store, "nau-tin-kau")
    records.open_deal(nau)  # the table draws no picture of Nau Tin Kau yet: a reason, not a crash
    opened = getattr(records, "family_replay", None)
    assert (told and told[0].startswith("This deal cannot be replayed")) or opened.model.deal_id == nau
    playable = record_deal(store)
    records.open_deal(playable)
    assert records.family_replay.model.deal_id == playable
