"""High Card at the shared card table, for the card table's tests: the toy game listed
with its ``card_table`` face, and a window of it with the human at seat 0."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import MappingProxyType
from typing import Any

from bagchen_qt.games import Listing, add, remove
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.family_controller import FamilyTable

HIGH_CARD_AT_TABLE = Listing(
    "high-card",
    "toygame",
    "tests.toygame.rules",
    "tests.toygame.players",
    MappingProxyType({"card_table": "tests.toygame.table:HighCardTable", "words": "tests.toygame.table"}),
)


@contextmanager
def high_card_listed() -> Iterator[None]:
    add(HIGH_CARD_AT_TABLE)
    try:
        yield
    finally:
        remove(HIGH_CARD_AT_TABLE.name)


def high_card_table(seed: int = 3, levels: tuple[str, str] = ("random", "easy")) -> FamilyTable:
    from bagchen_qt.core.family import game_named

    rules = game_named("high-card").rules_from("standard")
    seats = (PlayerSpec.human("You"),) + tuple(
        PlayerSpec.ai(level, {"seed": seed + i}, name=name)
        for i, (level, name) in enumerate(zip(levels, ("Tenzin", "Pema"), strict=True), 1)
    )
    return FamilyTable("high-card", rules, seats, "standard", seed)


def card_window(table: FamilyTable, log: Any = None, speed: str = "instant") -> Any:
    from bagchen_qt.ui.card_table.window import CardTableWindow

    window = CardTableWindow(table, speed, log=log)
    window.controller.ai_delay_ms = 0
    return window
