"""The levels a table offers: every level a game has at the table, less those it withholds
with the rules chosen (a level measured no stronger than the one below there)."""

from __future__ import annotations

from bagchen_qt.ai.ladder import offered_levels, strongest_offered, withheld_levels
from bagchen_qt.ai.levels import table_levels
from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW, has_face
from bagchen_qt.ui.settings import table_games


def test_tien_gows_folk_scoring_and_moving_mice_withhold_hard_and_nothing_else_does() -> None:
    definition = game_named(TIEN_GOW)
    for preset, rules in definition.presets.items():
        folk = rules.scoring == "one_chip"
        assert folk == preset.startswith("folk-"), preset
        withholds = folk or preset == "moving-mice"
        expected = ("random", "easy", "medium") if withholds else table_levels(TIEN_GOW, rules)
        assert offered_levels(TIEN_GOW, rules) == expected, preset
    custom = definition.rules_from("classic", {"scoring": "one_chip", "banker_multiplier": "none"})  # not the name
    assert "hard" in withheld_levels(TIEN_GOW, custom)


def test_a_game_without_the_face_offers_every_level_it_has() -> None:
    for game in table_games():
        for rules in game_named(game).presets.values():
            offered = offered_levels(game, rules)
            assert set(offered) <= set(table_levels(game, rules))
            if not has_face(game, "withheld_levels"):
                assert offered == table_levels(game, rules)


def test_a_level_not_offered_becomes_the_strongest_that_is() -> None:
    folk, classic = (game_named(TIEN_GOW).rules_from(name) for name in ("folk-24-four", "classic"))
    assert strongest_offered(TIEN_GOW, folk, "hard") == "medium"
    assert strongest_offered(TIEN_GOW, folk, "easy") == "easy"
    assert strongest_offered(TIEN_GOW, classic, "hard") == "hard"
    mice = game_named(TIEN_GOW).rules_from("moving-mice")
    assert "hard" in table_levels(TIEN_GOW, mice) and strongest_offered(TIEN_GOW, mice, "hard") == "medium"
