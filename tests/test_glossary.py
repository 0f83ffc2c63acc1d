"""The glossaries: every term the tables show, said plainly, with its section of the rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bagchen_qt.core.glossary import explain, glossary_of
from bagchen_qt.games import BAGCHEN, BAO_HUANG, TIEN_GOW, listing

ROOT = Path(__file__).resolve().parents[1] / "bagchen_qt"
# The terms the tables show, which the tooltips explain.
SHOWN = {
    BAGCHEN: (
        "sky", "earth", "passport", "tower", "dice", "point", "point tile", "jump", "mother and son",
        "face down", "lead", "beat", "trick", "stack", "last trick", "charity", "settlement", "horse",
    ),
    TIEN_GOW: (
        "civil", "military", "pair", "supreme pair", "banker", "lead", "beat", "face down", "trick", "last trick",
    ),
    BAO_HUANG: (
        "emperor", "emperor card", "eunuch card", "protector", "emperor alone", "joker", "lead", "beat", "pass",
        "do not beat", "out", "tribute",
    ),
}  # fmt: skip
# Where each game's rules page keeps its section anchors.
PAGES = {game: ROOT / "games" / listing(game).folder / "table" / "rules_page.py" for game in SHOWN}


def _anchors(game: str) -> set[str]:
    return set(re.findall(r'heading\("([a-z0-9-]+)"', PAGES[game].read_text(encoding="utf-8")))


@pytest.mark.parametrize("game", sorted(SHOWN))
def test_every_term_shown_is_explained_in_a_sentence_or_two(game: str) -> None:
    terms = glossary_of(game)
    assert sorted(set(SHOWN[game]) - set(terms)) == []
    anchors = _anchors(game)
    for term in terms.values():
        assert 1 <= len(re.findall(r"[.!?](?:\s|$)", term.meaning)) <= 2, term
        assert term.section in anchors, term


def test_a_term_is_found_in_any_case_and_a_game_without_a_glossary_has_none() -> None:
    found = explain(BAGCHEN, "  Mother  and Son ")
    assert found is not None and found.section == "mother-son"
    assert explain(TIEN_GOW, "passport") is None
    assert explain(BAO_HUANG, "Eunuch  Card").section == "bh-roles"
    assert glossary_of("no-such-game") == {}
