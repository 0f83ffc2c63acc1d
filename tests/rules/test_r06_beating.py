"""R6, R8, R9: what beats what, and how a trick is won."""

import random
from itertools import combinations, combinations_with_replacement, product

import pytest

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules import Beat, Suit, apply, beats, classify, point_mask_of
from bagchen_qt.games.bagchen.rules.combos import beat_options, charity_combo, lead_options
from bagchen_qt.games.bagchen.rules.tiles import KINDS, parse_kind

from .helpers import E, N, S, W, beat, deal, down, kinds, lead, pick, trick

# The ranking table of the English rules, highest first, written out independently.
SKY_ROWS = [["6-6"], ["1-1"], ["4-4"], ["3-1"], ["5-5", "3-3", "2-2"], ["6-5", "6-4", "6-1", "5-1"]]
EARTH_ROWS = [["6-3", "5-4"], ["6-2", "5-3"], ["5-2", "4-3"], ["4-2"], ["4-1", "3-2"], ["2-1"]]
ROW = {
    k: (suit, -i)
    for suit, rows in (("sky", SKY_ROWS), ("earth", EARTH_ROWS))
    for i, row in enumerate(rows)
    for k in row
}


def combo(tiles: str, point: str = "6-4"):
    return classify(kinds(tiles), point_mask_of(parse_kind(point)))


def does_beat(top: str, play: str, point: str = "6-4") -> bool:
    return beats(combo(top, point), combo(play, point))


@pytest.mark.parametrize("point", ["6-4", "6-6", "5-5", "6-3", "5-2", "4-2"])
def test_singles_against_the_table(point):
    points = {k.notation for k in KINDS if point_mask_of(parse_kind(point)) >> k & 1}
    for top, play in product(ROW, repeat=2):
        suit_t, rank_t = ROW[top]
        suit_p, rank_p = ROW[play]
        expected = top not in points and play not in points and suit_t == suit_p and rank_p > rank_t
        assert does_beat(top, play, point) == expected, (top, play, point)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_identical_sky_sets(n):
    sky = [k for row in SKY_ROWS for k in row if k != "6-4"]
    for top, play in product(sky, repeat=2):
        expected = ROW[play][1] > ROW[top][1]
        assert does_beat(" ".join([top] * n), " ".join([play] * n)) == expected, (top, play)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_equal_earth_sets(n):
    ranks = [row for row in EARTH_ROWS if len(row) == 2]
    for top_row, play_row in product(ranks, repeat=2):
        top = " ".join((top_row * 2)[:n])
        play = " ".join((play_row * 2)[::-1][:n])
        expected = ROW[play_row[0]][1] > ROW[top_row[0]][1]
        assert does_beat(top, play) == expected, (top, play)


@pytest.mark.parametrize(
    "top,play,expected",
    [
        # Examples of the English rules.
        ("5-3", "6-3", True),
        ("5-3", "5-4", True),
        ("5-3", "6-6", False),
        ("5-3", "6-2", False),
        ("3-3", "6-6", True),
        ("3-3", "1-1", True),
        ("3-3", "4-4", True),
        ("3-3", "3-1", True),
        ("3-3", "5-5", False),
        ("3-3", "6-5", False),
        ("5-1", "2-2", True),
        ("5-1", "6-5", False),
        ("5-1", "6-3", False),
        ("6-4 6-4 6-4", "2-2 2-2 2-2", True),
        ("6-4 6-4 6-4", "1-1 1-1 1-1", True),
        ("6-4 6-4 6-4", "2-2 3-3 3-3", False),
        ("6-4 6-4 6-4", "6-6 4-4 3-1", False),
        ("6-4 6-4 6-4", "6-5 6-5 6-5", False),
        ("6-4 6-4 6-4", "6-6 6-6", False),
        ("4-3 5-2", "6-2 6-2", True),
        ("4-3 5-2", "6-3 5-4", True),
        ("4-3 5-2", "6-3 6-2", False),
        ("4-3 5-2", "6-6 6-6", False),
        ("1-1 6-2 5-3", "6-6 5-4 5-4", True),
        ("1-1 6-2 5-3", "6-6 6-6 6-3", False),
        ("1-1 1-1 6-2", "6-6 6-6 6-3", True),
        ("1-1 6-2", "6-6 6-3", True),
        ("1-1 6-2", "6-6 6-6", False),
        ("1-1 6-2", "6-3 5-4", False),
        ("1-1 1-1", "6-6 6-6", True),
        ("6-2 5-3", "6-3 5-4", True),
        # Mares, stallions and horses.
        ("4-1 2-1", "4-3 4-2", True),
        ("4-1 2-1", "5-2 4-2", False),
        ("4-1 4-1 2-1 2-1", "4-3 4-3 4-2 4-2", True),
        ("4-1 4-1 2-1 2-1", "5-2 5-2 4-3 4-3", False),
    ],
)
def test_beating_examples(top, play, expected):
    assert does_beat(top, play, point="6-1") is expected


