"""The words the windows say: refusals from their codes, moves, plural forms."""

from __future__ import annotations

import ast
import random
import re
from enum import StrEnum
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from bagchen_qt.core.refusals import Refusal, register_plain_text
from bagchen_qt.games.bagchen.rules.actions import Beat, Charity, Discard, Lead, Pass
from bagchen_qt.games.bagchen.rules.refusals import RefusalCode
from bagchen_qt.games.bagchen.rules.state import DealState, apply, random_action
from bagchen_qt.games.bagchen.rules.tiles import Suit
from bagchen_qt.games.bagchen.table.words import move_text
from bagchen_qt.ui.plurals import PLURALS
from bagchen_qt.ui.words import Voice, chips_text, refusal_text, stacks_text
from tests.rules.refusal_samples import samples

NAMES = ("Tenzin", "Dolma", "Pema", "Norbu")
PEMA = 2
YOU = Voice(NAMES, you=PEMA)  # Pema is the human: spoken to
OTHERS = Voice(NAMES, you=0)  # Pema is spoken of
BAR_LIMIT = 72  # characters: two lines of the action bar at 1024 px wide, never three

# Person agreement: a verb that must not follow "you", and one that must not follow a name.
THIRD_PERSON_VERBS = r"(holds|has|does|is|needs|leads|passes|takes|plays|beats|chooses|shows|offers|accepts|wins)"
BARE_VERBS = r"(hold|have|do|are|need|lead|pass|take|play|beat|choose|show|offer|accept|win)"


def grammar_errors(text: str) -> list[str]:
    errors = []
    if re.search(rf"\b[Yy]ou {THIRD_PERSON_VERBS}\b", text):
        errors.append("'you' with a third-person verb")
    if re.search(rf"\b(Pema|Tenzin|Dolma|Norbu) {BARE_VERBS}\b", text):
        errors.append("a name with a bare verb")
    if re.search(r"\b1 (tiles|stacks|chips|points)\b|\b[02-9] (tile|stack|chip|point)\b(?!s)", text):
        errors.append("number disagrees with its noun")
    if re.search(r"\b1 \w+ were\b|\b[02-9] \w+s was\b", text):
        errors.append("number disagrees with its verb")
    if "%" in text or "(s)" in text or "None" in text or "  " in text:
        errors.append("a placeholder left")
    return errors


@pytest.mark.parametrize("code", list(RefusalCode))
@pytest.mark.parametrize("led", [1, 3])
def test_every_refusal_reads_well_to_you_and_of_another(qapp, code: RefusalCode, led: int) -> None:
    refusal = samples(PEMA, led)[code]
    to_you, of_pema = refusal_text(refusal, YOU), refusal_text(refusal, OTHERS)
    for text in (to_you, of_pema):
        assert text and not text[0].islower(), (code, text)
        assert not grammar_errors(text), (code, text, grammar_errors(text))
        assert len(text) <= BAR_LIMIT, (code, text)
    assert "Pema" not in to_you, (code, to_you)
    if to_you != of_pema:  # a sentence about a seat: to the player, or naming the seat
        assert "Pema" in of_pema and not re.search(r"\b[Yy]ou\b", of_pema), (code, of_pema)


def test_refusals_speak_in_person_and_number(qapp) -> None:
    one, three = samples(PEMA, 1), samples(PEMA, 3)
    code = RefusalCode.DISCARD_COUNT
    assert refusal_text(one[code], YOU) == "1 tile was led: play 1 face down, not 2."
    assert refusal_text(three[code], YOU) == "3 tiles were led: play 3 face down, not 4."
    assert refusal_text(one[code], OTHERS) == "1 tile was led: Pema must play 1 face down, not 2."
    assert refusal_text(one[RefusalCode.MUST_BEAT], YOU) == "You can beat, so you must (compulsory beating)."
    assert refusal_text(one[RefusalCode.MUST_BEAT], OTHERS) == "Pema can beat, so Pema must (compulsory beating)."
    passport = one[RefusalCode.PASSPORT_CHIEF]
    assert refusal_text(passport, YOU) == "Passport and a chief: you may not lead 6-5 6-5."
    assert refusal_text(one[RefusalCode.CANNOT_LEAD], YOU) == "Only identical sky tiles go together."


