"""Bao Huang's Easy level: a hand-written strategy, as a sensible club player plays.

Pure functions of what a seat sees (its ``BaoHuangObservation``) and its legal moves:

- **Emperor card.** Accepted but with the weakest hands, which have hardly a joker or a
  two beside it; declined then, when the rules allow (in self-play against Easy,
  declining more often lost).
- **Tribute.** Given as the rules require (the one legal gift); taken the highest.
- **Lead.** A play that empties the hand first; with two groups or fewer left, the
  highest (the one least likely to be beaten), so the last lead is the low one; else the
  lowest whole group of plain cards, a lone high card only when nothing else is left.
- **Follow.** Go out when a play empties the hand. Never beat a known partner (the
  protector once revealed, or the emperor for the protector; fellow farmers once the
  protector is known) unless that play leaves us nearly out (``OVERTAKE`` cards).
  Otherwise the cheapest beat (the generator lists the cheapest first) that breaks no
  group and spends no joker or two; a group is broken, a two or a joker spent, only under pressure (an
  opponent nearly out, or our own hand short, or a play worth taking over).
- Anything unforeseen falls back to ``legal[0]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bagchen_qt.games.baohuang.rules.cards import BLACK, CODE_RANK, RED, SEATS, TWO
from bagchen_qt.games.baohuang.rules.events import Announce, Emperor, GiveTribute, Pass, Play, TakeTribute
from bagchen_qt.games.baohuang.rules.observation import BaoHuangObservation

ACE = 8
NEARLY_OUT = 6  # a seat with this many cards or fewer is nearly out
OVERTAKE = 6  # a partner's play is beaten only by a play that leaves us this few cards
SHORT_HAND = 16  # our own hand this short: control cards may be spent
EMPEROR_STRENGTH = 4  # the control cards (``hand_strength``) to accept the emperor card with
STRONG_TOP = ACE  # a play whose rank is at least this is worth taking over with a two


def choose(obs: BaoHuangObservation, legal: Sequence[Any]) -> Any:
    """Easy's decision for ``obs.seat`` among ``legal`` (never empty)."""
    if len(legal) == 1:
        return legal[0]
    try:
        chosen = _choose(obs, legal)
    except Exception:  # a slip of the strategy must never stop the table
        chosen = None
    return chosen if chosen is not None and chosen in legal else legal[0]


def _choose(obs: BaoHuangObservation, legal: Sequence[Any]) -> Any:
    first = legal[0]
    if isinstance(first, Emperor):
        return emperor_choice(obs, legal)
    if isinstance(first, TakeTribute):
        return max(legal, key=lambda a: a.card)
    if isinstance(first, (GiveTribute, Announce)):
        return next((a for a in legal if isinstance(a, Announce) and not a.announce), first)
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        return next((a for a in legal if isinstance(a, Pass)), first)
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    if obs.top is None or passing is None:
        return lead_choice(obs, plays)
    return follow_choice(obs, plays, passing)


# --- the emperor card ------------------------------------------------------------------


def hand_strength(counts: Sequence[int]) -> int:
    """Control cards, weighted: a red joker 3, a black joker 2, a two 1."""
    return 3 * counts[RED] + 2 * counts[BLACK] + counts[TWO]


def emperor_choice(obs: BaoHuangObservation, legal: Sequence[Any]) -> Any:
    """Accept with a fair hand (the emperor card itself counts as a red joker)."""
    accept = hand_strength(obs.counts) >= EMPEROR_STRENGTH or obs.counts[RED] + obs.counts[BLACK] >= 4
    return next((a for a in legal if a.accept == accept), legal[0])


# --- the shape of a play ---------------------------------------------------------------


def play_shape(cards: Sequence[int]) -> tuple[int, int, int, int]:
    """(base rank, cards of the base rank, jokers, twos joined to another rank)."""
    ranks = [CODE_RANK[c] for c in cards]
    plain = [r for r in ranks if r < BLACK]
    jokers = len(ranks) - len(plain)
    if not plain:
        return BLACK, 0, jokers, 0
    base = min(plain)
    own = plain.count(base)
    return base, own, jokers, len(plain) - own


def groups_in(counts: Sequence[int]) -> int:
    """Groups left in a hand: each plain rank held, and the jokers as one."""
    return sum(1 for r in range(BLACK) if counts[r]) + (1 if counts[BLACK] + counts[RED] else 0)


def partners(obs: BaoHuangObservation) -> frozenset[int]:
    """The seats this seat knows to be on its side."""
    me, emperor, protector = obs.seat, obs.emperor, obs.protector
    if emperor is None:
        return frozenset()
    if me == emperor:
        if protector is not None and protector != me:
            return frozenset({protector})
        return frozenset()
    if obs.holds_eunuch_card or protector == me:
        return frozenset({emperor})
    if protector is not None and protector != emperor:
        return frozenset(s for s in range(SEATS) if s not in (me, emperor, protector))
    return frozenset()


# --- leading ---------------------------------------------------------------------------


def lead_choice(obs: BaoHuangObservation, plays: Sequence[Play]) -> Play:
    counts = obs.counts
    held = sum(counts)
    for play in plays:
        if len(play.cards) == held:
            return play  # out in one play
    whole: list[tuple[tuple[int, ...], Play]] = []
    for play in plays:
        base, own, jokers, twos = play_shape(play.cards)
        if jokers or twos or base >= BLACK or own != counts[base]:
            continue
        whole.append(((base,), play))
    if not whole:  # jokers alone left, or a rule keeps every plain group back
        return plays[0]
    if groups_in(counts) <= 2:
        return max(whole, key=lambda w: w[0])[1]  # the high group first, the low one last
    lone_high = [w for w in whole if len(w[1].cards) == 1 and w[0][0] >= ACE]
    rest = [w for w in whole if w not in lone_high] or whole
    return min(rest, key=lambda w: w[0])[1]


# --- following -------------------------------------------------------------------------


def follow_choice(obs: BaoHuangObservation, plays: Sequence[Play], passing: Pass) -> Any:
    counts = obs.counts
    held = sum(counts)
    top = obs.top
    assert top is not None
    for play in plays:
        if len(play.cards) == held:
            return play  # out in one play
    friends = partners(obs)
    if top.seat in friends and held - len(top.cards) > OVERTAKE:
        return passing
    opponents_short = any(
        obs.sizes[s] <= NEARLY_OUT and obs.sizes[s] > 0 for s in range(SEATS) if s != obs.seat and s not in friends
    )
    top_base = play_shape(top.cards)[0]
    pressure = opponents_short or held <= SHORT_HAND
    worth = top_base >= STRONG_TOP
    best: tuple[int, int, Play] | None = None
    for index, play in enumerate(plays):
        base, own, jokers, twos = play_shape(play.cards)
        cost = 0
        if base < BLACK and own < counts[base]:  # breaks a group
            if not (pressure or counts[base] - own >= 2 * own):
                continue
            cost += 2
        if base == TWO or twos:
            if not (pressure or worth):
                continue
            cost += 3
        if jokers:
            if not pressure:
                continue
            cost += 5 * jokers
        key = (cost, index, play)
        if best is None or key[:2] < best[:2]:
            best = key
    if best is None:
        return passing
    if top.seat in friends:  # only when it leaves us nearly out: do it cheaply
        return best[2] if best[0] == 0 else passing
    return best[2]
