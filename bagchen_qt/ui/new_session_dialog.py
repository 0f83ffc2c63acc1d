"""The New session dialog: which game, who sits where, how the AI plays, and the rules.

Every game of the catalogue that has a table is offered; its presets come from its
definition, its seats from ``seat_count(rules)`` (the rows of the Players grid follow),
its AI levels from the AI layer. A game's words here and, where it has them, the widgets
of its own rule options come from its "new_session" face. The last choices are
remembered, for each game (``settings.AppSettings``). ``result()`` gives the
``FamilyTable`` to play and the animation speed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
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

from bagchen_qt.ai.ladder import measured_step, offered_levels
from bagchen_qt.ai.levels import table_levels
from bagchen_qt.core.family import game_named
from bagchen_qt.games import face, has_face, load_players

from .family_controller import FamilyTable
from .option_notes import explain_option, note_of, option_note
from .screen_room import FRAME_SIDE, TITLE_BAR, screen_room
from .settings import (
    BY_LEVEL,
    DEFAULT_LEVEL,
    MAX_SEATS,
    SPEEDS,
    THINK_RANGE,
    AppSettings,
    GameChoice,
    SeatChoice,
    TableChoices,
    max_processes,
    rules_of,
    table_games,
)
from .tile_widgets import apply_dialog_style, seat_swatch
from .words import formatted, signed_decimal

NAME_LENGTH = 24
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size


class SeatRow:
    """The widgets of one seat in the Players grid."""

    def __init__(self, parent: QWidget) -> None:
        self.you = QRadioButton(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(NAME_LENGTH)
        self.level = QComboBox(parent)
        self.think = QDoubleSpinBox(parent)
        self.think.setRange(BY_LEVEL, THINK_RANGE[1])  # the lowest value is BY_LEVEL, shown in words
        self.think.setSingleStep(0.1)
        self.think.setDecimals(1)
        self.risk = QSlider(Qt.Orientation.Horizontal, parent)
        self.risk.setRange(0, 10)
        self.risk.setPageStep(1)
        self.risk.setMinimumWidth(110)
        self.risk_label = QLabel(parent)
        self.risk_label.setMinimumWidth(64)
        # The level last chosen here: kept while a game that does not offer it is chosen.
        self.wanted_level = DEFAULT_LEVEL

    def ai_widgets(self) -> tuple[QWidget, ...]:
        return self.level, self.think, self.risk, self.risk_label


def words_of(game: str) -> ModuleType | None:
    """The game's "new_session" face: its words in this dialog (None: it has none)."""
    return face(game, "new_session") if has_face(game, "new_session") else None


def said(words: ModuleType | None, name: str, *values: object) -> str:
    """What a game's face says with its function ``name`` ("" for a face without it)."""
    saying = getattr(words, name, None)
    return str(saying(*values)) if saying is not None else ""


def table_presets(game: str) -> list[str]:
    """The presets of ``game`` its table plays (every preset, unless its face says fewer)."""
    words = words_of(game)
    if words is not None and hasattr(words, "table_presets"):
        return list(words.table_presets())
    return list(game_named(game).presets)


