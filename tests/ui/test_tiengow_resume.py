"""The Tien Gow table's edges, as Bagchen's table has them: leaving a deal in progress
asks first and keeps the deal; the next start offers an interrupted deal and goes on at
the exact step, recorded into the same deal; Undo takes back the human's last play (and
the records with it); Hint selects the tiles of a play the AI layer suggests."""

from __future__ import annotations

import os

import pytest

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui import message_box

try:
    GAME = game_named(TIEN_GOW)
except ValueError:  # the rules of Tien Gow are not in this checkout
    pytest.skip("no Tien Gow definition in the rules", allow_module_level=True)

from message_boxes import active_box, answer_when_shown

from bagchen_qt.games.tiengow.table.window import TienGowWindow, play_kind, tiles_of
from bagchen_qt.ui import app as app_module
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.recording import FamilyTableLog


def table(preset: str = "classic", seed: int = 3) -> FamilyTable:
    rules = GAME.rules_from(preset)
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu")[: GAME.seat_count(rules) - 1], 1)
    )
    return FamilyTable(TIEN_GOW, rules, seats, preset, seed)


def human_turn(qtbot, window: TienGowWindow) -> None:
    qtbot.waitUntil(lambda: bool(window._legal), timeout=20000)  # asked once the table has shown the play


def play_once(qtbot, window: TienGowWindow) -> None:
    """The human plays the first legal play with tiles."""
    human_turn(qtbot, window)
    action = next(a for a in window._legal if play_kind(a) is not None)
    window._play(action)


def recorded_events(path, deal_id: int) -> int:
    store = Store.open(path)
    try:
        return len(store.load_deal(deal_id).events)
    finally:
        store.close()


@pytest.fixture
def mid_deal(qtbot):
    """A Tien Gow table waiting for the human after one play of theirs, recorded in
    the records file of the test (``BAGCHEN_DB``)."""
    path = os.environ["BAGCHEN_DB"]
    log = FamilyTableLog(Store.open(path), table())
    window = TienGowWindow(table(), "instant", log=log)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    play_once(qtbot, window)
    human_turn(qtbot, window)
    assert window.deal_in_progress()
    yield window, path, log.deal_id
    window.controller.stop()


def test_closing_mid_deal_asks_and_keep_playing_stays(qtbot, mid_deal):
    window, _path, _deal = mid_deal
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Keep playing")
    window.close()
    assert window.leave_question is not None  # asked
    qtbot.waitUntil(lambda: window.leave_question is None)  # and answered
    assert window.isVisible() and window.controller.state is state and not window.controller.stopped


def test_a_deal_left_is_offered_at_the_next_start_and_goes_on_recorded_into_it(qtbot, mid_deal):
    window, path, deal_id = mid_deal
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Quit")
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert window.controller.stopped
    store = Store.open(path)
    assert [(d.id, d.status) for d in store.interrupted_deals()] == [(deal_id, "playing")]
    store.close()
    # The next start offers it; going on with it resumes exactly where it was left.
    answer_when_shown(active_box, "Go on with the deal")
    resumed = app_module.offer_interrupted_deal()
    assert isinstance(resumed, TienGowWindow)
    qtbot.addWidget(resumed)
    resumed.controller.ai_delay_ms = 0
    try:
        qtbot.waitUntil(lambda: resumed.controller.state is not None)
        assert resumed.controller.state.events == state.events
        assert resumed.table.rules == window.table.rules and resumed.table.preset == "classic"
        assert [s.table_name for s in resumed.table.seats] == [s.table_name for s in window.table.seats]
        assert resumed.table.human_seat == window.table.human_seat
        assert resumed.controller.chips == list(state.start.chips)
        # A play there is recorded into the same deal.
        play_once(qtbot, resumed)
        qtbot.waitUntil(lambda: len(resumed.controller.state.events) > len(state.events))
        assert recorded_events(path, deal_id) == len(resumed.controller.state.events)
    finally:
        resumed.controller.stop()
    store = Store.open(path)
    assert store.interrupted_deals() == [] and store.deal_count() == 1
    store.close()


def test_a_deal_cut_off_kept_unfinished_is_not_offered_again(qtbot, mid_deal):
    window, path, deal_id = mid_deal
    window.controller.log.recorder.leave_for_resume()  # as if the program had been killed
    answer_when_shown(active_box, "Keep it unfinished")
    assert app_module.offer_interrupted_deal() is None
    store = Store.open(path)
    assert store.interrupted_deals() == []
    assert [d.status for d in store.deals(deal_ids=[deal_id])] == ["unfinished"]
    store.close()


