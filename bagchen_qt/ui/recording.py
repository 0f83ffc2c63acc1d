"""The table's deals go to the records database, without the player doing anything."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bagchen_qt.games.bagchen.rules.seating import SeatDraw, draw_to_dict
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.table.controller import TableConfig
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


class TableLog(SessionLog):
    """The ``DealLog`` that records a table session deal by deal, event by event. If
    the database cannot be written, play goes on and ``warn`` is told once, with the
    reason."""

    def __init__(self, store: Store, config: TableConfig, source: str = "table", session_id: int | None = None) -> None:
        self.store = store
        self.warn: Callable[[str], None] = lambda text: None
        players = list(config.seats)
        self.session_id = (
            session_id if session_id is not None else store.begin_session(config.rules, players, source=source)
        )
        self.recorder: DealRecorder | None = None
        self.seating: tuple[int, ...] | None = None
        self.seat_draw: dict | None = None  # the draw for seats made before the next deal
        store.on_warning.append(lambda text: self.warn(text))

    def resume(self, deal_id: int) -> DealState:
        """Go on recording an interrupted deal; returns the state it had reached."""
        self.recorder = self.store.resume_deal(deal_id)
        return self.recorder.state

    def begin_branch(self, state: DealState, source_deal_id: int) -> None:
        """Record a deal played from a step of ``source_deal_id`` (its events so far
        are the source's)."""
        self.begin_deal(state)
        if self.recorder is not None and self.recorder.deal_id is not None:
            self.store.mark_branch(self.recorder.deal_id, source_deal_id, len(state.events))

    def notices(self) -> list[str]:
        """What opening the database had to say (a damaged file set aside, or why
        nothing will be recorded)."""
        return list(self.store.notices) + ([self.store.warning] if self.store.warning else [])

    def set_seating(self, seating: tuple[int, ...], seat_draw: SeatDraw | None = None) -> None:
        self.seating = seating
        self.seat_draw = None if seat_draw is None else draw_to_dict(seat_draw)

    def begin_deal(self, state: DealState) -> None:
        self.recorder = self.store.begin_deal(self.session_id, state, seating=self.seating, seat_draw=self.seat_draw)
        self.seat_draw = None  # it belongs to this deal only


def close_interrupted_demo_deals(store: Store) -> int:
    """Keep the demo's deals that were cut off (the demo was killed or crashed) as
    unfinished: the demo closes its own deals rather than leave them to be offered for
    resuming. Returns how many."""
    cut_off = [deal for deal in store.interrupted_deals() if deal.source == DEMO_SOURCE]
    for deal in cut_off:
        store.keep_unfinished(deal.id)
    return len(cut_off)


def table_log(config: TableConfig, source: str = "table") -> TableLog:
    """Open the records database (``--db``, ``BAGCHEN_DB`` or the user data folder); if
    it cannot be used, the player chooses another or plays without recording."""
    from bagchen_qt.ui.records_choice import open_table_store

    return TableLog(open_table_store(), config, source)


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
