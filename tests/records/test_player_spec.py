"""One value for a seat's player, from the table to the records and back."""

from __future__ import annotations

import pytest

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store


def test_the_table_reads_a_player_as_it_needs_it() -> None:
    human = PlayerSpec.human("Pema")
    ai = PlayerSpec.ai("easy", PlayerOptions(seed=3, think_ms=700), name="Tenzin")
    assert human.is_human and human.ai_level is None and human.table_name == "Pema"
    assert not ai.is_human and ai.ai_level == "easy" and ai.table_name == "Tenzin"
    assert ai.player_options() == PlayerOptions(seed=3, think_ms=700)
    assert PlayerSpec.ai("hard").table_name == "hard"  # an AI recorded without a name goes by its level


def test_options_another_version_recorded_are_kept_but_not_given_to_the_ai() -> None:
    spec = PlayerSpec.ai("medium", {"risk": 0.2, "style": "bold"})
    assert spec.player_options() == PlayerOptions(risk=0.2)
    assert dict(spec.options) == {"risk": 0.2, "style": "bold"}


def test_a_table_player_comes_back_from_the_records_equal() -> None:
    players = (
        PlayerSpec.ai("easy", PlayerOptions(seed=1), name="Tenzin"),
        PlayerSpec.human("Pema"),
        PlayerSpec.ai("medium", PlayerOptions(think_ms=1500, risk=0.8), name="Dolma"),
        PlayerSpec.ai("hard"),
    )
    store = Store.memory()
    try:
        session = store.begin_session(RuleSet(), players)
        back = store.session(session).seats
    finally:
        store.close()
    assert back == players
    thinking = [p.player_options() for p in back if not p.is_human]
    assert thinking == [p.player_options() for p in players if not p.is_human]


def test_a_player_is_human_or_an_ai_with_a_level() -> None:
    with pytest.raises(ValueError, match="human or ai"):
        PlayerSpec("robot", name="R2")
    with pytest.raises(ValueError, match="needs a level"):
        PlayerSpec("ai")
