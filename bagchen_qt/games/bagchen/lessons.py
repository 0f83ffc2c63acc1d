"""Learn to play Bagchen: eight lessons, each a prepared deal and a coach's words.

The learner sits East (seat 0). Each lesson is made by a function of its seed, so that
``scripts/find_lesson_seeds.py`` can search for a deal that shows the lesson's point;
the seeds it found are frozen in ``SEEDS``. The claims of each step say what the deal
must show, and the tests hold every lesson to them.
"""

from __future__ import annotations

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
from bagchen_qt.games import BAGCHEN
from bagchen_qt.games.bagchen.rules.actions import Beat, ChooseTower, Discard, Lead, OfferUnion, Pass
from bagchen_qt.games.bagchen.rules.bagchen_game import GAME
from bagchen_qt.games.bagchen.rules.combos import RANK, ComboType, combo_of, is_point
from bagchen_qt.games.bagchen.rules.passport import passport_leads
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, follow_choices_of, lead_choices_of, legal_actions
from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND

LEARNER = 0
PASSPORT_STACKS = 6

# The seeds ``scripts/find_lesson_seeds.py bagchen`` found, one a lesson.
SEEDS = {
    "bagchen-tiles": 0,
    "bagchen-beating": 2,
    "bagchen-face-down": 0,
    "bagchen-last-trick": 4,
    "bagchen-towers": 0,
    "bagchen-passport": 4,
    "bagchen-mother-son": 0,
    "bagchen-jump": 160,
}

# --- what the lessons look at ---------------------------------------------------------------


def _hand(state: DealState) -> tuple[int, ...]:
    return state.hands[LEARNER]


def _kinds(tiles: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(TILE_KIND[t] for t in tiles))


def _tiles_of(state: DealState, kinds: tuple[int, ...]) -> tuple[int, ...]:
    hand, out = list(_hand(state)), []
    for kind in kinds:
        tile = next(t for t in hand if TILE_KIND[t] == kind)
        hand.remove(tile)
        out.append(tile)
    return tuple(out)


def _learner_to(state: DealState, phase: Phase) -> bool:
    return not state.is_over and state.phase is phase and state.to_act == LEARNER


def _leads(state: DealState) -> tuple[tuple[int, ...], ...]:
    return lead_choices_of(state, LEARNER).leads if _learner_to(state, Phase.LEAD) else ()


def _beats(state: DealState) -> tuple[tuple[int, ...], ...]:
    return follow_choices_of(state, LEARNER).beats if _learner_to(state, Phase.FOLLOW) else ()


def _sets(state: DealState) -> list[tuple[int, ...]]:
    """The learner's leads of two tiles or more that are not points."""
    return [k for k in _leads(state) if len(k) > 1 and combo_of(k, state.point_mask).type is not ComboType.POINTS]


def _point_tiles(state: DealState) -> tuple[int, ...]:
    return tuple(t for t in _hand(state) if is_point(TILE_KIND[t], state.point_mask))


def _top_tiles(state: DealState) -> tuple[int, ...]:
    trick = state.current_trick
    return next(p.tiles for p in trick.plays if p.seat == trick.top_seat)


def _weakest(state: DealState, count: int) -> tuple[int, ...]:
    """The learner's ``count`` lowest tiles (their rank within their suit)."""
    return tuple(sorted(_hand(state), key=lambda t: (RANK[TILE_KIND[t]], -TILE_KIND[t]))[:count])


def _before_the_play(state: DealState) -> Pass | ChooseTower | None:
    """The learner's decisions before the play: no re-deal, no offer, the first tower."""
    if state.phase is Phase.CHOOSE_TOWER:
        return ChooseTower(LEARNER, 2 * LEARNER)
    if state.phase in (Phase.LEAD, Phase.FOLLOW):
        return None
    return Pass(LEARNER)


# The other seats play as the Easy level does, the same way for the same state.
_easy_seat = seat_played_by("easy", BAGCHEN)


def _until(condition: Callable[[DealState], bool], seed: int) -> Callable[[DealState], Any]:
    return learner_plays_until(GAME, seed, condition, lambda s: _before_the_play(s) or _easy_seat(s))


def _last_trick(state: DealState) -> bool:
    """Whether the learner follows to the last trick: it takes every tile left."""
    return _learner_to(state, Phase.FOLLOW) and len(_hand(state)) == state.current_trick.size


def _only_points(state: DealState) -> bool:
    """Whether the learner leads holding nothing but point tiles."""
    hand = _hand(state)
    return _learner_to(state, Phase.LEAD) and len(_point_tiles(state)) == len(hand)


