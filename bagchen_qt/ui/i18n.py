"""The program's language: which one, loading its catalogue, and switching while it runs.

``set_language("fa")`` installs the language's compiled catalogue (``catalogues``),
Qt's own translation of its standard buttons when PySide6 ships one, the language's
number style (``QLocale.setDefault``), the direction of the whole interface (Persian
reads right to left) and, for Tibetan, the bundled font as the fallback of every font
the program uses, so that stacked letters are shaped with a face that has them.

Installing a translator makes Qt send every widget ``QEvent.LanguageChange``. Windows
whose words depend on what they show (the table, the move list) re-render themselves
then. Texts that are set once, from ``tr`` (menus, labels, buttons, titles, tooltips),
are put into the new language here: every translation the program asks for passes
through ``TextLedger``, which notes what each shown text was translated from, so a
switch finds each one's source again and asks for it in the new language.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

# What the language's start needs; Qt's namespace, fonts and actions are imported where
# they are used: setting up their classes would cost the window's first frame (Qt's
# namespace alone about 15 ms).
from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QGuiApplication

from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QFont
    from PySide6.QtWidgets import QWidget

from bagchen_qt.ui.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGE_KEY,
    LANGUAGE_VARIABLE,
    LANGUAGES,
    RIGHT_TO_LEFT,
)

CHINESE = "zh_CN"
# Families the program names in code (seat_panel.FONT_FAMILY, the table's captions):
# each gets the Tibetan face as its fallback too.
NAMED_FAMILIES = ("DejaVu Sans", "DejaVu Serif", "Noto Sans")

# Qt's standard buttons, in the context Qt asks for them: in our catalogues too, so that
# Tibetan (which Qt does not translate) has them, and every language says them our way.
QT_BUTTON_WORDS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
)


def system_language() -> str:
    """The system's language when the program speaks it, else English. A language the
    program speaks in one form only is chosen for every country (zh_TW: zh_CN)."""
    return language_for_locale(QLocale.system().name())


def language_for_locale(name: str) -> str:
    """The program's language for a locale's name ("uk_UA", "zh_CN", "zh_TW", "C")."""
    if name in LANGUAGES:
        return name
    base = name.split("_")[0]
    spoken = [code for code in LANGUAGES if code.split("_")[0] == base]
    return spoken[0] if spoken else DEFAULT_LANGUAGE


def startup_language() -> str:
    """The language to start in: ``--lang`` for this run, else the one chosen in the
    View menu, else the system's."""
    wanted = os.environ.get(LANGUAGE_VARIABLE, "")
    if wanted in LANGUAGES:
        return wanted
    from .stored_settings import settings_store

    # As settings.AppSettings.language stores it, without importing the rules before the first frame.
    stored = settings_store().value(LANGUAGE_KEY)
    return str(stored) if stored in LANGUAGES else system_language()


def qt_translation(language: str) -> Path | None:
    """Qt's own catalogue of its standard buttons (OK, Cancel…) for ``language``, if
    PySide6 ships one (it has Ukrainian and Persian, not Tibetan)."""
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    folders = (
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        Path(PySide6.__file__).parent / "Qt" / "translations",  # where the packaged build keeps them
    )
    for folder in folders:
        path = folder / f"qtbase_{language}.qm"
        if path.exists():
            return path
    return None


def without_italics(text: str) -> str:
    """Persian is not set in italics, and many systems' fonts have no slanted Persian
    letters (they would show as empty boxes): emphasis stays upright."""
    return text.replace("<i>", "").replace("</i>", "")


def emphasis(html: str) -> str:
    """``html`` in italics, where the language in use sets italics."""
    return html if current_language() in RIGHT_TO_LEFT else f"<i>{html}</i>"


RLM = "\u200f"  # the right-to-left mark


def right_to_left_start(text: str) -> str:
    """A right-to-left translation that opens with a name, a number or a Latin word
    ("%1 leads…") would be laid out left to right, since a paragraph takes its
    direction from its first strong letter: an invisible right-to-left mark comes
    first. Rich text ("<b>…") keeps its first character, by which Qt recognises it."""
    if text and (text[0].isascii() and (text[0].isalnum() or text[0] in "%{")):
        return RLM + text
    return text


