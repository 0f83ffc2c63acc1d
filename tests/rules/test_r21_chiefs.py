"""R21: four sky chiefs in one hand are shown to everyone and stay in the hand."""

from bagchen_qt.games.bagchen.rules import Pass, apply, observation
from bagchen_qt.games.bagchen.rules.state import Phase
from bagchen_qt.games.bagchen.rules.tiles import TILES_OF_KIND

from .helpers import E, N, S, W, deal, kinds

FOUR = "6-6 6-6 6-6 6-6"


def test_four_chiefs_shown_after_redeal_round_before_offers():
    state = deal({W: FOUR, E: "4-2", S: "2-1"}, preplay=False)
    assert state.phase is Phase.REDEAL and state.exposures == () and state.shown_chiefs is None
    while state.phase is Phase.REDEAL:
        state = apply(state, Pass(state.to_act))
    assert state.phase is Phase.UNION_OFFER
    chiefs = TILES_OF_KIND[kinds("6-6")[0]]
    assert state.shown_chiefs == W
    assert state.exposures == ((W, chiefs),)
    assert all(t in state.hands[W] for t in chiefs)
    for seat in (E, S, N):
        assert observation(state, seat).exposures == ((W, chiefs),)
        assert observation(state, seat).shown_chiefs == W


def test_not_shown_when_chiefs_are_points():
    state = deal({N: FOUR}, dice=(6, 6))
    assert state.shown_chiefs is None and state.exposures == ()


def test_three_chiefs_not_shown():
    state = deal({N: "6-6 6-6 6-6", S: "6-6"})
    assert state.shown_chiefs is None and state.exposures == ()
