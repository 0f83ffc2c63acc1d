"""The New session dialog: who sits where, how the AI plays, and the rules.

The last choices are remembered (``settings.AppSettings``). Choosing a preset sets the
rule options; changing any of them shows the preset they now match, or "Custom".
``result()`` gives the ``TableConfig`` and the animation speed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bagchen_qt.ai.player import TABLE_LEVELS
from bagchen_qt.games.bagchen.ai.parallel import max_processes
from bagchen_qt.games.bagchen.rules.ruleset import (
    PASSPORT_MODES,
    PRESET_OPTIONS,
    PRESET_TITLES,
    PRESETS,
    SEATING_MODES,
    Option,
    RuleSet,
    RuleSetError,
)
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.tiengow.table import text as tiengow_text

from .family_controller import TABLE_PLAYS, FamilyTable
from .settings import CUSTOM_PRESET, GAME_NAMES, SPEEDS, THINK_RANGE, AppSettings, SeatChoice, TableChoices
from .tile_widgets import apply_dialog_style, seat_swatch

PRESET_FIELDS = tuple(option.value for option in PRESET_OPTIONS)
BAGCHEN = "bagchen"
NAME_LENGTH = 24


class SeatRow:
    """The widgets of one seat in the Players grid."""

    def __init__(self, parent: QWidget) -> None:
        self.you = QRadioButton(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(NAME_LENGTH)
        self.level = QComboBox(parent)
        self.think = QDoubleSpinBox(parent)
        self.think.setRange(*THINK_RANGE)
        self.think.setSingleStep(0.1)
        self.think.setDecimals(1)
        self.risk = QSlider(Qt.Orientation.Horizontal, parent)
        self.risk.setRange(0, 10)
        self.risk.setPageStep(1)
        self.risk.setMinimumWidth(110)
        self.risk_label = QLabel(parent)
        self.risk_label.setMinimumWidth(64)

    def ai_widgets(self) -> tuple[QWidget, ...]:
        return self.level, self.think, self.risk, self.risk_label


class NewSessionDialog(QDialog):
    """Choose the table for a new session. ``settings`` defaults to the user's own.
    After ``exec()``, ``result()`` (or ``result_config()``) gives the table and speed."""

    def __init__(self, parent: QWidget | None = None, settings: AppSettings | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or AppSettings()
        self._updating = False
        self.setWindowTitle(self.tr("New session"))
        apply_dialog_style(self)

        title = QLabel(self.tr("A new session of Bagchen"), self)
        title.setProperty("role", "title")
        subtitle = QLabel(self.tr("You play against three AI players. Your choices are kept for next time."), self)
        subtitle.setProperty("role", "soft")
        self.title, self.subtitle = title, subtitle

        self.error = QLabel(self)
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)

        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton(self.tr("Start the session"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.addButton(self.tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        self.defaults_button = QPushButton(self.tr("Restore defaults"), self)
        self.buttons.addButton(self.defaults_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(self.restore_defaults)

        right = QVBoxLayout()
        right.addWidget(self._build_table_box())
        self.customs_box = self._build_customs_box()
        right.addWidget(self.customs_box)
        right.addStretch(1)
        lower = QHBoxLayout()
        self.rules_box = self._build_rules_box()
        lower.addWidget(self.rules_box, 3)
        lower.addLayout(right, 2)

        # The choices scroll when the screen is too short for them (a small screen, or
        # the tall lines of Tibetan): the title and the buttons always stay in view.
        self.body = QWidget(self)
        body_layout = QVBoxLayout(self.body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(8)
        body_layout.addWidget(self._build_players_box())
        body_layout.addLayout(lower)
        self.choices_area = QScrollArea(self)
        self.choices_area.setWidget(self.body)
        self.choices_area.setWidgetResizable(True)
        self.choices_area.setFrameShape(QFrame.Shape.NoFrame)
        self.choices_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(8)
        # The game is chosen beside the title: the choices below keep their height.
        heading = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(title)
        titles.addWidget(subtitle)
        heading.addLayout(titles, 1)
        heading.addLayout(self._build_game_choice())
        layout.addLayout(heading)
        layout.addWidget(self.choices_area, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._fit_to_screen()

        self.load(self.settings.table_choices(), self.settings.animation_speed)
        self._load_game(self.settings.game, self.settings.tien_gow_preset)
        self._connect_changes()
        self._validate()

    def _fit_to_screen(self) -> None:
        """The choices at their full size, or as tall as the screen leaves room for."""
        self.body.adjustSize()
        wanted = self.body.sizeHint()
        body_layout = self.body.layout()
        if body_layout is not None and body_layout.hasHeightForWidth():
            wanted.setHeight(max(wanted.height(), body_layout.heightForWidth(wanted.width())))
        screen = self.screen()
        room = screen.availableGeometry().height() if screen is not None else wanted.height()
        others = self.sizeHint().height() - self.choices_area.sizeHint().height()
        self.choices_area.setMinimumHeight(max(120, min(wanted.height(), room - others - 48)))
        self.choices_area.setMinimumWidth(wanted.width() + self.choices_area.verticalScrollBar().sizeHint().width())

    def showEvent(self, event: QShowEvent) -> None:  # Qt API
        self._fit_to_screen()
        super().showEvent(event)

    # --- building ----------------------------------------------------------------------

    def level_titles(self) -> dict[str, str]:
        return {
            "random": self.tr("Random"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }

    def seat_titles(self) -> tuple[str, ...]:
        return self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North")

    def _build_game_choice(self) -> QFormLayout:
        """Which game: Bagchen, or Tien Gow and which of its presets."""
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.setVerticalSpacing(4)
        self.game = QComboBox(self)
        self.game.setObjectName("gameChoice")
        self.tien_gow_preset = QComboBox(self)
        self.tien_gow_preset.setObjectName("tienGowPreset")
        self._tien_gow_presets = tien_gow_presets()
        for game in GAME_NAMES:
            if game == BAGCHEN or self._tien_gow_presets:
                self.game.addItem(tiengow_text.game_title(game), game)
        for name in self._tien_gow_presets:
            self.tien_gow_preset.addItem(tiengow_text.preset_title(name), name)
            self.tien_gow_preset.setItemData(
                self.tien_gow_preset.count() - 1, tiengow_text.preset_description(name), Qt.ItemDataRole.ToolTipRole
            )
        self.game.setToolTip(self.tr("Bagchen, or Tien Gow: the Chinese game Bagchen comes from"))
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Tien Gow rules:"), self.tien_gow_preset)
        return form

    def _build_players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"), self)
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        headers = (
            self.tr("Seat"),
            self.tr("You"),
            self.tr("Name"),
            self.tr("AI level"),
            self.tr("Thinking time"),
            self.tr("Risk (cautious – bold)"),
        )
        for column, text in enumerate(headers):
            label = QLabel(text, box)
            label.setProperty("role", "soft")
            grid.addWidget(label, 0, column, 1, 2 if column == 5 else 1)
        self.you_group = QButtonGroup(self)
        self.seat_rows: list[SeatRow] = []
        levels = self.level_titles()
        for seat, seat_title in enumerate(self.seat_titles()):
            row = SeatRow(box)
            seat_label = QLabel(box)
            seat_label.setText(seat_title)
            seat_label.setStyleSheet("font-weight: bold;")
            swatch = QLabel(box)
            swatch.setPixmap(QPixmap.fromImage(seat_swatch(seat)))
            seat_cell = QHBoxLayout()
            seat_cell.addWidget(swatch)
            seat_cell.addWidget(seat_label)
            seat_cell.addStretch(1)
            for level in TABLE_LEVELS:
                row.level.addItem(levels.get(level, level), level)
            row.think.setSuffix(self.tr(" s"))
            row.you.setToolTip(self.tr("Sit here yourself"))
            row.think.setToolTip(self.tr("How long this AI may think about each decision"))
            row.risk.setToolTip(self.tr("How boldly this AI goes for a jump, from cautious to bold"))
            row.level.setToolTip(self.tr("Random plays any legal move; Hard thinks deepest"))
            self.you_group.addButton(row.you, seat)
            grid.addLayout(seat_cell, seat + 1, 0)
            grid.addWidget(row.you, seat + 1, 1, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(row.name, seat + 1, 2)
            grid.addWidget(row.level, seat + 1, 3)
            grid.addWidget(row.think, seat + 1, 4)
            grid.addWidget(row.risk, seat + 1, 5)
            grid.addWidget(row.risk_label, seat + 1, 6)
            self.seat_rows.append(row)
        grid.setColumnStretch(2, 2)
        cores = QHBoxLayout()
        self.search_processes = QSpinBox(box)
        self.search_processes.setRange(1, max_processes())
        self.search_processes.setToolTip(
            self.tr("Hard searches in this many processes at once; one core left free keeps the table smooth")
        )
        cores_label = QLabel(self.tr("Cores for Hard's search:"), box)
        cores_label.setBuddy(self.search_processes)
        cores.addWidget(cores_label)
        cores.addWidget(self.search_processes)
        cores.addStretch(1)
        grid.addLayout(cores, len(self.seat_rows) + 1, 0, 1, 7)
        return box

    def _build_rules_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"), self)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setHorizontalSpacing(12)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.preset = QComboBox(box)
        titles = self.preset_titles()
        for name in PRESETS:
            self.preset.addItem(titles.get(name, PRESET_TITLES.get(name, name)), name)
        self.preset.addItem(self.tr("Custom"), CUSTOM_PRESET)
        self.preset.setToolTip(self.tr("A well-known set of rules; change any option below to make your own"))
        self.jump_factor = QSpinBox(box)
        self.jump_factor.setRange(2, 6)
        self.jump_factor.setToolTip(
            self.tr("A jump multiplies the final payments by this factor times the points that ended the deal")
        )
        self.max_ministers = QSpinBox(box)
        self.max_ministers.setRange(2, 8)
        self.max_ministers.setSuffix(self.tr(" tiles"))
        self.max_ministers.setToolTip(self.tr("The largest lead of ministers mixing sky and earth"))
        self.passport = QComboBox(box)
        passport_titles = {
            "full": self.tr("Full (rules 1 to 4)"),
            "simple": self.tr("Simplified"),
            "off": self.tr("Off (no limits on leads)"),
        }
        for mode in PASSPORT_MODES:
            self.passport.addItem(passport_titles.get(mode, mode), mode)
        self.passport.setToolTip(self.tr("What a player with six stacks or more may lead"))
        self.must_beat = QCheckBox(self.tr("Compulsory beating"), box)
        self.must_beat.setToolTip(self.tr("A player who can beat the trick must do so"))
        self.charity = QCheckBox(self.tr("Charity (lead one tile face down)"), box)
        self.mother_son = QCheckBox(self.tr("Uniting mother and son before play"), box)
        self.redeal = QCheckBox(self.tr("Re-deal for a hand without high tiles"), box)
        self.preset_note = QLabel(box)
        self.preset_note.setProperty("role", "soft")
        self.preset_note.setWordWrap(True)
        form.addRow(self.tr("Preset:"), self.preset)
        form.addRow("", self.preset_note)
        form.addRow(self.tr("Jump factor:"), self.jump_factor)
        form.addRow(self.tr("Mixed ministers, at most:"), self.max_ministers)
        form.addRow(self.tr("Passport:"), self.passport)
        for check in (self.must_beat, self.charity, self.mother_son, self.redeal):
            form.addRow("", check)
        return box

    def _build_table_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Table"), self)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.stake = QSpinBox(box)
        self.stake.setRange(1, 1_000_000)
        self.stake.setSingleStep(10)
        self.stake.setSuffix(self.tr(" chips"))
        self.stake.setToolTip(self.tr("The chips each player starts the session with"))
        self.allow_debt = QCheckBox(self.tr("Play on below zero chips"), box)
        self.allow_debt.setToolTip(self.tr("Otherwise the session ends when a player has no chips left"))
        self.seating = QComboBox(box)
        seating_titles = {
            "formal": self.tr("Formal (dice and time of day)"),
            "informal": self.tr("Informal (two counts of the dice)"),
        }
        for mode in SEATING_MODES:
            self.seating.addItem(seating_titles.get(mode, mode), mode)
        self.speed = QComboBox(box)
        speed_titles = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in SPEEDS:
            self.speed.addItem(speed_titles[speed], speed)
        form.addRow(self.tr("Stake:"), self.stake)
        form.addRow("", self.allow_debt)
        form.addRow(self.tr("Seating:"), self.seating)
        form.addRow(self.tr("Animations:"), self.speed)
        return box

    def _build_customs_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Customs"), self)
        layout = QVBoxLayout(box)
        layout.setSpacing(4)
        self.hand_exchange = QCheckBox(self.tr("Exchanging hands before looking"), box)
        self.seat_exchange = QCheckBox(self.tr("Exchanging seats against bad luck"), box)
        self.dice_hint = QCheckBox(self.tr("Hint from the dice"), box)
        self.omens = QCheckBox(self.tr("Omens"), box)
        self.omens.setToolTip(self.tr("Good and bad signs read at the end of the session"))
        for check in (self.hand_exchange, self.seat_exchange, self.dice_hint, self.omens):
            layout.addWidget(check)
        return box

    def preset_titles(self) -> dict[str, str]:
        return {
            "pagat": self.tr("Shang Shung / pagat (standard)"),
            "digital-gamers": self.tr("Digital Gamers"),
            "simple-passport": self.tr("Simplified passport"),
        }

    def preset_notes(self) -> dict[str, str]:
        return {
            "pagat": self.tr("The rules as the Shang Shung Institute taught them."),
            "digital-gamers": self.tr("Mixed ministers up to four tiles, and whoever can beat must beat."),
            "simple-passport": self.tr("An easier passport rule: lead from the strongest group of leads you hold."),
            CUSTOM_PRESET: self.tr("Your own mix of options."),
        }

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

    def _connect_changes(self) -> None:
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.tien_gow_preset.currentIndexChanged.connect(self._game_chosen)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for spin in (self.jump_factor, self.max_ministers):
            spin.valueChanged.connect(self._option_changed)
        self.passport.currentIndexChanged.connect(self._option_changed)
        for check in self._bool_options().values():
            check.toggled.connect(self._option_changed)
        self.stake.valueChanged.connect(self._validate)
        self.seating.currentIndexChanged.connect(self._validate)
        self.you_group.idToggled.connect(self._seat_changed)
        for row in self.seat_rows:
            row.name.textChanged.connect(self._validate)
            row.risk.valueChanged.connect(self._show_risks)

    # --- reading and writing the widgets -------------------------------------------------

    def load(self, choices: TableChoices, speed: str) -> None:
        """Show ``choices`` and ``speed`` in the widgets."""
        self._updating = True
        try:
            for index, (row, seat) in enumerate(zip(self.seat_rows, choices.seats, strict=True)):
                row.you.setChecked(index == choices.human_seat)
                row.name.setText(seat.name)
                row.level.setCurrentIndex(max(row.level.findData(seat.level), 0))
                row.think.setValue(seat.think_s)
                row.risk.setValue(round(seat.risk * 10))
            self._set_rule_widgets(choices.rules)
            self.search_processes.setValue(choices.search_processes)
            _select(self.speed, speed)
            _select(self.preset, choices.preset if choices.preset in PRESETS else CUSTOM_PRESET)
        finally:
            self._updating = False
        self._match_preset()
        self._seat_changed()
        self._show_risks()

    def _load_game(self, game: str, tien_gow_preset: str) -> None:
        _select(self.game, game)
        _select(self.tien_gow_preset, tien_gow_preset)
        self._game_chosen()

    def game_choice(self) -> str:
        """The game chosen: "bagchen" or "tien-gow"."""
        return str(self.game.currentData())

    def tien_gow_preset_choice(self) -> str:
        return str(self.tien_gow_preset.currentData() or "")

    def seat_count(self) -> int:
        """Seats at the table for the game chosen (Tien Gow's presets seat 2, 3 or 4)."""
        if self.game_choice() == BAGCHEN:
            return len(self.seat_rows)
        from bagchen_qt.core.family import game_named

        definition = game_named(self.game_choice())
        return definition.seat_count(definition.rules_from(self.tien_gow_preset_choice()))

    def _game_chosen(self, *_: object) -> None:
        bagchen = self.game_choice() == BAGCHEN
        if bagchen:
            self.title.setText(self.tr("A new session of Bagchen"))
            self.subtitle.setText(self.tr("You play against three AI players. Your choices are kept for next time."))
        else:
            self.title.setText(self.tr("A new session of Tien Gow"))
            self.subtitle.setText(
                self.tr("You play against the AI players of the other seats. Your choices are kept for next time.")
            )
        self.rules_box.setEnabled(bagchen)
        self.customs_box.setEnabled(bagchen)
        self.seating.setEnabled(bagchen)
        self.tien_gow_preset.setEnabled(not bagchen)
        description = "" if bagchen else tiengow_text.preset_description(self.tien_gow_preset_choice())
        self.tien_gow_preset.setToolTip(description or self.tr("The classic game, or one of the folk variants"))
        self._seat_changed()

    def family_table(self) -> FamilyTable:
        """The Tien Gow session chosen: its rules and the first seats the preset needs
        (raises ``ValueError`` if it cannot be played)."""
        from bagchen_qt.core.family import game_named

        choices = self.choices()
        seats = self.seat_count()
        if choices.human_seat >= seats:
            raise ValueError(
                self.tr("These rules seat %1 players: choose one of the first %1 seats for yourself.").replace(
                    "%1", str(seats)
                )
            )
        name = self.tien_gow_preset_choice()
        definition = game_named(self.game_choice())
        rules = definition.rules_from(name, {"stake": self.stake.value()} if _has_stake(definition, name) else None)
        players = choices.table_config().seats[:seats]
        return FamilyTable(self.game_choice(), rules, players, name)

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
            self.stake.setValue(rules.stake)
        if "seating" in values:
            _select(self.seating, rules.seating)

    def rule_options(self) -> dict[str, Any]:
        """Every rule option as the widgets show it (not yet checked by the rules)."""
        options: dict[str, Any] = {name: check.isChecked() for name, check in self._bool_options().items()}
        options.update(
            jump_factor=self.jump_factor.value(),
            max_mixed_ministers=self.max_ministers.value(),
            passport=self.passport.currentData(),
            stake=self.stake.value(),
            seating=self.seating.currentData(),
        )
        return options

    def rules(self) -> RuleSet:
        """The rule set chosen; raises ``RuleSetError`` if the rules refuse an option."""
        return RuleSet.from_dict(self.rule_options())

    def choices(self) -> TableChoices:
        """Everything chosen; raises ``ValueError`` (``RuleSetError`` for the rules) if
        something cannot be played."""
        seats = tuple(
            SeatChoice(
                row.name.text().strip(), row.level.currentData(), round(row.think.value(), 1), row.risk.value() / 10
            )
            for row in self.seat_rows
        )
        names = [seat.name for seat in seats]
        if any(not name for name in names):
            raise ValueError(self.tr("Every seat needs a name."))
        if len({name.casefold() for name in names}) < len(names):
            raise ValueError(self.tr("Two seats have the same name: give each player a name of their own."))
        return TableChoices(
            self.you_group.checkedId(),
            seats,
            self.preset.currentData(),
            self.rules(),
            search_processes=self.search_processes.value(),
        )

    def speed_choice(self) -> str:
        return str(self.speed.currentData())

    def result(self) -> tuple[TableConfig, str]:  # type: ignore[override]  # the brief's API; exec() gives the code
        """The table to play and the animation speed (raises ``ValueError`` if invalid)."""
        return self.choices().table_config(), self.speed_choice()

    def result_config(self) -> tuple[TableConfig, str]:
        """The same as ``result()``, under a name that does not shadow ``QDialog.result``."""
        return self.choices().table_config(), self.speed_choice()

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
        self.preset_note.setText(self.preset_notes().get(name, ""))
        self._validate()

    def _option_changed(self) -> None:
        if self._updating:
            return
        self._match_preset()
        self._validate()

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
        self.preset_note.setText(self.preset_notes().get(match, ""))

    def _seat_changed(self, *_: object) -> None:
        human = self.you_group.checkedId()
        seated = self.seat_count() if hasattr(self, "game") else len(self.seat_rows)
        for seat, row in enumerate(self.seat_rows):
            for widget in row.ai_widgets():
                widget.setEnabled(seat != human and seat < seated)
            row.you.setEnabled(seat < seated)
            row.name.setEnabled(seat < seated)
        self._show_risks()
        self._validate()

    def _show_risks(self, *_: object) -> None:
        human = self.you_group.checkedId()
        for seat, row in enumerate(self.seat_rows):
            if seat == human:
                row.risk_label.setText(self.tr("you"))
                continue
            value = row.risk.value()
            word = self.tr("cautious") if value <= 3 else self.tr("bold") if value >= 7 else self.tr("balanced")
            row.risk_label.setText(word)

    def _validate(self, *_: object) -> bool:
        """Show what cannot be played, if anything; the Start button waits until it is fixed."""
        try:
            if hasattr(self, "game") and self.game_choice() != BAGCHEN:
                self.family_table()
            else:
                self.choices()
        except RuleSetError as error:
            message = self.tr("These rules cannot be played: {reason}").format(reason=error)
        except ValueError as error:
            message = str(error)
        else:
            message = ""
        self.error.setText(message)
        self.error.setVisible(bool(message))
        self.start_button.setEnabled(not message)
        return not message

    def error_text(self) -> str:
        return self.error.text()

    def restore_defaults(self) -> None:
        self.load(TableChoices(), "normal")
        self._validate()

    def accept(self) -> None:
        if not self._validate():
            return
        choices = self.choices()
        self.settings.set_table_choices(choices)
        self.settings.game = self.game_choice()
        if self.tien_gow_preset_choice():
            self.settings.tien_gow_preset = self.tien_gow_preset_choice()
        self.settings.animation_speed = self.speed_choice()
        self.settings.sync()
        super().accept()


def tien_gow_presets() -> list[str]:
    """The Tien Gow presets the table plays (none while the rules have no Tien Gow):
    the trick games, and the small games whose rules are there."""
    from bagchen_qt.core.family import game_named
    from bagchen_qt.games import TIEN_GOW

    try:
        definition = game_named(TIEN_GOW)
    except ValueError:
        return []
    return [name for name, rules in definition.presets.items() if getattr(rules, "play", "tricks") in TABLE_PLAYS]


def _has_stake(definition: Any, preset: str) -> bool:
    return hasattr(definition.rules_from(preset), "stake")


def _select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)
