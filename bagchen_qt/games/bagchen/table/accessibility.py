"""The table for screen readers: names and states through Qt's accessibility interfaces,
and announcements of whose turn it is and what was played.

Graphics items are not accessible objects of their own, so ``install`` adds a factory
of ``QAccessibleInterface``s: the view showing a ``TableScene`` becomes a node whose
children are the viewer's hand (a list of its tiles), the trick (its tiles) and the
four seat panels; every ``TileItem`` and ``SeatPanel`` has an interface that reads its
name and state from the item as it is now ("6-6 sky chief, selected, can be played";
"Pema, medium AI, 12 chips, 4 stacks, passport, thinking"). The keyboard focus on the
hand is the view's focus child, and moving it sends a focus event.

``TableAnnouncer`` speaks each event and each change of turn (``QAccessibleAnnouncementEvent``)
and keeps the last words as the table's description, for readers without announcements.
Nothing is sent while no assistive technology listens (``QAccessible.isActive``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView

from bagchen_qt.games.bagchen.ai.explain import Explanation
from bagchen_qt.games.bagchen.rules.actions import Event
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.rules.tiles import TILES
from bagchen_qt.games.bagchen.table.spoken import (
    caption_words,
    hand_words,
    kind_words,
    seat_words,
    table_words,
    tile_words,
    trick_words,
    turn_words,
)
from bagchen_qt.games.bagchen.table.table_scene import TableScene, result_text
from bagchen_qt.games.bagchen.table.words import hint_reason, move_text
from bagchen_qt.ui.seat_panel import SeatPanel
from bagchen_qt.ui.tile_item import TileItem
from bagchen_qt.ui.words import Voice, hint_text

# A note on types: Qt lets child(), childAt(), focusChild() and parent() answer "none"
# (nullptr, None in Python), and screen readers rely on it; PySide6's stubs declare those
# methods never None, hence the ``type: ignore[override]`` on their overrides here.

_installed = False


def install() -> None:
    """Add the table's interfaces to Qt's accessibility (once per program)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TileItem):
        return TileAccessible(obj)
    if isinstance(obj, SeatPanel):
        return SeatAccessible(obj)
    if isinstance(obj, _Group):
        return GroupAccessible(obj)
    if isinstance(obj, QGraphicsView) and isinstance(obj.scene(), TableScene):
        return TableAccessible(obj)
    return None


def interface(obj: QObject) -> QAccessibleInterface | None:
    return QAccessible.queryAccessibleInterface(obj)


def _view_of(item: QGraphicsItem) -> QGraphicsView | None:
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return views[0] if views else None


def _scene_of(view: QGraphicsView) -> TableScene:
    scene = view.scene()
    assert isinstance(scene, TableScene)
    return scene


def _screen_rect(item: QGraphicsItem) -> QRect:
    view = _view_of(item)
    if view is None or not item.isVisible():
        return QRect()
    area = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(view.viewport().mapToGlobal(area.topLeft()), area.size())


class _Group(QObject):
    """A part of the table with no item of its own: the hand, or the trick."""

    HAND, TRICK = "hand", "trick"

    def __init__(self, view: QGraphicsView, part: str) -> None:
        super().__init__(view)
        self.view = view
        self.part = part

    def tiles(self) -> list[TileItem]:
        scene = _scene_of(self.view)
        if self.part == self.HAND:
            return [scene.tile_item(t) for t in scene.hand()]
        trick = scene.state.trick if scene.state is not None else None
        if trick is None:
            return []
        return [scene.tile_item(t) for play in trick.plays for t in play.tiles]

    def name(self) -> str:
        if self.part == self.HAND:
            return hand_words(len(self.tiles()))
        return trick_words(_scene_of(self.view).trick_caption)


def groups(view: QGraphicsView) -> tuple[_Group, _Group]:
    """The view's hand and trick groups, made on first use."""
    found = {g.part: g for g in view.findChildren(_Group)}
    for part in (_Group.HAND, _Group.TRICK):
        if part not in found:
            found[part] = _Group(view, part)
    return found[_Group.HAND], found[_Group.TRICK]


