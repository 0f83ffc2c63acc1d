"""R20: uniting mother and son before the play, and the swap of two mothers for two sons."""

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    Accept,
    DuelThrow,
    OfferSwap,
    OfferUnion,
    Pass,
    RuleSet,
    ThrowDice,
    apply,
    legal_actions,
    observation,
)
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

from .helpers import E, N, S, W, deal, kinds, names, pick


def skip_redeal(state):
    while state.phase is Phase.REDEAL:
        state = apply(state, Pass(state.to_act))
    return state


def count(state, seat, kind):
    return sum(1 for t in state.hands[seat] if TILE_KIND[t] == kinds(kind)[0])


# The English example, with the ruling's reading: the point is 6-2; South shows a son,
# West accepts with a mother, West throws higher and takes both; West, now holding 17
# tiles, gives back the tile the 15-tile player's dice name.
PAGAT = {
    W: "4-2 6-3 6-6 1-1 4-4 3-1 3-3 2-2 6-5 6-4 6-1 5-1 5-2 4-3 4-1 3-2",
    S: "2-1",
    N: "4-2 2-1",
}


def pagat_offer():
    state = skip_redeal(deal(PAGAT, dice=(6, 2), preplay=False))
    assert state.phase is Phase.UNION_OFFER and state.to_act == E
    assert legal_actions(state) == [Pass(E)]  # E holds neither mother nor son
    state = apply(state, Pass(E))
    son = pick(state.hands[S], "2-1")[0]
    assert OfferUnion(S, son) in legal_actions(state)
    state = apply(state, OfferUnion(S, son))
    assert state.phase is Phase.UNION_ANSWER and state.to_act == W
    assert state.offer == (S, son)
    for seat in range(4):
        assert observation(state, seat).offer == (S, son)
    return state, son


def test_pagat_example():
    state, son = pagat_offer()
    assert set(legal_actions(state)) == {Pass(W), Accept(W)}
    state = apply(state, Accept(W))
    assert state.phase is Phase.UNION_DUEL and state.is_chance
    before = state.hands
    tie = apply(state, DuelThrow(3, 3))  # equal throws: both throw again
    assert tie.phase is Phase.UNION_DUEL and tie.hands == before and tie.unions == ()
    state = apply(tie, DuelThrow(3, 4))  # South (the offerer) 3, West 4: West takes both
    assert state.phase is Phase.UNION_GIVE
    assert len(state.hands[W]) == 17 and len(state.hands[S]) == 15
    assert son in state.hands[W]
    assert state.unions[-1].winner == W and state.unions[-1].loser == S and state.unions[-1].given is None
    for throw in ((5, 3), (5, 5), (4, 2)):  # a point, a tile West lacks, the mother
        state = apply(state, ThrowDice(*throw))
        assert state.phase is Phase.UNION_GIVE and len(state.hands[W]) == 17
    state = apply(state, ThrowDice(5, 4))  # West has no 5-4: the equal 6-3 goes instead
    assert len(state.hands[W]) == 16 and len(state.hands[S]) == 16
    given = state.unions[-1].given
    assert names([given]) == "6-3" and given in state.hands[S]
    assert count(state, W, "6-3") == 0 and count(state, W, "4-2") == 1 and count(state, W, "2-1") == 1
    # The offers go round again, from the seat after the offerer.
    assert state.phase is Phase.UNION_OFFER and state.to_act == W and state.offer is None
    for seat in (W, N, E, S):
        assert state.to_act == seat
        state = apply(state, Pass(seat))
    assert state.phase is Phase.LEAD and state.to_act == E
    for seat in range(4):
        assert observation(state, seat).unions[-1].given == given


def test_equivalent_earth_tile_and_the_offerer_winning():
    state = skip_redeal(deal({E: "4-2 4-3 6-6 6-6", N: "5-2 5-2", W: "4-2 2-1", S: "2-1"}, preplay=False))
    mother = pick(state.hands[E], "4-2")[0]
    state = apply(state, OfferUnion(E, mother))
    assert state.to_act == S
    state = apply(state, Accept(S))
    state = apply(state, DuelThrow(6, 1))
    assert state.unions[-1][:2] == (E, S)
    assert len(state.hands[E]) == 17
    state = apply(state, ThrowDice(2, 5))  # 5-2, which E lacks: E gives the other seven
    assert names([state.unions[-1].given]) == "4-3"
    assert count(state, S, "4-3") >= 1 and count(state, E, "4-3") == 0
    assert state.phase is Phase.UNION_OFFER and state.to_act == S


