"""Bao Huang's table pieces: the cards drawn by code, the hand item, the words of plays
and refusals, and the rules page's tab."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem
from test_words import BAR_LIMIT, OTHERS, PEMA, YOU, grammar_errors

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games import BAO_HUANG, face
from bagchen_qt.games.baohuang.rules.cards import (
    BLACK,
    CARDS_OF_RANK,
    EMPEROR_CARD,
    EUNUCH_CARD,
    MARKED_BLACK,
    RED,
    TWO,
)
from bagchen_qt.games.baohuang.rules.refusals import BaoHuangRefusal
from bagchen_qt.games.baohuang.table import cards as card_art
from bagchen_qt.games.baohuang.table import hand as hand_module
from bagchen_qt.games.baohuang.table.card_sheet import sample_hand
from bagchen_qt.games.baohuang.table.hand import JOKERS, HandColumns
from bagchen_qt.games.baohuang.table.hand_item import MIN_CARD_HEIGHT, HandItem
from bagchen_qt.games.baohuang.table.hand_words import describe, describe_codes
from bagchen_qt.ui.rules_window import RulesWindow

HEIGHTS = (48, 96, 180)
SEVEN, NINE, TEN, QUEEN = 1, 3, 4, 6


def image_bytes(pixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


# --- the cards ---------------------------------------------------------------------------


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_kind_and_the_back_are_drawn_at_their_size_and_differ(qapp, height: int, dpr: float) -> None:
    drawn = set()
    for card in card_art.FIRST_CARD_OF_KIND:
        pixmap = card_art.card_pixmap(card, height, dpr)
        assert not pixmap.isNull()
        assert (pixmap.width(), pixmap.height()) == (round(card_art.card_width(height) * dpr), round(height * dpr))
        assert pixmap.devicePixelRatio() == dpr
        drawn.add(image_bytes(pixmap))
    back = card_art.back_pixmap(height, dpr)
    assert back.height() == round(height * dpr)
    drawn.add(image_bytes(back))
    assert len(drawn) == card_art.KIND_COUNT + 1  # every kind its own face, and the back


def test_copies_of_a_kind_share_one_cached_pixmap_and_the_ratio_is_about_poker(qapp) -> None:
    first, second = CARDS_OF_RANK[QUEEN][:2]
    assert card_art.card_pixmap(first, 100).cacheKey() == card_art.card_pixmap(second, 100).cacheKey()
    assert card_art.card_width(700) == 500
    with pytest.raises(ValueError):
        card_art.card_pixmap(168, 100)
    with pytest.raises(ValueError):
        card_art.card_pixmap(0, 0)


def test_the_marked_cards_carry_their_mark_in_the_corner_a_column_shows(qapp) -> None:
    """A column shows only the top of each card: there the marked jokers differ from the plain ones."""
    height = 120
    strip = round(height * card_art.INDEX_DEPTH)

    def top(card: int) -> QImage:
        return card_art.card_pixmap(card, height).toImage().copy(0, 0, card_art.card_width(height), strip)

    assert top(EMPEROR_CARD) != top(CARDS_OF_RANK[RED][0])
    assert top(EUNUCH_CARD) != top(CARDS_OF_RANK[BLACK][0])


def test_the_back_follows_the_tables_back_design(qapp, monkeypatch) -> None:
    from bagchen_qt.ui import tileart

    monkeypatch.setattr(tileart, "BACK_DESIGN", "knot")
    knot = image_bytes(card_art.back_pixmap(120))
    monkeypatch.setattr(tileart, "BACK_DESIGN", "lotus")
    assert image_bytes(card_art.back_pixmap(120)) != knot


def test_every_card_has_a_name(qapp) -> None:
    names = {card_art.card_name(card) for card in card_art.FIRST_CARD_OF_KIND}
    assert len(names) == card_art.KIND_COUNT
    assert card_art.card_name(CARDS_OF_RANK[QUEEN][4]) == "queen of hearts"
    assert card_art.card_name(CARDS_OF_RANK[TEN][0]) == "10 of spades"
    assert card_art.card_name(CARDS_OF_RANK[RED][0]) == "red joker"
    assert card_art.card_name(EMPEROR_CARD) == "the emperor's card"
    assert card_art.card_name(EUNUCH_CARD) == "the protector's card"


# --- the hand's words --------------------------------------------------------------------


def test_a_selection_is_said_in_words(qapp) -> None:
    queens, sevens = CARDS_OF_RANK[QUEEN], CARDS_OF_RANK[SEVEN]
    black, red = CARDS_OF_RANK[BLACK], CARDS_OF_RANK[RED]
    assert describe([]) == "nothing selected"
    assert describe(queens[:3] + black[:1]) == "three queens with a black joker"
    assert describe(sevens[:2]) == "a pair of 7s"
    assert describe(CARDS_OF_RANK[8][:1]) == "an ace"
    assert describe(sevens[:1] + black[:2] + red[:1]) == "a 7 with two black jokers and a red joker"
    assert describe([EUNUCH_CARD]) == "the protector's card"
    assert describe([EUNUCH_CARD, black[0]]) == "the protector's card and a black joker"
    assert describe(red[:4]) == "four red jokers"
    assert describe(CARDS_OF_RANK[TWO][:1] + sevens[:2]) == "a 2 and a pair of 7s"
    assert describe(CARDS_OF_RANK[0][:12]) == "12 6s"
    assert describe_codes((NINE, NINE, NINE, MARKED_BLACK)) == "three 9s with the protector's card"


# --- the hand item -----------------------------------------------------------------------


@pytest.fixture
def item(qapp) -> HandItem:
    hand = HandColumns(sample_hand())
    made = HandItem(hand)
    made.set_size(1000, 230)
    scene = QGraphicsScene()
    scene.addItem(made)
    made._scene = scene  # type: ignore[attr-defined]  # kept alive with the item
    return made


def test_a_full_hand_fits_a_small_window_with_readable_cards(item: HandItem) -> None:
    assert item.columns.size == 34
    assert item.card_height >= 70
    assert item.layout.width <= 1000 and item.layout.height <= 230
    for index in range(len(item.columns.columns)):
        assert item.column_rect(index).right() <= 1000 and item.column_rect(index).bottom() <= 230


def test_the_hand_grows_on_a_big_screen(item: HandItem) -> None:
    small = item.card_height
    item.set_size(2500, 520)
    assert item.card_height > 2 * small * 0.9 and item.layout.width <= 2500 and item.layout.height <= 520


def test_a_narrow_rectangle_shrinks_the_cards_to_the_width(item: HandItem) -> None:
    item.set_size(1000, 2000)
    wide = item.card_height
    item.set_size(400, 2000)
    assert item.card_height > MIN_CARD_HEIGHT and item.card_height < wide and item.layout.width <= 400
    assert item.layout.width > 400 - item.layout.card_width  # as wide as the width allows


@pytest.mark.parametrize(("height", "depth"), [(230, card_art.TIGHT_DEPTH), (600, card_art.INDEX_DEPTH)])
def test_every_index_shows_in_a_column(item: HandItem, height: int, depth: float) -> None:
    """A card's index is not covered by the card below it; with room, a margin shows too."""
    item.set_size(1000, height)
    for index, column in enumerate(item.columns.columns):
        for upper, lower in zip(column.cards, column.cards[1:], strict=False):
            gap = item.card_rect(lower).top() - item.card_rect(upper).top()
            assert gap >= item.card_height * depth - 0.01, (index, upper)


