"""What the rules window gives a game's page (its "rules_page" face builds the page's
HTML with these): headings listed in the window's contents, tile and dice pictures,
figures with captions, rows in reading order and notes on the table in play."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from bagchen_qt.ui.tile_widgets import RowFrame


class RulesPage(Protocol):
    def heading(self, anchor: str, title: str, level: int = 1) -> str: ...

    def tiles(self, tiles: str, scale: float = ..., frame: RowFrame = ..., points: str = "") -> str: ...

    def dice(self, a: int, b: int) -> str: ...

    def figure(self, *rows: tuple[str, str]) -> str: ...

    def row(self, cells: Iterable[str]) -> str: ...

    def side(self) -> str: ...

    def note(self, text: str) -> str: ...

    def isRightToLeft(self) -> bool: ...  # Qt's name
