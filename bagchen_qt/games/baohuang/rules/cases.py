"""Conformance runners for the Bao Huang case kinds (``docs/rules/bao-huang-cases.md``).

Each runner takes a case (a dict) and returns what its ``expect`` holds, computed by the
engine's own functions; a missing or malformed field raises ``ValueError`` naming it.
Cards are written ``6 … 10 J Q K A 2 BJ RJ``; ``BJ*`` is the marked black joker, and in
a hand ``RJ*`` is the emperor card (in a play it is written ``RJ``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from bagchen_qt.core.refusals import IllegalAction, Refusal

from .cards import (
    CARD_COUNT,
    CARDS_OF_RANK,
    CODE_NAMES,
    CODE_RANK,
    EMPEROR_CARD,
    EUNUCH_CARD,
    MARKED_BLACK,
    MARKED_RED_NAME,
    RANK_COUNT,
    RANK_NAMES,
    SEATS,
    counts_of_codes,
)
from .combinations import beats, is_combination, shape_of
from .events import Emperor, Shuffle, event_from_json
from .moves import highest_cards, lead_codes, reply_codes
from .phases import EMPEROR, OVER
from .refusals import Code
from .ruleset import BaoHuangRules, rules_from
from .scoring import deal_over, final_of, finishing_order, tribute_of, winner_of
from .state import HAND_SIZES, BaoHuangState, apply, new_deal, next_seat, play_refusal

# The reasons a lead or a reply is refused, as cases name them (first that applies).
REASONS = {
    Code.EMPTY_PLAY: "empty",
    Code.CARD_NOT_HELD: "not_held",
    Code.NOT_A_COMBINATION: "not_a_combination",
    Code.SIXES_LAST: "sixes_last",
    Code.WRONG_COUNT: "wrong_count",
    Code.DOES_NOT_BEAT: "does_not_beat",
}
PACK_COPIES = tuple(len(cards) for cards in CARDS_OF_RANK)


def _get(case: dict[str, Any], name: str) -> Any:
    if name not in case:
        raise ValueError(f"missing field {name!r}")
    return case[name]


def _rules(case: dict[str, Any]) -> BaoHuangRules:
    name = case.get("preset", "")
    options = case.get("rules", {})
    if not isinstance(name, str) or not isinstance(options, dict):
        raise ValueError("preset must be a preset's name and rules an object of options")
    return rules_from(name, options)


def _seat(case: dict[str, Any], name: str) -> int:
    value = _get(case, name)
    if type(value) is not int or not 0 <= value < SEATS:
        raise ValueError(f"{name} must be a seat 0 to {SEATS - 1}, not {json.dumps(value)}")
    return value


def _seats(case: dict[str, Any], name: str) -> list[int]:
    value = _get(case, name)
    if not isinstance(value, list) or not all(type(s) is int and 0 <= s < SEATS for s in value):
        raise ValueError(f"{name} must be a list of seats 0 to {SEATS - 1}, not {json.dumps(value)}")
    if len(set(value)) != len(value):
        raise ValueError(f"{name} names a seat twice")
    return value


def _codes(name: str, value: Any, *, hand: bool = False, empty: bool = False) -> tuple[tuple[int, ...], bool]:
    """Card codes from names, and whether ``RJ*`` was among them (a hand only)."""
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value) or not (value or empty):
        raise ValueError(f'{name} must be a list of cards such as "10" or "BJ*", not {json.dumps(value)}')
    emperor_card = hand and MARKED_RED_NAME in value
    names = [("RJ" if c == MARKED_RED_NAME and hand else c) for c in value]
    bad = [c for c in names if c not in CODE_NAMES]
    if bad:
        raise ValueError(f"{name}: {bad[0]!r} is not a card ({' '.join(CODE_NAMES)}; RJ* in a hand)")
    codes = tuple(CODE_NAMES.index(c) for c in names)
    counts = counts_of_codes(codes)
    for rank in range(RANK_COUNT):
        if counts[rank] > PACK_COPIES[rank]:
            raise ValueError(f"{name}: the pack has {PACK_COPIES[rank]} cards {RANK_NAMES[rank]}")
    if value.count("BJ*") > 1 or value.count(MARKED_RED_NAME) > 1:
        raise ValueError(f"{name}: the pack has one marked card of each colour")
    return codes, emperor_card


def _hand(case: dict[str, Any], name: str = "hand") -> tuple[tuple[int, ...], bool]:
    codes, _ = _codes(name, _get(case, name), hand=True, empty=True)
    return counts_of_codes(codes), MARKED_BLACK in codes


def _written(codes: Sequence[int]) -> str:
    """A play as cases write it in lists of plays: card names high to low, spaces between."""
    ordered = sorted(codes, key=lambda c: (CODE_RANK[c], c), reverse=True)
    return " ".join(CODE_NAMES[c] for c in ordered)


def _reason(refusal: Refusal | None) -> dict[str, Any]:
    if refusal is None:
        return {"legal": True}
    return {"legal": False, "reason": REASONS.get(refusal.code, str(refusal.code))}  # type: ignore[call-overload]


# --- one function per kind: case -> the value compared with ``expect`` ----------------


def run_combination(case: dict[str, Any]) -> Any:
    codes, _ = _codes("cards", _get(case, "cards"))
    return is_combination(counts_of_codes(codes), _rules(case).twos_trumps)


def _shape(name: str, codes: tuple[int, ...], rules: BaoHuangRules) -> Any:
    shape = shape_of(counts_of_codes(codes), rules.twos_trumps)
    if shape is None:
        raise ValueError(f"{name} is no combination")
    return shape


def run_beats(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    top = _shape("top", _codes("top", _get(case, "top"))[0], rules)
    play = shape_of(counts_of_codes(_codes("play", _get(case, "play"))[0]), rules.twos_trumps)
    return play is not None and beats(top, play, rules.joker_order)


def run_lead(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    hand, marked = _hand(case)
    codes, _ = _codes("play", _get(case, "play"), empty=True)
    return _reason(play_refusal(rules, hand, marked, codes, None))


def run_reply(case: dict[str, Any]) -> Any:
    rules = _rules(case)
    hand, marked = _hand(case)
    top_codes, _ = _codes("top", _get(case, "top"))
    top = _shape("top", top_codes, rules)
    play = _get(case, "play")
    if play == "pass":
        return {"legal": True}
    codes, _ = _codes("play", play, empty=True)
    return _reason(play_refusal(rules, hand, marked, codes, top))


def run_moves(case: dict[str, Any]) -> Any:
    """Every distinct play of a hand: leads, or replies to ``top`` when given."""
    rules = _rules(case)
    hand, marked = _hand(case)
    if "top" in case:
        top = _shape("top", _codes("top", case["top"])[0], rules)
        plays = reply_codes(hand, marked, top, rules)
    else:
        plays = lead_codes(hand, marked, rules)
    written = [_written(p) for p in plays]
    if case.get("count_only") is True:
        return {"count": len(written)}
    return {"count": len(written), "plays": sorted(written)}


def run_tribute_cards(case: dict[str, Any]) -> Any:
    hand, _ = _hand(case)
    count = _get(case, "count")
    if count not in (1, 2, 4):
        raise ValueError(f"count must be 1, 2 or 4, not {json.dumps(count)}")
    return sorted((RANK_NAMES[r] for r in highest_cards(hand, count)), key=RANK_NAMES.index, reverse=True)


def run_deal(case: dict[str, Any]) -> Any:
    """Who cuts, who takes first, the hand sizes and the next deal's cutter (BH3); with
    ``cut`` and ``position``, who takes the card at that place of the shuffled pile."""
    rules = _rules(case)
    if "shuffler" in case:
        shuffler = _seat(case, "shuffler")
        cutter = next_seat(shuffler)
    else:
        cutter = _seat(case, "cutter")
    cut = case.get("cut", 1)
    if type(cut) is not int or not 0 < cut < CARD_COUNT:
        raise ValueError(f"cut must be 1 to {CARD_COUNT - 1}, not {json.dumps(cut)}")
    dealt = apply(new_deal(rules, 0, None, cutter), Shuffle(tuple(range(CARD_COUNT)), cut))
    out: dict[str, Any] = {
        "cutter": cutter,
        "first_taker": dealt.first_taker,
        "sizes": list(dealt.sizes),
        "next_cutter": next_seat(cutter),
    }
    if "position" in case:
        position = case["position"]
        if type(position) is not int or not 0 <= position < CARD_COUNT:
            raise ValueError(f"position must be 0 to {CARD_COUNT - 1}, not {json.dumps(position)}")
        out["taker"] = next(seat for seat in range(SEATS) if position in dealt.held[seat])
    return out


def pile_for(hands: Sequence[Sequence[int]], cutter: int, cut: int) -> tuple[int, ...]:
    """The shuffled order (top first) that, cut ``cut`` from the top, gives each seat the
    physical cards ``hands[seat]`` (34 to the first three takers, 33 to the others)."""
    first = next_seat(cutter)
    sizes = [len(hands[(first + i) % SEATS]) for i in range(SEATS)]
    if sizes != list(HAND_SIZES):
        raise ValueError(f"hands: from the first taker on the sizes are {HAND_SIZES}, not {tuple(sizes)}")
    taken = [tuple(hands[(first + i) % SEATS]) for i in range(SEATS)]
    pile = [taken[i % SEATS][i // SEATS] for i in range(CARD_COUNT)]
    return tuple(pile[-cut:] + pile[:-cut])


def _deal_with_marked(rules: BaoHuangRules, emperor_card: int, eunuch_card: int) -> BaoHuangState:
    """A fresh deal taken so that the marked cards go to the seats named (the other
    cards in number order): the emperor card is offered next."""
    cutter = SEATS - 1
    hands: list[list[int]] = [[] for _ in range(SEATS)]
    hands[emperor_card].append(EMPEROR_CARD)
    hands[eunuch_card].append(EUNUCH_CARD)
    plain = iter(c for c in range(CARD_COUNT) if c not in (EMPEROR_CARD, EUNUCH_CARD))
    for i, size in enumerate(HAND_SIZES):
        hand = hands[(next_seat(cutter) + i) % SEATS]
        while len(hand) < size:
            hand.append(next(plain))
    return apply(new_deal(rules, 0, None, cutter), Shuffle(pile_for(hands, cutter, 1), 1))


def run_emperor(case: dict[str, Any]) -> Any:
    """The emperor card's journey (BH4, BH6): answers in turn, accepting true."""
    rules = _rules(case)
    state = _deal_with_marked(rules, _seat(case, "emperor_card"), _seat(case, "eunuch_card"))
    before = state.sizes
    answers = _get(case, "answers")
    if not isinstance(answers, list) or not all(type(a) is bool for a in answers):
        raise ValueError("answers must be a list of true (accept) and false (decline)")
    for index, accept in enumerate(answers):
        if state.phase != EMPEROR:
            raise ValueError(f"answers: the emperor was found before answer {index}")
        try:
            state = apply(state, Emperor(state.actor, accept))
        except IllegalAction:
            return {"illegal_at": index}
    if state.phase == EMPEROR:
        return {"holder": state.actor}
    assert state.emperor is not None
    return {
        "emperor": state.emperor,
        "alone": state.emperor == state.protector,
        "cards": [a - b for a, b in zip(state.sizes, before, strict=True)],
    }


