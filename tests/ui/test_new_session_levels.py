"""The levels the new-session dialog offers follow the game and its rules: none where the
rules leave the players nothing to decide (Nau Tin Kau, where the tiles decide); each
level offered is said in one line, with its measured step over the level below."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt

from bagchen_qt.ai.ladder import measured_step
from bagchen_qt.games import BAO_HUANG, TIEN_GOW, face_if_any
from bagchen_qt.ui import catalogues, i18n
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.settings import AppSettings, table_games


def dialog_for(tmp_path: Path, qtbot, game: str, preset: str) -> NewSessionDialog:
    dialog = NewSessionDialog(settings=AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData(preset))
    assert dialog.preset_choice() == preset
    return dialog


def ai_row(dialog: NewSessionDialog):
    return dialog.seat_rows[1 - dialog.you_group.checkedId() % 2]


def test_a_game_with_no_decision_offers_no_level_and_says_why(tmp_path: Path, qtbot) -> None:
    dialog = dialog_for(tmp_path, qtbot, TIEN_GOW, "nau-tin-kau")
    dialog.show_advanced(True)
    dialog.show()
    row = ai_row(dialog)
    assert dialog.offered_levels() == () and row.level.count() == 0
    assert not row.level.isVisible() and not row.think.isVisible() and not row.risk.isVisible()
    assert dialog.no_levels_note.isVisible() and "tiles decide" in dialog.no_levels_note.text()
    table, _speed = dialog.result_config()  # the session can still be played
    assert table.rules.play == "nau_tin_kau"
    dialog.show_advanced(False)  # the newcomer's page offers no strength either
    assert not any(button.isVisible() for button in dialog.beginner.strength.buttons())
    assert dialog.beginner.strength_words.text() == dialog.no_levels_note.text()


def test_a_game_with_decisions_offers_its_levels_and_keeps_the_one_chosen(tmp_path: Path, qtbot) -> None:
    dialog = dialog_for(tmp_path, qtbot, TIEN_GOW, "classic")
    dialog.show_advanced(True)
    dialog.show()
    row = ai_row(dialog)
    row.level.setCurrentIndex(row.level.findData("hard"))
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("nau-tin-kau"))
    assert row.level.count() == 0
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("moving-mice"))
    assert dialog.offered_levels() == ("random", "easy", "medium")  # Hard not shown stronger there
    assert row.level.isVisible() and row.level.currentData() == "medium"
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("chinese-24"))
    assert dialog.offered_levels() == ("random", "easy", "medium", "hard")
    assert row.level.isVisible() and row.level.currentData() == "hard"  # the choice came back
    assert not dialog.no_levels_note.isVisible()


def test_each_level_offered_says_in_one_line_what_it_does_and_how_it_measured(tmp_path: Path, qtbot) -> None:
    for game, preset in (("bagchen", "pagat"), (TIEN_GOW, "classic"), (TIEN_GOW, "chinese-24")):
        dialog = dialog_for(tmp_path, qtbot, game, preset) if game == TIEN_GOW else dialog_for_bagchen(tmp_path, qtbot)
        offered = dialog.offered_levels()
        lines = dialog.levels_note.text().split("\n")
        assert len(lines) == len(offered) == 4
        row = ai_row(dialog)
        for index, (level, line) in enumerate(zip(offered, lines, strict=True)):
            assert line == dialog.level_line(level) == row.level.itemData(index, Qt.ItemDataRole.ToolTipRole)
            assert line.startswith(dialog.level_titles()[level] + ":")
            step = measured_step(game, preset, level)
            if index == 0:
                assert "Against" not in line
            elif step is None:
                assert "not measured yet" in line
            else:
                gain = f"{step.difference:+.2f}".replace("-", "\u2212")  # a true minus sign
                assert gain in line and f"deals: {step.deals}" in line
                assert ("not shown stronger" in line) == (not step.shown_stronger)
    bagchen = dialog_for_bagchen(tmp_path, qtbot)
    assert "Against Medium: +0.65 chips a deal (95%: +0.14 to +1.17; deals: 600)." in bagchen.level_line("hard")


def dialog_for_bagchen(tmp_path: Path, qtbot) -> NewSessionDialog:
    dialog = NewSessionDialog(settings=AppSettings(QSettings(str(tmp_path / "b.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("bagchen"))
    choices = dialog.rule_choices["bagchen"]
    choices.preset.setCurrentIndex(choices.preset.findData("pagat"))
    assert dialog.preset_choice() == "pagat"
    return dialog


def test_the_ladders_figures_are_those_of_the_ai_page() -> None:
    """Every step a game's ladder shows stands in ``docs/ai.md`` with its interval."""
    page = (Path(__file__).parents[2] / "docs" / "ai.md").read_text(encoding="utf-8")

    def written(value: float, places: int) -> str:
        return f"{value:+.{places}f}".replace("-", "\u2212")

    steps = [
        step
        for game in table_games()
        for levels in (face_if_any(game, "ladder") or {}).values()
        for step in levels.values()
    ]
    assert len(steps) >= 6
    for step in steps:
        assert any(
            f"{written(step.difference, p)} | [{written(step.low, p)}, {written(step.high, p)}]" in page for p in (2, 3)
        ), step


