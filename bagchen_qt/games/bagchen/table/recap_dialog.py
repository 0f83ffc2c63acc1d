"""The recap at the end of a deal: stacks, the last trick, every payment, each seat's
net, and the whole deal trick by trick with the face-down tiles turned over.

Every figure is read from the finished ``DealState``: its payments and its result.
Nothing here applies the payment rules again; the table only adds up the payments the
engine made, reason by reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.games.bagchen.rules.dealing import opposite
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import DealState, Payment, Trick, TrickPlay
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND, kinds_of_tiles
from bagchen_qt.games.bagchen.table.kind_names import kind_caption
from bagchen_qt.games.bagchen.table.words import omen_text, sweep_text
from bagchen_qt.ui.screen_room import resize_to_fit
from bagchen_qt.ui.tile_widgets import GOLD, MAROON, RowFrame, TileRow, apply_dialog_style, seat_swatch
from bagchen_qt.ui.words import Voice, chips_text, list_text, number_text, stacks_text

SKY_CHIEF = 0
PASSPORT_STACKS = 6
# Tiles in the whole-deal grid and in the last trick: about 42 and 58 px tall, to read
# at a glance beside the dialog's text (at 0.36 they were 28 px).
TRICK_SCALE = 0.52
LAST_TRICK_SCALE = 0.72

# Columns of the chips table.
COL_PLAYER, COL_STACKS, COL_POINTS, COL_REFUNDS, COL_SETTLEMENT, COL_NET, COL_CHIPS = range(7)
POINTS_REASONS = ("points",)
REFUND_REASONS = ("refund",)
SETTLEMENT_REASONS = ("settlement", "sweep")


def payment_totals(payments: Iterable[Payment], reasons: Sequence[str]) -> list[int]:
    """Each seat's chips received minus paid, over the payments with these reasons."""
    totals = [0, 0, 0, 0]
    for payment in payments:
        if payment.reason in reasons:
            totals[payment.payee] += payment.chips
            totals[payment.payer] -= payment.chips
    return totals


def signed(value: int) -> str:
    """+6, −6 (a true minus sign), 0."""
    if value < 0:
        return "\u2212" + number_text(-value)
    return "+" + number_text(value) if value > 0 else number_text(0)


def is_charity(trick: Trick, play: TrickPlay) -> bool:
    return not play.face_up and play.seat == trick.leader


