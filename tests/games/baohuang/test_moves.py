"""Combinations, beating and the one move generator (BH8–BH10, BH13, BH18, BH23).

Beating is checked against the rulings' words, written out again here; the generator is
checked against every sub-multiset of small hands that the refusal check accepts, so the
two parts of the engine that say what may be played have to agree.
"""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bagchen_qt.games.baohuang.rules.cards import BLACK, CODE_NAMES, CODE_RANK, MARKED_BLACK, RED, TWO
from bagchen_qt.games.baohuang.rules.combinations import Shape, beats, shape_of
from bagchen_qt.games.baohuang.rules.moves import lead_codes, lead_count, nth_lead, reply_codes
from bagchen_qt.games.baohuang.rules.ruleset import BaoHuangRules
from bagchen_qt.games.baohuang.rules.state import counts_of_codes, play_refusal

RULE_SETS = [
    BaoHuangRules(),
    BaoHuangRules(beating="joker_order"),
    BaoHuangRules(twos_trumps=True),
    BaoHuangRules(twos_trumps=True, beating="joker_order"),
    BaoHuangRules(sixes_last=True),
    BaoHuangRules(sixes_last=True, twos_trumps=True, beating="joker_order"),
]
RULE_IDS = ["higher", "joker-order", "trumps", "trumps-joker-order", "sixes", "sixes-trumps-joker-order"]


def spec_beats(top: list[int], play: list[int], rules: BaoHuangRules) -> bool:
    """BH9/BH10/BH18 as worded: both sorted high to low, card against card."""
    if len(top) != len(play):
        return False

    def trump(code: int, cards: list[int]) -> bool:
        rank = CODE_RANK[code]
        joined = any(CODE_RANK[c] < TWO for c in cards)
        return rank >= BLACK or rules.twos_trumps and rank == TWO and joined

    theirs = sorted(top, key=lambda c: CODE_RANK[c], reverse=True)
    mine = sorted(play, key=lambda c: CODE_RANK[c], reverse=True)
    pairs = [(CODE_RANK[m], CODE_RANK[t], trump(t, top)) for m, t in zip(mine, theirs, strict=True)]
    if not rules.joker_order:
        return all(m > t for m, t, _ in pairs)
    return all(m >= t for m, t, _ in pairs) and all(m > t for m, t, j in pairs if j) and any(m > t for m, t, _ in pairs)


def combination(draw: st.DrawFn, twos_trumps: bool) -> list[int]:
    base = draw(st.integers(0, TWO))
    cards = [base] * draw(st.integers(0, 4))
    if twos_trumps and base != TWO:
        cards += [TWO] * draw(st.integers(0, 2))
    cards += [BLACK] * draw(st.integers(0, 2)) + [RED] * draw(st.integers(0, 2))
    if not cards:
        cards = [base]
    return cards


@st.composite
def a_combination(draw: st.DrawFn, twos_trumps: bool) -> list[int]:
    return combination(draw, twos_trumps)


@st.composite
def beat_case(draw: st.DrawFn) -> tuple[list[int], list[int], BaoHuangRules]:
    rules = draw(st.sampled_from(RULE_SETS))
    top = combination(draw, rules.twos_trumps)
    play = combination(draw, rules.twos_trumps)
    if draw(st.booleans()):  # same size, so that most cases get past the count
        play = (play * 8)[: len(top)]
    return top, play, rules


@settings(max_examples=3000, deadline=None)
@given(beat_case())
def test_beating_is_as_the_rulings_word_it(case: tuple[list[int], list[int], BaoHuangRules]) -> None:
    top, play, rules = case
    top_shape = shape_of(counts_of_codes(top), rules.twos_trumps)
    play_shape = shape_of(counts_of_codes(play), rules.twos_trumps)
    assert top_shape is not None
    if play_shape is None:
        return
    assert beats(top_shape, play_shape, rules.joker_order) == spec_beats(top, play, rules), (top, play)


# --- the generator against every sub-multiset of a hand --------------------------------


def every_play(counts: tuple[int, ...], marked: bool) -> list[tuple[int, ...]]:
    """Every non-empty multiset of card codes the hand holds, ``BJ*`` apart."""
    plain = list(counts)
    plain[BLACK] -= marked
    ranges = [range(n + 1) for n in plain] + [range(2 if marked else 1)]
    out = []
    for choice in product(*ranges):
        codes = tuple(sorted(code for code, n in enumerate(choice) for _ in range(n)))
        if codes:
            out.append(codes)
    return out


@st.composite
def small_hand(draw: st.DrawFn) -> tuple[tuple[int, ...], bool]:
    counts = [0] * 12
    for rank in draw(st.lists(st.integers(0, TWO), min_size=1, max_size=4, unique=True)):
        counts[rank] = draw(st.integers(1, 3))
    counts[BLACK] = draw(st.integers(0, 3))
    counts[RED] = draw(st.integers(0, 2))
    marked = counts[BLACK] > 0 and draw(st.booleans())
    return tuple(counts), marked


