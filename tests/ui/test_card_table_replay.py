"""A recorded deal of a game that plays at the card table, with no replay window of its
own, replays at the card table: High Card, stepped from the fresh deal to its end,
every hand open."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from card_table_toy import high_card_listed
from PySide6.QtCore import Qt

from bagchen_qt.core.family import game_named
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.card_table.replay import CardTableReplay, replay_window_for


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with high_card_listed(), Store.open(tmp_path / "records.db") as opened:
        yield opened


def record_deal(store: Store, seed: int = 4) -> int:
    game = game_named("high-card")
    rules = game.rules_from()
    players = [PlayerSpec.human("Pema"), PlayerSpec.ai("easy", name="Tenzin"), PlayerSpec.ai("random", name="Norbu")]
    session = store.begin_session(rules, players, game="high-card")
    rng = random.Random(seed)
    state = game.new_deal(rules, 0, (10, 10, 10))
    recorder = store.begin_deal(session, state, seed=seed)
    while not state.is_over:
        event = game.random_action(state, rng)
        state = game.apply(state, event)
        recorder.record(event, state)
    recorder.finish(state)
    assert recorder.deal_id is not None
    return recorder.deal_id


def open_hands(window: CardTableReplay) -> list[list[Any]]:
    """The pieces the table shows face up by each seat's plate (the viewer's: its hand)."""
    return [list(hand) for hand in window.scene.open_hands or []]


def test_a_recorded_deal_steps_from_the_start_to_the_end_with_every_hand_open(qtbot, store: Store) -> None:
    deal_id = record_deal(store)
    assert replay_window_for("high-card") is CardTableReplay
    window = CardTableReplay(store, deal_id)
    qtbot.addWidget(window)
    window.show()
    assert window.last == 10 and window.moves.count() == 11  # the shuffle and nine plays
    assert window.moves.item(2).text().startswith("2. You play ")  # the human, as the replay addresses them
    window.go(1)  # dealt: every hand of three open
    hands = open_hands(window)
    assert [len(h) for h in hands] == [3, 3, 3] and sorted(c for h in hands for c in h) == list(range(1, 10))
    shown = {getattr(item, "piece", None) for item in window.scene.items()}
    assert set(hands[1]) | set(hands[2]) <= shown  # the other seats' hands drawn face up
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.step == 10 and window.state().is_over
    assert all(not h for h in open_hands(window))
    assert not window.step_buttons["forward"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.step == 9 and window.moves.currentRow() == 9
    window.moves.setCurrentRow(4)
    assert window.step == 4 and sum(len(h) for h in open_hands(window)) == 6


def test_the_replay_shell_opens_the_card_tables_replay(qtbot, store: Store) -> None:
    from bagchen_qt.ui.replay.window import ReplayWindow

    deal_id = record_deal(store, seed=9)
    window = ReplayWindow(store)
    qtbot.addWidget(window)
    window.open_deal(deal_id)
    assert isinstance(window.family_replay, CardTableReplay)
    qtbot.addWidget(window.family_replay)
    assert window.family_replay.last == 10


def record_bao_huang_deal(store: Store, seed: int = 3) -> int:
    game = game_named("bao-huang")
    rules = game.rules_from()
    names = ("Pema", "Tenzin", "Norbu", "Karma")
    players = [PlayerSpec.human("Dolma"), *(PlayerSpec.ai("random", name=n) for n in names)]
    session = store.begin_session(rules, players, game="bao-huang")
    rng = random.Random(seed)
    state = game.new_deal(rules, 0, (100,) * 5)
    recorder = store.begin_deal(session, state, seed=seed)
    while not state.is_over:
        event = game.random_action(state, rng)
        state = game.apply(state, event)
        recorder.record(event, state)
    recorder.finish(state)
    assert recorder.deal_id is not None
    return recorder.deal_id


def test_a_bao_huang_deal_replays_with_five_hands_open_in_its_own_cards(qtbot, store: Store) -> None:
    from bagchen_qt.games.baohuang.table.cards import card_pixmap
    from bagchen_qt.games.baohuang.table.face import BaoHuangFace

    deal_id = record_bao_huang_deal(store)
    assert replay_window_for("bao-huang") is CardTableReplay
    window = CardTableReplay(store, deal_id)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    assert isinstance(window.face, BaoHuangFace) and len(window.scene.plates) == 5
    window.go(3)  # the shuffle and the draw done, the emperor card offered
    hands = open_hands(window)
    assert len(hands) == 5 and sum(len(h) for h in hands) == 168
    shown = [item for item in window.scene.items() if getattr(item, "piece", None) in hands[1]]
    assert shown
    item = shown[0]
    height = round(item.pixmap().height() / item.pixmap().devicePixelRatio())
    drawn = card_pixmap(item.piece, height, item.pixmap().devicePixelRatio())
    assert item.pixmap().toImage() == drawn.toImage()  # the real card, not the plain one
    texts = [window.moves.item(i).text().partition(". ")[2] for i in range(window.moves.count())]
    assert any(t.startswith("You play ") for t in texts) and any(" plays " in t for t in texts)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.state().is_over
