"""Sheets to look at Bao Huang's cards: every card kind and the back at three heights,
and a hand of 34 cards held in columns at three widths.

``python -m bagchen_qt.games.baohuang.table.card_sheet OUT.png`` writes ``OUT.png`` (the
cards) and ``OUT-hand.png`` (the hands); ``--dpr 2`` paints them at twice the pixels.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QStyleOptionGraphicsItem

from bagchen_qt.games.baohuang.rules.cards import CARD_COUNT, EMPEROR_CARD, EUNUCH_CARD
from bagchen_qt.games.baohuang.table.cards import (
    FIRST_CARD_OF_KIND,
    KIND_COUNT,
    back_pixmap,
    card_pixmap,
    card_width,
)
from bagchen_qt.games.baohuang.table.hand import HandColumns
from bagchen_qt.games.baohuang.table.hand_item import HandItem

FELT = QColor("#1f5a45")
HEIGHTS = (72, 120, 200)
SEVEN = 1
HAND_SIZES = ((1000, 230), (1560, 330), (2500, 520))
GAP = 10


def cards_sheet(dpr: float = 1.0) -> QImage:
    """Every kind and the back, a row of up to 15 cards per height."""
    per_row = 15
    cards = [*FIRST_CARD_OF_KIND, -1]  # -1: the back
    rows = [(h, cards[i : i + per_row]) for h in HEIGHTS for i in range(0, len(cards), per_row)]
    width = GAP + per_row * (card_width(max(HEIGHTS)) + GAP)
    height = GAP + sum(h + GAP for h, _ in rows)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    y = GAP
    for h, row in rows:
        x = GAP
        for card in row:
            pixmap = back_pixmap(h, dpr) if card < 0 else card_pixmap(card, h, dpr)
            painter.drawPixmap(QPointF(x, y), pixmap)
            x += card_width(h) + GAP
        y += h + GAP
    painter.end()
    return image


def sample_hand(seed: int = 7, size: int = 34) -> tuple[int, ...]:
    """A hand as a deal might give it, with both marked cards among a few jokers."""
    rng = random.Random(seed)
    rest = [c for c in range(CARD_COUNT) if c not in (EMPEROR_CARD, EUNUCH_CARD)]
    return tuple(sorted([EMPEROR_CARD, EUNUCH_CARD, *rng.sample(rest, size - 2)]))


def hands_sheet(dpr: float = 1.0) -> QImage:
    """The sample hand in the hand item at each width, a few cards taken and one column focused."""
    hand = sample_hand()
    width = max(w for w, _ in HAND_SIZES) + 2 * GAP
    height = GAP + sum(h + 3 * GAP for _, h in HAND_SIZES)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene = QGraphicsScene()
    y = GAP
    label = QFont()
    label.setPixelSize(13)
    for w, h in HAND_SIZES:
        columns = HandColumns(hand)
        sevens = columns.column_of_rank(SEVEN)
        if sevens is not None:
            columns.click(sevens)
            columns.click(sevens)
        columns.add_joker()
        columns.focus = 2
        item = HandItem(columns)
        item.focus_shown = True
        scene.addItem(item)
        item.set_size(w, h)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(label)
        painter.drawText(QPointF(GAP, y + 12), f"{w} × {h}: cards {item.card_height} px tall")
        painter.save()
        painter.translate(GAP, y + 2 * GAP)
        painter.setPen(QColor(255, 255, 255, 60))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, w, h))
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
        y += h + 3 * GAP
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the cards' sheet (PNG); the hands go next to it")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixels per logical pixel")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    out: Path = args.out
    cards_sheet(args.dpr).save(str(out))
    hands = out.with_name(out.stem + "-hand" + out.suffix)
    hands_sheet(args.dpr).save(str(hands))
    print(f"{out} ({KIND_COUNT} kinds and the back), {hands}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