class TextLedger(QTranslator):
    """Asked first for every translation: answers from the current language's catalogue
    (if any), and notes which source each answered text came from."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalogue: QTranslator | None = None  # None: English, the sources' language
        self.code = DEFAULT_LANGUAGE
        self.sources: dict[str, tuple[str, str, str | None]] = {}

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if context == "QGuiApplication" and source == "QT_LAYOUT_DIRECTION":  # Qt asks on every change
            return "RTL" if self.code in RIGHT_TO_LEFT else "LTR"
        found = self.catalogue.translate(context, source, disambiguation, n) if self.catalogue else None
        if found and self.code in RIGHT_TO_LEFT:
            found = right_to_left_start(without_italics(found))
        # Counted sentences carry their number: they are re-rendered, not looked up. A text
        # no catalogue has keeps the first context it was asked in: PySide's tr asks the
        # class's own first, then each base class's.
        if n < 0 and source and (found or source not in self.sources):
            self.sources[found or source] = (context, source, disambiguation)
        return found or None

    def isEmpty(self) -> bool:  # Qt's name
        return False

    def source_of(self, text: str) -> tuple[str, str, str | None] | None:
        return self.sources.get(text)


class Language(QObject):
    """The language in use in the running application (one per application)."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.code = DEFAULT_LANGUAGE
        self.ledger = TextLedger(self)
        self.qt_buttons: QTranslator | None = None
        self.tibetan_family: str | None = None
        self.chinese_family: str | None = None
        self._base_font: QFont | None = None
        self._direction_set = False  # set once, the direction is set again at every change
        QCoreApplication.installTranslator(self.ledger)

    def ensure_tibetan_font(self) -> str | None:
        """The bundled Tibetan face, loaded once."""
        self.tibetan_family = self.tibetan_family or load_tibetan_font()
        return self.tibetan_family

    def ensure_chinese_font(self) -> str | None:
        """The bundled Chinese face, loaded once."""
        self.chinese_family = self.chinese_family or load_chinese_font()
        return self.chinese_family

    def set(self, code: str, catalogue: Path | None = None, font_later: bool = False) -> None:
        """Speak ``code``; ``catalogue``: a compiled catalogue to use instead of the
        language's own (a test's, or a translator's work in progress). ``font_later``:
        the Tibetan face is loaded by ``ensure_tibetan_font`` (unless Tibetan is spoken)."""
        global _serial
        if code not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {code!r}")
        _serial += 1
        if code == "bo" or not font_later:
            self.ensure_tibetan_font()
        if code == CHINESE or not font_later:
            self.ensure_chinese_font()
        app = QCoreApplication.instance()
        QCoreApplication.removeTranslator(self.ledger)
        if self.qt_buttons is not None:
            QCoreApplication.removeTranslator(self.qt_buttons)
            self.qt_buttons = None
        self.ledger.catalogue = self._catalogue(code, catalogue)
        self.ledger.code = code
        qt_file = qt_translation(code) if code != DEFAULT_LANGUAGE else None
        if qt_file is not None:
            buttons = QTranslator(self)
            if buttons.load(str(qt_file)):
                self.qt_buttons = buttons
                QCoreApplication.installTranslator(buttons)
        self.code = code
        QLocale.setDefault(QLocale(code))
        if isinstance(app, QGuiApplication):
            if (code in RIGHT_TO_LEFT) != QGuiApplication.isRightToLeft() or self._direction_set:
                from PySide6.QtCore import Qt

                right_to_left = code in RIGHT_TO_LEFT
                direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
                QGuiApplication.setLayoutDirection(direction)
                self._direction_set = True
            if code in ("bo", CHINESE) or self._base_font is not None:  # else the application's font is as it was
                self._apply_font(code)
        QCoreApplication.installTranslator(self.ledger)  # last installed, asked first
        retranslate_set_texts(self.ledger)
        self.changed.emit(code)

    def _catalogue(self, code: str, path: Path | None) -> QTranslator | None:
        if code == DEFAULT_LANGUAGE and path is None:
            return None
        if path is None:
            from bagchen_qt.ui.catalogues import ensure_built

            path = ensure_built(code)
        translator = QTranslator(self)
        return translator if path is not None and translator.load(str(path)) else None

    def latin_font(self) -> QFont:
        """The application's font without the Tibetan face in front (for Latin,
        Cyrillic and Persian names shown while Tibetan is spoken)."""
        from PySide6.QtGui import QFont

        return QFont(self._base_font if self._base_font is not None else QGuiApplication.font())

    def _apply_font(self, code: str) -> None:
        """Tibetan: the bundled face comes first in the application's font, the usual one
        after it for Latin letters (names, tile notation), which the Tibetan face lacks.
        First, because a font's first family sets the line height, and stacked letters
        need the Tibetan face's."""
        from PySide6.QtGui import QFont

        if self._base_font is None:
            self._base_font = QGuiApplication.font()
        font = QFont(self._base_font)
        if code == "bo" and self.tibetan_family:
            font.setFamilies([self.tibetan_family, *self._base_font.families()])
        elif code == CHINESE and self.chinese_family:
            font.setFamilies([self.chinese_family, *self._base_font.families()])
        QGuiApplication.setFont(font)