class ThirdGameCode(StrEnum):
    NO_WORDS = "third game no words"


def test_a_game_that_gives_no_words_for_a_code_is_told_in_its_plain_english(qapp) -> None:
    """Before, a code of a third game fell through to Tien Gow's table and raised KeyError."""
    register_plain_text(ThirdGameCode, lambda r: f"seat {r.seat} may not do that")
    assert refusal_text(Refusal(ThirdGameCode.NO_WORDS, seat=2), YOU) == "Seat 2 may not do that."


def test_plural_forms_come_from_the_translator(qapp) -> None:
    assert (chips_text(1), chips_text(3), stacks_text(1), stacks_text(11)) == (
        "1 chip",
        "3 chips",
        "1 stack",
        "11 stacks",
    )
    for source, (one, other) in PLURALS.items():
        assert QCoreApplication.translate("Words", source, None, 1) == one.replace("%Ln", "1")
        assert QCoreApplication.translate("Words", source, None, 4) == other.replace("%Ln", "4")
    for source, forms in PLURALS.items():
        assert "(s)" in source and not any("(s)" in form for form in forms), source
    # Every other text passes through untouched.
    assert QCoreApplication.translate("Words", "Select tiles first.") == "Select tiles first."
    assert QCoreApplication.translate("Other", "%n chip(s)", None, 2) == "2 chip(s)"


def _deal_events(seed: int) -> list[tuple[object, DealState, DealState]]:
    rng = random.Random(seed)
    state = DealState.new(starter=seed % 4)
    steps = []
    while not state.is_over:
        after = apply(state, random_action(state, rng))
        steps.append((after.events[-1], state, after))
        state = after
    return steps


def test_the_move_list_says_you_pass_and_pema_passes(qapp) -> None:
    seen_you: set[type] = set()
    for seed in range(6):
        for event, before, after in _deal_events(seed):
            mine, theirs = move_text(event, before, after, YOU), move_text(event, before, after, OTHERS)
            assert not grammar_errors(mine), (mine, grammar_errors(mine))
            assert not grammar_errors(theirs), (theirs, grammar_errors(theirs))
            if getattr(event, "seat", None) == PEMA:
                assert mine.startswith("You "), mine
                assert theirs.startswith("Pema "), theirs
                seen_you.add(type(event))
            took = len(after.tricks) > len(before.tricks)
            if took and after.tricks[-1].top_seat == PEMA:
                assert re.search(r"· you take \d+ stacks?$", mine), mine
                assert re.search(r"· Pema takes \d+ stacks?$", theirs), theirs
    assert {Pass, Lead} <= seen_you and seen_you & {Beat, Discard, Charity}


def test_the_move_list_counts_tiles_and_stacks(qapp) -> None:
    texts = [move_text(e, b, a, YOU) for seed in range(6) for e, b, a in _deal_events(seed)]
    assert any(re.search(r"plays? 1 tile face down", t) for t in texts)
    assert any(re.search(r"take(s)? 1 stack$", t) for t in texts)
    assert not any("You accepts" in t or "You passes" in t for t in texts)


def test_no_ui_module_rewrites_text_with_regular_expressions() -> None:
    ui = Path(__file__).resolve().parents[2] / "bagchen_qt" / "ui"
    offenders = []
    for path in ui.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module == "re":
                names = ["re"]
            if "re" in names:
                offenders.append(str(path.relative_to(ui)))
    assert offenders == []