def test_a_new_session_mid_deal_asks_and_keeps_the_deal_unfinished(qtbot, mid_deal, monkeypatch):
    window, path, deal_id = mid_deal
    asked: list[bool] = []
    window.newSessionAsked.connect(asked.append)
    monkeypatch.setattr(message_box, "question", lambda *args: False)
    window.new_action.trigger()
    assert asked == [] and not window.controller.stopped
    monkeypatch.setattr(message_box, "question", lambda *args: True)
    window.new_action.trigger()
    assert asked == [False]
    window.close_without_asking()  # as the new session, once chosen, does
    assert window.controller.stopped and not window.isVisible()
    store = Store.open(path)
    assert store.interrupted_deals() == []
    assert [d.status for d in store.deals(deal_ids=[deal_id])] == ["unfinished"]
    store.close()


def test_undo_takes_back_the_humans_last_play_and_the_records_with_it(qtbot, mid_deal):
    window, path, deal_id = mid_deal
    controller = window.controller
    first = controller.undo_points[0]
    assert window.undo_action.isEnabled() and window.undo_action.shortcut().toString() == "Ctrl+Z"
    window.undo_action.trigger()
    human_turn(qtbot, window)
    assert controller.state is first  # the human's turn before their play
    assert recorded_events(path, deal_id) == len(first.events)
    assert not window.undo_action.isEnabled()  # nothing of theirs left to take back
    assert controller.log.recorder.undos() == 1  # the deal is marked as played with an undo
    play_once(qtbot, window)  # and play goes on from there, recorded
    qtbot.waitUntil(lambda: len(controller.state.events) > len(first.events))
    human_turn(qtbot, window)
    assert recorded_events(path, deal_id) == len(controller.state.events)


def test_hint_selects_a_legal_play_and_enter_plays_it(qtbot, mid_deal):
    window, _path, _deal = mid_deal
    state = window.controller.state
    assert window.hint_action.shortcut().toString() == "H"
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window._hint is not None, timeout=20000)
    hint = window._hint
    assert hint in GAME.legal_actions(state) and window.scene.selected_tiles() == tiles_of(hint)
    assert window.action_bar.reason.text().startswith("Hint: ")  # said in the bar too
    window.scene.activated.emit()  # Enter, or a double click
    qtbot.waitUntil(lambda: len(window.controller.state.events) > len(state.events))
    assert window.controller.state.events[len(state.events)] == hint


def test_the_start_offers_the_deal_in_its_own_window_in_place_of_the_empty_table(qtbot, mid_deal):
    window, _path, _deal = mid_deal
    state = window.controller.state
    window.controller.log.recorder.leave_for_resume()  # as if the program had been killed
    empty = app_module.table_window()  # the Bagchen window the program starts with, no table yet
    qtbot.addWidget(empty)
    empty.show()
    answer_when_shown(active_box, "Go on with the deal")
    resumed = app_module.offer_interrupted_deal(empty)
    assert isinstance(resumed, TienGowWindow)
    qtbot.addWidget(resumed)
    try:
        qtbot.waitUntil(lambda: resumed.controller.state is not None)
        assert resumed.controller.state.events == state.events
        assert resumed.isVisible() and not empty.isVisible()
    finally:
        resumed.controller.stop()


@pytest.mark.parametrize("preset", ["moving-mice", "nau-tin-kau", "folk-30-rest"])
def test_the_relatives_deals_resume_at_the_same_step(qtbot, preset):
    try:
        GAME.new_deal(GAME.rules_from(preset))
    except ValueError as error:  # a small game whose rules are not in this checkout
        pytest.skip(str(error))
    path = os.environ["BAGCHEN_DB"]
    log = FamilyTableLog(Store.open(path), table(preset))
    window = TienGowWindow(table(preset), "instant", log=log)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.start()
    human_turn(qtbot, window)
    window._play(window._legal[0])  # one decision of the human's, then their next turn
    human_turn(qtbot, window)
    state = window.controller.state
    answer_when_shown(lambda: window.leave_question, "Quit")
    window.close()
    qtbot.waitUntil(lambda: window.controller.stopped)
    answer_when_shown(active_box, "Go on with the deal")
    resumed = app_module.offer_interrupted_deal()
    assert isinstance(resumed, TienGowWindow)
    qtbot.addWidget(resumed)
    try:
        qtbot.waitUntil(lambda: bool(resumed._legal), timeout=20000)  # the human's turn, as it was left
        assert resumed.controller.state.events == state.events and resumed.table.preset == preset
        assert resumed.scene.picture == window.scene.picture  # the table as it was left
    finally:
        resumed.controller.stop()


def test_the_hint_says_why_in_plain_words(qtbot, mid_deal):
    """Not "Beat with the tiles selected.": what the play beats, or why these tiles."""
    window, _path, _deal = mid_deal
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window._hint is not None, timeout=20000)
    said = window.action_bar.reason.text()
    assert "tiles selected" not in said and ":" in said.removeprefix("Hint: ")
    hint = window._hint
    assert window.hint_words(hint) in said
    reasons = {
        "lead": ("Lead ", "supreme pair", "highest", "spare", "combination"),
        "beat": ("Beat with ",),
        "face down": ("face down",),
    }[play_kind(hint)]
    assert any(word in said for word in reasons)
