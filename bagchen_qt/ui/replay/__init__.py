"""The replay window: browse recorded deals, step through them, annotate and review.

Importing this package does not import Qt (the AI worker preloads ``review`` from it);
``ReplayWindow`` and ``open_examples`` are loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what the names below are, for the type checker (no import at run time)
    from .window import ReplayWindow, open_examples

__all__ = ["ReplayWindow", "open_examples"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import window

        return getattr(window, name)
    raise AttributeError(name)
