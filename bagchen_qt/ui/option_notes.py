"""One plain line under each choice of the new-session dialog, so that a newcomer reads
what an option does without hovering over it.

``option_note`` makes the line (small, soft, wrapped); ``explain_option`` ties a choice's
widget to it, so that the dialog's test can find every choice's line, and the line is the
widget's accessible description as well.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

NOTE = "optionNote"  # the object name of every note, and the property of a widget naming its own
OVERHANG = 10  # pixels


def option_note(text: str, parent: QWidget) -> QLabel:
    """A note of one plain sentence, for the row under (or beside) its choice."""
    note = QLabel(text, parent)
    note.setObjectName(NOTE)
    note.setProperty("role", "soft")
    note.setWordWrap(True)  # in the dialog's font: a smaller one of its own wraps Persian lines too late
    # A Persian line with zero-width non-joiners is drawn a little wider than it was measured
    # for wrapping: a margin on each side keeps its last word inside the label.
    note.setContentsMargins(OVERHANG, 0, OVERHANG, 0)
    return note


def explain_option(widget: QWidget, note: QLabel) -> QLabel:
    """Tie ``widget`` to ``note``: the line it is explained by, said to screen readers too."""
    widget.setProperty(NOTE, note)
    widget.setAccessibleDescription(note.text())
    return note


def note_of(widget: QWidget) -> QLabel | None:
    """The note a choice's widget is explained by, if any."""
    note = widget.property(NOTE)
    return note if isinstance(note, QLabel) else None
