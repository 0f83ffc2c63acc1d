"""What a game tells the card table, from what the human's seat may see: the
catalogue's ``card_table`` face.

A game gives an object that keeps ``CardTableFace``. It MUST say three things (the
human's own pieces, what the table shows of each seat, and a piece's label); every
other member has a default in ``CardTableDefaults``, which a game's face derives from
and overrides where its game needs more (its own drawing of a piece, plays whose
pieces are not the action's ``tiles``, the words of its actions and recap).

"Pieces" are whatever a game deals (cards, tiles): any hashable value the game names.
The human's hand holds distinct pieces (the table selects them by value); pieces in
front of a seat may repeat. Everything here is read from an observation (``seen``),
never from the whole deal, except the recap, which is given the finished deal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games import face as catalogue_face
from bagchen_qt.games import has_face

Piece = Hashable
FACE = "card_table"  # the catalogue's name of the face
PIECE_ASPECT = 0.7  # a plain card's width over its height
SEVERAL = ("tiles", "cards", "pieces")  # where an action may keep the pieces it plays
SINGLE = ("tile", "card", "piece")  # or its one piece


@dataclass(frozen=True)
class SeatShow:
    """What the table shows of one seat.

    ``pieces_left``: how many pieces it holds (drawn as backs, and said on its plate);
    ``shown``: pieces of its hand it has shown everyone (drawn face up by its plate);
    ``in_front``: its last play, face up before it in the middle of the table;
    ``said``: a word in place of a play ("Pass"), shown where the play would lie;
    ``badges``: short tags on its plate (a role once revealed, "dealer");
    ``lines``: status lines under its name ("3 tricks", "out: first");
    ``on_top``: its play in front is the one to beat (ringed).
    """

    pieces_left: int
    shown: tuple[Piece, ...] = ()
    in_front: tuple[Piece, ...] = ()
    said: str = ""
    badges: tuple[str, ...] = ()
    lines: tuple[str, ...] = ()
    on_top: bool = False


@runtime_checkable
class CardTableFace(Protocol):
    """A game's card table, read from an observation of the human's seat."""

    # --- what a game must give --------------------------------------------------------------

    def hand(self, seen: Any) -> Sequence[Piece]:
        """The human's own pieces, left to right as the hand shows them."""
        ...

    def seats(self, seen: Any) -> Sequence[SeatShow]:
        """What the table shows of each seat, seat by seat."""
        ...

    def label(self, piece: Piece) -> str:
        """A piece in a few letters ("7", "K♠"): on the plain card, and in words."""
        ...

    # --- what has a default ------------------------------------------------------------------

    clockwise: bool  # play passes to the seat on the human's left (True) or right

    def actor(self, seen: Any) -> int | None:
        """The seat to act (None: nobody, or a chance event)."""
        ...

    def caption(self, seen: Any, names: Sequence[str], you: int | None) -> str:
        """A line for the middle of the table ("Trick 3", "Emperor: Pema"), '' for none;
        ``names``: the seats' names, ``you``: the human's seat (None: nobody's)."""
        ...

    def pieces_of(self, seen: Any, action: Any) -> tuple[Piece, ...]:
        """The pieces of the hand an action plays (none: a decision, which is a button)."""
        ...

    def matching(self, seen: Any, legal: Sequence[Any], selected: Sequence[Piece]) -> list[Any]:
        """The legal actions that use exactly the ``selected`` pieces (none selected: none)."""
        ...

    def guess(self, seen: Any, legal: Sequence[Any], selected: Sequence[Piece]) -> Any | None:
        """The play the player seems to mean by ``selected`` when no legal action matches
        it, for the rules to say why not (None: none to ask about)."""
        ...

    def action_text(self, action: Any, names: Sequence[str], you: int | None) -> str:
        """An action as its button says it ("Play", "Pass")."""
        ...

    def event_text(self, event: Any, names: Sequence[str], you: int | None) -> str:
        """An event in a line, for the replay's list of moves."""
        ...

    def refusal_words(self, refusal: Refusal, names: Sequence[str], you: int | None) -> str:
        """Why a play is refused, in the player's words."""
        ...

    def recap(self, finished: Any, deltas: Sequence[int], names: Sequence[str], you: int | None) -> list[str]:
        """A finished deal in a few lines (the first is its headline)."""
        ...

    def draw(self, piece: Piece, height: int, ratio: float) -> QPixmap:
        """One piece face up, ``height`` logical pixels high at device pixel ``ratio``."""
        ...

    def draw_back(self, height: int, ratio: float) -> QPixmap:
        """A piece face down."""
        ...

    def aspect(self) -> float:
        """A piece's width over its height."""
        ...

    def selection_text(self, seen: Any, selected: Sequence[Piece]) -> str:
        """The selected pieces in words, for the bar under the hand ('' for none)."""
        ...

    def hand_item(self) -> Any:
        """The game's own drawing of the hand, or None for the table's row of pieces: a
        ``QGraphicsObject`` with the signals ``selectionChanged`` and ``activated`` and the
        methods ``set_pieces(pieces)``, ``set_size(width, height)``, ``selected_pieces()``,
        ``set_selection(pieces)`` and ``press_key(key) -> bool``, and a ``height_share``
        (its band's height, of the view's)."""
        ...


