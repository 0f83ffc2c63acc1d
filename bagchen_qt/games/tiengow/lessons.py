"""Learn to play Tien Gow: four lessons, each a prepared deal and a coach's words.

The learner sits at seat 0. As for Bagchen, each lesson is made by a function of its
seed, ``scripts/find_lesson_seeds.py tiengow`` searched the seeds and ``SEEDS`` keeps
what it found; the claims of each step say what the deal must show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bagchen_qt.ai.levels import seat_played_by
from bagchen_qt.core.lessons import Claim, Expect, Lesson, Step, finale, learner_plays_until, tiles_target
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.rules.combos import SUPREME_PAIR
from bagchen_qt.games.tiengow.rules.events import Beat, Lead
from bagchen_qt.games.tiengow.rules.game import GAME
from bagchen_qt.games.tiengow.rules.state import FOLLOW, LEAD, TienGowState, legal_actions

LEARNER = 0

SEEDS = {
    "tien-gow-suits": 1,
    "tien-gow-pairs": 56,
    "tien-gow-last-trick": 0,
    "tien-gow-banker": 8,
}


def _learner_to(state: TienGowState, phase: str) -> bool:
    return not state.is_over and state.phase == phase and state.actor == LEARNER


def _kinds(state: TienGowState, tiles: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(state.deck.kinds_of(tiles)))


def _combo_of(state: TienGowState, tiles: tuple[int, ...]) -> Any:
    return state.table.classify(_kinds(state, tiles))


def _beats(state: TienGowState) -> list[Beat]:
    return [a for a in legal_actions(state) if isinstance(a, Beat)] if _learner_to(state, FOLLOW) else []


def _leads(state: TienGowState, size: int | None = None) -> list[Lead]:
    if not _learner_to(state, LEAD):
        return []
    return [a for a in legal_actions(state) if isinstance(a, Lead) and (size is None or len(a.tiles) >= size)]


def _supreme(state: TienGowState) -> list[Lead]:
    return [a for a in _leads(state, 2) if _combo_of(state, a.tiles).category == SUPREME_PAIR]


def _top(state: TienGowState) -> tuple[int, ...]:
    return state.trick[state.top].tiles


def _last_trick(state: TienGowState) -> bool:
    return _learner_to(state, FOLLOW) and len(state.hands[LEARNER]) == len(state.trick[0].tiles)


# The other seats play as the Easy level does, the same way for the same state.
_easy_seat = seat_played_by("easy", TIEN_GOW)


def _until(condition: Callable[[TienGowState], bool], seed: int) -> Callable[[TienGowState], Any]:
    return learner_plays_until(GAME, seed, condition, _easy_seat)


def _lesson(key: str, title: str, steps: tuple[Step, ...], seed: int, routine: Callable[[Any], Any]) -> Lesson:
    return Lesson(key, title, TIEN_GOW, steps, learner=LEARNER, seed=seed, routine=routine, others=_easy_seat)


def civil_and_military(seed: int) -> Lesson:
    def single_to_beat(s: TienGowState) -> bool:
        return _learner_to(s, FOLLOW) and len(s.trick[0].tiles) == 1 and bool(_beats(s))

    return _lesson(
        "tien-gow-suits",
        "Civil and military tiles",
        (
            Step(
                "Tien Gow has 32 tiles in two suits. The 22 civil tiles come in pairs of identical "
                "tiles, each kind with its own rank; the 10 military tiles rank by their pips, so "
                "6-3 and 5-4 (both nine) are equal. Your hand is laid out by rank, civil tiles first, "
                "each suit from the highest down; hold the pointer over a tile to see its name.",
                target="hand",
                claims=(Claim("the learner holds eight tiles", lambda s: len(s.hands[LEARNER]) == 8),),
            ),
            Step(
                "One tile was led. Only a higher tile of the same suit beats it: civil on civil, "
                "military on military. You hold one: play it face up.",
                target=lambda s: tiles_target(_top(s) + _beats(s)[0].tiles),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Beat),
                    example=lambda s: _beats(s)[0],
                    why_not="A tile played face down cannot win the trick. Play your higher tile of "
                    "the same suit face up.",
                    well_done="Right: your tile is on top now.",
                ),
                claims=(Claim("a single the learner can beat was led", single_to_beat),),
            ),
            finale(
                "A tile of the other suit never beats, however high it is, and equal tiles do not "
                "beat each other either. Everyone plays as many tiles as were led; a play that does "
                "not beat goes face down, and nobody has to beat. Whoever wins the trick leads the "
                "next one."
            ),
        ),
        seed,
        _until(lambda s: _learner_to(s, FOLLOW) and len(s.trick[0].tiles) == 1, seed),
    )


def pairs_and_supreme(seed: int) -> Lesson:
    return _lesson(
        "tien-gow-pairs",
        "Pairs and the supreme pair",
        (
            Step(
                "Two tiles can be led together as a pair: two identical civil tiles, two military "
                "tiles of the same pips, or a few matched civil and military tiles. A pair is beaten "
                "only by a higher pair of the same sort.",
                target="hand",
            ),
            Step(
                "4-2 and 2-1 together are the supreme pair. Nothing beats it, though as single tiles "
                "they are weak. You hold both: lead them together.",
                target=lambda s: tiles_target(_supreme(s)[0].tiles),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Lead) and e in _supreme(s),
                    example=lambda s: _supreme(s)[0],
                    why_not="That lead is allowed, but the supreme pair wins this trick for sure. "
                    "Lead 4-2 and 2-1 together.",
                    well_done="Right: nobody can beat it, and a trick of two tiles counts as two tricks.",
                ),
                claims=(Claim("the learner leads holding the supreme pair", lambda s: bool(_supreme(s))),),
            ),
            finale("Keep the supreme pair for when a trick matters most, such as near the end of the deal."),
        ),
        seed,
        _until(lambda s: bool(_supreme(s)), seed),
    )


def last_trick(seed: int) -> Lesson:
    return _lesson(
        "tien-gow-last-trick",
        "The last trick",
        (
            Step(
                "The tricks so far were played for you; this is the last one. Whoever takes the last "
                "trick wins the deal and is paid by the others. You can beat it: do so.",
                target="trick",
                expect=Expect(
                    right=lambda s, e: isinstance(e, Beat),
                    example=lambda s: _beats(s)[0],
                    why_not="Face down you give the deal away. Beat the last trick face up.",
                    well_done="Right: you are on top of the last trick.",
                ),
                claims=(Claim("the learner can beat the last trick", lambda s: _last_trick(s) and bool(_beats(s))),),
            ),
            Step(
                "You won the deal. Each other player pays you four chips less one for each trick they "
                "took (five if they took none); a player with more than four tricks is paid instead.",
                target="chips",
                claims=(Claim("the learner won the deal", lambda s: s.is_over and s.final.winner == LEARNER),),
            ),
            finale(
                "A player who has taken no trick yet may not take a last trick of one tile: win a "
                "trick earlier in the deal."
            ),
        ),
        seed,
        _until(_last_trick, seed),
    )


def banker(seed: int) -> Lesson:
    def leads_first(s: TienGowState) -> bool:
        return s.banker == LEARNER and not s.history and _learner_to(s, LEAD) and bool(_leads(s, 2))

    return _lesson(
        "tien-gow-banker",
        "The banker",
        (
            Step(
                "The dice made you the banker. The banker leads the first trick, and every payment "
                "between the banker and the winner of the deal is doubled.",
                target="banker",
                claims=(Claim("the learner is the banker and leads first", leads_first),),
            ),
            Step(
                "Start with a pair if you have one: a trick of two tiles counts as two. Lead the pair the arrow shows.",
                target=lambda s: tiles_target(_leads(s, 2)[0].tiles),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Lead) and len(e.tiles) > 1,
                    example=lambda s: _leads(s, 2)[0],
                    why_not="One tile is allowed, but this time lead a pair: two tiles that go together.",
                    well_done="Right: a pair is a strong start.",
                ),
            ),
            finale("Whoever takes the last trick is the banker of the next deal."),
        ),
        seed,
        lambda s: None,
    )


MAKERS: dict[str, Callable[[int], Lesson]] = {
    "tien-gow-suits": civil_and_military,
    "tien-gow-pairs": pairs_and_supreme,
    "tien-gow-last-trick": last_trick,
    "tien-gow-banker": banker,
}

LESSONS: tuple[Lesson, ...] = tuple(make(SEEDS[key]) for key, make in MAKERS.items())
