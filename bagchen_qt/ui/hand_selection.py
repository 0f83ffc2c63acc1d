"""The viewer's selection among the tiles of their hand, shared by every game's table.

``FeltScene`` (``felt_scene.py``), the base of every game's scene, mixes this in ahead
of ``QGraphicsScene`` and gives it ``_apply_hand_looks()`` (lifts, dims and hints drawn
anew) and the ``selectionChanged`` signal; each game's scene gives ``hand()`` (the
viewer's tiles, left to right as shown).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar


class HandSelection:
    _selected: list[int]
    _playable: set[int] | None
    selectionChanged: ClassVar[Any]  # the scene's Signal(tuple)

    def hand(self) -> list[int]:
        raise NotImplementedError

    def _apply_hand_looks(self) -> None:
        raise NotImplementedError

    def selected_tiles(self) -> tuple[int, ...]:
        return tuple(sorted(self._selected))

    def clear_selection(self) -> None:
        if self._selected:
            self._selected = []
            self._apply_hand_looks()
            self.selectionChanged.emit(())

    def set_selection(self, tiles: Sequence[int]) -> None:
        hand = set(self.hand())
        chosen = [t for t in tiles if t in hand]
        if sorted(chosen) != sorted(self._selected):
            self._selected = chosen
            self._apply_hand_looks()
            self.selectionChanged.emit(self.selected_tiles())

    def toggle(self, tile: int) -> None:
        """Select or unselect a tile of the viewer's hand."""
        if tile not in self.hand():
            return
        if tile in self._selected:
            self._selected.remove(tile)
        else:
            self._selected.append(tile)
        self._apply_hand_looks()
        self.selectionChanged.emit(self.selected_tiles())

    def set_playable(self, tiles: set[int] | None) -> None:
        """Hint the tiles that can be played (None: no hints; others are dimmed)."""
        self._playable = set(tiles) if tiles is not None else None
        self._apply_hand_looks()
