"""Learn to play Bao Huang: seven lessons, each a prepared deal and a coach's words.

The learner sits at seat 0. As for the other games, each lesson is made by a function of
its seed, ``scripts/find_lesson_seeds.py baohuang`` searched the seeds and ``SEEDS``
keeps what it found; the claims of each step say what the deal must show. The lesson of
the tribute is a deal later in a session, its cards written out so that the tribute
offers a choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bagchen_qt.ai.levels import seat_played_by
from bagchen_qt.core.lessons import (
    Claim,
    Expect,
    Lesson,
    Step,
    finale,
    learner_plays_until,
    seat_target,
    tiles_target,
)
from bagchen_qt.games import BAO_HUANG
from bagchen_qt.games.baohuang.rules.cards import (
    BLACK,
    CARD_COUNT,
    CARD_RANK,
    EMPEROR_CARD,
    EUNUCH_CARD,
    MARKED_BLACK,
    SEATS,
    TWO,
)
from bagchen_qt.games.baohuang.rules.events import Emperor, Pass, Play, TakeTribute
from bagchen_qt.games.baohuang.rules.game import GAME
from bagchen_qt.games.baohuang.rules.moves import legal_actions
from bagchen_qt.games.baohuang.rules.phases import EMPEROR, PLAY, TAKE
from bagchen_qt.games.baohuang.rules.state import BaoHuangState

LEARNER = 0
ACE, KING = 8, 7

SEEDS = {
    "bao-huang-cards": 0,
    "bao-huang-plays": 0,
    "bao-huang-beating": 1,
    "bao-huang-emperor": 6,
    "bao-huang-protector": 0,
    "bao-huang-end": 0,
    "bao-huang-tribute": 0,
}

# --- what the lessons look at ---------------------------------------------------------------


def _learner_plays(state: BaoHuangState) -> bool:
    return not state.is_over and state.phase == PLAY and state.actor == LEARNER


def _plays(state: BaoHuangState) -> list[Play]:
    return [a for a in legal_actions(state) if isinstance(a, Play)] if _learner_plays(state) else []


def _size_of_top(state: BaoHuangState) -> int:
    return len(state.top.cards) if state.top is not None else 0


def _high(play: Play) -> bool:
    """A play that spends a two or a joker."""
    return any(code >= TWO for code in play.cards)


def _top_target(state: BaoHuangState) -> str:
    return "trick"


# The other seats play as the Easy level does, the same way for the same state.
_easy_seat = seat_played_by("easy", BAO_HUANG)


def _until(condition: Callable[[BaoHuangState], bool], seed: int) -> Callable[[BaoHuangState], Any]:
    return learner_plays_until(GAME, seed, condition, _easy_seat)


def _lesson(
    key: str, title: str, steps: tuple[Step, ...], seed: int, routine: Callable[[Any], Any], **more: Any
) -> Lesson:
    return Lesson(key, title, BAO_HUANG, steps, learner=LEARNER, seed=seed, routine=routine, others=_easy_seat, **more)


# --- the lessons ----------------------------------------------------------------------------


def cards_and_order(seed: int) -> Lesson:
    def single_to_beat(s: BaoHuangState) -> bool:
        return _size_of_top(s) == 1 and bool(_plays(s))

    return _lesson(
        "bao-huang-cards",
        "The cards and their order",
        (
            Step(
                "Bao Huang is played by five with 168 cards: four packs without their 3s, 4s and 5s, "
                "and eight jokers. From low to high the ranks are 6 7 8 9 10 J Q K A 2, then the black "
                "joker and the red joker; suits never matter.",
                target="hand",
                claims=(Claim("the learner holds 33 or 34 cards", lambda s: 30 <= s.sizes[LEARNER] <= 36),),
            ),
            Step(
                "Your hand stands in columns, one for each rank: the jokers on the left, then the 2s, "
                "down to the 6s on the right. A click on a column takes one card of it, each further click "
                "one more; Ctrl and a click take the whole column.",
                target="hand",
            ),
            Step(
                "A single card was played: it is ringed in gold. Any higher single card beats it: click "
                "a higher column once and press Play.",
                target=_top_target,
                expect=Expect(
                    right=lambda s, e: isinstance(e, Play),
                    example=lambda s: _plays(s)[0],
                    why_not="Passing is allowed, but here beat the single card with one higher card.",
                    well_done="Right: your card is the one to beat now.",
                ),
                claims=(Claim("a single card the learner can beat is on top", single_to_beat),),
            ),
            finale(
                "Two jokers are marked: the red one with a crown is the emperor card, the black one "
                "with a green shield is the eunuch card. The next lessons show what they do."
            ),
        ),
        seed,
        _until(lambda s: _learner_plays(s) and _size_of_top(s) == 1, seed),
    )


def plays(seed: int) -> Lesson:
    def group_lead(s: BaoHuangState) -> bool:
        return s.top is None and any(len(p.cards) >= 2 for p in _plays(s))

    return _lesson(
        "bao-huang-plays",
        "Singles, pairs and more",
        (
            Step(
                "A play is one card, or several cards of one rank: a pair, three of a kind, four, "
                "five and more. Jokers are wild: they join any rank, so 7 7 and a joker are three cards "
                "that count as sevens.",
                target="hand",
            ),
            Step(
                "You have the lead: you may play anything. Lead two or more cards of one rank: click their "
                "column twice, or Ctrl and click for all of it, then press Play.",
                target="hand",
                expect=Expect(
                    right=lambda s, e: isinstance(e, Play) and len(e.cards) >= 2,
                    example=lambda s: next(p for p in _plays(s) if len(p.cards) >= 2),
                    why_not="One card is allowed, but this time lead two or more cards of one rank.",
                    well_done="Right: whoever beats it must play as many cards.",
                ),
                claims=(Claim("the learner leads and holds a pair", group_lead),),
            ),
            finale(
                "Jokers may also be played alone, and a play that holds a red joker can never be beaten. "
                "Keep your jokers for when they win a round."
            ),
        ),
        seed,
        _until(group_lead, seed),
    )


def beating_and_passing(seed: int) -> Lesson:
    def group_to_beat(s: BaoHuangState) -> bool:
        return _size_of_top(s) >= 2 and bool(_plays(s))

    def only_high_beats(s: BaoHuangState) -> bool:
        beats = _plays(s)
        return s.top is not None and bool(beats) and all(_high(p) for p in beats)

    return _lesson(
        "bao-huang-beating",
        "Beating, and saying pass",
        (
            Step(
                "To beat a play of several cards, play as many cards, each higher. Sort both plays "
                "from high to low: each of your cards must be higher than the card in its place.",
                target=_top_target,
                claims=(Claim("a play of two or more cards the learner can beat is on top", group_to_beat),),
            ),
            Step(
                "Beat the play ringed in gold: take as many cards from a higher column and press Play.",
                target=_top_target,
                expect=Expect(
                    right=lambda s, e: isinstance(e, Play),
                    example=lambda s: _plays(s)[0],
                    why_not="Passing is allowed, but here you can beat it: select as many higher cards.",
                    well_done="Right: now the others must beat your play.",
                ),
            ),
            Step(
                "Only your 2s or jokers beat this play. Keep them for later and pass: say 不要, "
                "“I don't want it”, with the Pass button or P.",
                target=_top_target,
                expect=Expect(
                    right=lambda s, e: isinstance(e, Pass),
                    example=lambda s: Pass(LEARNER),
                    why_not="That is allowed, but it spends your highest cards on a small round. Pass this time.",
                    well_done="Right: a pass does not stop you from playing when your turn comes again.",
                ),
                claims=(Claim("only a two or a joker beats the play on top", only_high_beats),),
            ),
            finale(
                "When everyone else has passed, one after the other, the last to play leads again: "
                "any play he likes. The button “Ask: do not beat me” only asks the others; nobody has to obey."
            ),
        ),
        seed,
        _until(lambda s: _learner_plays(s) and group_to_beat(s), seed),
    )


def emperor(seed: int) -> Lesson:
    def offered(s: BaoHuangState) -> bool:
        return (
            s.phase == EMPEROR
            and s.actor == LEARNER
            and s.emperor_card == LEARNER
            and s.eunuch_card != LEARNER
            and not s.declined
        )

    return _lesson(
        "bao-huang-emperor",
        "The emperor",
        (
            Step(
                "You hold the emperor card: the red joker with the crown. Its holder may be the "
                "emperor, who plays with a hidden protector against the other three, or pass the card on.",
                target=tiles_target((EMPEROR_CARD,)),
                claims=(Claim("the emperor card is offered to the learner first", offered),),
            ),
            Step(
                "Take it: press “Be emperor”.",
                target="bar",
                expect=Expect(
                    right=lambda s, e: isinstance(e, Emperor) and e.accept,
                    example=lambda s: Emperor(LEARNER, True),
                    why_not="You may pass it on, but this time be the emperor.",
                    well_done="Right: the crown on your plate tells everyone you are the emperor.",
                ),
            ),
            Step(
                "Your protector is whoever holds the eunuch card, the black joker with the green shield. "
                "Nobody knows who it is until that card is played, not even you.",
                target=seat_target(LEARNER),
                claims=(Claim("the learner is the emperor", lambda s: s.emperor == LEARNER),),
            ),
            finale(
                "The emperor leads first. Your side wins if one of you goes out first while the other "
                "side still holds cards."
            ),
        ),
        seed,
        lambda s: None,
    )


def protector(seed: int) -> Lesson:
    def hidden_protector(s: BaoHuangState) -> bool:
        return s.emperor not in (None, LEARNER) and s.eunuch_card == LEARNER

    def could_show(s: BaoHuangState) -> bool:
        return hidden_protector(s) and any(MARKED_BLACK in p.cards for p in _plays(s))

    return _lesson(
        "bao-huang-protector",
        "The hidden protector",
        (
            Step(
                "Another player took the emperor card: the crown on his plate shows who. The three "
                "others play against him and his protector.",
                target=lambda s: seat_target(s.emperor),
                claims=(Claim("another seat is the emperor", hidden_protector),),
            ),
            Step(
                "You hold the eunuch card, the black joker with the green shield: you are the emperor's "
                "protector. Nobody else knows it until you play that card.",
                target=tiles_target((EUNUCH_CARD,)),
            ),
            Step(
                "Help the emperor without giving yourself away: play without the shielded joker, or pass.",
                target="hand",
                expect=Expect(
                    right=lambda s, e: not (isinstance(e, Play) and MARKED_BLACK in e.cards),
                    example=lambda s: Pass(LEARNER) if s.top is not None else _plays(s)[0],
                    why_not="That play shows the eunuch card, and everyone learns you are the protector. "
                    "Keep it hidden for now.",
                    well_done="Right: the others still do not know whose side you are on.",
                ),
                claims=(Claim("the learner could play the eunuch card", could_show),),
            ),
            finale(
                "If the emperor takes the emperor card while holding the eunuch card too, he plays alone "
                "against four, and his score counts double."
            ),
        ),
        seed,
        _until(could_show, seed),
    )


def going_out(seed: int) -> Lesson:
    def whole_hand(s: BaoHuangState) -> list[Play]:
        return [p for p in _plays(s) if len(p.cards) == s.sizes[LEARNER]]

    return _lesson(
        "bao-huang-end",
        "Going out, and the score",
        (
            Step(
                "Your last cards make one play. Play them all together and you are out.",
                target="hand",
                expect=Expect(
                    right=lambda s, e: isinstance(e, Play) and len(e.cards) == s.sizes[LEARNER],
                    example=lambda s: whole_hand(s)[0],
                    why_not="That is allowed, but you can go out now: play all your cards together.",
                    well_done="Right: you are out, and your plate shows your place.",
                ),
                claims=(Claim("the learner can go out with one play", lambda s: bool(whole_hand(s))),),
            ),
            Step(
                "Players go out one after another. The deal ends once one side has nobody left holding "
                "cards: the side of the first player out wins, or ties if one of its own still holds cards.",
                target=seat_target(LEARNER),
                claims=(Claim("the learner is out", lambda s: LEARNER in s.out),),
            ),
            finale(
                "Each winner scores 1 and each loser loses 1, and the emperor's score counts double, so "
                "that the deal sums to zero. A tie scores nothing."
            ),
        ),
        seed,
        _until(lambda s: bool(whole_hand(s)) and bool(s.top is not None or len(_plays(s)) > 1), seed),
    )


# The tribute: the deal after one the emperor (seat 0, the learner) and his protector
# (seat 1) won. The three losers give their highest card other than a joker; the emperor
# takes two, face up, then his protector one. Seat 3 holds no 2s and seat 4 no 2s or aces,
# so that the cards given differ and taking is a choice.
TRIBUTE_START = {"cutter": 4, "gives": (0, 0, 1, 1, 1), "takers": (0, 0, 1)}
TRIBUTE_CAPS = {3: ACE, 4: KING}  # the highest rank other than jokers each giver keeps


def tribute_shuffle(seed: int) -> dict[str, Any]:
    """A shuffle of the tribute's deal (JSON), cut once: seat 0 takes the top card, and
    the givers' highest cards are as ``TRIBUTE_CAPS`` says."""
    rng = random.Random(f"tribute/{seed}")
    pile = list(range(CARD_COUNT))
    rng.shuffle(pile)
    for giver, cap in TRIBUTE_CAPS.items():
        for at in range(giver, CARD_COUNT, SEATS):
            if cap < CARD_RANK[pile[at]] < BLACK:
                swap = next(
                    i for i in range(CARD_COUNT) if i % SEATS in (0, 1) and CARD_RANK[pile[i]] < KING
                )  # a low card of the takers'
                pile[at], pile[swap] = pile[swap], pile[at]
    # Cut one card from the top: the pile taken is the order from its second card, then its first.
    order = pile[-1:] + pile[:-1]
    return {"type": "Shuffle", "order": order, "cut": 1}


