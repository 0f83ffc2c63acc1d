"""The source of ``docs/rules/bao-huang-cases.jsonl``: every case written out by hand.

Each expectation below is worked out from the seed and the rulings (the ``source`` of
each case), not computed by the engine: the script only writes the cases as JSON lines.
The whole deals (``deal_replay``) are built from hands chosen so that the play can be
followed by hand; the shuffle that gives those hands is worked out here from BH3 alone.
The few deals marked "recorded" are the exception: random deals of the engine, kept as
regression checks and said to be so in their ``source``.

Run ``python -m tests.games.baohuang.case_source`` to write the file; a test checks
that the file is what this script writes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

CASES_FILE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "bao-huang-cases.jsonl"
GAME = "bao-huang"

# --- the pack, numbered as the cases document says ----------------------------------
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SIZES_FROM_FIRST_TAKER = (34, 34, 34, 33, 33)


def card_numbers(rank: str) -> list[int]:
    """The physical cards of a rank in number order (BJ*, RJ* and the plain jokers apart)."""
    if rank in RANKS:
        r = RANKS.index(rank)
        return list(range(16 * r, 16 * r + 16))
    return {"BJ": [160, 161, 162], "BJ*": [163], "RJ": [164, 165, 166], "RJ*": [167]}[rank]


def physical(hands: list[list[str]]) -> list[list[int]]:
    """Card numbers for hands written by rank, the lowest numbers first."""
    free = {name: card_numbers(name) for name in (*RANKS, "BJ", "BJ*", "RJ", "RJ*")}
    out = []
    for hand in hands:
        cards = []
        for name in hand:
            cards.append(free[name].pop(0))
        out.append(cards)
    assert not any(free.values()), "the hands must hold the whole pack"
    return out


def shuffle_for(hands: list[list[str]], cutter: int, cut: int) -> dict[str, Any]:
    """The Shuffle event that gives these hands (BH3): the first taker is the seat after
    the cutter, cards are taken one at a time in turn, after ``cut`` cards were lifted
    from the top of the shuffled pile and put under it."""
    first = (cutter + 1) % 5
    cards = physical(hands)
    assert [len(cards[(first + i) % 5]) for i in range(5)] == list(SIZES_FROM_FIRST_TAKER)
    pile = [cards[(first + i % 5) % 5][i // 5] for i in range(168)]
    order = pile[-cut:] + pile[:-cut]  # lifting ``cut`` from the top of ``order`` gives ``pile``
    return {"type": "Shuffle", "order": order, "cut": cut}


def n(rank: str, count: int) -> list[str]:
    return [rank] * count


def play(seat: int, cards: list[str]) -> dict[str, Any]:
    return {"type": "Play", "seat": seat, "cards": cards}


def passes(*seats: int) -> list[dict[str, Any]]:
    return [{"type": "Pass", "seat": s} for s in seats]


def emperor(seat: int, accept: bool) -> dict[str, Any]:
    return {"type": "Emperor", "seat": seat, "accept": accept}


CASES: list[dict[str, Any]] = []


def case(case_id: str, kind: str, source: str, expect: Any, **fields: Any) -> None:
    CASES.append({"id": case_id, "game": GAME, "kind": kind, **fields, "expect": expect, "source": source})


# --- combinations (BH8, BH18) -----------------------------------------------------------

for i, (cards, legal, src) in enumerate(
    [
        (["8", "8"], True, "seed: 8-8"),
        (["Q", "Q", "Q", "Q"], True, "seed: Q-Q-Q-Q"),
        (n("9", 7), True, "seed: 9-9-9-9-9-9-9"),
        (["7", "7", "BJ"], True, "seed: 7-7-black"),
        (["6", "RJ"], True, "seed: 6-red"),
        (["K", "K", "K", "BJ", "RJ"], True, "seed: K-K-K-black-red"),
        (["BJ", "BJ", "RJ"], True, "seed: black-black-red"),
        (["RJ"], True, "BH8"),
        (["BJ*", "7"], True, "BH1, BH8: the marked black joker is a black joker"),
        (["2", "2", "BJ"], True, "BH8"),
        (n("10", 16) + ["BJ", "BJ", "BJ", "BJ*", "RJ", "RJ", "RJ", "RJ"], True, "BH8: any number"),
        (["7", "8"], False, "BH8: one rank only"),
        (["7", "7", "8"], False, "BH8"),
        (["A", "2"], False, "BH8: twos are no trumps by default"),
        (["6", "7", "BJ"], False, "BH8"),
    ]
):
    case(f"combination-{i + 1:02d}", "combination", src, legal, cards=cards)

for i, (cards, legal, src) in enumerate(
    [
        (["7", "7", "7", "2"], True, "seed: 7-7-7-2 with twos as trumps; BH8"),
        (["A", "2", "2", "BJ"], True, "BH8 twos as trumps"),
        (["2", "2"], True, "BH8"),
        (["2", "RJ"], True, "BH8"),
        (["K", "2", "2", "2", "2", "BJ", "RJ"], True, "BH8"),
        (["7", "8", "2"], False, "BH8: twos join one rank only"),
        (["6", "7"], False, "BH8"),
    ]
):
    case(f"combination-trumps-{i + 1:02d}", "combination", src, legal, cards=cards, rules={"twos_trumps": True})

# --- beating (BH9, BH10, BH18) ----------------------------------------------------------

HIGHER = [
    (["7", "7", "7"], ["10", "10", "10"], True, "seed: 7-7-7 beaten by 10-10-10"),
    (["10", "10", "10"], ["A", "A", "A"], True, "seed"),
    (["A", "A", "A"], ["2", "2", "2"], True, "seed: two higher than ace"),
    (["2", "2", "2"], ["BJ", "BJ", "RJ"], True, "seed: only three jokers beat 2-2-2"),
    (["2", "2", "2"], ["BJ", "BJ", "BJ*"], True, "seed; BH1"),
    (["2", "2", "2"], ["A", "BJ", "BJ"], False, "seed: only three jokers; BH9"),
    (["8", "8", "8", "8"], ["9", "9", "9", "BJ"], True, "seed"),
    (["9", "9", "9", "BJ"], ["Q", "Q", "Q", "RJ"], True, "seed"),
    (["8", "8", "8", "8"], ["8", "8", "8", "BJ"], False, "seed: not in this version; BH9"),
    (["K", "RJ"], ["RJ", "RJ"], False, "seed: a red joker is unbeatable"),
    (["RJ"], ["RJ"], False, "seed; BH9"),
    (["6", "6", "RJ"], ["BJ", "RJ", "RJ"], False, "seed; BH9"),
    (["7", "7", "BJ", "BJ"], ["9", "9", "RJ", "RJ"], True, "seed"),
    (["7", "7", "BJ", "BJ"], ["K", "BJ", "RJ", "RJ"], True, "seed; BH9"),
    (["7", "7", "BJ", "BJ"], ["Q", "BJ", "BJ", "RJ"], False, "seed; BH9"),
    (["7", "7", "BJ", "BJ"], ["7", "7", "RJ", "RJ"], False, "seed; BH9"),
    (["6"], ["7"], True, "seed: a higher single"),
    (["7"], ["6"], False, "seed"),
    (["A"], ["2"], True, "BH1"),
    (["2"], ["BJ"], True, "BH1"),
    (["BJ"], ["RJ"], True, "BH1"),
    (["BJ"], ["BJ"], False, "BH9"),
    (["BJ"], ["BJ*"], False, "BH1, BH9: the marked joker ranks as a black joker"),
    (["2"], ["2"], False, "BH9"),
    (["K"], ["K"], False, "BH9"),
    (["7"], ["8", "8"], False, "seed: the same number of cards"),
    (["8", "8"], ["BJ"], False, "seed"),
    (["8", "8"], ["9", "9", "9"], False, "seed"),
    (["10", "10"], ["J", "BJ"], True, "BH9"),
    (["J", "BJ"], ["Q", "Q"], False, "BH9: Q does not beat the black joker"),
    (["9", "9", "BJ"], ["10", "BJ", "BJ"], False, "BH9"),
    (["9", "9", "BJ"], ["10", "10", "RJ"], True, "BH9"),
    (["8", "BJ*"], ["9", "RJ"], True, "BH9"),
    (["7"], ["BJ*"], True, "BH1"),
    (["BJ", "BJ"], ["RJ", "RJ"], True, "BH9"),
    (["BJ", "BJ"], ["BJ", "RJ"], False, "BH9: the second black joker is not beaten"),
    (["2", "2"], ["BJ", "BJ"], True, "BH9"),
    (["A", "A"], ["2", "BJ"], True, "BH9"),
    (["A", "A"], ["A", "BJ"], False, "BH9"),
    (["6", "6", "6", "6", "6"], ["7", "7", "7", "7", "7"], True, "BH9"),
    (["K", "K", "K", "K", "K"], ["A", "A", "A", "A", "BJ"], True, "BH9"),
    (["K", "K", "K", "K", "BJ"], ["A", "A", "A", "A", "RJ"], True, "BH9"),
    (["K", "K", "K", "K", "BJ"], ["A", "A", "A", "A", "A"], False, "BH9"),
    (["Q", "Q", "BJ", "RJ"], ["2", "2", "RJ", "RJ"], False, "seed: any combination with a red joker is unbeatable"),
]
for i, (top, mine, beats, src) in enumerate(HIGHER):
    case(f"beats-{i + 1:02d}", "beats", src, beats, top=top, play=mine)

JOKER_ORDER = [
    (["9", "9", "9", "9"], ["9", "9", "9", "BJ"], True, "seed: jokers only must beat; BH10"),
    (["9", "9", "9", "BJ"], ["9", "9", "9", "RJ"], True, "seed; BH10"),
    (["9", "9", "9", "BJ"], ["9", "9", "BJ", "BJ"], False, "seed: each joker must be beaten; BH10"),
    (["8", "8", "8"], ["8", "8", "8"], False, "seed: the same set only with a joker; BH10"),
    (["8", "8", "8"], ["8", "8", "BJ"], True, "seed; BH10"),
    (["8", "8", "8"], ["9", "9", "9"], True, "seed; BH10"),
    (["8", "8", "8", "8"], ["8", "8", "8", "BJ"], True, "seed (variant); BH10"),
    (["8", "RJ"], ["9", "RJ"], False, "seed: a red joker is still unbeatable; BH10"),
    (["8", "RJ"], ["RJ", "RJ"], False, "BH10"),
    (["7", "7"], ["7", "7"], False, "BH10: one card strictly higher"),
    (["7"], ["7"], False, "BH10"),
    (["7"], ["8"], True, "BH10"),
    (["BJ"], ["BJ"], False, "BH10: a joker met by a strictly higher card"),
    (["BJ"], ["RJ"], True, "BH10"),
    (["9", "9", "BJ"], ["9", "9", "RJ"], True, "BH10"),
    (["9", "9", "BJ"], ["9", "BJ", "BJ"], False, "BH10: the joker met by an equal joker"),
    (["9", "9", "BJ"], ["10", "10", "BJ"], False, "BH10"),
    (["9", "9", "BJ"], ["9", "BJ", "RJ"], True, "BH10"),
    (["8", "8", "8"], ["7", "BJ", "BJ"], False, "BH10: 7 is lower than 8"),
    (["10", "10"], ["10", "10"], False, "BH10"),
    (["10", "10"], ["J", "J"], True, "BH10"),
    (["2", "2"], ["2", "BJ"], True, "BH10"),
    (["A", "A"], ["A", "BJ"], True, "BH10"),
    (["7", "7", "BJ", "BJ"], ["Q", "BJ", "BJ", "RJ"], False, "BH10"),
    (["7", "7", "BJ", "BJ"], ["7", "7", "RJ", "RJ"], True, "BH10: the jokers beaten, the sevens equal"),
    (["6", "6", "6", "6", "6"], ["6", "6", "6", "6", "BJ*"], True, "BH10"),
    (["K", "K", "BJ"], ["K", "K", "BJ"], False, "BH10"),
]
for i, (top, mine, beats, src) in enumerate(JOKER_ORDER):
    case(f"beats-joker-order-{i + 1:02d}", "beats", src, beats, top=top, play=mine, rules={"beating": "joker_order"})

TRUMPS_HIGHER = [
    (["7", "7", "2"], ["8", "8", "BJ"], True, "BH8, BH9 twos as trumps"),
    (["7", "7", "2"], ["8", "8", "2"], False, "BH9: the two is not beaten"),
    (["7", "7", "7"], ["8", "8", "2"], True, "BH9"),
    (["8", "8", "8", "8"], ["7", "7", "7", "2"], False, "BH9"),
    (["K", "2", "2"], ["A", "2", "2"], False, "BH9"),
    (["K", "2", "2"], ["A", "BJ", "BJ"], True, "BH9"),
    (["2", "2"], ["A", "BJ"], False, "BH9: A does not beat 2"),
]
for i, (top, mine, beats, src) in enumerate(TRUMPS_HIGHER):
    case(f"beats-trumps-{i + 1:02d}", "beats", src, beats, top=top, play=mine, rules={"twos_trumps": True})

TRUMPS_JOKER_ORDER = [
    (["7", "7", "2"], ["7", "7", "BJ"], True, "BH18: the trump two met by a higher card"),
    (["7", "7", "2"], ["8", "8", "2"], False, "BH18: the trump two met by an equal two"),
    (["7", "7", "2"], ["7", "7", "2"], False, "BH10, BH18"),
    (["2", "2", "2"], ["2", "2", "BJ"], True, "BH18: twos played with twos are ordinary"),
    (["7", "7", "7"], ["7", "7", "2"], True, "BH10, BH18"),
    (["7", "7", "2"], ["A", "A", "BJ"], True, "BH18"),
    (["8", "2"], ["8", "BJ"], True, "BH18"),
    (["8", "2"], ["9", "2"], False, "BH18"),
    (["2", "2"], ["2", "2"], False, "BH10"),
]
for i, (top, mine, beats, src) in enumerate(TRUMPS_JOKER_ORDER):
    rules = {"twos_trumps": True, "beating": "joker_order"}
    case(f"beats-trumps-joker-order-{i + 1:02d}", "beats", src, beats, top=top, play=mine, rules=rules)

# --- a lead, legal or not, and why (BH8, BH13, BH23) ------------------------------------

LEGAL: dict[str, Any] = {"legal": True}


def refused(reason: str) -> dict[str, Any]:
    return {"legal": False, "reason": reason}


LEADS: list[tuple[list[str], list[str], dict[str, Any], dict[str, Any], str]] = [
    (["7", "7", "8", "BJ"], ["7", "7", "BJ"], {}, LEGAL, "BH8"),
    (["7", "7", "8", "BJ"], ["7", "8"], {}, refused("not_a_combination"), "BH8"),
    (["7", "7", "8", "BJ"], ["7", "7", "7"], {}, refused("not_held"), "BH11: one plays one's own cards"),
    (["7", "BJ"], ["BJ*"], {}, refused("not_held"), "BH1, BH23: the marked black joker is a card of its own"),
    (["BJ*", "BJ"], ["BJ", "BJ"], {}, refused("not_held"), "BH23: one ordinary black joker only"),
    (["BJ*", "BJ"], ["BJ", "BJ*"], {}, LEGAL, "BH8, BH23"),
    (["BJ*", "BJ"], ["BJ"], {}, LEGAL, "BH23: the protector may keep his card back"),
    (["BJ*", "BJ"], ["BJ*"], {}, LEGAL, "BH5, BH23"),
    (["7", "7"], [], {}, refused("empty"), "BH11: the leader plays"),
    (["7"], ["7", "8"], {}, refused("not_held"), "BH8; reasons in the order of the cases document"),
    (["6", "6", "7"], ["6"], {"sixes_last": True}, refused("sixes_last"), "BH13"),
    (["6", "6", "7"], ["6", "6"], {"sixes_last": True}, refused("sixes_last"), "BH13"),
    (["6", "6", "7"], ["7"], {"sixes_last": True}, LEGAL, "BH13"),
    (["6", "6"], ["6", "6"], {"sixes_last": True}, LEGAL, "BH13: nothing but sixes left"),
    (["6", "6"], ["6"], {"sixes_last": True}, LEGAL, "BH13"),
    (["6", "BJ"], ["6", "BJ"], {"sixes_last": True}, refused("sixes_last"), "BH13: jokers go first"),
    (["6", "BJ"], ["BJ"], {"sixes_last": True}, LEGAL, "BH13"),
    (["6", "7"], ["6"], {}, LEGAL, "BH13 is an option, off by default"),
    (["7", "7", "2"], ["7", "7", "2"], {"twos_trumps": True}, LEGAL, "BH8 twos as trumps"),
    (["7", "7", "2"], ["7", "7", "2"], {}, refused("not_a_combination"), "BH8"),
    (["6", "6", "2"], ["6", "6", "2"], {"sixes_last": True, "twos_trumps": True}, refused("sixes_last"), "BH13"),
    (["RJ*", "RJ", "8"], ["8", "RJ", "RJ"], {}, LEGAL, "BH1: the emperor card plays as a red joker"),
]
for i, (hand, cards, rules, expect, src) in enumerate(LEADS):
    case(f"lead-{i + 1:02d}", "lead", src, expect, hand=hand, play=cards, **({"rules": rules} if rules else {}))

REPLIES: list[tuple[list[str], list[str], Any, dict[str, Any], dict[str, Any], str]] = [
    (["8", "8", "9"], ["7", "7"], ["8", "8"], {}, LEGAL, "BH9"),
    (["8", "8", "9"], ["7", "7"], ["9"], {}, refused("wrong_count"), "seed: the same number of cards; BH9"),
    (["8", "8", "9"], ["7", "7"], ["8", "9"], {}, refused("not_a_combination"), "BH8"),
    (["8", "8", "9"], ["7", "7"], "pass", {}, LEGAL, "BH11: a player may pass"),
    (["8", "8"], ["8", "8"], ["8", "8"], {}, refused("does_not_beat"), "BH9"),
    (["8", "8"], ["8", "8"], ["8", "8"], {"beating": "joker_order"}, refused("does_not_beat"), "BH10"),
    (["8", "8", "BJ"], ["8", "8", "8"], ["8", "8", "BJ"], {}, refused("does_not_beat"), "seed; BH9"),
    (["8", "8", "BJ"], ["8", "8", "8"], ["8", "8", "BJ"], {"beating": "joker_order"}, LEGAL, "seed; BH10"),
    (["7", "7", "RJ", "RJ"], ["7", "7", "BJ", "BJ"], ["7", "7", "RJ", "RJ"], {}, refused("does_not_beat"), "seed"),
    (["K", "BJ", "RJ", "RJ"], ["7", "7", "BJ", "BJ"], ["K", "BJ", "RJ", "RJ"], {}, LEGAL, "seed"),
    (["Q", "BJ", "BJ", "RJ"], ["7", "7", "BJ", "BJ"], ["Q", "BJ", "BJ", "RJ"], {}, refused("does_not_beat"), "seed"),
    (["6", "6", "9"], ["7", "7"], ["6", "6"], {"sixes_last": True}, refused("sixes_last"), "BH13"),
    (["9", "9", "BJ*"], ["8", "8", "BJ"], ["9", "9", "BJ*"], {}, refused("does_not_beat"), "BH1, BH9"),
    (["9", "BJ*", "BJ"], ["8", "8"], ["9", "BJ*"], {}, LEGAL, "BH9, BH23"),
    (["9", "BJ*", "BJ"], ["8", "8"], ["BJ", "BJ*"], {}, LEGAL, "BH9, BH23"),
    (["9", "BJ*", "BJ"], ["8", "8"], ["9", "BJ"], {}, LEGAL, "BH9, BH23"),
    (["A", "2"], ["K"], ["A", "2"], {}, refused("not_a_combination"), "BH8"),
    (["A", "A", "A"], ["K", "K"], ["A", "A", "A"], {}, refused("wrong_count"), "BH9"),
    (["2", "RJ"], ["BJ"], ["2"], {}, refused("does_not_beat"), "BH1, BH9"),
    (["2", "RJ"], ["BJ"], ["RJ"], {}, LEGAL, "BH1, BH9"),
    (["7", "7", "2"], ["6", "6", "6"], ["7", "7", "2"], {"twos_trumps": True}, LEGAL, "BH8, BH9"),
]
for i, (hand, top, cards, rules, expect, src) in enumerate(REPLIES):
    extra = {"rules": rules} if rules else {}
    case(f"reply-{i + 1:02d}", "reply", src, expect, hand=hand, top=top, play=cards, **extra)


# --- every distinct play of a hand (BH8, BH9, BH10, BH13, BH23) -----------------------


def moves(plays: list[str]) -> dict[str, Any]:
    return {"count": len(plays), "plays": sorted(plays)}


MOVES: list[tuple[list[str], list[str] | None, dict[str, Any], dict[str, Any], str]] = [
    (["7", "7", "BJ"], None, {}, moves(["7", "7 7", "BJ", "BJ 7", "BJ 7 7"]), "BH8"),
    (
        ["7", "BJ", "BJ*"],
        None,
        {},
        moves(["7", "BJ 7", "BJ* 7", "BJ* BJ 7", "BJ", "BJ*", "BJ* BJ"]),
        "BH8, BH23: with the marked joker or an ordinary one, two plays",
    ),
    (["8", "BJ", "RJ"], None, {}, moves(["8", "BJ 8", "RJ 8", "RJ BJ 8", "BJ", "RJ", "RJ BJ"]), "BH8"),
    (["6", "6", "7"], None, {"sixes_last": True}, moves(["7"]), "BH13"),
    (["6", "6", "7"], None, {}, moves(["6", "6 6", "7"]), "BH8"),
    (["6", "6"], None, {"sixes_last": True}, moves(["6", "6 6"]), "BH13"),
    (
        ["7", "2", "BJ"],
        None,
        {"twos_trumps": True},
        moves(["7", "2 7", "BJ 7", "BJ 2 7", "2", "BJ 2", "BJ"]),
        "BH8 twos as trumps",
    ),
    (["7", "2", "BJ"], None, {}, moves(["7", "2", "BJ 7", "BJ 2", "BJ"]), "BH8"),
    (["RJ*", "9"], None, {}, moves(["9", "RJ", "RJ 9"]), "BH1: the emperor card plays as a red joker"),
    (["8", "8", "9", "BJ"], ["7", "7"], {}, moves(["8 8", "BJ 8", "BJ 9"]), "BH9"),
    (["7", "7", "BJ", "RJ"], ["7", "7"], {}, moves(["RJ BJ"]), "BH9"),
    (["7", "7", "BJ", "RJ"], ["7", "7"], {"beating": "joker_order"}, moves(["BJ 7", "RJ 7", "RJ BJ"]), "BH10"),
    (["9", "BJ*", "BJ"], ["8", "8"], {}, moves(["BJ 9", "BJ* 9", "BJ* BJ"]), "BH9, BH23"),
    (["7", "A", "2", "BJ", "RJ"], ["A"], {}, moves(["2", "BJ", "RJ"]), "BH9"),
    (["RJ", "2"], ["BJ"], {}, moves(["RJ"]), "BH9"),
    (["RJ", "RJ", "BJ"], ["RJ"], {}, moves([]), "seed: a red joker is unbeatable"),
    (["9", "9", "RJ", "BJ"], ["8", "BJ"], {}, moves(["RJ 9", "RJ BJ"]), "BH9: only a red joker beats a black one"),
    (["6", "6", "7", "7"], ["6", "6"], {"sixes_last": True}, moves(["7 7"]), "BH9, BH13"),
    (["8", "8", "8", "BJ"], ["8", "8", "8"], {"beating": "joker_order"}, moves(["BJ 8 8"]), "BH10"),
    (
        ["7", "7", "2", "BJ"],
        ["7", "7", "2"],
        {"twos_trumps": True, "beating": "joker_order"},
        moves(["BJ 2 7", "BJ 7 7"]),
        "BH18",
    ),
]
for i, (hand, top, rules, expect, src) in enumerate(MOVES):
    extra: dict[str, Any] = {}
    if top is not None:
        extra["top"] = top
    if rules:
        extra["rules"] = rules
    case(f"moves-{i + 1:02d}", "moves", src, expect, hand=hand, **extra)

# Counted leads of larger hands: (sum of the counts of the ranks that may be led,
# plus one for the jokers alone) x (black joker choices) x (red joker choices) - 1.
ONE_EACH = ["6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
BIG = n("6", 3) + n("7", 4) + n("8", 3) + n("9", 4) + n("10", 3) + n("J", 3) + n("Q", 4) + n("K", 3) + n("A", 3)
BIG += ["2", "2", "BJ", "RJ*"]
COUNTS = [
    (ONE_EACH + ["BJ", "RJ"], {}, 43, "BH8: (10 + 1) x 2 x 2 - 1"),
    (ONE_EACH + ["BJ*", "RJ"], {}, 43, "BH8, BH23: one black joker, marked: still 2 choices"),
    (ONE_EACH + ["BJ*", "BJ", "RJ"], {}, 87, "BH23: black choices none, BJ, BJ*, BJ* BJ: (11) x 4 x 2 - 1"),
    (BIG, {}, 131, "BH8: a 34-card hand, (32 + 1) x 2 x 2 - 1"),
    (BIG, {"sixes_last": True}, 119, "BH13: the sixes left out, (29 + 1) x 4 - 1"),
    (BIG, {"twos_trumps": True}, 371, "BH8: ranks 6-A x (0-2 twos), twos and jokers: (30 x 3 + 3) x 4 - 1"),
    (ONE_EACH + ["BJ", "BJ", "BJ*", "RJ", "RJ"], {}, 197, "BH23: (11) x 6 x 3 - 1"),
    (n("K", 16), {}, 16, "BH8: 1 to 16 kings"),
]
for i, (hand, rules, count, src) in enumerate(COUNTS):
    extra = {"rules": rules} if rules else {}
    case(f"lead-count-{i + 1:02d}", "moves", src, {"count": count}, hand=hand, count_only=True, **extra)

# --- tribute cards (BH16, BH17) ---------------------------------------------------------

for i, (hand, count, given, src) in enumerate(
    [
        (["2", "2", "A", "BJ", "RJ"], 1, ["2"], "BH16, BH17: the highest other than a joker"),
        (["2", "2", "A", "BJ", "RJ"], 2, ["2", "2"], "BH16: the emperor gives two"),
        (["A", "K", "K", "BJ", "BJ", "RJ", "6"], 2, ["A", "K"], "BH16"),
        (["A", "K", "K", "BJ", "BJ", "RJ", "6"], 4, ["A", "K", "K", "6"], "BH16: alone, four"),
        (["K", "Q", "RJ"], 1, ["K"], "BH16"),
        (["2", "RJ", "RJ", "BJ*"], 1, ["2"], "BH16: jokers are never given"),
        (["7", "6", "BJ*"], 2, ["7", "6"], "BH16"),
    ]
):
    case(f"tribute-cards-{i + 1:02d}", "tribute_cards", src, given, hand=hand, count=count)

# --- the deal: who cuts, who takes first, how many cards (BH3, BH21) --------------------

for i, (fields, expect, src) in enumerate(
    [
        (
            {"shuffler": 0},
            {"cutter": 1, "first_taker": 2, "sizes": [33, 33, 34, 34, 34], "next_cutter": 2},
            "BH3: the shuffler's neighbour cuts, the next takes first",
        ),
        (
            {"cutter": 4},
            {"cutter": 4, "first_taker": 0, "sizes": [34, 34, 34, 33, 33], "next_cutter": 0},
            "BH3, BH21",
        ),
        (
            {"cutter": 2},
            {"cutter": 2, "first_taker": 3, "sizes": [34, 33, 33, 34, 34], "next_cutter": 3},
            "BH3: the first taker cuts next",
        ),
        (
            {"shuffler": 3},
            {"cutter": 4, "first_taker": 0, "sizes": [34, 34, 34, 33, 33], "next_cutter": 0},
            "BH3",
        ),
        (
            {"cutter": 0},
            {"cutter": 0, "first_taker": 1, "sizes": [33, 34, 34, 34, 33], "next_cutter": 1},
            "BH3, BH21",
        ),
    ]
):
    case(f"deal-{i + 1:02d}", "deal", src, expect, **fields)

# The card at ``position`` of the shuffled pile (0: the top) after a cut of ``cut`` cards:
# it lies at (position - cut) mod 168 of the pile taken, so the taker is the first taker
# plus that, mod 5.
for i, (cutter, cut, position, taker) in enumerate(
    [
        (4, 10, 10, 0),
        (4, 10, 11, 1),
        (4, 10, 0, 3),
        (4, 10, 9, 2),
        (4, 10, 167, 2),
        (1, 1, 0, 4),
        (1, 1, 1, 2),
        (0, 100, 100, 1),
        (0, 100, 99, 3),
    ]
):
    first = (cutter + 1) % 5
    sizes = [0] * 5
    for k in range(5):
        sizes[(first + k) % 5] = SIZES_FROM_FIRST_TAKER[k]
    expect = {"cutter": cutter, "first_taker": first, "sizes": sizes, "next_cutter": first, "taker": taker}
    case(
        f"deal-card-{i + 1:02d}",
        "deal",
        "BH3: cut, then one card at a time in turn",
        expect,
        cutter=cutter,
        cut=cut,
        position=position,
    )

# --- the emperor card's journey (BH4, BH6 and the options) -------------------------------

EMPEROR_CASES: list[tuple[int, int, list[bool], dict[str, Any], Any, str]] = [
    (2, 4, [True], {}, {"emperor": 2, "alone": False, "cards": [0, 0, 0, 0, 0]}, "BH4"),
    (
        2,
        4,
        [False, True],
        {},
        {"emperor": 3, "alone": False, "cards": [0, 0, -1, 1, 0]},
        "BH4: passed on, nothing back",
    ),
    (2, 4, [False, False, True], {}, {"emperor": 4, "alone": True, "cards": [0, 0, -1, 0, 1]}, "BH4, BH6"),
    (2, 4, [False] * 5 + [True], {}, {"emperor": 2, "alone": False, "cards": [0, 0, 0, 0, 0]}, "BH4: round and back"),
    (2, 4, [False] * 6, {}, {"illegal_at": 5}, "BH4: back to its first holder, he must be emperor"),
    (2, 4, [False] * 4, {}, {"holder": 1}, "BH4: the card is with seat 1, to answer"),
    (1, 1, [True], {}, {"emperor": 1, "alone": True, "cards": [0, 0, 0, 0, 0]}, "BH6"),
    (0, 1, [False, True], {}, {"emperor": 1, "alone": True, "cards": [-1, 1, 0, 0, 0]}, "BH6: passed to the eunuch"),
    (2, 4, [False], {"emperor_decline": False}, {"illegal_at": 0}, "BH4 option: no declining"),
    (3, 3, [True], {"alone": False}, {"illegal_at": 0}, "BH6 option: no playing alone"),
    (3, 3, [False, True], {"alone": False}, {"emperor": 4, "alone": False, "cards": [0, 0, 0, -1, 1]}, "BH6 option"),
    (0, 0, [False] * 5 + [True], {"alone": False}, {"emperor": 0, "alone": True, "cards": [0] * 5}, "BH4 wins, BH29"),
    (0, 0, [False] * 6, {"alone": False}, {"illegal_at": 5}, "BH4, BH29"),
    (
        2,
        2,
        [False, True],
        {"emperor_decline": False, "alone": False},
        {"emperor": 3, "alone": False, "cards": [0, 0, -1, 1, 0]},
        "BH29",
    ),
    (2, 2, [False, False], {"emperor_decline": False, "alone": False}, {"illegal_at": 1}, "BH4 option, BH29"),
]
for i, (holder, eunuch, answers, rules, expect, src) in enumerate(EMPEROR_CASES):
    extra = {"rules": rules} if rules else {}
    case(
        f"emperor-{i + 1:02d}",
        "emperor",
        src,
        expect,
        emperor_card=holder,
        eunuch_card=eunuch,
        answers=answers,
        **extra,
    )

# --- the end of a deal and its result (BH14, BH15, BH19) ---------------------------------


def ended(after: int, winner: str | None, places: list[int], scores: list[int]) -> dict[str, Any]:
    return {"ended_after": after, "winner": winner, "places": places, "scores": scores}


RESULTS: list[tuple[str, int, int | None, list[int], dict[str, Any], Any, str]] = [
    ("main", 0, 1, [0, 1], {}, ended(2, "emperor", [1, 2, 3, 3, 3], [2, 1, -1, -1, -1]), "BH14, BH15"),
    ("main", 0, 1, [0, 2, 1], {}, ended(3, "emperor", [1, 3, 2, 4, 4], [2, 1, -1, -1, -1]), "BH14, BH15"),
    ("main", 0, 1, [2, 3, 4], {}, ended(3, "farmers", [4, 4, 1, 2, 3], [-2, -1, 1, 1, 1]), "BH15"),
    (
        "main",
        0,
        1,
        [2, 0, 1],
        {},
        ended(3, None, [2, 3, 1, 4, 4], [0, 0, 0, 0, 0]),
        "seed: first and last of a team: a tie",
    ),
    ("main", 0, 1, [0, 2, 3, 4], {}, ended(4, None, [1, 5, 2, 3, 4], [0, 0, 0, 0, 0]), "BH15: a tie"),
    ("main", 0, 1, [1, 0], {}, ended(2, "emperor", [2, 1, 3, 3, 3], [2, 1, -1, -1, -1]), "BH15"),
    ("main", 0, 1, [3], {}, {"ended_after": None}, "BH14: both teams still play"),
    (
        "main",
        0,
        1,
        [2, 3, 4, 0],
        {},
        ended(3, "farmers", [4, 4, 1, 2, 3], [-2, -1, 1, 1, 1]),
        "BH14: over as soon as a team is out",
    ),
    ("main", 2, None, [2], {}, ended(1, "emperor", [2, 2, 1, 2, 2], [-1, -1, 4, -1, -1]), "BH14, BH15: alone"),
    ("main", 2, None, [4], {}, ended(1, "farmers", [2, 2, 2, 2, 1], [1, 1, -4, 1, 1]), "BH15: alone, not first"),
    ("main", 0, 1, [0, 1], {"announced": "protector"}, ended(2, "emperor", [1, 2, 3, 3, 3], [4, 2, -2, -2, -2]), "BH7"),
    ("main", 3, None, [3], {"announced": "alone"}, ended(1, "emperor", [2, 2, 2, 1, 2], [-3, -3, -3, 12, -3]), "BH7"),
    ("main", 4, 2, [3, 1, 4, 2], {}, ended(4, None, [5, 2, 4, 1, 3], [0, 0, 0, 0, 0]), "BH15: a farmer first and last"),
    ("main", 4, 2, [3, 1, 0], {}, ended(3, "farmers", [3, 2, 4, 1, 4], [1, 1, -1, 1, -2]), "BH15"),
    (
        "points",
        0,
        1,
        [0, 1, 2, 3],
        {},
        ended(4, "emperor", [1, 2, 3, 4, 5], [12, 6, -6, -6, -6]),
        "BH15 points, balanced",
    ),
    ("points", 0, 1, [2, 0, 3, 1], {}, ended(4, None, [2, 4, 1, 3, 5], [0, 0, 0, 0, 0]), "BH15, BH19: zero"),
    ("points", 0, 1, [4, 3, 2, 1], {}, ended(4, "farmers", [5, 4, 3, 2, 1], [-12, -6, 6, 6, 6]), "BH15"),
    ("points", 0, 1, [0, 2, 3], {}, {"ended_after": None}, "BH14: on until one player is left"),
    (
        "points",
        4,
        None,
        [2, 4, 0, 1],
        {},
        ended(4, "emperor", [3, 4, 1, 5, 2], [-2, -2, -2, -2, 8]),
        "BH15, BH19: alone second",
    ),
    (
        "points",
        0,
        1,
        [0, 2, 3, 1],
        {},
        ended(4, "emperor", [1, 4, 2, 3, 5], [4, 2, -2, -2, -2]),
        "seed: first and fourth",
    ),
    (
        "points",
        0,
        1,
        [2, 3, 0, 4],
        {},
        ended(4, "farmers", [3, 5, 1, 2, 4], [-8, -4, 4, 4, 4]),
        "seed: third and fifth",
    ),
    (
        "points",
        0,
        1,
        [3, 0, 1, 2],
        {"announced": "protector"},
        ended(4, "emperor", [2, 3, 4, 1, 5], [8, 4, -4, -4, -4]),
        "BH7, BH15",
    ),
]
for i, (scoring, emp, prot, out, extra_fields, expect, src) in enumerate(RESULTS):
    fields: dict[str, Any] = {"emperor": emp, "protector": prot, "out": out, **extra_fields}
    if scoring == "points":
        fields["preset"] = "points"
    case(f"result-{i + 1:02d}", "result", src, expect, **fields)

UNBALANCED: list[tuple[int, int | None, list[int], Any, str]] = [
    (0, 1, [0, 1, 2, 3], ended(4, "emperor", [1, 2, 3, 4, 5], [6, 6, -6, -6, -6]), "seed: first and second, +6 each"),
    (0, 1, [0, 2, 3, 1], ended(4, "emperor", [1, 4, 2, 3, 5], [2, 2, -2, -2, -2]), "seed: first and fourth, 2 each"),
    (0, 1, [2, 3, 0, 4], ended(4, "farmers", [3, 5, 1, 2, 4], [-4, -4, 4, 4, 4]), "seed: third and fifth, lose 4"),
    (0, None, [0, 1, 2, 3], ended(4, "emperor", [1, 2, 3, 4, 5], [8, -4, -4, -4, -4]), "seed: alone first, 8 and -4"),
]
for i, (emp, prot, out, expect, src) in enumerate(UNBALANCED):
    fields = {"emperor": emp, "protector": prot, "out": out, "preset": "points", "rules": {"points_balanced": False}}
    case(f"result-unbalanced-{i + 1:02d}", "result", src, expect, **fields)

# --- the tribute a deal leaves (BH16, BH19, BH20) ----------------------------------------

TRIBUTES: list[tuple[str, int, int | None, list[int], list[int], list[int], str]] = [
    ("main", 0, 1, [0, 1], [0, 0, 1, 1, 1], [0, 0, 1], "BH16: the emperor takes two"),
    ("main", 0, 1, [2, 3, 4], [2, 1, 0, 0, 0], [2, 3, 4], "BH16: the emperor gives two"),
    ("main", 0, 1, [2, 0, 1], [0, 0, 0, 0, 0], [], "BH16: a tie, nobody gives"),
    ("main", 2, None, [2], [1, 1, 0, 1, 1], [2, 2, 2, 2], "BH16: alone, takes four"),
    ("main", 2, None, [4], [0, 0, 4, 0, 0], [4, 0, 1, 3], "BH16, BH20: alone gives four; shared last place"),
    ("main", 0, None, [3], [4, 0, 0, 0, 0], [3, 4, 1, 2], "BH20: from the seat after the last one out"),
    ("main", 3, 0, [1, 2, 4], [1, 0, 0, 2, 0], [1, 2, 4], "BH16"),
    ("points", 0, 1, [0, 1, 2, 3], [0, 0, 1, 1, 1], [0, 0, 1], "BH16, BH19"),
    ("points", 0, 1, [3, 0, 2, 1], [0, 0, 0, 0, 0], [], "BH19: a total of zero"),
    ("points", 0, 1, [3, 1, 0, 2], [0, 0, 1, 1, 1], [1, 0, 0], "BH16, BH19: in order of places"),
    ("points", 4, None, [2, 4, 0, 1], [1, 1, 1, 1, 0], [4, 4, 4, 4], "BH19: alone second won"),
    ("points", 0, 1, [2, 3, 4, 0], [2, 1, 0, 0, 0], [2, 3, 4], "BH16, BH19"),
]
for i, (scoring, emp, prot, out, gives, takers, src) in enumerate(TRIBUTES):
    fields = {"emperor": emp, "protector": prot, "out": out}
    if scoring == "points":
        fields["preset"] = "points"
    case(f"tribute-{i + 1:02d}", "tribute", src, {"gives": gives, "takers": takers}, **fields)

# --- whole deals, event by event --------------------------------------------------------

# Deal A (cutter 4: seat 0 takes first). The emperor and his protector hold long runs no
# one can beat, so the play can be followed by hand.
HANDS_A = [
    n("2", 16) + n("A", 16) + ["RJ*", "RJ"],  # seat 0: the emperor card
    n("K", 16) + n("Q", 16) + ["BJ*", "BJ"],  # seat 1: the eunuch card
    n("J", 16) + n("10", 16) + ["RJ", "RJ"],
    n("9", 16) + n("8", 16) + ["BJ"],
    n("7", 16) + n("6", 16) + ["BJ"],
]
SHUFFLE_A = shuffle_for(HANDS_A, cutter=4, cut=37)
START_A = {"cutter": 4}
EVENTS_A = [
    SHUFFLE_A,
    emperor(0, True),
    play(0, n("2", 16)),  # 16 twos: only 16 jokers could beat them
    *passes(1, 2, 3, 4),
    play(0, n("A", 16) + ["RJ", "RJ"]),  # out, first; a red joker is unbeatable
    *passes(1, 2, 3, 4),  # everyone passed and seat 0 is out: seat 1 leads (BH11)
    play(1, n("K", 16) + ["BJ", "BJ*"]),
    *passes(2, 3, 4),
    play(1, n("Q", 16)),  # out: the emperor's team is out, seat 0 was first (BH14, BH15)
]
WIN_A = {
    "emperor": 0,
    "protector": 1,
    "out": [0, 1],
    "winner": "emperor",
    "scores": [2, 1, -1, -1, -1],
    "gives": [0, 0, 1, 1, 1],
    "takers": [0, 0, 1],
}


def deal(
    case_id: str, src: str, events: list[dict[str, Any]], expect: Any, start: dict[str, Any], **fields: Any
) -> None:
    case(case_id, "deal_replay", src, expect, start=start, events=events, **fields)


deal("deal-a", "BH3, BH4, BH11, BH14, BH15, BH16", EVENTS_A, WIN_A, START_A)


def changed(events: list[dict[str, Any]], index: int, event: dict[str, Any]) -> list[dict[str, Any]]:
    return events[:index] + [event] + events[index + 1 :]


deal("deal-a-wrong-seat", "BH11: in turn", changed(EVENTS_A, 3, passes(2)[0]), {"illegal_at": 3}, START_A)
deal(
    "deal-a-leader-passes", "BH11: the leader must play", changed(EVENTS_A, 2, passes(0)[0]), {"illegal_at": 2}, START_A
)
deal(
    "deal-a-two-plain-blacks",
    "BH23: seat 1 holds one ordinary black joker and the marked one",
    changed(EVENTS_A, 12, play(1, n("K", 16) + ["BJ", "BJ"])),
    {"illegal_at": 12},
    START_A,
)
deal(
    "deal-a-kings-on-twos",
    "BH9: kings do not beat twos",
    changed(EVENTS_A, 3, play(1, n("K", 16))),
    {"illegal_at": 3},
    START_A,
)
deal(
    "deal-a-not-the-holder",
    "BH4: the holder of the emperor card answers",
    changed(EVENTS_A, 1, emperor(1, True)),
    {"illegal_at": 1},
    START_A,
)
deal(
    "deal-a-fifteen-queens",
    "BH14: seat 1 keeps a queen, so the deal goes on with seat 2 to answer",
    changed(EVENTS_A, 16, play(1, n("Q", 15))),
    {"over": False, "actor": 2},
    START_A,
)
deal(
    "deal-a-joker-order",
    "BH10 changes nothing here",
    EVENTS_A,
    WIN_A,
    START_A,
    rules={"beating": "joker_order"},
)
deal(
    "deal-a-do-not-beat",
    "BH12, BH22: asked before the play; it binds nobody",
    EVENTS_A[:2] + [{"type": "DoNotBeat", "seat": 0}] + EVENTS_A[2:],
    WIN_A,
    START_A,
)
deal(
    "deal-a-ask-then-pass",
    "BH22: after asking, the seat plays",
    EVENTS_A[:2] + [{"type": "DoNotBeat", "seat": 0}, *passes(0)],
    {"illegal_at": 3},
    START_A,
)
deal(
    "deal-a-ask-without-a-play",
    "BH22: seat 1 has nothing that beats 16 twos, so nothing to ask about",
    EVENTS_A[:3] + [{"type": "DoNotBeat", "seat": 1}],
    {"illegal_at": 3},
    START_A,
)
deal(
    "deal-a-asking-off",
    "BH12 option off",
    EVENTS_A[:2] + [{"type": "DoNotBeat", "seat": 0}],
    {"illegal_at": 2},
    START_A,
    rules={"do_not_beat": False},
)
deal(
    "deal-a-announced",
    "BH7: the protector announces, scores doubled",
    EVENTS_A[:2]
    + [{"type": "Announce", "seat": 0, "announce": False}, {"type": "Announce", "seat": 1, "announce": True}]
    + EVENTS_A[2:],
    {**WIN_A, "scores": [4, 2, -2, -2, -2]},
    START_A,
    preset="rizhao-announced",
)
deal(
    "deal-a-announce-without-the-card",
    "BH7: only the holder of the marked black joker announces",
    EVENTS_A[:2] + [{"type": "Announce", "seat": 0, "announce": True}],
    {"illegal_at": 2},
    START_A,
    preset="rizhao-announced",
)
deal(
    "deal-a-nobody-announces",
    "BH7, BH28: every seat answers, in turn from the emperor",
    EVENTS_A[:2] + [{"type": "Announce", "seat": s, "announce": False} for s in (0, 1, 2, 3, 4)] + EVENTS_A[2:],
    WIN_A,
    START_A,
    preset="rizhao-announced",
)

# Deal A under the points scoring: play goes on until one player is left (BH14).
EVENTS_A_POINTS = EVENTS_A + [
    *passes(2, 3, 4),  # seat 1 went out: all pass, seat 2 leads
    play(2, n("J", 16) + ["RJ", "RJ"]),
    *passes(3, 4),
    play(2, n("10", 16)),  # out, third
    *passes(3, 4),
    play(3, n("9", 16) + ["BJ"]),
    *passes(4),
    play(3, n("8", 16)),  # out, fourth: seat 4 is left, fifth
]
deal(
    "deal-a-points",
    "BH14, BH15 points balanced: places 1-5, team 4 + 2",
    EVENTS_A_POINTS,
    {**WIN_A, "out": [0, 1, 2, 3], "scores": [12, 6, -6, -6, -6]},
    START_A,
    preset="points",
)
deal(
    "deal-a-points-unbalanced",
    "BH15 points, not balanced",
    EVENTS_A_POINTS,
    {**WIN_A, "out": [0, 1, 2, 3], "scores": [6, 6, -6, -6, -6]},
    START_A,
    preset="points",
    rules={"points_balanced": False},
)

# Deal B: seat 0 declines the emperor card; seat 1 takes it and, holding the eunuch card
# too, plays alone (BH6). Seat 2 goes out first, so the emperor loses at once (BH14).
HANDS_B = [
    n("6", 16) + n("7", 16) + ["RJ*", "BJ"],
    n("8", 16) + n("9", 16) + ["BJ*", "RJ"],
    n("10", 16) + n("J", 16) + ["RJ", "RJ"],
    n("Q", 16) + n("K", 16) + ["BJ"],
    n("A", 16) + n("2", 16) + ["BJ"],
]
EVENTS_B = [
    shuffle_for(HANDS_B, cutter=4, cut=1),
    emperor(0, False),
    emperor(1, True),
    play(1, n("8", 16)),
    play(2, n("J", 16)),
    *passes(3, 4, 0, 1),
    play(2, n("10", 16) + ["RJ", "RJ"]),
]
deal(
    "deal-b-alone",
    "BH4, BH6, BH14, BH15, BH16, BH20",
    EVENTS_B,
    {
        "emperor": 1,
        "protector": 1,
        "out": [2],
        "winner": "farmers",
        "scores": [1, -4, 1, 1, 1],
        "gives": [0, 4, 0, 0, 0],
        "takers": [2, 3, 4, 0],
    },
    {"cutter": 4},
)
deal(
    "deal-b-no-declining",
    "BH4 option: the emperor card cannot be declined",
    EVENTS_B,
    {"illegal_at": 1},
    {"cutter": 4},
    rules={"emperor_decline": False},
)
deal(
    "deal-b-sixes-first",
    "BH13: the emperor may not lead his sixes",
    [EVENTS_B[0], emperor(0, True), play(0, n("6", 16))],
    {"illegal_at": 2},
    {"cutter": 4},
    preset="rizhao-sixes-last",
)
deal(
    "deal-b-sevens-first",
    "BH13: sevens may be led; then the eights beat them",
    [EVENTS_B[0], emperor(0, True), play(0, n("7", 16)), play(1, n("8", 16))],
    {"over": False, "actor": 2},
    {"cutter": 4},
    preset="rizhao-sixes-last",
)

# Deal D: the second deal of a session. Seat 0 cuts; seats 2, 3 and 4 lost the deal
# before and give one card each, face down; seat 0 (emperor then) takes two, seat 1 one.
HANDS_D = [
    n("2", 16) + n("A", 16) + ["RJ*"],  # seat 0, 33 cards
    n("K", 16) + n("Q", 16) + ["BJ*", "BJ"],
    n("J", 16) + n("10", 16) + ["RJ", "RJ"],
    n("9", 16) + n("8", 16) + ["BJ", "RJ"],
    n("7", 16) + n("6", 16) + ["BJ"],  # seat 4, 33 cards
]
START_D = {"cutter": 0, "gives": [0, 0, 1, 1, 1], "takers": [0, 0, 1]}
EVENTS_D = [
    shuffle_for(HANDS_D, cutter=0, cut=84),
    {"type": "GiveTribute", "seat": 2, "cards": ["J"]},  # givers in turn from the first taker, seat 1
    {"type": "GiveTribute", "seat": 3, "cards": ["9"]},
    {"type": "GiveTribute", "seat": 4, "cards": ["7"]},
    {"type": "DrawTribute", "order": [2, 0, 1]},  # seat 0 takes the 7 and the J, seat 1 the 9
    emperor(0, True),
    play(0, n("2", 16)),
    *passes(1, 2, 3, 4),
    play(0, n("A", 16) + ["RJ"]),
    *passes(1, 2, 3, 4),
    play(0, ["J"]),
    *passes(1, 2, 3, 4),
    play(0, ["7"]),  # out
    *passes(1, 2, 3, 4),
    play(1, n("K", 16) + ["BJ", "BJ*"]),
    *passes(2, 3, 4),
    play(1, n("Q", 16)),
    *passes(2, 3, 4),
    play(1, ["9"]),  # out: the emperor's team wins
]
deal("deal-d-tribute", "BH3, BH16, BH26", EVENTS_D, WIN_A, START_D)
deal(
    "deal-d-wrong-card",
    "BH16: the highest card other than a joker",
    changed(EVENTS_D, 1, {"type": "GiveTribute", "seat": 2, "cards": ["10"]}),
    {"illegal_at": 1},
    START_D,
)
deal(
    "deal-d-giving-out-of-turn",
    "BH26: givers in turn from the first taker",
    [EVENTS_D[0], EVENTS_D[2]],
    {"illegal_at": 1},
    START_D,
)
deal(
    "deal-d-card-not-taken",
    "BH16: seat 0 took the 7 and the J, not a 9",
    changed(EVENTS_D, 16, play(0, ["9"])),
    {"illegal_at": 16},
    START_D,
)
deal(
    "deal-d-emperor-before-tribute",
    "BH16: the tribute comes before the emperor card is offered",
    [EVENTS_D[0], emperor(0, True)],
    {"illegal_at": 1},
    START_D,
)
EVENTS_E = (
    EVENTS_D[:4]
    + [
        {"type": "TakeTribute", "seat": 0, "card": "J"},
        {"type": "TakeTribute", "seat": 0, "card": "7"},
        {"type": "TakeTribute", "seat": 1, "card": "9"},
    ]
    + EVENTS_D[5:]
)
deal(
    "deal-e-face-up",
    "BH16 face up: each winner chooses in order",
    EVENTS_E,
    WIN_A,
    START_D,
    rules={"tribute": "face_up"},
)
deal(
    "deal-e-not-offered",
    "BH16: no two among the tribute cards",
    EVENTS_E[:4] + [{"type": "TakeTribute", "seat": 0, "card": "2"}],
    {"illegal_at": 4},
    START_D,
    rules={"tribute": "face_up"},
)
deal(
    "deal-e-taken-out-of-order",
    "BH16: the emperor takes first, by place",
    EVENTS_E[:4] + [{"type": "TakeTribute", "seat": 1, "card": "9"}],
    {"illegal_at": 4},
    START_D,
    rules={"tribute": "face_up"},
)


def main() -> None:
    lines = [json.dumps(c, separators=(", ", ": ")) for c in CASES]
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv:
        sys.exit(0 if CASES_FILE.read_text(encoding="utf-8") == text else 1)
    CASES_FILE.write_text(text, encoding="utf-8")
    print(f"{len(CASES)} cases written to {CASES_FILE}")


if __name__ == "__main__":
    main()
