"""The words layer: how the windows say things in the player's language, for any game.

The rules hand over codes with parameters (``core.refusals.Refusal``) and events; the
words turn them into sentences in the right person ("You lead", "Pema leads") and
number ("1 tile was led", "3 tiles were led"). This module holds the machinery (``tr``,
``fill``, ``Voice``, numbers and lists), the words every table shares (chips, AI levels,
the hint's lines, the trick's tags) and ``refusal_text``; each game's own words are in
its folder (Bagchen's in ``games/bagchen/table/words.py``), its refusals registered
through its "words" face. Every sentence goes through
``QCoreApplication.translate`` in the "Words" context, with ``%Ln`` for counted nouns,
so that a translation can give each language its own plural forms (English gets its
own from ``plurals``).

Templates are marked with ``QT_TRANSLATE_NOOP`` where they are written, for lupdate.
In a template ``%1`` is always the name of the seat the sentence speaks of (empty
when it speaks to you), ``%2`` … the other values, and ``%Ln`` the count. Numbers are
written in the language's digits (``%Ln``, and ``fill`` for whole numbers): Persian
readers see Persian digits; tile notation (6-6) stays as it is.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QDateTime, QLocale, Qt

from bagchen_qt.core.refusals import CoreCode, Refusal
from bagchen_qt.games import load_faces
from bagchen_qt.ui.cjk_face import is_cjk
from bagchen_qt.ui.plurals import CONTEXT, QT_TRANSLATE_NOOP, install_plurals, translate_counted, whole_number

from .saying import GAME_REFUSALS, TOLD_BY_CAUSE, Say, register_refusals

# --- translation ------------------------------------------------------------------------


def tr(text: str, n: int = -1) -> str:
    """``text`` translated in the words' context; ``%Ln`` becomes ``n``."""
    install_plurals()
    return translate_counted(CONTEXT, text, n)


def fill(template: str, *values: object) -> str:
    """Put ``values`` in place of %1, %2 … in one pass (a value's own "%2" stays as it is)."""
    out: list[str] = []
    i = 0
    while i < len(template):
        char = template[i]
        if char == "%" and i + 1 < len(template) and template[i + 1].isdigit() and template[i + 1] != "0":
            index = int(template[i + 1]) - 1
            out.append(number_text(values[index]) if index < len(values) else "")
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)


def number_text(value: object) -> str:
    """A value as text, whole numbers in the digits of the language in use."""
    if isinstance(value, int) and not isinstance(value, bool):
        return whole_number(value)
    return str(value)


class _LocalNumbers(string.Formatter):
    """``str.format`` that writes whole numbers in the digits of the language in use."""

    def format_field(self, value: object, format_spec: str) -> str:
        if not format_spec and isinstance(value, int) and not isinstance(value, bool):
            return whole_number(value)
        return str(super().format_field(value, format_spec))


_LOCAL_NUMBERS = _LocalNumbers()


def formatted(template: str, **values: object) -> str:
    """``template.format(**values)``, whole numbers in the language's digits ("۸ مهره")."""
    return _LOCAL_NUMBERS.format(template, **values)


def list_text(items: Sequence[str]) -> str:
    """Items as the language in use lists them: "A, B, and C", "A، B، و C", "A, B і C"."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:  # no language set (a bare system): English's
        locale = QLocale(QLocale.Language.English)
    return locale.createSeparatedList(list(items))


def comma_list(items: Sequence[str]) -> str:
    """Items one after another, parted by the language's comma ("،" in Persian)."""
    return tr(QT_TRANSLATE_NOOP("Words", ", ")).join(items)


