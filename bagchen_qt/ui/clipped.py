"""Texts that do not fit their space: labels, buttons, check boxes, group-box titles,
tabs, combo boxes, and the painted captions of the table, measured with the fonts'
metrics (``bagchen bench gui`` counts them as ``clipped_texts``).

A widget or a graphics item that paints its own texts (a seat plate, the chips chart's
legend) says which of them do not fit through a ``clipped_texts()`` method returning
those texts.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QTextDocument, QTextOption
from PySide6.QtGui import Qt as GuiQt  # Qt's namespace with the GUI functions (mightBeRichText)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTabBar,
    QToolButton,
    QWidget,
)

SLACK = 1.0  # rounding of the metrics: a text this much wider than its room still fits


@dataclass(frozen=True)
class ClippedText:
    where: str  # the widget's class (and object name), or the graphics item's
    text: str
    needed: float = 0.0  # pixels the text needs (width, or height for wrapped text)
    room: float = 0.0  # pixels it has

    def __str__(self) -> str:
        return f"{self.where}: {self.text!r} needs {self.needed:.0f} px, has {self.room:.0f}"


def clipped_texts(root: QWidget) -> list[ClippedText]:
    """Every text shown in ``root`` (and the widgets inside it that are shown) that does
    not fit its space."""
    found: list[ClippedText] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        found += _widget_clipped(widget)
    return found


def _where(widget: QWidget) -> str:
    name = widget.objectName()
    return f"{type(widget).__name__}#{name}" if name else type(widget).__name__


def _plain(text: str) -> str:
    """A button's text as shown: the mnemonic's "&" removed ("&&" is one "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _widget_clipped(widget: QWidget) -> list[ClippedText]:
    own = getattr(widget, "clipped_texts", None)
    if callable(own):
        return [ClippedText(_where(widget), text) for text in own()]
    if isinstance(widget, QLabel):
        return _label_clipped(widget)
    if isinstance(widget, QPushButton):
        return _push_button_clipped(widget)
    if isinstance(widget, QCheckBox | QRadioButton):
        return _check_clipped(widget)
    if isinstance(widget, QToolButton):
        return _tool_button_clipped(widget)
    if isinstance(widget, QGroupBox):
        return _group_box_clipped(widget)
    if isinstance(widget, QTabBar):
        return _tabs_clipped(widget)
    if isinstance(widget, QComboBox):
        return _combo_clipped(widget)
    if isinstance(widget, QGraphicsView):
        return _scene_clipped(widget)
    if isinstance(widget, QHeaderView):
        return _header_clipped(widget)
    return []


def _label_clipped(label: QLabel) -> list[ClippedText]:
    text = label.text()
    if not text or not label.width() or not label.height():
        return [ClippedText(_where(label), text)] if text else []
    margin = label.margin()
    room = label.contentsRect().adjusted(margin, margin, -margin, -margin)
    if label.indent() > 0:
        room.adjust(label.indent(), 0, 0, 0)  # the indent's side hardly matters for the sum
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    metrics = QFontMetricsF(label.font())
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(room.width())
        width, height = document.idealWidth(), document.size().height()
    elif label.wordWrap():
        # The widest line once wrapped as Qt wraps it: between words, and between any two
        # Chinese characters (a sentence of them has no spaces).
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        option = document.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as a label wraps: a long word stays whole
        document.setDefaultTextOption(option)
        document.setPlainText(text)
        document.setTextWidth(room.width())
        width = document.idealWidth()
        height = float(label.heightForWidth(label.width())) - (label.height() - room.height())
    else:
        lines = text.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines)
        height = metrics.height() * len(lines)
    if width > room.width() + SLACK:
        return [ClippedText(_where(label), text, width, room.width())]
    if height > room.height() + SLACK:
        return [ClippedText(_where(label), text, height, room.height())]
    return []


def _push_button_clipped(button: QPushButton) -> list[ClippedText]:
    text = _plain(button.text())
    if not text:
        return []
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    needed = QFontMetricsF(button.font()).horizontalAdvance(text)
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if button.menu() is not None:
        needed += button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, button)
    return [ClippedText(_where(button), text, needed, room)] if needed > room + SLACK else []


def _check_clipped(button: QCheckBox | QRadioButton) -> list[ClippedText]:
    text = _plain(button.text())
    if not text:
        return []
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxContents
        if isinstance(button, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonContents
    )
    room = button.style().subElementRect(element, option, button).width()
    needed = QFontMetricsF(button.font()).horizontalAdvance(text)
    return [ClippedText(_where(button), text, needed, room)] if needed > room + SLACK else []


def _tool_button_clipped(button: QToolButton) -> list[ClippedText]:
    text = _plain(button.text())
    if not text or button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly and not button.icon().isNull():
        return []
    needed = QFontMetricsF(button.font()).horizontalAdvance(text)
    if button.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonTextOnly and not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if button.popupMode() == QToolButton.ToolButtonPopupMode.MenuButtonPopup or button.menu() is not None:
        needed += button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
    room = button.width() - 2 * button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button) / 2
    return [ClippedText(_where(button), text, needed, room)] if needed > room + SLACK else []


def _group_box_clipped(box: QGroupBox) -> list[ClippedText]:
    title = _plain(box.title())
    if not title:
        return []
    needed = QFontMetricsF(box.font()).horizontalAdvance(title) + 16  # the frame's indent on both sides
    return [ClippedText(_where(box), title, needed, box.width())] if needed > box.width() + SLACK else []


def _tabs_clipped(bar: QTabBar) -> list[ClippedText]:
    metrics = QFontMetricsF(bar.font())
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    found = []
    for index in range(bar.count()):
        text = _plain(bar.tabText(index))
        needed = metrics.horizontalAdvance(text) + space
        room = bar.tabRect(index).width()
        if text and bar.isTabVisible(index) and needed > room + SLACK:
            found.append(ClippedText(_where(bar), text, needed, room))
    return found


def _combo_clipped(combo: QComboBox) -> list[ClippedText]:
    text = combo.currentText()
    if not text or combo.isEditable():
        return []
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = (
        combo.style()
        .subControlRect(QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo)
        .width()
    )
    needed = QFontMetricsF(combo.font()).horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    return [ClippedText(_where(combo), text, needed, room)] if needed > room + SLACK else []


def _header_clipped(header: QHeaderView) -> list[ClippedText]:
    """Column titles wider than their column. The style measures a title as it draws
    it (a style sheet's font and padding included), with room for the sort arrow, which
    only the sorted column needs."""
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    arrow = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    found = []
    for section in range(header.count()):
        text = model.headerData(section, Qt.Orientation.Horizontal)
        if header.isSectionHidden(section) or not isinstance(text, str) or not text:
            continue
        needed = header.sectionSizeFromContents(section).width()
        if not (header.isSortIndicatorShown() and header.sortIndicatorSection() == section):
            needed -= arrow
        room = header.sectionSize(section)
        if needed > room + SLACK:
            found.append(ClippedText(_where(header), text, needed, room))
    return found


def _scene_clipped(view: QGraphicsView) -> list[ClippedText]:
    scene = view.scene()
    if scene is None:
        return []
    found = []
    for item in scene.items():
        own = getattr(item, "clipped_texts", None)
        if item.isVisible() and callable(own):
            found += [ClippedText(type(item).__name__, text) for text in own()]
    return found
