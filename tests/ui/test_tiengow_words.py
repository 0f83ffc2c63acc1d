"""Tien Gow's words: every tile, category and preset named, captions in the right
person and number, every refusal code said, and the rules page drawing each combination."""

from __future__ import annotations

import re

import pytest
from test_words import BAR_LIMIT, NAMES, OTHERS, PEMA, YOU, grammar_errors

from bagchen_qt.core.refusals import Refusal
from bagchen_qt.games import BAGCHEN, TIEN_GOW
from bagchen_qt.games.bagchen.rules.tiles import KINDS, parse_kinds
from bagchen_qt.games.tiengow.rules.refusals import TienGowRefusal
from bagchen_qt.games.tiengow.table import words as words
from bagchen_qt.games.tiengow.table.rules_page import EXAMPLES
from bagchen_qt.ui.plurals import PLURALS
from bagchen_qt.ui.rules_window import RulesWindow


def test_every_kind_has_its_tien_gow_name(qapp) -> None:
    names = {KINDS[k].notation: words.tile_name(k) for k in range(len(KINDS))}
    assert names["6-6"] == "Heaven" and names["1-1"] == "Earth" and names["4-4"] == "Man"
    assert names["3-1"] == "Harmony" and names["6-3"] == names["5-4"] == "nine"
    civil = [n for k, n in names.items() if KINDS[parse_kinds(k)[0]].is_sky]
    assert len(set(civil)) == 11  # every civil kind has a name of its own
    assert words.tile_label(0) == "6-6, Heaven"
    assert words.tile_tip(0) == "6-6, Heaven (civil)"  # a tile's tooltip says its suit too
    assert words.kind_suit_name(0) == "civil" and words.kind_suit_name(11) == "military"


def test_the_words_know_every_category_and_preset_of_the_rules() -> None:
    from bagchen_qt.games.tiengow.rules.combos import CATEGORIES
    from bagchen_qt.games.tiengow.rules.ruleset import PRESETS

    assert set(words.CATEGORY_NAMES) == set(words.CATEGORY_TITLES) == set(EXAMPLES) == set(CATEGORIES)
    assert set(words.PRESET_TITLES) == set(words.PRESET_DESCRIPTIONS) == set(PRESETS)


# A preset and options under which each category can be led.
LEADS_UNDER = {
    "straight": ("folk-24-three", {}),
    "two_pairs": ("classic", {"two_pair_lead": True}),
    "pair_kicker": ("chinese-24", {}),
}


@pytest.mark.parametrize("category", list(EXAMPLES))
def test_each_drawn_example_is_what_the_rules_call_it(category: str) -> None:
    from bagchen_qt.games.tiengow.rules.combos import table
    from bagchen_qt.games.tiengow.rules.ruleset import rules_from

    preset, options = LEADS_UNDER.get(category, ("classic", {}))
    kinds = tuple(sorted(int(k) for k in parse_kinds(EXAMPLES[category][1])))
    combo = table(rules_from(preset, options)).classify(kinds)
    assert combo is not None and combo.category == category


@pytest.mark.parametrize("category", list(EXAMPLES))
def test_every_category_has_a_name_and_a_title(qapp, category: str) -> None:
    assert words.category_name(category) and words.category_title(category)
    kinds = tuple(int(k) for k in parse_kinds(EXAMPLES[category][1]))
    label = words.play_label(kinds, category)
    assert label and "%" not in label
    if category != "single":
        assert words.category_name(category) in label


def test_a_single_is_named_and_a_non_lead_says_so(qapp) -> None:
    assert words.play_label((0,), "single") == "6-6, Heaven (civil)"
    assert words.play_label((0, 1), None) == "not a lead (6-6 1-1)"
    assert words.play_label((), None) == "no tiles selected"


