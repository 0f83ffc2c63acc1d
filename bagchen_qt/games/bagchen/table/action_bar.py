"""Bagchen's bar under the table: in the play it follows the selected tiles (judged by
the rules: "mixed ministers, 3 tiles: can be led"); before the play it offers one button
per decision ("Demand a re-deal", "Accept", …). The rest of the bar is any table's
(``ui/action_bar.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games.bagchen.rules.actions import (
    Accept,
    Action,
    Beat,
    Charity,
    ChooseTower,
    DemandRedeal,
    DiscardAny,
    Event,
    OfferSwap,
    OfferUnion,
    Pass,
    ProposeExchange,
)
from bagchen_qt.games.bagchen.rules.dealing import SEATS, seat_letter
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.selection import SelectionVerdict
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import TILES, Suit
from bagchen_qt.games.bagchen.table.words import combo_label
from bagchen_qt.ui.action_bar import ActionBar

SELECTION_PHASES = (Phase.LEAD, Phase.FOLLOW)


def _t(text: str) -> str:
    # One context for the words of the bar, as for those of any table's bar (``ActionBar``).
    return QCoreApplication.translate("ActionBar", text)


class BagchenActionBar(ActionBar):
    """The bar of Bagchen's table: ``chosen(event)`` when the human picks a decision;
    ``towerHovered(tower or None)`` while the pointer or the keyboard is on a tower's
    button, so that the table frames that tower."""

    towerHovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._verdict: SelectionVerdict | None = None
        self._tiles: tuple[int, ...] = ()
        self.names = tuple(SEATS)  # the players' names, by seat, until the window gives them

    def clear(self, text: str = "") -> None:
        super().clear(text)
        self._verdict = None

    def offer_plays(self, prompt: str, reason: str, plays: Sequence[tuple[str, object | None, bool]]) -> None:
        self._verdict = None
        super().offer_plays(prompt, reason, plays)

    def offer_decisions(self, phase: Phase, legal: Sequence[Action], prompt: str) -> None:
        """One button per decision, for the steps before the play."""
        self.clear(prompt)
        for action in legal:
            if isinstance(action, DiscardAny):
                raise ValueError("a face-down play is chosen by its tiles, not by a button")
            button = self._button(self.decision_text(action), action)
            if isinstance(action, ChooseTower):
                button.installEventFilter(_TowerHover(action.tower, self))

    def decision_text(self, event: Event) -> str:
        if isinstance(event, ChooseTower):
            return _t("Tower %1").replace("%1", QLocale().toString(event.tower + 1))
        if isinstance(event, DemandRedeal):
            return _t("Demand a re-deal")
        if isinstance(event, OfferUnion):
            if TILES[event.tile].notation == "4-2":
                return _t("Show mother: looking for son")
            return _t("Show son: looking for mother")
        if isinstance(event, OfferSwap):
            return _t("Offer to swap a mother for a son")
        if isinstance(event, ProposeExchange):
            return _t("Exchange hands with %1").replace("%1", seat_letter(event.partner))
        if isinstance(event, Accept):
            return _t("Accept")
        if isinstance(event, Pass):
            return _t("Pass")
        return event.describe()

    def show_selection(
        self,
        phase: Phase,
        verdict: SelectionVerdict,
        legal: Sequence[Action],
        prompt: str,
        seat: int,
        tiles: tuple[int, ...],
    ) -> None:
        """Buttons for the selected tiles in the play: lead, beat, face down, charity."""
        self._clear_buttons()
        self._verdict = verdict
        self._seat, self._tiles = seat, tiles
        self.prompt.setText(f"{prompt}  —  {combo_label(verdict.kinds, verdict.combo)}")
        up, down = verdict.face_up_refusal, verdict.face_down_refusal
        reasons: list[Refusal] = []
        if phase is Phase.LEAD:
            self._button(_t("Lead"), verdict.face_up, tip=self.words_for(up))
            if up is not None:
                reasons.append(up)
            if any(isinstance(e, Charity) for e in legal):
                self._charity_button(verdict)
        else:
            self._button(_t("Beat"), verdict.face_up, tip=self.words_for(up))
            self._button(_t("Play face down"), verdict.face_down, tip=self.words_for(down))
            if up is not None and down is not None:
                reasons.append(down)
            elif up is not None and any(isinstance(e, Beat) for e in legal):
                reasons.append(up)
            if down is not None and not any(isinstance(e, DiscardAny) for e in legal):
                reasons.append(Refusal(RefusalCode.MUST_BEAT, seat=seat))
        self.reason.setText(self.words_for(reasons[0]) if reasons else "")

    def _charity_button(self, verdict: SelectionVerdict) -> None:
        button = QToolButton()
        button.setText(_t("Lead face down…"))
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setEnabled(verdict.charity)
        button.setToolTip(
            _t("Charity: one tile face down, naming a suit that may beat it")
            if verdict.charity
            else self.words_for(verdict.face_down_refusal)
        )
        menu = QMenu(button)
        for suit, text in (
            (Suit.SKY, _t("naming sky")),
            (Suit.EARTH, _t("naming earth")),
            (None, _t("naming no suit")),
        ):
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, s=suit: self._emit_charity(s))
        button.setMenu(menu)
        self._add_button(button)

    def _emit_charity(self, suit: Suit | None) -> None:
        if self._verdict is not None and self._verdict.charity and len(self._tiles) == 1:
            self.chosen.emit(Charity(self._seat, self._tiles[0], suit))

    def default_action(self) -> Event | None:
        """What Enter plays: the face-up play if allowed, else face down."""
        verdict = self._verdict
        if verdict is None:
            return None
        return verdict.face_up or verdict.face_down


class _TowerHover(QObject):
    """Tells the bar when the pointer or the keyboard comes to a tower's button, and leaves."""

    def __init__(self, tower: int, bar: BagchenActionBar) -> None:
        super().__init__(bar)
        self.tower, self.bar = tower, bar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn):
            self.bar.towerHovered.emit(self.tower)
        elif event.type() in (QEvent.Type.Leave, QEvent.Type.FocusOut, QEvent.Type.Hide):
            self.bar.towerHovered.emit(None)
        return False