def _t(text: str, n: int = -1) -> str:  # the card table's words, in the player's language
    return QCoreApplication.translate("CardTable", text, None, n)


class CardTableDefaults:
    """The defaults of ``CardTableFace``: derive a game's face from this and give
    ``hand``, ``seats`` and ``label``."""

    clockwise = True

    def hand(self, seen: Any) -> Sequence[Piece]:
        raise NotImplementedError

    def seats(self, seen: Any) -> Sequence[SeatShow]:
        raise NotImplementedError

    def label(self, piece: Piece) -> str:
        raise NotImplementedError

    def actor(self, seen: Any) -> int | None:
        actor = getattr(seen, "actor", None)
        return actor if isinstance(actor, int) else None

    def caption(self, seen: Any, names: Sequence[str], you: int | None) -> str:
        return ""

    def pieces_of(self, seen: Any, action: Any) -> tuple[Piece, ...]:
        return named_pieces(action)

    def matching(self, seen: Any, legal: Sequence[Any], selected: Sequence[Piece]) -> list[Any]:
        if not selected:
            return []
        wanted = sorted(selected, key=repr)
        return [a for a in legal if sorted(self.pieces_of(seen, a), key=repr) == wanted]

    def guess(self, seen: Any, legal: Sequence[Any], selected: Sequence[Piece]) -> Any | None:
        """A legal play with the selected pieces in place of its own, where the action
        keeps its pieces in one field of a dataclass."""
        if not selected:
            return None
        for action in legal:
            if not named_pieces(action) or not dataclasses.is_dataclass(action):
                continue
            fields = {f.name for f in dataclasses.fields(action)}
            several = [name for name in SEVERAL if name in fields]
            single = [name for name in SINGLE if name in fields]
            if several:
                changes: dict[str, Any] = {several[0]: tuple(selected)}
            elif single and len(selected) == 1:
                changes = {single[0]: selected[0]}
            else:
                continue
            try:
                return dataclasses.replace(action, **changes)  # type: ignore[type-var]
            except (TypeError, ValueError):
                return None
        return None

    def action_text(self, action: Any, names: Sequence[str], you: int | None) -> str:
        if named_pieces(action):
            return _t("Play")
        name = type(action).__name__
        if name.lower() == "pass":
            return _t("Pass")
        return spaced(name)

    def event_text(self, event: Any, names: Sequence[str], you: int | None) -> str:
        seat = getattr(event, "seat", None)
        pieces = named_pieces(event)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        if pieces and who:
            said = " ".join(self.label(p) for p in pieces)
            if seat == you:
                return _t("You play %2").replace("%2", said)
            return _t("%1 plays %2").replace("%1", who).replace("%2", said)
        if who:
            return f"{who}: {self.action_text(event, names, you)}"
        describe = getattr(event, "describe", None)
        return str(describe()) if callable(describe) else spaced(type(event).__name__)

    def refusal_words(self, refusal: Refusal, names: Sequence[str], you: int | None) -> str:
        from bagchen_qt.ui.words import Voice, refusal_text

        return refusal_text(refusal, Voice(names, you))

    def recap(self, finished: Any, deltas: Sequence[int], names: Sequence[str], you: int | None) -> list[str]:
        best = max(range(len(deltas)), key=lambda seat: deltas[seat]) if deltas else None
        if best is None or deltas[best] <= 0:
            return [_t("The deal is over.")]
        return [_t("You won the most.") if best == you else _t("%1 won the most.").replace("%1", names[best])]

    def draw(self, piece: Piece, height: int, ratio: float) -> QPixmap:
        return plain_card(self.label(piece), height, self.aspect(), ratio)

    def draw_back(self, height: int, ratio: float) -> QPixmap:
        return plain_back(height, self.aspect(), ratio)

    def aspect(self) -> float:
        return PIECE_ASPECT

    def selection_text(self, seen: Any, selected: Sequence[Piece]) -> str:
        return ""

    def hand_item(self) -> Any:
        return None


