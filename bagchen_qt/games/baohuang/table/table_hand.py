"""The Bao Huang hand as the shared card table hosts it: ``HandItem`` (columns by rank)
with the few members the table asks of a game's own hand (``CardTableFace.hand_item``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent

from bagchen_qt.games.baohuang.table.hand import play_codes
from bagchen_qt.games.baohuang.table.hand_item import HandItem

HEIGHT_SHARE = 0.34  # the hand's band, of the view's height: room for columns of several cards


class TableHand(HandItem):
    """A hand in columns, its pieces the physical card numbers."""

    height_share = HEIGHT_SHARE

    def set_pieces(self, pieces: Sequence[int]) -> None:
        self.set_cards(tuple(pieces))

    def selected_pieces(self) -> tuple[int, ...]:
        return tuple(sorted(self.columns.selection))

    def set_selection(self, pieces: Sequence[int]) -> None:
        """Takes the cards a play of these pieces' codes takes (the columns take from the
        top of a column, so an equal card may stand in for the one named)."""
        before = self.columns.selection
        try:
            self.columns.select_codes(play_codes(pieces))
        except ValueError:
            self.columns.clear()
        if self.columns.selection != before:
            self._changed()

    def press_key(self, key: Qt.Key | int) -> bool:
        """A key the table passes on: the hand's own keys (arrows, J, Esc, Shift+Up)."""
        event = QKeyEvent(QEvent.Type.KeyPress, int(key), QGuiApplication.keyboardModifiers())
        event.ignore()
        self.focus_shown = True
        self.keyPressEvent(event)
        return event.isAccepted()
