"""A deal step by step: taking the cards, tribute, the emperor card, announcements, the
turn, asking not to beat, the end and what each seat sees (BH3–BH16, BH22–BH28)."""

from __future__ import annotations

import random

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.baohuang.rules import moves
from bagchen_qt.games.baohuang.rules.cards import EMPEROR_CARD, EUNUCH_CARD, MARKED_BLACK, RED, counts_of_cards
from bagchen_qt.games.baohuang.rules.events import (
    Announce,
    DoNotBeat,
    DrawShuffler,
    DrawTribute,
    Emperor,
    Event,
    GiveTribute,
    Pass,
    Play,
    Shuffle,
    TakeTribute,
    event_from_json,
)
from bagchen_qt.games.baohuang.rules.observation import observe
from bagchen_qt.games.baohuang.rules.phases import ANNOUNCE, DRAW, EMPEROR, GIVE, OVER, PLAY, SHUFFLE, TAKE
from bagchen_qt.games.baohuang.rules.refusals import BaoHuangRefusal as Code
from bagchen_qt.games.baohuang.rules.ruleset import BaoHuangRules, rules_from
from bagchen_qt.games.baohuang.rules.state import BaoHuangState, apply, new_deal, next_deal, refusal_of

from .case_source import EVENTS_A, EVENTS_D, HANDS_A, HANDS_D, START_D, shuffle_for

RIZHAO = BaoHuangRules()


def run(state: BaoHuangState, events: list[dict[str, object]] | list[Event]) -> BaoHuangState:
    for index, event in enumerate(events):
        if isinstance(event, dict):
            event = event_from_json(event, f"events[{index}]")
        state = apply(state, event)  # type: ignore[arg-type]
    return state


def deal_a(rules: BaoHuangRules = RIZHAO) -> BaoHuangState:
    """Deal A of the cases, after the shuffle: seat 0 holds the emperor card, seat 1 the eunuch card."""
    return run(new_deal(rules, cutter=4), EVENTS_A[:1])


def code(refusal: object) -> object:
    return getattr(refusal, "code", None)


# --- taking the cards (BH3, BH21, BH25) -------------------------------------------------


def test_the_shuffler_is_drawn_then_his_neighbour_cuts_and_the_next_takes_first() -> None:
    state = new_deal(RIZHAO)
    assert state.is_chance and state.phase == "shuffler"
    state = apply(state, DrawShuffler(2))
    assert state.phase == SHUFFLE and state.cutter == 3 and state.first_taker == 4
    order = tuple(range(168))
    state = apply(state, Shuffle(order, 5))
    assert state.sizes == (34, 34, 33, 33, 34)
    # after the cut the pile starts at card 5; seat 4 takes it, seat 0 the next
    assert 5 in state.held[4] and 6 in state.held[0] and 4 in state.held[(4 + 167) % 5]
    assert sum(state.sizes) == 168 and sorted(c for h in state.held for c in h) == list(order)


def test_the_next_deal_is_cut_by_the_first_taker_and_carries_scores_and_tribute() -> None:
    state = run(new_deal(RIZHAO, cutter=4), EVENTS_A)
    assert state.is_over and state.final is not None
    following = next_deal(state)
    assert following.cutter == 0 and following.first_taker == 1
    assert following.start.chips == (2, 1, -1, -1, -1)
    assert following.start.gives == (0, 0, 1, 1, 1) and following.start.takers == (0, 0, 1)


def test_a_shuffle_must_hold_each_card_once_and_a_cut_lift_some() -> None:
    state = new_deal(RIZHAO, cutter=0)
    assert code(refusal_of(state, Shuffle(tuple(range(167)) + (0,), 3))) == Code.BAD_SHUFFLE
    assert code(refusal_of(state, Shuffle(tuple(range(168)), 0))) == Code.BAD_CUT
    assert code(refusal_of(state, Pass(0))) == Code.CHANCE_NOW


# --- the emperor card (BH4, BH6) --------------------------------------------------------


def test_declining_passes_the_emperor_card_alone_to_the_next_seat() -> None:
    state = deal_a()
    assert state.phase == EMPEROR and state.actor == 0
    assert moves.legal_actions(state) == [Emperor(0, True), Emperor(0, False)]
    after = apply(state, Emperor(0, False))
    assert after.actor == 1 and after.emperor_card == 1
    assert after.sizes == (33, 35, 34, 33, 33)
    assert EMPEROR_CARD in after.held[1] and EMPEROR_CARD not in after.held[0]
    assert after.counts[1][RED] == state.counts[1][RED] + 1


def test_the_holder_of_both_marked_cards_who_takes_the_emperor_card_plays_alone() -> None:
    after = run(deal_a(), [Emperor(0, False), Emperor(1, True)])
    assert after.emperor == after.protector == 1 and after.phase == PLAY and after.actor == 1