def _lesson(key: str, title: str, steps: tuple[Step, ...], **rest: Any) -> Lesson:
    seed = rest.pop("seed", SEEDS[key])
    return Lesson(key, title, BAGCHEN, steps, learner=LEARNER, seed=seed, others=_easy_seat, **rest)


# --- the lessons ----------------------------------------------------------------------------


def tiles_and_sets(seed: int) -> Lesson:
    return _lesson(
        "bagchen-tiles",
        "The tiles and their sets",
        (
            Step(
                "Bagchen is played with 64 tiles, the 21 throws of two dice: eleven kinds are sky tiles "
                "(four of each), the other ten earth tiles (two of each). Within its suit every "
                "tile has a rank: higher beats lower. Your hand is laid out by it, sky tiles first, "
                "each suit from the highest down; hold the pointer over a tile to see its name.",
                target="hand",
                claims=(Claim("the learner holds sixteen tiles", lambda s: len(_hand(s)) == 16),),
            ),
            Step(
                "You lead first. Tiles can be led together as a set: two to four identical sky tiles, "
                "or earth tiles of equal rank, among others. Lead a set of two or more tiles, such as "
                "the one the arrow shows.",
                target=lambda s: tiles_target(_tiles_of(s, _sets(s)[0])),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Lead) and len(e.tiles) > 1,
                    example=lambda s: Lead(LEARNER, _tiles_of(s, _sets(s)[0])),
                    why_not="That is allowed, but this time lead a set: two or more tiles that go "
                    "together, like the ones the arrow shows.",
                    well_done="Right: a set is led face up, all its tiles at once.",
                ),
                claims=(Claim("the learner leads and holds a set", lambda s: bool(_sets(s))),),
            ),
            finale(
                "A set is beaten only by a higher set of the same sort and size. The rules page "
                "lists every set, the horses and the ministers among them."
            ),
        ),
        seed=seed,
        routine=lambda s: _before_the_play(s),
    )


def leading_and_beating(seed: int) -> Lesson:
    def single_led(s: DealState) -> bool:
        return (
            _learner_to(s, Phase.FOLLOW) and s.current_trick.size == 1 and s.current_trick.top.type is ComboType.SINGLE
        )

    return _lesson(
        "bagchen-beating",
        "Leading and beating",
        (
            Step(
                "One tile has been led, so you follow with one tile too. To beat it you need a tile of "
                "the same suit, sky on sky or earth on earth, of a higher rank. You have one: play it "
                "face up.",
                target=lambda s: tiles_target(_top_tiles(s) + _tiles_of(s, _beats(s)[0])),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Beat),
                    example=lambda s: Beat(LEARNER, _tiles_of(s, _beats(s)[0])),
                    why_not="Face down, your tile cannot win the trick. Play a higher tile of the same suit face up.",
                    well_done="Right: your tile is on top now.",
                ),
                claims=(
                    Claim("a single tile was led to the learner", single_led),
                    Claim("the learner can beat it", lambda s: bool(_beats(s))),
                ),
            ),
            finale(
                "Whoever is on top when everyone has played takes the trick, one stack for each tile "
                "led, and leads next. Nobody has to beat: a player may always play face down instead."
            ),
        ),
        seed=seed,
        routine=_until(lambda s: single_led(s) and bool(_beats(s)), seed),
    )


def face_down(seed: int) -> Lesson:
    def cannot_beat(s: DealState) -> bool:
        return _learner_to(s, Phase.FOLLOW) and s.current_trick.size > 1 and not _beats(s)

    def weakest(s: DealState, e: Any) -> bool:
        return isinstance(e, Discard) and set(e.tiles) <= set(_weakest(s, len(e.tiles) + 1))

    return _lesson(
        "bagchen-face-down",
        "Playing face down",
        (
            Step(
                "The first tricks were played for you. Now a set was led that you cannot beat: play as "
                "many tiles as were led face down, where nobody sees them and they cannot win. Give "
                "away your weakest tiles and keep the strong ones for later.",
                target=lambda s: tiles_target(_weakest(s, s.current_trick.size)),
                expect=Expect(
                    right=weakest,
                    example=lambda s: Discard(LEARNER, _weakest(s, s.current_trick.size)),
                    why_not="That gives away a tile you may want later. Play your lowest tiles face "
                    "down, the ones the arrow shows.",
                    well_done="Right: the trick is lost anyway, and your good tiles stay in your hand.",
                ),
                claims=(Claim("a set the learner cannot beat was led", cannot_beat),),
            ),
            finale(
                "When you have no passport you may also lead one tile face down and name a suit: "
                "any tile of that suit beats it. Use it to give the lead away."
            ),
        ),
        seed=seed,
        starter=1,
        routine=_until(lambda s: _learner_to(s, Phase.FOLLOW) and s.current_trick.size > 1, seed),
    )


