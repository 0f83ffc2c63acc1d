"""The dialogs: settings round trips, the New session dialog, the recap of a deal, the
session panel and the end of a session. Settings live in a temporary folder only."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QDialog

from bagchen_qt.ai.levels import make_player
from bagchen_qt.games.bagchen.rules.actions import DiscardAny, Lead, Pass
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet
from bagchen_qt.games.bagchen.rules.session import EndReason, Session
from bagchen_qt.games.bagchen.rules.state import (
    DealState,
    apply,
    legal_actions,
    play_random_deal,
    random_action,
    sample_chance,
    sample_discard,
)
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
from bagchen_qt.games.bagchen.table.dialog_screenshots import render_dialog_screenshots, sample_session
from bagchen_qt.games.bagchen.table.recap_dialog import (
    COL_CHIPS,
    COL_NET,
    COL_POINTS,
    COL_REFUNDS,
    COL_SETTLEMENT,
    COL_STACKS,
    RecapDialog,
)
from bagchen_qt.games.bagchen.table.session_end_dialog import SessionEndDialog, omen_lines, ranking
from bagchen_qt.games.bagchen.table.session_panel import SessionPanel, chip_history
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.settings import BY_LEVEL, THINK_RANGE, AppSettings, GameChoice, SeatChoice, TableChoices
from bagchen_qt.ui.tile_widgets import TileRow

NAMES = ("Tenzin", "Karma", "Dolma", "Norbu")
JUMP_SEED = 319  # a random deal ending in a jump: points paid during the play, then refunded


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    return qapp


@pytest.fixture
def user_scope(tmp_path: Path) -> Iterator[Path]:
    """QSettings("Bagchen", "Bagchen") reads and writes under tmp_path, not the user's
    own settings, for the length of one test."""
    default = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    formats = (QSettings.Format.NativeFormat, QSettings.Format.IniFormat)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in formats:
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path))
    yield tmp_path
    for fmt in formats:
        QSettings.setPath(fmt, QSettings.Scope.UserScope, default)
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


def ini_settings(path: Path) -> AppSettings:
    return AppSettings(QSettings(str(path), QSettings.Format.IniFormat))


# --- settings ------------------------------------------------------------------------------


def test_settings_round_trip_with_types(tmp_path: Path) -> None:
    path = tmp_path / "bagchen.ini"
    settings = ini_settings(path)
    seats = (
        SeatChoice("Pema", "hard", 2.5, 0.8),
        SeatChoice("Lhamo", "easy", 0.2, 0.0),
        SeatChoice("Me", "medium", 1.0, 0.5),
        SeatChoice("Jigme", "random", 5.0, 1.0),
    )
    choices = replace(TableChoices(), human_seat=2, seats=seats + TableChoices().seats[4:])
    rules = replace(PRESETS["digital-gamers"], stake=250, seating="informal", omens=True, jump_factor=3)
    settings.set_table_choices(choices, "bagchen")
    settings.set_game_choice(GameChoice("bagchen", "custom", rules))
    settings.animation_speed = "slow"
    settings.reduced_motion = True
    settings.window_geometry = b"\x01\x00\xffgeometry"
    settings.window_state = bytes(range(256))
    settings.sync()

    again = ini_settings(path)
    assert again.table_choices("bagchen") == choices
    assert again.game_choice("bagchen") == GameChoice("bagchen", "custom", rules)
    assert again.animation_speed == "slow"
    assert again.reduced_motion is True
    assert again.window_geometry == b"\x01\x00\xffgeometry"
    assert again.window_state == bytes(range(256))
    kept = again.game_choice("bagchen").rules
    assert type(kept.stake) is int and type(kept.omens) is bool and type(kept.passport) is str
    assert all(type(seat.think_s) is float and type(seat.risk) is float for seat in again.table_choices().seats)


def test_settings_fall_back_to_defaults_on_nonsense(tmp_path: Path) -> None:
    path = tmp_path / "bagchen.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in (
        ("rules/jump_factor", 42),
        ("rules/charity", "maybe"),
        ("rules/stake", 300),
        ("seats/0/level", "genius"),
        ("seats/0/think_s", "fast"),
        ("seats/1/risk", 7),
        ("table/human_seat", 9),
        ("table/preset", "nonsense"),
        ("table/game", "no-such-game"),
        ("view/animation_speed", "warp"),
    ):
        store.setValue(key, value)
    store.sync()
    settings = ini_settings(path)
    choices = settings.table_choices()
    game = settings.game_choice("bagchen")
    assert settings.game == "bagchen"
    assert game.rules == RuleSet(stake=300)  # the good option is kept, the bad ones dropped
    assert choices.seats[0].level == "medium" and choices.seats[0].think_s == BY_LEVEL
    assert choices.seats[1].risk == 1.0
    assert choices.human_seat == 1 and game.preset == "custom"
    assert settings.animation_speed == "normal"
    assert settings.window_geometry == b"" and settings.reduced_motion is False


def test_settings_of_the_release_before_games_kept_their_own_are_read(tmp_path: Path) -> None:
    """One game's rules, a second game's preset and one human seat for both: each game
    finds its own, and once chosen again keeps them under its own keys."""
    path = tmp_path / "bagchen.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in (
        ("rules/stake", 250),
        ("rules/omens", "true"),
        ("table/preset", "digital-gamers"),
        ("table/tien_gow_preset", "folk-30-three"),
        ("table/human_seat", 3),
        ("table/game", "tien-gow"),
    ):
        store.setValue(key, value)
    store.sync()
    settings = ini_settings(path)
    assert settings.game == "tien-gow"
    assert settings.game_choice("bagchen") == GameChoice(
        "bagchen", "digital-gamers", replace(PRESETS["digital-gamers"], stake=250, omens=True)
    )
    assert settings.game_choice("tien-gow").preset == "folk-30-three"
    assert settings.table_choices("bagchen").human_seat == 3 == settings.table_choices("tien-gow").human_seat
    settings.set_table_choices(replace(settings.table_choices(), human_seat=0), "tien-gow")
    settings.set_game_choice(GameChoice("tien-gow", "classic", settings.game_choice("tien-gow").rules))
    assert settings.table_choices("tien-gow").human_seat == 0 and settings.table_choices("bagchen").human_seat == 3
    assert settings.game_choice("tien-gow").preset == "classic"
    assert settings.game_choice("bagchen").preset == "digital-gamers"


# --- the New session dialog --------------------------------------------------------------------


def test_new_session_choices_are_remembered_between_runs(user_scope: Path, qtbot) -> None:
    first = NewSessionDialog()
    qtbot.addWidget(first)
    bagchen = first.rule_choices["bagchen"]
    first.seat_rows[3].you.click()
    first.seat_rows[3].name.setText("Pema")
    first.seat_rows[1].level.setCurrentIndex(first.seat_rows[1].level.findData("hard"))
    first.seat_rows[1].think.setValue(2.5)
    first.seat_rows[1].risk.setValue(8)
    bagchen.preset.setCurrentIndex(bagchen.preset.findData("digital-gamers"))
    first.stake.setValue(250)
    bagchen.seating.setCurrentIndex(bagchen.seating.findData("informal"))
    bagchen.omens.setChecked(True)
    first.speed.setCurrentIndex(first.speed.findData("slow"))
    first.accept()
    assert first.result() is not None
    assert list(user_scope.rglob("*.ini")) or list(user_scope.rglob("*.conf")), "settings must go to the tmp scope"

    second = NewSessionDialog()
    qtbot.addWidget(second)
    config, speed = second.result()
    assert speed == "slow"
    assert config.human_seat == 3 and config.seats[3].name == "Pema" and config.seats[3].ai_level is None
    assert config.seats[1].level == "hard"
    options = config.seats[1].player_options()
    assert options.think_ms == 2500 and options.risk == pytest.approx(0.8)
    assert config.rules == replace(PRESETS["digital-gamers"], stake=250, seating="informal", omens=True)
    assert second.rule_choices["bagchen"].preset.currentData() == "digital-gamers"


def test_result_is_a_table_and_speed(tmp_path: Path, qtbot) -> None:
    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    table, speed = dialog.result()
    assert speed == "normal"
    assert table.game == "bagchen" and table.preset == "pagat" and table.rules == RuleSet()
    assert [seat.is_human for seat in table.seats] == [False, True, False, False]
    assert all(
        seat.level == "medium" and seat.player_options().think_ms == 0  # the level's own
        for i, seat in enumerate(table.seats)
        if i != 1
    )
    row = dialog.seat_rows[0]
    assert row.think.value() == BY_LEVEL and row.think.text() == "By level"


def test_a_thinking_time_is_by_level_unless_one_is_chosen_and_a_kept_one_stays(tmp_path: Path) -> None:
    """By default an AI thinks as long as its level is made to (Hard longer than Medium);
    a time kept by a release before, or chosen, stays; one out of range is brought in."""
    path = tmp_path / "s.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for seat, value in ((0, 1.0), (2, 0.01), (3, 99)):
        store.setValue(f"seats/{seat}/think_s", value)
    store.sync()
    seats = ini_settings(path).table_choices().seats
    assert [seat.think_s for seat in seats[:4]] == [1.0, BY_LEVEL, THINK_RANGE[0], THINK_RANGE[1]]
    by_level = TableChoices(human_seat=0, seats=(SeatChoice("You"), SeatChoice("A", "medium"), SeatChoice("B", "hard")))
    medium, hard = (make_player(spec.ai_level or "", spec.player_options()) for spec in by_level.players()[1:3])
    assert medium.think_ms == 250 and hard.think_ms == 850  # Bagchen's Medium and Hard


def test_preset_sets_options_and_a_change_shows_custom(tmp_path: Path, qtbot) -> None:
    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    bagchen = dialog.rule_choices["bagchen"]
    dialog.stake.setValue(500)
    bagchen.preset.setCurrentIndex(bagchen.preset.findData("digital-gamers"))
    assert bagchen.max_ministers.value() == 4 and bagchen.must_beat.isChecked()
    assert dialog.stake.value() == 500, "a preset leaves the table's own choices alone"
    assert dialog.rules() == replace(PRESETS["digital-gamers"], stake=500)

    bagchen.jump_factor.setValue(5)
    assert dialog.preset_choice() == "custom"
    assert bagchen.preset.currentText() == "Custom"
    bagchen.jump_factor.setValue(2)
    assert dialog.preset_choice() == "digital-gamers"

    bagchen.preset.setCurrentIndex(bagchen.preset.findData("simple-passport"))
    assert bagchen.passport.currentData() == "simple" and bagchen.max_ministers.value() == 8
    assert not bagchen.must_beat.isChecked()
    bagchen.charity.setChecked(False)
    assert dialog.preset_choice() == "custom"
    assert dialog.rules().charity is False


def test_invalid_choices_are_refused_with_a_message(tmp_path: Path, qtbot) -> None:
    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.error.isHidden() and dialog.start_button.isEnabled()

    dialog.seat_rows[0].name.setText("  ")
    assert "name" in dialog.error_text() and not dialog.error.isHidden()
    assert not dialog.start_button.isEnabled()
    dialog.accept()
    assert dialog.isVisible(), "an invalid table is not accepted"
    dialog.seat_rows[0].name.setText(dialog.seat_rows[2].name.text().upper())
    assert "same name" in dialog.error_text()
    dialog.seat_rows[0].name.setText("Tenzin")
    assert dialog.error_text() == "" and dialog.start_button.isEnabled()
    dialog.seat_rows[5].name.setText("")  # a seat this table does not have needs no name
    assert dialog.error_text() == ""

    # An option the rules refuse (the spin box normally stops it): the rules' own reason shows.
    jump_factor = dialog.rule_choices["bagchen"].jump_factor
    jump_factor.setRange(1, 9)
    jump_factor.setValue(9)
    assert "jump_factor must be from 2 to 6" in dialog.error_text()
    assert not dialog.start_button.isEnabled()
    jump_factor.setValue(6)
    assert dialog.start_button.isEnabled()


# --- the recap --------------------------------------------------------------------------------


def signed_totals(state: DealState, reasons: tuple[str, ...]) -> list[int]:
    totals = [0, 0, 0, 0]
    for p in state.payments:
        if p.reason in reasons:
            totals[p.payee] += p.chips
            totals[p.payer] -= p.chips
    return totals


def play_sweep() -> DealState:
    """East leads every trick and nobody ever beats: East takes all sixteen stacks."""
    rng = random.Random(5)
    state = DealState.new(RuleSet(charity=False), starter=0, chips=(100, 60, 100, 100))
    while not state.is_over:
        if state.is_chance:
            state = apply(state, sample_chance(state, rng))
            continue
        legal = legal_actions(state)
        action = next((a for a in legal if isinstance(a, Pass | Lead)), legal[0])
        if isinstance(action, DiscardAny) or any(isinstance(a, DiscardAny) for a in legal):
            action = sample_discard(state, rng)
        state = apply(state, action)
    return state


@pytest.mark.parametrize("seed", [JUMP_SEED, 3, 11, 42])
def test_recap_shows_the_engines_figures(seed: int, qtbot) -> None:
    state = play_random_deal(random.Random(seed))
    result = state.result
    dialog = RecapDialog(state, NAMES)
    qtbot.addWidget(dialog)
    for seat in range(4):
        assert dialog.table_value(seat, COL_STACKS) == result.stacks[seat]
        assert dialog.table_value(seat, COL_NET) == result.nets[seat]
        assert dialog.table_value(seat, COL_CHIPS) == state.chips[seat]
        assert dialog.table_value(seat, COL_POINTS) == signed_totals(state, ("points",))[seat]
        assert dialog.table_value(seat, COL_REFUNDS) == signed_totals(state, ("refund",))[seat]
        assert dialog.table_value(seat, COL_SETTLEMENT) == signed_totals(state, ("settlement", "sweep"))[seat]
        shown = [dialog.chips_table.item(seat, c).text() for c in (COL_NET, COL_CHIPS)]
        assert shown[0].replace("\u2212", "-").lstrip("+") == str(result.nets[seat])
        assert shown[1] == str(state.chips[seat])
    settlements = [p for p in state.payments if p.reason == "settlement"]
    lines = [line for line in dialog.payment_lines if line.startswith("Settlement")]
    assert len(lines) == len(settlements)
    for line, payment in zip(lines, settlements, strict=True):
        assert NAMES[payment.payer] in line and NAMES[payment.payee] in line and f" {payment.chips} chip" in line
    point_tricks = {p.trick for p in state.payments if p.reason == "points"}
    assert len([line for line in dialog.payment_lines if line.startswith("Trick")]) == len(point_tricks)


def test_recap_of_a_jump_names_points_and_multiplier(qtbot) -> None:
    state = play_random_deal(random.Random(JUMP_SEED))
    assert state.result.jump_points and any(p.reason == "refund" for p in state.payments)
    dialog = RecapDialog(state, NAMES, deal_number=3)
    qtbot.addWidget(dialog)
    text = dialog.banner.text()
    assert f"worth {state.result.jump_points}" in text and f"multiplied by {state.result.multiplier}" in text
    assert f"jump factor {state.rules.jump_factor}" in text
    assert any(line.startswith("Jump:") for line in dialog.payment_lines)
    assert dialog.title.text().startswith("Deal 3:") and NAMES[state.result.last_winner] in dialog.title.text()


def test_recap_of_a_sweep(qtbot) -> None:
    state = play_sweep()
    assert state.result.sweep
    dialog = RecapDialog(state, NAMES, session_over=True)
    qtbot.addWidget(dialog)
    assert "Sweep!" in dialog.banner.text()
    sweeps = [p for p in state.payments if p.reason == "sweep"]
    assert len([line for line in dialog.payment_lines if line.startswith("Sweep:")]) == len(sweeps)
    assert dialog.table_value(0, COL_SETTLEMENT) == sum(p.chips for p in sweeps)
    assert dialog.next_button.text() == "See the session"


def face_down_tiles(state: DealState) -> list[int]:
    return sorted(t for trick in state.tricks for play in trick.plays if not play.face_up for t in play.tiles)


@pytest.mark.parametrize("seed", [JUMP_SEED, 7])
def test_recap_turns_over_every_face_down_tile(seed: int, qtbot) -> None:
    state = play_random_deal(random.Random(seed))
    dialog = RecapDialog(state, NAMES)  # the all-hands view
    qtbot.addWidget(dialog)
    assert sorted(dialog.revealed_tiles()) == face_down_tiles(state)
    assert dialog.secret == []
    # Every play is drawn with the tile art, face up, with its tiles' kinds: all 64 tiles.
    rows = dialog.deal_grid.findChildren(TileRow)
    drawn = sorted(int(k) for row in rows if row.face_up for k in row.kinds)
    assert drawn == sorted(TILE_KIND[t] for trick in state.tricks for play in trick.plays for t in play.tiles)
    assert len(drawn) == 64


def test_recap_keeps_other_players_charity_leads_secret(qtbot) -> None:
    state = play_random_deal(random.Random(JUMP_SEED))
    viewer = 1
    dialog = RecapDialog(state, NAMES, viewer=viewer)
    qtbot.addWidget(dialog)
    secret = sorted(t for _, seat, tiles in dialog.secret for t in tiles)
    assert secret, "this deal has charity leads by other players"
    assert all(seat != viewer for _, seat, _ in dialog.secret)
    assert sorted(dialog.revealed_tiles() + secret) == face_down_tiles(state)


def test_recap_next_deal_accepts(qtbot) -> None:
    dialog = RecapDialog(play_random_deal(random.Random(3)), NAMES)
    qtbot.addWidget(dialog)
    assert dialog.next_button.text() == "Next deal"
    dialog.show()
    dialog.next_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted


# --- the session panel and the end of the session ----------------------------------------------


def test_session_panel_chart_has_a_series_per_seat(qtbot) -> None:
    session, _ = sample_session(deals=5, gobah_after=None)
    panel = SessionPanel()
    qtbot.addWidget(panel)
    panel.update_session(session, NAMES)
    series = panel.chart.series
    assert len(series) == 4
    assert all(len(s) == session.deals_played + 1 for s in series)
    assert [s[-1] for s in series] == list(session.chips)
    assert [s[0] for s in series] == [session.rules.stake] * 4
    assert panel.chart.names == list(NAMES)
    assert "5" in panel.deals_label.text()
    panel.resize(320, 420)
    assert not panel.grab().isNull()


def test_session_panel_buttons_ask_for_gobah(qtbot) -> None:
    panel = SessionPanel()
    qtbot.addWidget(panel)
    session = Session.start()
    panel.update_session(session, NAMES)
    with qtbot.waitSignal(panel.gobahRequested, timeout=1000) as blocker:
        panel.gobah_button.click()
    assert blocker.args == [False]
    with qtbot.waitSignal(panel.gobahRequested, timeout=1000) as blocker:
        panel.last_deal_button.click()
    assert blocker.args == [True]

    panel.update_session(session.declare_gobah(), NAMES)
    assert panel.gobah_label.text() == "Gobah: 5 deals left"
    assert not panel.gobah_button.isEnabled() and not panel.last_deal_button.isEnabled()
    panel.update_session(session.declare_gobah(short=True), NAMES)
    assert panel.gobah_label.text() == "Tashi Gobah: last deal"


def test_session_panel_counts_gobah_deals_from_the_end_of_the_deal_in_progress(qtbot) -> None:
    panel = SessionPanel()
    qtbot.addWidget(panel)
    session = Session.start()
    panel.update_session(session.declare_gobah(during_deal=True), NAMES)
    assert panel.gobah_label.text() == "Gobah: 5 deals left after this one"
    panel.update_session(session.declare_gobah(short=True, during_deal=True), NAMES)
    assert panel.gobah_label.text() == "Tashi Gobah: the next deal is the last"


def test_session_end_dialog(qtbot) -> None:
    session, winners = sample_session(deals=11, gobah_after=6, rules=RuleSet(omens=True))
    assert session.over
    dialog = SessionEndDialog(session, NAMES, gobah_winners=winners[6:])
    qtbot.addWidget(dialog)
    chips = session.chips
    assert [chips[s] for s in dialog.ranked_seats()] == sorted(chips, reverse=True)
    assert "Tashi Gobah" in dialog.reason.text()
    assert len(dialog.chart.series) == 4 and dialog.chart.series == chip_history(session)
    assert len(dialog.omens) == 4
    tashi_winner = NAMES[winners[-1]]
    assert any(line.startswith(tashi_winner) and "Tashi Gobah" in line for line in dialog.omens)


def test_omens_only_with_the_custom() -> None:
    session, winners = sample_session(deals=11, gobah_after=6)
    assert omen_lines(session, NAMES, winners[6:]) == []
    assert omen_lines(replace(session, rules=RuleSet(omens=True)), NAMES, None) == []
    lucky = replace(session, rules=RuleSet(omens=True))
    lines = omen_lines(lucky, NAMES, [0, 0, 0, 0, 2])
    assert "Tashi Gobah" in lines[2] and "none" in lines[1] and "none" in lines[3] and "5" not in lines[0]
    assert ranking([5, 9, 9, 1]) == [(1, 1), (1, 2), (3, 0), (4, 3)]


def test_dialog_screenshots_are_written(tmp_path: Path, user_scope: Path) -> None:
    paths = render_dialog_screenshots(tmp_path / "shots")
    assert {p.name for p in paths} >= {
        "recap.png",
        "new_session.png",
        "session_panel.png",
        "rules.png",
        "rules_tien_gow.png",
    }
    assert all(p.stat().st_size > 10_000 for p in paths)
    assert not list(user_scope.rglob("*.ini")) and not list(user_scope.rglob("*.conf")), (
        "the screenshots use a throw-away settings file"
    )


def test_recap_reads_the_three_chiefs_omen(qtbot) -> None:
    rules = RuleSet(omens=True)
    for seed in range(400):
        state = play_random_deal(random.Random(seed), rules)
        opposite = (state.result.last_winner + 2) % 4
        chiefs = sum(
            1
            for trick in state.tricks
            for play in trick.plays
            if play.seat == opposite
            for t in play.tiles
            if TILE_KIND[t] == 0
        )
        if chiefs >= 3:
            break
    else:
        pytest.fail("no deal with the omen in 400 seeds")
    dialog = RecapDialog(state, NAMES)
    qtbot.addWidget(dialog)
    assert NAMES[opposite] in dialog.omen.text() and "three sky chiefs" in dialog.omen.text()
    plain = RecapDialog(play_random_deal(random.Random(seed), RuleSet()), NAMES)
    qtbot.addWidget(plain)
    assert plain.omen is None


def test_the_main_windows_calls(user_scope: Path, qtbot) -> None:
    """The positional forms the main window uses: (state, names, session, parent) and so on."""
    from PySide6.QtWidgets import QWidget

    from bagchen_qt.ui.rules_window import RulesWindow

    parent = QWidget()
    qtbot.addWidget(parent)
    session = Session.start()
    deal = session.new_deal()
    rng = random.Random(3)
    while not deal.is_over:
        deal = apply(deal, sample_chance(deal, rng) if deal.is_chance else random_action(deal, rng))
    after = session.after_deal(deal)
    recap = RecapDialog(deal, NAMES, after, parent)
    assert recap.parent() is parent and recap.title.text().startswith("Deal 1:")
    assert recap.next_button.text() == ("See the session" if after.over else "Next deal")
    ended = replace(after, over=True, end_reason=EndReason.NO_CHIPS, rules=RuleSet(omens=True))
    assert RecapDialog(deal, NAMES, ended, parent).next_button.text() == "See the session"
    end = SessionEndDialog(ended, NAMES, parent)
    assert end.parent() is parent and end.omens == [] and "ran out of chips" in end.reason.text()
    rules = RulesWindow(parent)
    assert rules.isWindow()
    dialog = NewSessionDialog(parent)
    assert dialog.parent() is parent and dialog.result_config() == dialog.result()


def test_hard_searches_on_the_cores_chosen_and_the_choice_is_remembered(tmp_path: Path, qtbot) -> None:
    from bagchen_qt.ui.settings import default_processes, max_processes

    defaults = TableChoices()
    assert defaults.search_processes == default_processes()
    seats = (SeatChoice("Ama", "hard"), SeatChoice("Bu", "medium"), SeatChoice("Cho"), SeatChoice("Da", "hard"))
    chosen = replace(defaults, seats=seats, human_seat=2, search_processes=3)
    players = chosen.players()
    assert [seat.player_options().processes for seat in players if not seat.is_human] == [3, 1, 3]
    settings = ini_settings(tmp_path / "s.ini")
    settings.set_table_choices(chosen)
    assert ini_settings(tmp_path / "s.ini").table_choices().search_processes == min(3, max_processes())
    dialog = NewSessionDialog()
    qtbot.addWidget(dialog)
    dialog.load(replace(chosen, search_processes=1), "normal")
    assert dialog.search_processes.value() == 1
    dialog.search_processes.setValue(max_processes())
    assert dialog.choices().search_processes == max_processes()


def test_the_new_session_dialog_fits_the_screen_its_choices_scrolling(qtbot) -> None:
    from PySide6.QtGui import QFont

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    tall = QFont(before)
    tall.setPointSize(before.pointSize() * 3)  # lines as tall as Tibetan's: the choices outgrow the screen
    app.setFont(tall)
    try:
        dialog = NewSessionDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        screen = dialog.screen().availableGeometry()
        assert dialog.body.sizeHint().height() > screen.height()
        assert dialog.height() <= screen.height()
        assert dialog.choices_area.widget() is dialog.body
        assert dialog.start_button.isVisible() and dialog.choices_area.verticalScrollBar().maximum() > 0
    finally:
        app.setFont(before)


def test_the_new_session_dialog_opens_on_the_beginners_page(qtbot, tmp_path) -> None:
    """A newcomer sees the game, their name and the opponents' strength, and Start; every
    other choice waits under "Rules and options…", and both pages say the same."""
    from bagchen_qt.ui.beginner_page import STRENGTHS

    dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.beginner
    assert page.isVisible() and not dialog.advanced.isVisible() and not dialog.seat_rows[0].name.isVisible()
    assert dialog.start_button.isVisible() and dialog.more_button.text() == "Rules and options…"
    assert [b.text() for b in page.strength.buttons()] == ["Easy", "Medium", "Hard"]
    assert all(b.toolTip() for b in page.strength.buttons())  # each says what it means
    human = dialog.you_group.checkedId()
    assert page.name.text() == dialog.seat_rows[human].name.text()
    page.name.clear()
    qtbot.keyClicks(page.name, "Lobsang")
    page.strength.button(STRENGTHS.index("hard")).click()
    page.game.setCurrentIndex(page.game.findData("tien-gow"))
    assert dialog.game_choice() == "tien-gow"
    table, _speed = dialog.result_config()
    human = table.human_seat
    assert table.seats[human].name == "Lobsang"
    assert {seat.ai_level for i, seat in enumerate(table.seats) if i != human} == {"hard"}
    dialog.more_button.click()
    assert dialog.advanced.isVisible() and not page.isVisible() and dialog.seat_rows[human].name.isVisible()
    assert dialog.more_button.text() == "Fewer options"
    dialog.seat_rows[(human + 1) % 4].level.setCurrentIndex(dialog.seat_rows[(human + 1) % 4].level.findData("easy"))
    dialog.more_button.click()
    assert page.isVisible() and not any(b.isChecked() for b in page.strength.buttons())  # mixed levels


def seed_with_a_seat_without_stacks() -> tuple[DealState, int]:
    for seed in range(200):
        state = play_random_deal(random.Random(seed))
        empty = [seat for seat in range(4) if state.result.stacks[seat] == 0 and seat != state.result.last_winner]
        if empty and not state.result.sweep:
            return state, empty[0]
    raise AssertionError("no deal of the first 200 seeds leaves a seat without stacks")


def test_recap_speaks_to_the_viewer_in_the_second_person(qtbot) -> None:
    state, viewer = seed_with_a_seat_without_stacks()
    names = list(NAMES)
    dialog = RecapDialog(state, names, viewer=viewer)
    qtbot.addWidget(dialog)
    settlements = [p for p in state.payments if p.reason == "settlement"]
    lines = [line for line in dialog.payment_lines if line.startswith("Settlement")]
    mine = [(line, p) for line, p in zip(lines, settlements, strict=True) if viewer in (p.payer, p.payee)]
    assert mine
    for line, payment in mine:
        assert names[viewer] not in line
        assert line.startswith("Settlement: you paid") if payment.payer == viewer else " paid you " in line
        assert "(you had no stacks)" in line and "0 stacks" not in line
    others = RecapDialog(state, names)  # the all-hands view speaks of every seat by name
    qtbot.addWidget(others)
    told = [line for line in others.payment_lines if line.startswith("Settlement")]
    assert all(names[viewer] in line for line, p in zip(told, settlements, strict=True) if viewer in (p.payer, p.payee))


def test_recap_tiles_read_at_a_glance_and_its_rows_say_what_they_count(qtbot) -> None:
    from PySide6.QtWidgets import QLabel

    dialog = RecapDialog(play_random_deal(random.Random(JUMP_SEED)), NAMES, viewer=1)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = dialog.deal_grid.findChildren(TileRow)
    assert min(row.sizeHint().height() for row in rows) >= 40
    headers = [label.text() for label in dialog.deal_grid.findChildren(QLabel)]
    assert "Trick\n× tiles each" in headers
    # The legend stands in the left column, under the payments, where there is room.
    [legend] = [label for label in dialog.findChildren(QLabel) if label.text().startswith("The dot after")]
    assert not dialog.deal_grid.isAncestorOf(legend)
    assert legend.mapTo(dialog, legend.rect().topLeft()).x() < dialog.width() / 2


@pytest.mark.parametrize("language", ["en", "uk", "fa", "bo", "zh_CN"])
def test_the_rules_and_options_fit_the_screen_in_every_language(qtbot, tmp_path, language) -> None:
    """Behind "Rules and options…" every choice is in reach on the screen as it is (the
    list scrolls), the title and the buttons in view, in each language's lines."""
    from PySide6.QtCore import QRect

    from bagchen_qt.ui import catalogues, i18n
    from bagchen_qt.ui.screen_room import TITLE_BAR

    (compiled,) = catalogues.build(out=tmp_path, languages=[language]) if language != "en" else (None,)
    i18n.set_language(language, catalogue=compiled)
    try:
        dialog = NewSessionDialog(settings=ini_settings(tmp_path / "s.ini"))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        screen = dialog.screen().availableGeometry()
        for _ in range(2):  # opened from the beginner's page, and opened again
            dialog.more_button.click()
            QApplication.processEvents()
            shown = dialog.frameGeometry()
            assert screen.contains(shown), (language, shown, screen)
            assert dialog.start_button.isVisible() and dialog.choices_area.height() >= 120
            dialog.more_button.click()
            QApplication.processEvents()
        small = QRect(0, 0, 1024, 700)  # the smallest screen the program is made for
        dialog.screen_room = lambda: small  # type: ignore[method-assign]
        dialog.more_button.click()
        QApplication.processEvents()
        assert dialog.height() <= small.height() - TITLE_BAR, language  # with room for its title bar
    finally:
        i18n.set_language("en")