# --- tribute (BH16, BH26, BH27) ---------------------------------------------------------


def tribute_deal(rules: BaoHuangRules) -> BaoHuangState:
    return run(new_deal(rules, 0, None, START_D["cutter"], START_D["gives"], START_D["takers"]), EVENTS_D[:1])


def test_givers_give_in_turn_from_the_first_taker_and_the_only_gift_is_their_highest_card() -> None:
    state = tribute_deal(RIZHAO)
    assert state.phase == GIVE and state.actor == 2
    assert moves.legal_actions(state) == [GiveTribute(2, (5,))]  # a jack: seat 2 holds no higher card
    assert code(refusal_of(state, GiveTribute(2, (4,)))) == Code.WRONG_TRIBUTE
    state = run(state, EVENTS_D[1:4])
    assert state.phase == DRAW and state.is_chance
    assert [t.rank for t in state.tribute] == [5, 3, 1]
    state = apply(state, DrawTribute((2, 0, 1)))
    assert state.phase == EMPEROR
    assert [t.taker for t in state.tribute] == [0, 1, 0]
    assert state.sizes == (35, 35, 33, 33, 32)


def test_face_down_tribute_cards_are_seen_only_by_their_giver_and_taker() -> None:
    state = run(tribute_deal(RIZHAO), EVENTS_D[1:5])
    seen = {seat: [t.rank for t in observe(state, seat).tribute] for seat in range(5)}
    assert seen[0] == [5, None, 1]  # took the jack and the seven
    assert seen[1] == [None, 3, None]
    assert seen[2] == [5, None, None] and seen[3] == [None, 3, None] and seen[4] == [None, None, 1]
    assert all([t.giver for t in observe(state, s).tribute] == [2, 3, 4] for s in range(5))


def test_face_up_tribute_is_chosen_in_order_of_places() -> None:
    state = run(tribute_deal(rules_from("", {"tribute": "face_up"})), EVENTS_D[1:4])
    assert state.phase == TAKE and state.actor == 0
    assert moves.legal_actions(state) == [TakeTribute(0, 1), TakeTribute(0, 3), TakeTribute(0, 5)]
    assert code(refusal_of(state, TakeTribute(0, 9))) == Code.NOT_OFFERED
    state = run(state, [TakeTribute(0, 3), TakeTribute(0, 5)])
    assert state.actor == 1 and moves.legal_actions(state) == [TakeTribute(1, 1)]
    state = apply(state, TakeTribute(1, 1))
    assert state.phase == EMPEROR
    assert all(t.rank is not None for t in observe(state, 4).tribute)


# --- announcements (BH7, BH28) ----------------------------------------------------------


def test_every_seat_answers_in_turn_and_only_the_eunuch_card_can_announce() -> None:
    rules = rules_from("rizhao-announced")
    state = apply(deal_a(rules), Emperor(0, True))
    assert state.phase == ANNOUNCE and state.actor == 0
    assert moves.legal_actions(state) == [Announce(0, False)]
    assert code(refusal_of(state, Announce(0, True))) == Code.NOT_THE_HOLDER
    state = apply(state, Announce(0, False))
    assert moves.legal_actions(state) == [Announce(1, False), Announce(1, True)]
    assert observe(state, 3).protector is None
    state = apply(state, Announce(1, True))
    assert state.phase == PLAY and state.announced == "protector"
    assert all(observe(state, seat).protector == 1 for seat in range(5))


# --- the play (BH11, BH12, BH22) --------------------------------------------------------


def test_the_leader_must_play_and_the_others_pass_or_beat_in_turn() -> None:
    state = apply(deal_a(), Emperor(0, True))
    assert code(refusal_of(state, Pass(0))) == Code.MUST_LEAD
    assert code(refusal_of(state, Play(1, (7,)))) == Code.NOT_YOUR_TURN
    state = apply(state, Play(0, (8,)))  # an ace
    assert state.actor == 1
    assert Pass(1) in moves.legal_actions(state)
    assert code(refusal_of(state, Play(1, (7, 7)))) == Code.WRONG_COUNT
    assert code(refusal_of(state, Play(1, (7,)))) == Code.DOES_NOT_BEAT
    state = run(state, [Pass(1), Play(2, (11,)), Pass(3), Pass(4), Pass(0)])
    assert state.actor == 1 and state.top is not None  # seat 1 may play after passing
    state = apply(state, Pass(1))
    assert state.top is None and state.actor == state.leader == 2  # everyone else passed


def test_when_a_player_goes_out_unbeaten_the_next_holder_leads() -> None:
    state = run(new_deal(RIZHAO, cutter=4), EVENTS_A[:12])
    assert state.out == (0,) and state.top is None and state.actor == 1