def last_trick(seed: int) -> Lesson:
    def can_take_last(s: DealState) -> bool:
        return _last_trick(s) and bool(_beats(s))

    return _lesson(
        "bagchen-last-trick",
        "The last trick wins",
        (
            Step(
                "The tricks so far were played for you; this is the last one. Whoever takes the "
                "last trick wins the deal, however few stacks they had before. You can beat it: do so.",
                target="trick",
                expect=Expect(
                    right=lambda s, e: isinstance(e, Beat),
                    example=lambda s: Beat(LEARNER, _tiles_of(s, _beats(s)[0])),
                    why_not="Face down you give the whole deal away. Beat the trick face up.",
                    well_done="Right: you are on top of the last trick.",
                ),
                claims=(Claim("the learner can beat the last trick", can_take_last),),
            ),
            Step(
                "You took the last trick and won the deal. Each player with fewer than six stacks pays "
                "you one chip for each stack short of six; you pay those with more than six.",
                target="stacks",
                claims=(
                    Claim("the learner won the last trick", lambda s: s.is_over and s.final.last_winner == LEARNER),
                ),
            ),
            finale("Keep a strong tile or set for the end: it is worth more than many tricks before it."),
        ),
        seed=seed,
        starter=1,
        routine=_until(_last_trick, seed),
    )


def towers_dice_point(seed: int) -> Lesson:
    return _lesson(
        "bagchen-towers",
        "The towers, the dice and the point",
        (
            Step(
                "The tiles are shuffled and built into eight towers of eight, two in front of each "
                "player. You sit opposite the starter, so you choose the first tower and throw the "
                "dice. Choose one of the two towers in front of you.",
                target="towers",
                expect=Expect(
                    right=lambda s, e: isinstance(e, ChooseTower) and e.tower in (2 * LEARNER, 2 * LEARNER + 1),
                    example=lambda s: ChooseTower(LEARNER, 2 * LEARNER),
                    why_not="That tower stands in front of another player. Choose one of your own two this time.",
                    well_done="Right. Now the dice are thrown.",
                ),
            ),
            Step(
                "The dice were counted round the table from you to find who takes the chosen tower "
                "first; the others take the next towers in turn. The two numbers on the dice also "
                "name a tile: the point of this deal.",
                target="dice",
            ),
            Step(
                "The tiles of the point's kind are point tiles. They beat nothing and nothing beats "
                "them; led alone, each one makes every player without a passport pay you a chip at once.",
                target=lambda s: tiles_target(_point_tiles(s)),
                claims=(Claim("the learner holds a point tile", lambda s: bool(_point_tiles(s))),),
            ),
            finale("Look at the dice at the start of every deal: they tell you which tiles are points."),
        ),
        seed=seed,
        starter=2,
        routine=lambda s: None if s.phase is Phase.CHOOSE_TOWER else _before_the_play(s),
    )


def passports(seed: int) -> Lesson:
    def allowed(s: DealState) -> dict[tuple[int, ...], int]:
        if not (_learner_to(s, Phase.LEAD) and s.passports[LEARNER]):
            return {}
        rules = s.rules
        leads = passport_leads(s.counts[LEARNER], s.point_mask, rules.passport, rules.max_mixed_ministers, s.gone)
        return dict(leads.allowed)

    def unbeatable(s: DealState) -> list[tuple[int, ...]]:
        return [k for k, rule in allowed(s).items() if rule == 1]

    def with_passport(s: DealState) -> bool:
        return _learner_to(s, Phase.LEAD) and s.passports[LEARNER] and len(allowed(s)) > len(unbeatable(s)) > 0

    return _lesson(
        "bagchen-passport",
        "Passports and their leads",
        (
            Step(
                "The tricks so far were played for you, and you have won six stacks or more: you hold a "
                "passport. From now on you never pay for the others' point leads, but you may not lead "
                "just anything: mostly only what nobody can beat.",
                target=seat_target(LEARNER),
                claims=(Claim("the learner holds a passport and leads", with_passport),),
            ),
            Step(
                "Lead a tile or a set that nobody can beat any more, such as the one the arrow shows. "
                "A lead the passport forbids is refused.",
                target=lambda s: tiles_target(_tiles_of(s, unbeatable(s)[0])),
                expect=Expect(
                    right=lambda s, e: isinstance(e, Lead) and _kinds(e.tiles) in unbeatable(s),
                    example=lambda s: Lead(LEARNER, _tiles_of(s, unbeatable(s)[0])),
                    why_not="The passport allows that lead, but it can be beaten. Lead what nobody can "
                    "beat: it keeps the lead with you.",
                    well_done="Right: an unbeatable lead wins the trick for sure.",
                ),
            ),
            finale(
                "Without an unbeatable lead a passport holder may lead sets only under stricter rules, "
                "and at worst must show the hand. The rules page has them all."
            ),
        ),
        seed=seed,
        routine=_until(lambda s: _learner_to(s, Phase.LEAD) and s.passports[LEARNER], seed),
    )


