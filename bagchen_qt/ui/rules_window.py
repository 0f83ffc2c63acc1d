"""The rules of Bagchen, in the game's own words, with the tiles drawn by the tile art.

A ``QTextBrowser`` holds one HTML document; pictures of tiles and dice are painted on
demand for ``tiles:`` and ``dice:`` addresses (``RulesBrowser.loadResource``). A list
on the left jumps to each section. ``set_rules`` shows the rule set of the table in
play, in its own section and in notes wherever an option changes the rule.

A tab above the page chooses the game: Bagchen's page is written here, every other
game's in the page the catalogue names for it (its "rules_page" face: ``TITLE``,
``WINDOW_TITLE``, ``rules_of`` and ``sections``); ``set_game`` opens the page of the game
in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from types import ModuleType

from PySide6.QtCore import QEvent, QRectF, Qt, QUrl, QUrlQuery
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QTabBar, QTextBrowser, QVBoxLayout, QWidget

from bagchen_qt.games import DEFAULT_GAME, face, listings
from bagchen_qt.games.bagchen.rules.combos import point_kinds
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, Option, RuleSet, option_value
from bagchen_qt.games.bagchen.rules.tiles import Kind, kind_of_dice, parse_kinds
from bagchen_qt.ui.words import list_text

from .closing import close_button, make_closable
from .dice_art import paint_die
from .tile_widgets import RowFrame, apply_dialog_style, row_size, tile_row_image

TILE_SCALE = 0.5  # tiles in the combination pictures
CHART_SCALE = 0.52  # tiles in the ranking chart

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


def _kinds(text: str) -> list[Kind | None]:
    return [None if part == "?" else parse_kinds(part)[0] for part in text.split(",") if part]


def image_for_url(url: QUrl) -> QImage | None:
    """Paint the picture a ``tiles:`` or ``dice:`` address asks for."""
    if url.scheme() == "tiles":
        query = QUrlQuery(url)
        kinds = _kinds(url.path())
        scale = float(query.queryItemValue("scale") or TILE_SCALE)
        frame = RowFrame(query.queryItemValue("frame") or RowFrame.FELT.value)
        points = {int(k) for k in _kinds(query.queryItemValue("points")) if k is not None}
        return tile_row_image(kinds, scale, points=points, frame=frame)
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
    ``rules``: the table's rule set (default: the standard rules); change it later with
    ``set_rules``. ``game``: the page shown first; ``preset`` that game's table's preset
    (a name or a rule set), shown as its rules, for a game with a page of its own."""

    # The tabs, in order: this window's own page, then each game's page from the catalogue.
    GAMES = (DEFAULT_GAME, *(known.name for known in listings() if "rules_page" in known.faces))

    def __init__(
        self,
        parent: QWidget | None = None,
        rules: RuleSet | None = None,
        game: str = DEFAULT_GAME,
        preset: object | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("bagchenWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        apply_dialog_style(self)
        self.rules = rules or RuleSet()
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
        self.resize(1100, 800)
        self._sections: list[tuple[str, str, int]] = []
        self._render()
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)

    # --- public --------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "browser"):
            self._name_tabs()
            self.set_rules(self.rules)  # the text again, in the language now installed

    def set_rules(self, rules: RuleSet) -> None:
        """Show ``rules`` as the rule set of the table in play."""
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
            title = self.tr("Bagchen") if game == DEFAULT_GAME else self.tr(_page(game).TITLE)
            self.tabs.setTabText(index, title)

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
        if self.game != DEFAULT_GAME:
            page = _page(self.game)
            self.setWindowTitle(self.tr(page.WINDOW_TITLE))
            parts = page.sections(self, self.page_rules.get(self.game))
        else:
            self.setWindowTitle(self.tr("Bagchen: the rules"))
            parts = self._bagchen_parts()
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

    def _bagchen_parts(self) -> list[str]:
        parts = [
            "<h1>" + self.tr("Bagchen") + "</h1>",
            "<p class='soft'>"
            + self.tr("A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.")
            + "</p>",
        ]
        parts += self._active_section()
        parts += self._aim_section()
        parts += self._tiles_section()
        parts += self._combinations_section()
        parts += self._deal_section()
        parts += self._play_section()
        parts += self._payments_section()
        parts += self._session_section()
        parts += self._customs_section()
        return parts

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

    # The page's parts, for another game's page (its ``sections`` takes a ``RulesPage``).

    def heading(self, anchor: str, title: str, level: int = 1) -> str:
        return self._heading(anchor, title, level)

    def tiles(self, tiles: str, scale: float = TILE_SCALE, frame: RowFrame = RowFrame.FELT, points: str = "") -> str:
        return self._tiles(tiles, scale, frame, points)

    def figure(self, *rows: tuple[str, str]) -> str:
        return self._figure(*rows)

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

    def _on_off(self, value: bool) -> str:
        return self.tr("on") if value else self.tr("off")

    def _preset_name(self) -> str:
        titles = {
            "pagat": self.tr("Shang Shung / pagat (standard)"),
            "digital-gamers": self.tr("Digital Gamers"),
            "simple-passport": self.tr("Simplified passport"),
        }
        table_fields = ("stake", "seating", "allow_debt", "hand_exchange", "seat_exchange", "dice_hint", "omens")
        for name, preset in PRESETS.items():
            same = all(getattr(preset, f) == getattr(self.rules, f) for f in preset.to_dict() if f not in table_fields)
            if same:
                return titles.get(name, name)
        return self.tr("Custom")

    # --- sections ------------------------------------------------------------------------

    def _active_section(self) -> list[str]:
        r = self.rules
        passport = {
            "full": self.tr("full rules 1 to 4"),
            "simple": self.tr("simplified"),
            "off": self.tr("off: no limits on leads"),
        }[r.passport]
        seating = {
            "formal": self.tr("formal, by the dice and the time of day"),
            "informal": self.tr("informal, by two counts of the dice"),
        }[r.seating]
        customs = [
            name
            for name, on in (
                (self.tr("exchanging hands"), r.hand_exchange),
                (self.tr("exchanging seats"), r.seat_exchange),
                (self.tr("hint from the dice"), r.dice_hint),
                (self.tr("omens"), r.omens),
            )
            if on
        ]
        rows = (
            (self.tr("Rules"), self._preset_name()),
            (self.tr("Jump factor"), str(r.jump_factor)),
            (self.tr("Mixed ministers, at most"), self.tr("{n} tiles").format(n=r.max_mixed_ministers)),
            (self.tr("Compulsory beating"), self._on_off(option_value(r, Option.COMPULSORY_BEAT))),
            (self.tr("Passport"), passport),
            (self.tr("Charity"), self._on_off(r.charity)),
            (self.tr("Uniting mother and son"), self._on_off(r.mother_son)),
            (self.tr("Re-deal"), self._on_off(r.redeal)),
            (self.tr("Stake"), self.tr("{n} chips each").format(n=r.stake)),
            (self.tr("Below zero chips"), self.tr("allowed") if r.allow_debt else self.tr("not allowed")),
            (self.tr("Seating"), seating),
            (self.tr("Customs"), list_text(customs) if customs else self.tr("none")),
        )
        body = "".join(
            "<tr>" + self._row((f"<th width='40%'>{escape(k)}</th>", f"<td>{escape(v)}</td>")) + "</tr>"
            for k, v in rows
        )
        return [
            self._heading("table", self.tr("This table's rules")),
            "<p>"
            + self.tr("The options chosen for the session in play. The sections below explain each one.")
            + "</p>",
            f"<table class='active' width='100%' cellpadding='5' cellspacing='1'>{body}</table>",
        ]

    def _aim_section(self) -> list[str]:
        return [
            self._heading("aim", self.tr("The aim")),
            "<p>"
            + self.tr(
                "Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or "
                "a group of tiles at a time, until every hand is empty. Above all, try to "
                "<b>win the last trick</b>: its winner is paid by the others according to how many "
                "stacks each of them took. Leading one of the deal's <b>points</b> also earns chips "
                "at once, and finishing the deal with points multiplies the final payments."
            )
            + "</p>",
        ]

    def _tiles_section(self) -> list[str]:
        rows = (
            ("6-6", self.tr("sky chief"), self.tr("earth chief (nine)"), "6-3 5-4"),
            ("1-1", self.tr("sky minister"), self.tr("earth minister (eight)"), "6-2 5-3"),
            ("4-4", self.tr("lama"), self.tr("seven"), "5-2 4-3"),
            ("3-1", self.tr("bird"), self.tr("mother"), "4-2"),
            ("5-5 3-3 2-2", self.tr("sisters"), self.tr("five (owl)"), "4-1 3-2"),
            ("6-5 6-4 6-1 5-1", self.tr("people"), self.tr("son"), "2-1"),
        )
        body = "".join(
            f"<tr><td align='right' valign='middle'>{self._tiles(sky, CHART_SCALE, RowFrame.NONE)}</td>"
            f"<td class='rank' valign='middle'>{escape(sky_name)}</td><td width='24'></td>"
            f"<td class='rank' align='right' valign='middle'>{escape(earth_name)}</td>"
            f"<td valign='middle'>{self._tiles(earth, CHART_SCALE, RowFrame.NONE)}</td></tr>"
            for sky, sky_name, earth_name, earth in rows
        )
        # Not inside the f-string: lupdate would not see them there.
        sky_head, earth_head = self.tr("Sky: four of each tile"), self.tr("Earth: two of each tile")
        chart = (
            f"<table class='chart' align='center' cellpadding='3' cellspacing='0'>"
            f"<tr><th colspan='2'>{sky_head}</th><th></th>"
            f"<th colspan='2'>{earth_head}</th></tr>{body}</table>"
        )
        return [
            self._heading("tiles", self.tr("Tiles and suits")),
            "<p>"
            + self.tr(
                "A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The "
                "kinds form two suits of unequal size. The <b>sky</b> suit has 11 kinds with four "
                "copies each (44 tiles); the <b>earth</b> suit has 10 kinds with two copies each "
                "(20 tiles)."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "The chart lists each suit from its highest rank down. Tiles in the same row of a "
                "suit are equal in rank: the three sisters are equal, so are the four people tiles, "
                "and in the earth suit the two tiles of a row (the two nines, for example) are "
                "equal too."
            )
            + "</p>",
            chart,
            "<p>"
            + self.tr(
                "To beat a single tile you need a tile of its <b>own suit</b> that ranks "
                "<b>higher</b>. An equal tile does not beat, and a sky tile can never beat an earth "
                "tile, nor the other way round. So a <span class='tile'>5-3</span> falls only to a nine "
                "(<span class='tile'>6-3</span> or <span class='tile'>5-4</span>), never to the "
                "<span class='tile'>6-6</span>, which is sky, and never to the other eight, "
                "<span class='tile'>6-2</span>, which is only equal."
            )
            + "</p>",
        ]

    def _combinations_section(self) -> list[str]:
        ministers = self.rules.max_mixed_ministers
        return [
            self._heading("combinations", self.tr("Combinations")),
            "<p>"
            + self.tr(
                "Instead of one tile, the leader may lead several tiles that belong together. The "
                "others must then play the same number of tiles, and only a combination of the "
                "right kind can beat it."
            )
            + "</p>",
            self._heading("sky-sets", self.tr("Identical sky tiles"), 2),
            "<p>"
            + self.tr(
                "Two, three or four copies of the <b>same</b> sky tile. Only the same number of "
                "copies of a higher sky tile beats them. Three sisters that are not all alike are "
                "no combination at all."
            )
            + "</p>",
            self._figure(
                ("6-4 6-4 6-4", self.tr("led")),
                ("2-2 2-2 2-2", self.tr("beats it")),
                ("1-1 1-1 1-1", self.tr("beats both")),
            ),
            self._heading("earth-sets", self.tr("Equal earth tiles"), 2),
            "<p>"
            + self.tr(
                "Two to four earth tiles of the same rank, alike or not: a seven and a seven, or "
                "both nines. Only a set of the same size and a higher rank beats them."
            )
            + "</p>",
            self._figure(
                ("5-2 4-3", self.tr("two sevens")),
                ("6-2 6-2", self.tr("two eights beat them")),
                ("6-3 5-4", self.tr("two nines beat both")),
            ),
            self._heading("ministers", self.tr("Mixed ministers"), 2),
            "<p>"
            + self.tr(
                "Any two or more ministers, sky and earth mixed as you like. Only chiefs beat "
                "them: the same number of tiles, with as many sky tiles and as many earth tiles as "
                "the ministers had."
            )
            + "</p>",
            self._figure(
                ("1-1 6-2 5-3", self.tr("one sky, two earth")),
                ("6-6 6-3 5-4", self.tr("beats it: one sky, two earth")),
                ("6-6 6-6 6-3", self.tr("does not: wrong mixture")),
            ),
            self._note(self.tr("a lead mixing sky and earth ministers has at most {n} tiles.").format(n=ministers)),
            self._heading("chiefs", self.tr("Mixed chiefs"), 2),
            "<p>"
            + self.tr(
                "Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never "
                "join ministers, and below the ministers sky and earth tiles never mix in one "
                "lead: a lama with a seven is not a combination."
            )
            + "</p>",
            self._figure(("6-6 6-3", self.tr("unbeatable")), ("6-6 6-6 5-4 6-3", self.tr("unbeatable"))),
            self._heading("mother-son", self.tr("Mother and son"), 2),
            "<p>"
            + self.tr(
                "The mother and the son led together. They beat nothing, but once led nobody can "
                "beat them, and they count as a point: each opponent without a passport pays the "
                "leader a chip."
            )
            + "</p>",
            self._figure(("4-2 2-1", self.tr("mother and son"))),
            self._heading("mare", self.tr("The mare"), 2),
            "<p>"
            + self.tr(
                "A five and the son: exactly <span class='tile'>4-1</span> with "
                "<span class='tile'>2-1</span>; the other five, <span class='tile'>3-2</span>, "
                "will not do. Only the stallion beats the mare."
            )
            + "</p>",
            self._figure(("4-1 2-1", self.tr("the mare"))),
            self._heading("stallion", self.tr("The stallion"), 2),
            "<p>"
            + self.tr(
                "A seven and the mother: exactly <span class='tile'>4-3</span> with "
                "<span class='tile'>4-2</span>. It beats the mare, and nothing beats it."
            )
            + "</p>",
            self._figure(("4-3 4-2", self.tr("the stallion"))),
            self._heading("horse", self.tr("The complete horse"), 2),
            "<p>"
            + self.tr(
                "The mare and the stallion led together as four tiles. It beats nothing and cannot "
                "be beaten. It holds a mother and a son, yet it is not a point."
            )
            + "</p>",
            self._figure(("4-3 4-2 4-1 2-1", self.tr("the complete horse"))),
            self._heading("double", self.tr("Double mare, double stallion"), 2),
            "<p>"
            + self.tr(
                "Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The "
                "double stallion beats the double mare and cannot itself be beaten; the double mare "
                "beats nothing."
            )
            + "</p>",
            self._figure(("4-1 4-1 2-1 2-1", self.tr("double mare")), ("4-3 4-3 4-2 4-2", self.tr("double stallion"))),
            self._heading("points", self.tr("Points from the dice"), 2),
            "<p>"
            + self.tr(
                "Every deal, the throw of the dice names one kind of tile, and four tiles become "
                "that deal's <b>points</b> (drawn with a gold rim):"
            )
            + "</p>",
            "<ul>"
            "<li>" + self.tr("a sky kind: its four copies;") + "</li>"
            "<li>" + self.tr("an earth kind: every earth tile of the same rank, both kinds of it;") + "</li>"
            "<li>" + self.tr("the mother or the son: both mothers and both sons.") + "</li></ul>",
            self._dice_examples(),
            "<p>"
            + self.tr(
                "A point beats nothing, but a point that is led cannot be beaten, so its leader "
                "takes the trick and is paid at once. Several points may be led together, never "
                "mixed with tiles that are not points. A point also leaves the ranking: with the "
                "sky chief as point, the sky minister cannot be beaten; with the sevens as points "
                "there is no stallion, so the mare cannot be beaten; with a five as point there is "
                "no mare; with the mother or the son as points there are no horses at all."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Mother and son led together are always a point, worth one. When they are points "
                "in their own right as well, that lead is worth three: each of the two tiles counts, "
                "and so does the pair."
            )
            + "</p>",
        ]

    def _dice_examples(self) -> str:
        cells = []
        for a, b, caption in (
            (6, 6, self.tr("sky: four chiefs")),
            (6, 2, self.tr("earth: both eights")),
            (2, 1, self.tr("son: mothers and sons")),
        ):
            kinds = sorted(point_kinds(kind_of_dice(a, b)))
            tiles = " ".join(str(k) for k in kinds for _ in range(k.copies))
            cells.append(
                f"<td align='center' style='padding: 4px 18px 4px 0'>{self._dice(a, b)}<br>"
                f"{self._tiles(tiles, 0.42, points=tiles)}<br><span class='caption'>{caption}</span></td>"
            )
        return f"<table {self._side()} cellspacing='0' cellpadding='0'><tr>{self._row(cells)}</tr></table>"

    def _deal_section(self) -> list[str]:
        r = self.rules
        return [
            self._heading("deal", self.tr("The deal")),
            "<p>"
            + self.tr(
                "The tiles are shuffled face down and built into eight towers, each two tiles wide "
                "and four high, two towers in front of every player. The player opposite the "
                "starter points at a tower and throws the dice. The throw names the points and "
                "also the taker: count clockwise from the thrower, who counts as one, up to the "
                "total. That player picks up the chosen tower; then the towers go round clockwise, one "
                "per player and each next seat taking the next tower, twice round, until everyone "
                "holds 16 tiles. The dice stay on the table "
                "showing the points."
            )
            + "</p>",
            self._heading("seats", self.tr("Seats and the first starter"), 2),
            "<p>"
            + self.tr(
                "<b>Formal seating:</b> everyone throws the dice. Before noon the highest throw sits "
                "East, the next South, then West, and the lowest North; after noon the lowest sits "
                "East and the order runs the other way. Equal throws are thrown again. East starts "
                "the first deal."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "<b>Informal seating:</b> players sit where they like. One of them throws and counts "
                "the total clockwise from themself; the player the count ends on throws and counts "
                "again, and where the second count ends is the first starter."
            )
            + "</p>",
            "<p>" + self.tr("From the second deal on, whoever took the last trick starts.") + "</p>",
            self._note(
                self.tr("seating is {mode}.").format(
                    mode=self.tr("formal") if r.seating == "formal" else self.tr("informal")
                )
            ),
            self._heading("redeal", self.tr("Re-deal"), 2),
            "<p>"
            + self.tr(
                "A hand without a single tile of the two highest ranks of each suit may ask for a "
                "new deal; the player shows the hand to prove it. Points do not count as high "
                "tiles, so the next ranks down take their place: there are always 16 tiles that "
                "rule a re-deal out. The same player starts the new deal."
            )
            + "</p>",
            self._note(self.tr("re-deals are {state}.").format(state=self._on_off(r.redeal))),
            self._heading("chiefs-shown", self.tr("Four sky chiefs"), 2),
            "<p>"
            + self.tr(
                "Whoever is dealt all four <span class='tile'>6-6</span>, when they are not points, "
                "shows them to the table and keeps them. Everyone now knows where they are."
            )
            + "</p>",
            self._heading("uniting", self.tr("Uniting mother and son"), 2),
            "<p>"
            + self.tr(
                "When the mother and the son are not points, a player holding a mother but no son may "
                "show it, looking for a son; any player holding a son may answer (and the same "
                "the other way round). Each of the two throws one die, and the higher throw takes "
                "both tiles. The player left with 15 tiles then throws both dice, and the one with "
                "17 gives back the tile they name, or an equal earth tile. If the dice name a "
                "mother, a son, a point or a tile the giver lacks, they are thrown again."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "A player with both mothers and a player with both sons may simply swap one tile "
                "each, without dice, if both agree."
            )
            + "</p>",
            self._figure(("4-2", self.tr("mother looking for son")), ("2-1", self.tr("son looking for mother"))),
            self._note(self.tr("uniting mother and son is {state}.").format(state=self._on_off(r.mother_son))),
        ]

    def _play_section(self) -> list[str]:
        r = self.rules
        if r.passport == "full":
            passport_note = self.tr("the full passport rules 1 to 4 apply.")
        elif r.passport == "simple":
            passport_note = self.tr("the simplified passport rule applies.")
        else:
            passport_note = self.tr("a passport places no limits on leads; it still frees its holder from paying.")
        beating = (
            self.tr("compulsory beating is on: a player who can beat the trick must.")
            if option_value(r, Option.COMPULSORY_BEAT)
            else self.tr("nobody is forced to beat.")
        )
        return [
            self._heading("play", self.tr("The play")),
            "<p>"
            + self.tr(
                "The starter leads a single tile or a combination, face up. Then each other player "
                "in turn, clockwise, plays exactly as many tiles:"
            )
            + "</p>",
            "<ul><li>" + self.tr("<b>face up</b> on top, if the play beats the best play so far;") + "</li>"
            "<li>"
            + self.tr("<b>face down</b> underneath otherwise: any tiles at all, unseen by the others.")
            + "</li></ul>",
            "<p>"
            + self.tr(
                "There is no need to follow suit. When all four have played, the play on top wins: "
                "its player takes the pile as one stack for each tile led and leads next. A deal "
                "always has 16 stacks."
            )
            + "</p>",
            self._figure(
                ("5-3", self.tr("led")),
                ("?", self.tr("face down")),
                ("6-3", self.tr("beats it")),
                ("?", self.tr("face down")),
            ),
            self._note(beating),
            self._heading("charity", self.tr("Charity"), 2),
            "<p>"
            + self.tr(
                "A leader without a passport may instead lead one tile face down and name sky, earth "
                "or no suit. The tile need not match the suit named, and it is never shown. It falls "
                "to any one tile from the suit that was named, or to any one tile whatever when "
                "no suit was named; after that the usual rules apply. If all four play face down, "
                "the leader takes the trick."
            )
            + "</p>",
            self._note(self.tr("charity is {state}.").format(state=self._on_off(r.charity))),
            self._heading("passport", self.tr("Passport"), 2),
            "<p>"
            + self.tr(
                "A player who has taken six stacks or more holds a <b>passport</b>. From then on they "
                "pay nothing for the rest of the deal, though they can still be paid. In exchange, "
                "whenever they lead, they may only lead what these rules allow; playing to someone "
                "else's lead stays free."
            )
            + "</p>",
            "<ol>"
            "<li>"
            + self.tr(
                "<b>Always allowed:</b> a lead nobody can beat, counting the tiles already played "
                "face up as gone (points included); mixed ministers; a set of identical sky tiles "
                "above the people; and, with a hand of nothing but points and one more tile or "
                "combination, that tile or combination."
            )
            + "</li>"
            "<li>"
            + self.tr(
                "<b>Without a chief in hand</b> (a <span class='tile'>6-6</span>, "
                "<span class='tile'>6-3</span> or <span class='tile'>5-4</span> that is not a "
                "point): also any special combination, the mare included even when it can be "
                "beaten, and any sky set, even of people."
            )
            + "</li>"
            "<li>"
            + self.tr(
                "<b>With nothing unbeatable, no sky set and no special combination:</b> a set of "
                "equal earth tiles, showing the hand to prove it."
            )
            + "</li>"
            "<li>"
            + self.tr(
                "<b>Otherwise:</b> the hand is laid open and a single tile is led. If the hand is "
                "all one suit, any tile will do; if not, a throw of the dice names the suit to "
                "lead."
            )
            + "</li>"
            "</ol>",
            "<p>"
            + self.tr(
                "<b>Simplified passport.</b> Leads are grouped from strongest to weakest: first "
                "whatever the first rule above allows; if the hand has none of those, any sky set "
                "or horse; failing that, any earth set; failing that, anything. The passport "
                "holder must lead from the first group the hand can supply."
            )
            + "</p>",
            self._note(passport_note),
        ]

    def _payments_section(self) -> list[str]:
        r = self.rules
        factor = r.jump_factor
        return [
            self._heading("payments", self.tr("Payments")),
            "<p>"
            + self.tr("Every player starts with the same number of chips. There are two kinds of payment.")
            + "</p>",
            "<p>"
            + self.tr(
                "<b>During the play:</b> whoever leads points is paid at once by every opponent who "
                "has no passport: one chip per point tile, plus one for each mother-and-son pair in "
                "the lead."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "<b>After the last trick</b>, its winner settles with each of the others by the "
                "number of stacks they took:"
            )
            + "</p>",
            "<ul><li>"
            + self.tr("fewer than six stacks: pay the winner the difference (two stacks pay four);")
            + "</li>"
            "<li>" + self.tr("exactly six: nothing changes hands;") + "</li>"
            "<li>" + self.tr("more than six: the winner pays one chip for each stack above six.") + "</li></ul>",
            "<p>"
            + self.tr(
                "Without a jump, the settlement always brings the winner two chips more than the "
                "number of stacks they took."
            )
            + "</p>",
            self._note(
                self.tr("everyone starts with {n} chips. ").format(n=r.stake)
                + (
                    self.tr("Balances may go below zero.")
                    if r.allow_debt
                    else self.tr("A player who cannot pay pays what is left, and a player at zero ends the session.")
                )
            ),
            self._heading("jumps", self.tr("Jumps"), 2),
            "<p>"
            + self.tr(
                "If the last trick is won by leading points, the deal ends in a <b>jump</b>. The "
                "points that ended the deal (the unbroken run of points leads at its very end) are "
                "not paid one by one; instead every settlement payment is multiplied by the jump "
                "factor times their value."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "With a factor of 2 and a final run of points worth 3, the settlement counts six "
                "times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most "
                "six points (four from the dice, two mother-and-son pairs), so a factor of 2 "
                "multiplies by twelve at most."
            )
            + "</p>",
            self._note(
                self.tr(
                    "the jump factor is {factor}: a jump multiplies the settlement by {factor} times "
                    "the value of the final points."
                ).format(factor=factor)
            ),
            self._heading("sweep", self.tr("All sixteen stacks"), 2),
            "<p>"
            + self.tr("A player who takes all 16 stacks wins every chip the others have, and the session ends there.")
            + "</p>",
        ]

    def _session_section(self) -> list[str]:
        return [
            self._heading("gobah", self.tr("Ending the session: Gobah")),
            "<p>"
            + self.tr(
                "Any player may call <b>Gobah</b>: five more deals are played, and the fifth, the "
                "last of the session, is called <b>Tashi Gobah</b>. When time is short the players "
                "may agree on a single last deal instead, which is then the Tashi Gobah."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Called while a deal is being played, Gobah counts from the end of that deal: "
                "the deal in progress is not one of the five, and a single last deal called then "
                "is the next one. Called between deals, the next deal is the first of the five."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "In this game, use the buttons in the session panel: <i>Declare Gobah</i> or "
                "<i>One last deal</i>. The panel counts the Gobah deals still to come."
            )
            + "</p>",
        ]

    def _customs_section(self) -> list[str]:
        r = self.rules
        customs = (
            (
                "hand_exchange",
                self.tr("Exchanging hands"),
                self.tr(
                    "After the deal, before anyone looks at their tiles, two players may agree to swap their "
                    "whole hands."
                ),
            ),
            (
                "seat_exchange",
                self.tr("Exchanging seats"),
                self.tr(
                    "A player with a run of bad luck may ask for new seats before the tiles are shuffled. "
                    "Everyone throws the dice; the one who asked stays put and the others sit round by their "
                    "throws, the same way the seats were first decided. Chips go with their owners. In this "
                    "game you are asked before each shuffle; an AI player asks only after losing three deals "
                    "in a row in the same seats."
                ),
            ),
            (
                "dice_hint",
                self.tr("Hint from the dice"),
                self.tr(
                    "Unsure what to play? Throw the dice and read the answer however you like, then set them "
                    "back to show the points."
                ),
            ),
            (
                "omens",
                self.tr("Omens"),
                self.tr(
                    "Holding three sky chiefs while the player opposite takes the last trick is a bad sign, "
                    "and as a salute to the winner you are the one who throws the dice when the next deal "
                    "begins. Winning one of the "
                    "Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a "
                    "warning."
                ),
            ),
        )
        parts = [
            self._heading("customs", self.tr("Customs")),
            "<p>"
            + self.tr(
                "Old table habits, each turned on or off for the session. By tradition, "
                "each player keeps the stacks they win in a row on their left."
            )
            + "</p>",
        ]
        for name, title, text in customs:
            state = self.tr("on") if getattr(r, name) else self.tr("off")
            parts.append(f"<h3>{escape(title)} <span class='soft'>({state})</span></h3><p>{text}</p>")
        return parts
