"""The table's deals go to the records database, without the player doing anything.

``SessionLog`` is what every table's log does; ``FamilyTableLog`` records a session of a
game through its definition (Bagchen's table keeps a log of its own,
``games/bagchen/table/table_log.py``, with its seating and draw for seats)."""

from __future__ import annotations

from typing import Any

from bagchen_qt.records.store import DEMO_SOURCE, DealRecorder, Store
from bagchen_qt.ui.family_controller import FamilyTable


class SessionLog:
    """What every table's log does with the deal being recorded (``recorder``): its
    events, its end, an undo, and the end of the session."""

    store: Store
    recorder: DealRecorder | None

    def record(self, event: Any, state: Any) -> None:
        if self.recorder is not None:
            self.recorder.record(event, state)

    def finish(self, state: Any) -> None:
        if self.recorder is not None:
            self.recorder.finish(state)

    def rewind(self, events_kept: int, state: Any) -> None:
        if self.recorder is not None:
            self.recorder.rewind(events_kept, state)

    def close(self, keep_for_resume: bool = False) -> None:
        """Stop recording. A deal not over is kept as unfinished, or with
        ``keep_for_resume`` left to be offered for resuming at the next start."""
        if self.recorder is not None and self.recorder.active:
            if keep_for_resume:
                self.recorder.leave_for_resume()
            else:
                self.recorder.keep_unfinished()
        self.store.close()

    @property
    def deal_id(self) -> int | None:
        """The deal being recorded (or the last one recorded)."""
        return self.recorder.deal_id if self.recorder is not None else None


def close_interrupted_demo_deals(store: Store) -> int:
    """Keep the demo's deals that were cut off (the demo was killed or crashed) as
    unfinished: the demo closes its own deals rather than leave them to be offered for
    resuming. Returns how many."""
    cut_off = [deal for deal in store.interrupted_deals() if deal.source == DEMO_SOURCE]
    for deal in cut_off:
        store.keep_unfinished(deal.id)
    return len(cut_off)


class FamilyTableLog(SessionLog):
    """Records a session of another game of the family (Tien Gow …) deal by deal,
    event by event, in the same records as Bagchen's, tagged with its game and preset.
    If the records cannot take it, play goes on unrecorded and ``warning`` says why."""

    def __init__(self, store: Store, table: FamilyTable, source: str = "table", session_id: int | None = None) -> None:
        self.store = store
        self.warning = ""
        self.recorder: DealRecorder | None = None
        self.session_id: int | None = session_id  # given: going on with a session already recorded
        if session_id is not None:
            return
        try:
            self.session_id = store.begin_session(
                table.rules,
                list(table.seats),
                source=source,
                game=table.game,  # type: ignore[call-arg]
            )
        except (TypeError, ValueError) as error:  # records that know only Bagchen
            self.session_id = None
            self.warning = str(error)

    def resume(self, deal_id: int) -> Any:
        """Go on recording an interrupted deal; returns the state it had reached."""
        self.recorder = self.store.resume_deal(deal_id)
        return self.recorder.state

    def begin_deal(self, state: Any) -> None:
        if self.session_id is not None:
            self.recorder = self.store.begin_deal(self.session_id, state)


def family_log(table: FamilyTable, source: str = "table") -> FamilyTableLog:
    """The records database for a session of another game (as ``table_log``)."""
    from bagchen_qt.ui.records_choice import open_table_store

    return FamilyTableLog(open_table_store(), table, source)
