"""English plural forms for the counted sentences of the words module.

A counted sentence is written once with "(s)" ("%n tile(s) were led …") and passed to
``QCoreApplication.translate`` with its number; a translation gives each language its
own plural forms. English gets its two forms from ``EnglishPlurals``, a translator of
its own, installed when the application starts, before any language's translator,
so that a language's translator, asked first, has the last word.

This module needs only QtCore, so that installing it costs the first frame nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

CONTEXT = "Words"  # the translation context of every sentence in ``bagchen_qt.ui.words``


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate finds the marks by this name
    """Marks ``text`` for translation where it is written (it is translated where it is
    shown); Qt's own returns ``object`` to type checkers."""
    return text


# The counted sentences, each with its English forms (one, other). lupdate's Python
# parser does not mark plural sources, so this table is also their list for translators.
PLURALS: dict[str, tuple[str, str]] = {
    "%n tile(s) were led: play %n face down, not %2.": (
        "%n tile was led: play %n face down, not %2.",
        "%n tiles were led: play %n face down, not %2.",
    ),
    "%n tile(s) were led: %1 must play %n face down, not %2.": (
        "%n tile was led: %1 must play %n face down, not %2.",
        "%n tiles were led: %1 must play %n face down, not %2.",
    ),
    "%n tile(s) were led: beat with %n, not %2.": (
        "%n tile was led: beat with %n, not %2.",
        "%n tiles were led: beat with %n, not %2.",
    ),
    "%n tile(s) were led: %1 must beat with %n, not %2.": (
        "%n tile was led: %1 must beat with %n, not %2.",
        "%n tiles were led: %1 must beat with %n, not %2.",
    ),
    "At most %n mixed minister(s) may be led together.": (
        "At most %n mixed minister may be led together.",
        "At most %n mixed ministers may be led together.",
    ),
    "%1 plays %n tile(s) face down": ("%1 plays %n tile face down", "%1 plays %n tiles face down"),
    "You play %n tile(s) face down": ("You play %n tile face down", "You play %n tiles face down"),
    " · %1 takes %n stack(s)": (" · %1 takes %n stack", " · %1 takes %n stacks"),
    " · you take %n stack(s)": (" · you take %n stack", " · you take %n stacks"),
    "%n tile(s) face down": ("%n tile face down", "%n tiles face down"),
    "%n chip(s)": ("%n chip", "%n chips"),
    "You finish first, with %n chip(s).": ("You finish first, with %n chip.", "You finish first, with %n chips."),
    "%1 finishes first, with %n chip(s).": ("%1 finishes first, with %n chip.", "%1 finishes first, with %n chips."),
    "%n sky chief(s)": ("%n sky chief", "%n sky chiefs"),
    "%n sky minister(s)": ("%n sky minister", "%n sky ministers"),
    "%n lama(s)": ("%n lama", "%n lamas"),
    "%n bird(s)": ("%n bird", "%n birds"),
    "%n sister(s)": ("%n sister", "%n sisters"),
    "%n people tile(s)": ("%n people tile", "%n people tiles"),
    "%n nine(s)": ("%n nine", "%n nines"),
    "%n eight(s)": ("%n eight", "%n eights"),
    "%n seven(s)": ("%n seven", "%n sevens"),
    "%n mother(s)": ("%n mother", "%n mothers"),
    "%n five(s)": ("%n five", "%n fives"),
    "%n son(s)": ("%n son", "%n sons"),
    "not a combination, %n tile(s)": ("not a combination, %n tile", "not a combination, %n tiles"),
    "points, %n tile(s) (worth %2)": ("points, %n tile (worth %2)", "points, %n tiles (worth %2)"),
    "mixed ministers, %n tile(s)": ("mixed ministers, %n tile", "mixed ministers, %n tiles"),
    "mixed chiefs, %n tile(s)": ("mixed chiefs, %n tile", "mixed chiefs, %n tiles"),
    "Lead %2: no unseen tile can beat it, so you take %n stack(s) and keep the lead.": (
        "Lead %2: no unseen tile can beat it, so you take %n stack and keep the lead.",
        "Lead %2: no unseen tile can beat it, so you take %n stacks and keep the lead.",
    ),
    "Beat with %2: nobody after you can beat it, so you take %n stack(s) and the lead.": (
        "Beat with %2: nobody after you can beat it, so you take %n stack and the lead.",
        "Beat with %2: nobody after you can beat it, so you take %n stacks and the lead.",
    ),
    "Beat with %2, which you can spare, hoping to take %n stack(s).": (
        "Beat with %2, which you can spare, hoping to take %n stack.",
        "Beat with %2, which you can spare, hoping to take %n stacks.",
    ),
    "Play your weakest tile(s) (%2) face down%4.": (
        "Play your weakest tile (%2) face down%4.",
        "Play your weakest tiles (%2) face down%4.",
    ),
    " (%n stack(s))": (" (%n stack)", " (%n stacks)"),
    "\njump with %n point(s): payments ×%2": (
        "\njump with %n point: payments ×%2",
        "\njump with %n points: payments ×%2",
    ),
    "%n stack(s)": ("%n stack", "%n stacks"),
    "%n tile(s) in hand": ("%n tile in hand", "%n tiles in hand"),
    "Your hand, %n tile(s)": ("Your hand, %n tile", "Your hand, %n tiles"),
    "%2, %n stack(s) won": ("%2, %n stack won", "%2, %n stacks won"),
    "Gobah: %n deal(s) left": ("Gobah: %n deal left", "Gobah: %n deals left"),
    "%1: %2 of %3 decisions reviewed, %n mistake(s), about %4 chips lost.": (
        "%1: %2 of %3 decisions reviewed, %n mistake, about %4 chips lost.",
        "%1: %2 of %3 decisions reviewed, %n mistakes, about %4 chips lost.",
    ),
    "Gobah: %n deal(s) left after this one": (
        "Gobah: %n deal left after this one",
        "Gobah: %n deals left after this one",
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
