"""The rules of every game, each in its own words, with the tiles drawn by the tile art.

A ``QTextBrowser`` holds one HTML document; pictures of tiles and dice are painted on
demand for ``tiles:`` and ``dice:`` addresses (``RulesBrowser.loadResource``). A list
on the left jumps to each section. ``set_rules`` shows the rule set of the table in
play, in its own section and in notes wherever an option changes the rule.

A tab above the page chooses the game: each game's page is the one the catalogue names
for it (its "rules_page" face: ``TITLE``, ``WINDOW_TITLE``, ``rules_of`` and
``sections``, built on this window as a ``rules_page.RulesPage``); ``set_game`` opens
the page of the game in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from types import ModuleType

from PySide6.QtCore import QEvent, QRectF, Qt, QUrl, QUrlQuery
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QTabBar, QTextBrowser, QVBoxLayout, QWidget

from bagchen_qt.games import DEFAULT_GAME, face, listings
from bagchen_qt.ui.screen_room import resize_to_fit

from .closing import close_button, make_closable
from .dice_art import paint_die
from .tile_widgets import RowFrame, apply_dialog_style, row_size, tile_row_image_of

TILE_SCALE = 0.5  # tiles in the combination pictures

DOCUMENT_CSS = """
body { color: #2b2118; font-family: "DejaVu Sans"; font-size: 10.5pt; }
h1 { color: #7a1f24; font-family: "DejaVu Serif"; font-size: 20pt; margin-bottom: 2px; }
h2 { color: #7a1f24; font-family: "DejaVu Serif"; font-size: 15pt; margin-top: 22px; margin-bottom: 4px; }
h3 { color: #5c161b; font-family: "DejaVu Serif"; font-size: 12pt; margin-top: 14px; margin-bottom: 2px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
.soft { color: #6b5a44; }
.tile { font-weight: bold; color: #5c161b; white-space: nowrap; }
.caption { color: #6b5a44; font-size: 9pt; }
.note { background-color: #fff4d2; }
.active th { background-color: #efe3c4; color: #7a1f24; text-align: left; }
.active td { background-color: #fffdf6; }
.chart th { background-color: #7a1f24; color: #fff3d6; }
.chart td { background-color: #fffdf6; }
.chart td.rank { color: #5c161b; font-weight: bold; }
"""


BROWSER_STYLE = "QTextBrowser { background: #fffdf6; border: 1px solid #d2bf94; border-radius: 8px; }"


def tiles_url(tiles: str, scale: float = TILE_SCALE, frame: RowFrame = RowFrame.FELT, points: str = "") -> str:
    """The address of a picture of ``tiles`` (``"6-6 1-1"``; ``?`` for a back)."""
    url = QUrl()
    url.setScheme("tiles")
    url.setPath(",".join(tiles.split()))
    query = QUrlQuery()
    query.addQueryItem("scale", f"{scale:g}")
    query.addQueryItem("frame", frame.value)
    if points:
        query.addQueryItem("points", ",".join(points.split()))
    url.setQuery(query)
    return url.toString()


def image_for_url(url: QUrl) -> QImage | None:
    """Paint the picture a ``tiles:`` or ``dice:`` address asks for."""
    if url.scheme() == "tiles":
        query = QUrlQuery(url)
        scale = float(query.queryItemValue("scale") or TILE_SCALE)
        frame = RowFrame(query.queryItemValue("frame") or RowFrame.FELT.value)
        return tile_row_image_of(url.path().split(","), scale, query.queryItemValue("points").split(","), frame)
    if url.scheme() == "dice":
        values = [int(v) for v in url.path().split(",")]
        return dice_image(values)
    return None


def dice_image(values: Sequence[int], size: int = 26) -> QImage:
    width, height = len(values) * (size + 8) + 4, size + 8
    image = QImage(width * 2, height * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    for i, value in enumerate(values):
        paint_die(painter, QRectF(3 + i * (size + 8), 2, size, size), value)
    painter.end()
    return image


class RulesBrowser(QTextBrowser):
    """A text browser that paints the tile and dice pictures its HTML asks for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cache: dict[str, QImage] = {}

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # Qt API
        url = QUrl(name)  # Qt passes a QUrl; a caller in Python may pass a string
        if kind == QTextDocument.ResourceType.ImageResource.value or kind == QTextDocument.ResourceType.ImageResource:
            key = url.toString()
            if key not in self._cache:
                image = image_for_url(url)
                if image is not None:
                    self._cache[key] = image
            if key in self._cache:
                return self._cache[key]
        return super().loadResource(kind, url)


def _page(game: str) -> ModuleType:
    """The module of a game's own rules page."""
    module: ModuleType = face(game, "rules_page")
    return module


class RulesWindow(QWidget):
    """The rules in the game's words, in a window of its own even with a parent.
    ``rules``: the rule set of the catalogue's first game's table (default: its page's
    own); change it later with ``set_rules``. ``game``: the page shown first; ``preset``
    that game's table's preset (a name or a rule set), shown as its rules."""

    # The tabs, in order: each game's page from the catalogue.
    GAMES = tuple(known.name for known in listings() if "rules_page" in known.faces)

    def __init__(
        self,
        parent: QWidget | None = None,
        rules: object | None = None,
        game: str = DEFAULT_GAME,
        preset: object | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("bagchenWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        apply_dialog_style(self)
        self.rules = rules
        self.game = game if game in self.GAMES else DEFAULT_GAME
        self.page_rules: dict[str, object] = {}  # each other game's rule set shown, by game
        if preset is not None and self.game != DEFAULT_GAME:
            self.page_rules[self.game] = _page(self.game).rules_of(preset)
        self.tabs = QTabBar(self)
        self.tabs.setDrawBase(False)
        self.tabs.setExpanding(False)
        for _ in self.GAMES:
            self.tabs.addTab("")
        self._name_tabs()
        self.tabs.setCurrentIndex(self.GAMES.index(self.game))
        self.tabs.currentChanged.connect(self._tab_chosen)
        self.browser = RulesBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(DOCUMENT_CSS)
        self.browser.document().setDocumentMargin(18)
        self.browser.setStyleSheet(BROWSER_STYLE)
        self.contents = QListWidget(self)
        self.contents.setFixedWidth(240)
        self.contents.setWordWrap(True)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setStyleSheet(
            "QListWidget { background: #7a1f24; color: #fff3d6; border: 1px solid #d9a62e; border-radius: 8px;"
            " padding: 6px 0; font-family: 'DejaVu Serif'; }"
            "QListWidget::item { padding: 3px 10px; }"
            "QListWidget::item:selected { background: #d9a62e; color: #2b2118; }"
            "QListWidget::item:hover { background: #8e2a30; }"
        )
        self.contents.itemClicked.connect(self._jump)
        self.contents.itemActivated.connect(self._jump)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(10)
        side = QVBoxLayout()
        side.addWidget(self.contents)
        layout.addLayout(side)
        main = QVBoxLayout()
        main.addWidget(self.tabs)
        main.addWidget(self.browser, 1)
        self.close_button = close_button(self)
        main.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(main, 1)
        make_closable(self)
        resize_to_fit(self, 1100, 800)
        self._sections: list[tuple[str, str, int]] = []
        self._render()
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)

    # --- public --------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "browser"):
            self._name_tabs()
            self.set_rules(self.rules)  # the text again, in the language now installed

    def set_rules(self, rules: object | None) -> None:
        """Show ``rules`` as the rule set of the catalogue's first game's table in play."""
        self.rules = rules
        position = self.browser.verticalScrollBar().value()
        self._render()
        self.browser.verticalScrollBar().setValue(position)

    def set_game(self, game: str, rules: object | None = None) -> None:
        """Show the page of ``game``; for a game with a page of its own, ``rules`` is the
        table's preset, by name or as its rule set (another rule set is told as options of
        the table's own)."""
        self.game = game if game in self.GAMES else DEFAULT_GAME
        if rules is not None and self.game != DEFAULT_GAME:
            self.page_rules[self.game] = _page(self.game).rules_of(rules)
        self.tabs.blockSignals(True)
        self.tabs.setCurrentIndex(self.GAMES.index(self.game))
        self.tabs.blockSignals(False)
        self._render()
        self.browser.verticalScrollBar().setValue(0)

    def _tab_chosen(self, index: int) -> None:
        self.set_game(self.GAMES[index])

    def _name_tabs(self) -> None:
        for index, game in enumerate(self.GAMES):
            self.tabs.setTabText(index, self.tr(_page(game).TITLE))

    def section_ids(self) -> list[str]:
        return [anchor for anchor, _, _ in self._sections]

    def show_section(self, anchor: str) -> None:
        self.browser.scrollToAnchor(anchor)

    def html(self) -> str:
        return self._html

    def plain_text(self) -> str:
        return self.browser.toPlainText()

    # --- building the document ----------------------------------------------------------

    def _jump(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.show_section(item.data(Qt.ItemDataRole.UserRole))

    def _anchor_tops(self) -> list[tuple[float, str]]:
        """Where each section's heading sits in the document, top to bottom."""
        document = self.browser.document()
        layout = document.documentLayout()
        tops = []
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                for name in fragments.fragment().charFormat().anchorNames():
                    tops.append((layout.blockBoundingRect(block).top(), name))
                fragments += 1
            block = block.next()
        return tops

    def current_section(self) -> str:
        """The section at the top of the view."""
        position = self.browser.verticalScrollBar().value() + 40
        current = self._sections[0][0] if self._sections else ""
        for top, name in self._anchor_tops():
            if top <= position:
                current = name
        return current

    def _follow_scroll(self) -> None:
        """Keep the contents list on the section being read."""
        anchor = self.current_section()
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == anchor:
                if self.contents.currentItem() is not item:
                    self.contents.blockSignals(True)
                    self.contents.setCurrentItem(item)
                    self.contents.blockSignals(False)
                break

    def look_changed(self) -> None:
        """The page in the current look (``theme`` rebinds the module's styles)."""
        self.browser.setStyleSheet(BROWSER_STYLE)
        self.browser.document().setDefaultStyleSheet(DOCUMENT_CSS)
        self.browser.setHtml(self._html)

    def _render(self) -> None:
        self._sections = []
        page = _page(self.game)
        self.setWindowTitle(self.tr(page.WINDOW_TITLE))
        rules = self.rules if self.game == DEFAULT_GAME else self.page_rules.get(self.game)
        parts = page.sections(self, rules)
        direction = "rtl" if self.isRightToLeft() else "ltr"  # Persian reads right to left
        self._html = f"<html><body dir='{direction}'>" + "\n".join(parts) + "</body></html>"
        self.browser.setHtml(self._html)
        self.contents.blockSignals(True)
        self.contents.clear()
        for anchor, title, level in self._sections:
            item = QListWidgetItem(("      " if level > 1 else "") + title)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            if level == 1:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.contents.addItem(item)
        self.contents.blockSignals(False)

    def _heading(self, anchor: str, title: str, level: int = 1) -> str:
        self._sections.append((anchor, title, level))
        tag = "h2" if level == 1 else "h3"
        return f"<{tag}><a name='{anchor}'>{escape(title)}</a></{tag}>"

    def _tiles(self, tiles: str, scale: float = TILE_SCALE, frame: RowFrame = RowFrame.FELT, points: str = "") -> str:
        """An <img> of a row of tiles, e.g. ``self._tiles("6-6 6-6")``."""
        size = row_size(len(tiles.split()), scale)
        src = escape(tiles_url(tiles, scale, frame, points), quote=True)
        return f'<img src="{src}" width="{size.width()}" height="{size.height()}" style="vertical-align: middle">'

    def _dice(self, a: int, b: int) -> str:
        return f'<img src="dice:{a},{b}" width="{2 * 34 + 4}" height="34" style="vertical-align: middle">'

    def _figure(self, *rows: tuple[str, str]) -> str:
        """Pictures side by side, each with a caption under it (the first where the
        language starts reading)."""
        cells = self._row(
            f"<td align='center' style='padding: 4px 14px 4px 0'>{self._tiles(tiles)}<br>"
            f"<span class='caption'>{caption}</span></td>"
            for tiles, caption in rows
        )
        return f"<table {self._side()} cellspacing='0' cellpadding='0'><tr>{cells}</tr></table>"

    def _row(self, cells: Iterable[str]) -> str:
        """Table cells in reading order: Qt's rich text lays out a table's columns left
        to right whatever the text's direction, so right to left they go in reverse."""
        cells = list(cells)
        return "".join(reversed(cells) if self.isRightToLeft() else cells)

    def _side(self) -> str:
        """A figure's alignment: where the language starts its lines."""
        return "align='right'" if self.isRightToLeft() else "align='left'"

    # The page's parts, for a game's page (its ``sections`` takes a ``RulesPage``).

    def heading(self, anchor: str, title: str, level: int = 1) -> str:
        return self._heading(anchor, title, level)

    def tiles(self, tiles: str, scale: float = TILE_SCALE, frame: RowFrame = RowFrame.FELT, points: str = "") -> str:
        return self._tiles(tiles, scale, frame, points)

    def dice(self, a: int, b: int) -> str:
        return self._dice(a, b)

    def figure(self, *rows: tuple[str, str]) -> str:
        return self._figure(*rows)

    def side(self) -> str:
        return self._side()

    def row(self, cells: Iterable[str]) -> str:
        return self._row(cells)

    def note(self, text: str) -> str:
        return self._note(text)

    def _note(self, text: str) -> str:
        """A note on how this table plays a rule."""
        head = self.tr("At this table:")  # not inside the f-string: lupdate would not see it
        return (
            f"<table class='note' width='100%' cellpadding='6' cellspacing='0' border='0'>"
            f"<tr><td><b>{head}</b> {text}</td></tr></table>"
        )