def _teams(case: dict[str, Any]) -> tuple[int, int]:
    emperor = _seat(case, "emperor")
    protector = _seat(case, "protector") if case.get("protector") is not None else emperor
    return emperor, protector


def run_result(case: dict[str, Any]) -> Any:
    """Seats run out one by one in ``out``; when the deal ends, its result (BH14, BH15)."""
    rules = _rules(case)
    emperor, protector = _teams(case)
    out = _seats(case, "out")
    announced = case.get("announced", "")
    if announced not in ("", "protector", "alone"):
        raise ValueError(f'announced must be "", "protector" or "alone", not {json.dumps(announced)}')
    for count in range(1, len(out) + 1):
        if deal_over(rules, emperor, protector, out[:count]):
            final = final_of(rules, emperor, protector, out[:count], announced)
            return {
                "ended_after": count,
                "winner": final.winner,
                "places": list(final.places),
                "scores": list(final.scores),
            }
    return {"ended_after": None}


def run_tribute(case: dict[str, Any]) -> Any:
    """What a finished deal leaves for the next (BH16, BH19, BH20)."""
    rules = _rules(case)
    emperor, protector = _teams(case)
    out = _seats(case, "out")
    if not deal_over(rules, emperor, protector, out):
        raise ValueError("out: the deal is not over")
    winner, _ = winner_of(rules, emperor, protector, out)
    gives, takers = tribute_of(emperor, protector, winner, finishing_order(out))
    return {"gives": list(gives), "takers": list(takers)}


