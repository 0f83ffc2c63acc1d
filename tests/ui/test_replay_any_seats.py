"""The replay's deal list for a table of any size: a deal of five seats (Bao Huang) and
one of three (the toy game) are listed with their seats written as the records write
them, and each game by its title."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from bagchen_qt.core.family import game_named
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.replay.deal_list import COL_GAME, COL_SEATS, COL_STARTER, BrowserPage
from tests.toygame import HIGH_CARD


@pytest.fixture
def store() -> Iterator[Store]:
    with Store.memory() as store:
        yield store


def record_random_deal(store: Store, game_name: str, starter: int) -> int:
    """One deal of ``game_name`` played at random by AI players named P1, P2, …"""
    game = game_named(game_name)
    rules = game.rules_from(next(iter(game.presets)), {})
    seats = game.seat_count(rules)
    players = tuple(PlayerSpec.ai("random", name=f"P{seat + 1}") for seat in range(seats))
    session = store.begin_session(rules, players, game=game_name, source="selfplay")
    state = game.new_deal(rules, starter)
    recorder = store.begin_deal(session, state, seed=starter)
    rng = random.Random(starter)
    while not state.is_over:
        event = game.random_action(state, rng)
        state = game.apply(state, event)
        assert recorder.record(event, state)
    assert recorder.finish(state) and recorder.deal_id is not None
    return recorder.deal_id


def listed(page: BrowserPage, deal_id: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> object:
    model = page.model
    row = next(r for r in range(model.rowCount()) if model.deal_at(r).id == deal_id)
    return model.data(model.index(row, column), role)


def test_a_deal_of_five_seats_and_one_of_three_are_listed_with_their_seats(qtbot, store: Store, high_card) -> None:
    five = record_random_deal(store, BAO_HUANG, starter=4)
    three = record_random_deal(store, HIGH_CARD.name, starter=2)
    page = BrowserPage(store)
    qtbot.addWidget(page)
    page.model.refresh()
    assert listed(page, five, COL_STARTER) == "5 P5"
    tooltip = str(listed(page, five, COL_SEATS, Qt.ItemDataRole.ToolTipRole))
    assert tooltip.splitlines() == [f"{seat}: P{seat} (random)" for seat in range(1, 6)]
    assert listed(page, five, COL_GAME) == "Bao Huang · Rizhao"  # the preset titled by its new-session face
    assert listed(page, three, COL_STARTER) == "W P3"
    tooltip = str(listed(page, three, COL_SEATS, Qt.ItemDataRole.ToolTipRole))
    assert [line.split(":")[0] for line in tooltip.splitlines()] == ["E", "S", "W"]
    assert str(listed(page, three, COL_GAME)).startswith(game_named(HIGH_CARD.name).title)
    assert page.game.findData(HIGH_CARD.name) > 0 and page.game.findData(BAO_HUANG) > 0
