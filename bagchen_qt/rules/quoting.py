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
