"""The jargon a table shows, explained: the glossary's plain words for each rules term in a text.

A seat plate, a caption, a button of the action bar or a column of the recap says
"stacks", "passport", "banker", "face down"; ``jargon_words`` finds the terms of the
game's glossary in what it says (in the language in use, or in English) and gives their
meanings, ready for a tooltip and an accessible description, with where the rules
explain them. Each such widget's context menu (a right click, or the menu key) and the
table's offer "Rules: <term>", which opens Help → Rules on the game's page at the term's
section (``open_rules_at``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import QAbstractButton, QGraphicsScene, QGraphicsView, QLabel, QMenu, QWidget

from bagchen_qt.core.glossary import TRANSLATION_CONTEXT, Term, glossary_of
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.words import tr

MORE = QT_TRANSLATE_NOOP("Words", "More in Help → Rules: right click, or the menu key, and choose the term.")
RULES_AT = QT_TRANSLATE_NOOP("Words", "Rules: %1")
JARGON = "jargon"  # the property where a widget keeps the words it was given, to replace them
RULES_WINDOW = "jargonRulesWindow"  # the object name of the rules window a link opened, one per window


def _glossary(text: str) -> str:
    return QCoreApplication.translate(TRANSLATION_CONTEXT, text)


def terms_in(game: str, text: str) -> list[Term]:
    """The glossary's terms ``text`` uses, longest first, each once ("last trick" rather
    than "trick" where it says "last trick"); a plural "s" counts."""
    words = _words(text)
    found: list[Term] = []
    for term in sorted(glossary_of(game).values(), key=lambda t: -len(t.term)):
        for spelling in {term.term.lower(), _glossary(term.term).lower()}:
            at = _find(words, spelling.split())
            if at is not None:
                found.append(term)
                words[at : at + len(spelling.split())] = [""] * len(spelling.split())  # said once
                break
    return found


# Persian's zero-width non-joiner (شروع‌کننده) belongs inside a word, as do combining
# marks (the hamza of تودهٔ, Tibetan's vowel signs), which are neither letters nor digits.
_ZWNJ = "\u200c"


def _words(text: str) -> list[str]:
    """``text`` in lower case, as its words (letters and digits; anything else parts them)."""
    return "".join(char if _in_a_word(char) else " " for char in text.lower()).split()


def _in_a_word(char: str) -> bool:
    return char.isalnum() or char == _ZWNJ or unicodedata.category(char).startswith("M")


def _find(words: list[str], term: list[str]) -> int | None:
    """Where the words ``term`` stand in ``words`` (its last word may take a plural "s")."""
    if not term:
        return None
    for at in range(len(words) - len(term) + 1):
        head, last = words[at : at + len(term) - 1], words[at + len(term) - 1]
        if head == term[:-1] and last in (term[-1], term[-1] + "s"):
            return at
    return None


def jargon_words(game: str, text: str) -> str:
    """Each term of ``text`` and its meaning, one a line, then where to read more (empty:
    it uses no term of the glossary)."""
    terms = terms_in(game, text.replace("&", ""))
    if not terms:
        return ""
    lines = [f"{_glossary(term.term)}: {_glossary(term.meaning)}" for term in terms]
    return "\n".join([*lines, tr(MORE)])


def explainer(game: str) -> Callable[[str], str]:
    """What a table item calls to explain its text (``SeatPanel.explain``, ``Caption.explain``)."""
    return lambda text: jargon_words(game, text)


def explain_widget(widget: QWidget, game: str) -> None:
    """Give a button or a label the meanings of the terms it shows: in its tooltip (after
    what the tooltip says of its own) and as its accessible description, and in its
    context menu a link to each term's place in the rules. A widget shown again with
    other words has its old explanation and links replaced."""
    text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    words = jargon_words(game, text)
    given = str(widget.property(JARGON) or "")
    tip = widget.toolTip()
    own = tip[: -len(given)].rstrip("\n") if given and tip.endswith(given) else tip
    widget.setProperty(JARGON, words)
    widget.setToolTip(f"{own}\n\n{words}" if own and words else own or words)
    widget.setAccessibleDescription(words)
    for action in widget.actions():
        if action.property(JARGON):
            widget.removeAction(action)
            action.setParent(None)  # gone now, not at the next turn of the loop: the widget holds only its links
    links = rules_actions(game, text, widget)
    widget.addActions(links)
    widget.setContextMenuPolicy(
        Qt.ContextMenuPolicy.ActionsContextMenu if widget.actions() else Qt.ContextMenuPolicy.DefaultContextMenu
    )


def rules_actions(game: str, text: str, parent: QWidget) -> list[QAction]:
    """ "Rules: <term>" for each term ``text`` uses, each opening the rules at its section."""
    actions = []
    for term in terms_in(game, text.replace("&", "")):
        action = QAction(tr(RULES_AT).replace("%1", _glossary(term.term)), parent)
        action.setProperty(JARGON, term.section)
        action.triggered.connect(lambda _=False, section=term.section: open_rules_at(game, section, parent))
        actions.append(action)
    return actions


def open_rules_at(game: str, section: str, parent: QWidget) -> QWidget:
    """Help → Rules on ``game``'s page at ``section``: the window a link opened before
    from ``parent``'s window, or a new one."""
    from bagchen_qt.ui.rules_window import RulesWindow

    owner = parent.window()
    rules = owner.findChild(RulesWindow, RULES_WINDOW)
    if rules is None:
        rules = RulesWindow(owner, game=game)
        rules.setObjectName(RULES_WINDOW)
    if rules.game != game:
        rules.set_game(game)
    rules.show()
    rules.raise_()
    rules.activateWindow()
    rules.show_section(section)
    QTimer.singleShot(0, rules, lambda: rules.show_section(section))  # once the page is laid out
    return rules


