"""R19: a hand with none of the two highest ranks of each suit may demand a re-deal."""

from itertools import product

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import (
    ChooseTower,
    DemandRedeal,
    Pass,
    RuleSet,
    ThrowDice,
    apply,
    legal_actions,
    observation,
    point_mask_of,
)
from bagchen_qt.games.bagchen.rules.dealing import may_demand_redeal, redeal_tiles
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import COPIES, KINDS, kind_counts, kind_of_dice, parse_kind

from .helpers import E, N, S, W, deal, kind_names, shuffle_for

POOR_HAND = "4-4 4-4 3-1 3-1 5-5 5-5 3-3 3-3 2-2 2-2 6-5 6-5 5-2 4-3 4-1 3-2"  # with the point 6-4


@pytest.mark.parametrize("a,b", list(product(range(1, 7), repeat=2)))
def test_always_sixteen_disqualifying_tiles(a, b):
    point = kind_of_dice(a, b)
    mask = point_mask_of(point)
    kinds = redeal_tiles(mask)
    assert sum(COPIES[k] for k in kinds) == 16
    assert not any(mask >> k & 1 for k in kinds)
    for suit_sky in (True, False):
        ranks = sorted(
            {KINDS[k].rank for k in range(21) if KINDS[k].is_sky == suit_sky and not mask >> k & 1}, reverse=True
        )[:2]
        expected = {
            k for k in range(21) if KINDS[k].is_sky == suit_sky and KINDS[k].rank in ranks and not mask >> k & 1
        }
        assert {k for k in kinds if KINDS[k].is_sky == suit_sky} == expected


@pytest.mark.parametrize(
    "point,expected",
    [
        ("6-4", "6-6 1-1 6-3 5-4 6-2 5-3"),
        ("6-6", "1-1 4-4 6-3 5-4 6-2 5-3"),
        ("1-1", "6-6 4-4 6-3 5-4 6-2 5-3"),
        ("6-3", "6-6 1-1 6-2 5-3 5-2 4-3"),
        ("5-3", "6-6 1-1 6-3 5-4 5-2 4-3"),
        ("4-2", "6-6 1-1 6-3 5-4 6-2 5-3"),
    ],
)
def test_disqualifying_tiles_examples(point, expected):
    assert kind_names(redeal_tiles(point_mask_of(parse_kind(point)))) == kind_names(
        int(parse_kind(k)) for k in expected.split()
    )


def at_redeal(state, seat):
    while state.to_act != seat:
        assert state.phase is Phase.REDEAL
        state = apply(state, Pass(state.to_act))
    return state


def test_poor_hand_may_demand_and_the_deal_starts_again():
    state = deal({W: POOR_HAND}, starter=S, preplay=False)
    assert state.phase is Phase.REDEAL and state.to_act == S
    assert may_demand_redeal(kind_counts(state.hands[W]), state.point_mask)
    state = at_redeal(state, W)
    assert DemandRedeal(W) in legal_actions(state)
    hand = state.hands[W]
    after = apply(state, DemandRedeal(W))
    assert after.phase is Phase.SHUFFLE and after.is_chance
    assert after.starter == S and after.thrower == N  # same starter (R22)
    assert after.redeals == 1
    assert after.hands == ((),) * 4 and after.dice is None and after.stacks == (0, 0, 0, 0)
    assert after.chips == state.chips
    # The hand is shown to everyone.
    assert after.exposures == ((W, hand),)
    for seat in range(4):
        assert observation(after, seat).exposures == ((W, hand),)


def test_rich_hand_may_not_demand():
    state = deal({E: "6-6"}, preplay=False)
    assert legal_actions(state) == [Pass(E)]
    with pytest.raises(IllegalAction, match="re-deal"):
        apply(state, DemandRedeal(E))


def test_redeal_off():
    state = deal({E: POOR_HAND}, rules=RuleSet(redeal=False), preplay=False)
    assert state.phase is not Phase.REDEAL
    with pytest.raises(IllegalAction):
        apply(state, DemandRedeal(E))


def test_point_tiles_are_not_high_tiles():
    # With 6-6 the point, a hand whose only "high" tiles are sky chiefs may demand.
    hand = "6-6 6-6 4-2 4-2 5-5 5-5 3-3 3-3 2-2 2-2 6-5 6-5 3-1 3-1 4-1 3-2"
    state = deal({E: hand}, dice=(6, 6), preplay=False)
    assert DemandRedeal(E) in legal_actions(state)
    state = deal({E: hand}, dice=(1, 1), preplay=False)
    assert DemandRedeal(E) not in legal_actions(state)


def test_after_redeal_a_new_deal_follows():

    state = deal({E: POOR_HAND}, preplay=False)
    state = apply(state, DemandRedeal(E))
    hands = [list(range(16 * i, 16 * i + 16)) for i in range(4)]
    state = apply(state, shuffle_for(hands, E, (3, 3), 1))
    assert state.exposures == ()  # what was shown belonged to the old deal
    state = apply(state, ChooseTower(W, 1))
    state = apply(state, ThrowDice(3, 3))
    assert state.hands == tuple(tuple(h) for h in hands)
    assert state.redeals == 1 and state.phase is Phase.REDEAL
