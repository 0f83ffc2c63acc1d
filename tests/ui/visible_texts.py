"""Every text a player can read in a window: its widgets (labels, buttons, actions and
menus, titles, tooltips, headers, list/tree/table items, text views) and the texts of
its graphics scenes (captions, seat panels, tooltips of items)."""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

ROWS = 40  # of each item view: enough to meet every kind of row


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def _columns(model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps its one column to itself
        return 1


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out = []
    for section in range(_columns(model, QModelIndex())):
        value = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(value, str):
            out.append(value)
    stack = [QModelIndex()]
    rows = 0
    while stack and rows < ROWS:
        parent = stack.pop()
        for row in range(min(model.rowCount(parent), ROWS)):
            rows += 1
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.data(index, role)
                    if isinstance(value, str):
                        out.append(value)
            first = model.index(row, 0, parent)
            if _columns(model, parent) > 1 and model.rowCount(first) > 0:
                stack.append(first)
    return out


def _scene_texts(view: QGraphicsView) -> list[str]:
    scene = view.scene()
    if scene is None:
        return []
    out = []
    for item in scene.items():
        if not item.isVisible():
            continue
        text = getattr(item, "text", None)
        if isinstance(text, str):
            out.append(text)
        elif callable(text):
            try:
                value = text()
            except TypeError:
                value = None
            if isinstance(value, str):
                out.append(value)
        for name in ("level_text", "status_text", "stacks_text"):  # painted by seat panels
            method = getattr(item, name, None)
            if callable(method):
                out.append(method())
        if item.toolTip():
            out.append(item.toolTip())
    return out


def widget_texts(root: QWidget) -> list[str]:
    """The texts of ``root`` and of every visible widget, action and menu inside it."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if widget is not root and not widget.isVisibleTo(root) and not isinstance(widget, QMenu):
            continue
        out.append(widget.windowTitle() if widget.isWindow() else "")
        out.append(widget.toolTip())
        if isinstance(widget, QLabel):
            out.append(_plain(widget.text()))
        elif isinstance(widget, QAbstractButton):
            out.append(widget.text())
        elif isinstance(widget, QGroupBox | QMenu):
            out.append(widget.title())
        elif isinstance(widget, QTabBar):
            out.extend(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QComboBox):
            out.extend(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QTextBrowser | QTextEdit) and widget.isReadOnly():
            out.append(widget.toPlainText())
        if isinstance(widget, QAbstractItemView):
            out.extend(_model_texts(widget))
        if isinstance(widget, QGraphicsView):
            out.extend(_scene_texts(widget))
        for action in widget.actions():
            if action.isVisible() and not action.isSeparator():
                tip = action.toolTip()
                out.extend((action.text(), tip if tip != action.text().replace("&", "") else ""))
    return [t for t in out if t and t.strip()]


def english_words(text: str, allowed: set[str]) -> list[str]:
    """The words of ``text`` in Latin letters that are not ``allowed`` (names, keys…)."""
    words = re.findall(r"[A-Za-z][A-Za-z']+", text.replace("&", ""))
    return [w for w in words if w not in allowed and w.lower() not in allowed]
