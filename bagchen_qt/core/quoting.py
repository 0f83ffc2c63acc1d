"""A short excerpt of any value read from outside, for a message that refuses it.

A message about bad input quotes at most ``LIMIT`` characters of the value it refuses,
whatever the value is: a text of 50 MB, a list of a million tiles, a number of 4,000
digits (which ``str`` itself refuses past 4,300), JSON nested a thousand deep (which
``repr`` and ``json.dumps`` cannot walk). ``excerpt`` never fails and never walks more
of a value than it shows.
"""

from __future__ import annotations

import json
from typing import Any

LIMIT = 40  # characters of a value a message quotes
_MAX_DIGITS = 40  # a whole number longer than this is described, not written out
_ELLIPSIS = "..."


def excerpt(value: Any, limit: int = LIMIT) -> str:
    """``value`` as a message quotes it: text as it is, anything else as JSON, cut to
    ``limit`` characters (the cut marked ``...``)."""
    if isinstance(value, str):
        return _cut(value, limit)
    parts: list[str] = []
    _write(value, parts, limit + len(_ELLIPSIS) + 1)
    return _cut("".join(parts), limit)


def number_text(value: int) -> str:
    """A whole number written out, or described when it is too long to be quoted."""
    if value.bit_length() <= 3.33 * _MAX_DIGITS:  # str() of a longer one may raise
        text = str(value)
        if len(text) <= _MAX_DIGITS:
            return text
    digits = int(value.bit_length() * 0.30103) + 1
    return f"{'-' if value < 0 else ''}a number of about {digits} digits"


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - len(_ELLIPSIS))] + _ELLIPSIS


def _write(value: Any, parts: list[str], budget: int) -> int:
    """Append ``value``'s JSON to ``parts`` until ``budget`` characters are written;
    the characters still allowed."""
    if budget <= 0:
        return budget
    if isinstance(value, bool) or value is None:
        text = json.dumps(value)
    elif isinstance(value, int):
        text = number_text(value)
    elif isinstance(value, float):
        text = repr(value)
    elif isinstance(value, str):
        text = json.dumps(value[:budget], ensure_ascii=False)
    elif isinstance(value, list | tuple):
        return _write_items(value, "[", "]", parts, budget, keyed=False)
    elif isinstance(value, dict):
        return _write_items(value.items(), "{", "}", parts, budget, keyed=True)
    else:
        text = f"<{type(value).__name__}>"
    parts.append(text[:budget])
    return budget - len(text)


def _write_items(items: Any, start: str, end: str, parts: list[str], budget: int, keyed: bool) -> int:
    parts.append(start)
    budget -= 1
    for index, item in enumerate(items):
        if budget <= 0:
            return budget
        if index:
            parts.append(", ")
            budget -= 2
        if keyed:
            key, item = item
            budget = _write(str(key), parts, budget)
            parts.append(": ")
            budget -= 2
        budget = _write(item, parts, budget)
    parts.append(end)
    return budget - 1


# --- messages about bad input ---------------------------------------------------------------

MAX_MESSAGE = 1000  # characters: a message about bad input fits on one screen


def bounded(message: str, limit: int = MAX_MESSAGE) -> str:
    """``message`` cut to ``limit`` characters: what it quotes was cut already; this
    keeps any message, however it was made, on one screen."""
    return _cut(message, limit)


def bad_input_text(source: object, error: BaseException, outcome: str = "refused") -> str:
    """The one way every reader of outside data (a hand record, a database, a results
    file) says why it refuses it, on the command line and in the windows alike:
    ``SOURCE refused: what is wrong (at $.json.path, line L, column C)``. The error
    may carry ``path`` (a JSON path), ``line`` and ``column``; its own text never
    repeats the source, and ``outcome`` says what came of it ("refused, nothing was
    stored")."""
    text = str(error)
    if text.startswith("file: "):
        text = text[len("file: ") :]
    path, line, column = (getattr(error, name, None) for name in ("path", "line", "column"))
    place = [f"at {path}"] if path and path != "$" else []
    if line is not None and f"line {line}," not in text:  # a JSON error's own text may place it already
        place.append(f"line {line}" + (f", column {column}" if column is not None else ""))
    where = f" ({', '.join(place)})" if place else ""
    return bounded(f"{source} {outcome}: {bounded(text, MAX_MESSAGE // 2)}{where}")


def short_repr(value: Any, limit: int = LIMIT) -> str:
    """``repr(value)``, cut to a few words: how the rules quote a value they refuse."""
    if isinstance(value, str):
        return repr(_cut(value, limit))
    if value is None or isinstance(value, bool | float):
        return repr(value)
    return excerpt(value, limit)
