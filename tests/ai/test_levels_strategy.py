"""The Easy rules on hand-made situations, and the exact endgame search."""

from __future__ import annotations

import random

from bagchen_qt.games.bagchen.ai.exact import distinct_moves, solve
from bagchen_qt.games.bagchen.ai.explain import Why, _explain_lead
from bagchen_qt.games.bagchen.ai.policy import decide_from_state, preplay_choice
from bagchen_qt.games.bagchen.ai.reading import chance_to_hold, read, weakest
from bagchen_qt.games.bagchen.ai.runout import runnable
from bagchen_qt.games.bagchen.ai.strategy import choose_follow, choose_lead
from bagchen_qt.games.bagchen.ai.view import TableView
from bagchen_qt.games.bagchen.ai.weights import EASY
from bagchen_qt.games.bagchen.rules.actions import Accept, OfferUnion, Pass, ProposeExchange
from bagchen_qt.games.bagchen.rules.combos import classify, lead_options, parse_point
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, Trick, TrickPlay, apply
from bagchen_qt.games.bagchen.rules.tiles import COPIES, TILES_OF_KIND, parse_kinds


def kinds(spec: str) -> tuple[int, ...]:
    return tuple(sorted(int(k) for k in parse_kinds(spec)))


def make_view(
    hand: str,
    *,
    point: str = "6-4",
    gone: str = "",
    stacks=(0, 0, 0, 0),
    trick: Trick | None = None,
    risk: float = 0.5,
    opponent_tiles: int | None = None,
) -> TableView:
    """A seat-0 view holding ``hand``, with ``gone`` played face up and the rest unseen."""
    held = kinds(hand)
    counts = [0] * 21
    for k in held:
        counts[k] += 1
    tiles = tuple(sorted(TILES_OF_KIND[k][i] for k in set(held) for i in range(counts[k])))
    used = [0] * 21
    for k in kinds(gone) if gone else ():
        used[k] += 1
    unseen = tuple(COPIES[k] - counts[k] - used[k] for k in range(21))
    others = opponent_tiles if opponent_tiles is not None else 3 * len(held)
    return TableView(
        0,
        tiles,
        tuple(counts),
        parse_point(point),
        unseen,
        tuple(stacks),
        tuple(s >= 6 for s in stacks),
        trick,
        others,
        RuleSet(),
        risk,
    )


def leads_of(view: TableView) -> list[tuple[int, ...]]:
    return list(lead_options(view.counts, view.point_mask, 8))


def single_lead_trick(leader: int, spec: str, followers: int = 0) -> Trick:
    lead = kinds(spec)
    tiles = tuple(TILES_OF_KIND[k][-1] for k in lead)
    downs = tuple(TrickPlay((leader + i) % 4, (), False) for i in range(1, followers + 1))
    plays = (TrickPlay(leader, tiles, True), *downs)
    combo = classify(lead, parse_point("6-4"), 8)
    return Trick(leader, len(lead), plays, leader, combo, lead, 0)


def test_a_hand_of_sure_winners_runs_out_with_points_last() -> None:
    # 6-4 is the point; 6-6 pair and the earth chiefs cannot be beaten by anything unseen.
    view = make_view("6-6 6-6 6-3 5-4 6-4", gone="6-6 6-6", stacks=(4, 3, 3, 2))
    assert runnable(view.counts, view, read(view))
    plan = choose_lead(view, leads_of(view), charity_ok=True)
    assert plan.kinds != kinds("6-4"), "the point is kept for a jump at the end"
    last = make_view("6-4", stacks=(8, 3, 3, 2), opponent_tiles=3)
    assert choose_lead(last, leads_of(last), charity_ok=True).kinds == kinds("6-4")