def named_pieces(action: Any) -> tuple[Piece, ...]:
    """The pieces an action names in its ``tiles``, ``cards`` or ``pieces``, or its one
    ``tile``, ``card`` or ``piece``."""
    for name in SEVERAL:
        pieces = getattr(action, name, None)
        if pieces:
            return tuple(pieces)
    for name in SINGLE:
        piece = getattr(action, name, None)
        if piece is not None and not callable(piece):
            return (piece,)
    return ()


def spaced(name: str) -> str:
    """A class name as words: "DoNotBeat" → "Do not beat"."""
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
    return words[:1].upper() + words[1:]


CARD_EDGE = QColor("#8b8170")
CARD_FACE = QColor("#fbf8ef")
CARD_INK = QColor("#1d1d1d")
BACK_FACE = QColor("#6d1f24")
BACK_EDGE = QColor("#c9a24a")


def _canvas(height: int, aspect: float, ratio: float) -> tuple[QPixmap, QRectF]:
    width = max(round(height * aspect), 4)
    pixmap = QPixmap(max(round(width * ratio), 1), max(round(height * ratio), 1))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap, QRectF(0.5, 0.5, width - 1, height - 1)


def _rounded(rect: QRectF) -> QPainterPath:
    radius = rect.width() * 0.1
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _blank(
    height: int, aspect: float, ratio: float, fill: QColor, edge: QColor, edge_width: float
) -> tuple[QPixmap, QPainter, QRectF]:
    """A card's shape filled and edged, and a painter still open on it."""
    pixmap, rect = _canvas(height, aspect, ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = _rounded(rect)
    painter.fillPath(path, fill)
    painter.setPen(QPen(edge, edge_width))
    painter.drawPath(path)
    return pixmap, painter, rect


def _fitted(base: QFont, text: str, size: float, width: float) -> QFont:
    """``base`` at ``size`` pixels, or smaller until ``text`` fits ``width``."""
    font = QFont(base)
    font.setPixelSize(max(round(size), 7))
    while size > 7 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size *= 0.92
        font.setPixelSize(max(round(size), 7))
    return font


def plain_card(label: str, height: int, aspect: float = PIECE_ASPECT, ratio: float = 1.0) -> QPixmap:
    """A rounded white card with ``label`` in its top left corner, within the third of
    its width a hand's overlapping cards leave in sight, and large on the rest of it."""
    pixmap, painter, rect = _blank(height, aspect, ratio, CARD_FACE, CARD_EDGE, max(height / 90, 1.0))
    painter.setPen(CARD_INK)
    bold = QFont()
    bold.setBold(True)
    inset = rect.width() * 0.06
    strip = rect.width() / 3 - inset
    # Labels as long fit alike (a row of ranks in one size), a wide one smaller still.
    even = _fitted(bold, "0" * (len(label) - 1) + "W", height * 0.2, strip)
    corner = _fitted(bold, label, even.pixelSize(), strip)
    painter.setFont(corner)
    painter.drawText(
        QRectF(rect.left() + inset, rect.top() + inset, strip + inset, height * 0.3),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        label,
    )
    rest = QRectF(rect.left() + rect.width() / 3, rect.top() + height * 0.25, rect.width() * 2 / 3, height * 0.6)
    painter.setFont(_fitted(bold, label, height * 0.34, rest.width() * 0.9))
    painter.drawText(rest, Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    return pixmap


def plain_back(height: int, aspect: float = PIECE_ASPECT, ratio: float = 1.0) -> QPixmap:
    """A card's back: maroon, a gold edge and an inner line."""
    pixmap, painter, rect = _blank(height, aspect, ratio, BACK_FACE, BACK_EDGE, max(height / 70, 1.0))
    margin = rect.width() * 0.14
    painter.setPen(QPen(BACK_EDGE.darker(130), max(height / 120, 0.8)))
    painter.drawPath(_rounded(rect.adjusted(margin, margin, -margin, -margin)))
    painter.end()
    return pixmap


def has_card_table(game: str) -> bool:
    """Whether ``game`` plays at the shared card table (its own window, if any, comes first)."""
    return has_face(game, FACE) and not has_face(game, "window")


def card_table_face(game: str) -> CardTableFace:
    """The game's face for the card table (``LookupError`` when it has none)."""
    found = catalogue_face(game, FACE)
    made: CardTableFace = found() if isinstance(found, type) else found  # a class is made, an object used as is
    return made
