"""R24: the hand-exchange custom (off by default)."""

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import Accept, Pass, ProposeExchange, RuleSet, apply, legal_actions, observation
from bagchen_qt.games.bagchen.rules.state import Phase

from .helpers import E, N, S, W, deal

ON = RuleSet(hand_exchange=True)


def test_off_by_default():
    assert deal(preplay=False).phase is Phase.REDEAL


def test_exchange_hands_before_looking():
    state = deal(rules=ON, preplay=False)
    assert state.phase is Phase.EXCHANGE_OFFER and state.to_act == E
    hands = state.hands
    for seat in range(4):
        assert observation(state, seat).hand == ()  # nobody has looked yet
    assert set(legal_actions(state)) == {Pass(E), ProposeExchange(E, S), ProposeExchange(E, W), ProposeExchange(E, N)}
    state = apply(state, ProposeExchange(E, W))
    assert state.phase is Phase.EXCHANGE_ANSWER and state.to_act == W
    assert observation(state, W).hand == ()
    state = apply(state, Accept(W))
    assert state.hands[E] == hands[W] and state.hands[W] == hands[E]
    assert state.phase is Phase.EXCHANGE_OFFER and state.to_act == S
    # E and W have exchanged: S may only propose to N.
    assert set(legal_actions(state)) == {Pass(S), ProposeExchange(S, N)}
    with pytest.raises(IllegalAction):
        apply(state, ProposeExchange(S, E))
    state = apply(state, Pass(S))
    assert legal_actions(state) == [Pass(W)]
    state = apply(apply(state, Pass(W)), Pass(N))
    assert state.phase is Phase.REDEAL
    assert observation(state, E).hand == hands[W]


def test_exchange_declined():
    state = deal(rules=ON, preplay=False)
    hands = state.hands
    state = apply(apply(state, ProposeExchange(E, N)), Pass(N))
    assert state.hands == hands and state.to_act == S and state.phase is Phase.EXCHANGE_OFFER
