"""The rules window: every section is there, the tile pictures are painted, the table's
own rules show, and the text is in our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication

from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet
from bagchen_qt.ui.rules_window import RulesWindow, image_for_url, tiles_url
from bagchen_qt.ui.tile_widgets import RowFrame, row_size

SEED_TEXT = Path("/work/shared/seeds/000_c342857422f66a77.txt")
COMBINATIONS = {
    "sky-sets": "6-4,6-4,6-4",
    "earth-sets": "5-2,4-3",
    "ministers": "1-1,6-2,5-3",
    "chiefs": "6-6,6-3",
    "mother-son": "4-2,2-1",
    "mare": "4-1,2-1",
    "stallion": "4-3,4-2",
    "horse": "4-3,4-2,4-1,2-1",
    "double": "4-3,4-3,4-2,4-2",
    "points": "6-6,6-6,6-6,6-6",
}


@pytest.fixture
def window(qapp: QApplication, qtbot) -> RulesWindow:
    w = RulesWindow()
    qtbot.addWidget(w)
    return w


def section_html(window: RulesWindow, anchor: str) -> str:
    html = window.html()
    start = html.index(f"name='{anchor}'")
    following = [html.find(f"name='{a}'", start + 1) for a in window.section_ids()]
    end = min([i for i in following if i > start] or [len(html)])
    return html[start:end]


def test_every_section_is_listed(window: RulesWindow) -> None:
    ids = window.section_ids()
    for anchor in (
        "table",
        "tiles",
        "combinations",
        *COMBINATIONS,
        "deal",
        "redeal",
        "chiefs-shown",
        "uniting",
        "play",
        "charity",
        "passport",
        "payments",
        "jumps",
        "sweep",
        "gobah",
        "customs",
    ):
        assert anchor in ids
    assert window.contents.count() == len(ids)


def test_each_combination_is_drawn_with_its_tiles(window: RulesWindow) -> None:
    for anchor, tiles in COMBINATIONS.items():
        assert f"tiles:{tiles}?" in section_html(window, anchor), anchor


def test_ranking_chart_lists_both_suits_highest_first(window: RulesWindow) -> None:
    chart = section_html(window, "tiles")
    sky = ["tiles:6-6?", "tiles:1-1?", "tiles:4-4?", "tiles:3-1?", "tiles:5-5,3-3,2-2?", "tiles:6-5,6-4,6-1,5-1?"]
    earth = ["tiles:6-3,5-4?", "tiles:6-2,5-3?", "tiles:5-2,4-3?", "tiles:4-2?", "tiles:4-1,3-2?", "tiles:2-1?"]
    for column in (sky, earth):
        places = [chart.index(url) for url in column]
        assert places == sorted(places)
    text = window.plain_text()
    for name in (
        "sky chief",
        "sky minister",
        "lama",
        "bird",
        "sisters",
        "people",
        "earth chief (nine)",
        "earth minister (eight)",
        "seven",
        "mother",
        "five (owl)",
        "son",
    ):
        assert name in text


def test_tile_pictures_are_painted_at_their_size(window: RulesWindow) -> None:
    url = QUrl(tiles_url("4-3 4-2 4-1 2-1", 0.5, RowFrame.FELT, points="4-2"))
    image = window.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, url)
    assert isinstance(image, QImage) and not image.isNull()
    size = row_size(4, 0.5)
    assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)  # painted at twice the size
    assert image_for_url(QUrl("dice:4,2")) is not None
    assert image_for_url(QUrl("https://example.com/x.png")) is None


def test_the_table_rules_follow_set_rules(window: RulesWindow) -> None:
    text = window.plain_text()
    assert "Shang Shung / pagat (standard)" in text and "the jump factor is 2" in text
    window.set_rules(RuleSet(jump_factor=5, passport="simple", charity=False, stake=300, omens=True))
    text = window.plain_text()
    assert "Custom" in text
    assert "the jump factor is 5" in text
    assert "the simplified passport rule applies" in text
    assert "charity is off" in text
    assert "300 chips" in text
    assert "Omens (on)" in text and "Exchanging hands (off)" in text
    window.set_rules(PRESETS["digital-gamers"])
    text = window.plain_text()
    assert "Digital Gamers" in text and "at most 4 tiles" in text and "compulsory beating is on" in text


def test_contents_jump_to_a_section(window: RulesWindow, qtbot) -> None:
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    item = next(
        window.contents.item(i)
        for i in range(window.contents.count())
        if window.contents.item(i).text().strip() == "Passport"
    )
    window.contents.itemClicked.emit(item)
    assert window.browser.verticalScrollBar().value() > 0
    assert window.current_section() == "passport"
    assert window.contents.currentItem() is item


def _shingles(text: str, size: int = 8) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


@pytest.mark.skipif(not SEED_TEXT.exists(), reason="the rules text is not in this checkout")
def test_help_is_in_our_own_words(window: RulesWindow) -> None:
    """No run of eight words from the source rules appears in the help."""
    copied = _shingles(SEED_TEXT.read_text(encoding="utf-8")) & _shingles(window.plain_text())
    assert not copied, [" ".join(s) for s in sorted(copied)][:5]