def test_a_click_takes_a_card_and_raises_it(item: HandItem, qtbot) -> None:
    queens = item.columns.column_of_rank(QUEEN)
    assert queens is not None
    rect = item.column_rect(queens)
    first = item.columns.columns[queens].cards[0]
    lowered = item.card_rect(first).top()
    with qtbot.waitSignal(item.selectionChanged):
        press(item, rect.center())
    assert item.columns.selection == (first,)
    assert item.card_rect(first).top() < lowered
    with qtbot.waitSignal(item.selectionChanged):
        press(item, rect.center(), Qt.KeyboardModifier.ControlModifier)
    assert len(item.columns.selection) == len(item.columns.columns[queens].cards)


def test_cards_leaving_the_hand_leave_the_selection(item: HandItem, qtbot) -> None:
    press(item, item.column_rect(1).center())
    (taken,) = item.columns.selection
    with qtbot.waitSignal(item.selectionChanged):
        item.set_cards([c for c in item.columns.cards if c != taken])
    assert item.columns.selection == () and item.columns.size == 33


def test_a_card_under_the_pointer_names_itself(item: HandItem) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    jokers = item.columns.columns[0]
    last = jokers.cards[-1]  # the front card of the jokers' column: the emperor's card
    event = QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverMove)
    event.setPos(item.card_rect(last).center())
    item.hoverMoveEvent(event)
    assert item.toolTip() == card_art.card_name(last) == "the emperor's card"


def test_keys_and_double_click_play(item: HandItem, qtbot) -> None:
    view = QGraphicsView(item.scene())
    qtbot.addWidget(view)
    view.show()
    item.setFocus()
    assert item.columns.focused_rank == JOKERS
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    with qtbot.waitSignal(item.selectionChanged):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert len(item.columns.selection) == 1
    with qtbot.waitSignal(item.selectionChanged):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_J)
    with qtbot.waitSignal(item.activated):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    with qtbot.waitSignal(item.selectionChanged):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert item.columns.selection == ()