def allowed(counts: tuple[int, ...], marked: bool, rules: BaoHuangRules, top: Shape | None) -> set[tuple[int, ...]]:
    return {p for p in every_play(counts, marked) if play_refusal(rules, counts, marked, p, top) is None}


@pytest.mark.parametrize("rules", RULE_SETS, ids=RULE_IDS)
@settings(max_examples=150, deadline=None)
@given(hand=small_hand())
def test_leads_are_every_allowed_play_once(rules: BaoHuangRules, hand: tuple[tuple[int, ...], bool]) -> None:
    counts, marked = hand
    leads = lead_codes(counts, marked, rules)
    assert len(set(leads)) == len(leads), "no lead twice"
    assert {tuple(sorted(p)) for p in leads} == allowed(counts, marked, rules, None)
    assert lead_count(counts, marked, rules) == len(leads)
    assert {tuple(sorted(nth_lead(counts, marked, rules, i))) for i in range(len(leads))} == set(
        tuple(sorted(p)) for p in leads
    )
    sizes = [len(p) for p in leads]
    assert sizes == sorted(sizes), "smaller plays first"


@pytest.mark.parametrize("rules", RULE_SETS, ids=RULE_IDS)
@settings(max_examples=150, deadline=None)
@given(hand=small_hand(), top=st.data())
def test_replies_are_every_allowed_beating_play_once(
    rules: BaoHuangRules, hand: tuple[tuple[int, ...], bool], top: st.DataObject
) -> None:
    counts, marked = hand
    top_cards = top.draw(a_combination(rules.twos_trumps))
    shape = shape_of(counts_of_codes(top_cards), rules.twos_trumps)
    assert shape is not None
    replies = reply_codes(counts, marked, shape, rules)
    assert len(set(replies)) == len(replies)
    assert {tuple(sorted(p)) for p in replies} == allowed(counts, marked, rules, shape)


def test_the_cheapest_play_of_each_size_comes_first() -> None:
    rules = BaoHuangRules()
    counts = (2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 1)  # 6 6 J J BJ RJ
    written = [" ".join(CODE_NAMES[c] for c in p) for p in lead_codes(counts, False, rules)]
    assert written[:4] == ["6", "J", "BJ", "RJ"]
    assert written[4:10] == ["6 6", "J J", "6 BJ", "J BJ", "6 RJ", "J RJ"]
    assert written[-1] == "6 6 BJ RJ" or written[-1] == "J J BJ RJ"


def test_the_marked_black_joker_makes_a_second_play_only_when_an_ordinary_one_is_held() -> None:
    rules = BaoHuangRules()
    alone = (0, 1) + (0,) * 8 + (1, 0)  # 7 BJ*
    assert sorted(lead_codes(alone, True, rules)) == [(1,), (1, MARKED_BLACK), (MARKED_BLACK,)]
    both = (0, 1) + (0,) * 8 + (2, 0)  # 7 BJ BJ*
    assert (1, BLACK) in lead_codes(both, True, rules) and (1, MARKED_BLACK) in lead_codes(both, True, rules)
    assert (1, BLACK, MARKED_BLACK) in lead_codes(both, True, rules)


def test_a_34_card_lead_lists_hundreds_of_plays_each_once() -> None:
    rules = BaoHuangRules()
    counts = (3, 4, 3, 4, 3, 3, 4, 3, 3, 2, 2, 0)  # 34 cards, BJ* among the black jokers
    leads = lead_codes(counts, True, rules)
    assert len(leads) == len(set(leads)) == lead_count(counts, True, rules) == 33 * 4 - 1


def test_nothing_beats_a_red_joker() -> None:
    rules = BaoHuangRules()
    full = (4,) * 10 + (4, 3)
    for top in ([RED], [5, RED], [BLACK, RED]):
        shape = shape_of(counts_of_codes(top), False)
        assert shape is not None and reply_codes(full, True, shape, rules) == []


def refusal_words(rules: BaoHuangRules, hand: tuple[int, ...], cards: tuple[int, ...], top: Any = None) -> str:
    refusal = play_refusal(rules, hand, False, cards, top)
    return "" if refusal is None else str(refusal)


def test_refusals_say_why_in_plain_english() -> None:
    rules = BaoHuangRules(sixes_last=True)
    hand = (2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0)  # 6 6 7 BJ
    assert "no combination" in refusal_words(rules, hand, (0, 1))
    assert "sixes last" in refusal_words(rules, hand, (0,))
    assert "does not hold" in refusal_words(rules, hand, (2,))
    top = shape_of(counts_of_codes((5, 5)), False)
    assert "must be beaten with 2 cards, not 1" in refusal_words(rules, hand, (1,), top)
    top = shape_of(counts_of_codes((5,)), False)
    assert "does not beat" in refusal_words(rules, hand, (1,), top)
