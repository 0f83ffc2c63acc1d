"""The card table's scene: the seats' plates round the felt, each seat's last play in
front of it, the human's hand along the bottom, drawn from what the human's seat sees.

The scene works in the view's own pixels (``fit_view`` lays it out again at each size),
so that every piece is drawn once at the size it is shown, sharp at any resolution.
It keeps only what the table is given: the observation's pieces as the game's face
reads them, never a hidden piece (another seat's hand is a count, drawn as backs).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from bagchen_qt.ui.animation import Motion, Speed
from bagchen_qt.ui.table_felt import FELT, FELT_DARK, INLAY_EDGE

from .dealing import DealAnimation, DealPlan
from .face import CardTableFace, Piece, SeatShow
from .layout import HAND_SHARE, CardLayout, Point, edge, hand_band, lay_out
from .plates import Caption, SeatPlate

DIM = QColor(8, 22, 16, 120)
TO_BEAT = QColor("#f2c14e")  # the ring round the play to beat  # laid over a hand piece that cannot be played now
BACKS_SHOWN = 7  # at most this many backs peek out behind another seat's plate
BACKS_RISE = 0.32  # the backs' middle above the plate's, of the plate's height
BACKS_MOST = 4.5  # the backs' height at most, in font pixels: tall plates (Tibetan) keep small backs
OPEN_HAND_STEP = 0.18  # the cards of a hand shown open above its plate overlap, showing this share of each
OPEN_ROW_SHARE = 0.28  # and spread over up to this share of the view's width
OPEN_HAND_MOST = 4.0  # its cards' height at most, in font pixels
OPEN_HAND_GAP = 0.25  # between it and its plate, in font pixels
MIDDLE_WIDTH = 0.24  # the words in the middle of the table wrap at this share of its width
MIDDLE_LINES = 3.4  # and are kept room for two lines (in font pixels, with their band)

Z_BACKS, Z_PLATE, Z_PLAY, Z_HAND, Z_FOCUS = 1, SeatPlate.Z, 10, 20, 40


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


class PieceItem(QGraphicsPixmapItem):
    """One piece on the table: face up (``piece`` named) or a back (``piece`` None)."""

    def __init__(self, piece: Piece | None, pixmap: QPixmap, tip: str = "") -> None:
        super().__init__(pixmap)
        self.piece = piece
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setToolTip(tip)
        ratio = pixmap.devicePixelRatio() or 1.0
        self.setOffset(-pixmap.width() / ratio / 2, -pixmap.height() / ratio / 2)  # placed by its centre


class CardTableScene(QGraphicsScene):
    """The table as ``viewer`` sees it, for ``len(names)`` seats."""

    animationsFinished = Signal()  # Qt signal names
    selectionChanged = Signal(tuple)  # the selected pieces
    activated = Signal()  # a hand piece double-clicked, or Enter: play the selection
    summaryChanged = Signal(str)  # the table in words, for a screen reader

    def __init__(
        self,
        face: CardTableFace,
        viewer: int,
        names: Sequence[str],
        levels: Sequence[str | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(0, 0, 1600, 1000, parent)
        self.face = face
        self.viewer = viewer
        self.names = list(names)
        self.levels = list(levels)
        self._motion = Motion()
        self._deal: DealAnimation | None = None  # the deal being shown, before play
        self._landed: list[int] | None = None  # while a deal is shown: the cards come to each seat so far
        self.seen: Any = None
        self.open_hands: Sequence[Sequence[Piece]] | None = None  # every hand, in a replay of a finished deal
        self._hand: list[Piece] = []
        self._selected: list[Piece] = []  # in the order chosen
        self._playable: set[Piece] | None = None  # None: every piece may be played
        self._focus: Piece | None = None
        self._thinking: int | None = None
        self._size = (1600.0, 1000.0)
        self._pixmaps: dict[tuple[Any, int, float], QPixmap] = {}
        self._hand_items: dict[Piece, PieceItem] = {}
        self._others: list[QGraphicsItem] = []
        self._fans: dict[int, list[QGraphicsItem]] = {}  # by seat: the backs (or the open hand) by its plate
        self._owed = 0
        self.layout: CardLayout | None = None
        self.plates: list[SeatPlate] = []
        self.caption = Caption(14)
        self.addItem(self.caption)
        self.focus_ring = QGraphicsRectItem()
        self.focus_ring.setPen(QPen(QColor("#ffffff"), 3))
        self.focus_ring.setZValue(Z_FOCUS)
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        for _ in names:
            plate = SeatPlate(14)
            self.plates.append(plate)
            self.addItem(plate)
        make_hand = getattr(face, "hand_item", None)
        self.hand_view: Any = make_hand() if callable(make_hand) else None  # a game's own drawing of the hand
        if self.hand_view is not None:
            self.hand_view.setZValue(Z_HAND)
            self.addItem(self.hand_view)
            self.hand_view.selectionChanged.connect(lambda *_: self.selectionChanged.emit(self.selected_pieces()))
            self.hand_view.activated.connect(self.activated)

    # --- what the table is shown ----------------------------------------------------------

    def show_seen(self, seen: Any, open_hands: Sequence[Sequence[Piece]] | None = None, before: Any = None) -> None:
        """Show ``seen``, an observation of the viewer's seat (and, in a replay of a finished
        deal, every seat's hand); ``before``, the viewer's view before the event, tells a
        deal (the hand empty before it), which is shown dealt unless the speed is instant
        or motion reduced. ``animationsFinished`` follows once it is shown."""
        if self._deal is not None:  # a deal still being shown ends at once
            self._deal.finish_now()
        dealt = before is not None and not self.face.hand(before) and bool(self.face.hand(seen))
        self.seen = seen
        self.open_hands = open_hands
        hand = list(self.face.hand(seen)) if seen is not None else []
        if hand != self._hand:
            self._hand = hand
            self._selected = [p for p in self._selected if p in hand]
            if self._focus not in hand:
                self._focus = None
            if self.hand_view is not None:
                self.hand_view.set_pieces(hand)
        self._owed += 1
        if dealt and not self._motion.instant and not self._motion.reduced:
            self._start_deal(seen)
            return
        self._lay_out()
        QTimer.singleShot(0, self, self._flush)

    def _start_deal(self, seen: Any) -> None:
        """The shuffle, the cut and the cards dealt round the table; the hands appear,
        and the table goes on, when the last card has arrived (or a click ends it)."""
        self._lay_out()  # the plates and the hand's place, for the cards to fly to
        layout = self.layout
        assert layout is not None
        shows = list(self.face.seats(seen))
        counts = [len(self._hand) if seat == self.viewer else shows[seat].pieces_left for seat in range(len(shows))]
        hand_at = QPointF(layout.width / 2, layout.hand_centre_y)
        places = [  # the other seats' cards land where their backs peek out above the plate, as large
            hand_at
            if seat == self.viewer
            else self.plates[seat].pos() - QPointF(0, self.plates[seat].size[1] * BACKS_RISE)
            for seat in range(len(shows))
        ]
        sizes = [
            1.0 if seat == self.viewer else self.backs_height(self.plates[seat].size[1]) / layout.play_height
            for seat in range(len(shows))
        ]
        actor = self.face.actor(seen)
        first = self.viewer if actor is None else actor
        under = [None if seat == self.viewer else float(Z_BACKS) for seat in range(len(shows))]  # as its backs
        plan = DealPlan(QPointF(layout.centre.x, layout.centre.y), places, counts, first, sizes, under)
        self._deal = DealAnimation(self, plan, self._pixmap(None, layout.play_height), self._motion, self._land)
        self._landed = self._deal.landed  # the plates count the cards as they arrive
        self._lay_out()  # now without the hands, which the cards are on their way to
        self._deal.start(self._dealt)

    def _land(self, seat: int) -> None:
        self._dress_plates(only=seat)

    def _dealt(self) -> None:
        self._deal = None
        self._landed = None
        self._lay_out()
        QTimer.singleShot(0, self, self._flush)

    def set_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None if self._thinking == seat else self._thinking
        self._dress_plates()

    def hand(self) -> list[Piece]:
        """The human's pieces, left to right."""
        return list(self._hand)

    # --- the selection ---------------------------------------------------------------------

    def selected_pieces(self) -> tuple[Piece, ...]:
        """The selected pieces, in the hand's order."""
        if self.hand_view is not None:
            chosen = set(self.hand_view.selected_pieces())
            return tuple(p for p in self._hand if p in chosen)
        return tuple(p for p in self._hand if p in self._selected)

    def set_selection(self, pieces: Sequence[Piece]) -> None:
        chosen = [p for p in pieces if p in self._hand]
        if self.hand_view is not None:
            self.hand_view.set_selection(chosen)  # it says the change itself
            return
        if set(chosen) != set(self._selected):
            self._selected = chosen
            self._apply_hand_looks()
            self.selectionChanged.emit(self.selected_pieces())

    def clear_selection(self) -> None:
        self.set_selection([])

    def toggle(self, piece: Piece) -> None:
        """Select a piece of the hand, or unselect it."""
        selected = list(self.selected_pieces()) if self.hand_view is not None else self._selected
        if piece in selected:
            self.set_selection([p for p in selected if p != piece])
        else:
            self.set_selection([*selected, piece])

    def set_playable(self, pieces: set[Piece] | None) -> None:
        """The pieces that can be played now (None: all); the others are dimmed."""
        self._playable = set(pieces) if pieces is not None else None
        self._apply_hand_looks()

    # --- the felt's size ---------------------------------------------------------------------

    def fit_view(self, width: float, height: float) -> QRectF:
        self._size = (max(width, 200.0), max(height, 200.0))
        self.setSceneRect(QRectF(0, 0, *self._size))
        self._lay_out()
        return QRectF(0, 0, *self._size)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # Qt's name
        width, height = self._size
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cloth = QRadialGradient(QPointF(width / 2, height * 0.42), max(width, height) * 0.62)
        cloth.setColorAt(0.0, FELT.lighter(112))
        cloth.setColorAt(0.55, FELT)
        cloth.setColorAt(1.0, FELT_DARK)
        painter.fillRect(QRectF(0, 0, width, height), cloth)
        layout = self.layout
        if layout is not None:  # the ring the seats sit round
            painter.setPen(QPen(INLAY_EDGE, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            c = layout.centre
            rx = max((abs(p.x - c.x) for p in layout.in_front), default=0.0) * 1.25
            ry = max((abs(p.y - c.y) for p in layout.in_front), default=0.0) * 1.25
            painter.drawEllipse(QPointF(c.x, c.y), max(rx, ry * 1.2), ry)
        painter.restore()

    def font_px(self) -> float:
        width, height = self._size
        return min(max(min(width / 80, height / 48), 12.0), 24.0)

    # --- laying out --------------------------------------------------------------------------

    def _pixmap(self, piece: Piece | None, height: float, dimmed: bool = False) -> QPixmap:
        ratio = self._ratio()
        key = (("back",) if piece is None else ("face", piece, dimmed), round(height), ratio)
        found = self._pixmaps.get(key)
        if found is None:
            if dimmed:
                found = dim(self._pixmap(piece, height))
            elif piece is None:
                found = self.face.draw_back(round(height), ratio)
            else:
                found = self.face.draw(piece, round(height), ratio)
            if len(self._pixmaps) > 600:  # a resize leaves the old sizes behind
                self._pixmaps.clear()
            self._pixmaps[key] = found
        return found

    def _ratio(self) -> float:
        views = self.views()
        if views:
            return float(views[0].devicePixelRatioF())
        screen = QGuiApplication.primaryScreen()
        return float(screen.devicePixelRatio()) if screen is not None else 1.0

    def _piece(self, piece: Piece | None, height: float, x: float, y: float, z: float) -> PieceItem:
        tip = self.face.label(piece) if piece is not None else ""
        item = PieceItem(piece, self._pixmap(piece, height), tip)
        item.setPos(x, y)
        item.setZValue(z)
        self.addItem(item)
        return item

    def _lay_out(self) -> None:
        for item in self._others + list(self._hand_items.values()):
            self.removeItem(item)
        self._others, self._hand_items = [], {}
        width, height = self._size
        font_px = self.font_px()
        shows = list(self.face.seats(self.seen)) if self.seen is not None else [SeatShow(0) for _ in self.names]
        for plate in self.plates:
            plate.font_px = font_px
        self._dress_plates(shows)
        widest = max((p.size[0] for p in self.plates), default=100.0)
        tallest = max((p.size[1] for p in self.plates), default=60.0)
        peek = self._peek(tallest)
        row = self._open_row_width(tallest) if self.open_hands is not None else 0.0
        if self.open_hands is not None:  # every hand open, above its plate: room for the rows too
            peek = max(peek, self.open_hand_height(tallest) + font_px * OPEN_HAND_GAP * 2)
            widest = max(widest, row)
        aspect = self.face.aspect()
        clockwise = bool(getattr(self.face, "clockwise", True))
        drawn = self.hand_view
        self.caption.font_px = font_px
        middle = (
            width * MIDDLE_WIDTH + font_px * 1.2,
            self._middle_height(width),
        )  # the words' room, whatever they say
        layout = lay_out(
            width,
            height,
            len(self.names),
            self.viewer,
            1 if drawn is not None else len(self._hand),
            aspect,
            (widest, tallest + peek),
            clockwise,
            hand_share=self._hand_share(width, height),
            middle=middle,
            backs_above=peek / (tallest + peek),
            plate_sizes=tuple(  # a hand shown open lies above its plate, as wide as it needs
                (max(plate.size[0], row if seat != self.viewer else 0.0), tallest + peek)
                for seat, plate in enumerate(self.plates)
            ),
        )
        self.layout = layout
        for seat, plate in enumerate(self.plates):
            plate.setPos(QPointF(layout.plates[seat].x, layout.plates[seat].y + peek / 2))
        for seat, show in enumerate(shows):
            self._lay_seat(seat, show, layout, aspect)
        if drawn is not None:
            drawn.setVisible(self._deal is None)  # the cards dealt reach it first
        if drawn is not None:  # the game's hand fills the band along the bottom
            margin = edge(width, height)
            top = layout.hand_centre_y - layout.hand_height / 2 - layout.lift
            drawn.setPos(margin, top)
            drawn.set_size(width - 2 * margin, height - margin - top)
        for index, piece in enumerate(self._hand if drawn is None and self._deal is None else ()):
            item = self._piece(
                piece, layout.hand_height, layout.hand_x(index, aspect), layout.hand_centre_y, Z_HAND + index * 0.01
            )
            self._hand_items[piece] = item
        self.caption.set_text(self._caption_text(), width * MIDDLE_WIDTH)
        if self._deal is not None:
            self.caption.setVisible(False)  # the pack is shuffled where the words stand
        self._place_caption(layout.middle_at or layout.centre)
        self.summaryChanged.emit(self.summary())
        self._apply_hand_looks()
        self.update()

    def _middle_height(self, width: float) -> float:
        """The room kept for the middle's words: two lines as tall as the language's
        (Tibetan's stand tall), with their band."""
        two_lines = _t("The play to beat") + "\n" + _t("Your turn")
        return max(self.caption.band(two_lines, width * MIDDLE_WIDTH).height(), self.font_px() * MIDDLE_LINES)

    def _place_caption(self, at: Point) -> None:
        """The middle's words at ``at``, or, where more lines than the room kept for them
        would reach a plate, as near as they stand clear of every plate."""
        band = self.caption.boundingRect()
        plates = [plate.plate_rect() for plate in self.plates]
        felt_bottom = self.layout.hand_centre_y if self.layout is not None else self._size[1]

        def clear(y: float) -> bool:
            rect = band.translated(at.x, y)
            return rect.top() >= 0 and rect.bottom() <= felt_bottom and not any(rect.intersects(p) for p in plates)

        y = at.y
        if not clear(y):
            for shift in range(2, int(self._size[1]), 2):  # the nearest place clear of the plates, up or down
                if clear(at.y - shift):
                    y = at.y - shift
                    break
                if clear(at.y + shift):
                    y = at.y + shift
                    break
        self.caption.setPos(at.x, y)

    def _hand_share(self, width: float, height: float) -> float:
        """The hand's share of the view's height: a game's own hand may take less than its
        share where its pieces need less (their size bound by the width), leaving the
        rest to the plays."""
        drawn = self.hand_view
        if drawn is None:
            return HAND_SHARE
        share = float(getattr(drawn, "height_share", HAND_SHARE))
        needed = getattr(drawn, "height_needed", None)
        if not callable(needed):
            return share
        band = hand_band(height, share)
        return min(share, float(needed(width - 2 * edge(width, height), band)) / band * share)

    def backs_height(self, plate_height: float) -> float:
        """How tall the backs peeking out above a plate ``plate_height`` tall are drawn."""
        return min(plate_height * 0.95, self.font_px() * BACKS_MOST)

    def open_hand_height(self, tallest: float) -> float:
        """How tall the cards of a hand shown open above a plate are drawn, the tallest
        plate ``tallest`` high."""
        return min(max(tallest, self.font_px() * 3), self.font_px() * OPEN_HAND_MOST)

    def _open_row_width(self, tallest: float) -> float:
        """How wide the longest hand shown open above a plate lies: its cards side by side
        where a share of the view's width allows, else overlapping, each showing at least
        ``OPEN_HAND_STEP`` of itself."""
        hands = self.open_hands or []
        most = max(max((len(hand) for seat, hand in enumerate(hands) if seat != self.viewer), default=1), 1)
        width = self.open_hand_height(tallest) * self.face.aspect()
        least, whole = width * (1 + OPEN_HAND_STEP * (most - 1)), width * (1 + 1.04 * (most - 1))
        return min(max(self._size[0] * OPEN_ROW_SHARE, least), whole)

    def _peek(self, tallest: float) -> float:
        """How far the backs rise above the tallest plate: room kept above the plates."""
        return max(self.backs_height(tallest) / 2 + tallest * (BACKS_RISE - 0.5), 0.0) + 2.0

    def _lay_seat(self, seat: int, show: SeatShow, layout: CardLayout, aspect: float) -> None:
        self._fans[seat] = []
        plate = self.plates[seat]
        place = plate.pos()
        px, py = place.x(), place.y()
        pw, ph = plate.size
        open_hand = self.open_hands[seat] if self.open_hands is not None and seat != self.viewer else None
        if open_hand and self._deal is None:  # every hand open (a replay, the demo): face up above the plate
            tallest = max(p.size[1] for p in self.plates)
            height = self.open_hand_height(tallest)
            room = max(pw, self._open_row_width(tallest))
            bare = edge(layout.width, layout.height)
            x = min(max(px, bare + room / 2), layout.width - bare - room / 2)  # the row stays on the felt
            above = py - ph / 2 - self.font_px() * OPEN_HAND_GAP - height / 2  # clear of the plate, which hid half
            self._fans[seat] = [*self._row(list(open_hand), height, x, above, room, Z_BACKS)]
        elif seat != self.viewer and show.pieces_left and not open_hand and self._deal is None:
            height = self.backs_height(ph)
            backs = min(show.pieces_left, BACKS_SHOWN)
            step = height * aspect * 0.28
            left = px - (backs - 1) * step / 2
            for i in range(backs):  # peeking out above the plate: a hand of that many
                item = self._piece(None, height, left + i * step, py - ph * BACKS_RISE, Z_BACKS + i * 0.01)
                item.setRotation((i - (backs - 1) / 2) * 4)
                self._others.append(item)
                self._fans[seat].append(item)
        if show.shown:
            height = layout.play_height * 0.7
            self._row(list(show.shown), height, px, py + ph / 2 + height * 0.45, pw * 1.4, Z_PLATE + 1)
        fx, fy = layout.in_front[seat].x, layout.in_front[seat].y
        if show.in_front:
            room = layout.play_room
            laid = self._row(list(show.in_front), layout.play_height, fx, fy, room, Z_PLAY)
            if show.on_top:  # the play to beat: ringed in gold
                bounds = QRectF()
                for item in laid:
                    bounds = bounds.united(item.sceneBoundingRect())
                reach = layout.play_height * 0.08
                ring = QGraphicsRectItem(bounds.adjusted(-reach, -reach, reach, reach))
                ring.setPen(QPen(TO_BEAT, max(layout.play_height * 0.04, 2.0)))
                ring.setBrush(QColor(TO_BEAT.red(), TO_BEAT.green(), TO_BEAT.blue(), 40))
                ring.setZValue(Z_PLAY - 0.5)
                ring.setToolTip(_t("The play to beat"))
                self.addItem(ring)
                self._others.append(ring)
        elif show.said:
            said = Caption(self.font_px() * 1.05)
            said.set_text(show.said.replace("\n", " "), layout.play_room)  # on one line, where the play would lie
            said.setPos(fx, fy)
            said.setZValue(Z_PLAY)
            self.addItem(said)
            self._others.append(said)

    def hand_items(self, seat: int) -> list[QGraphicsItem]:
        """The items showing ``seat``'s hand: the viewer's own hand, another seat's backs
        (or open hand) by its plate; none while it holds nothing or the cards are being dealt."""
        if seat != self.viewer:
            return list(self._fans.get(seat, ()))
        if self.hand_view is not None:
            return [self.hand_view] if self.hand_view.isVisible() else []
        return list(self._hand_items.values())

    def _row(self, pieces: list[Piece], height: float, x: float, y: float, room: float, z: float) -> list[PieceItem]:
        width = height * self.face.aspect()
        step = (
            width * 1.04
            if len(pieces) < 2
            else min(width * 1.04, max((room - width) / (len(pieces) - 1), width * OPEN_HAND_STEP))
        )
        left = x - (width + step * (len(pieces) - 1)) / 2 + width / 2
        laid = [self._piece(piece, height, left + i * step, y, z + i * 0.01) for i, piece in enumerate(pieces)]
        self._others += laid
        return laid

    def _dress_plates(self, shows: Sequence[SeatShow] | None = None, only: int | None = None) -> None:
        """Each plate's words (``only``: that seat's alone)."""
        dealing = self._landed is not None  # the roles and the turn come once the cards have
        if dealing or shows is None:
            shows = (
                [SeatShow(0) for _ in self.names] if dealing or self.seen is None else list(self.face.seats(self.seen))
            )
        actor = self.face.actor(self.seen) if self.seen is not None else None
        for seat, plate in enumerate(self.plates):
            if only is not None and seat != only:
                continue
            show = shows[seat] if seat < len(shows) else SeatShow(0)
            level = self.levels[seat] if seat < len(self.levels) else None
            count = show.pieces_left if self._landed is None else self._landed[seat]
            details = [pieces_text(count)]
            if level:
                details.insert(0, level_label(level))
            plate.set_contents(
                self.names[seat],
                " · ".join(details),
                show.badges,
                show.lines,
                actor == seat and self._thinking is None and not dealing,
                self._thinking == seat,
                count=count,
                level=level_label(level) if level else "",
            )

    def summary(self) -> str:
        """The table in words: the middle's caption, each plate, and each seat's play."""
        parts = [self.caption.text.replace("\n", ". ")] if self.caption.text else []
        shows = list(self.face.seats(self.seen)) if self.seen is not None else []
        for seat, plate in enumerate(self.plates):
            part = plate.toolTip()
            show = shows[seat] if seat < len(shows) else None
            if show is not None and show.in_front:
                part += ": " + " ".join(self.face.label(p) for p in show.in_front)
            elif show is not None and show.said:
                part += ": " + show.said
            parts.append(part)
        return ". ".join(parts)

    def _caption_text(self) -> str:
        if self.seen is None:
            return ""
        lines = [self.face.caption(self.seen, self.names, self.viewer)]
        actor = self.face.actor(self.seen)
        if actor is not None and 0 <= actor < len(self.names):
            lines.append(_t("Your turn") if actor == self.viewer else _t("%1 to play").replace("%1", self.names[actor]))
        return "\n".join(line for line in lines if line)

    # --- the hand ------------------------------------------------------------------------------

    def _apply_hand_looks(self) -> None:
        layout = self.layout
        for piece, item in self._hand_items.items():
            chosen = piece in self._selected
            lift = layout.lift if layout is not None and chosen else 0.0
            if layout is not None:
                item.setY(layout.hand_centre_y - lift)
                dimmed = self._playable is not None and piece not in self._playable
                item.setPixmap(self._pixmap(piece, layout.hand_height, dimmed))  # opaque: overlapping pieces stay clear
        self._show_focus()

    def _show_focus(self) -> None:
        item = self._hand_items.get(self._focus) if self._focus is not None else None
        self.focus_ring.setVisible(item is not None)
        if item is not None:
            rect = item.sceneBoundingRect().adjusted(-3, -3, 3, 3)
            self.focus_ring.setRect(rect)

    def focused_piece(self) -> Piece | None:
        return self._focus

    def handle_key(self, key: Qt.Key | int) -> bool:
        """Left/Right move over the hand, Space selects, Enter plays, Escape clears."""
        hand = self._hand
        key = Qt.Key(key)
        if self.is_animating() and key in (Qt.Key.Key_Escape, Qt.Key.Key_Space):
            self.finish_now()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated.emit()
            return True
        if self.hand_view is not None:
            return bool(self.hand_view.press_key(key))
        if key == Qt.Key.Key_Escape:
            if not self._selected:
                return False
            self.clear_selection()
            return True
        if not hand or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down):
            return False
        if self._focus not in hand:
            self._focus = hand[0]
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self._show_focus()
                return True
        index = hand.index(self._focus)
        if key == Qt.Key.Key_Left:
            self._focus = hand[max(index - 1, 0)]
        elif key == Qt.Key.Key_Right:
            self._focus = hand[min(index + 1, len(hand) - 1)]
        elif (
            key == Qt.Key.Key_Up
            and self._focus not in self._selected
            or key == Qt.Key.Key_Down
            and self._focus in self._selected
            or key == Qt.Key.Key_Space
        ):
            self.toggle(self._focus)
        self._show_focus()
        return True

    def _hand_piece_at(self, pos: QPointF) -> Piece | None:
        for item in self.items(pos):  # topmost first: overlapping pieces give the one on top
            if isinstance(item, PieceItem) and item.piece in self._hand_items and self._hand_items[item.piece] is item:
                return item.piece
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            piece = self._hand_piece_at(event.scenePos())
            if piece is not None:
                self._focus = piece
                self.toggle(piece)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            piece = self._hand_piece_at(event.scenePos())
            if piece is not None:
                if piece not in self._selected:
                    self.toggle(piece)
                self.activated.emit()
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    # --- pace ------------------------------------------------------------------------------------

    @property
    def speed(self) -> Speed:
        return self._motion.speed

    def set_speed(self, speed: Speed) -> None:
        self._motion.speed = speed

    def set_reduced_motion(self, on: bool) -> None:
        self._motion.reduced = bool(on)

    @property
    def reduced_motion(self) -> bool:
        return self._motion.reduced

    def is_animating(self) -> bool:
        """Whether the deal is being shown (the rest of the table shows each moment at
        once; the AI's pause paces the play)."""
        return self._deal is not None

    def finish_now(self) -> None:
        """The deal shown to its end at once (a click, Space, Esc), and what is owed said."""
        if self._deal is not None:
            self._deal.finish_now()  # its end lays the table out and says it is shown
            return
        self._flush()

    def _flush(self) -> None:
        while self._owed:
            self._owed -= 1
            self.animationsFinished.emit()


def dim(pixmap: QPixmap) -> QPixmap:
    """``pixmap`` darkened where it is drawn (its transparent corners stay so)."""
    darker = QPixmap(pixmap)
    painter = QPainter(darker)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(QRectF(0, 0, darker.width(), darker.height()), DIM)
    painter.end()
    return darker


def pieces_text(count: int) -> str:
    from bagchen_qt.ui.words import number_text

    return _t("%1 in hand").replace("%1", number_text(count))


def level_label(level: str) -> str:
    from bagchen_qt.ui.words import ai_label

    return ai_label(level)