def test_the_table_captions_agree_with_you_and_with_a_name(qapp) -> None:
    from bagchen_qt.games.bagchen.table.words import result_text, trick_text

    seen = set()
    for seed in range(6):
        for _event, _before, after in _deal_events(seed):
            tricks = list(after.tricks[-1:]) + ([after.trick] if after.trick else [])
            for trick in tricks:
                for you in (PEMA, 0):
                    for completed in (False, True):
                        text = trick_text(trick, after, NAMES, completed, you)
                        assert not grammar_errors(text), (text, grammar_errors(text))
                        if trick.leader == PEMA:
                            assert text.startswith("You lead" if you == PEMA else "Pema leads"), text
                            seen.add(you)
            if after.is_over:
                for you in (PEMA, 0):
                    text = result_text(after, NAMES, you)
                    assert not grammar_errors(text), text
    assert seen == {PEMA, 0}


def test_the_point_is_named_in_the_plural(qapp) -> None:
    from bagchen_qt.games.bagchen.rules.combos import point_mask_of
    from bagchen_qt.games.bagchen.rules.tiles import parse_kind
    from bagchen_qt.games.bagchen.table.words import point_text

    state = DealState.new()  # a hand-made state, only for its point
    for kind, words in (
        ("5-5", "point: sisters (5-5)"),
        ("6-3", "point: earth chiefs (6-3 5-4)"),
        ("4-2", "point: mother and son (4-2 2-1)"),
        ("6-5", "point: people (6-5)"),
    ):
        state.point_mask = point_mask_of(parse_kind(kind))
        assert point_text(state) == words


def test_the_recap_says_you_win_and_pema_wins(qapp) -> None:
    from bagchen_qt.games.bagchen.table.words import omen_text, sweep_text

    assert sweep_text(PEMA, YOU) == "Sweep! You took all sixteen tricks and win every chip on the table."
    assert sweep_text(PEMA, OTHERS) == "Sweep! Pema took all sixteen tricks and wins every chip on the table."
    mine, theirs = omen_text(PEMA, 0, YOU), omen_text(PEMA, 0, OTHERS)
    assert "you throw the dice" in mine and "to Tenzin" in mine
    assert "Pema throws the dice" in theirs and "to you" in theirs
    for text in (mine, theirs):
        assert not grammar_errors(text), text


@pytest.mark.parametrize("n", [1, 2])
def test_every_hint_reason_speaks_to_the_player(qapp, n: int) -> None:
    from bagchen_qt.games.bagchen.ai.explain import Explanation, Keep, Why
    from bagchen_qt.games.bagchen.rules.tiles import parse_kinds
    from bagchen_qt.games.bagchen.table.words import hint_reason

    kinds = tuple(sorted(parse_kinds("6-6 6-6"[: 3 if n == 1 else 7])))
    for why in Why:
        for keep, kept in ((Keep.NOTHING, None), (Keep.POINT, 8), (Keep.FOR_END, 0), (Keep.MOTHER_SON, 17)):
            explanation = Explanation(why, kinds, n, 2, Suit.SKY, keep, kept, detail="B chooses tower 3")
            text = hint_reason(explanation)
            assert text and text[0].isupper() and text.endswith("."), (why, text)
            assert not grammar_errors(text), (why, text, grammar_errors(text))
            assert not re.search(r"\b(it|its) (leads|beats|takes|plays)\b|^(Leads|Beats|Plays|Keeps)\b", text), text


def test_hints_in_a_deal_read_as_advice(qapp) -> None:
    from bagchen_qt.games.bagchen.ai.explain import explanation_of
    from bagchen_qt.games.bagchen.rules.observation import observation
    from bagchen_qt.games.bagchen.rules.state import legal_actions, sample_discard
    from bagchen_qt.games.bagchen.table.words import hint_reason

    seen = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = DealState.new(starter=seed)
        while not state.is_over:
            if not state.is_chance:
                obs = observation(state, state.to_act)
                for action in legal_actions(state)[:4]:
                    if type(action).__name__ == "DiscardAny":
                        action = sample_discard(state, rng)
                    why = explanation_of(obs, action)
                    text = hint_reason(why)
                    assert "%" not in text and not grammar_errors(text), text
                    seen.add(why.why)
            state = apply(state, random_action(state, rng))
    assert len(seen) >= 8