def test_asking_not_to_beat_comes_before_the_play_and_binds_nobody() -> None:
    state = apply(deal_a(), Emperor(0, True))
    assert moves.legal_actions(state)[-1] == DoNotBeat(0)
    state = apply(state, DoNotBeat(0))
    assert all(isinstance(m, Play) for m in moves.legal_actions(state))
    assert code(refusal_of(state, DoNotBeat(0))) == Code.ALREADY_ASKED
    state = apply(state, Play(0, (8,)))
    assert observe(state, 3).top_asked
    state = apply(state, Pass(1))
    state = apply(state, Play(2, (RED,)))  # a red joker beats it all the same
    assert not observe(state, 3).top_asked


def test_asking_is_an_option() -> None:
    state = apply(deal_a(rules_from("", {"do_not_beat": False})), Emperor(0, True))
    assert DoNotBeat(0) not in moves.legal_actions(state)
    assert code(refusal_of(state, DoNotBeat(0))) == Code.DO_NOT_BEAT_OFF


def test_the_marked_black_joker_shows_the_protector_to_all() -> None:
    state = run(new_deal(RIZHAO, cutter=4), EVENTS_A[:12])
    assert state.actor == 1
    assert all(observe(state, seat).protector is None for seat in range(5))
    assert observe(state, 1).holds_eunuch_card and not observe(state, 0).holds_eunuch_card
    state = apply(state, Play(1, (6,) * 16 + (10, MARKED_BLACK)))  # queens
    assert state.eunuch_card is None
    assert all(observe(state, seat).protector == 1 for seat in range(5))


def test_the_deal_ends_when_the_emperors_team_is_out_and_scores() -> None:
    state = run(new_deal(RIZHAO, cutter=4), EVENTS_A)
    assert state.phase == OVER and state.is_over and state.actor == -1
    assert state.final is not None and state.final.scores == (2, 1, -1, -1, -1)
    assert code(refusal_of(state, Pass(2))) == Code.DEAL_OVER
    assert moves.legal_actions(state) == []


def test_the_physical_cards_follow_the_counts() -> None:
    state = apply(deal_a(), Emperor(0, True))
    state = apply(state, Play(0, (9, 9)))
    hand = state.cards_of(0)
    assert counts_of_cards(hand) == state.counts[0]
    # the aces 128-143, the twos but the two lowest-numbered ones played, then RJ and RJ*
    assert hand == tuple(range(128, 144)) + tuple(range(146, 160)) + (164, EMPEROR_CARD)
    assert EUNUCH_CARD in state.cards_of(1)
    state = run(state, [Pass(1), Pass(2), Pass(3), Pass(4), Play(0, (8,) * 16 + (RED,))])
    assert state.cards_of(0) == tuple(range(146, 160)) + (EMPEROR_CARD,)  # the plain red joker went first


def test_a_decision_refused_while_chance_acts_and_a_chance_event_while_a_seat_decides() -> None:
    state = deal_a()
    assert code(refusal_of(state, Shuffle(tuple(range(168)), 1))) == Code.DECISION_NOW
    assert code(refusal_of(state, Pass(0))) == Code.WRONG_STEP
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        apply(state, Emperor(3, True))


def test_a_position_plays_on() -> None:
    hands = [[0] * 12 for _ in range(5)]
    hands[0][5], hands[0][RED] = 2, 1  # J J RJ
    hands[1][10] = 2  # BJ* BJ
    hands[2][0] = hands[3][1] = 1
    hands[4][2] = 3
    state = BaoHuangState.position(RIZHAO, hands, emperor=0, protector=1)
    assert state.phase == PLAY and state.actor == 0
    assert len(moves.legal_actions(state)) == 5 + 1  # J, RJ, J J, J RJ, J J RJ and the request
    state = apply(state, Play(0, (5, 5, RED)))
    assert state.out == (0,)
    rng = random.Random(4)
    while not state.is_over:
        state = apply(state, rng.choice(moves.legal_actions(state)))
    assert state.final is not None and sum(state.final.scores) == 0


def test_a_seat_not_at_the_table_is_refused() -> None:
    state = apply(deal_a(), Emperor(0, True))
    assert code(refusal_of(state, Play(7, (8,)))) == Code.NOT_A_SEAT
    with pytest.raises(ValueError, match="seat"):
        observe(state, 5)


def test_hands_a_and_d_are_the_whole_pack() -> None:
    for hands, cutter in ((HANDS_A, 4), (HANDS_D, 0)):
        event = shuffle_for(hands, cutter, 1)
        assert sorted(event["order"]) == list(range(168))  # type: ignore[arg-type]