def _start(case: dict[str, Any], rules: BaoHuangRules) -> BaoHuangState:
    start = case.get("start", {})
    if not isinstance(start, dict) or set(start) - {"starter", "chips", "cutter", "gives", "takers"}:
        raise ValueError("start must be an object of starter, chips, cutter, gives, takers")
    return new_deal(
        rules,
        start.get("starter", 0),
        start.get("chips"),
        start.get("cutter"),
        start.get("gives"),
        tuple(start.get("takers", ())),
    )


def run_deal_replay(case: dict[str, Any]) -> Any:
    """A whole recorded deal, event by event, through the definition's own reading and
    ``apply``: its end and result, or the first event refused."""
    rules = _rules(case)
    events = _get(case, "events")
    if not isinstance(events, list):
        raise ValueError("events must be a list of events")
    state = _start(case, rules)
    for index, value in enumerate(events):
        event = event_from_json(value, f"events[{index}]")
        try:
            state = apply(state, event)
        except IllegalAction:
            return {"illegal_at": index}
    if state.phase != OVER or state.final is None:
        return {"over": False, "actor": state.actor}
    final = state.final
    return {
        "emperor": state.emperor,
        "protector": state.protector,
        "out": list(final.out),
        "winner": final.winner,
        "scores": list(final.scores),
        "gives": list(final.gives),
        "takers": list(final.takers),
    }


CASE_KINDS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "combination": run_combination,
    "beats": run_beats,
    "lead": run_lead,
    "reply": run_reply,
    "moves": run_moves,
    "tribute_cards": run_tribute_cards,
    "deal": run_deal,
    "emperor": run_emperor,
    "result": run_result,
    "tribute": run_tribute,
    "deal_replay": run_deal_replay,
}