def test_every_preset_has_a_title_and_a_one_line_description(qapp) -> None:
    for name in words.PRESET_TITLES:
        title, description = words.preset_title(name), words.preset_description(name)
        assert title and description and "\n" not in description, name
        assert not description[0].islower() and description.endswith("."), description
    assert words.preset_title("no-such-preset") == "no-such-preset"


def test_captions_speak_to_you_and_of_the_others(qapp) -> None:
    civil_pair = words.lead_caption(OTHERS, PEMA, (0, 0), "civil_pair")
    assert civil_pair == "Pema leads a civil pair (6-6 6-6)"
    assert words.lead_caption(YOU, PEMA, (0, 0), "civil_pair") == "You lead a civil pair (6-6 6-6)"
    assert words.face_down_caption(OTHERS, PEMA, 2) == "Pema plays 2 tiles face down"
    assert words.face_down_caption(YOU, PEMA, 1) == "You play 1 tile face down"
    assert words.trick_won_caption(OTHERS, PEMA, 1) == "Pema wins 1 trick"
    assert words.trick_won_caption(YOU, PEMA, 3) == "You win 3 tricks"
    assert words.woodpile_caption(8, 4) == "The woodpile: 8 stacks of 4 tiles"
    assert words.stacks_taken_caption(OTHERS, PEMA, (0, 4)) == "Pema takes stacks 1 and 5"
    assert words.banker_caption(YOU, PEMA) == "You are the banker"
    assert words.resting_caption(OTHERS, PEMA) == "Pema rests this deal"
    assert words.payment_line(OTHERS, PEMA, 3, 6, 2) == "Pema pays Norbu 6 chips (×2, the banker)"
    assert words.payment_line(YOU, PEMA, 0, 1) == "You pay Tenzin 1 chip"
    assert words.payment_line(OTHERS, PEMA, 0, 2) == "Pema pays you 2 chips"
    for text in (
        words.beat_caption(OTHERS, PEMA, (11,)),
        words.winning_caption(OTHERS, PEMA, True),
        words.last_trick_caption(OTHERS, PEMA),
        words.last_trick_face_down_caption(OTHERS, PEMA),
        words.banker_dice_caption(OTHERS, PEMA, 7, 0),
        words.banker_dice_caption(OTHERS, PEMA, 7, 1),
        words.declaration_caption(OTHERS, PEMA, True),
        words.concede_caption(OTHERS, PEMA),
        words.lift_caption(OTHERS, PEMA, False),
        words.red_pips_line(OTHERS, PEMA, 1),
        words.tiles_won_line(OTHERS, PEMA, 9),
    ):
        assert "Pema" in text and not grammar_errors(text), text


def test_the_settlement_lists_each_playing_seat_with_tricks_and_chips(qapp) -> None:
    lines = words.settlement_lines(OTHERS, [-6, 12, -3, None], [0, 5, 3, None], winner=1, banker=1)
    assert lines[0] == "Dolma wins the last trick and the deal"
    assert "You: no trick · \u22126" in lines and "Pema: 3 tricks · \u22123" in lines
    assert not any(NAMES[3] in line for line in lines)  # the resting seat
    rested = words.settlement_lines(OTHERS, [-6, 12, -3, 0], [0, 5, 3, 0], winner=1, resting=(3,))
    assert not any(NAMES[3] in line for line in rested)
    assert words.game_title() == "Tien Gow" and words.game_title("bagchen") == "Bagchen"
    no_winner = words.settlement_lines(OTHERS, [1, -1, 0, 0], [4, 4, 0, 0], winner=None)
    assert no_winner[0] == "You: 4 tricks · +1"
    assert words.won_tiles_text(1) == "1 tile won" and words.won_tiles_text(9) == "9 tiles won"
    assert words.seat_summary(100, 3) == "100 chips, 3 tricks"
    assert words.seat_summary(1, won_tiles=9) == "1 chip, 9 tiles won"


def tien_gow_codes() -> list[TienGowRefusal]:
    return list(TienGowRefusal)


