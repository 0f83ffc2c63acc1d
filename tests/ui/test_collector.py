"""Cycles are collected in the GUI thread only, never in an AI's thinking thread."""

from __future__ import annotations

import gc
import threading

from bagchen_qt.ui.collector import collect_in_gui_thread, stop_collecting_in_gui_thread


class Garbage:
    """A cycle that notes the thread it is destroyed in."""

    def __init__(self, seen: list[str]) -> None:
        self.me = self
        self.seen = seen

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


def allocate_in_a_thread() -> list[list[int]]:
    """As an AI's search does: more new containers than the collector's first threshold
    (returned, for they count only while they live)."""
    kept: list[list[int]] = []

    def search() -> None:
        kept.extend([] for _ in range(20 * gc.get_threshold()[0]))

    thread = threading.Thread(target=search, name="thinking")
    thread.start()
    thread.join()
    return kept


def test_python_alone_collects_cycles_in_whichever_thread_allocates() -> None:
    seen: list[str] = []
    gc.collect()
    Garbage(seen)
    kept = allocate_in_a_thread()
    assert seen == ["thinking"] and kept  # what the collector is there to prevent


def test_with_the_collector_cycles_die_in_the_gui_thread(qtbot) -> None:
    seen: list[str] = []
    gc.collect()
    collect_in_gui_thread()
    assert not gc.isenabled()
    Garbage(seen)
    kept = allocate_in_a_thread()
    assert seen == []
    qtbot.waitUntil(lambda: bool(seen))
    assert kept
    assert seen == [threading.main_thread().name]
    stop_collecting_in_gui_thread()
    assert gc.isenabled()


def test_a_tien_gow_table_hands_collection_to_the_gui_thread(qtbot) -> None:
    from bagchen_qt.core.family import game_named
    from bagchen_qt.games import TIEN_GOW
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.family_controller import FamilyController, FamilyTable

    rules = game_named(TIEN_GOW).rules_from(None)
    seats = tuple(PlayerSpec.ai("random", {"seed": i}, name=f"AI {i}") for i in range(4))
    FamilyController(FamilyTable(TIEN_GOW, rules, seats, "", 1))
    assert not gc.isenabled()
