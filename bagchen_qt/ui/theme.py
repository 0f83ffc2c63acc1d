"""The table's look: the felt's colour, the design on the tiles' backs, and a
high-contrast theme, chosen in the View menu and remembered.

The painting modules keep their colours as module constants and read them when they
paint (``tileart``, ``table_felt``, ``seat_panel``, ``focus_ring``, ``table_shell``);
``apply_look`` rebinds those names, clears the tile image cache and repaints every
table, so painting code needs no theme plumbing. The colours each module starts with
are the classic look, remembered the first time a look is applied.

High contrast is black and white with pure yellow for what asks for attention: every
text against its ground, and the tiles against the felt, reach at least 7:1 (WCAG AAA;
``contrast_ratio`` measures it). It is the whole program's look then: the application's
palette and style sheet (menus, tool bars, message boxes), the dialogs' style
(``tile_widgets.apply_dialog_style``, applied again to every dialog open) and each
window's own parts (a widget's ``look_changed``, called when the look changes).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from types import ModuleType

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QColor, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsView, QMenu, QWidget

from .settings import FELTS, TILE_BACKS, AppSettings

_MODULES = (
    "tileart",
    "table_felt",
    "seat_panel",
    "focus_ring",
    "table_shell",
    "tile_widgets",
    "rules_window",
    "replay.style",
    "replay.move_list",
)

# The felt: the cloth, its darker edge, and the octagonal inlay where the towers stand.
FELT_COLOURS: dict[str, dict[str, QColor]] = {
    "green": {"FELT": QColor("#1f5a45"), "FELT_DARK": QColor("#0d2f24"), "INLAY": QColor("#143f31")},
    "blue": {"FELT": QColor("#1b4a6b"), "FELT_DARK": QColor("#0a2236"), "INLAY": QColor("#123450")},
    "plum": {"FELT": QColor("#4b2143"), "FELT_DARK": QColor("#220c1e"), "INLAY": QColor("#361631")},
}

BACK_COLOURS: dict[str, dict[str, QColor]] = {
    "knot": {  # Tibetan maroon, a gold endless knot
        "BACK": QColor("#7a1f24"),
        "BACK_DARK": QColor("#4e1216"),
        "BACK_SIDE": QColor("#5c161b"),
        "BACK_SIDE_DARK": QColor("#3a0c10"),
    },
    "lotus": {  # indigo, a gold lotus
        "BACK": QColor("#25407a"),
        "BACK_DARK": QColor("#121f45"),
        "BACK_SIDE": QColor("#1b2f5c"),
        "BACK_SIDE_DARK": QColor("#0e1a38"),
    },
}

BLACK, WHITE, YELLOW = QColor("#000000"), QColor("#ffffff"), QColor("#ffe600")

HIGH_CONTRAST: dict[str, dict[str, object]] = {
    "tileart": {
        "IVORY_LIGHT": WHITE,
        "IVORY": WHITE,
        "IVORY_DEEP": QColor("#f2f2f2"),
        "IVORY_SIDE": QColor("#bdbdbd"),
        "IVORY_SIDE_DARK": QColor("#8a8a8a"),
        "FACE_OUTLINE": BLACK,
        "BACK": BLACK,
        "BACK_DARK": BLACK,
        "BACK_SIDE": QColor("#9e9e9e"),
        "BACK_SIDE_DARK": QColor("#6e6e6e"),
        "PIP_RED": QColor("#b00000"),
        "PIP_DARK": BLACK,
        "GOLD": YELLOW,
        "GOLD_LIGHT": QColor("#fff27a"),
        "GOLD_DARK": BLACK,
        "GLOW": YELLOW,
        "HINT": QColor("#00e5ff"),
        "DIM": QColor(0, 0, 0, 90),
        "BACK_DESIGN": "plain",
    },
    "table_felt": {"FELT": BLACK, "FELT_DARK": BLACK, "INLAY": BLACK, "INLAY_EDGE": WHITE},
    "seat_panel": {
        "INK": WHITE,
        "INK_SOFT": QColor("#ebebeb"),
        "PANEL_TOP": BLACK,
        "PANEL_BOTTOM": BLACK,
        "PANEL_EDGE": WHITE,
        "TURN_FILL_TOP": BLACK,
        "TURN_FILL_BOTTOM": BLACK,
        "THINK": QColor("#66ffff"),
        "PASSPORT_RED": QColor("#8b0000"),
    },
    "focus_ring": {"FOCUS_RING": QColor("#00e5ff"), "FOCUS_EDGE": BLACK},
    "table_shell": {"ROOM": BLACK},
    "table_view": {"ROOM": BLACK},
    # The felt panels beside the table (the session panel's chart, the replay's strips);
    # the parchment of panels and dialogs is dark ink on cream already (about 13:1).
    "tile_widgets": {
        "FELT": BLACK,
        "FELT_DARK": BLACK,
        "FELT_LINE": QColor(255, 255, 255, 150),
        "IVORY_TEXT": WHITE,
    },
}

_ROLE = QPalette.ColorRole
# Every window's palette in high contrast, and the dialogs' (tile_widgets.DIALOG_COLOURS).
HIGH_CONTRAST_COLOURS: dict[QPalette.ColorRole, QColor] = {
    _ROLE.Window: BLACK,
    _ROLE.WindowText: WHITE,
    _ROLE.Base: BLACK,
    _ROLE.AlternateBase: QColor("#1a1a1a"),
    _ROLE.Text: WHITE,
    _ROLE.Button: BLACK,
    _ROLE.ButtonText: WHITE,
    _ROLE.BrightText: YELLOW,
    _ROLE.Mid: WHITE,
    _ROLE.Highlight: YELLOW,
    _ROLE.HighlightedText: BLACK,
    _ROLE.ToolTipBase: BLACK,
    _ROLE.ToolTipText: WHITE,
    _ROLE.PlaceholderText: QColor("#b3b3b3"),
    _ROLE.Link: QColor("#00e5ff"),
    _ROLE.LinkVisited: QColor("#66ffff"),
}
HIGH_CONTRAST_DISABLED = QColor("#b3b3b3")  # greyed text, still 9:1 on black

# Menus, tool bars, message boxes and tool tips, set on the application.
HIGH_CONTRAST_APP_STYLE = """
QMenuBar { background: #000000; color: #ffffff; }
QMenuBar::item:selected { background: #ffe600; color: #000000; }
QMenu { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
QMenu::item:selected { background: #ffe600; color: #000000; }
QMenu::item:disabled { color: #b3b3b3; }
QMenu::separator { height: 1px; background: #ffffff; margin: 4px 8px; }
QToolBar { background: #000000; border-bottom: 1px solid #ffffff; }
QToolBar QToolButton { color: #ffffff; }
QToolBar QToolButton:disabled { color: #b3b3b3; }
QToolBar QToolButton:hover { background: #262626; }
QStatusBar { background: #000000; color: #ffffff; }
QMessageBox { background: #000000; }
QMessageBox QLabel { color: #ffffff; }
QToolTip { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
"""

# The dialogs in high contrast (tile_widgets.DIALOG_STYLE is their classic look).
HIGH_CONTRAST_DIALOG_STYLE = """
QDialog, QWidget#bagchenWindow { background: #000000; color: #ffffff; }
QLabel { color: #ffffff; }
QLabel[role="title"] { color: #ffe600; font-family: "DejaVu Serif"; font-size: 17pt; font-weight: bold; }
QLabel[role="heading"] { color: #ffe600; font-family: "DejaVu Serif"; font-size: 11.5pt; font-weight: bold; }
QLabel[role="soft"] { color: #ebebeb; }
QLabel[role="error"] { color: #ffe600; font-weight: bold; }
QLabel[role="banner"] { background: #000000; color: #ffe600; border: 2px solid #ffe600;
                        border-radius: 6px; padding: 6px 10px; font-weight: bold; }
QGroupBox { background: #000000; border: 2px solid #ffffff; border-radius: 8px;
            margin-top: 12px; padding: 12px 8px 6px 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 5px; color: #ffe600;
                   font-family: "DejaVu Serif"; font-weight: bold; }
QPushButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; border-radius: 6px;
              padding: 5px 15px; min-height: 18px; }
QPushButton:hover { background: #262626; }
QPushButton:focus { border-color: #ffe600; }
QPushButton:default { color: #ffe600; border-color: #ffe600; }
QPushButton:disabled { color: #b3b3b3; border: 2px dashed #b3b3b3; }
QTableWidget { background: #000000; alternate-background-color: #1a1a1a; gridline-color: #808080;
               color: #ffffff; border: 2px solid #ffffff; border-radius: 6px; }
QHeaderView::section { background: #000000; color: #ffe600; border: none;
                       border-bottom: 2px solid #ffffff; padding: 4px 6px; font-weight: bold; }
QSlider::groove:horizontal { height: 4px; background: #808080; border-radius: 2px; }
QSlider::sub-page:horizontal { background: #ffffff; border-radius: 2px; }
QSlider::handle:horizontal { background: #ffe600; border: 1px solid #ffffff; width: 12px; margin: -6px 0;
                             border-radius: 7px; }
QScrollArea { background: transparent; border: none; }
QScrollArea > QWidget > QWidget { background: transparent; }
QToolTip { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
QCheckBox::indicator, QRadioButton::indicator { width: 12px; height: 12px; background: #000000;
                                                border: 2px solid #ffffff; }
QRadioButton::indicator { border-radius: 8px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffe600; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border: 2px dashed #b3b3b3; }
"""
# The rules' page and the replay's own parts in high contrast.
HIGH_CONTRAST_DOCUMENT_CSS = """
body { color: #ffffff; font-family: "DejaVu Sans"; font-size: 10.5pt; }
h1 { color: #ffe600; font-family: "DejaVu Serif"; font-size: 20pt; margin-bottom: 2px; }
h2 { color: #ffe600; font-family: "DejaVu Serif"; font-size: 15pt; margin-top: 22px; margin-bottom: 4px; }
h3 { color: #ffe600; font-family: "DejaVu Serif"; font-size: 12pt; margin-top: 14px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
.soft { color: #ebebeb; }
.tile { font-weight: bold; color: #ffe600; white-space: nowrap; }
.caption { color: #ebebeb; font-size: 9pt; }
.note { background-color: #262626; }
.active th { background-color: #000000; color: #ffe600; text-align: left; }
.active td { background-color: #000000; }
.chart th { background-color: #000000; color: #ffe600; }
.chart td { background-color: #000000; }
.chart td.rank { color: #ffe600; font-weight: bold; }
"""
HIGH_CONTRAST_REPLAY_STYLE = """
QListView#moveList { background: #000000; border: 2px solid #ffffff; border-radius: 6px; }
QTableView { background: #000000; alternate-background-color: #1a1a1a; gridline-color: #808080; color: #ffffff;
             border: 2px solid #ffffff; border-radius: 6px; selection-background-color: #ffe600;
             selection-color: #000000; }
QTableView::item:selected { background: #ffe600; color: #000000; }
QPlainTextEdit, QLineEdit { background: #000000; color: #ffffff; border: 2px solid #ffffff; border-radius: 5px;
                            padding: 3px 5px; }
QToolButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; border-radius: 5px; padding: 3px 7px; }
QToolButton:hover { background: #262626; }
QToolButton:checked { background: #ffe600; color: #000000; border-color: #ffe600; }
QToolButton:disabled { color: #b3b3b3; border: 2px dashed #b3b3b3; }
QProgressBar { border: 2px solid #ffffff; border-radius: 5px; background: #000000; color: #ffffff;
               text-align: center; height: 14px; }
QProgressBar::chunk { background: #ffe600; border-radius: 4px; }
QTabWidget::pane { border: none; }
QTabBar::tab { background: #000000; color: #ebebeb; border: 2px solid #ffffff; border-bottom: none;
               padding: 6px 18px; border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px; }
QTabBar::tab:selected { color: #ffe600; font-weight: bold; }
QLabel#speedBadge { background: #000000; color: #ffffff; border: 2px solid #ffe600;
                    border-radius: 8px; padding: 3px 10px; font-weight: bold; font-size: 14pt; }
"""
HIGH_CONTRAST.update(
    {
        "rules_window": {
            "DOCUMENT_CSS": HIGH_CONTRAST_DOCUMENT_CSS,
            "BROWSER_STYLE": "QTextBrowser { background: #000000; border: 2px solid #ffffff; border-radius: 8px; }",
        },
        "replay.style": {"REPLAY_STYLE": HIGH_CONTRAST_REPLAY_STYLE},
        "replay.move_list": {
            "INK": WHITE,
            "INK_SOFT": QColor("#ebebeb"),
            "MAROON": YELLOW,
            "CURRENT_ROW": QColor("#333333"),
        },
    }
)
HIGH_CONTRAST["tile_widgets"].update(
    {"DIALOG_STYLE": HIGH_CONTRAST_DIALOG_STYLE, "DIALOG_COLOURS": dict(HIGH_CONTRAST_COLOURS)}
)


def high_contrast_palette(base: QPalette) -> QPalette:
    """``base`` in high contrast: black and white, yellow for the selection."""
    palette = QPalette(base)
    for role, colour in HIGH_CONTRAST_COLOURS.items():
        palette.setColor(role, colour)
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, HIGH_CONTRAST_DISABLED)
    return palette


# The action bar under the table, in high contrast (its classic look is action_bar.STYLE).
HIGH_CONTRAST_BAR_STYLE = (
    "#actionBar { background: #000000; border-top: 2px solid #ffffff; }"
    "QLabel { color: #ffffff; }"  # sizes: action_bar.FittedLabel
    "QLabel#reason { color: #ffe600; }"
    "QPushButton, QToolButton { background: #000000; color: #ffffff; border: 2px solid #ffffff;"
    " border-radius: 6px; padding: 6px 15px; font-size: 14px; font-weight: bold; }"
    "QPushButton:disabled, QToolButton:disabled { color: #b3b3b3; border: 2px dashed #b3b3b3; }"
    "QPushButton:hover:!disabled, QToolButton:hover:!disabled { background: #262626; }"
    "QPushButton:focus, QToolButton:focus { border: 3px solid #ffe600; padding: 5px 14px; }"
)


def _t(text: str) -> str:
    return QCoreApplication.translate("Theme", text)


@dataclass(frozen=True)
class Look:
    """A felt, a tile back, and whether high contrast replaces both (and more)."""

    felt: str = FELTS[0]
    back: str = TILE_BACKS[0]
    high_contrast: bool = False

    def __post_init__(self) -> None:
        if self.felt not in FELTS:
            raise ValueError(f"felt must be one of {', '.join(FELTS)}, not {self.felt!r}")
        if self.back not in TILE_BACKS:
            raise ValueError(f"tile back must be one of {', '.join(TILE_BACKS)}, not {self.back!r}")


_classic: dict[str, dict[str, object]] = {}
_current = Look()
_classic_application: tuple[QPalette, str] | None = None  # the application's palette and style sheet


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"{__package__}.{name}")


def palette(look: Look) -> dict[str, dict[str, object]]:
    """Every constant ``look`` gives, by module: the classic colours with its felt and
    back, or high contrast."""
    colours: dict[str, dict[str, object]] = {
        "tileart": {**BACK_COLOURS[look.back], "BACK_DESIGN": look.back},
        "table_felt": dict(FELT_COLOURS[look.felt]),
    }
    if look.high_contrast:
        for module, names in HIGH_CONTRAST.items():
            colours.setdefault(module, {}).update(names)
    return colours


def _remember_classic() -> None:
    """The look each module was written with, before any theme changed it."""
    if _classic:
        return
    names: dict[str, set[str]] = {module: set(HIGH_CONTRAST.get(module, ())) for module in _MODULES}
    for module, colours in palette(Look()).items():
        names[module].update(colours)
    for module, wanted in names.items():
        source = _module(module)
        missing = [name for name in wanted if not hasattr(source, name)]
        if missing:
            raise AttributeError(f"{source.__name__} has no {', '.join(sorted(missing))} to recolour")
        _classic[module] = {name: getattr(source, name) for name in wanted}


def current_look() -> Look:
    return _current


def apply_look(look: Look) -> None:
    """Paint everything from now on in ``look``, and repaint what is on the screen."""
    global _current
    if look != _current or not _classic:
        _remember_classic()
        chosen = palette(look)
        for module, classic in _classic.items():
            source = _module(module)
            for name, value in classic.items():
                setattr(source, name, chosen.get(module, {}).get(name, value))
        _current = look
        _module("tileart").image_cache.clear()  # its images hold the old colours
    app = QApplication.instance()
    if isinstance(app, QApplication):
        _apply_to_application(app, look.high_contrast)
        for widget in app.allWidgets():
            restyle(widget)


def _apply_to_application(app: QApplication, high_contrast: bool) -> None:
    """The application's palette and style sheet: high contrast's, or back to what they were."""
    global _classic_application
    if high_contrast:
        if _classic_application is None:
            _classic_application = (QPalette(app.palette()), app.styleSheet())
            app.setPalette(high_contrast_palette(app.palette()))
            app.setStyleSheet(_classic_application[1] + HIGH_CONTRAST_APP_STYLE)
    elif _classic_application is not None:
        classic_palette, classic_style = _classic_application
        _classic_application = None
        app.setPalette(classic_palette)
        app.setStyleSheet(classic_style)


def restyle(widget: QWidget) -> None:
    """Bring one widget up to the current look: the action bar's style sheet, the
    table's items (their caches hold the old colours), a dialog's style, a window's
    own parts (its ``look_changed``)."""
    from .action_bar import STYLE, ActionBar
    from .tile_widgets import DIALOG_STYLE_PROPERTY, apply_dialog_style

    extra = widget.property(DIALOG_STYLE_PROPERTY)
    if isinstance(extra, str):
        apply_dialog_style(widget, extra.strip())
    look_changed = getattr(widget, "look_changed", None)
    if callable(look_changed):
        look_changed()
    if isinstance(widget, ActionBar):
        widget.set_look(HIGH_CONTRAST_BAR_STYLE if _current.high_contrast else STYLE)
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        scene = widget.scene()
        for item in scene.items():
            item.update()
        scene.update()
    widget.update()


def saved_look(settings: AppSettings | None = None) -> Look:
    settings = settings or AppSettings()
    return Look(settings.felt, settings.tile_back, settings.high_contrast)


def save_look(look: Look, settings: AppSettings | None = None) -> None:
    settings = settings or AppSettings()
    settings.felt, settings.tile_back, settings.high_contrast = look.felt, look.back, look.high_contrast
    settings.sync()


def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, from 1 to 21."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class LookMenu(QObject):
    """The View menu's choices of felt, tile back and high contrast; each choice is
    applied at once and remembered."""

    def __init__(self, menu: QMenu, parent: QObject | None = None) -> None:
        super().__init__(parent)
        look = saved_look()
        menu.addSeparator()
        self.felt_menu = menu.addMenu(_t("&Felt"))
        self.felt_actions = self._group(
            self.felt_menu,
            {"green": _t("&Green"), "blue": _t("&Blue"), "plum": _t("&Plum")},
            look.felt,
            lambda felt: self.choose(felt=felt),
        )
        self.back_menu = menu.addMenu(_t("Tile &backs"))
        self.back_actions = self._group(
            self.back_menu,
            {"knot": _t("Maroon with endless &knot"), "lotus": _t("Indigo with &lotus")},
            look.back,
            lambda back: self.choose(back=back),
        )
        self.high_contrast_action = QAction(_t("&High contrast"), menu)
        self.high_contrast_action.setCheckable(True)
        self.high_contrast_action.setChecked(look.high_contrast)
        self.high_contrast_action.toggled.connect(lambda on: self.choose(high_contrast=bool(on)))
        menu.addAction(self.high_contrast_action)
        self._show(look)
        apply_look(look)

    def _group(
        self, menu: QMenu, names: dict[str, str], chosen: str, choose: Callable[[str], None]
    ) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for key, text in names.items():
            action = QAction(text, menu)
            action.setCheckable(True)
            action.setChecked(key == chosen)
            action.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def choose(self, *, felt: str | None = None, back: str | None = None, high_contrast: bool | None = None) -> None:
        """Change the look (``felt=``, ``back=``, ``high_contrast=``), apply and remember it."""
        look = current_look()
        if felt is not None:
            look = replace(look, felt=felt)
        if back is not None:
            look = replace(look, back=back)
        if high_contrast is not None:
            look = replace(look, high_contrast=high_contrast)
        apply_look(look)
        save_look(look)
        self._show(look)

    def _show(self, look: Look) -> None:
        # High contrast has its own felt and backs: the other choices wait until it is off.
        self.felt_menu.setEnabled(not look.high_contrast)
        self.back_menu.setEnabled(not look.high_contrast)
        self.felt_actions[look.felt].setChecked(True)
        self.back_actions[look.back].setChecked(True)
        if self.high_contrast_action.isChecked() != look.high_contrast:
            self.high_contrast_action.setChecked(look.high_contrast)
