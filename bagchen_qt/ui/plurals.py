"""English plural forms for the counted sentences of the words module.

A counted sentence is written once with "(s)" ("%Ln tile(s) were led …") and passed to
``QCoreApplication.translate`` with its number; a translation gives each language its
own plural forms. English gets its two forms from ``EnglishPlurals``, a translator of
its own, installed when the application starts, before any language's translator,
so that a language's translator, asked first, has the last word.

This module needs only QtCore, so that installing it costs the first frame nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

CONTEXT = "Words"  # the translation context of every sentence in ``bagchen_qt.ui.words``


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate finds the marks by this name
    """Marks ``text`` for translation where it is written (it is translated where it is
    shown); Qt's own returns ``object`` to type checkers."""
    return text


_INT = (-(2**31), 2**31)  # Qt counts in a C int
_LONG = (-(2**63), 2**63)  # QLocale writes a 64-bit number at most


def whole_number(value: int) -> str:
    """A whole number in the digits of the language in use (too long for QLocale: as
    Python writes it)."""
    return QLocale().toString(value) if _LONG[0] <= value < _LONG[1] else str(value)


def translate_counted(context: str, text: str, n: int) -> str:
    """``QCoreApplication.translate`` with a count of any size and sign. Qt counts in a C
    int and writes no negative count (-1 means none); a count Qt cannot take (a chip
    count read from a file, a debt) chooses its plural form by a stand-in that ends in
    the same six digits, and is written in its place."""
    if 0 <= n < _INT[1] or (n < 0 and "%n" not in text and "%Ln" not in text):
        return QCoreApplication.translate(context, text, None, n)
    size = abs(n)
    stand_in = size if size < _INT[1] else 1_000_000_000 + size % 1_000_000
    translated = QCoreApplication.translate(context, text, None, stand_in)
    return translated.replace(QLocale().toString(stand_in), whole_number(n))


