"""R27: under the simplified passport the program enforces the tiers and the hand is not
shown. R28: no partnerships: every player pays and is paid for themselves."""

import pytest

from bagchen_qt.games.bagchen.rules import RuleSet, observation
from bagchen_qt.games.bagchen.rules.payments import point_payment, settlement
from bagchen_qt.games.bagchen.rules.state import Phase

from .helpers import E, N, S, W, kinds
from .test_r10_r12_passport import RULE3_HAND, RULE4_HAND, lead, lead_kinds, lead_rule, passport_deal

SIMPLE = RuleSet(passport="simple")


@pytest.mark.parametrize(("hand", "tier", "led"), [(RULE3_HAND, 3, "5-2 4-3"), (RULE4_HAND, 4, "5-2")])
def test_simple_passport_never_shows_the_hand(hand, tier, led):
    state = passport_deal(hand, rules=SIMPLE)
    shown_before = state.exposures
    assert state.phase is Phase.LEAD  # no dice for a suit either
    assert lead_rule(state, led) == tier
    after = lead(state, led)
    assert after.exposures == shown_before
    assert all((E, state.hands[E]) not in observation(after, seat).exposures for seat in (S, W, N))
    # The others see the lead, and only the lead, of E's hand.
    for seat in (S, W, N):
        assert observation(after, seat).hand != state.hands[E]


def test_simple_passport_tiers_are_enforced():
    state = passport_deal(RULE3_HAND, rules=SIMPLE)
    assert lead_kinds(state) == {kinds("5-2 4-3")}  # the earth pair, nothing else


def test_full_passport_still_shows_the_hand_under_rule_3():
    after = lead(passport_deal(RULE3_HAND), "5-2 4-3")
    assert after.exposures[-1][0] == E


def test_no_partnerships_in_the_settlement():
    # E wins the last trick; W, opposite E, pays for its own stacks like S and N.
    nets = settlement([5, 3, 2, 6], last=E, jump_points=0)
    assert nets[W] == -(6 - 2) and nets[S] == -(6 - 3) and nets[N] == 0
    assert nets[E] == -sum(nets[1:])


def test_no_partnerships_in_points_payments():
    # The player opposite the leader pays a points lead like everyone else.
    assert point_payment(S, 2, [False] * 4) == [-2, 6, -2, -2]
    assert point_payment(S, 2, [False, False, False, True]) == [-2, 4, -2, 0]


def test_no_ai_module_treats_a_seat_as_a_partner():
    from pathlib import Path

    import bagchen_qt.ai

    for path in Path(bagchen_qt.ai.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        assert "partner" not in text and "teammate" not in text, path.name
