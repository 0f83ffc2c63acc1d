"""The table's deal log is a declared interface: the recording log and the one that
keeps nothing both are ``DealLog``s, and the controller asks every log the same way."""

from __future__ import annotations

from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState
from bagchen_qt.games.bagchen.table.controller import GameController, TableConfig
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.records.deal_log import DealLog, NoRecording
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store

CONFIG = TableConfig(
    RuleSet(), (PlayerSpec.human("Pema"), PlayerSpec.ai("random"), PlayerSpec.ai("random"), PlayerSpec.ai("random"))
)


class _Listening(NoRecording):
    """Keeps nothing, but notes what it was asked."""

    def __init__(self) -> None:
        super().__init__()
        self.closed: list[bool] = []

    def close(self, keep_for_resume: bool = False) -> None:
        self.closed.append(keep_for_resume)


def test_both_logs_are_deal_logs() -> None:
    store = Store.memory()
    log = TableLog(store, CONFIG)
    assert isinstance(log, DealLog) and log.store is store
    assert isinstance(NoRecording(), DealLog) and NoRecording().store is None
    nothing = NoRecording()
    nothing.begin_deal(DealState.new(starter=0))
    nothing.close(keep_for_resume=True)
    assert nothing.notices() == []
    log.close()


def test_the_controller_tells_its_log_and_closes_it(qtbot) -> None:
    log = _Listening()
    controller = GameController(CONFIG, log=log)
    told: list[str] = []
    controller.notice.connect(told.append)
    log.warn("recording stopped: the disk is full")  # the controller gave the log its way to warn
    assert told == ["recording stopped: the disk is full"]
    controller.stop(keep_for_resume=True)
    assert log.closed == [True]


def test_a_controller_without_a_log_keeps_nothing(qtbot) -> None:
    controller = GameController(CONFIG)
    assert isinstance(controller.log, NoRecording) and controller.log.store is None
    controller.stop()
