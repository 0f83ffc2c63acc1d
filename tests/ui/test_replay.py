"""The replay window: browsing, navigation, perspectives and annotations."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bagchen_qt.games.bagchen.rules.actions import Charity, Discard
from bagchen_qt.games.bagchen.rules.observation import Observation, observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import play_random_deal
from bagchen_qt.games.bagchen.table.words import tiles_text
from bagchen_qt.records.handrecord import export_document, import_file, write_document
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import DealQuery, Store, record_finished_deal
from bagchen_qt.ui.replay.deal_list import COL_NOTES, COL_YOU
from bagchen_qt.ui.replay.notes import typed_mark
from bagchen_qt.ui.replay.window import ReplayWindow

PLAYERS = [
    PlayerSpec.ai("easy", name="Tenzin"),
    PlayerSpec.human("Pema"),
    PlayerSpec.ai("medium"),
    PlayerSpec.ai("hard", name="Norbu"),
]


def record_deals(store: Store, count: int, seed: int = 1, sessions: int = 1) -> list[int]:
    """Random deals with Pema in seat S, in ``sessions`` sessions."""
    rng = random.Random(seed)
    ids = []
    for s in range(sessions):
        session = store.begin_session(RuleSet(), PLAYERS)
        for n in range(count):
            state = play_random_deal(rng, starter=n % 4)
            ids.append(record_finished_deal(store, state, PLAYERS, session_id=session, seed=s * 1000 + n))
    return ids


@pytest.fixture
def store() -> Store:
    store = Store.memory()
    yield store
    store.close()


@pytest.fixture
def hidden(qtbot, store: Store) -> ReplayWindow:
    """A window never shown: nothing is painted, the logic runs the same."""
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    yield window
    window.close()


@pytest.fixture
def window(qtbot, store: Store) -> ReplayWindow:
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window
    window.close()


def known_tiles(obs: Observation) -> set[int]:
    """Every tile the observer may know the identity of."""
    known = set(obs.hand)
    for trick in (*obs.tricks, *((obs.trick,) if obs.trick else ())):
        for play in trick.plays:
            known.update(play.tiles)  # empty unless seen (face up, or the observer's own)
    for _seat, tiles in obs.exposures:
        known.update(tiles)
    if obs.offer is not None and obs.offer[1] >= 0:
        known.add(obs.offer[1])
    known.update(u.given for u in obs.unions if u.given is not None)
    return known


def settle(page) -> None:
    page.scene.finish_now()
    QApplication.processEvents()


# --- browsing -----------------------------------------------------------------------------------


def test_the_list_sorts_filters_searches_and_fetches_lazily(qtbot, store: Store) -> None:
    ids = record_deals(store, 230, seed=3)
    store.add_annotation(ids[5], 10, "a brave charity lead", "!?")
    store.add_annotation(ids[7], None, "the whole deal went wrong", bookmark=True)
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    model = window.browser.model
    assert model.total == 230 and model.rowCount() == 200  # one page, newest first
    assert model.rows[0].id == ids[-1]
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 230 and not model.canFetchMore()

    window.browser.table.sortByColumn(COL_YOU, Qt.SortOrder.DescendingOrder)
    nets = [row.human_net for row in model.rows]
    assert nets == sorted(nets, reverse=True) and model.rowCount() == 200
    assert model.data(model.index(0, COL_YOU)) == f"{nets[0]:+d}"
    window.browser.table.sortByColumn(COL_NOTES, Qt.SortOrder.DescendingOrder)
    assert {model.rows[0].id, model.rows[1].id} == {ids[5], ids[7]}

    window.browser.annotated.setChecked(True)
    assert model.total == 2
    window.browser.annotated.setChecked(False)
    window.browser.bookmarked.setChecked(True)
    assert [row.id for row in model.rows] == [ids[7]]
    window.browser.bookmarked.setChecked(False)
    window.browser.search.setText("charity")
    window.browser.apply_filters()
    assert [row.id for row in model.rows] == [ids[5]]
    assert "1 of 230" in window.browser.count.text()
    window.browser.search.setText("")
    record_deals(store, 3, seed=4)  # a second session
    window.browser.show_session(2)
    assert model.total == 3 and {row.session_id for row in model.rows} == {2}
    assert "session 2 only" in window.browser.count.text()
    window.browser.show_session(None)
    assert model.total == 233


def test_the_list_opens_over_ten_thousand_deals_quickly(qtbot, store: Store) -> None:
    from bagchen_qt.records.bench import _grow

    record_deals(store, 100, seed=5)
    _grow(store, 100, 10_000)
    assert store.deal_count() == 10_000
    times = []
    for _ in range(2):  # the better of two: a busy machine stretches one now and then
        start = time.perf_counter()
        window = ReplayWindow(store)
        qtbot.addWidget(window)
        window.show()
        QApplication.processEvents()
        times.append(time.perf_counter() - start)
        window.close()
    # Only the first page is read: the cost does not grow with the number of deals.
    assert window.browser.model.rowCount() == 200 and window.browser.model.total == 10_000
    assert min(times) < 1.5  # ``bagchen bench gui`` measures it (browser_open_10k_s; target 0.5 s)


# --- navigation ----------------------------------------------------------------------------------


def test_keys_step_trick_start_end_and_clicks(qtbot, window: ReplayWindow, store: Store) -> None:
    deal = record_deals(store, 1)[0]
    window.open_deal(deal)
    page = window.page
    steps = page.steps
    assert window.tabs.currentIndex() == 1 and page.step == 0

    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert page.step == 1 and page.scene.state is steps.state(1)
    assert page.scene.is_animating()  # a single step animates
    with qtbot.waitSignal(page.scene.animationsFinished, timeout=5000):
        pass
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert page.step == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert page.step == steps.last and not page.scene.is_animating()  # a jump snaps
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert page.step == steps.starts[-1]
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert page.step == 0
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert page.step == steps.starts[0]  # the play begins
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert page.step == steps.starts[1] and steps.state(page.step).tricks  # the first trick is taken
    assert page.trick_box.value() == 2

    page.trick_box.setValue(4)  # typing a trick number
    assert page.step == steps.trick_start(4)
    row = next(i for i, r in enumerate(page.moves.rows) if r.step == 17 and not r.heading)
    page.move_view.clicked.emit(page.moves.index(row))
    assert page.step == 17 and page.moves.rows[row].current
    heading = next(i for i, r in enumerate(page.moves.rows) if r.heading and r.text == "Trick 3")
    page.move_view.clicked.emit(page.moves.index(heading))
    assert page.step == steps.trick_start(3)
    timeline = page.timeline
    qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=timeline.rect().center())
    assert abs(page.step - steps.last / 2) <= 2
    assert page.scene.state is steps.state(page.step)
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert page.speed == 2.0
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert page.playing
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not page.playing


def test_autoplay_runs_at_the_speed_shown_and_pauses_at_notes(qtbot, hidden: ReplayWindow, store: Store) -> None:
    deal = record_deals(store, 1, seed=2)[0]
    store.add_annotation(deal, 6, "look here")
    hidden.open_deal(deal)
    page = hidden.page
    for _ in range(3):
        page.change_speed(1)
    assert page.speed == 8.0 and page.speed_button.text() == "×8"
    page.pause_at_notes.setChecked(True)
    page.toggle_autoplay()
    assert page.playing and not page.view.badge.isHidden() and page.view.badge.text() == "▶ ×8"
    qtbot.waitUntil(lambda: not page.playing, timeout=10_000)
    assert page.step == 6 and page.view.badge.isHidden()
    page.pause_at_notes.setChecked(False)
    page.scene.set_speed("instant")
    page.start_autoplay()
    qtbot.waitUntil(lambda: not page.playing, timeout=10_000)
    assert page.step == page.steps.last
    page.change_speed(-1)
    assert page.speed == 4.0 and page.speed_button.text() == "×4"


# --- perspectives --------------------------------------------------------------------------------


def test_a_seat_sees_only_what_it_could_know(qtbot, hidden: ReplayWindow, store: Store) -> None:
    deal = record_deals(store, 3, seed=11)[2]
    hidden.open_deal(deal)
    page = hidden.page
    steps = page.steps
    page.scene.set_speed("instant")
    for seat in range(4):
        page.set_viewer(seat)
        page.set_all_hands(False)
        for step in range(0, steps.last + 1, 3):
            page.go(step, animate=False)
            settle(page)
            known = known_tiles(observation(steps.state(step), seat))
            shown = {int(item.tile) for item in page.scene.tile_items() if item.tile is not None}
            assert shown <= known, (seat, step, shown - known)
            for row in page.moves.rows:
                if row.heading or row.step == 0:
                    continue
                event = steps.event(row.step)
                if row.step > step:
                    assert row.future and row.text.endswith("…")
                elif isinstance(event, Discard | Charity) and event.seat != seat:
                    hidden = tiles_text(event.tiles if isinstance(event, Discard) else (event.tile,))
                    assert f"({hidden})" not in row.text, row.text  # others' face-down tiles stay hidden
    # Revealing the face-down tiles names them, and all hands open shows every hand.
    page.go(steps.last, animate=False)
    page.set_reveal(True)
    assert not page.face_down.isHidden()
    downs = [r for r in page.moves.rows if not r.heading and isinstance(steps.event(r.step), Discard)]
    assert downs and all(f"({tiles_text(steps.event(r.step).tiles)})" in r.text for r in downs)
    page.set_reveal(False)
    page.go(steps.starts[0], animate=False)
    page.set_all_hands(True)
    settle(page)
    assert sum(item.tile is not None for item in page.scene.tile_items()) == 64
    page.set_viewer(2)
    settle(page)
    assert page.scene.viewer == 2 and page.seat_box.currentIndex() == 2


def test_the_buttons_the_seat_box_and_the_table_show_the_models_one_perspective(
    qtbot, window: ReplayWindow, store: Store
) -> None:
    first, second = record_deals(store, 2, seed=5)
    page = window.page
    assert not page.all_hands_button.isEnabled()  # nothing to look at yet
    window.open_deal(first)
    page.scene.set_speed("instant")
    page.view.setFocus()
    viewer = page.model.perspective.viewer
    qtbot.keyClick(window, Qt.Key.Key_A)  # all hands off, by key
    qtbot.keyClick(window, Qt.Key.Key_F)  # face-down tiles revealed
    qtbot.keyClick(window, Qt.Key.Key_T)  # the table turned
    p = page.model.perspective
    assert p.viewer == (viewer + 1) % 4
    assert not p.all_hands and p.reveal
    assert (page.all_hands_button.isChecked(), page.reveal_button.isChecked()) == (False, True)
    assert page.seat_box.currentIndex() == p.viewer == page.scene.viewer
    assert page.scene.all_hands is False
    page.seat_box.setCurrentIndex((p.viewer + 1) % 4)  # the seat box turns the model, and the table follows
    assert page.model.perspective.viewer == page.scene.viewer == (p.viewer + 1) % 4
    window.open_deal(second)  # the way of looking stays; the seat is the new deal's own
    q = page.model.perspective
    assert not q.all_hands and q.reveal and page.reveal_button.isChecked() and not page.all_hands_button.isChecked()
    assert page.seat_box.currentIndex() == q.viewer == page.scene.viewer and page.scene.all_hands is False


# --- annotations ---------------------------------------------------------------------------------


def test_marks_by_keys() -> None:
    assert typed_mark(None, "!") == "!"
    assert typed_mark("!", "!") == "!!"
    assert typed_mark("!", "?") == "!?"
    assert typed_mark("?", "!") == "?!"
    assert typed_mark("??", "?") == "?"


def test_annotations_are_saved_at_once_and_survive_export_and_import(
    qtbot, window: ReplayWindow, store: Store, tmp_path
) -> None:
    deal = record_deals(store, 1, seed=4)[0]
    window.open_deal(deal)
    page = window.page
    page.go(12, animate=False)
    qtbot.keyClick(window, Qt.Key.Key_Exclam)
    qtbot.keyClick(window, Qt.Key.Key_Question)
    assert [(a.event, a.mark) for a in store.annotations(deal)] == [(12, "!?")]
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert store.annotations(deal)[0].bookmark
    page.go(20, animate=False)
    qtbot.keyClick(window, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_C)
    assert page.notes_panel.comment.hasFocus()
    qtbot.keyClicks(page.notes_panel.comment, "Too early for the chiefs.")
    page.go(21, animate=False)  # leaving the move saves what was typed
    page.notes_panel.deal_comment.setPlainText("A deal to learn from.")
    page.notes_panel.flush()
    notes = {a.event: (a.text, a.mark, a.bookmark) for a in store.annotations(deal)}
    assert notes == {
        12: ("", "!?", True),
        20: ("Too early for the chiefs.", "??", False),
        None: ("A deal to learn from.", None, False),
    }
    row = next(r for r in page.moves.rows if r.step == 20 and not r.heading)
    assert row.mark == "??" and row.comment == "Too early for the chiefs."
    assert {12, 20} <= window.page.timeline._notes

    # Removing a mark and a bookmark from a move without text deletes its note.
    page.go(12, animate=False)
    qtbot.keyClick(window, Qt.Key.Key_0)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert 12 not in {a.event for a in store.annotations(deal)}
    qtbot.keyClick(window, Qt.Key.Key_1)

    path = tmp_path / "deal.json"
    write_document(export_document(store, [deal]), path)
    other = Store.memory()
    report = import_file(other, path)
    moved = {a.event: (a.text, a.mark, a.bookmark) for a in other.annotations(report.deal_ids[0])}
    assert moved == {a.event: (a.text, a.mark, a.bookmark) for a in store.annotations(deal)}
    assert moved[12] == ("", "!", False)
    other.close()

    # The browser shows and finds annotated deals.
    window.tabs.setCurrentIndex(0)
    window.browser.search.setText("chiefs")
    window.browser.apply_filters()
    assert [r.id for r in window.browser.model.rows] == [deal]
    assert window.browser.model.rows[0].notes == 3


def test_a_file_opens_outside_the_records_and_can_be_imported(
    qtbot, window: ReplayWindow, store: Store, tmp_path
) -> None:
    source = Store.memory()
    deal = record_deals(source, 2, seed=9)[1]
    source.add_annotation(deal, 3, "from the file", "!")
    path = tmp_path / "two.json"
    write_document(export_document(source, record_deals(source, 0) or [deal - 1, deal]), path)
    source.close()
    opened = window.open_file(path)
    assert len(opened) == 2 and window.banner.isVisible() and store.deal_count() == 0
    assert window.tabs.currentIndex() == 1 and window.page.deal_id == opened[0]
    assert window.import_path(path) == 2
    assert store.deal_count() == 2 and not window.banner.isVisible()
    assert store.deal_list(DealQuery(search="file"))[0].notes == 1


def test_the_replay_shows_who_sat_where_in_each_deal(qtbot, hidden: ReplayWindow, store: Store) -> None:
    session = store.begin_session(RuleSet(seat_exchange=True), PLAYERS)
    rng = random.Random(3)
    first = record_finished_deal(store, play_random_deal(rng), PLAYERS, session_id=session)
    state = play_random_deal(rng)
    recorder = store.begin_deal(session, state, seating=(1, 2, 3, 0))  # Pema (listed S) sits East
    recorder.finish(state)
    hidden.open_deal(first)
    assert hidden.page.names[1] == "Pema" and hidden.page.viewer == 1
    assert "exchanged" not in hidden.page.header.text()
    hidden.open_deal(recorder.deal_id)
    page = hidden.page
    assert page.names == ["Pema", "medium AI", "Norbu", "Tenzin"]
    assert page.viewer == 0  # the human's seat in this deal
    assert [page.seat_box.itemText(i).split(" · ")[1] for i in range(4)] == page.names
    assert "Seats exchanged during the session" in page.header.text()


def test_the_replay_shows_the_draw_for_seats(qtbot, hidden: ReplayWindow, store: Store) -> None:
    from bagchen_qt.games.bagchen.rules.seating import draw_seats, draw_to_dict

    session = store.begin_session(RuleSet(seat_exchange=True), PLAYERS)
    state = play_random_deal(random.Random(5))
    draw = draw_seats(False, [(4, 5), (1, 3), (5, 6), (2, 2), (3, 1), (2, 3)], before=(3, 0, 1, 2), demander=1)
    recorder = store.begin_deal(session, state, seating=draw.seating(), seat_draw=draw_to_dict(draw))
    recorder.finish(state)
    hidden.open_deal(recorder.deal_id)
    header = hidden.page.header.text()
    assert "Pema demanded an exchange of seats (after noon): Norbu 9, Tenzin 4/4, Pema 11, medium AI 4/5" in header
