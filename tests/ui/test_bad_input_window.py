"""The windows say why a file is refused as the command line does: one message, naming
the file, the field and the place, short whatever the file holds."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bagchen_qt.cli import main
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.records.store import Store
from bagchen_qt.ui import message_box
from bagchen_qt.ui.replay.window import ReplayWindow
from tests.records.helpers import game_document

DOCUMENT = game_document(TIEN_GOW, "classic", 4)


def _broken(kind: str) -> dict[str, Any]:
    document = copy.deepcopy(DOCUMENT)
    deal = document["deals"][0]
    if kind == "seat":
        next(e for e in deal["events"] if "seat" in e)["seat"] = 4
    elif kind == "streak":
        deal["start"] = {"banker": None, "rest": None, "streak": -1}
    else:
        deal["rules"]["stake"] = "z" * 500_000
    return document


@pytest.mark.parametrize("kind", ["seat", "streak", "long value"])
def test_the_replay_window_and_verify_refuse_a_file_in_the_same_words(
    kind: str, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(_broken(kind)), encoding="utf-8")
    assert main(["records", "verify", str(path)]) == 1
    said = capsys.readouterr().out.strip()
    shown: list[str] = []
    monkeypatch.setattr(message_box, "warning", lambda *args: shown.append(args[-1]))
    window = ReplayWindow(Store.memory())
    qtbot.addWidget(window)
    assert window.open_file(path) == []
    assert shown == [said] and said.startswith(f"{path} refused: deal 1") and "(at $.deals[0]" in said
    assert len(said) < 400
    assert window.import_path(path) == 0
    assert shown[1] == said.replace(" refused: ", " refused, nothing was stored: ", 1)