def tribute(seed: int) -> Lesson:
    def highest(s: BaoHuangState) -> int:
        return max(s.tribute_ranks_left())

    def choice(s: BaoHuangState) -> bool:
        return s.phase == TAKE and s.actor == LEARNER and len(set(s.tribute_ranks_left())) >= 2

    take_highest = Expect(
        right=lambda s, e: isinstance(e, TakeTribute) and e.card == highest(s),
        example=lambda s: TakeTribute(LEARNER, highest(s)),
        why_not="That card is yours to take, but the highest one makes your hand stronger. Take it.",
        well_done="Right.",
    )
    return _lesson(
        "bao-huang-tribute",
        "The tribute",
        (
            Step(
                "From the second deal on, the side that lost the deal before pays tribute: each loser "
                "gives his highest card that is not a joker. You were the emperor and won, so you take two "
                "of them, your protector one.",
                target="bar",
                claims=(Claim("the learner takes tribute and has a choice", choice),),
            ),
            Step(
                "In this game the tribute lies face up and the winners choose. Take the highest card.",
                target="bar",
                expect=take_highest,
            ),
            Step(
                "Now take your second card: again the highest.",
                target="bar",
                expect=take_highest,
                claims=(Claim("the learner still has a choice", choice),),
            ),
            finale(
                "A losing emperor gives two cards, or four if he played alone, and a winning one takes as "
                "many. Played face down, the winners take the cards given at random."
            ),
        ),
        seed,
        lambda s: None,
        options={"tribute": "face_up"},
        start=TRIBUTE_START,
        chance=(tribute_shuffle(seed),),
    )


MAKERS: dict[str, Callable[[int], Lesson]] = {
    "bao-huang-cards": cards_and_order,
    "bao-huang-plays": plays,
    "bao-huang-beating": beating_and_passing,
    "bao-huang-emperor": emperor,
    "bao-huang-protector": protector,
    "bao-huang-end": going_out,
    "bao-huang-tribute": tribute,
}

LESSONS: tuple[Lesson, ...] = tuple(make(SEEDS[key]) for key, make in MAKERS.items())
