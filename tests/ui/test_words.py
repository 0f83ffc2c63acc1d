"""The words the windows say: refusals from their codes, moves, plural forms."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from bagchen_qt.rules.actions import Beat, Charity, Discard, Lead, Pass
from bagchen_qt.rules.refusals import RefusalCode
from bagchen_qt.rules.state import DealState, apply, random_action
from bagchen_qt.ui.words import PLURALS, Voice, chips_text, move_text, refusal_text, stacks_text
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


def test_plural_forms_come_from_the_translator(qapp) -> None:
    assert (chips_text(1), chips_text(3), stacks_text(1), stacks_text(11)) == ("1 chip", "3 chips", "1 stack",
                                                                              "11 stacks")
    for source, (one, other) in PLURALS.items():
        assert QCoreApplication.translate("Words", source, None, 1) == one.replace("%n", "1")
        assert QCoreApplication.translate("Words", source, None, 4) == other.replace("%n", "4")
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
