"""Bagchen in the new-session dialog (its "new_session" face): its words there, and the
widgets of its own rule options and customs.

``RuleChoices`` builds the Rules box (the preset and every option), the Customs box and
the Table box's rows for debt and seating; the dialog places them and asks it for the
rule set. Choosing a preset sets the rule options; changing any of them shows the preset
they now match, or "Custom". The words keep the dialog's translation context.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QSpinBox, QVBoxLayout, QWidget

from bagchen_qt.games.bagchen.rules.ruleset import (
    PASSPORT_MODES,
    PRESET_OPTIONS,
    PRESET_TITLES,
    PRESETS,
    SEATING_MODES,
    Option,
    RuleSet,
)
from bagchen_qt.ui.option_notes import explain_option, option_note

CUSTOM_PRESET = "custom"  # as the settings keep it
# The deal list names a Bagchen deal by the game alone, as it did before it listed other games.
PRESET_IN_LISTS = False
PRESET_FIELDS = tuple(option.value for option in PRESET_OPTIONS)


def _t(text: str) -> str:
    return QCoreApplication.translate("NewSessionDialog", text)


def game_title() -> str:
    return QCoreApplication.translate("Words", "Bagchen")


def game_tooltip() -> str:
    return _t("Bagchen, or Tien Gow: the Chinese game Bagchen comes from")


def heading() -> tuple[str, str]:
    """The dialog's title and the line under it, for a session of Bagchen."""
    return _t("A new session of Bagchen"), _t("You play against three AI players. Your choices are kept for next time.")


def preset_title(name: str) -> str:
    titles = {
        "pagat": _t("Shang Shung / pagat (standard)"),
        "digital-gamers": _t("Digital Gamers"),
        "simple-passport": _t("Simplified passport"),
        CUSTOM_PRESET: _t("Custom"),
    }
    return titles.get(name, PRESET_TITLES.get(name, name))


def preset_description(name: str) -> str:
    notes = {
        "pagat": _t("The rules as the Shang Shung Institute taught them."),
        "digital-gamers": _t("Mixed ministers up to four tiles, and whoever can beat must beat."),
        "simple-passport": _t("An easier passport rule: lead from the strongest group of leads you hold."),
        CUSTOM_PRESET: _t("Your own mix of options."),
    }
    return notes.get(name, "")


def _select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)