def test_every_tien_gow_refusal_code_has_words() -> None:
    assert set(words.REFUSALS) == {code.value for code in tien_gow_codes()}


def test_tien_gow_owns_its_refusal_codes() -> None:
    """Tien Gow's codes are an enum of its own, none sharing a value with another game's
    code (the words are found by the value), each said in plain English and in words."""
    from bagchen_qt.core.refusals import CoreCode
    from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
    from bagchen_qt.games.baohuang.rules.refusals import BaoHuangRefusal
    from bagchen_qt.games.tiengow.rules import mice, nau, state, two_player
    from bagchen_qt.ui.saying import GAME_REFUSALS

    assert TienGowRefusal.__module__.startswith("bagchen_qt.games.tiengow.")
    for module in (mice, nau, state, two_player):
        assert module.Code is TienGowRefusal, module.__name__
    others = {code.value for enum in (RefusalCode, BaoHuangRefusal, CoreCode) for code in enum}
    assert not others & {code.value for code in TienGowRefusal}
    for code in TienGowRefusal:
        assert GAME_REFUSALS[code] is words.REFUSALS[code]
        assert str(Refusal(code, seat=1, turn=0, kinds=(0,), top_kinds=(1,), led=1, count=2, detail="6-6"))


@pytest.mark.parametrize("code", tien_gow_codes())
@pytest.mark.parametrize("led", [1, 2])
def test_every_tien_gow_refusal_reads_well(qapp, code: TienGowRefusal, led: int) -> None:
    from bagchen_qt.ui.words import refusal_text

    refusal = Refusal(
        code, seat=PEMA, kinds=(0, 0)[:led], top_kinds=(1, 1)[:led], led=led, count=led + 1, limit=9, detail="6-6"
    )
    to_you, of_pema = refusal_text(refusal, YOU), refusal_text(refusal, OTHERS)
    for text in (to_you, of_pema):
        assert text and not text[0].islower() and not grammar_errors(text), (code, text)
        assert len(text) <= BAR_LIMIT, (code, text)
    assert "Pema" not in to_you
    if to_you != of_pema:
        assert "Pema" in of_pema and not re.search(r"\b[Yy]ou\b", of_pema)


def test_every_counted_sentence_has_its_english_forms() -> None:
    import ast
    from pathlib import Path

    from bagchen_qt.games.tiengow.table import refusals as tiengow_refusals

    sources = [Path(module.__file__).read_text(encoding="utf-8") for module in (words, tiengow_refusals)]
    counted = {
        node.value
        for source in sources
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and "%Ln" in node.value
        and len(node.value) < 120
    }
    assert counted and counted <= set(PLURALS)


# --- the rules page ------------------------------------------------------------------------------


@pytest.fixture
def page(qtbot) -> RulesWindow:
    window = RulesWindow(game=TIEN_GOW, preset="classic")
    qtbot.addWidget(window)
    return window


def section_html(window: RulesWindow, anchor: str) -> str:
    html = window.html()
    start = html.index(f"name='{anchor}'")
    following = [html.find(f"name='{a}'", start + 1) for a in window.section_ids()]
    end = min([i for i in following if i > start] or [len(html)])
    return html[start:end]


@pytest.mark.parametrize("category", list(EXAMPLES))
def test_the_rules_draw_an_example_of_every_category_in_its_own_section(page, category: str) -> None:
    anchor, tiles = EXAMPLES[category]
    assert anchor in page.section_ids()
    section = section_html(page, anchor)
    assert f"tiles:{tiles.replace(' ', ',')}?" in section, category
    assert words.category_title(category) in page.contents.item(page.section_ids().index(anchor)).text()