_language: tuple[QCoreApplication, Language] | None = None
_serial = 0  # how many times the language was set: a window built at one serial knows its words are current


def serial() -> int:
    """Counts the changes of language: a window notes it when it says its words, and on
    ``LanguageChange`` (also sent when any translator is installed) redoes them only
    if it changed since."""
    return _serial


def language() -> Language:
    """The running application's language (English until ``set_language``)."""
    global _language
    app = QCoreApplication.instance()
    assert app is not None, "the application comes first"
    if _language is None or _language[0] is not app:
        from bagchen_qt.ui.plurals import install_plurals

        install_plurals()  # English plurals before the ledger: the ledger is then asked first
        _language = (app, Language(app))
    return _language[1]


def set_language(code: str, remember: bool = False, catalogue: Path | None = None, font_later: bool = False) -> None:
    """Speak ``code`` from now on, in every open window; ``remember``: also next time.
    ``catalogue``: a compiled catalogue to use instead of the language's own.
    ``font_later``: at start, the Tibetan face waits for ``ensure_tibetan_font``."""
    language().set(code, catalogue, font_later)
    if remember:
        from bagchen_qt.ui.settings import AppSettings

        AppSettings().language = code


def current_language() -> str:
    return _language[1].code if _language is not None and _language[0] is QCoreApplication.instance() else "en"


_tibetan_family: str | None = None


def tibetan_family() -> str | None:
    """The bundled Tibetan face's family, once loaded."""
    return _tibetan_family


def line_height(font: QFont, text: str) -> float:
    """The height a line of ``text`` needs in ``font``: Tibetan stacks reach far above
    and below Latin letters, so a line with Tibetan takes the Tibetan face's height."""
    from PySide6.QtGui import QFont, QFontMetricsF

    height = QFontMetricsF(font).height()
    family = _tibetan_family
    if family and any("\u0f00" <= c <= "\u0fff" for c in text):
        tibetan = QFont(font)
        tibetan.setFamilies([family])
        height = max(height, QFontMetricsF(tibetan).height())
    return height


def load_tibetan_font() -> str | None:
    """Register the bundled Tibetan face and make it every named family's fallback;
    its family name, or None when the file is missing or unreadable."""
    from bagchen_qt.ui.tibetan_face import TIBETAN_FONT

    global _tibetan_family
    _tibetan_family = _load_face(TIBETAN_FONT)
    return _tibetan_family


def load_chinese_font() -> str | None:
    """Register the bundled Chinese face (``cjk_face``) and make it every named
    family's fallback, so that the games' Chinese terms show in every language on a
    machine without a Chinese font; its family name, or None."""
    from bagchen_qt.ui.cjk_face import CJK_FONT

    return _load_face(CJK_FONT)


def _load_face(relative: str) -> str | None:
    from PySide6.QtGui import QFont, QFontDatabase

    from bagchen_qt.resources import resource_path

    path = resource_path(relative)
    if not path.exists():
        return None
    index = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(index) if index >= 0 else []
    if not families:
        return None
    family = families[0]
    installed = set(QFontDatabase.families())
    for named in NAMED_FAMILIES:
        # Named families only, not the application's: that one is often an alias ("Sans
        # Serif"), and a substitute for an alias is taken for the family itself.
        if named in installed and family not in QFont.substitutes(named):
            QFont.insertSubstitution(named, family)
    return family


# --- texts set once: back to their source, then into the new language ------------------------

_TEXT_PROPERTIES = ("text", "title", "windowTitle", "toolTip", "statusTip", "whatsThis", "placeholderText")


def _renew(ledger: TextLedger, text: str) -> str | None:
    found = ledger.source_of(text) if text else None
    if found is None:
        return None
    context, source, disambiguation = found
    return QCoreApplication.translate(context, source, disambiguation)