def all_plays(n: int, point: str = "6-4"):
    """Every legal face-up play of n tiles that the 64 tiles allow."""
    mask = point_mask_of(parse_kind(point))
    for ks in combinations_with_replacement(range(21), n):
        if all(ks.count(k) <= KINDS[k].copies for k in set(ks)):
            play = classify(ks, mask)
            if play is not None:
                yield ks, play


@pytest.mark.parametrize(
    "top",
    [
        "6-6 6-3",
        "6-6 5-4 5-4",
        "6-6 6-6 6-3 5-4",
        "4-3 4-2",
        "4-3 4-2 4-1 2-1",
        "4-3 4-3 4-2 4-2",
        "4-2 2-1",
        "6-4",
        "6-4 6-4",
        "6-4 6-4 6-4 6-4",
        "6-6",
        "6-3",
        "6-6 6-6 6-6 6-6",
        "6-3 6-3 5-4 5-4",
    ],
)
def test_never_beaten(top):
    top_combo = combo(top)
    for ks, play in all_plays(len(top.split())):
        assert not beats(top_combo, play), (top, ks)


@pytest.mark.parametrize(
    "top,beaters",
    [
        ("4-1 2-1", {"4-3 4-2"}),
        ("4-1 4-1 2-1 2-1", {"4-3 4-3 4-2 4-2"}),
        ("1-1 6-2", {"6-6 6-3", "6-6 5-4"}),
        ("1-1 1-1 6-2 5-3", {"6-6 6-6 6-3 6-3", "6-6 6-6 6-3 5-4", "6-6 6-6 5-4 5-4"}),
        ("4-4 4-4 4-4", {"6-6 6-6 6-6", "1-1 1-1 1-1"}),
        ("6-2 5-3", {"6-3 6-3", "6-3 5-4", "5-4 5-4"}),
        ("5-3", {"6-3", "5-4"}),
    ],
)
def test_exactly_these_beat(top, beaters):
    top_combo = combo(top)
    found = {
        " ".join(KINDS[k].notation for k in ks) for ks, play in all_plays(len(top.split())) if beats(top_combo, play)
    }
    assert found == beaters


@pytest.mark.parametrize(
    "play,top",
    [
        ("4-2 2-1", "4-1 3-2"),
        ("4-2 2-1", "2-1 2-1"),
        ("4-1 2-1", "2-1 2-1"),
        ("4-3 4-2 4-1 2-1", "5-5 5-5 5-5 5-5"),
        ("4-1 4-1 2-1 2-1", "3-2 3-2 2-1 2-1"),
        ("4-3 4-2", "4-1 3-2"),
        ("4-3 4-2", "6-5 6-5"),
    ],
)
def test_specials_beat_nothing_but_their_own(play, top):
    if combo(top) is not None:
        assert not does_beat(top, play)


def test_sizes_must_match():
    assert not does_beat("5-1", "6-6 6-6")
    assert not does_beat("5-1 5-1", "6-6")


