"""A whole deal through the window: the human seat driven by clicks and keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Beat, Discard, DiscardAny, Lead
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase
from bagchen_qt.games.bagchen.rules.tiles import Suit
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.recap_dialog import COL_NET, COL_SETTLEMENT, RecapDialog
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store


def human(window: MainWindow) -> int:
    """The human's seat: formal seating draws it with the dice (R26)."""
    return window.config.human_seat


def table_config(seed: int) -> TableConfig:
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=seed + i), name=name)
        for i, name in enumerate(("Tenzin", "Pema", "Norbu"))
    )
    return TableConfig(RuleSet(), seats, seed)


@pytest.fixture
def window(qtbot):
    store = Store.memory()
    config = table_config(7)
    window = MainWindow(config, "instant", log=TableLog(store, config))
    qtbot.addWidget(window)
    window.start()
    yield window
    window.controller.stop()


def click_tile(qtbot, window: MainWindow, tile: int) -> None:
    item = window.scene.tile_item(tile)
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def button(window: MainWindow, text: str) -> QPushButton:
    found = [b for b in window.action_bar.findChildren(QPushButton) if b.text() == text]
    assert found, f"no button {text!r} in {[b.text() for b in window.action_bar.findChildren(QPushButton)]}"
    return found[0]


def wait_for_human_or_end(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: bool(window._legal) or window.deals_played > 0, timeout=60_000)


def pass_to_human_trick(qtbot, window: MainWindow) -> DealState:
    """Take the first button of every pre-play question until the human leads or follows."""
    while True:
        wait_for_human_or_end(qtbot, window)
        state = window.controller.state
        if state.phase in (Phase.LEAD, Phase.FOLLOW):
            return state
        qtbot.mouseClick(window.action_bar.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda s=state: window.controller.state is not s, timeout=5000)


def test_a_whole_deal_played_with_clicks_and_keys(qtbot, window):
    played_by_keys = played_by_clicks = 0
    while window.deals_played == 0:
        wait_for_human_or_end(qtbot, window)
        if window.deals_played:
            break
        state = window.controller.state
        legal = window._legal
        if state.phase not in (Phase.LEAD, Phase.FOLLOW):
            # A decision before the play: press its first button (usually "Pass").
            first = window.action_bar.findChildren(QPushButton)[0]
            qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
        else:
            plays = [a for a in legal if isinstance(a, Lead | Beat)]
            if plays:
                tiles = plays[0].tiles
            else:
                assert any(isinstance(a, DiscardAny) for a in legal)
                tiles = state.hands[human(window)][: state.trick.size]
            for tile in tiles:
                click_tile(qtbot, window, tile)
            assert set(window.scene.selected_tiles()) == set(tiles)
            if plays:
                qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter plays the selection
                played_by_keys += 1
            else:
                qtbot.mouseClick(button(window, "Play face down"), Qt.MouseButton.LeftButton)
                played_by_clicks += 1
            qtbot.waitUntil(lambda s=state: window.controller.state is not s, timeout=5000)
    assert played_by_keys + played_by_clicks >= 1
    final = window.controller.state
    assert final.is_over
    recap = window.findChild(RecapDialog)
    assert recap is not None and recap.isVisible()
    # The recap's figures are the engine's.
    for seat in range(4):
        assert recap.table_value(seat, COL_NET) == final.result.nets[seat]
        settled = sum(
            p.chips * (1 if p.payee == seat else -1)
            for p in final.payments
            if p.reason in ("settlement", "sweep") and seat in (p.payer, p.payee)
        )
        assert recap.table_value(seat, COL_SETTLEMENT) == settled
    # The deal was recorded, event by event, and finished.
    log = window.controller.log
    deals = log.store.deals()
    assert deals and deals[0].status == "finished"
    recap.accept()
    qtbot.waitUntil(lambda: window.controller.state is not final, timeout=10_000)


def test_an_illegal_selection_shows_its_reason(qtbot, window):
    state = pass_to_human_trick(qtbot, window)
    hand = state.hands[human(window)]
    # Two tiles that do not form a combination (or the wrong number when following).
    from bagchen_qt.games.bagchen.rules.selection import judge_selection

    seat = human(window)
    bad = next((a, b) for a in hand for b in hand if a < b and judge_selection(state, seat, (a, b)).face_up is None)
    for tile in bad:
        click_tile(qtbot, window, tile)
    reason = window.action_bar.reason.text()
    assert reason, "a refused selection must say why"
    lead_or_beat = button(window, "Lead" if state.phase is Phase.LEAD else "Beat")
    assert not lead_or_beat.isEnabled()
    # Enter does nothing harmful with an illegal selection: the state is unchanged
    # unless a face-down play was allowed.
    before = window.controller.state
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    after = window.controller.state
    assert after is before or isinstance(after.events[-1], Discard)