def test_the_rules_chart_both_suits_and_tell_the_other_games(page) -> None:
    chart = section_html(page, "tg-tiles")
    for tiles in ("6-6", "5-1", "6-3,5-4", "2-1"):
        assert f"tiles:{tiles}?" in chart
    for anchor in (
        "tg-deal",
        "tg-play",
        "tg-end",
        "tg-folk",
        "tg-trade",
        "tg-ancient",
        "tg-mice",
        "tg-nau",
        "tg-chinese",
    ):
        assert anchor in page.section_ids()
    text = page.plain_text()
    for name in ("Heaven", "Harmony", "Moving Mice", "Nau Tin Kau", "woodpile", "banker"):
        assert name in text
    assert words.preset_title("classic") in section_html(page, "tg-table")


def test_the_tables_rules_are_named_by_preset_or_told_as_its_own(page) -> None:
    from bagchen_qt.games.tiengow.rules.ruleset import rules_from

    page.set_game(TIEN_GOW, rules_from("folk-24-rest"))
    assert words.preset_title("folk-24-rest") in section_html(page, "tg-table")
    table = section_html(page, "tg-table")
    assert "4 at the table, 3 playing each deal, 8 tiles each" in table and "Straight" in table
    assert "Mixed pair" not in table  # no mixed sets with 24 tiles
    page.set_game(TIEN_GOW, rules_from("classic", {"shutout_bonus": True}))
    table = section_html(page, "tg-table")
    assert "Options of your own" in table and "a shut-out is paid double" in table
    assert "Mixed pair" in table and "Quartet" in table and "Straight" not in table
    page.set_game(TIEN_GOW, "moving-mice")
    assert "two players" in section_html(page, "tg-table")


def test_the_tabs_switch_between_the_games(page, qtbot) -> None:
    assert page.tabs.currentIndex() == 1 and page.windowTitle() == "Tien Gow: the rules"
    page.tabs.setCurrentIndex(0)
    assert page.game == BAGCHEN and "tiles" in page.section_ids() and "tg-tiles" not in page.section_ids()
    assert page.windowTitle() == "Bagchen: the rules"
    page.set_game(TIEN_GOW)
    assert page.tabs.currentIndex() == 1 and "tg-tiles" in page.section_ids()


def test_the_pictures_of_the_page_are_painted(page) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    sources = set(re.findall(r'src="(tiles:[^"]+)"', page.html()))
    assert len(sources) > 30
    for source in sources:
        image = page.browser.loadResource(
            QTextDocument.ResourceType.ImageResource.value, QUrl(source.replace("&amp;", "&"))
        )
        assert isinstance(image, QImage) and not image.isNull(), source


def test_a_whole_deal_is_told_move_by_move(qapp) -> None:
    import random

    from bagchen_qt.core.family import game_named

    game = game_named(TIEN_GOW)
    rules = game.rules_from("classic")
    state = game.new_deal(rules)
    rng = random.Random(5)
    lines = []
    while not state.is_over:
        event = game.random_action(state, rng)
        lines.append(words.move_text(event, rules, OTHERS))
        state = game.apply(state, event)
    assert lines[0].startswith("The dice show") and "woodpile" in lines[1]
    assert any(" leads " in line for line in lines) and any("face down (" in line for line in lines)
    for line in lines:
        assert "%" not in line and not grammar_errors(line), line
    hidden = words.move_text(next(e for e in state.events if type(e).__name__ == "Discard"), rules, OTHERS, False)
    assert hidden.endswith("face down")


def test_right_to_left_the_tables_and_figures_start_on_the_right(page) -> None:
    from PySide6.QtCore import Qt

    def first_cells() -> tuple[str, str]:
        table = section_html(page, "tg-table")
        single = section_html(page, "tg-single")
        return table[table.index("<tr>") : table.index("<tr>") + 8], single[single.index("<td") :]

    row, figure = first_cells()
    assert row.startswith("<tr><th") and figure.index("tiles:5-5?") < figure.index("tiles:6-3?")
    page.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    page.set_game(TIEN_GOW)
    row, figure = first_cells()
    assert row.startswith("<tr><td") and figure.index("tiles:6-3?") < figure.index("tiles:5-5?")
    assert "dir='rtl'" in page.html()