def moment_text(stamp: str) -> str:
    """A stored UTC time ("2026-11-28T14:30:00Z") as the language in use writes a local
    date and time, in its digits ("۲۰۲۶/۱۱/۲۸ ۱۴:۳۰" in Persian); a stamp that is not
    one stays as it is."""
    when = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not when.isValid():
        return stamp
    locale = QLocale()
    if locale.language() in (QLocale.Language.C, QLocale.Language.English):  # unambiguous in every country
        return when.toLocalTime().toString("yyyy-MM-dd HH:mm")
    return locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def decimal_text(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals in the language's digits and decimal point ("۴٫۰")."""
    # Rounded as Python's "{:.1f}" rounds (half to even), then written by the locale.
    return QLocale().toString(round(float(value), places), "f", places)


LRM = "\u200e"  # the left-to-right mark


def codes_text(codes: str) -> str:
    """Piece codes ("5-2 4-3 4-3") to read in their own order in any sentence. In a
    right-to-left language the bidi algorithm takes a digit after Persian letters for an
    Arabic number and reverses the run ("3-4 3-4 2-5"); a left-to-right mark on each side
    keeps it one left-to-right run."""
    if QLocale().textDirection() == Qt.LayoutDirection.RightToLeft:
        return LRM + codes + LRM
    return codes


def signed_decimal(value: float, places: int = 2) -> str:
    """A gain or a loss with ``places`` decimals, its sign and the language's digits: "+0.65", "−0.05"."""
    text = decimal_text(abs(value), places)
    return ("\u2212" if value < 0 else "+" if value > 0 else "") + text


def signed_number(value: int) -> str:
    """A gain or a loss, with its sign, in the digits of the language in use: "+5", "−3"
    (a true minus sign, as wide as the plus: the locale's own is a hyphen)."""
    if value < 0:
        return "\u2212" + whole_number(-value)
    return ("+" if value > 0 else "") + whole_number(value)


def sentence(text: str) -> str:
    """The first letter up: a sentence may begin with a value ("mixed ministers …")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Voice:
    """Who is spoken of and who is spoken to: ``names`` by seat, ``you`` the seat
    addressed as "you" (the human at the table), if any."""

    names: Sequence[str]
    you: int | None = None

    def says(self, seat: int | None, second: str, third: str, *values: object, n: int = -1) -> str:
        """``second`` (to you) or ``third`` (of a named seat), translated and filled in."""
        if seat is None or seat == self.you:
            return fill(tr(second, n), "", *values)
        return fill(tr(third, n), self.names[seat], *values)

    def name(self, seat: int) -> str:
        return tr(QT_TRANSLATE_NOOP("Words", "you")) if seat == self.you else self.names[seat]


# --- small words ------------------------------------------------------------------------


# The AI levels by name (ai.player's levels), for lists that show an unnamed AI by its level.
LEVEL_NAMES: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("Words", "random"),
    "easy": QT_TRANSLATE_NOOP("Words", "easy"),
    "medium": QT_TRANSLATE_NOOP("Words", "medium"),
    "hard": QT_TRANSLATE_NOOP("Words", "hard"),
    "oracle": QT_TRANSLATE_NOOP("Words", "oracle"),
    "tuned": QT_TRANSLATE_NOOP("Words", "tuned"),
    "example": QT_TRANSLATE_NOOP("Words", "example"),  # the scripted player of Help → Examples
}


def level_name(level: str | None) -> str:
    """An AI level by its name in the language in use ("easy")."""
    return tr(LEVEL_NAMES[level]) if level in LEVEL_NAMES else (level or "")


def ai_label(level: str | None) -> str:
    """An AI without a name, by its level: "easy AI"."""
    return fill(tr(QT_TRANSLATE_NOOP("Words", "%2 AI")), "", level_name(level))


def chips_text(n: int) -> str:
    return tr("%Ln chip(s)", n)


def stacks_text(n: int) -> str:
    return tr("%Ln stack(s)", n)


def chips_and_stacks_text(chips: int, stacks: int) -> str:
    """A seat's chips and the stacks it has won ("99 chips, 1 stack won")."""
    return fill(tr("%2, %Ln stack(s) won", stacks), "", chips_text(chips))


# --- what the selected tiles form ----------------------------------------------------------


# --- refusals ---------------------------------------------------------------------------

# The core's own codes; each game's come from its "words" face (``saying.register_refusals``).
_CORE_REFUSALS: dict[str, Say] = {
    CoreCode.REPLAY_EVENT: Say(QT_TRANSLATE_NOOP("Words", "Event %2 is refused."), None, lambda r: (r.index,)),
    CoreCode.OTHER: Say("%2", None, lambda r: (r.detail,)),
}
register_refusals(_CORE_REFUSALS, told_by_cause=(CoreCode.REPLAY_EVENT,))


def refusal_text(refusal: Refusal, voice: Voice) -> str:
    """One short sentence for the action bar: why, in the player's words. A refusal a
    game tells by its cause (a play that cannot be led: the bar shows the play already)
    is told by that cause."""
    load_faces("words")  # every game's words for its refusals, imported once
    r = refusal
    while r.code in TOLD_BY_CAUSE and r.cause is not None:
        r = r.cause
    say = GAME_REFUSALS.get(r.code)
    if say is None:  # a game that gives no words for this code: its plain English sentence
        return sentence(str(r)) + "."
    values = say.values(r)
    n = say.count(r)
    if say.third is None:
        return sentence(fill(tr(say.second, n), "", *values))
    return sentence(voice.says(r.seat, say.second, say.third, *values, n=n))


# --- moves, for the move list -------------------------------------------------------------


# --- the hint ---------------------------------------------------------------------------

HINT_LINE = 48  # characters a line of the hint holds on the table


_BREAK_AFTER = " \u0f0b\u0f0d"  # a space, Tibetan's syllable mark tsheg, its clause mark shad


def wrap_text(text: str, width: int) -> list[str]:
    """``text`` in lines of at most about ``width`` characters, broken between words:
    after a space, or in Tibetan (which puts spaces only between clauses) after the
    syllable mark tsheg or the clause mark shad, or in Chinese (which puts no spaces)
    between any two characters but before a closing mark or after an opening one. A
    Chinese character is as wide as two Latin letters."""
    pieces: list[str] = []  # each a word with the breaks that follow it
    for char in text:
        if pieces and _breaks_between(pieces[-1][-1], char):
            pieces.append(char)
        elif pieces:
            pieces[-1] += char
        else:
            pieces.append(char)
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if line and _width(line) + _width(piece.rstrip()) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


# Chinese marks a line may not start with, and those it may not end with.
_NO_BREAK_BEFORE = frozenset("，。、：；！？）」』》〉”’…·%")
_NO_BREAK_AFTER = frozenset("（「『《〈“‘")


def _breaks_between(before: str, after: str) -> bool:
    if before in _BREAK_AFTER and after not in _BREAK_AFTER:
        return True
    if after in _NO_BREAK_BEFORE or before in _NO_BREAK_AFTER:
        return False
    return is_cjk(before) or is_cjk(after)


def _width(text: str) -> int:
    return sum(2 if is_cjk(c) else 1 for c in text)


def hint_text(reason: str) -> str:
    """The hint above the hand: a title, then why, in short lines."""
    lines = wrap_text(reason, HINT_LINE) or [""]
    return "\n".join([tr(QT_TRANSLATE_NOOP("Words", "Hint")), *lines])


# --- the table's captions ----------------------------------------------------------------


# --- the trick on the table ---------------------------------------------------------------


def trick_tag(lead: bool, winning: bool, completed: bool) -> str:
    """The tag beside a play of the trick: "lead", "winning" ("wins" once the trick is
    complete), or both."""
    parts = []
    if lead:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "lead")))
    if winning:
        parts.append(tr(QT_TRANSLATE_NOOP("Words", "wins")) if completed else tr(QT_TRANSLATE_NOOP("Words", "winning")))
    return " · ".join(parts)


def review_head(name: str, reviewed: int, decisions: int, mistakes: int, chips: float) -> str:
    """The first line of a seat's AI review."""
    return fill(
        tr("%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.", mistakes),
        name,
        reviewed,
        decisions,
        decimal_text(chips),
    )


def previous_trick_title() -> str:
    return tr(QT_TRANSLATE_NOOP("Words", "Previous trick"))


def previous_trick_footer(key: str, held: bool) -> str:
    """How the look at the previous trick ends; ``held``: it was opened with ``key``."""
    if held:
        return fill(tr(QT_TRANSLATE_NOOP("Words", "Release %2, click or press Esc to go back to the game")), "", key)
    return tr(QT_TRANSLATE_NOOP("Words", "Click or press Esc to go back to the game"))


def last_stack_tip(winner: int, voice: Voice, key: str) -> str:
    """The tooltip of the last stack won, while the previous trick may be looked at."""
    return voice.says(
        winner,
        QT_TRANSLATE_NOOP("Words", "Previous trick, won by you: click here or hold %2 to look at it again"),
        QT_TRANSLATE_NOOP("Words", "Previous trick, won by %1: click here or hold %2 to look at it again"),
        key,
    )
