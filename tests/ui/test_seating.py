"""Seating at the table (R26), the seat exchange (R24) and Gobah's count (R25)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtWidgets import QPushButton

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.ai.customs import LOSING_RUN
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.seating import SeatDraw, draw_seats, draw_to_dict
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.seating_show import draw_captions
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.table_scene import TableScene
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store

NAMES = ("Pema", "Tenzin", "Dolma", "Norbu")
MORNING = datetime(2026, 3, 1, 9, 30)
AFTERNOON = datetime(2026, 3, 1, 15, 0)


def table_config(rules: RuleSet, seed: int = 7) -> TableConfig:
    seats = (PlayerSpec.human("Pema"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=seed + i, max_iterations=50), name=name)
        for i, name in enumerate(NAMES[1:])
    )
    return TableConfig(rules, seats, seed)


def open_window(qtbot, rules: RuleSet, clock: datetime = MORNING, seed: int = 7, log: bool = False) -> MainWindow:
    config = table_config(rules, seed)
    window = MainWindow(config, "instant", log=TableLog(Store.memory(), config) if log else None)
    qtbot.addWidget(window)
    window.controller.clock = lambda: clock
    window.start()
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10_000)
    return window


@pytest.fixture
def close_windows():
    windows: list[MainWindow] = []
    yield windows
    for window in windows:
        window.controller.stop()


def panel_names(scene: TableScene) -> list[str]:
    return [scene.panel(seat)._name for seat in range(4)]


@pytest.mark.parametrize("clock", [MORNING, AFTERNOON])
def test_formal_seating_is_played_out_at_the_start(qtbot, close_windows, clock) -> None:
    window = open_window(qtbot, RuleSet(), clock)
    close_windows.append(window)
    controller = window.controller
    [draw] = controller.seat_draws
    assert draw.done and draw.demander is None and draw.morning == (clock.hour < 12)
    assert len(draw.throws) >= 4
    # The players sit where the dice put them; East starts the first deal.
    seating = draw.seating()
    assert controller.session.seating == seating and controller.session.starter == 0
    assert controller.state.starter == 0
    assert [s.name for s in window.config.seats] == [NAMES[p] for p in seating]
    assert panel_names(window.scene) == [NAMES[p] for p in seating]
    assert window.scene.viewer == seating.index(0) == window.config.human_seat  # Pema stays at the bottom
    captions = window.seating_captions
    assert captions[0].startswith("Formal seating")
    assert ("Before noon" if clock.hour < 12 else "After noon") in " ".join(captions)
    assert captions[-1] == (
        f"{NAMES[seating[0]]} sits East and starts the first deal."
        if seating[0]
        else "You sit East and start the first deal."
    )
    assert sum(": " in c and " = " in c for c in captions) == 4  # four first throws
    # The session panel follows the players, not the seats.
    assert window.session_panel.chart.names == list(NAMES)


def test_informal_seating_keeps_the_chosen_seats(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seating="informal"))
    close_windows.append(window)
    assert window.controller.seat_draws == []
    assert window.controller.session.seating == (0, 1, 2, 3) and window.config.human_seat == 0


def test_ties_are_thrown_again_with_captions() -> None:
    draw = draw_seats(True, [(3, 4), (5, 2), (6, 6), (1, 1), (2, 2), (2, 2), (1, 2), (6, 5)])
    captions = draw_captions(draw, NAMES, draw.seating()[0])
    assert "Pema and Tenzin tie at 7: they throw again." in captions
    assert "Pema: 7, then 4" in captions and "Tenzin: 7, 4, then 11" in captions
    assert captions.index("Pema and Tenzin tie at 7: they throw again.") == 5
    assert "East: Dolma  ·  South: Tenzin  ·  West: Pema  ·  North: Norbu" in captions
    assert captions[-1] == "Dolma sits East and starts the first deal."
    mine = draw_captions(draw_seats(True, [(6, 6), (1, 2), (3, 3), (2, 2)]), NAMES, 0, you=0)
    assert mine[-1] == "You sit East and start the first deal."
    exchange = draw_seats(True, [(6, 6), (1, 2), (3, 3), (2, 2)], before=(0, 1, 2, 3), demander=0)
    assert draw_captions(exchange, NAMES, 1, you=0)[0] == "You demand an exchange of seats: everyone throws the dice."


def test_the_draw_is_animated_on_the_table(qtbot) -> None:
    """At a real speed: dice and name tags move, then the panels show the new seats."""
    scene = TableScene(0, NAMES, [None, "easy", "easy", "easy"])
    scene.set_speed("fast")
    scene.set_reduced_motion(False)
    draw = draw_seats(False, [(1, 2), (6, 6), (3, 3), (2, 2)])  # afternoon: Pema (3) sits East
    items_before = len(scene.items())
    with qtbot.waitSignal(scene.animationsFinished, timeout=30_000):
        captions = scene.show_seat_draw(draw, NAMES, [None, "easy", "easy", "easy"], draw.seating()[0])
        assert scene.is_animating()
        assert len(scene.items()) > items_before  # dice, captions and name tags on the table
    assert not scene.is_animating() and len(scene.items()) == items_before
    assert draw.seating() == (0, 3, 2, 1)
    assert panel_names(scene) == ["Pema", "Norbu", "Dolma", "Tenzin"]
    assert scene.viewer == 0
    assert "After noon: the lowest throw sits East, then South, West and North." in captions


def test_the_human_may_demand_an_exchange_of_seats_before_the_shuffle(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seat_exchange=True, seating="informal"), log=True)
    close_windows.append(window)
    controller = window.controller
    # As if a deal had been played, with chips that differ from seat to seat.
    controller.session = replace(
        controller.session,
        deals_played=1,
        chips=(90, 120, 95, 95),
        deal_nets=((-10, 20, -5, -5),),
        deal_seatings=((0, 1, 2, 3),),
    )
    chips_of = {p: controller.session.chips[controller.session.seat_of(p)] for p in range(4)}
    first_state = controller.state
    controller.next_deal()
    buttons = {b.text(): b for b in window.action_bar.findChildren(QPushButton)}
    assert set(buttons) == {"Exchange seats", "Keep the seats and deal"}
    assert controller.state is first_state  # nothing is shuffled before the answer
    buttons["Exchange seats"].click()
    qtbot.waitUntil(lambda: controller.state is not first_state, timeout=10_000)
    draw = controller.seat_draws[-1]
    assert draw.demander == 0 and draw.done
    session = controller.session
    assert session.seat_of(0) == 0  # the demander stays
    assert session.seating == draw.seating()
    assert {p: session.chips[session.seat_of(p)] for p in range(4)} == chips_of  # chips go with the players
    assert controller.state.start_chips == session.chips
    assert [s.name for s in window.config.seats] == [NAMES[p] for p in session.seating]
    assert panel_names(window.scene) == [NAMES[p] for p in session.seating]
    assert window.seating_captions[0] == "You demand an exchange of seats: everyone throws the dice."
    # The records keep who sat where in the deal.
    store = controller.log.store
    newest = store.deals()[-1]
    expected = None if session.seating == (0, 1, 2, 3) else session.seating
    assert store.deal_seating(newest.id) == expected
    assert store.deal_seat_draw(newest.id) == draw_to_dict(draw)  # the throws are kept with the deal
    assert store.deal_seat_draw(store.deals()[0].id) is None
    assert newest.players == tuple(NAMES[p] for p in session.seating)


def test_keeping_the_seats_deals_at_once(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seat_exchange=True, seating="informal"))
    close_windows.append(window)
    controller = window.controller
    controller.session = replace(controller.session, deals_played=1)
    first_state = controller.state
    controller.next_deal()
    [keep] = [b for b in window.action_bar.findChildren(QPushButton) if b.text() == "Keep the seats and deal"]
    keep.click()
    qtbot.waitUntil(lambda: controller.state is not first_state, timeout=10_000)
    assert controller.seat_draws == [] and controller.session.seating == (0, 1, 2, 3)


def test_an_ai_player_demands_an_exchange_after_losing(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seat_exchange=True, seating="informal"))
    close_windows.append(window)
    controller = window.controller
    # Dolma (player 2, seat W) has lost the last deals in this seat.
    controller.session = replace(
        controller.session,
        deals_played=LOSING_RUN,
        deal_nets=((4, 0, -4, 0),) * LOSING_RUN,
        deal_seatings=((0, 1, 2, 3),) * LOSING_RUN,
    )
    first_state = controller.state
    controller.next_deal()
    qtbot.waitUntil(lambda: controller.state is not first_state, timeout=10_000)
    draw = controller.seat_draws[-1]
    assert draw.demander == 2 and controller.session.seat_of(2) == 2
    assert not [b for b in window.action_bar.findChildren(QPushButton) if b.text() == "Exchange seats"]
    assert window.seating_captions[0].startswith("Dolma demands an exchange of seats")


def test_no_exchange_offered_when_the_custom_is_off(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seating="informal"))
    close_windows.append(window)
    controller = window.controller
    controller.session = replace(controller.session, deals_played=1)
    first_state = controller.state
    controller.next_deal()
    assert controller.state is not first_state and controller.seat_draws == []


def test_gobah_declared_during_a_deal_waits_for_its_end(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(seating="informal"))
    close_windows.append(window)
    assert window.controller.state is not None and not window.controller.state.is_over
    window._declare_gobah(False)
    session = window.controller.session
    assert session.gobah_waits and session.gobah_deals_left == 5
    assert window.session_panel.gobah_label.text() == "Gobah: 5 deals left after this one"
    assert "after this one" in window.action_bar.reason.text()
    assert not window.statusBar().isVisible() or not window.statusBar().currentMessage()
    # On the table too, under the point, with the session panel closed as it starts.
    assert window.scene._point_caption.text.split("\n")[-1] == "Gobah: 5 deals left after this one"
    assert window.scene._point_caption.isVisible()


def test_the_table_counts_the_gobah_deals_down_to_tashi_gobah(qtbot, close_windows) -> None:
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.table.words import gobah_text

    session = Session.start(RuleSet())
    assert gobah_text(session) == ""
    between = session.declare_gobah(short=False)
    assert gobah_text(between) == "Gobah: 5 deals left"
    assert gobah_text(session.declare_gobah(short=True)) == "Tashi Gobah: last deal"
    assert gobah_text(session.declare_gobah(short=True, during_deal=True)) == "Tashi Gobah: the next deal is the last"


def test_seat_draw_with_a_demander_keeps_the_demander() -> None:
    draw = SeatDraw(True, (1, 0, 3, 2), demander=3)
    assert draw.throwing_order() == [1, 0, 3, 2]


def test_formal_seating_is_recorded_with_the_first_deal(qtbot, close_windows) -> None:
    window = open_window(qtbot, RuleSet(), MORNING, seed=3, log=True)
    close_windows.append(window)
    store = window.controller.log.store
    [deal] = store.deals()
    [draw] = window.controller.seat_draws
    assert store.deal_seat_draw(deal.id) == draw_to_dict(draw)
    seating = draw.seating()
    assert store.deal_seating(deal.id) == (None if seating == (0, 1, 2, 3) else seating)
    assert deal.players == tuple(NAMES[p] for p in seating)