def test_who_may_offer_and_accept():
    state, son = pagat_offer()
    # N holds both mother and son: N may not offer, but may accept a son's offer.
    state = apply(state, Pass(W))
    assert set(legal_actions(state)) == {Pass(N), Accept(N)}
    state = apply(state, Pass(N))
    assert legal_actions(state) == [Pass(E)]
    with pytest.raises(IllegalAction, match="only a player holding a mother may accept"):
        apply(state, Accept(E))
    state = apply(state, Pass(E))
    # Declined by all: the offers go round again from the seat after the offerer.
    assert state.phase is Phase.UNION_OFFER and state.to_act == W and state.offer is None
    mother = pick(state.hands[W], "4-2")[0]
    assert OfferUnion(W, mother) in legal_actions(state)
    state = apply(state, Pass(W))
    assert legal_actions(state) == [Pass(N)]
    with pytest.raises(IllegalAction, match="may offer"):
        apply(state, OfferUnion(N, pick(state.hands[N], "4-2")[0]))
    state = apply(apply(state, Pass(N)), Pass(E))
    # S has offered once already in this deal.
    assert state.to_act == S and legal_actions(state) == [Pass(S)]
    with pytest.raises(IllegalAction, match="once"):
        apply(state, OfferUnion(S, son))
    state = apply(state, Pass(S))
    assert state.phase is Phase.LEAD


def test_offer_a_tile_not_held():
    state = skip_redeal(deal(PAGAT, dice=(6, 2), preplay=False))
    state = apply(state, Pass(E))
    with pytest.raises(IllegalAction, match="does not hold"):
        apply(state, OfferUnion(S, pick(state.hands[N], "4-2")[0]))


def test_swap_both_mothers_for_both_sons():
    state = skip_redeal(deal({E: "4-2 4-2", N: "2-1 2-1"}, preplay=False))
    actions = legal_actions(state)
    assert OfferSwap(E) in actions and any(isinstance(a, OfferUnion) for a in actions)
    state = apply(state, OfferSwap(E))
    assert state.phase is Phase.SWAP_ANSWER and state.to_act == S
    assert legal_actions(state) == [Pass(S)]
    with pytest.raises(IllegalAction, match="both"):
        apply(state, Accept(S))
    state = apply(apply(state, Pass(S)), Pass(W))
    assert set(legal_actions(state)) == {Pass(N), Accept(N)}
    state = apply(state, Accept(N))
    assert not state.is_chance and state.phase is Phase.UNION_OFFER  # no dice
    for seat in (E, N):
        assert count(state, seat, "4-2") == 1 and count(state, seat, "2-1") == 1
        assert len(state.hands[seat]) == 16
    assert state.unions[-1][:2] == (E, N)


def test_swap_declined_by_all():
    state = skip_redeal(deal({E: "4-2 4-2", N: "2-1 2-1"}, preplay=False))
    state = apply(state, OfferSwap(E))
    for seat in (S, W, N):
        state = apply(state, Pass(seat))
    assert state.phase is Phase.UNION_OFFER and state.to_act == S
    assert count(state, E, "4-2") == 2


@pytest.mark.parametrize("dice", [(4, 2), (2, 1)])
def test_no_union_when_mother_or_son_are_points(dice):
    state = skip_redeal(deal({E: "4-2", S: "2-1"}, dice=dice, preplay=False))
    assert state.phase is Phase.LEAD
    with pytest.raises(IllegalAction):
        apply(state, OfferUnion(E, pick(state.hands[E], "4-2")[0]))


def test_union_off():
    state = skip_redeal(deal({E: "4-2", S: "2-1"}, rules=RuleSet(mother_son=False), preplay=False))
    assert state.phase is Phase.LEAD


def test_union_duel_and_give_are_chance_events():
    state, _ = pagat_offer()
    state = apply(state, Accept(W))
    with pytest.raises(IllegalAction, match="one die"):
        apply(state, ThrowDice(3, 4))
    with pytest.raises(IllegalAction, match="1 to 6"):
        apply(state, DuelThrow(0, 4))
    state = apply(state, DuelThrow(1, 2))
    with pytest.raises(IllegalAction, match="both dice"):
        apply(state, DuelThrow(1, 2))
    assert kinds("2-1")[0] in {TILE_KIND[t] for t in state.hands[W]}
