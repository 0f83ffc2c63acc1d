"""Bao Huang's hand held in columns: the layout, taking cards by column and by key, and
the selection as the rules' play."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bagchen_qt.games.baohuang.rules.cards import (
    BLACK,
    CARD_COUNT,
    CARD_RANK,
    CARDS_OF_RANK,
    EMPEROR_CARD,
    EUNUCH_CARD,
    MARKED_BLACK,
    RED,
    TWO,
)
from bagchen_qt.games.baohuang.rules.events import Pass, Play
from bagchen_qt.games.baohuang.rules.state import BaoHuangState
from bagchen_qt.games.baohuang.table.hand import (
    DOWN,
    ESCAPE,
    JOKER_KEY,
    JOKERS,
    LEFT,
    RIGHT,
    UP,
    HandColumns,
    columns_of,
    matching_play,
    play_codes,
)

SIX, SEVEN, QUEEN = 0, 1, 6
PLAIN_BLACK = CARDS_OF_RANK[BLACK][0]  # 160
PLAIN_RED = CARDS_OF_RANK[RED][0]  # 164


def cards(rank: int, n: int) -> list[int]:
    return list(CARDS_OF_RANK[rank][:n])


def test_columns_run_jokers_then_high_to_low_with_equal_cards_stacked() -> None:
    hand = HandColumns([*cards(SIX, 2), *cards(QUEEN, 3), EMPEROR_CARD, PLAIN_BLACK, *cards(TWO, 1)])
    assert [c.rank for c in hand.columns] == [JOKERS, TWO, QUEEN, SIX]
    assert hand.columns[0].cards == (PLAIN_BLACK, EMPEROR_CARD)  # black before red, the emperor's card last
    assert hand.columns[2].cards == tuple(cards(QUEEN, 3))
    assert hand.size == 8 and hand.tallest == 3 and hand.focus == 0


@given(st.sets(st.integers(0, CARD_COUNT - 1), max_size=40))
def test_every_card_is_in_exactly_one_column_of_its_rank(held: set[int]) -> None:
    columns = columns_of(held)
    assert sorted(c for column in columns for c in column.cards) == sorted(held)
    for column in columns:
        assert all((CARD_RANK[c] >= BLACK) == (column.rank == JOKERS) for c in column.cards)
        assert list(column.cards) == sorted(column.cards)
    ranks = [column.rank for column in columns if column.rank != JOKERS]
    assert ranks == sorted(ranks, reverse=True)


def test_a_click_takes_one_more_card_and_wraps_back_to_none() -> None:
    hand = HandColumns(cards(QUEEN, 3))
    taken = []
    for _ in range(4):
        hand.click(0)
        taken.append(len(hand.selection))
    assert taken == [1, 2, 3, 0]
    hand.click(0)
    assert hand.selection == tuple(cards(QUEEN, 1))  # the lowest-numbered copy, as the rules play it


def test_a_click_with_the_modifier_takes_the_whole_column_or_puts_it_back() -> None:
    hand = HandColumns([*cards(QUEEN, 3), *cards(SEVEN, 2)])
    hand.click(0, whole=True)
    assert hand.selection == tuple(cards(QUEEN, 3))
    hand.click(0, whole=True)
    assert hand.selection == ()


def test_taking_a_rank_puts_another_rank_back_but_keeps_jokers_and_twos() -> None:
    hand = HandColumns([*cards(QUEEN, 2), *cards(SEVEN, 2), *cards(TWO, 1), PLAIN_BLACK])
    queens, sevens, twos, jokers = (hand.column_of_rank(r) for r in (QUEEN, SEVEN, TWO, JOKERS))
    assert None not in (queens, sevens, twos, jokers)
    hand.click(queens)  # type: ignore[arg-type]
    hand.click(jokers)  # type: ignore[arg-type]
    hand.click(twos)  # type: ignore[arg-type]
    hand.click(sevens)  # type: ignore[arg-type]
    assert sorted(CARD_RANK[c] for c in hand.selection) == [SEVEN, TWO, BLACK]


def test_jokers_are_taken_cheapest_first_and_one_can_be_picked_by_itself() -> None:
    hand = HandColumns([EUNUCH_CARD, PLAIN_BLACK, PLAIN_RED, EMPEROR_CARD])
    order = []
    for _ in range(4):
        hand.click(0)
        order.append(hand.selection[-1])
    assert order == [PLAIN_BLACK, EUNUCH_CARD, PLAIN_RED, EMPEROR_CARD]
    hand.click(0)
    assert hand.selection == ()  # all taken: a click puts them back
    hand.toggle_card(EUNUCH_CARD)
    assert hand.codes() == (MARKED_BLACK,)  # the protector's card by itself (BH23)
    hand.toggle_card(EUNUCH_CARD)
    assert hand.selection == ()


def test_keys_move_the_focus_and_take_or_put_back_cards() -> None:
    hand = HandColumns([*cards(QUEEN, 3), *cards(SEVEN, 2), PLAIN_BLACK, PLAIN_RED])
    assert hand.focused_rank == JOKERS
    assert not hand.press(LEFT)  # already at the left end
    assert hand.press(RIGHT) and hand.focused_rank == QUEEN
    assert hand.press(UP) and hand.press(UP)
    assert hand.selection == tuple(cards(QUEEN, 2))
    assert hand.press(DOWN) and hand.selection == tuple(cards(QUEEN, 1))
    assert hand.press(JOKER_KEY) and hand.press(JOKER_KEY) and not hand.press(JOKER_KEY)
    assert hand.codes() == (QUEEN, BLACK, RED)
    assert hand.press(RIGHT) and hand.press(RIGHT) is False and hand.focused_rank == SEVEN
    assert hand.press(ESCAPE) and hand.selection == () and not hand.press(ESCAPE)
    assert not hand.press("x")


def test_new_cards_keep_what_is_still_held_and_the_focused_rank() -> None:
    hand = HandColumns([*cards(QUEEN, 3), *cards(SEVEN, 2)])
    hand.focus_rank(SEVEN)
    hand.click(hand.focus or 0, whole=True)
    hand.set_cards([*cards(QUEEN, 3), *cards(SEVEN, 1)])
    assert hand.selection == tuple(cards(SEVEN, 1)) and hand.focused_rank == SEVEN
    hand.set_cards([])
    assert hand.focus is None and hand.selection == () and not hand.press(UP)


def test_the_selection_is_the_rules_play_the_generator_writes() -> None:
    hand = HandColumns([*cards(SEVEN, 2), EUNUCH_CARD, PLAIN_BLACK, PLAIN_RED])
    hand.click(hand.column_of_rank(SEVEN) or 0, whole=True)
    hand.toggle_card(EUNUCH_CARD)
    hand.toggle_card(PLAIN_RED)
    assert hand.codes() == (SEVEN, SEVEN, RED, MARKED_BLACK)
    assert play_codes([EMPEROR_CARD]) == (RED,)  # played as a plain red joker
    play = hand.play(seat=3)
    assert play == Play(3, (SEVEN, SEVEN, RED, MARKED_BLACK))
    actions = [Pass(3), Play(3, (SEVEN, SEVEN, BLACK, RED)), Play(3, (SEVEN, SEVEN, RED, MARKED_BLACK))]
    assert matching_play(hand.selection, actions) is actions[2]
    assert matching_play(cards(SEVEN, 1), actions) is None
    assert matching_play([], actions) is None
    hand.clear()
    assert hand.play(seat=3) is None


def test_a_card_not_in_the_hand_is_refused() -> None:
    hand = HandColumns(cards(QUEEN, 1))
    with pytest.raises(ValueError):
        hand.toggle_card(EMPEROR_CARD)
    with pytest.raises(ValueError):
        HandColumns([CARD_COUNT])
    with pytest.raises(ValueError):
        hand.take(0, 2)


def dealt_states(seed: int) -> list[BaoHuangState]:
    """The states of a random deal in which a seat is to play, in order."""
    import random

    from bagchen_qt.games.baohuang.rules.phases import PLAY
    from bagchen_qt.games.baohuang.rules.playout import random_action
    from bagchen_qt.games.baohuang.rules.ruleset import PRESETS
    from bagchen_qt.games.baohuang.rules.state import apply, new_deal

    rng = random.Random(seed)
    state = new_deal(PRESETS["shanghai-twos-trumps"] if seed % 2 else PRESETS["rizhao"])
    found = []
    while not state.is_over and len(found) < 12:
        if state.phase == PLAY and not state.is_chance:
            found.append(state)
        state = apply(state, random_action(state, rng))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_every_legal_play_is_a_selection_of_the_hand_and_back(seed: int) -> None:
    from bagchen_qt.games.baohuang.rules.moves import legal_actions
    from bagchen_qt.games.baohuang.rules.observation import observe

    checked = 0
    for state in dealt_states(seed):
        hand = HandColumns.from_observation(observe(state, state.actor))
        actions = legal_actions(state)
        plays = [a for a in actions if isinstance(a, Play)]
        for play in plays[:: max(1, len(plays) // 40)]:
            hand.select_codes(play.cards)
            assert hand.codes() == tuple(sorted(play.cards))
            assert matching_play(hand.selection, actions) == play
            checked += 1
    assert checked > 20


def test_selecting_codes_the_hand_lacks_is_refused_and_changes_nothing() -> None:
    hand = HandColumns([*cards(QUEEN, 2), PLAIN_BLACK, EMPEROR_CARD])
    hand.select_codes((QUEEN, RED))
    assert sorted(hand.selection) == sorted([cards(QUEEN, 1)[0], EMPEROR_CARD])
    with pytest.raises(ValueError):
        hand.select_codes((MARKED_BLACK,))
    with pytest.raises(ValueError):
        hand.select_codes((QUEEN, QUEEN, QUEEN))
    assert sorted(hand.selection) == sorted([cards(QUEEN, 1)[0], EMPEROR_CARD])