def test_a_double_click_plays_what_is_taken(item: HandItem, qtbot) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    centre = item.column_rect(1).center()
    press(item, centre)
    double = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseDoubleClick)
    double.setPos(centre)
    double.setButton(Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(item.activated):
        item.mouseDoubleClickEvent(double)
    assert len(item.columns.selection) == 1  # the double click took no second card


def test_the_item_paints_each_card_at_the_devices_ratio(item: HandItem) -> None:
    image = QImage(2000, 460, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    card_art.kind_pixmap.cache_clear()
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    first = item.columns.columns[0].cards[0]
    top = item.card_rect(first).topLeft() + QPointF(item.layout.card_width / 2, 3)
    assert image.pixelColor(round(top.x() * 2), round(top.y() * 2)).alpha() == 255
    painted = card_art.kind_pixmap.cache_info()
    card_art.card_pixmap(first, item.card_height, 2.0)  # drawn already, at twice the pixels
    assert card_art.kind_pixmap.cache_info().hits == painted.hits + 1


def press(item: HandItem, point: QPointF, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
    event.setPos(point)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setModifiers(modifiers)
    item.mousePressEvent(event)


def test_the_hand_model_needs_no_qt() -> None:
    tree = ast.parse(Path(hand_module.__file__).read_text(encoding="utf-8"))
    imported = [
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    ]
    assert not any(str(name).startswith("PySide6") for name in imported)


# --- the refusals' words -----------------------------------------------------------------


def test_every_refusal_code_has_words() -> None:
    from bagchen_qt.games.baohuang.table import refusals

    assert set(refusals.REFUSALS) == {code.value for code in BaoHuangRefusal}


@pytest.mark.parametrize("code", list(BaoHuangRefusal))
def test_every_refusal_reads_well(qapp, code: BaoHuangRefusal) -> None:
    from bagchen_qt.ui.words import refusal_text

    refusal = Refusal(
        code,
        seat=PEMA,
        turn=0,
        kinds=(NINE, NINE, NINE),
        top_kinds=(TEN, TEN, TEN),
        led=3,
        count=2,
        index=0,
        detail="A",
        step="play",
    )
    to_you, of_pema = refusal_text(refusal, YOU), refusal_text(refusal, OTHERS)
    for text in (to_you, of_pema):
        assert text and not text[0].islower() and not grammar_errors(text), (code, text)
        assert len(text) <= BAR_LIMIT, (code, text)
        assert "bh " not in text  # never the code itself
    assert "Pema" not in to_you
    if to_you != of_pema:
        assert "Pema" in of_pema and not re.search(r"\b[Yy]ou\b", of_pema)


def test_a_play_that_does_not_beat_is_told_card_for_card(qapp) -> None:
    from bagchen_qt.ui.words import refusal_text

    refusal = Refusal(BaoHuangRefusal.DOES_NOT_BEAT, seat=PEMA, kinds=(NINE,) * 3, top_kinds=(TEN,) * 3)
    assert refusal_text(refusal, YOU) == "Three 9s cannot beat three 10s: each card must beat the card it answers."
    wrong = Refusal(BaoHuangRefusal.WRONG_COUNT, seat=PEMA, led=3, count=2)
    assert refusal_text(wrong, YOU) == "The play to beat has three cards: answer with as many, not 2."


# --- the catalogue and the rules page ----------------------------------------------------


def test_the_catalogue_lists_the_words_and_the_rules_page(qapp) -> None:
    assert face(BAO_HUANG, "rules_page").TITLE == "Bao Huang"
    assert face(BAO_HUANG, "words").REFUSALS


def test_help_rules_has_a_bao_huang_tab_with_every_section(qapp, qtbot) -> None:
    window = RulesWindow(game=BAO_HUANG, preset="shanghai")
    qtbot.addWidget(window)
    assert "Bao Huang" in [window.tabs.tabText(i) for i in range(window.tabs.count())]
    for anchor in (
        "bh-table",
        "bh-cards",
        "bh-roles",
        "bh-plays",
        "bh-beating",
        "bh-turn",
        "bh-end",
        "bh-tribute",
        "bh-options",
        "bh-presets",
    ):
        assert anchor in window.section_ids()
    text = window.plain_text()
    assert "emperor's card" in text and "joker order" in text and "Shanghai" in text
    html = window.html()
    cards = html[html.index("name='bh-cards'") : html.index("name='bh-deal'")]
    assert cards.count("src='data:image/png;base64,") == 14  # the twelve ranks and the two marked cards
    assert "alt='the emperor&#x27;s card'" in cards