def _renew_properties(ledger: TextLedger, obj: QObject, typed: bool = False) -> None:
    """``typed``: an editor, whose text is what the player typed, theirs even when it
    reads like one of ours; its tooltip and placeholder are ours."""
    for name in _TEXT_PROPERTIES:
        if typed and name == "text":
            continue
        getter = getattr(obj, name, None)
        setter = getattr(obj, "set" + name[0].upper() + name[1:], None)
        if not callable(getter) or not callable(setter):
            continue
        try:
            text = getter()
        except TypeError:
            continue
        if isinstance(text, str):
            new = _renew(ledger, text)
            if new is not None and new != text:
                setter(new)


def _renew_text(ledger: TextLedger, get: Callable[[], object], put: Callable[[str], object]) -> None:
    text = get()
    new = _renew(ledger, text) if isinstance(text, str) else None
    if new is not None and new != text:
        put(new)


def _renew_items(ledger: TextLedger, widget: QObject) -> None:
    """Texts inside item widgets: tabs, combo box entries, tree, table and list items."""
    from PySide6.QtWidgets import QComboBox, QListWidget, QTabBar, QTableWidget, QTableWidgetItem, QTreeWidget

    if isinstance(widget, QTabBar):
        for i in range(widget.count()):
            _renew_text(ledger, partial(widget.tabText, i), partial(widget.setTabText, i))
            _renew_text(ledger, partial(widget.tabToolTip, i), partial(widget.setTabToolTip, i))
    elif isinstance(widget, QComboBox):
        for i in range(widget.count()):
            _renew_text(ledger, partial(widget.itemText, i), partial(widget.setItemText, i))
    elif isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        stack = [header] if header is not None else []
        stack += [item for i in range(widget.topLevelItemCount()) if (item := widget.topLevelItem(i)) is not None]
        while stack:
            node = stack.pop()
            for column in range(node.columnCount()):
                _renew_text(ledger, partial(node.text, column), partial(node.setText, column))
                _renew_text(ledger, partial(node.toolTip, column), partial(node.setToolTip, column))
            stack += [child for i in range(node.childCount()) if (child := node.child(i)) is not None]
    elif isinstance(widget, QTableWidget):
        cells: list[QTableWidgetItem | None] = [widget.horizontalHeaderItem(i) for i in range(widget.columnCount())]
        cells += [widget.verticalHeaderItem(i) for i in range(widget.rowCount())]
        for cell in cells:
            if cell is not None:
                _renew_text(ledger, cell.text, cell.setText)
                _renew_text(ledger, cell.toolTip, cell.setToolTip)
    elif isinstance(widget, QListWidget):
        for i in range(widget.count()):
            entry = widget.item(i)
            if entry is not None:
                _renew_text(ledger, entry.text, entry.setText)
                _renew_text(ledger, entry.toolTip, entry.setToolTip)


def retranslate_set_texts(ledger: TextLedger) -> None:
    """Put every text set once from ``tr`` in every open window into the language now
    installed: widgets, their actions and menus."""
    from PySide6.QtWidgets import QApplication

    if not isinstance(QCoreApplication.instance(), QApplication) or not QApplication.allWidgets():
        return  # as at start: nothing to renew, and the widget classes below not set up for it
    from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit

    for widget in QApplication.allWidgets():
        typed = isinstance(widget, QLineEdit | QTextEdit | QPlainTextEdit | QAbstractSpinBox)
        _renew_properties(ledger, widget, typed)
        for action in widget.actions():  # an action shared by menus: renewed once, then unchanged
            _renew_properties(ledger, action)
        _renew_items(ledger, widget)


class LanguageMenu(QObject):
    """The Language submenu (``menu``, for the View menu): each language named in
    itself; a choice is applied at once, in every open window, and remembered."""

    def __init__(self, parent: QWidget) -> None:
        from PySide6.QtGui import QAction, QActionGroup
        from PySide6.QtWidgets import QMenu

        super().__init__(parent)
        language().ensure_tibetan_font()  # the menu names Tibetan and Chinese in their own letters
        language().ensure_chinese_font()
        self.menu = QMenu(QCoreApplication.translate("LanguageMenu", "&Language"), parent)
        self.menu.setObjectName("languageMenu")
        group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self.menu)
            if code != "bo":  # each name in a face that has its letters, measured as it is drawn
                action.setFont(language().latin_font())
            if code == CHINESE and language().chinese_family:
                font = language().latin_font()
                font.setFamilies([str(language().chinese_family), *font.families()])
                action.setFont(font)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, c=code: set_language(c, remember=True))
            group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action
        self._show(current_language())
        language().changed.connect(self._show)

    def _show(self, code: str) -> None:
        if code in self.actions:
            self.actions[code].setChecked(True)
