"""The clipped-text counter finds texts that do not fit, and only those."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from bagchen_qt.ui.chip_chart import ChipChart
from bagchen_qt.ui.clipped import clipped_texts
from bagchen_qt.ui.seat_panel import SeatPanel

LONG = "Gobah not declared: play on as long as you like."


def _window(qtbot, *widgets: QWidget) -> QWidget:
    window = QWidget()
    layout = QVBoxLayout(window)
    for widget in widgets:
        layout.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_label_too_narrow_for_its_text_is_found(qtbot):
    roomy, narrow = QLabel(LONG), QLabel(LONG)
    narrow.setFixedWidth(60)
    window = _window(qtbot, roomy, narrow)
    found = clipped_texts(window)
    assert [c.text for c in found] == [LONG]
    assert found[0].needed > found[0].room


def test_a_wrapped_label_too_low_for_its_lines_is_found(qtbot):
    wrapped = QLabel(LONG * 3)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 20)
    window = _window(qtbot, wrapped)
    assert [c.text for c in clipped_texts(window)] == [LONG * 3]
    wrapped.setFixedSize(400, 400)
    assert clipped_texts(window) == []


def test_buttons_check_boxes_and_group_titles(qtbot):
    button, check, box = (
        QPushButton("One last deal (Tashi Gobah)"),
        QCheckBox("Bookmarked deals only"),
        QGroupBox("Chips before, won and after the deal"),
    )
    window = _window(qtbot, button, check, box)
    assert clipped_texts(window) == []
    for widget in (button, check, box):
        widget.setFixedWidth(50)
    assert sorted(c.text for c in clipped_texts(window)) == sorted(
        ["One last deal (Tashi Gobah)", "Bookmarked deals only", "Chips before, won and after the deal"]
    )


def test_hidden_widgets_do_not_count(qtbot):
    narrow = QLabel(LONG)
    narrow.setFixedWidth(40)
    window = _window(qtbot, narrow)
    narrow.hide()
    assert clipped_texts(window) == []


def test_the_charts_legend_and_a_seat_plate_report_their_own_texts(qtbot):
    chart = ChipChart()
    chart.set_data(
        [[100, 112, 123], [100, 90, 80], [100, 99, 98], [100, 99, 99]],
        ["Tenzin Norgay Sherpa of Khumbu", "Pema", "Dolma", "Norbu"],
    )
    chart.resize(300, 260)
    assert chart.legend_columns() == 1 and chart.clipped_texts() == []  # one column: the long name fits
    chart.resize(220, 260)
    assert "Tenzin Norgay Sherpa of Khumbu" in chart.clipped_texts()
    plate = SeatPanel(1, "Tenzin", "hard")
    plate.set_values(123, 11, True)
    assert plate.clipped_texts() == []  # "11 stacks" fits beside three-digit chips
    plate.set_values(1234567, 11, True)
    assert "11 stacks" in plate.clipped_texts()


def test_no_text_is_clipped_on_any_screen_at_any_size():
    """The table, the recap, the new-session dialog, the replay window and the rules at
    1024×700, 1600×1000 and 2560×1440 (what ``bagchen bench gui`` reports)."""
    from bagchen_qt.games.bagchen.table.clipped_screens import find_clipped_texts

    found = [f"{name} {w}x{h}: {clipped}" for name, (w, h), clipped in find_clipped_texts()]
    assert found == []


def test_the_screens_are_measured_at_their_size(qtbot):
    """A screen too large for a size counts as clipped (part of it is off the screen)."""
    from bagchen_qt.games.bagchen.table.clipped_screens import find_clipped_texts

    def too_wide():
        label = QLabel("wide")
        label.setMinimumWidth(1500)
        label.show()
        yield label
        label.close()

    found = find_clipped_texts(sizes=((1024, 700),), screens={"wide": too_wide})
    assert [(name, clipped.room) for name, _, clipped in found] == [("wide", 1024)]


def test_a_wrapped_chinese_sentence_breaks_between_characters_but_a_long_word_does_not(qtbot):
    chinese = QLabel("跳：收尾连出的点牌，其即时所得由对家退还，每家一个。" * 2)
    word = QLabel("Unbreakablewordthatnolinecanhold")
    for label in (chinese, word):
        label.setWordWrap(True)
        label.setFixedSize(150, 300)
    window = _window(qtbot, chinese, word)
    assert [c.text for c in clipped_texts(window)] == [word.text()]