def test_a_hand_of_likely_winners_runs_out_only_for_a_confident_seat() -> None:
    # One 3-1 is left unseen to beat the 5-5, among few tiles in the others' hands.
    gone = "6-6 6-6 6-6 1-1 1-1 1-1 1-1 4-4 4-4 4-4 4-4 3-1 3-1 3-1"
    strict = make_view("6-6 5-5 6-4", gone=gone, stacks=(4, 3, 3, 2), opponent_tiles=6)
    confident = strict._replace(weights=EASY.with_(run_confidence=0.85))
    reading = read(strict)
    assert 0.85 <= chance_to_hold(classify(kinds("5-5"), strict.point_mask, 8), reading, 3) < 1.0
    assert not runnable(strict.counts, strict, reading)
    assert choose_lead(strict, leads_of(strict), charity_ok=True).kinds == kinds("6-4"), "the point is cashed"
    assert runnable(confident.counts, confident, reading)
    plan = choose_lead(confident, leads_of(confident), charity_ok=True)
    assert plan.kinds == kinds("5-5"), "the doubtful winner first, the point kept for a jump"
    assert not runnable(confident.counts, confident._replace(weights=EASY.with_(run_confidence=0.9)), reading)
    # The words for a run ("every tile left is a sure winner") stay for certain runs.
    assert _explain_lead(confident, reading, kinds("5-5")).why is Why.LEAD_WEAK


def test_a_hand_with_a_weak_tile_is_not_a_run() -> None:
    view = make_view("6-6 6-5", gone="6-6 6-6 6-6")
    assert not runnable(view.counts, view, read(view))


def test_discards_throw_away_the_weakest_tiles_and_keep_points_and_top_tiles() -> None:
    view = make_view("6-6 6-4 5-1 2-1 3-2")
    assert weakest(view, read(view), 2) == kinds("5-1 2-1")


def test_the_last_trick_is_beaten_when_it_can_be() -> None:
    trick = single_lead_trick(1, "5-5", followers=2)
    view = make_view("1-1", trick=trick, opponent_tiles=2)
    plan = choose_follow(view, [kinds("1-1")], may_discard=True)
    assert plan.beat and plan.kinds == kinds("1-1")


def test_a_cheap_sure_win_as_last_to_play_is_taken() -> None:
    trick = single_lead_trick(1, "6-1", followers=2)
    view = make_view("5-5 6-6 1-1 2-2", trick=trick)
    plan = choose_follow(view, [kinds("6-6"), kinds("1-1"), kinds("5-5"), kinds("2-2")], may_discard=True)
    assert plan.beat


def test_before_the_play_mother_and_son_are_united_and_blind_exchanges_refused() -> None:
    view = make_view("4-2 6-6 1-1")
    rng = random.Random(1)
    offer = OfferUnion(0, TILES_OF_KIND[17][0])
    assert preplay_choice(Phase.UNION_OFFER, view, [Pass(0), offer], rng) == offer
    assert preplay_choice(Phase.UNION_ANSWER, view, [Pass(0), Accept(0)], rng) == Accept(0)
    assert preplay_choice(Phase.EXCHANGE_OFFER, view, [Pass(0), ProposeExchange(0, 1)], rng) == Pass(0)
    assert preplay_choice(Phase.EXCHANGE_ANSWER, view, [Pass(0), Accept(0)], rng) == Pass(0)


def test_exact_search_values_are_consistent() -> None:
    """The leader's exact value is the best of its moves' exact values, and chips only
    change hands."""
    rng = random.Random(6)
    checked = 0
    for deal in range(6):
        state = DealState.new(RuleSet(), starter=deal % 4)
        while not state.is_over and not (state.phase is Phase.LEAD and len(state.hands[state.to_act]) == 2):
            state = apply(state, decide_from_state(state, rng))
        if state.is_over:
            continue
        seat = state.to_act
        value = solve(state)
        assert abs(sum(value)) < 1e-9
        assert value[seat] == max(solve(apply(state, move))[seat] for move in distinct_moves(state))
        checked += 1
    assert checked
