"""The bar under the table: what the human may do now, and why not when refused.

Any game's table shows its choices here: a prompt, a reason (a refusal, or a notice in
passing), and a button a play (``offer_plays``), a step between deals (``offer_step``)
or a choice that is not an event of the deal (``offer_choices``). A game's table may
derive its own bar from it, adding its own decisions and the words for a selection.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from bagchen_qt.core.refusals import Refusal

from .i18n import language
from .words import Voice, refusal_text

BAR_FONT_PX, BUTTON_FONT_PX = 15, 14
BAR_LEAST_FONT_PX = 11
BAR_MARGIN = 6
BAR_LINES = 2  # a prompt or a refusal may wrap onto a second line, never a third


def bar_height(scale: float = 1.0) -> int:
    """The bar's one height at ``scale`` (the window's controls', ``table_shell.control_scale``):
    two lines of its text, or a button, and the margins."""
    text_font = QFont()
    text_font.setPixelSize(round(BAR_FONT_PX * scale))
    button_font = QFont()
    button_font.setPixelSize(round(BUTTON_FONT_PX * scale))
    latin = QFont(language().latin_font())
    latin.setPixelSize(text_font.pixelSize())
    # Two lines of Latin letters; a script whose lines stand far taller (Tibetan's stacks)
    # gets one and a half of its own, where two lines fit once set a little smaller.
    lines = max(QFontMetrics(latin).lineSpacing() * BAR_LINES, round(QFontMetrics(text_font).lineSpacing() * 1.5))
    button = QFontMetrics(button_font).height() + 2 * round(7 * scale) + 2  # the style's padding and border
    return max(lines, button) + 2 * round(BAR_MARGIN * scale) + 2


class FittedLabel(QLabel):
    """A word-wrapped line of the bar that never needs more room than the bar has: a
    long text is set a little smaller instead of being cut, and an empty one makes way."""

    def __init__(self, pixel_size: int = BAR_FONT_PX, least: int = BAR_LEAST_FONT_PX) -> None:
        super().__init__()
        self.setWordWrap(True)
        self._largest, self._least = pixel_size, least
        font = QFont(self.font())
        font.setPixelSize(pixel_size)
        self.setFont(font)

    def setText(self, text: str) -> None:  # Qt's name
        super().setText(text)
        self.setVisible(bool(text))
        self._fit()

    def set_largest(self, pixel_size: int) -> None:
        """The size the text is set at when it fits (the bar's scale changed)."""
        self._largest = max(pixel_size, self._least)
        font = QFont(self.font())
        font.setPixelSize(self._largest)
        self.setFont(font)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        for size in range(self._largest, self._least - 1, -1):
            font.setPixelSize(size)
            needed = (
                QFontMetrics(font)
                .boundingRect(QRect(0, 0, max(self.width(), 1), 100_000), Qt.TextFlag.TextWordWrap, self.text())
                .height()
            )
            if needed <= self.height():
                break
        if font.pixelSize() != self.font().pixelSize():
            self.setFont(font)


STYLE = (
    "#actionBar { background: #14251d; border-top: 1px solid #3c5a47; }"
    "QLabel { color: #efe6cf; }"  # sizes: FittedLabel
    "QLabel#reason { color: #f2b8a2; }"
    "QPushButton, QToolButton { background: #6d1f24; color: #f7ecd2; border: 1px solid #c9a24a;"
    " border-radius: 6px; padding: 7px 16px; font-size: 14px; }"
    "QPushButton:disabled, QToolButton:disabled { background: #2b3a32; color: #7d8a80; border-color: #4a5a50; }"
    "QPushButton:hover:!disabled, QToolButton:hover:!disabled { background: #8a2a30; }"
    "QPushButton:focus, QToolButton:focus { border: 2px solid #ffffff; padding: 6px 15px; }"  # same size
)


def scaled_rules(scale: float) -> str:
    """What a look's style sheet (``STYLE``, or high contrast's) is followed by at
    ``scale``: the buttons' words and padding grown with the window."""
    if scale == 1.0:
        return ""
    pad_y, pad_x = round(7 * scale), round(16 * scale)
    return (
        f"QPushButton, QToolButton {{ padding: {pad_y}px {pad_x}px; font-size: {round(BUTTON_FONT_PX * scale)}px; }}"
        f"QPushButton:focus, QToolButton:focus {{ padding: {pad_y - 1}px {pad_x - 1}px; }}"
    )


class ActionBar(QWidget):
    """Emits ``chosen(event)`` when the human picks a decision."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._look, self._scale = STYLE, 1.0
        self.setStyleSheet(STYLE)
        self.setAccessibleName(self.tr("Actions"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, BAR_MARGIN, 16, BAR_MARGIN)
        self.prompt = FittedLabel()
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.reason = FittedLabel()
        self.reason.setObjectName("reason")
        self.reason.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.prompt, 2)
        layout.addWidget(self.reason, 3)
        self.buttons = QHBoxLayout()
        layout.addLayout(self.buttons)
        self._seat = 0
        self.names: Sequence[str] = ()  # the players' names, by seat
        self.follows: QWidget | None = None  # where Tab comes from to the buttons (the table)
        # The bar never changes height, whatever it says: the table above must not move.
        self.setFixedHeight(bar_height())
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._end_notice)
        self._notice = ""
        self.clear()

    def set_look(self, style: str) -> None:
        """The bar's style sheet (the look's), at the bar's scale."""
        self._look = style
        self.setStyleSheet(style + scaled_rules(self._scale))

    def set_control_scale(self, scale: float) -> None:
        """Words, buttons and height at ``scale`` (``table_shell.follow_control_scale``)."""
        self._scale = scale
        self.set_look(self._look)
        for label in (self.prompt, self.reason):
            label.set_largest(round(BAR_FONT_PX * scale))
        margin = round(BAR_MARGIN * scale)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(round(16 * scale), margin, round(16 * scale), margin)
        self.setFixedHeight(bar_height(scale))

    def show_notice(self, text: str, ms: int = 8000) -> None:
        """Say something in passing (where a refusal would stand) for ``ms`` milliseconds."""
        self._notice = text
        self.reason.setText(text)
        self._notice_timer.start(ms)

    def _end_notice(self) -> None:
        if self.reason.text() == self._notice:
            self.reason.setText("")
        self._notice = ""

    # --- states -----------------------------------------------------------------------

    def clear(self, text: str = "") -> None:
        self._clear_buttons()
        self._plays: list[object] = []
        self.prompt.setText(text)
        self.reason.setText("")

    def _clear_buttons(self) -> None:
        if self.follows is not None and any(button.hasFocus() for button in self._button_widgets()):
            self.follows.setFocus()  # the keyboard goes back to the table, not on round the window
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget:
                widget.hide()
                widget.setParent(None)  # gone at once, not at the next turn of the event loop
                widget.deleteLater()

    def words_for(self, refusal: Refusal | None) -> str:
        """A refusal said to the player at the bar ('' for none)."""
        return refusal_text(refusal, Voice(self.names, self._seat)) if refusal is not None else ""

    def show_refusal(self, refusal: Refusal, seat: int) -> None:
        self._seat = seat
        self.reason.setText(self.words_for(refusal))

    def _button_widgets(self) -> list[QWidget]:
        widgets = []
        for i in range(self.buttons.count()):
            item = self.buttons.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widgets.append(widget)
        return widgets

    def _button(self, text: str, event: Any, enabled: bool = True, tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setEnabled(enabled and event is not None)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # keys go to the table; Tab reaches the buttons
        if event is not None:
            button.clicked.connect(lambda: self.chosen.emit(event))
        self._add_button(button)
        return button

    def _add_button(self, button: QWidget) -> None:
        """Add a button; Tab reaches it from the table (``follows``), after those before it."""
        widgets = self._button_widgets()
        previous = widgets[-1] if widgets else self.follows
        self.buttons.addWidget(button)
        if previous is not None:
            QWidget.setTabOrder(previous, button)

    def offer_step(self, prompt: str, text: str, step: Callable[[], object]) -> QPushButton:
        """One button that is not a move of the deal (the next deal, the session's end)."""
        self.clear(prompt)
        button = self._button(text, None)
        button.setEnabled(True)
        button.clicked.connect(lambda: step())
        return button

    def offer_choices(self, prompt: str, choices: Sequence[tuple[str, Callable[[], None]]]) -> None:
        """Buttons for a choice that is not an event of the deal (between deals)."""
        self.clear(prompt)
        for text, answer in choices:
            button = self._button(text, None)
            button.setEnabled(True)
            button.clicked.connect(lambda _=False, a=answer: self._answer(a))

    def _answer(self, answer: Callable[[], None]) -> None:
        self.clear()
        answer()

    def offer_plays(self, prompt: str, reason: str, plays: Sequence[tuple[str, object | None, bool]]) -> None:
        """The selection's buttons in another game of the family: ``plays`` as (text,
        event, allowed); ``reason`` says why the selection cannot be played ('' if it can)."""
        self._clear_buttons()
        self._plays = [event for _, event, allowed in plays if allowed and event is not None]
        self.prompt.setText(prompt)
        for text, event, allowed in plays:
            self._button(text, event if allowed else None)
        self.reason.setText(reason)

    def default_play(self) -> object | None:
        """What Enter plays after ``offer_plays``: the first allowed play."""
        return self._plays[0] if self._plays else None
