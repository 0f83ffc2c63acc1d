"""Bagchen's table records its deals, without the player doing anything: the session's
seats and rules, each deal's seating and the draw for seats made before it."""

from __future__ import annotations

from collections.abc import Callable

from bagchen_qt.games.bagchen.rules.seating import SeatDraw, draw_to_dict
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.records.store import DealRecorder, Store
from bagchen_qt.ui.recording import SessionLog


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


def table_log(config: TableConfig, source: str = "table") -> TableLog:
    """Open the records database (``--db``, ``BAGCHEN_DB`` or the user data folder); if
    it cannot be used, the player chooses another or plays without recording."""
    from bagchen_qt.ui.records_choice import open_table_store

    return TableLog(open_table_store(), config, source)