class RuleChoices(QObject):
    """Bagchen's rule options and customs as widgets of the dialog ``parent``."""

    changed = Signal()  # an option or the preset changed: the dialog checks the table again

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._updating = False
        self.main_box = self._build_rules_box(parent)
        self.customs_box = self._build_customs_box(parent)
        self.side_boxes: tuple[QWidget, ...] = (self.customs_box,)
        self.allow_debt = QCheckBox(_t("Play on below zero chips"), parent)
        self.allow_debt.setToolTip(_t("Otherwise the session ends when a player has no chips left"))
        self.seating = QComboBox(parent)
        seating_titles = {
            "formal": _t("Formal (dice and time of day)"),
            "informal": _t("Informal (two counts of the dice)"),
        }
        for mode in SEATING_MODES:
            self.seating.addItem(seating_titles.get(mode, mode), mode)
        explain_option(
            self.allow_debt, option_note(_t("Otherwise the session ends when a player has no chips left."), parent)
        )
        explain_option(self.seating, option_note(_t("How the players' seats round the table are drawn."), parent))
        # Rows of the dialog's Table box, after the stake: (label, widget).
        self.table_rows: tuple[tuple[str, QWidget], ...] = (("", self.allow_debt), (_t("Seating:"), self.seating))
        self.stake = 0
        self._connect()

    # --- building ----------------------------------------------------------------------

    def _build_rules_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(_t("Rules"), parent)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setHorizontalSpacing(12)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.preset = QComboBox(box)
        for name in PRESETS:
            self.preset.addItem(preset_title(name), name)
        self.preset.addItem(preset_title(CUSTOM_PRESET), CUSTOM_PRESET)
        self.preset.setToolTip(_t("A well-known set of rules; change any option below to make your own"))
        self.jump_factor = QSpinBox(box)
        self.jump_factor.setRange(2, 6)
        self.jump_factor.setToolTip(
            _t("A jump multiplies the final payments by this factor times the points that ended the deal")
        )
        self.max_ministers = QSpinBox(box)
        self.max_ministers.setRange(2, 8)
        self.max_ministers.setSuffix(_t(" tiles"))
        self.max_ministers.setToolTip(_t("The largest lead of ministers mixing sky and earth"))
        self.passport = QComboBox(box)
        passport_titles = {
            "full": _t("Full (rules 1 to 4)"),
            "simple": _t("Simplified"),
            "off": _t("Off (no limits on leads)"),
        }
        for mode in PASSPORT_MODES:
            self.passport.addItem(passport_titles.get(mode, mode), mode)
        self.passport.setToolTip(_t("What a player with six stacks or more may lead"))
        self.must_beat = QCheckBox(_t("Compulsory beating"), box)
        self.must_beat.setToolTip(_t("A player who can beat the trick must do so"))
        self.charity = QCheckBox(_t("Charity (lead one tile face down)"), box)
        self.mother_son = QCheckBox(_t("Uniting mother and son before play"), box)
        self.redeal = QCheckBox(_t("Re-deal for a hand without high tiles"), box)
        self.preset_note = explain_option(
            self.preset, option_note("", box)
        )  # the preset's description, or "your own rules"
        notes = {
            self.jump_factor: _t(
                "A jump multiplies the final payments by this factor times the points that ended the deal."
            ),
            self.max_ministers: _t("The largest lead of ministers that mixes sky and earth tiles."),
            self.passport: _t("What a player with six stacks or more may lead."),
            self.must_beat: _t("A player who can beat the trick must do so."),
            self.charity: _t("A player may lead one tile face down and name a suit; any tile of that suit beats it."),
            self.mother_son: _t("Before play, the holders of 4-2 and 2-1 may offer them, and the dice unite them."),
            self.redeal: _t("A player holding none of the high tiles may ask for a new deal."),
        }
        form.addRow(_t("Preset:"), self.preset)
        form.addRow("", self.preset_note)
        for label, widget in (
            (_t("Jump factor:"), self.jump_factor),
            (_t("Mixed ministers, at most:"), self.max_ministers),
            (_t("Passport:"), self.passport),
            ("", self.must_beat),
            ("", self.charity),
            ("", self.mother_son),
            ("", self.redeal),
        ):
            form.addRow(label, widget)
            form.addRow("", explain_option(widget, option_note(notes[widget], box)))
        return box

    def _build_customs_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(_t("Customs"), parent)
        layout = QVBoxLayout(box)
        layout.setSpacing(4)
        self.hand_exchange = QCheckBox(_t("Exchanging hands before looking"), box)
        self.seat_exchange = QCheckBox(_t("Exchanging seats against bad luck"), box)
        self.dice_hint = QCheckBox(_t("Hint from the dice"), box)
        self.omens = QCheckBox(_t("Omens"), box)
        self.omens.setToolTip(_t("Good and bad signs read at the end of the session"))
        notes = {
            self.hand_exchange: _t("Before anyone looks at their tiles, two players may swap their whole hands."),
            self.seat_exchange: _t("A player with a run of bad luck may ask for new seats before the shuffle."),
            self.dice_hint: _t("Unsure what to play? Throw the dice and read the answer as you like."),
            self.omens: _t("Good and bad signs read at the end of the session."),
        }
        for check in (self.hand_exchange, self.seat_exchange, self.dice_hint, self.omens):
            layout.addWidget(check)
            note = explain_option(check, option_note(notes[check], box))
            note.setIndent(check.style().pixelMetric(check.style().PixelMetric.PM_IndicatorWidth) + 4)
            layout.addWidget(note)
        return box

    def _bool_options(self) -> dict[str, QCheckBox]:
        return {
            Option.COMPULSORY_BEAT: self.must_beat,
            "charity": self.charity,
            "mother_son": self.mother_son,
            "redeal": self.redeal,
            "allow_debt": self.allow_debt,
            "hand_exchange": self.hand_exchange,
            "seat_exchange": self.seat_exchange,
            "dice_hint": self.dice_hint,
            "omens": self.omens,
        }

    def _connect(self) -> None:
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for spin in (self.jump_factor, self.max_ministers):
            spin.valueChanged.connect(self._option_changed)
        self.passport.currentIndexChanged.connect(self._option_changed)
        for check in self._bool_options().values():
            check.toggled.connect(self._option_changed)
        self.seating.currentIndexChanged.connect(self.changed)

    # --- reading and writing the widgets -------------------------------------------------

    def load(self, preset: str, rules: RuleSet) -> None:
        """Show ``rules``, chosen as ``preset`` (a preset's name or "custom")."""
        self._updating = True
        try:
            self._set_rule_widgets(rules)
            _select(self.preset, preset if preset in PRESETS else CUSTOM_PRESET)
        finally:
            self._updating = False
        self._match_preset()

    def preset_choice(self) -> str:
        return str(self.preset.currentData())

    def _set_rule_widgets(self, rules: RuleSet, only: tuple[str, ...] | None = None) -> None:
        values = {name: value for name, value in rules.to_dict().items() if only is None or name in only}
        checks = self._bool_options()
        for name, value in values.items():
            if name in checks:
                checks[name].setChecked(value)
        if "jump_factor" in values:
            self.jump_factor.setValue(rules.jump_factor)
        if "max_mixed_ministers" in values:
            self.max_ministers.setValue(rules.max_mixed_ministers)
        if "passport" in values:
            _select(self.passport, rules.passport)
        if "stake" in values:
            self.stake = rules.stake
        if "seating" in values:
            _select(self.seating, rules.seating)

    def rule_options(self, stake: int | None = None) -> dict[str, Any]:
        """Every rule option as the widgets show it (not yet checked by the rules)."""
        options: dict[str, Any] = {name: check.isChecked() for name, check in self._bool_options().items()}
        options.update(
            jump_factor=self.jump_factor.value(),
            max_mixed_ministers=self.max_ministers.value(),
            passport=self.passport.currentData(),
            stake=self.stake if stake is None else stake,
            seating=self.seating.currentData(),
        )
        return options

    def rules(self, stake: int | None = None) -> RuleSet:
        """The rule set chosen; raises ``RuleSetError`` if the rules refuse an option."""
        return RuleSet.from_dict(self.rule_options(stake))

    # --- reactions -----------------------------------------------------------------------

    def _preset_chosen(self) -> None:
        if self._updating:
            return
        name = self.preset.currentData()
        if name in PRESETS:
            self._updating = True
            try:
                self._set_rule_widgets(PRESETS[name], PRESET_FIELDS)
            finally:
                self._updating = False
        self.preset_note.setText(preset_description(name))
        self.preset.setAccessibleDescription(self.preset_note.text())
        self.changed.emit()

    def _option_changed(self) -> None:
        if self._updating:
            return
        self._match_preset()
        self.changed.emit()

    def _match_preset(self) -> None:
        """Show the preset the rule options match, or Custom."""
        options = self.rule_options()
        current = {name: options[name] for name in PRESET_FIELDS}
        match = next(
            (
                name
                for name, rules in PRESETS.items()
                if all(getattr(rules, field) == value for field, value in current.items())
            ),
            CUSTOM_PRESET,
        )
        self._updating = True
        try:
            _select(self.preset, match)
        finally:
            self._updating = False
        self.preset_note.setText(preset_description(match))
        self.preset.setAccessibleDescription(self.preset_note.text())
