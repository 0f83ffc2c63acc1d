"""The jargon a table shows, explained: the glossary's plain words for each rules term in a text.

A seat plate, a caption, a button of the action bar or a column of the recap says
"stacks", "passport", "banker", "face down"; ``jargon_words`` finds the terms of the
game's glossary in what it says (in the language in use, or in English) and gives their
meanings, ready for a tooltip and an accessible description, with where the rules
explain them.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QGraphicsScene, QLabel, QWidget

from bagchen_qt.core.glossary import TRANSLATION_CONTEXT, Term, glossary_of
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.words import tr

MORE = QT_TRANSLATE_NOOP("Words", "More in Help → Rules.")
JARGON = "jargon"  # the property where a widget keeps the words it was given, to replace them


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
    what the tooltip says of its own) and as its accessible description. A widget shown
    again with other words has its old explanation replaced."""
    text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    words = jargon_words(game, text)
    given = str(widget.property(JARGON) or "")
    tip = widget.toolTip()
    own = tip[: -len(given)].rstrip("\n") if given and tip.endswith(given) else tip
    widget.setProperty(JARGON, words)
    widget.setToolTip(f"{own}\n\n{words}" if own and words else own or words)
    widget.setAccessibleDescription(words)


def explain_table(scene: QGraphicsScene, game: str) -> None:
    """The seat plates and captions of ``scene`` explain the terms they show, from now on."""
    from bagchen_qt.ui.seat_panel import Explained

    explain = explainer(game)
    for item in scene.items():
        if isinstance(item, Explained):
            item.explain = explain
            item.setToolTip(item.toolTip())  # QGraphicsItem's tooltip, explained


def explain_widgets(parent: QWidget, game: str) -> None:
    """The buttons and labels in ``parent`` (the action bar, a recap) explain the terms they show."""
    for widget in parent.findChildren(QAbstractButton) + parent.findChildren(QLabel):
        explain_widget(widget, game)
