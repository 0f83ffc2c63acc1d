"""A deal's annotations as the replay window edits them (no Qt here).

The window keeps one annotation per event (and one for the deal): text, a quick mark
and a bookmark. Every change is written to the database at once; an annotation left
with no text, no mark and no bookmark is deleted. Deals imported with several notes on
one event keep them all: the first is the one edited, the others are shown.
"""

from __future__ import annotations

from bagchen_qt.records.schema import MARKS
from bagchen_qt.records.store import Annotation, Store

KEEP = object()


def typed_mark(current: str | None, typed: str) -> str | None:
    """The mark after typing ``!`` or ``?``: appended when that makes a mark (``!`` then
    ``?`` gives ``!?``), else started afresh (``!!`` then ``!`` gives ``!``)."""
    if typed not in ("!", "?"):
        raise ValueError(f"marks are typed with ! and ?, not {typed!r}")
    if current and current + typed in MARKS:
        return current + typed
    return typed


class DealNotes:
    def __init__(self, store: Store, deal_id: int) -> None:
        self.store = store
        self.deal_id = deal_id
        self.items: list[Annotation] = []
        self.reload()

    def reload(self) -> None:
        self.items = self.store.annotations(self.deal_id)

    def of(self, event: int | None) -> list[Annotation]:
        """The annotations of event ``event`` (1-based), or of the deal (None)."""
        return [a for a in self.items if a.event == event]

    def first(self, event: int | None) -> Annotation | None:
        found = self.of(event)
        return found[0] if found else None

    def text(self, event: int | None) -> str:
        return "\n".join(a.text for a in self.of(event) if a.text)

    def mark(self, event: int | None) -> str | None:
        note = self.first(event)
        return note.mark if note else None

    def bookmarked(self, event: int | None) -> bool:
        return any(a.bookmark for a in self.of(event))

    def steps(self) -> set[int]:
        """Event numbers with an annotation."""
        return {a.event for a in self.items if a.event is not None}

    def update(
        self, event: int | None, *, text: str | None = None, mark: object = KEEP, bookmark: bool | None = None
    ) -> None:
        """Change the event's (or the deal's) annotation, creating or deleting it as
        needed. Raises ``RecordsError`` when the database cannot be written."""
        note = self.first(event)
        new_text = text if text is not None else (note.text if note else "")
        if mark is KEEP:
            new_mark = note.mark if note else None
        elif mark is None or isinstance(mark, str):
            new_mark = mark
        else:
            raise TypeError(f"a mark is a string or None, not {mark!r}")
        new_bookmark = bookmark if bookmark is not None else (note.bookmark if note else False)
        if note is None:
            if new_text or new_mark or new_bookmark:
                self.store.add_annotation(self.deal_id, event, new_text, new_mark, new_bookmark)
        elif not (new_text or new_mark or new_bookmark) and len(self.of(event)) == 1:
            self.store.delete_annotation(note.id)
        elif (new_text, new_mark, new_bookmark) != (note.text, note.mark, note.bookmark):
            self.store.edit_annotation(note.id, text=new_text, mark=new_mark, bookmark=new_bookmark)
        self.reload()
