"""The table's deals go to the records database, without the player doing anything."""

from __future__ import annotations

from collections.abc import Callable

from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import DealRecorder, Store
from bagchen_qt.rules.actions import Event
from bagchen_qt.rules.state import DealState
from bagchen_qt.ui.controller import DealLog, TableConfig


class TableLog(DealLog):
    """Records a table session deal by deal, event by event. If the database cannot
    be written, play goes on and ``warn`` is told once, with the reason."""

    def __init__(self, store: Store, config: TableConfig, source: str = "table") -> None:
        self.store = store
        self.warn: Callable[[str], None] = lambda text: None
        players = [PlayerSpec.human(s.name) if s.is_human else PlayerSpec.ai(s.level, s.options, name=s.name)
                   for s in config.seats]
        self.session_id = store.begin_session(config.rules, players, source=source)
        self.recorder: DealRecorder | None = None
        store.on_warning.append(lambda text: self.warn(text))

    def notices(self) -> list[str]:
        """What opening the database had to say (a damaged file set aside, or why
        nothing will be recorded)."""
        return list(self.store.notices) + ([self.store.warning] if self.store.warning else [])

    def begin_deal(self, state: DealState) -> None:
        self.recorder = self.store.begin_deal(self.session_id, state)

    def record(self, event: Event, state: DealState) -> None:
        if self.recorder is not None:
            self.recorder.record(event, state)

    def finish(self, state: DealState) -> None:
        if self.recorder is not None:
            self.recorder.finish(state)

    def rewind(self, events_kept: int, state: DealState) -> None:
        if self.recorder is not None:
            self.recorder.rewind(events_kept, state)

    def close(self) -> None:
        if self.recorder is not None and self.recorder.active:
            self.recorder.keep_unfinished()
        self.store.close()


def table_log(config: TableConfig, source: str = "table") -> TableLog:
    """Open the records database (``--db``, ``BAGCHEN_DB`` or the user data folder)."""
    return TableLog(Store.open(), config, source)