# The counted sentences, each with its English forms (one, other). lupdate's Python
# parser does not mark plural sources, so this table is also their list for translators.
PLURALS: dict[str, tuple[str, str]] = {
    "%Ln tile(s) were led: play %Ln face down, not %2.": (
        "%Ln tile was led: play %Ln face down, not %2.",
        "%Ln tiles were led: play %Ln face down, not %2.",
    ),
    "%Ln tile(s) were led: %1 must play %Ln face down, not %2.": (
        "%Ln tile was led: %1 must play %Ln face down, not %2.",
        "%Ln tiles were led: %1 must play %Ln face down, not %2.",
    ),
    "%Ln tile(s) were led: beat with %Ln, not %2.": (
        "%Ln tile was led: beat with %Ln, not %2.",
        "%Ln tiles were led: beat with %Ln, not %2.",
    ),
    "%Ln tile(s) were led: %1 must beat with %Ln, not %2.": (
        "%Ln tile was led: %1 must beat with %Ln, not %2.",
        "%Ln tiles were led: %1 must beat with %Ln, not %2.",
    ),
    "At most %Ln mixed minister(s) may be led together.": (
        "At most %Ln mixed minister may be led together.",
        "At most %Ln mixed ministers may be led together.",
    ),
    "%1 plays %Ln tile(s) face down": ("%1 plays %Ln tile face down", "%1 plays %Ln tiles face down"),
    "You play %Ln tile(s) face down": ("You play %Ln tile face down", "You play %Ln tiles face down"),
    " · %1 takes %Ln stack(s)": (" · %1 takes %Ln stack", " · %1 takes %Ln stacks"),
    " · you take %Ln stack(s)": (" · you take %Ln stack", " · you take %Ln stacks"),
    "%Ln tile(s) face down": ("%Ln tile face down", "%Ln tiles face down"),
    "%Ln chip(s)": ("%Ln chip", "%Ln chips"),
    "You finish first, with %Ln chip(s).": ("You finish first, with %Ln chip.", "You finish first, with %Ln chips."),
    "%1 finishes first, with %Ln chip(s).": ("%1 finishes first, with %Ln chip.", "%1 finishes first, with %Ln chips."),
    "%Ln sky chief(s)": ("%Ln sky chief", "%Ln sky chiefs"),
    "%Ln sky minister(s)": ("%Ln sky minister", "%Ln sky ministers"),
    "%Ln lama(s)": ("%Ln lama", "%Ln lamas"),
    "%Ln bird(s)": ("%Ln bird", "%Ln birds"),
    "%Ln sister(s)": ("%Ln sister", "%Ln sisters"),
    "%Ln people tile(s)": ("%Ln people tile", "%Ln people tiles"),
    "%Ln nine(s)": ("%Ln nine", "%Ln nines"),
    "%Ln eight(s)": ("%Ln eight", "%Ln eights"),
    "%Ln seven(s)": ("%Ln seven", "%Ln sevens"),
    "%Ln mother(s)": ("%Ln mother", "%Ln mothers"),
    "%Ln five(s)": ("%Ln five", "%Ln fives"),
    "%Ln son(s)": ("%Ln son", "%Ln sons"),
    "not a combination, %Ln tile(s)": ("not a combination, %Ln tile", "not a combination, %Ln tiles"),
    "points, %Ln tile(s) (worth %2)": ("points, %Ln tile (worth %2)", "points, %Ln tiles (worth %2)"),
    "mixed ministers, %Ln tile(s)": ("mixed ministers, %Ln tile", "mixed ministers, %Ln tiles"),
    "mixed chiefs, %Ln tile(s)": ("mixed chiefs, %Ln tile", "mixed chiefs, %Ln tiles"),
    "Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.": (
        "Lead %2: no unseen tile can beat it, so you take %Ln stack and keep the lead.",
        "Lead %2: no unseen tile can beat it, so you take %Ln stacks and keep the lead.",
    ),
    "Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.": (
        "Beat with %2: nobody after you can beat it, so you take %Ln stack and the lead.",
        "Beat with %2: nobody after you can beat it, so you take %Ln stacks and the lead.",
    ),
    "Beat with %2, which you can spare, hoping to take %Ln stack(s).": (
        "Beat with %2, which you can spare, hoping to take %Ln stack.",
        "Beat with %2, which you can spare, hoping to take %Ln stacks.",
    ),
    "Play your weakest tile(s) (%2) face down%4.": (
        "Play your weakest tile (%2) face down%4.",
        "Play your weakest tiles (%2) face down%4.",
    ),
    " (%Ln stack(s))": (" (%Ln stack)", " (%Ln stacks)"),
    "\njump with %Ln point(s): payments ×%2": (
        "\njump with %Ln point: payments ×%2",
        "\njump with %Ln points: payments ×%2",
    ),
    "%Ln stack(s)": ("%Ln stack", "%Ln stacks"),
    "%Ln tile(s) in hand": ("%Ln tile in hand", "%Ln tiles in hand"),
    "Your hand, %Ln tile(s)": ("Your hand, %Ln tile", "Your hand, %Ln tiles"),
    "%2, %Ln stack(s) won": ("%2, %Ln stack won", "%2, %Ln stacks won"),
    "Gobah: %Ln deal(s) left": ("Gobah: %Ln deal left", "Gobah: %Ln deals left"),
    "%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.": (
        "%1: %2 of %3 decisions reviewed, %Ln mistake, about %4 chips lost.",
        "%1: %2 of %3 decisions reviewed, %Ln mistakes, about %4 chips lost.",
    ),
    "Gobah: %Ln deal(s) left after this one": (
        "Gobah: %Ln deal left after this one",
        "Gobah: %Ln deals left after this one",
    ),
    # Tien Gow (``tiengow_words``)
    "%Ln trick(s)": ("%Ln trick", "%Ln tricks"),
    "You win %Ln trick(s)": ("You win %Ln trick", "You win %Ln tricks"),
    "%1 wins %Ln trick(s)": ("%1 wins %Ln trick", "%1 wins %Ln tricks"),
    "The woodpile: %2 stacks of %Ln tile(s)": (
        "The woodpile: %2 stacks of %Ln tile",
        "The woodpile: %2 stacks of %Ln tiles",
    ),
    "You pay %2 %Ln chip(s)": ("You pay %2 %Ln chip", "You pay %2 %Ln chips"),
    "%1 pays %2 %Ln chip(s)": ("%1 pays %2 %Ln chip", "%1 pays %2 %Ln chips"),
    "You: %Ln trick(s)": ("You: %Ln trick", "You: %Ln tricks"),
    "%1: %Ln trick(s)": ("%1: %Ln trick", "%1: %Ln tricks"),
    "You: %Ln red pip(s)": ("You: %Ln red pip", "You: %Ln red pips"),
    "%1: %Ln red pip(s)": ("%1: %Ln red pip", "%1: %Ln red pips"),
    "%Ln red pip(s)": ("%Ln red pip", "%Ln red pips"),
    "You: %Ln tile(s) won": ("You: %Ln tile won", "You: %Ln tiles won"),
    "%1: %Ln tile(s) won": ("%1: %Ln tile won", "%1: %Ln tiles won"),
    "%Ln tile(s) won": ("%Ln tile won", "%Ln tiles won"),
    "A woodpile holds each of the %Ln tile(s) once.": (
        "A woodpile holds each of the %Ln tile once.",
        "A woodpile holds each of the %Ln tiles once.",
    ),
    "The banker is found with %Ln die(s), each showing 1 to 6.": (
        "The banker is found with %Ln die, each showing 1 to 6.",
        "The banker is found with %Ln dice, each showing 1 to 6.",
    ),
    "%Ln tile(s) were led: play as many, not %2.": (
        "%Ln tile was led: play as many, not %2.",
        "%Ln tiles were led: play as many, not %2.",
    ),
    "%Ln tile(s) were led: %1 must play as many, not %2.": (
        "%Ln tile was led: %1 must play as many, not %2.",
        "%Ln tiles were led: %1 must play as many, not %2.",
    ),
    "Only the banker at the start or a leader with %Ln won tile(s) may say kan.": (
        "Only the banker at the start or a leader with %Ln won tile may say kan.",
        "Only the banker at the start or a leader with %Ln won tiles may say kan.",
    ),
}


class EnglishPlurals(QTranslator):
    """English plural forms for the counted sentences, and nothing else: every other
    text falls through to the next translator, or to its source."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        forms = PLURALS.get(source) if context == CONTEXT else None
        if forms is None:
            return None
        return forms[0] if n == 1 else forms[1]

    def isEmpty(self) -> bool:  # Qt's name
        return False


_installed: tuple[QCoreApplication, EnglishPlurals] | None = None


def install_plurals() -> None:
    """Install the English plural forms in the running application (once per application).
    A language's translator installed later is asked first, as Qt asks the newest first."""
    global _installed
    app = QCoreApplication.instance()
    if app is None or (_installed is not None and _installed[0] is app):
        return
    translator = EnglishPlurals(app)
    QCoreApplication.installTranslator(translator)
    _installed = (app, translator)
