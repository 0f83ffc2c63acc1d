"""``bagchen bench gui --game bao-huang``: the shared card table's figures (the table's
share of the window, clipped texts at three sizes, the longest stall while Hard thinks)
and Bao Huang's own: how tall the human's card indices stand, and whether any card of
the hand hides another's index (with nothing taken, and with a column's cards taken)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.table.cards import TIGHT_DEPTH, index_height
from bagchen_qt.games.baohuang.table.hand_item import HandItem
from bagchen_qt.ui.card_table.bench import bench_card_table
from bagchen_qt.ui.card_table.window import CardTableWindow

INDEX_SIZE = "1024x700"  # where the target is set


def hidden_cards(hand: HandItem) -> list[int]:
    """The hand's cards whose index (the top ``TIGHT_DEPTH`` of the card, across) a card
    painted after it covers, or that lie outside the view."""
    painted = [card for column in hand.columns.columns for card in column.cards]  # the order they are painted in
    rects = [hand.mapRectToScene(hand.card_rect(card)) for card in painted]
    scene = hand.scene()
    views = scene.views() if scene is not None else []
    shown = QRectF(views[0].viewport().rect()) if views else None
    hidden = []
    for at, (card, rect) in enumerate(zip(painted, rects, strict=True)):
        index = QRectF(rect.left() + 0.5, rect.top() + 0.5, rect.width() - 1, rect.height() * TIGHT_DEPTH - 1)
        covered = any(index.intersects(above) for above in rects[at + 1 :])
        if covered or (shown is not None and not shown.contains(rect)):
            hidden.append(card)
    return hidden


def hand_figures(window: CardTableWindow) -> dict[str, Any]:
    """The human's hand at one size: its cards' height and index height, and the cards
    whose index another hides, as dealt and with the tallest column's first cards taken."""
    hand = window.scene.hand_view
    assert isinstance(hand, HandItem)
    hidden = set(hidden_cards(hand))
    tallest = max(range(len(hand.columns.columns)), key=lambda i: len(hand.columns.columns[i].cards))
    hand.columns.take(tallest, max(1, len(hand.columns.columns[tallest].cards) // 2))
    hand.update()
    hidden |= set(hidden_cards(hand))
    hand.columns.clear()
    return {
        "cards": len(hand.columns.cards),
        "card_height_px": hand.card_height,
        "index_height_px": index_height(hand.card_height),
        "hidden_cards": len(hidden),
        "play_index_height_px": index_height(window.scene.layout.play_height) if window.scene.layout else 0.0,
    }


def bench_gui(seconds: float) -> dict[str, Any]:
    figures = bench_card_table(BAO_HUANG, seconds, hand_figures)
    by_size = figures["by_size"]
    figures["hand_index_height_px"] = by_size[INDEX_SIZE]["index_height_px"]
    figures["play_index_height_px"] = by_size[INDEX_SIZE]["play_index_height_px"]
    figures["hand_cards_hidden"] = sum(size["hidden_cards"] for size in by_size.values())
    return figures