def mother_and_son(seed: int) -> Lesson:
    def offered(s: DealState) -> bool:
        return any(seat == LEARNER for seat, _ in s.offers_made)

    def offers(s: DealState) -> list[OfferUnion]:
        if not _learner_to(s, Phase.UNION_OFFER):
            return []
        return [a for a in legal_actions(s) if isinstance(a, OfferUnion)]

    def routine(s: DealState) -> Any:
        return None if s.phase is Phase.UNION_OFFER and not offered(s) else _before_the_play(s)

    return _lesson(
        "bagchen-mother-son",
        "Mother and son, and the other offers",
        (
            Step(
                "The mother is 4-2 and the son is 2-1; led together they make a set worth a chip from "
                "each player. You hold one without the other: show it and ask who has its partner.",
                target=lambda s: tiles_target((offers(s)[0].tile,)),
                expect=Expect(
                    right=lambda s, e: isinstance(e, OfferUnion),
                    example=lambda s: offers(s)[0],
                    why_not="You may pass, but this lesson is about the offer: show the tile the arrow points at.",
                    well_done="Right: the others now say whether they hold the partner.",
                ),
                claims=(Claim("the learner may offer a mother or a son", lambda s: bool(offers(s))),),
            ),
            Step(
                "A player with the partner accepted. Each threw one die and the higher took both tiles; "
                "then the dice named a tile that the one with seventeen tiles gave back.",
                target="dice",
                claims=(Claim("the mother and son were united", lambda s: bool(s.unions)),),
            ),
            finale(
                "A player with both mothers and no son may also offer to swap one with a player who "
                "has both sons, with no dice. Four sky chiefs in one hand are shown to everyone."
            ),
        ),
        seed=seed,
        routine=routine,
    )


def jumps_and_settlement(seed: int) -> Lesson:
    def everything(s: DealState) -> tuple[int, ...]:
        return tuple(sorted(_hand(s)))

    def all_at_once(s: DealState, e: Any) -> bool:
        return isinstance(e, Lead) and tuple(sorted(e.tiles)) == everything(s)

    return _lesson(
        "bagchen-jump",
        "Jumps and the settlement",
        (
            Step(
                "The tricks so far were played for you; you lead, and only point tiles are left in your "
                "hand. Lead them face up, all at once: nobody can beat points, so you take the last "
                "trick with a points lead. That is a jump, and it multiplies the settlement.",
                target=lambda s: tiles_target(everything(s)),
                expect=Expect(
                    right=all_at_once,
                    example=lambda s: Lead(LEARNER, everything(s)),
                    why_not="That is allowed, but lead your point tiles face up, all at once: then "
                    "nobody can beat them, and the last trick is yours.",
                    well_done="Right: nobody can beat point tiles.",
                ),
                claims=(Claim("the learner leads holding only point tiles", _only_points),),
            ),
            Step(
                "You won the last trick with points: every player short of six stacks pays you the "
                "shortfall times the jump's multiplier. The chips show the settlement.",
                target="chips",
                claims=(
                    Claim(
                        "the deal ended in a jump won by the learner",
                        lambda s: s.is_over and s.final.last_winner == LEARNER and s.final.jump_points > 0,
                    ),
                ),
            ),
            finale("Saving point tiles for the end can pay much more than leading them early."),
        ),
        seed=seed,
        routine=learner_plays_until(GAME, seed, _only_points, _before_the_play),  # any earlier moves will do
    )


# Each lesson by its maker, in the order a learner takes them.
MAKERS: dict[str, Callable[[int], Lesson]] = {
    "bagchen-tiles": tiles_and_sets,
    "bagchen-beating": leading_and_beating,
    "bagchen-face-down": face_down,
    "bagchen-last-trick": last_trick,
    "bagchen-towers": towers_dice_point,
    "bagchen-passport": passports,
    "bagchen-mother-son": mother_and_son,
    "bagchen-jump": jumps_and_settlement,
}

LESSONS: tuple[Lesson, ...] = tuple(make(SEEDS[key]) for key, make in MAKERS.items())