def test_labels_name_what_the_tiles_form_with_plural_forms(qapp) -> None:
    from bagchen_qt.games.bagchen.rules.combos import point_mask_of
    from bagchen_qt.games.bagchen.rules.tiles import parse_kind, parse_kinds
    from bagchen_qt.games.bagchen.table.words import lead_label

    def label(text: str, point: str = "6-4") -> str:
        return lead_label(tuple(parse_kinds(text)), point_mask_of(parse_kind(point)))

    assert label("1-1 6-2 5-3") == "mixed ministers, 3 tiles"
    assert label("5-2 4-3") == "2 sevens (5-2 4-3)"
    assert label("6-5 6-5 6-5") == "3 people tiles (6-5 6-5 6-5)"
    assert label("4-1 2-1") == "mare (4-1 2-1)"
    assert label("4-2 2-1") == "mother and son (a point)"
    assert label("6-4") == "points, 1 tile (worth 1)"
    assert label("6-4 6-4") == "points, 2 tiles (worth 2)"
    assert label("6-6") == "6-6, sky chief (sky)"
    assert label("4-4 5-2") == "not a combination, 2 tiles"
    assert label("") == "no tiles selected"


def test_the_session_end_says_you_finish_first(qapp) -> None:
    from bagchen_qt.games.bagchen.table.words import first_place_text

    assert first_place_text(PEMA, 1, YOU) == "You finish first, with 1 chip."
    assert first_place_text(PEMA, 412, OTHERS) == "Pema finishes first, with 412 chips."


def test_a_seat_counts_its_chips_and_stacks(qapp) -> None:
    from bagchen_qt.ui.words import chips_and_stacks_text

    assert chips_and_stacks_text(1, 1) == "1 chip, 1 stack won"
    assert chips_and_stacks_text(99, 11) == "99 chips, 11 stacks won"


def test_the_review_counts_its_mistakes_in_the_right_number() -> None:
    from bagchen_qt.ui.words import review_head

    assert review_head("Pema", 11, 11, 1, 3.0) == "Pema: 11 of 11 decisions reviewed, 1 mistake, about 3.0 chips lost."
    assert review_head("Pema", 5, 9, 2, 4.25).endswith("2 mistakes, about 4.2 chips lost.")


def test_lines_break_between_words_and_between_tibetan_syllables() -> None:
    from bagchen_qt.ui.words import wrap_text

    assert wrap_text("Lead 6-6: no unseen tile can beat it, so you take 3 stacks.", 20) == [
        "Lead 6-6: no unseen",
        "tile can beat it, so",
        "you take 3 stacks.",
    ]
    tibetan = "སྦག་ཆེན་ལ་ཤོ་མིག་གི་སྦག་ཅིག་གིས་མགོ་འཛུགས་ན། དེ་ནས་ཁྱེད་ཀྱིས་ཕུང་གསུམ་ལེན།"
    lines = wrap_text(tibetan, 16)
    assert len(lines) > 2 and "".join(lines).replace(" ", "") == tibetan.replace(" ", "")
    assert all(line.endswith(("\u0f0b", "\u0f0d")) for line in lines)  # never inside a syllable


def test_chinese_breaks_between_characters_never_before_a_closing_mark() -> None:
    from bagchen_qt.ui.words import wrap_text

    chinese = "「保皇」是五个人玩的游戏，皇帝和保子一方，三个平民另一方。"
    lines = wrap_text(chinese, 10)
    assert "".join(lines) == chinese
    assert all(sum(2 if "\u4e00" <= c <= "\u9fff" else 1 for c in line) <= 10 for line in lines)
    assert not any(line[0] in "，。」）" or line[-1] in "「（" for line in lines)
    assert wrap_text("用天首 6-6 压过", 8) == ["用天首", "6-6 压过"]