class NewSessionDialog(QDialog):
    """Choose the table for a new session. ``settings`` defaults to the user's own.
    After ``exec()``, ``result()`` (or ``result_config()``) gives the table and speed."""

    def __init__(self, parent: QWidget | None = None, settings: AppSettings | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or AppSettings()
        self._updating = False
        self.setWindowTitle(self.tr("New session"))
        apply_dialog_style(self)
        load_players()  # every game's AI levels, a game listed at run time's too
        self.games = [game for game in table_games() if table_presets(game)]

        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "soft")

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

        # The widgets of each game's own rule options, where its face has them.
        self.rule_choices: dict[str, Any] = {}
        for game in self.games:
            words = words_of(game)
            if words is not None and hasattr(words, "RuleChoices"):
                self.rule_choices[game] = words.RuleChoices(self)

        right = QVBoxLayout()
        right.addWidget(self._build_table_box())
        lower = QHBoxLayout()
        for choices in self.rule_choices.values():
            lower.addWidget(choices.main_box, 3)
            for box in choices.side_boxes:
                right.addWidget(box)
        right.addStretch(1)
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
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        heading.addLayout(titles, 1)
        # Every choice, under "Rules and options…"; a newcomer starts on the simple page.
        self.advanced = QWidget(self)
        advanced_layout = QVBoxLayout(self.advanced)
        advanced_layout.setContentsMargins(0, 0, 0, 0)
        advanced_layout.addLayout(self._build_game_choice())
        advanced_layout.addWidget(self.choices_area, 1)
        heading_box = QWidget(self)
        heading_box.setLayout(heading)
        layout.addWidget(heading_box)
        self.more_button = QPushButton(self)
        self.more_button.setObjectName("rulesAndOptions")
        self.more_button.clicked.connect(lambda: self.show_advanced(not self.advanced_shown()))
        self.buttons.addButton(self.more_button, QDialogButtonBox.ButtonRole.HelpRole)

        self.load(self.settings.table_choices(), self.settings.animation_speed)
        self._load_game(self.settings.game)
        from .beginner_page import BeginnerPage

        self.beginner = BeginnerPage(self)
        layout.addWidget(self.beginner)
        layout.addWidget(self.advanced, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._connect_changes()
        self.show_advanced(False)
        self._validate()

    def advanced_shown(self) -> bool:
        return not self.advanced.isHidden()

    def show_advanced(self, shown: bool = True) -> None:
        """Every choice ("Rules and options…"), or the newcomer's three."""
        self.advanced.setVisible(shown)
        self.beginner.setVisible(not shown)
        self.defaults_button.setVisible(shown)
        self.more_button.setText(self.tr("Fewer options") if shown else self.tr("Rules and options…"))
        if shown:
            self._fit_to_screen()
        else:
            self.beginner.refresh()
        self._size_to_page()

    def _size_to_page(self) -> None:
        """As large as the page shown asks, and with every choice no taller than its
        parts need (the size hints of wrapped lines ask for more than they take)."""
        self.adjustSize()
        if not self.advanced_shown():
            return
        _lay_out_now()
        # Measured as laid out, the dialog may still outgrow the screen (the choices' share
        # was reckoned from size hints): the choices give up the difference.
        excess = self.minimumSizeHint().height() + TITLE_BAR - self.screen_room().height()
        if excess > 0:
            height = max(120, self.choices_area.minimumHeight() - excess)
            self.choices_area.setMinimumHeight(height)
            self.choices_area.setMaximumHeight(height)
            _lay_out_now()
        self.resize(self.width(), min(self.height(), self.minimumSizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt API
        super().resizeEvent(event)
        if self.isVisible():
            self._keep_on_screen()

    def screen_room(self) -> QRect:
        """Where the dialog may lie: the screen's room, less its panels."""
        return screen_room(self)

    def _fit_to_screen(self) -> None:
        """The choices at their full size, or as tall and as wide as the screen leaves
        room for: they scroll, the title and the buttons always in view."""
        for box in self.body.findChildren(QGroupBox):  # rows shown or hidden since: sizes asked anew
            box.updateGeometry()
        self.body.adjustSize()
        wanted = self.body.sizeHint()
        body_layout = self.body.layout()
        if body_layout is not None and body_layout.hasHeightForWidth():
            wanted.setHeight(max(wanted.height(), body_layout.heightForWidth(wanted.width())))
        room = self.screen_room()
        self.choices_area.setMinimumHeight(0)  # the rest of the dialog measured apart from the choices
        self.choices_area.setMaximumHeight(QWIDGETSIZE_MAX)
        _lay_out_now()  # the pages just shown or hidden, and the choices' new bounds, counted
        others = self.sizeHint().height() - self.choices_area.sizeHint().height()
        height = max(120, min(wanted.height(), room.height() - others - TITLE_BAR))
        self.choices_area.setMinimumHeight(height)
        self.choices_area.setMaximumHeight(height)  # its size hint asks more: the dialog's height is this
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        sides = margins.left() + margins.right() if margins is not None else 0
        full = wanted.width() + self.choices_area.verticalScrollBar().sizeHint().width()
        width = min(full, room.width() - sides - 2 * FRAME_SIDE)
        self.choices_area.setMinimumWidth(width)
        self.choices_area.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if width >= full else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )

    def _keep_on_screen(self) -> None:
        """Grown with its choices, the dialog moves back onto the screen where it ran off."""
        room, frame = self.screen_room(), self.frameGeometry()
        x = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
        y = max(room.top(), min(frame.top(), room.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            self.move(self.pos() + QPoint(x - frame.left(), y - frame.top()))

    def showEvent(self, event: QShowEvent) -> None:  # Qt API
        if self.advanced_shown():
            self._fit_to_screen()
            self._size_to_page()
        super().showEvent(event)

    # --- building ----------------------------------------------------------------------

    def level_titles(self) -> dict[str, str]:
        return {
            "random": self.tr("Random"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }

    def level_line(self, level: str) -> str:
        """One line on ``level`` for the game and rules chosen: what it does and, from the
        game's measured ladder, how it fared against the level offered below it."""
        titles = self.level_titles()
        what = {
            "random": self.tr("Random: any legal move, chosen by chance."),
            "easy": self.tr("Easy: plays by rules of thumb, without looking ahead."),
            "medium": self.tr("Medium: tries its likeliest moves on deals guessed from what it has seen."),
            "hard": self.tr("Hard: tries more moves and the play after them, on more guessed deals."),
        }.get(level, titles.get(level, level))
        offered = self.offered_levels()
        if level not in offered or offered.index(level) == 0:
            return what
        below = offered[offered.index(level) - 1]
        below_title = titles.get(below, below)
        step = measured_step(self.game_choice(), self.preset_choice(), level)
        if step is None or step.below != below:
            return what + " " + self.tr("Against {below}: not measured yet with these rules.").format(below=below_title)
        shown = self.tr("Against {below}: {gain} chips a deal (95%: {low} to {high}; deals: {deals}).")
        unshown = self.tr(
            "Against {below}: {gain} chips a deal, not shown stronger (95%: {low} to {high}; deals: {deals})."
        )
        measure = shown if step.shown_stronger else unshown
        figures = {"gain": step.difference, "low": step.low, "high": step.high}
        # as many places as the ladder records (Bao Huang's small steps keep three)
        places = 3 if any(abs(round(value, 2) - value) > 1e-9 for value in figures.values()) else 2
        signed = {name: signed_decimal(value, places) for name, value in figures.items()}
        return what + " " + formatted(measure, below=below_title, deals=step.deals, **signed)

    def seat_titles(self) -> tuple[str, ...]:
        """The seats' titles: the four winds, then the seats past four by number."""
        winds = (self.tr("East"), self.tr("South"), self.tr("West"), self.tr("North"))
        return winds + tuple(str(seat + 1) for seat in range(len(winds), MAX_SEATS))

    def _build_game_choice(self) -> QFormLayout:
        """Which game, and which of its presets (for a game without rule options of its own)."""
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.setVerticalSpacing(4)
        self.game = QComboBox(self)
        self.game.setObjectName("gameChoice")
        for game in self.games:
            words = words_of(game)
            self.game.addItem(words.game_title() if words is not None else game_named(game).title, game)
        self.game_preset = QComboBox(self)
        self.game_preset.setObjectName("gamePreset")
        self.game_preset_label = QLabel(self.tr("Preset:"), self)
        form.addRow(self.tr("Game:"), self.game)
        form.addRow("", explain_option(self.game, option_note(self.tr("The game played at the table."), self)))
        form.addRow(self.game_preset_label, self.game_preset)
        self.preset_note = explain_option(self.game_preset, option_note("", self))  # the preset's description
        form.addRow("", self.preset_note)
        self.game_form = form
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
        self._ai_headers: list[QLabel] = []  # the AI columns' titles: hidden with them
        for column, text in enumerate(headers):
            label = QLabel(text, box)
            label.setProperty("role", "soft")
            grid.addWidget(label, 0, column, 1, 2 if column == 5 else 1)
            if column >= 3:
                self._ai_headers.append(label)
        self.you_group = QButtonGroup(self)
        self.seat_rows: list[SeatRow] = []
        self._seat_cells: list[tuple[QWidget, ...]] = []
        for seat, seat_title in enumerate(self.seat_titles()):
            row = SeatRow(box)
            seat_cell = QWidget(box)  # one widget: a seat this table does not have hides whole
            seat_label = QLabel(seat_cell)
            seat_label.setText(seat_title)
            seat_label.setStyleSheet("font-weight: bold;")
            swatch = QLabel(seat_cell)
            swatch.setPixmap(QPixmap.fromImage(seat_swatch(seat)))
            cell_layout = QHBoxLayout(seat_cell)
            cell_layout.setContentsMargins(0, 0, 0, 0)
            cell_layout.setSpacing(0)
            cell_layout.addWidget(swatch)
            cell_layout.addWidget(seat_label)
            cell_layout.addStretch(1)
            row.think.setSuffix(self.tr(" s"))
            row.think.setSpecialValueText(self.tr("By level"))
            row.you.setToolTip(self.tr("Sit here yourself"))
            row.think.setToolTip(
                self.tr(
                    "How long this AI may think about each decision; by level: its level's own time, Hard's the longest"
                )
            )
            row.risk.setToolTip(self.tr("How boldly this AI goes for a jump, from cautious to bold"))
            row.level.setToolTip(self.tr("Random plays any legal move; Hard thinks deepest"))
            self.you_group.addButton(row.you, seat)
            grid.addWidget(seat_cell, seat + 1, 0)
            grid.addWidget(row.you, seat + 1, 1, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(row.name, seat + 1, 2)
            grid.addWidget(row.level, seat + 1, 3)
            grid.addWidget(row.think, seat + 1, 4)
            grid.addWidget(row.risk, seat + 1, 5)
            grid.addWidget(row.risk_label, seat + 1, 6)
            self.seat_rows.append(row)
            self._seat_cells.append((seat_cell, row.you, row.name, *row.ai_widgets()))
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
        cores_note = option_note(self.tr("How many processor cores the Hard level may think with at once."), box)
        cores.addWidget(explain_option(self.search_processes, cores_note), 1)
        self._cores_widgets = (cores_label, self.search_processes, cores_note)
        self._ai_notes: list[QWidget] = []
        grid.addLayout(cores, len(self.seat_rows) + 1, 0, 1, 7)
        # One line for each column of the grid, under it: each row's widget is explained by its column's.
        columns: tuple[tuple[str, Callable[[SeatRow], QWidget]], ...] = (
            (self.tr("You: the seat you play from; the computer plays the others."), lambda r: r.you),
            (self.tr("Name: what the table calls that player."), lambda r: r.name),
            (
                self.tr("AI level: how well the computer plays, from Random (any legal move) to Hard."),
                lambda r: r.level,
            ),
            (
                self.tr(
                    "Thinking time: how long a computer player may think about each move; "
                    "“By level” gives each level its own, Hard the longest."
                ),
                lambda r: r.think,
            ),
            (
                self.tr("Risk: how readily a computer player goes for a big win, from cautious to bold."),
                lambda r: r.risk,
            ),
        )
        for index, (text, widget_of) in enumerate(columns):
            note = option_note(text, box)
            for row in self.seat_rows:
                explain_option(widget_of(row), note)
            grid.addWidget(note, len(self.seat_rows) + 2 + index, 0, 1, 7)
            if index >= 2:
                self._ai_notes.append(note)
        # Said instead of the AI columns when the rules leave nothing to decide.
        self.no_levels_note = option_note(
            self.tr("The tiles decide this game: the computer's seats have nothing to choose, so no level is offered."),
            box,
        )
        grid.addWidget(self.no_levels_note, len(self.seat_rows) + 2 + len(columns), 0, 1, 7)
        # A line for each level offered: what it does, and how it measured against the one below.
        self.levels_note = option_note("", box)
        grid.addWidget(self.levels_note, len(self.seat_rows) + 3 + len(columns), 0, 1, 7)
        self._ai_notes.append(self.levels_note)
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
        self.stake_note = option_note(self.tr("The chips each player starts the session with."), box)
        form.addRow("", explain_option(self.stake, self.stake_note))
        for choices in self.rule_choices.values():  # a game's own rows: hidden while another is chosen
            for label, widget in choices.table_rows:
                form.addRow(label, widget)
                note = note_of(widget)
                if note is not None:
                    form.addRow("", note)
        form.addRow(self.tr("Animations:"), self.speed)
        form.addRow("", explain_option(self.speed, option_note(self.tr("How fast the pieces move on the table."), box)))
        self.table_form = form
        return box

    def _connect_changes(self) -> None:
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.game_preset.currentIndexChanged.connect(self._preset_chosen)
        for choices in self.rule_choices.values():
            choices.changed.connect(self._validate)
            choices.changed.connect(self._offer_levels)  # another preset: its own figures
        self.stake.valueChanged.connect(self._validate)
        self.you_group.idToggled.connect(self._seat_changed)
        for row in self.seat_rows:
            row.name.textChanged.connect(self._validate)
            row.risk.valueChanged.connect(self._show_risks)
            row.level.currentIndexChanged.connect(lambda _index, row=row: self._level_chosen(row))

    def _level_chosen(self, row: SeatRow) -> None:
        if not self._updating and row.level.currentData():
            row.wanted_level = str(row.level.currentData())

    # --- reading and writing the widgets -------------------------------------------------

    def load(self, choices: TableChoices, speed: str) -> None:
        """Show the seats of ``choices`` and ``speed`` in the widgets."""
        self._updating = True
        try:
            for index, (row, seat) in enumerate(zip(self.seat_rows, choices.seats, strict=False)):
                row.you.setChecked(index == choices.human_seat)
                row.name.setText(seat.name)
                row.wanted_level = seat.level
                _select(row.level, seat.level)
                row.think.setValue(seat.think_s)
                row.risk.setValue(round(seat.risk * 10))
            self.search_processes.setValue(choices.search_processes)
            _select(self.speed, speed)
        finally:
            self._updating = False
        self._seat_changed()
        self._show_risks()

    def _load_game(self, game: str) -> None:
        """Choose ``game`` with its rules as last chosen."""
        self._updating = True
        try:
            _select(self.game, game)
        finally:
            self._updating = False
        self._game_chosen()

    def _show_game_choice(self, choice: GameChoice) -> None:
        """Show ``choice``: the game's preset and its rule options."""
        self._updating = True
        try:
            if hasattr(choice.rules, "stake"):
                self.stake.setValue(choice.rules.stake)
            rule_choices = self.rule_choices.get(choice.game)
            if rule_choices is not None:
                rule_choices.load(choice.preset, choice.rules)
            else:
                _select(self.game_preset, choice.preset)
        finally:
            self._updating = False

    def game_choice(self) -> str:
        """The game chosen (its stored name)."""
        return str(self.game.currentData())

    def preset_choice(self) -> str:
        """The preset chosen for the game, or "custom"."""
        rule_choices = self.rule_choices.get(self.game_choice())
        if rule_choices is not None:
            return str(rule_choices.preset_choice())
        return str(self.game_preset.currentData() or "")

    def seat_count(self) -> int:
        """Seats at the table for the game and rules chosen."""
        definition = game_named(self.game_choice())
        try:
            return definition.seat_count(self.rules())
        except ValueError:  # rules the options refuse: the preset's table
            return definition.seat_count(rules_of(self.game_choice(), self.preset_choice(), {}))

    def _game_chosen(self, *_: object) -> None:
        if self._updating:
            return
        game = self.game_choice()
        words = words_of(game)
        title = game_named(game).title
        others = self.tr("You play against the AI players of the other seats. Your choices are kept for next time.")
        heading = words.heading() if words is not None else (title, others)
        self.title.setText(heading[0])
        self.subtitle.setText(heading[1])
        self.game.setToolTip(said(words, "game_tooltip"))
        own_rules = game in self.rule_choices
        for name, choices in self.rule_choices.items():
            for box in (choices.main_box, *choices.side_boxes):
                box.setVisible(name == game)
            for _label, widget in choices.table_rows:
                self.table_form.setRowVisible(widget, name == game)
                note = note_of(widget)
                if note is not None:
                    self.table_form.setRowVisible(note, name == game)
        self.game_form.setRowVisible(self.game_preset, not own_rules)
        self.game_form.setRowVisible(self.preset_note, not own_rules)
        self._updating = True
        try:
            self.game_preset.clear()
            if not own_rules:
                for name in table_presets(game):
                    self.game_preset.addItem(words.preset_title(name) if words is not None else name, name)
                    if words is not None:
                        self.game_preset.setItemData(
                            self.game_preset.count() - 1, words.preset_description(name), Qt.ItemDataRole.ToolTipRole
                        )
            self.game_preset_label.setText(said(words, "preset_label") or self.tr("Preset:"))
        finally:
            self._updating = False
        self._show_game_choice(self.settings.game_choice(game))
        self._preset_chosen()

    def _preset_chosen(self, *_: object) -> None:
        if self._updating:
            return
        words = words_of(self.game_choice())
        description = said(words, "preset_description", self.preset_choice())
        self.game_preset.setToolTip(description or said(words, "preset_tooltip"))
        self.preset_note.setText(description or said(words, "preset_tooltip") or self.tr("The rules the table plays."))
        self.game_preset.setAccessibleDescription(self.preset_note.text())
        stake_shown = hasattr(rules_of(self.game_choice(), self.preset_choice(), {}), "stake")
        self.table_form.setRowVisible(self.stake, stake_shown)
        self.table_form.setRowVisible(self.stake_note, stake_shown)
        self._offer_levels()
        self._seat_changed()
        if hasattr(self, "beginner"):  # built after the first game is shown
            self.beginner.refresh()

    def _chosen_rules(self) -> Any:
        game = self.game_choice()
        try:
            return self.rules()
        except ValueError:  # rules the options refuse: the preset's
            return rules_of(game, self.preset_choice(), {})

    def offered_levels(self) -> tuple[str, ...]:
        """The AI levels the game and rules chosen offer (none where the rules leave
        the players nothing to decide; not one measured no stronger than the level
        below with them)."""
        return offered_levels(self.game_choice(), self._chosen_rules())

    def withheld_line(self) -> str:
        """Why a level the game has is missing with these rules ("" when none is)."""
        offered = self.offered_levels()
        withheld = [level for level in table_levels(self.game_choice(), self._chosen_rules()) if level not in offered]
        if not withheld:
            return ""
        titles = self.level_titles()
        names = ", ".join(titles.get(level, level) for level in withheld)
        return self.tr(
            "{levels}: not offered with these rules, where it measured no stronger than the level below."
        ).format(levels=names)

    def _offer_levels(self) -> None:
        """Each AI row's level choice: the levels offered, the one last chosen kept."""
        titles = self.level_titles()
        offered = self.offered_levels()
        lines = {level: self.level_line(level) for level in offered}
        withheld = self.withheld_line()
        self.levels_note.setText("\n".join([*lines.values(), *([withheld] if withheld else [])]))
        self._updating = True
        try:
            for row in self.seat_rows:
                if [row.level.itemData(i) for i in range(row.level.count())] == list(offered):
                    for index, level in enumerate(offered):
                        row.level.setItemData(index, lines[level], Qt.ItemDataRole.ToolTipRole)
                    continue
                row.level.clear()
                for level in offered:
                    row.level.addItem(titles.get(level, level), level)
                    row.level.setItemData(row.level.count() - 1, lines[level], Qt.ItemDataRole.ToolTipRole)
                # A level this game does not offer: the usual one, else its strongest.
                for level in (row.wanted_level, DEFAULT_LEVEL, row.level.itemData(row.level.count() - 1)):
                    if row.level.findData(level) >= 0:
                        _select(row.level, level)
                        break
        finally:
            self._updating = False

    def rules(self) -> Any:
        """The rule set chosen; raises ``ValueError`` (the rules' own) if they refuse an option."""
        game, preset = self.game_choice(), self.preset_choice()
        rule_choices = self.rule_choices.get(game)
        if rule_choices is not None:
            return rule_choices.rules(self.stake.value())
        definition = game_named(game)
        base = definition.rules_from(preset)
        return definition.rules_from(preset, {"stake": self.stake.value()}) if hasattr(base, "stake") else base

    def choices(self) -> TableChoices:
        """Who sits where; raises ``ValueError`` if the seats cannot be played."""
        seats = tuple(
            SeatChoice(
                row.name.text().strip(),
                row.wanted_level,
                round(row.think.value(), 1),
                row.risk.value() / 10,
            )
            for row in self.seat_rows
        )
        seated = [seat.name for seat in seats[: self.seat_count()]]
        if any(not name for name in seated):
            raise ValueError(self.tr("Every seat needs a name."))
        if len({name.casefold() for name in seated}) < len(seated):
            raise ValueError(self.tr("Two seats have the same name: give each player a name of their own."))
        return TableChoices(self.you_group.checkedId(), seats, search_processes=self.search_processes.value())

    def family_table(self) -> FamilyTable:
        """The session chosen: the game, its rules and the seats they need (raises
        ``ValueError`` if it cannot be played)."""
        rules = self.rules()
        choices = self.choices()
        seats = game_named(self.game_choice()).seat_count(rules)
        if choices.human_seat >= seats:
            raise ValueError(
                self.tr("These rules seat %1 players: choose one of the first %1 seats for yourself.").replace(
                    "%1", str(seats)
                )
            )
        # Each AI at the level this game offers it (the one kept may be another game's).
        offered = tuple(
            dataclasses.replace(seat, level=str(row.level.currentData() or seat.level))
            for seat, row in zip(choices.seats, self.seat_rows, strict=True)
        )
        players = dataclasses.replace(choices, seats=offered).players(seats)
        return FamilyTable(self.game_choice(), rules, players, self.preset_choice())

    def speed_choice(self) -> str:
        return str(self.speed.currentData())

    def result(self) -> tuple[FamilyTable, str]:  # type: ignore[override]  # the brief's API; exec() gives the code
        """The table to play and the animation speed (raises ``ValueError`` if invalid)."""
        return self.family_table(), self.speed_choice()

    def result_config(self) -> tuple[FamilyTable, str]:
        """The same as ``result()``, under a name that does not shadow ``QDialog.result``."""
        return self.family_table(), self.speed_choice()

    # --- reactions -----------------------------------------------------------------------

    def _seat_changed(self, *_: object) -> None:
        """The rows of the seats at this table, the human's among them; the others hidden."""
        seated = self.seat_count()
        human = self.you_group.checkedId()
        if human >= seated:  # the player's seat is not at this smaller table: the last one is
            human = seated - 1
            blocked = self.you_group.blockSignals(True)
            self.seat_rows[human].you.setChecked(True)
            self.you_group.blockSignals(blocked)
        offered = self.offered_levels()
        levels = bool(offered)
        for seat, (row, cells) in enumerate(zip(self.seat_rows, self._seat_cells, strict=True)):
            for widget in cells:
                widget.setVisible(seat < seated)
            for widget in row.ai_widgets():
                widget.setEnabled(seat != human)
                widget.setVisible(seat < seated and levels)
        for widget in (*self._ai_headers, *self._ai_notes):
            widget.setVisible(levels)
        for widget in self._cores_widgets:  # only Hard searches on several cores
            widget.setVisible("hard" in offered)
        self.no_levels_note.setVisible(not levels)
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
        if self._updating:
            return False
        try:
            self.rules()
        except ValueError as error:
            message = self.tr("These rules cannot be played: {reason}").format(reason=error)
        else:
            try:
                self.family_table()
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
        game = self.game_choice()
        self.load(TableChoices(), "normal")
        first = table_presets(game)[0]
        self._show_game_choice(GameChoice(game, first, rules_of(game, first, {})))
        self._preset_chosen()

    def accept(self) -> None:
        if not self._validate():
            return
        game = self.game_choice()
        self.settings.game = game
        self.settings.set_table_choices(self.choices(), game)
        self.settings.set_game_choice(GameChoice(game, self.preset_choice(), self.rules()))
        self.settings.animation_speed = self.speed_choice()
        self.settings.sync()
        super().accept()


def _lay_out_now() -> None:
    """The layouts that changes have asked for, done now: the sizes read next are true."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def _select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)