def stacks_gauge(stacks: int, height: int = 14) -> QImage:
    """Sixteen slots, one per possible stack; the won ones filled, a gold mark at six
    (the passport)."""
    slot, gap = 6, 1
    width = 16 * (slot + gap) + 4
    image = QImage(width * 2, height * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for i in range(16):
        x = i * (slot + gap) + (3 if i >= PASSPORT_STACKS else 0)
        rect = QRectF(x + 0.5, 1.5, slot - 1, height - 3)
        if i < stacks:
            painter.setPen(QPen(QColor("#3a0c10"), 0.8))
            painter.setBrush(MAROON)
        else:
            painter.setPen(QPen(QColor(122, 31, 36, 70), 0.8))
            painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(rect, 1.5, 1.5)
    marker = PASSPORT_STACKS * (slot + gap) + 0.5
    painter.setPen(QPen(GOLD, 1.6))
    painter.drawLine(QRectF(marker, 0, 0, height).topLeft(), QRectF(marker, 0, 0, height).bottomLeft())
    painter.end()
    return image


class RecapDialog(QDialog):
    """The end of a deal.

    ``state``: the finished deal; ``names``: the four players in seat order;
    ``session``: the session after this deal, if known (it gives ``session_over`` and
    ``deal_number``); ``session_over``: the button reads "See the session" instead of
    "Next deal";
    ``viewer``: the human's seat. A charity lead stays secret from everyone but the
    player who made it (ruling R7), so with a viewer the other seats' charity tiles
    stay face down; ``viewer=None`` is the all-hands view and shows every tile.
    ``deal_number`` (1-based) goes into the title.
    """

    def __init__(
        self,
        state: DealState,
        names: Sequence[str],
        session: Session | None = None,
        parent: QWidget | None = None,
        *,
        session_over: bool | None = None,
        viewer: int | None = None,
        deal_number: int | None = None,
    ) -> None:
        super().__init__(parent)
        if state.result is None:
            raise ValueError("the recap needs a finished deal")
        if session is not None:  # the session after this deal: is it over, which deal was this
            session_over = session.over if session_over is None else session_over
            deal_number = session.deals_played if deal_number is None else deal_number
        session_over = bool(session_over)
        self.state = state
        self.result_ = state.result
        self.names = list(names)
        self.viewer = viewer
        self.session_over = session_over
        self.revealed: list[tuple[int, int, tuple[int, ...]]] = []  # (trick, seat, tiles) shown face up
        self.secret: list[tuple[int, int, tuple[int, ...]]] = []  # charity leads kept face down
        self.payment_lines: list[str] = []
        self.banner: QLabel | None = None  # a jump or a sweep
        self.omen: QLabel | None = None  # the three-chiefs omen, with the omens custom
        self.setWindowTitle(self.tr("End of the deal"))
        apply_dialog_style(self)

        winner = self.result_.last_winner
        if deal_number is None:
            title_text = self.tr("The last trick went to {name}").format(name=self.names[winner])
        else:
            title_text = self.tr("Deal {number}: the last trick went to {name}").format(
                number=number_text(deal_number), name=self.names[winner]
            )
        self.title = QLabel(title_text, self)
        self.title.setProperty("role", "title")

        left = QVBoxLayout()
        left.setSpacing(8)
        left.addLayout(self._build_points_line())
        banner = self._banner_text()
        if banner:
            self.banner = QLabel(banner, self)
            self.banner.setProperty("role", "banner")
            self.banner.setWordWrap(True)
            left.addWidget(self.banner)
        left.addWidget(self._build_last_trick())
        left.addWidget(self._build_chips_table())
        left.addWidget(self._build_payments())
        omen = self._omen_text()
        if omen:
            self.omen = QLabel(omen, self)
            self.omen.setWordWrap(True)
            self.omen.setProperty("role", "soft")
            left.addWidget(self.omen)
        left.addWidget(self._build_legend())
        left.addStretch(1)

        # The left column scrolls rather than squeeze its texts in a low window.
        left_area = QScrollArea(self)
        left_area.setObjectName("recapLeft")
        left_area.setWidgetResizable(True)
        left_area.setFrameShape(QFrame.Shape.NoFrame)
        left_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left_area.setStyleSheet(
            "QScrollArea#recapLeft, QScrollArea#recapLeft > QWidget > QWidget { background: transparent; }"
        )
        left_widget = QWidget(left_area)
        left_widget.setLayout(left)
        left.setContentsMargins(0, 0, 4, 0)
        left_area.setWidget(left_widget)
        left_area.setMinimumWidth(
            left_widget.minimumSizeHint().width() + left_area.verticalScrollBar().sizeHint().width()
        )
        columns = QHBoxLayout()
        columns.setSpacing(14)
        columns.addWidget(left_area, 11)
        columns.addWidget(self._build_deal_grid(), 10)

        self.buttons = QDialogButtonBox(self)
        text = self.tr("See the session") if session_over else self.tr("Next deal")
        self.next_button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)
        resize_to_fit(self, 1180, 820)

    # --- pieces --------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        return self.names[seat]

    def _chips(self, n: int) -> str:
        return chips_text(n)

    def _stacks(self, n: int) -> str:
        return stacks_text(n)

    def _build_points_line(self) -> QHBoxLayout:
        line = QHBoxLayout()
        line.setSpacing(8)
        kinds = [KINDS[k] for k in self.state.point_kinds]
        label = QLabel(self.tr("Points this deal:"), self)
        label.setProperty("role", "soft")
        line.addWidget(label)
        line.addWidget(TileRow(kinds, 0.36, points={int(k) for k in kinds}, caption=kind_caption, parent=self))
        if self.state.dice:
            a, b = self.state.dice
            dice = QLabel(self.tr("(the dice showed {a} and {b})").format(a=number_text(a), b=number_text(b)), self)
            dice.setProperty("role", "soft")
            line.addWidget(dice)
        line.addStretch(1)
        return line

    def _banner_text(self) -> str:
        result = self.result_
        winner = self._name(result.last_winner)
        if result.sweep:
            return sweep_text(result.last_winner, Voice(self.names, self.viewer))
        if result.jump_points:
            return self.tr(
                "Jump! {name} ended the deal with points worth {points}: every final payment is "
                "multiplied by {multiplier} (jump factor {factor} × {points})."
            ).format(
                name=winner,
                points=number_text(result.jump_points),
                multiplier=number_text(result.multiplier),
                factor=number_text(self.state.rules.jump_factor),
            )
        return ""

    def _build_last_trick(self) -> QGroupBox:
        box = QGroupBox(self.tr("The last trick"), self)
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        trick = self.state.tricks[-1]
        for column, play in enumerate(trick.plays):
            name = QLabel(self._seat_caption(play.seat, trick, play), box)
            name.setProperty("role", "soft")
            won = play.seat == trick.top_seat and (play.face_up or play.seat == trick.leader)
            if won:
                frame = RowFrame.WINNER
            elif play.face_up:
                frame = RowFrame.FELT
            else:
                frame = RowFrame.NONE
            row = TileRow(
                self._kinds_shown(trick, play),
                LAST_TRICK_SCALE,
                points=self.state.point_kinds,
                face_up=play.face_up,
                frame=frame,
                caption=kind_caption,
                parent=box,
            )
            grid.addWidget(name, 0, column)
            grid.addWidget(row, 1, column, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(len(trick.plays), 1)
        taken = self.tr("{name} took it: {count}.").format(
            name=self._name(trick.top_seat), count=self._stacks(trick.size)
        )
        if trick.points:
            taken += " " + self.tr("It was a points lead worth {value}.").format(value=number_text(trick.points))
        caption = QLabel(taken, box)
        grid.addWidget(caption, 2, 0, 1, len(trick.plays) + 1)
        return box

    def _seat_caption(self, seat: int, trick: Trick, play: TrickPlay) -> str:
        if seat == trick.leader:
            return self.tr("{name} led").format(name=self._name(seat))
        if not play.face_up:
            return self.tr("{name}, face down").format(name=self._name(seat))
        return self._name(seat)

    def _kinds_shown(self, trick: Trick, play: TrickPlay) -> list:
        return kinds_of_tiles(play.tiles)

    def _build_chips_table(self) -> QGroupBox:
        box = QGroupBox(self.tr("Stacks and chips"), self)
        layout = QVBoxLayout(box)
        headers = (
            self.tr("Player"),
            self.tr("Stacks"),
            self.tr("Points"),
            self.tr("Refunds"),
            self.tr("Settlement"),
            self.tr("Net"),
            self.tr("Chips"),
        )
        table = QTableWidget(4, len(headers), box)
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setIconSize(QSize(16 * 7 + 4, 14))
        payments = self.state.payments
        columns = {
            COL_POINTS: payment_totals(payments, POINTS_REASONS),
            COL_REFUNDS: payment_totals(payments, REFUND_REASONS),
            COL_SETTLEMENT: payment_totals(payments, SETTLEMENT_REASONS),
            COL_NET: list(self.result_.nets),
            COL_CHIPS: list(self.state.chips),
        }
        bold = QFont(table.font())
        bold.setBold(True)
        for seat in range(4):
            player = QTableWidgetItem(QPixmap.fromImage(seat_swatch(seat)), self._name(seat))
            if seat == self.result_.last_winner:
                player.setFont(bold)
                player.setToolTip(self.tr("Took the last trick"))
            table.setItem(seat, COL_PLAYER, player)
            stacks = self.result_.stacks[seat]
            item = QTableWidgetItem(QPixmap.fromImage(stacks_gauge(stacks)), number_text(stacks))
            item.setData(Qt.ItemDataRole.UserRole, stacks)
            item.setToolTip(self.tr("Six stacks or more make a passport"))
            table.setItem(seat, COL_STACKS, item)
            for column, values in columns.items():
                value = values[seat]
                text = (
                    number_text(value) if column == COL_CHIPS else signed(value) if value or column == COL_NET else "–"
                )
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if column == COL_NET:
                    item.setFont(bold)
                    item.setForeground(
                        QColor("#2f6b3a") if value > 0 else QColor("#a3161f") if value < 0 else QColor("#6b5a44")
                    )
                elif not value and column != COL_CHIPS:
                    item.setForeground(QColor("#b3a58a"))
                table.setItem(seat, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(4)) + 4
        table.setFixedHeight(height)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Every column whole: the table never scrolls (the recap scrolls instead).
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setMinimumWidth(
            sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(len(headers)))
            + 2 * table.frameWidth()
            + 4
        )
        self.chips_table = table
        layout.addWidget(table)
        return box

    def _build_payments(self) -> QGroupBox:
        box = QGroupBox(self.tr("Payments"), self)
        layout = QVBoxLayout(box)
        layout.setSpacing(3)
        self.payment_lines = self._payment_lines()
        if not self.payment_lines:
            self.payment_lines = [self.tr("No chips changed hands.")]
        for line in self.payment_lines:
            label = QLabel(line, box)
            label.setWordWrap(True)
            layout.addWidget(label)
        return box

    def _payment_lines(self) -> list[str]:
        """One line per points lead, one for the refunds of a jump, one per settlement."""
        lines = []
        by_trick: dict[tuple[int, str, int], list[Payment]] = {}
        for payment in self.state.payments:
            if payment.reason in ("points", "refund"):
                key = (payment.trick, payment.reason, payment.payee if payment.reason == "points" else payment.payer)
                by_trick.setdefault(key, []).append(payment)
        for (trick, reason, seat), group in by_trick.items():
            if reason == "points":
                payers = list_text(
                    [
                        self.tr("{chips} from {name}").format(chips=number_text(p.chips), name=self._name(p.payer))
                        for p in group
                    ]
                )
                lines.append(
                    self.tr("Trick {n}: {name} led points and received {payers}.").format(
                        n=number_text(trick + 1), name=self._name(seat), payers=payers
                    )
                )
            else:
                payees = list_text(
                    [
                        self.tr("{chips} to {name}").format(chips=number_text(p.chips), name=self._name(p.payee))
                        for p in group
                    ]
                )
                lines.append(
                    self.tr("Jump: the points of the final run are paid back by {name}: {payees}.").format(
                        name=self._name(seat), payees=payees
                    )
                )
        stacks = self.result_.stacks
        for payment in self.state.payments:
            if payment.reason == "settlement":
                loser = payment.payer if payment.payee == self.result_.last_winner else payment.payee
                lines.append(self._settlement_line(payment, loser, stacks[loser]))
            elif payment.reason == "sweep":
                lines.append(
                    self.tr("Sweep: {payer} paid {payee} {chips}.").format(
                        payer=self._name(payment.payer),
                        payee=self._name(payment.payee),
                        chips=self._chips(payment.chips),
                    )
                )
        return lines

    def _stacks_had(self, stacks: int) -> str:
        return self.tr("no stacks") if stacks == 0 else self._stacks(stacks)

    def _settlement_line(self, payment: Payment, loser: int, stacks: int) -> str:
        """A settlement, spoken to the viewer where they paid or were paid: "You paid
        Tenzin 6 chips (you had no stacks)", "Tenzin paid you 4 chips (Tenzin had 4 stacks)"."""
        chips, had = self._chips(payment.chips), self._stacks_had(stacks)
        if self.viewer not in (payment.payer, payment.payee):
            return self.tr("Settlement: {payer} paid {payee} {chips} ({name} had {stacks}).").format(
                payer=self._name(payment.payer),
                payee=self._name(payment.payee),
                chips=chips,
                name=self._name(loser),
                stacks=had,
            )
        you_paid = payment.payer == self.viewer
        other = self._name(payment.payee if you_paid else payment.payer)
        if loser == self.viewer:
            template = (
                self.tr("Settlement: you paid {name} {chips} (you had {stacks}).")
                if you_paid
                else self.tr("Settlement: {name} paid you {chips} (you had {stacks}).")
            )
        else:
            template = (
                self.tr("Settlement: you paid {name} {chips} ({name} had {stacks}).")
                if you_paid
                else self.tr("Settlement: {name} paid you {chips} ({name} had {stacks}).")
            )
        return template.format(name=other, chips=chips, stacks=had)

    def _omen_text(self) -> str:
        """The omens custom: three sky chiefs in your hand and the player opposite takes
        the last trick."""
        if not self.state.rules.omens:
            return ""
        winner = self.result_.last_winner
        seat = opposite(winner)
        chiefs = sum(
            1
            for trick in self.state.tricks
            for play in trick.plays
            if play.seat == seat
            for tile in play.tiles
            if TILE_KIND[tile] == SKY_CHIEF
        )
        if chiefs < 3:
            return ""
        return omen_text(seat, winner, Voice(self.names, self.viewer))

    def _build_deal_grid(self) -> QGroupBox:
        box = QGroupBox(self.tr("The whole deal, face-down tiles turned over"), self)
        outer = QVBoxLayout(box)
        area = QScrollArea(box)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(area)
        grid = QGridLayout(inner)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        grid.setContentsMargins(2, 2, 2, 2)
        trick_header = QLabel(self.tr("Trick\n× tiles each"), inner)
        trick_header.setAlignment(Qt.AlignmentFlag.AlignRight)
        trick_header.setProperty("role", "heading")
        grid.addWidget(trick_header, 0, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        for seat in range(4):
            header = QLabel(self._name(seat), inner)
            header.setProperty("role", "heading")
            grid.addWidget(header, 0, seat + 2)
        points = self.state.point_kinds
        for index, trick in enumerate(self.state.tricks):
            number = QLabel(self._trick_label(index, trick.size), inner)
            number.setProperty("role", "soft")
            number.setToolTip(
                self.tr("Trick {n}, led by {name}").format(n=number_text(index + 1), name=self._name(trick.leader))
            )
            grid.addWidget(number, index + 1, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            leader = QLabel(inner)
            leader.setPixmap(QPixmap.fromImage(seat_swatch(trick.leader, 10)))
            leader.setToolTip(number.toolTip())
            grid.addWidget(leader, index + 1, 1, Qt.AlignmentFlag.AlignCenter)
            for play in trick.plays:
                grid.addWidget(
                    self._play_cell(index, trick, play, points, inner),
                    index + 1,
                    play.seat + 2,
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                )
        grid.setColumnStretch(6, 1)
        grid.setRowStretch(len(self.state.tricks) + 1, 1)
        area.setWidget(inner)
        outer.addWidget(area, 1)
        self.deal_grid = inner
        return box

    def _build_legend(self) -> QLabel:
        """How to read the whole deal beside it, at the foot of the left column, which
        has the room: the deal's grid keeps its height for the tricks."""
        legend = QLabel(
            self.tr(
                "The dot after the trick's number: who led it. Gold frame: took the trick. "
                "Maroon: played face down, shown now. A tile's back: a charity lead that stays "
                "secret."
            ),
            self,
        )
        legend.setProperty("role", "soft")
        legend.setWordWrap(True)
        return legend

    def _trick_label(self, index: int, size: int) -> str:
        """The trick's number, and for a trick of several tiles how many each seat played
        ("4 ×2"), as the column's header says."""
        count = number_text(index + 1)
        return count if size == 1 else f"{count}\u00a0×{number_text(size)}"

    def _play_cell(self, index: int, trick: Trick, play: TrickPlay, points: Sequence[int], parent: QWidget) -> TileRow:
        kinds = kinds_of_tiles(play.tiles)
        if play.face_up:
            frame = RowFrame.WINNER if play.seat == trick.top_seat else RowFrame.NONE
            row = TileRow(kinds, TRICK_SCALE, points=points, frame=frame, caption=kind_caption, parent=parent)
        elif is_charity(trick, play) and self.viewer is not None and play.seat != self.viewer:
            frame = RowFrame.WINNER if play.seat == trick.top_seat else RowFrame.NONE
            row = TileRow([None] * len(kinds), TRICK_SCALE, face_up=False, frame=frame, parent=parent)
            row.setToolTip(self.tr("A charity lead: it stays secret"))
            self.secret.append((index, play.seat, play.tiles))
        else:
            frame = RowFrame.WINNER if play.seat == trick.top_seat and is_charity(trick, play) else RowFrame.HIDDEN
            row = TileRow(kinds, TRICK_SCALE, points=points, frame=frame, caption=kind_caption, parent=parent)
            self.revealed.append((index, play.seat, play.tiles))
        return row

    # --- for tests and callers -------------------------------------------------------------

    def table_value(self, seat: int, column: int) -> int:
        """The number shown in the chips table (seat row, column)."""
        item = self.chips_table.item(seat, column)
        if item is None:
            raise LookupError(f"the chips table has no cell at row {seat}, column {column}")
        return int(item.data(Qt.ItemDataRole.UserRole))

    def revealed_tiles(self) -> list[int]:
        """Every face-down tile the recap shows face up."""
        return [tile for _, _, tiles in self.revealed for tile in tiles]
