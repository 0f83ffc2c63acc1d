"""What people and the AI said about a deal: annotations (text, a quick mark, a
bookmark; on the deal or one event) and reviews (any JSON object a reviewer found).
Every change is a user's: it raises ``RecordsError`` with the plain reason."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .connection import RecordsConnection, RecordsError, now, stored_json
from .model import Note
from .rows import row_id
from .schema import MARKS

MAX_NOTE_CHARS = 10_000
KEEP: Any = object()  # an argument left as it is


@dataclass(frozen=True)
class Annotation:
    id: int
    deal_id: int
    event: int | None  # 1-based event number, None for the deal as a whole
    text: str
    mark: str | None
    bookmark: bool
    created_at: str
    updated_at: str

    @property
    def note(self) -> Note:
        return Note(self.event, self.text, self.mark, self.bookmark)


@dataclass(frozen=True)
class Review:
    id: int
    deal_id: int
    event: int | None
    reviewer: str
    created_at: str
    data: dict[str, Any]


def check_note(text: str | None, mark: str | None) -> None:
    if text is not None and (not isinstance(text, str) or len(text) > MAX_NOTE_CHARS):
        raise RecordsError(f"an annotation's text is at most {MAX_NOTE_CHARS} characters")
    if mark is not None and mark not in MARKS:
        raise RecordsError(f"a mark is one of {' '.join(MARKS)}, not {mark!r}")


def add_annotation(
    db: RecordsConnection, deal_id: int, event: int | None, text: str, mark: str | None, bookmark: bool
) -> int:
    check_note(text, mark)
    with db.changing():
        stamp = now()
        cursor = db.execute(
            "INSERT INTO annotations (deal_id, seq, text, mark, bookmark, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (deal_id, event, text, mark, int(bookmark), stamp, stamp),
        )
        return row_id(cursor)


def edit_annotation(
    db: RecordsConnection, annotation_id: int, text: str | None, mark: str | None, bookmark: bool | None
) -> None:
    """Change what is given (``mark`` may be ``KEEP``; None removes the mark)."""
    check_note(text, None if mark is KEEP else mark)
    with db.changing():
        row = db.execute("SELECT text, mark, bookmark FROM annotations WHERE id = ?", (annotation_id,)).fetchone()
        if row is None:
            raise RecordsError(f"there is no annotation {annotation_id}")
        new = (
            row[0] if text is None else text,
            row[1] if mark is KEEP else mark,
            row[2] if bookmark is None else int(bookmark),
        )
        db.execute(
            "UPDATE annotations SET text = ?, mark = ?, bookmark = ?, updated_at = ? WHERE id = ?",
            (*new, now(), annotation_id),
        )


def delete_annotation(db: RecordsConnection, annotation_id: int) -> None:
    with db.changing():
        db.execute("DELETE FROM annotations WHERE id = ?", (annotation_id,))


_ANNOTATION = "SELECT id, deal_id, seq, text, mark, bookmark, created_at, updated_at FROM annotations"


def annotations_of(db: RecordsConnection, deal_id: int) -> list[Annotation]:
    rows = db.execute(f"{_ANNOTATION} WHERE deal_id = ? ORDER BY coalesce(seq, 0), id", (deal_id,)).fetchall()
    return [Annotation(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7]) for r in rows]


def bookmarks(db: RecordsConnection) -> list[Annotation]:
    rows = db.execute(f"{_ANNOTATION} WHERE bookmark = 1 ORDER BY deal_id, coalesce(seq, 0), id").fetchall()
    return [Annotation(r[0], r[1], r[2], r[3], r[4], True, r[6], r[7]) for r in rows]


def add_review(db: RecordsConnection, deal_id: int, reviewer: str, data: dict[str, Any], event: int | None) -> int:
    text = json.dumps(data, sort_keys=True)
    with db.changing():
        cursor = db.execute(
            "INSERT INTO reviews (deal_id, seq, reviewer, created_at, data) VALUES (?, ?, ?, ?, ?)",
            (deal_id, event, reviewer, now(), text),
        )
        return row_id(cursor)


def reviews(db: RecordsConnection, deal_id: int) -> list[Review]:
    rows = db.execute(
        "SELECT id, deal_id, seq, reviewer, created_at, data FROM reviews WHERE deal_id = ? "
        "ORDER BY coalesce(seq, 0), id",
        (deal_id,),
    ).fetchall()
    return [Review(r[0], r[1], r[2], r[3], r[4], stored_json(r[5])) for r in rows]


def delete_reviews(db: RecordsConnection, deal_id: int, reviewer: str | None) -> None:
    with db.changing():
        if reviewer is None:
            db.execute("DELETE FROM reviews WHERE deal_id = ?", (deal_id,))
        else:
            db.execute("DELETE FROM reviews WHERE deal_id = ? AND reviewer = ?", (deal_id, reviewer))
