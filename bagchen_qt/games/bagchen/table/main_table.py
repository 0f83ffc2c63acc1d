"""Bagchen in the program's main window (its "main_table" face): what ``ui/app.py`` asks
to open a table for a session, go on with a stored deal or play on from a replayed step.

``Window`` is the window itself, whose module imports little: made without its table it
shows its shell at once, and the rest is imported only when a table is built. The
functions here import the table's modules when called.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bagchen_qt.games.bagchen.table.window import MainWindow as Window

if TYPE_CHECKING:
    from bagchen_qt.games.bagchen.rules.state import DealState
    from bagchen_qt.games.bagchen.table.controller import TableConfig
    from bagchen_qt.games.bagchen.table.table_log import TableLog
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import Store
    from bagchen_qt.ui.family_controller import FamilyTable

__all__ = ["Window", "config_of", "play_from", "resume_deal", "table_log"]


def config_of(table: FamilyTable) -> TableConfig:
    """A session chosen for any game (the dialog's, a lesson's, the demo's) as the
    window's table: the rule set and the players by seat."""
    from bagchen_qt.games.bagchen.table.controller import TableConfig

    return TableConfig(table.rules, table.seats, table.seed)


def table_log(config: TableConfig, source: str = "table") -> TableLog:
    """The records of a session at the window (nothing, when the records cannot open)."""
    from bagchen_qt.games.bagchen.table.table_log import table_log as open_log

    return open_log(config, source)


def resume_deal(store: Store, deal_id: int, speed: str, window: Window | None = None) -> Window:
    """Go on with an interrupted deal, recorded into the same deal: in ``window`` if given
    (shown without its table), else in a new window; the window is shown."""
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.table.controller import TableConfig
    from bagchen_qt.games.bagchen.table.table_log import TableLog

    session_id = store.deal_session(deal_id)
    info = store.session(session_id)
    config = TableConfig(info.rules, tuple(info.seats))
    log = TableLog(store, config, session_id=session_id)
    state = log.resume(deal_id)
    if window is None:
        window = Window(config, speed, log=log)
    else:
        window.build(config, speed, log=log)
    window.show()
    # The players as the session lists them, sitting where they sat in this deal.
    seating = store.deal_seating(deal_id) or (0, 1, 2, 3)
    played = store.deals(deal_ids=[deal_id])[0].number - 1  # the deals of the session before this one
    window.controller.resume(
        Session(info.rules, state.start_chips, state.starter, deals_played=played, seating=seating), state
    )
    return window


def play_from(state: DealState, seats: Sequence[PlayerSpec], source_deal_id: int | None, speed: str) -> Window:
    """A new window playing on from a step of a recorded deal ("Play from here"),
    recorded as a branch of that deal (or as a deal of its own, from an example)."""
    from bagchen_qt.games.bagchen.rules.session import Session
    from bagchen_qt.games.bagchen.table.controller import TableConfig

    config = TableConfig(state.rules, tuple(seats))
    log = table_log(config)
    if source_deal_id is not None:
        log.begin_branch(state, source_deal_id)
    else:
        log.begin_deal(state)
    window = Window(config, speed, log=log)
    window.show()
    window.controller.resume(Session(state.rules, state.start_chips, state.starter), state)
    return window