def test_the_figures_keep_the_places_the_ladder_records(tmp_path: Path, qtbot) -> None:
    """Bao Huang's small steps keep three places; a step recorded to two shows two."""
    mice = dialog_for(tmp_path, qtbot, TIEN_GOW, "moving-mice").level_line("medium")
    assert "+1.98 chips a deal (95%: +1.96 to +2.00; deals: 300)" in mice
    rizhao = dialog_for(tmp_path, qtbot, BAO_HUANG, "rizhao").level_line("hard")
    assert "+0.084 chips a deal (95%: +0.043 to +0.125; deals: 500)" in rizhao


def test_the_figures_are_in_the_languages_digits(tmp_path: Path, qtbot) -> None:
    (compiled,) = catalogues.build(out=tmp_path, languages=["fa"])
    i18n.set_language("fa", catalogue=compiled)
    try:
        dialog = dialog_for_bagchen(tmp_path, qtbot)
        line = dialog.level_line("hard")
        assert "۰٫۶۵" in line and "۶۰۰" in line and not any(c in "0123456789" for c in line)
    finally:
        i18n.set_language("en")


def test_a_level_measured_no_stronger_is_not_offered_and_the_dialog_says_why(tmp_path: Path, qtbot) -> None:
    """Tien Gow's folk scorings withhold Hard (it measured no stronger than Medium there):
    a seat that had Hard sits at Medium, the note says why, and Hard comes back with rules
    that offer it."""
    dialog = dialog_for(tmp_path, qtbot, TIEN_GOW, "classic")
    dialog.show_advanced(True)
    dialog.show()
    row = ai_row(dialog)
    row.level.setCurrentIndex(row.level.findData("hard"))
    for folk in ("folk-24-four", "folk-30-rest"):
        dialog.game_preset.setCurrentIndex(dialog.game_preset.findData(folk))
        assert dialog.offered_levels() == ("random", "easy", "medium")
        assert [row.level.itemData(i) for i in range(row.level.count())] == ["random", "easy", "medium"]
        assert row.level.currentData() == "medium"
        lines = dialog.levels_note.text().split("\n")
        assert len(lines) == 4 and lines[-1] == dialog.withheld_line()
        assert lines[-1].startswith("Hard: not offered with these rules")
        assert not dialog.search_processes.isVisible()  # the cores are Hard's alone
        table, _speed = dialog.result_config()
        assert {seat.level for seat in table.seats if seat.kind == "ai"} <= {"random", "easy", "medium"}
    dialog.show_advanced(False)  # nor does the newcomer's page offer it
    assert not dialog.beginner.strength.button(2).isVisible() and dialog.beginner.strength.button(1).isVisible()
    dialog.game_preset.setCurrentIndex(dialog.game_preset.findData("classic"))
    assert dialog.offered_levels()[-1] == "hard" and row.level.currentData() == "hard"  # the choice came back
    assert dialog.withheld_line() == "" and len(dialog.levels_note.text().split("\n")) == 4
    dialog.show_advanced(True)
    assert dialog.search_processes.isVisible()


def test_a_table_opened_by_preset_seats_a_kept_level_the_rules_withhold_at_the_strongest_they_offer() -> None:
    from bagchen_qt.ui import app
    from bagchen_qt.ui.settings import SeatChoice, TableChoices

    seats = tuple(SeatChoice(f"P{i}", "hard") for i in range(len(TableChoices().seats)))
    AppSettings().set_table_choices(TableChoices(human_seat=0, seats=seats), TIEN_GOW)
    levels = {
        preset: [p.level for p in app.family_config(TIEN_GOW, preset).seats[1:]]
        for preset in ("classic", "folk-24-four")
    }
    assert set(levels["classic"]) == {"hard"} and set(levels["folk-24-four"]) == {"medium"}
