"""The table's look: the felt's colour, the design on the tiles' backs, and a
high-contrast theme, chosen in the View menu and remembered.

The painting modules keep their colours as module constants and read them when they
paint (``tileart``, ``table_felt``, ``seat_panel``, ``focus_ring``, ``main_window``);
``apply_look`` rebinds those names, clears the tile image cache and repaints every
table, so painting code needs no theme plumbing. The colours each module starts with
are the classic look, remembered the first time a look is applied.

High contrast is black and white with pure yellow for what asks for attention: every
text against its ground, and the tiles against the felt, reach at least 7:1 (WCAG AAA;
``contrast_ratio`` measures it).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace
from types import ModuleType

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QColor
from PySide6.QtWidgets import QApplication, QGraphicsView, QMenu, QWidget

from .settings import FELTS, TILE_BACKS, AppSettings

_MODULES = ("tileart", "table_felt", "seat_panel", "focus_ring", "main_window", "tile_widgets", "session_panel")

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

HIGH_CONTRAST: dict[str, dict[str, QColor | str]] = {
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
    "main_window": {"ROOM": BLACK},
    # The felt panels beside the table (the session panel's chart, the replay's strips);
    # the parchment of panels and dialogs is dark ink on cream already (about 13:1).
    "tile_widgets": {"FELT": BLACK, "FELT_DARK": BLACK},
    "session_panel": {"FELT_LINE": QColor(255, 255, 255, 150), "IVORY_TEXT": WHITE},
}

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
        for widget in app.allWidgets():
            restyle(widget)


def restyle(widget: QWidget) -> None:
    """Bring one widget up to the current look: the action bar's style sheet, the
    table's items (their caches hold the old colours)."""
    from .action_bar import STYLE, ActionBar

    if isinstance(widget, ActionBar):
        widget.setStyleSheet(HIGH_CONTRAST_BAR_STYLE if _current.high_contrast else STYLE)
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        scene = widget.scene()
        for item in scene.items():
            item.update()
        scene.update()
    widget.update()


def bar_style() -> str:
    """The action bar's style sheet in the current look."""
    from .action_bar import STYLE

    return HIGH_CONTRAST_BAR_STYLE if _current.high_contrast else STYLE


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
            self.felt_menu, {"green": _t("&Green"), "blue": _t("&Blue"), "plum": _t("&Plum")}, look.felt, "felt"
        )
        self.back_menu = menu.addMenu(_t("Tile &backs"))
        self.back_actions = self._group(
            self.back_menu,
            {"knot": _t("Maroon with endless &knot"), "lotus": _t("Indigo with &lotus")},
            look.back,
            "back",
        )
        self.high_contrast_action = QAction(_t("&High contrast"), menu)
        self.high_contrast_action.setCheckable(True)
        self.high_contrast_action.setChecked(look.high_contrast)
        self.high_contrast_action.toggled.connect(lambda on: self.choose(high_contrast=bool(on)))
        menu.addAction(self.high_contrast_action)
        self._show(look)
        apply_look(look)

    def _group(self, menu: QMenu, names: dict[str, str], chosen: str, field: str) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for key, text in names.items():
            action = QAction(text, menu)
            action.setCheckable(True)
            action.setChecked(key == chosen)
            action.triggered.connect(lambda _=False, k=key: self.choose(**{field: k}))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def choose(self, **change: object) -> None:
        """Change the look (``felt=``, ``back=``, ``high_contrast=``), apply and remember it."""
        look = replace(current_look(), **change)
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