def explain_table(scene: QGraphicsScene, game: str) -> None:
    """The seat plates and captions of ``scene`` explain the terms they show, from now on,
    and its views' context menu links to their places in the rules."""
    from bagchen_qt.ui.seat_panel import Explained

    explain = explainer(game)
    for item in scene.items():
        if isinstance(item, Explained):
            item.explain = explain
            item.setToolTip(item.explained_text or item.toolTip())  # QGraphicsItem's tooltip, explained
    for view in scene.views():
        links = _TableLinks(view, game)
        view.viewport().installEventFilter(links)
        view.installEventFilter(links)


class _TableLinks(QObject):
    """A table view's context menu: its terms' links to the rules (``table_menu``)."""

    def __init__(self, view: QGraphicsView, game: str) -> None:
        super().__init__(view)
        self.view, self.game = view, game

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if event.type() != QEvent.Type.ContextMenu or not isinstance(event, QContextMenuEvent):
            return False
        viewport = self.view.viewport()
        at = viewport.mapFrom(watched, event.pos()) if isinstance(watched, QWidget) else event.pos()
        by_mouse = event.reason() == QContextMenuEvent.Reason.Mouse
        menu = table_menu(self.view, self.game, at if by_mouse else None)
        if not menu.isEmpty():
            pop_up(menu, viewport.mapToGlobal(at) if by_mouse else event.globalPos())
        return True


def pop_up(menu: QMenu, where: QPoint) -> None:
    """Show ``menu`` at ``where`` (on the screen) until it is answered."""
    menu.exec(where)


def table_menu(view: QGraphicsView, game: str, at: QPoint | None) -> QMenu:
    """The table's context menu at ``at`` (in the view's viewport): a link to the rules of
    each term the plate or caption there shows; elsewhere, or from the keyboard (``at``
    None), of every term the table shows now."""
    from bagchen_qt.ui.seat_panel import Explained

    under = [item for item in view.items(at) if isinstance(item, Explained)] if at is not None else []
    if not under:
        scene = view.scene()
        under = [item for item in scene.items() if isinstance(item, Explained) and item.isVisible()] if scene else []
    text = "\n".join(item.explained_text for item in under)
    menu = QMenu(view)
    menu.addActions(rules_actions(game, text, view))
    return menu


def explain_widgets(parent: QWidget, game: str) -> None:
    """The buttons and labels in ``parent`` (the action bar, a recap) explain the terms they show."""
    for widget in parent.findChildren(QAbstractButton) + parent.findChildren(QLabel):
        explain_widget(widget, game)
