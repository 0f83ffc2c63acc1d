"""Fixtures for every test."""

import sys

import pytest


@pytest.fixture(autouse=True)
def cycles_collected_by_python_again():
    """A table's window turns Python's cycle collector over to the GUI thread for the
    rest of the program; between tests it is collected there and handed back, so that
    tests without an event loop still have their cycles collected."""
    yield
    collector = sys.modules.get("bagchen_qt.ui.collector")
    if collector is not None:
        collector.stop_collecting_in_gui_thread()


@pytest.fixture
def high_card():
    """The toy game High Card (``tests/toygame``), listed in the catalogue for the test."""
    from bagchen_qt.games import add, remove
    from tests.toygame import HIGH_CARD

    add(HIGH_CARD)
    try:
        yield
    finally:
        remove(HIGH_CARD.name)