# --- tricks in a deal ---------------------------------------------------------------------


def test_trick_overbeaten_and_stacks():
    state = deal({E: "5-1", S: "2-2", W: "6-5", N: "3-1"})
    state = trick(state, "5-1", "up: 2-2", "down: 6-5", "up: 3-1")
    assert state.stacks == (0, 0, 0, 1)
    assert state.to_act == N
    done = state.tricks[-1]
    assert done.top_seat == N and [p.face_up for p in done.plays] == [True, True, False, True]


def test_follower_must_beat_the_new_top():
    state = deal({E: "2-1", S: "4-2", W: "4-1 6-3", N: "3-2"})
    state = lead(state, "2-1")
    state = beat(state, "4-2")
    with pytest.raises(IllegalAction, match="ranks lower"):
        beat(state, "4-1")
    state = beat(state, "6-3")
    assert state.trick.top_seat == W


def test_multiple_tricks_give_as_many_stacks():
    state = deal({E: "5-5 5-5 5-5 5-5", S: "1-1 1-1 1-1 1-1"}, rules=None)
    state = trick(state, "5-5 5-5 5-5 5-5", None, None, None)
    assert state.stacks == (4, 0, 0, 0)
    state = deal({W: "5-5 5-5 5-5 5-5", S: "1-1 1-1 1-1 1-1"}, starter=W)
    state = trick(state, "5-5 5-5 5-5 5-5", None, None, "up: 1-1 1-1 1-1 1-1")
    assert state.stacks == (0, 4, 0, 0)
    assert state.to_act == S  # the winner leads next (R9)
    assert sum(len(p.tiles) for p in state.tricks[-1].plays) == 16


def test_beating_play_must_be_face_up_and_beat():
    state = lead(deal({E: "3-1", S: "6-5 4-4"}), "3-1")
    with pytest.raises(IllegalAction):
        apply(state, Beat(S, pick(state.hands[S], "6-5")))
    state = beat(state, "4-4")
    assert state.trick.top_kinds == kinds("4-4")
    state = down(state)
    assert state.trick.top_seat == S


def test_trick_with_points_lead_forces_face_down():
    state = lead(deal({E: "6-4", S: "6-6", W: "1-1", N: "6-3"}), "6-4")
    for seat, tile in ((S, "6-6"), (W, "1-1"), (N, "6-3")):
        with pytest.raises(IllegalAction, match="nothing can beat points"):
            apply(state, Beat(seat, pick(state.hands[seat], tile)))
        state = down(state)
    assert state.tricks[-1].top_seat == E
    assert state.stacks == (1, 0, 0, 0)


@pytest.mark.parametrize("seed", range(40))
def test_beat_options_are_exactly_the_beating_plays(seed):
    """What a follower is offered to beat with: every beating play the hand holds, by
    brute force over the hand's sets of tiles."""
    rng = random.Random(seed)
    pool = [k for k in range(21) for _ in range(KINDS[k].copies)]
    rng.shuffle(pool)
    leader, follower = pool[:16], pool[16:32]
    mask = point_mask_of(KINDS[rng.randrange(21)])
    counts = [0] * 21
    for k in follower:
        counts[k] += 1
    lead_counts = [0] * 21
    for k in leader:
        lead_counts[k] += 1
    leads = [ks for ks in lead_options(tuple(lead_counts), mask, 8) if len(ks) <= 4]
    for led in rng.sample(leads, min(12, len(leads))):
        top = classify(led, mask)
        brute = {play for play in set(combinations(sorted(follower), len(led))) if beats(top, classify(play, mask))}
        assert set(beat_options(tuple(counts), top, mask)) == brute, led
    for suit in (Suit.SKY, Suit.EARTH, None):
        top = charity_combo(suit)
        brute = {(k,) for k in set(follower) if beats(top, classify((k,), mask))}
        assert set(beat_options(tuple(counts), top, mask)) == brute