def _try_union(qtbot, seed: int) -> bool:
    """Play the steps before the play; True once the human's offer was taken up."""
    from bagchen_qt.games.bagchen.rules.actions import OfferUnion

    store = Store.memory()
    config = table_config(seed)
    window = MainWindow(config, "instant", log=TableLog(store, config))
    qtbot.addWidget(window)
    window.start()
    union_steps = (Phase.UNION_ANSWER, Phase.UNION_DUEL, Phase.UNION_GIVE)
    try:
        while True:
            wait_for_human_or_end(qtbot, window)
            state = window.controller.state
            if state.phase in (Phase.LEAD, Phase.FOLLOW) or window.deals_played:
                return False  # no union offer open to the human in this deal
            offers = [a for a in window._legal if isinstance(a, OfferUnion)]
            if not offers:
                qtbot.mouseClick(window.action_bar.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda s=state: window.controller.state is not s, timeout=5000)
                continue
            qtbot.mouseClick(button(window, window.action_bar.decision_text(offers[0])), Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: window.controller.state.phase not in union_steps, timeout=20_000)
            united = window.controller.state
            if not united.unions:
                return False  # declined by everyone
            union = united.unions[-1]
            assert human(window) in (union.winner, union.loser)
            assert union.given is not None
            assert [len(h) for h in united.hands] == [16, 16, 16, 16]
            return True
    finally:
        window.controller.stop()
        window.close()


def test_mother_and_son_united_from_the_window(qtbot):
    """The human shows a mother (or a son); an AI seat accepts; the dice decide and a
    tile is given back, all on the table."""
    if not any(_try_union(qtbot, seed) for seed in range(40)):
        pytest.fail("no deal in 40 where the human could unite mother and son")


def test_a_twenty_deal_demo_runs_without_an_exception(qtbot):
    from bagchen_qt.ui.app import demo_config

    store = Store.memory()
    config = demo_config(["easy"] * 4, 0, seed=5)
    window = MainWindow(config, "instant", log=TableLog(store, config, "demo"), demo=True)
    qtbot.addWidget(window)
    window.start()
    try:
        qtbot.waitUntil(lambda: window.deals_played >= 20 or window.controller.session.over, timeout=240_000)
        finished = [d for d in store.deals() if d.status == "finished"]
        assert len(finished) == window.deals_played >= 1
    finally:
        window.controller.stop()


def test_refusals_speak_to_the_player(qtbot):
    from bagchen_qt.core.refusals import Refusal
    from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
    from bagchen_qt.games.bagchen.table.action_bar import BagchenActionBar

    bar = BagchenActionBar()
    qtbot.addWidget(bar)
    bar.names = ["Tenzin", "You", "Pema", "Norbu"]
    bar.show_refusal(Refusal(RefusalCode.PASSPORT_CHIEF, seat=1, kinds=(7, 7)), 1)
    assert bar.reason.text() == "Passport and a chief: you may not lead 6-5 6-5."
    bar.show_refusal(Refusal(RefusalCode.PASSPORT_DICE_SUIT, seat=1, suit=Suit.SKY), 1)
    assert bar.reason.text() == "Passport: the dice named sky; you must lead a sky tile."
    bar.show_refusal(Refusal(RefusalCode.NOT_YOUR_TURN, seat=2, turn=1), 1)
    assert bar.reason.text() == "It is not Pema's turn."  # someone else


def test_the_hint_button_gives_the_hard_ais_move_and_why(qtbot, window):
    from PySide6.QtWidgets import QToolBar

    hint_buttons = [a for bar in window.findChildren(QToolBar) for a in bar.actions() if a is window.hint_action]
    assert hint_buttons, "the hint is a button on the toolbar"
    pass_to_human_trick(qtbot, window)
    with qtbot.waitSignal(window.controller.hintReady, timeout=30_000) as hint:
        window.hint_action.trigger()
    action, why = hint.args
    assert action in window._legal or type(action).__name__ == "Discard"
    assert str(why) and str(why)[0].isupper()  # an Explanation, in plain English too
