"""The New session dialog's first page: the game, your name, how strong the others play.

A newcomer sees these three and "Start"; every other choice (presets, seats, thinking
time, risk, rule options) waits under "Rules and options…". The page holds no choices of
its own: it shows and sets the dialog's (its game, the human's row, the AI rows' levels),
so that both pages always say the same and the dialog reads and stores them as before.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

# The AI levels offered as the opponents' strength, weakest first.
STRENGTHS = ("easy", "medium", "hard")


class BeginnerPage(QWidget):
    def __init__(self, dialog: Any) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        form = QFormLayout(self)
        self.game = QComboBox(self)
        self.game.setObjectName("beginnerGame")
        for index in range(dialog.game.count()):
            self.game.addItem(dialog.game.itemText(index), dialog.game.itemData(index))
        self.name = QLineEdit(self)
        self.name.setMaxLength(24)
        self.strength = QButtonGroup(self)
        row = QHBoxLayout()
        titles = dialog.level_titles()
        for index, level in enumerate(STRENGTHS):
            button = QRadioButton(titles[level], self)
            button.setToolTip(self.explanation(level))
            self.strength.addButton(button, index)
            row.addWidget(button)
        row.addStretch(1)
        self.strength_words = QLabel(self)
        self.strength_words.setProperty("role", "soft")
        self.strength_words.setWordWrap(True)
        form.addRow(dialog.tr("Game:"), self.game)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Opponents:"), row)
        self.form, self.strength_row = form, row
        form.addRow("", self.strength_words)
        self.refresh()
        self.game.currentIndexChanged.connect(dialog.game.setCurrentIndex)
        dialog.game.currentIndexChanged.connect(self._game_shown)
        self.name.textEdited.connect(self._name_edited)
        self.strength.idClicked.connect(self._strength_chosen)

    def explanation(self, level: str) -> str:
        return {
            "easy": self.tr("They play plain moves and often leave you chances: good for a first game."),
            "medium": self.tr("They play soundly: a fair game once you know the rules."),
            "hard": self.tr("They think ahead and punish mistakes."),
        }[level]

    def refresh(self) -> None:
        """Show the dialog's choices as they are now (after a load, or the other page)."""
        self.game.setCurrentIndex(self.dialog.game.currentIndex())
        self.name.setText(self._human_row().name.text())
        levels = {row.level.currentData() for row in self._ai_rows()}
        level = levels.pop() if len(levels) == 1 else None
        checked = self.strength.button(STRENGTHS.index(level)) if level in STRENGTHS else None
        self.strength.setExclusive(False)  # mixed levels: none of the three is checked
        for button in self.strength.buttons():
            button.setChecked(button is checked)
        self.strength.setExclusive(True)
        offered = self.dialog.offered_levels()
        self.form.setRowVisible(self.strength_row, bool(offered))  # first: showing the row shows every button
        for index, button in enumerate(self.strength.buttons()):
            button.setVisible(STRENGTHS[index] in offered)
        if not offered:  # the tiles decide: no strength to choose
            self.strength_words.setText(self.dialog.no_levels_note.text())
        else:
            self.strength_words.setText(self.explanation(level) if level in STRENGTHS else "")

    def _human_row(self) -> Any:
        return self.dialog.seat_rows[max(self.dialog.you_group.checkedId(), 0)]

    def _ai_rows(self) -> list[Any]:
        human = self.dialog.you_group.checkedId()
        return [row for seat, row in enumerate(self.dialog.seat_rows[: self.dialog.seat_count()]) if seat != human]

    def _game_shown(self, index: int) -> None:
        self.game.setCurrentIndex(index)
        self.refresh()

    def _name_edited(self, text: str) -> None:
        self._human_row().name.setText(text)

    def _strength_chosen(self, index: int) -> None:
        level = STRENGTHS[index]
        for row in self._ai_rows():
            found = row.level.findData(level)
            if found >= 0:
                row.level.setCurrentIndex(found)
        self.strength_words.setText(self.explanation(level))
