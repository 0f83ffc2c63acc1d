"""Numbers past what Qt counts in (a C int, 2^31): a hand record may hold chip counts up
to 10^12, and the replay shows them, in any game, at every step."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from bagchen_qt.games import BAGCHEN, TIEN_GOW
from bagchen_qt.records.store import Store
from bagchen_qt.ui import message_box
from bagchen_qt.ui.replay.window import ReplayWindow
from bagchen_qt.ui.words import chips_text, number_text, signed_number
from tests.records.helpers import game_document


@pytest.mark.parametrize("n", [2**31 - 1, 2**31, 2**32 + 1, 10**12, 2**63, -(2**31) - 1, -(10**12)])
def test_a_count_of_any_size_is_written_whole(qtbot: Any, n: int) -> None:
    digits = str(abs(n))
    assert re.sub(r"[^0-9-]", "", chips_text(n)) == str(n) and chips_text(n).endswith(" chips")
    assert re.sub(r"[^0-9]", "", number_text(n)) == digits
    assert re.sub(r"[^0-9]", "", signed_number(n)) == digits and signed_number(n)[0] in "+\u2212"


@pytest.mark.parametrize("game", [BAGCHEN, TIEN_GOW])
@pytest.mark.parametrize("chips", [2**31, 10**12])
def test_the_replay_shows_chip_counts_past_a_c_int(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, chips: int
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(message_box, "warning", lambda *args: warnings.append(args[-1]))
    document = game_document(game, "", 3)
    for seat in document["deals"][0]["chips"]:
        document["deals"][0]["chips"][seat] = chips
    path = tmp_path / "rich.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    window = ReplayWindow(Store.memory())
    qtbot.addWidget(window)
    window.show()
    [deal_id] = window.open_file(path)
    assert warnings == []
    if game == BAGCHEN:
        page = window.page
        page.set_speed(8.0)
        assert page.steps is not None
        for step in range(page.steps.last + 1):
            page.go(step, animate=False)
    else:
        replay = window.family_replay
        qtbot.addWidget(replay)
        for step in range(replay.steps + 1):
            replay.go(step, animate=False)
    assert deal_id == 1
