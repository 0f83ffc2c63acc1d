"""The session at a glance: everyone's chips deal by deal, the deal count, Gobah.

``SessionPanel`` shows the chips in a ``ui.chip_chart.ChipChart`` and adds the deal
count, the Gobah state and the two ways to end a session; it only asks
(``gobahRequested``), the controller decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from itertools import accumulate
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from bagchen_qt.games.bagchen.rules.ruleset import PRESET_TITLES, PRESETS, RuleSet
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.table.words import gobah_text
from bagchen_qt.ui.chip_chart import ChipChart
from bagchen_qt.ui.tile_widgets import apply_dialog_style
from bagchen_qt.ui.words import level_name

if TYPE_CHECKING:
    from bagchen_qt.games.bagchen.table.controller import TableConfig


def preset_title(rules: RuleSet) -> str:
    """The rule preset the options match, by its title, or "custom rules"."""
    from bagchen_qt.games.bagchen.table.new_session import PRESET_FIELDS

    for name, preset in PRESETS.items():
        if all(getattr(preset, field) == getattr(rules, field) for field in PRESET_FIELDS):
            # As the New session dialog names it (its preset_titles, from these English titles).
            return QCoreApplication.translate("NewSessionDialog", PRESET_TITLES.get(name, name))
    return QCoreApplication.translate("SessionPanel", "custom rules")


def chip_history(session: Session) -> list[list[int]]:
    """Each seat's chips before the first deal and after every deal, from the session's
    record of each deal's nets (it ends on ``session.chips``)."""
    history = []
    for seat in range(4):
        nets = [deal[seat] for deal in session.deal_nets]
        start = session.chips[seat] - sum(nets)
        history.append(list(accumulate(nets, initial=start)))
    return history


class SessionPanel(QWidget):
    """The session's chips, deal count and Gobah state, with the Gobah buttons.

    ``gobahRequested(short)``: the player asks for Gobah, five more deals
    (``short=False``), or for just one last deal, Tashi Gobah (``short=True``).
    """

    gobahRequested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sessionPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        apply_dialog_style(
            self,
            "\nQWidget#sessionPanel { background: palette(window); border: 1px solid palette(mid);"
            " border-radius: 8px; }",
        )
        title = QLabel(self.tr("Session"), self)
        title.setProperty("role", "heading")
        self.deals_label = QLabel(self)
        self.gobah_label = QLabel(self)
        self.gobah_label.setWordWrap(True)
        self.chart_caption = QLabel(self.tr("Chips after each deal"), self)
        self.chart_caption.setProperty("role", "soft")
        self.chart = ChipChart(self)
        # Before the first deal there is nothing to chart: who sits where, the rules,
        # the stake, and how to play instead.
        self.intro = QLabel(self)
        self.intro.setObjectName("sessionIntro")
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        self.gobah_button = QPushButton(self.tr("Declare Gobah"), self)
        self.gobah_button.setToolTip(self.tr("Five more deals, the last of them Tashi Gobah"))
        self.last_deal_button = QPushButton(self.tr("One last deal\n(Tashi Gobah)"), self)
        self.last_deal_button.setToolTip(self.tr("Short of time: the next deal ends the session"))
        self.gobah_button.clicked.connect(lambda: self.gobahRequested.emit(False))
        self.last_deal_button.clicked.connect(lambda: self.gobahRequested.emit(True))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 12)
        layout.setSpacing(6)
        layout.addWidget(title)
        layout.addWidget(self.deals_label)
        layout.addWidget(self.gobah_label)
        layout.addWidget(self.chart_caption)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.intro, 1)
        layout.addWidget(self.gobah_button)
        layout.addWidget(self.last_deal_button)
        self.session: Session | None = None
        self._show_chart(False)

    def _show_chart(self, on: bool) -> None:
        self.chart.setVisible(on)
        self.chart_caption.setVisible(on)
        self.intro.setVisible(not on)

    def set_table(self, config: TableConfig) -> None:
        """What the panel shows before the first deal: the seats, the rules, the stake
        and how to play. ``config`` is the table's ``TableConfig``."""
        rows = []
        for seat in config.seats:
            who = self.tr("you") if seat.is_human else self.tr("AI, %1").replace("%1", level_name(seat.level))
            rows.append(f"<li><b>{escape(seat.table_name)}</b> — {escape(who)}</li>")
        rules: RuleSet = config.rules
        how = self.tr(
            "Click tiles of your hand to choose them, then a button in the bar below the table "
            "(or press Enter). H asks for a hint, Ctrl+Z takes a move back, F1 shows the rules. "
            "The chips of each deal are charted here once the first deal is over."
        )
        keys = self.tr(
            "F9 shows or hides this panel, F11 fills the screen, Ctrl+plus and Ctrl+minus "
            "change the size of your tiles (Ctrl+0: the usual size)."
        )
        stake = self.tr("%1 chips each").replace("%1", QLocale().toString(rules.stake))
        # The headings outside the f-string, where lupdate finds them.
        table, rules_head, stake_head, how_head = (
            self.tr("At the table"),
            self.tr("Rules"),
            self.tr("Stake"),
            self.tr("How to play"),
        )
        self.intro.setText(
            f"<p><b>{escape(table)}</b></p><ul style='margin-left: -20px'>{''.join(rows)}</ul>"
            f"<p><b>{escape(rules_head)}</b>: {escape(preset_title(rules))}<br>"
            f"<b>{escape(stake_head)}</b>: {escape(stake)}</p>"
            f"<p><b>{escape(how_head)}</b>: {escape(how)}</p><p>{escape(keys)}</p>"
        )

    def update_session(self, session: Session, names: Sequence[str]) -> None:
        self.session = session
        played = session.deals_played
        self._show_chart(played > 0)
        self.deals_label.setText(self.tr("Deals played: {n}").format(n=QLocale().toString(played)))
        self.gobah_label.setText(self.gobah_text(session))
        self.gobah_label.setProperty(
            "role", "banner" if session.gobah_left is not None and not session.over else "soft"
        )
        self.gobah_label.style().unpolish(self.gobah_label)
        self.gobah_label.style().polish(self.gobah_label)
        self.chart.set_data(chip_history(session), names)
        can_declare = not session.over and session.gobah_left is None
        self.gobah_button.setEnabled(can_declare)
        self.last_deal_button.setEnabled(can_declare)

    def gobah_text(self, session: Session) -> str:
        if session.over:
            return self.tr("The session is over.")
        if session.gobah_left is None:
            return self.tr("Gobah not declared: play on as long as you like.")
        return gobah_text(session)