class TableAccessible(QAccessibleWidget):
    """The view: the table, with the hand, the trick and the seats as children."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.view = view

    def _children(self) -> list[QObject]:
        scene = _scene_of(self.view)
        hand, trick = groups(self.view)
        return [hand, trick, *(scene.panel(seat) for seat in range(4))]

    def childCount(self) -> int:  # Qt API
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        children = self._children()
        return interface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # Qt API
        target = child.object() if child is not None else None
        for index, obj in enumerate(self._children()):
            if obj is target:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        scene = _scene_of(self.view)
        tile = scene.focused_tile()
        if tile is None or not self.view.hasFocus() or scene.focus_ring.tile is None:
            return None
        return interface(scene.tile_item(tile))

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        for obj in self._children():
            found = interface(obj)
            if found is not None and found.rect().contains(QPoint(x, y)):
                return found
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName() or table_words()
        if kind == QAccessible.Text.Description:
            return self.view.accessibleDescription()
        return super().text(kind)


class GroupAccessible(QAccessibleObject):
    """The hand (a list of tiles) or the trick (the tiles played to it)."""

    def __init__(self, group: _Group) -> None:
        super().__init__(group)
        self.group = group

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        return interface(self.group.view)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List if self.group.part == _Group.HAND else QAccessible.Role.Grouping

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.group.tiles() and self.group.part == _Group.HAND
        return state

    def text(self, kind: QAccessible.Text) -> str:
        return self.group.name() if kind == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        rect = QRect()
        for tile in self.group.tiles():
            rect = rect.united(_screen_rect(tile))
        return rect

    def childCount(self) -> int:  # Qt API
        return len(self.group.tiles())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        tiles = self.group.tiles()
        return interface(tiles[index]) if 0 <= index < len(tiles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # Qt API
        target = child.object() if child is not None else None
        for index, tile in enumerate(self.group.tiles()):
            if tile is target:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        for tile in self.group.tiles():
            if _screen_rect(tile).contains(QPoint(x, y)):
                return interface(tile)
        return None


class _LeafAccessible(QAccessibleObject):
    """An accessible item with no children of its own (a tile, a seat's panel)."""

    def childCount(self) -> int:  # Qt API
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # Qt API
        return -1


class TileAccessible(_LeafAccessible):
    """One tile: its kind (when its face is shown) and its state in the hand."""

    def __init__(self, tile: TileItem) -> None:
        super().__init__(tile)
        self.tile = tile

    def _scene(self) -> TableScene | None:
        scene = self.tile.scene()
        return scene if isinstance(scene, TableScene) else None

    def _group(self) -> _Group | None:
        view = _view_of(self.tile)
        if view is None or self._scene() is None:
            return None
        for group in groups(view):
            if self.tile in group.tiles():
                return group
        return None

    def in_hand(self) -> bool:
        group = self._group()
        return group is not None and group.part == _Group.HAND

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        group = self._group()
        if group is not None:
            return interface(group)
        view = _view_of(self.tile)
        return interface(view) if view is not None else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        tile = self.tile
        state.invisible = not tile.isVisible()
        if self.in_hand():
            scene = self._scene()
            state.selectable = state.multiSelectable = state.focusable = True
            state.selected = tile.chosen
            state.focused = scene is not None and scene.focus_ring.tile is tile
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return tile_item_words(self.tile)
        return ""

    def rect(self) -> QRect:
        return _screen_rect(self.tile)


def tile_item_words(tile: TileItem) -> str:
    """What a screen reader says of a tile on the table."""
    shown = TILES[tile.tile].kind if tile.face_up and tile.tile is not None else None
    return tile_words(shown, tile.chosen, tile.playable, tile.point and shown is not None)


class SeatAccessible(_LeafAccessible):
    """One seat's panel: name, level, chips, stacks, passport, thinking or to play."""

    def __init__(self, panel: SeatPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # may be None: see the note above
        view = _view_of(self.panel)
        return interface(view) if view is not None else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.panel.isVisible()
        state.active = self.panel.turn
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return seat_item_words(self.panel)
        if kind == QAccessible.Text.Description:
            return self.panel.toolTip()
        return ""

    def rect(self) -> QRect:
        return _screen_rect(self.panel)


def seat_item_words(panel: SeatPanel) -> str:
    """What a screen reader says of a seat panel."""
    scene = panel.scene()
    state = scene.state if isinstance(scene, TableScene) else None
    in_hand = len(state.hands[panel.seat]) if state is not None and state.dice is not None else None
    return seat_words(
        panel.name,
        panel.level,
        panel.chips,
        panel.stacks,
        panel.passport,
        panel.thinking,
        panel.turn,
        in_hand,
        is_you=panel.is_viewer and panel.level is None,
    )


# --- telling what happens -----------------------------------------------------------------------


def _send(event: QAccessibleEvent) -> None:
    if QAccessible.isActive():
        QAccessible.updateAccessibility(event)


class TableAnnouncer(QObject):
    """Speaks what happens at a table: each event, whose turn it is, the focused tile.

    ``announced`` carries every announcement (the words also become the view's
    accessible description)."""

    announced = Signal(str)

    def __init__(self, view: QGraphicsView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        install()
        self.view = view
        self.scene = _scene_of(view)
        self.history: list[str] = []
        self.scene.focusMoved.connect(self._focus_moved)
        self.scene.selectionChanged.connect(self._selection_changed)

    @property
    def names(self) -> list[str]:
        """The seats' names as the table shows them now (formal seating may move players)."""
        return [self.scene.panel(seat).name for seat in range(4)]

    @property
    def human(self) -> int | None:
        """The seat spoken to as "you": the viewer, when a human sits there."""
        viewer = self.scene.panel(self.scene.viewer)
        return self.scene.viewer if viewer.level is None else None

    def announce(self, text: str) -> None:
        if not text:
            return
        self.history.append(text)
        del self.history[:-50]
        self.view.setAccessibleDescription(text)
        _send(QAccessibleAnnouncementEvent(self.view, text))
        self.announced.emit(text)

    def event_applied(self, event: Event | None, before: DealState | None, after: DealState) -> None:
        """Say what ``event`` did, as the move list says it, and whose turn it is now
        (from the controller's ``eventApplied``; ``before`` None: a new deal or an undo)."""
        names, human = self.names, self.human
        words = []
        if event is not None and before is not None:
            shown = getattr(event, "seat", None) == human  # your own face-down tiles
            words.append(move_text(event, before, after, Voice(names, human), shown))
        if after.is_over:
            words.append(caption_words(result_text(after, names, human)))
        elif after.to_act is not None:
            words.append(turn_words(names[after.to_act], after.to_act == human))
        self.announce(". ".join(w for w in words if w))

    def hint_ready(self, action: Event, why: Explanation) -> None:
        """Say the hint shown on the table: why, and which tiles it selected."""
        tiles = getattr(action, "tiles", None) or ((action.tile,) if hasattr(action, "tile") else ())
        names = ", ".join(kind_words(TILES[t].kind) for t in tiles)
        self.announce(". ".join(w for w in (caption_words(hint_text(hint_reason(why))), names) if w))

    def _focus_moved(self, tile: int | None) -> None:
        if tile is None or not self.view.hasFocus() or not QAccessible.isActive():
            return
        found = interface(self.scene.tile_item(tile))
        if found is not None:
            _send(QAccessibleEvent(found, QAccessible.Event.Focus))

    def _selection_changed(self, _tiles: tuple[int, ...]) -> None:
        tile = self.scene.focused_tile()
        if tile is None or not QAccessible.isActive():
            return
        found = interface(self.scene.tile_item(tile))
        if found is not None:
            changed = QAccessible.State()
            changed.selected = True
            _send(QAccessibleStateChangeEvent(found, changed))
            _send(QAccessibleEvent(found, QAccessible.Event.NameChanged))


def accessible_tree(root: QAccessibleInterface, depth: int = 3) -> list[tuple[int, str, str]]:
    """(depth, role, name) of ``root`` and its descendants: what a screen reader can walk."""
    rows = [(0, root.role().name, root.text(QAccessible.Text.Name))]
    if depth > 0:
        for index in range(root.childCount()):
            child = root.child(index)
            if child is not None:
                rows += [(d + 1, role, name) for d, role, name in accessible_tree(child, depth - 1)]
    return rows
