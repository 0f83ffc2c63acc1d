"""The one legal-move generator of Bao Huang.

``lead_plays`` (``lead_codes``) and ``reply_codes`` list the plays a hand (rank counts)
can make, as plays or tuples of card codes, once each: which copies of a rank or which ordinary jokers are
played never makes two plays, while a play with the marked black joker and the same
play with an ordinary black joker are two (BH23). The order puts the cheapest play of
each size first: by number of cards, then jokers spent (fewer first, black before red),
then trump twos spent, then the rank, the marked black joker after its ordinary twin.

``legal_actions(state)`` turns them into the actor's decisions, with the pass, the
request not to beat (BH12), and the decisions before the play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import BLACK, MARKED_BLACK, RED, SEATS, SIX, TWO
from .combinations import Shape
from .events import Announce, Decision, DoNotBeat, Emperor, GiveTribute, Pass, Play, TakeTribute
from .phases import ANNOUNCE, EMPEROR, GIVE, PLAY, TAKE
from .ruleset import BaoHuangRules

if TYPE_CHECKING:
    from .state import BaoHuangState

Codes = tuple[int, ...]

# Runs of one code: ``_RUNS[code][k]`` is ``(code,) * k``; the pack has 16 cards of a rank.
_RUNS: tuple[tuple[Codes, ...], ...] = tuple(tuple((code,) * k for k in range(17)) for code in range(MARKED_BLACK + 1))
_EMPTY: Codes = ()
_SUFFIXES: dict[tuple[int, int, int, bool], tuple[Codes, ...]] = {}


def _joker_suffixes(black: int, red: int, held_black: int, marked: bool) -> tuple[Codes, ...]:
    """The ways to play ``black`` black and ``red`` red jokers: with ordinary black jokers
    only, and with the marked one among them when it is held (BH23)."""
    key = (black, red, held_black, marked)
    found = _SUFFIXES.get(key)
    if found is None:
        if black == 0 or not marked:
            found = (_suffix(black, red, 0),)
        elif black == held_black:  # every black joker: the marked one among them
            found = (_suffix(black, red, 1),)
        else:
            found = (_suffix(black, red, 0), _suffix(black, red, 1))
        _SUFFIXES[key] = found
    return found


def lead_bases(counts: Sequence[int], twos_trumps: bool, sixes_last: bool) -> list[int]:
    """The ranks that may be the rank of a combination now (BH8, BH13)."""
    last = TWO - 1 if twos_trumps else TWO
    bases = [r for r in range(last + 1) if counts[r]]
    if sixes_last and bases and bases[0] == SIX and sum(counts) != counts[SIX]:
        bases.pop(0)
    return bases


def lead_codes(counts: Sequence[int], marked: bool, rules: BaoHuangRules) -> list[Codes]:
    """Every combination the hand can lead (BH8, BH13), as card codes."""
    return [play.cards for play in lead_plays(0, counts, marked, rules)]


def lead_plays(seat: int, counts: Sequence[int], marked: bool, rules: BaoHuangRules) -> list[Play]:
    """Every combination the hand can lead (BH8, BH13), as ``seat``'s plays. A 34-card
    hand has hundreds, so each is found in the seat's table by its rank and count, then
    by its jokers (and trump twos), without building its cards."""
    total = sum(counts)
    held_black, held_red, held_twos = counts[BLACK], counts[RED], counts[TWO]
    twos_trumps = rules.twos_trumps
    bases = lead_bases(counts, twos_trumps, rules.sixes_last)
    table = _LEADS[seat]
    buckets: list[list[Play]] = [[] for _ in range(total + 1)]
    twos_range = range(held_twos + 1) if twos_trumps else range(1)
    for jokers in range(held_black + held_red + 1):
        for red in range(max(0, jokers - held_black), min(jokers, held_red) + 1):
            suffixes = _joker_suffixes(jokers - red, red, held_black, marked)
            for twos in twos_range:
                run_twos = _RUNS[TWO][twos]
                spent = jokers + twos
                for rank in bases:
                    by_count = table[rank]
                    for k in range(1, counts[rank] + 1):
                        bucket = buckets[k + spent]
                        by_jokers = by_count[k]
                        for suffix in suffixes:
                            key = (twos, suffix) if twos else suffix
                            play = by_jokers.get(key)
                            if play is None:
                                play = by_jokers[key] = Play(seat, _RUNS[rank][k] + run_twos + suffix)
                            bucket.append(play)
                if spent:  # jokers alone (with twos as trumps: twos and jokers, twos the rank)
                    by_jokers = table[_NO_RANK][0]
                    bucket = buckets[spent]
                    for suffix in suffixes:
                        key = (twos, suffix) if twos else suffix
                        play = by_jokers.get(key)
                        if play is None:
                            play = by_jokers[key] = Play(seat, run_twos + suffix)
                        bucket.append(play)
    return [play for bucket in buckets for play in bucket]


def _black_options(held_black: int, marked: bool) -> int:
    """How many ways to choose the black jokers of a play: none to all, the marked one
    among them or not when it is held with others (BH23)."""
    return 2 * held_black if marked and held_black else held_black + 1


def lead_count(counts: Sequence[int], marked: bool, rules: BaoHuangRules) -> int:
    """How many leads ``lead_codes`` lists, counted without listing them."""
    twos = counts[TWO] + 1 if rules.twos_trumps else 1
    with_rank = sum(counts[r] for r in lead_bases(counts, rules.twos_trumps, rules.sixes_last)) * twos
    jokers = _black_options(counts[BLACK], marked) * (counts[RED] + 1)
    return (with_rank + twos) * jokers - 1  # ``twos``: the plays with no other rank; less the empty one


def nth_lead(counts: Sequence[int], marked: bool, rules: BaoHuangRules, index: int) -> Codes:
    """Lead number ``index`` (0 ≤ index < ``lead_count``) of the same leads in another
    order: drawing ``index`` uniformly draws a lead uniformly, without listing them."""
    held_black, held_red = counts[BLACK], counts[RED]
    twos_choices = counts[TWO] + 1 if rules.twos_trumps else 1
    joker_choices = _black_options(held_black, marked) * (held_red + 1)
    index += 1  # skip the empty play: no rank, no twos, no jokers
    rank, k, twos = -1, 0, index // joker_choices  # first the plays with no other rank
    rest = index - twos * joker_choices
    if twos >= twos_choices:
        index -= twos_choices * joker_choices
        for rank in lead_bases(counts, rules.twos_trumps, rules.sixes_last):
            size = counts[rank] * twos_choices * joker_choices
            if index < size:
                base, rest = divmod(index, joker_choices)
                twos, k = divmod(base, counts[rank])
                k += 1
                break
            index -= size
    option, red = divmod(rest, held_red + 1)
    if not marked or option == 0:
        black, with_marked = option, 0
    elif option == 2 * held_black - 1:
        black, with_marked = held_black, 1
    else:
        black, with_marked = (option + 1) // 2, (option + 1) % 2
    run = _RUNS[rank][k] if k else _EMPTY
    return run + _RUNS[TWO][twos] + _suffix(black, red, with_marked)


def _suffix(black: int, red: int, with_marked: int) -> Codes:
    return _RUNS[BLACK][black - with_marked] + _RUNS[RED][red] + _RUNS[MARKED_BLACK][with_marked]


def reply_codes(counts: Sequence[int], marked: bool, top: Shape, rules: BaoHuangRules) -> list[Codes]:
    """Every combination of the hand that beats ``top`` (BH9, BH10, BH13, BH18).

    The play beaten is red jokers, black jokers, trump twos, then its one rank, and its
    jokers are trumps. Only a red joker beats a black one, so a reply holds at least as
    many red jokers as ``top`` holds jokers (it holds no red one: nothing beats that);
    its jokers then beat whatever stands in their places. Its twos and its rank must be
    higher than the card in their first place, or, under BH10, equal to it past the
    trumps if some card of the reply is higher."""
    desc, trumps = top
    n = len(desc)
    total = sum(counts)
    if total < n or desc[0] == RED:
        return []
    held_black, held_red = counts[BLACK], counts[RED]
    lowest_base = SIX + 1 if rules.sixes_last and total != counts[SIX] else SIX
    if n == 1:  # most replies answer a single card: the same plays in the same order, sooner
        theirs = desc[0]
        singles = [_RUNS[r][1] for r in range(max(theirs + 1, lowest_base), TWO + 1) if counts[r]]
        if held_black and theirs < BLACK:
            singles += _joker_suffixes(1, 0, held_black, marked)
        if held_red:
            singles.append(_RUNS[RED][1])
        return singles
    joker_order = rules.joker_order
    top_jokers = 0
    while top_jokers < n and desc[top_jokers] == BLACK:
        top_jokers += 1
    if held_red < top_jokers:
        return []
    twos_trumps = rules.twos_trumps
    held_twos = counts[TWO] if twos_trumps else 0
    last_base = TWO - 1 if twos_trumps else TWO
    out: list[Codes] = []
    for jokers in range(top_jokers, min(n, held_black + held_red) + 1):
        rest = n - jokers
        for red in range(max(top_jokers, jokers - held_black), min(jokers, held_red) + 1):
            suffixes = _joker_suffixes(jokers - red, red, held_black, marked)
            for twos in range(min(held_twos, rest) + 1):
                strict = jokers > 0
                if twos:
                    theirs = desc[jokers]
                    if theirs < TWO:
                        strict = True
                    elif not (theirs == TWO and joker_order and jokers >= trumps):
                        continue
                run_twos = _RUNS[TWO][twos]
                k = rest - twos
                if k == 0:
                    if strict:
                        out += [run_twos + suffix for suffix in suffixes]
                    continue
                lo = jokers + twos
                theirs = desc[lo]
                # past the trumps the play beaten holds one rank, so an equal rank ties everywhere
                lowest = theirs if joker_order and lo >= trumps and strict else theirs + 1
                for rank in range(max(lowest, lowest_base), last_base + 1):
                    if counts[rank] >= k:
                        run = _RUNS[rank][k] + run_twos
                        out += [run + suffix for suffix in suffixes]
    return out


# --- the actor's decisions ------------------------------------------------------------

# Decisions are values: the generator hands out one instance per seat and cards. A
# seat's leads are kept by rank (``_NO_RANK``: jokers alone) and count, then by their
# jokers (the interned tuples of ``_joker_suffixes``) and trump twos.
_PLAYS: tuple[dict[Codes, Play], ...] = tuple({} for _ in range(SEATS))
_NO_RANK = 12
_LEADS: tuple[list[list[dict[object, Play]]], ...] = tuple(
    [[{} for _ in range(17)] for _ in range(_NO_RANK + 1)] for _ in range(SEATS)
)
PASSES = tuple(Pass(seat) for seat in range(SEATS))
ASKS = tuple(DoNotBeat(seat) for seat in range(SEATS))


def play_of(seat: int, cards: Codes) -> Play:
    cache = _PLAYS[seat]
    play = cache.get(cards)
    if play is None:
        play = cache[cards] = Play(seat, cards)
    return play


def plays_of(seat: int, codes: list[Codes]) -> list[Play]:
    cache = _PLAYS[seat]
    out: list[Play] = []
    for cards in codes:
        play = cache.get(cards)
        if play is None:
            play = cache[cards] = Play(seat, cards)
        out.append(play)
    return out


def actor_plays(state: BaoHuangState) -> list[Play]:
    """The plays of the actor in the play: leads, or replies to the top play."""
    seat = state.actor
    counts = state.counts[seat]
    marked = state.eunuch_card == seat
    if state.top is None:
        return lead_plays(seat, counts, marked, state.rules)
    return plays_of(seat, reply_codes(counts, marked, state.top_shape, state.rules))


def legal_actions(state: BaoHuangState) -> list[Decision]:
    """Every decision of ``state.actor`` (empty while chance acts or when over)."""
    phase, seat = state.phase, state.actor
    if phase == PLAY:
        plays: list[Decision] = list(actor_plays(state))
        if state.asked:
            return plays
        if state.top is not None:
            plays.append(PASSES[seat])
        if state.rules.do_not_beat and len(plays) > (state.top is not None):
            plays.append(ASKS[seat])
        return plays
    if phase == GIVE:
        return [GiveTribute(seat, tribute_owed(state, seat))]
    if phase == TAKE:
        offered = sorted({c for c in state.tribute_ranks_left()})
        return [TakeTribute(seat, card) for card in offered]
    if phase == EMPEROR:
        return [Emperor(seat, accept) for accept in decline_choices(state)]
    if phase == ANNOUNCE:
        moves: list[Decision] = [Announce(seat, False)]
        if state.eunuch_card == seat:
            moves.append(Announce(seat, True))
        return moves
    return []


# --- what the decisions before the play allow ------------------------------------------


def highest_cards(counts: Sequence[int], n: int) -> tuple[int, ...]:
    """The ``n`` highest cards other than jokers of a hand (BH16, BH17), lowest first."""
    out: list[int] = []
    for rank in range(TWO, -1, -1):
        out += [rank] * min(counts[rank], n - len(out))
    return tuple(sorted(out))


def tribute_owed(state: BaoHuangState, seat: int) -> tuple[int, ...]:
    """The ranks ``seat`` must give now, lowest first."""
    return highest_cards(state.counts[seat], state.start.gives[seat])


def decline_choices(state: BaoHuangState) -> tuple[bool, ...]:
    """What the holder of the emperor card may answer, accepting first (BH4, BH6)."""
    if len(state.declined) == SEATS:
        return (True,)  # the card went round: its first holder must be emperor
    if state.eunuch_card == state.actor and not state.rules.alone:
        return (False,)
    return (True, False) if state.rules.emperor_decline else (True,)
