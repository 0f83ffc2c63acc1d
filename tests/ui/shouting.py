"""A stand-in language for tests: one translation context's texts in capitals."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QTranslator


class Shouting(QTranslator):
    def __init__(self, context: str) -> None:
        super().__init__()
        self.context = context

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return source.upper() if context == self.context else None

    def isEmpty(self) -> bool:  # Qt's name
        return False


@contextmanager
def shouting_in(context: str) -> Iterator[None]:
    """``context``'s texts in capitals while the block runs."""
    translator = Shouting(context)
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
