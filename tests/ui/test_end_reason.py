"""The session's end crosses from the rules as a code (``EndReason``); the end-of-session
dialog words it through Qt's translation, so each language can translate every reason."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bagchen_qt.games.bagchen.rules.session import EndReason
from bagchen_qt.games.bagchen.table.session_end_dialog import end_reason_text
from tests.ui.shouting import shouting_in

ENGLISH = {
    EndReason.SWEEP: "One player took all sixteen tricks and every chip.",
    EndReason.NO_CHIPS: "A player ran out of chips.",
    EndReason.TASHI_GOBAH: "Tashi Gobah, the last deal, has been played.",
    None: "The players stopped here.",
}


@pytest.fixture
def shouting(qapp) -> Iterator[None]:
    with shouting_in("SessionEndDialog"):
        yield


def test_every_reason_has_english_words() -> None:
    assert set(ENGLISH) == {*EndReason, None}


@pytest.mark.parametrize("reason", [*EndReason, None])
def test_each_end_reason_is_worded(qapp, reason: EndReason | None) -> None:
    assert end_reason_text(reason) == ENGLISH[reason]


@pytest.mark.parametrize("reason", [*EndReason, None])
def test_each_end_reason_follows_the_language(shouting, reason: EndReason | None) -> None:
    assert end_reason_text(reason) == ENGLISH[reason].upper()
