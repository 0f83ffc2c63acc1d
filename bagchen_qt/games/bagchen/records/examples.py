"""The example deals in ``replays/``: each shows one rule, with annotations explaining it.

They are found by searching seeded deals (the seed is recorded in each file) played by
a simple seeded policy: mostly face-up leads, beating when it can most of the time,
random answers before the play. ``python -m bagchen_qt.games.bagchen.records.examples [FOLDER]``
writes them again; the tests read them back, verify them and check that each shows its
rule. ``records.examples.example_files()`` lists them for the table's "examples" menu.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from bagchen_qt.games.bagchen.rules.actions import (
    Accept,
    Beat,
    Charity,
    DemandRedeal,
    Discard,
    DiscardAny,
    DuelThrow,
    Event,
    Lead,
    OfferUnion,
    Shuffle,
    ThrowDice,
)
from bagchen_qt.games.bagchen.rules.combos import MOTHER, SON
from bagchen_qt.games.bagchen.rules.dealing import seat_letter
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, Phase, apply, legal_actions, sample_chance, sample_discard
from bagchen_qt.games.bagchen.rules.tiles import KINDS, TILE_KIND, TILES
from bagchen_qt.records.examples import REPLAYS
from bagchen_qt.records.handrecord import SessionData, build_document, write_document
from bagchen_qt.records.model import EXAMPLE_LEVEL, DealRecord, Note, PlayerSpec

EXAMPLE_PLAYER = PlayerSpec("ai", name="example player", level=EXAMPLE_LEVEL)
E = TypeVar("E")


def _tiles(tiles: tuple[int, ...]) -> str:
    return " ".join(TILES[t].notation for t in tiles)


def _pair_tiles(state: DealState, seat: int) -> set[int]:
    """A mother and a son the seat holds when they are not points (else nothing)."""
    counts = state.counts[seat]
    if not counts[MOTHER] or not counts[SON] or state.point_mask >> MOTHER & 1:
        return set()
    return {t for t in state.hands[seat] if TILE_KIND[t] in (MOTHER, SON)}


def choose(state: DealState, rng: random.Random, keep_pair: bool = False) -> Event:
    """The example policy's next event (chance outcomes too). ``keep_pair``: a player
    holding mother and son (not points) keeps them to lead them last."""
    if state.is_chance:
        return sample_chance(state, rng)
    legal = legal_actions(state)
    seat = state.actor
    keep = _pair_tiles(state, seat) if keep_pair and state.phase in (Phase.LEAD, Phase.FOLLOW) else set()
    if state.phase is Phase.LEAD:
        leads = [a for a in legal if isinstance(a, Lead)]
        charity = [a for a in legal if isinstance(a, Charity)]
        if keep:
            last = [a for a in leads if set(a.tiles) == keep and len(state.hands[seat]) == 2]
            others = [a for a in leads if not keep & set(a.tiles)]
            leads = last or others or leads
            charity = [a for a in charity if a.tile not in keep]
        if charity and (not leads or rng.random() < 0.05):
            return rng.choice(charity)
        return rng.choice(leads)
    if state.phase is Phase.FOLLOW:
        beats = [a for a in legal if isinstance(a, Beat) and not keep & set(a.tiles)]
        may_discard = any(isinstance(a, DiscardAny) for a in legal)
        if not may_discard and not beats:
            beats = [a for a in legal if isinstance(a, Beat)]
        if beats and (not may_discard or rng.random() < 0.7):
            return rng.choice(beats)
        discard = sample_discard(state, rng, prefer_low=True)
        spare = [t for t in state.hands[seat] if t not in keep]
        if keep & set(discard.tiles) and len(spare) >= len(discard.tiles):
            spare.sort(key=lambda t: (state.point_mask >> TILE_KIND[t] & 1, KINDS[TILE_KIND[t]].rank, rng.random()))
            return Discard(seat, tuple(sorted(spare[: len(discard.tiles)])))
        return discard
    chosen = rng.choice(legal)  # before the play: no face-down plays among them
    assert not isinstance(chosen, DiscardAny)
    return chosen


def play(seed: int, keep_pair: bool = False) -> tuple[DealState, list[DealState]]:
    """A deal by the example policy: the final state and the state after each event
    (``states[k]`` is step k)."""
    rng = random.Random(seed)
    state = DealState.new(RuleSet(), starter=rng.randrange(4))
    states = [state]
    while not state.is_over:
        state = apply(state, choose(state, rng, keep_pair))
        states.append(state)
    return state, states


@dataclass(frozen=True)
class Example:
    name: str  # the file name, without .json
    title: str
    find: Callable[[DealState, list[DealState]], list[Note] | None]  # the annotations, or None
    keep_pair: bool = False  # the policy keeps mother and son for the end


# --- the rules shown ---------------------------------------------------------------------------


def _step(events: tuple[Event, ...], k: int, kind: type[E]) -> E:
    """The event of step ``k`` (counted from 1), which the search found to be a ``kind``."""
    event = events[k - 1]
    if not isinstance(event, kind):
        raise AssertionError(f"step {k} is {type(event).__name__}, not {kind.__name__}")
    return event


def _jump_with_mother_and_son(final: DealState, states: list[DealState]) -> list[Note] | None:
    result = final.final
    last = final.tricks[-1]
    lead_kinds = sorted(TILE_KIND[t] for t in last.plays[0].tiles)
    if not result.jump_points or lead_kinds != [MOTHER, SON] or final.point_mask >> MOTHER & 1 or result.sweep:
        return None
    events = final.events
    lead_event = max(k for k, e in enumerate(events, 1) if isinstance(e, Lead))
    leader = seat_letter(last.leader)
    if final.point_kind is None:
        return None
    point = KINDS[final.point_kind].notation
    notes = [
        Note(
            None,
            f"A jump: the last trick is won by a points lead, so the final settlement is multiplied. "
            f"The dice named {point}. {leader} ends the deal by leading mother and son (4-2 with 2-1), "
            f"which nothing can beat.",
            None,
            False,
        ),
        Note(
            lead_event,
            f"{leader} leads 4-2 2-1. Mother and son are not points this deal, but led together they "
            f"count as a points lead worth 1, and nothing beats them, so {leader} takes the last "
            f"trick.",
            "!",
            True,
        ),
        Note(
            len(events),
            f"The run of points leads that ends the deal is worth {result.jump_points}, so the "
            f"multiplier is jump factor {final.rules.jump_factor} x {result.jump_points} = "
            f"{result.multiplier}. The chips paid at once for that run are given back first "
            f"('refund'), then everyone settles with {leader} at {result.multiplier} times the usual "
            f"rate.",
            "!!",
            True,
        ),
    ]
    return notes


def _charity_lead(final: DealState, states: list[DealState]) -> list[Note] | None:
    events = final.events
    for k, event in enumerate(events, 1):
        if not isinstance(event, Charity):
            continue
        trick_index = len(states[k].tricks)
        if len(final.tricks) <= trick_index or event.suit is None:
            continue
        trick = final.tricks[trick_index]
        beaters = [p for p in trick.plays[1:] if p.face_up]
        if not beaters:
            continue
        first = beaters[0]
        beat_event = next(
            j for j, later in enumerate(events[k:], k + 1) if isinstance(later, Beat) and later.seat == first.seat
        )
        who, suit = seat_letter(event.seat), event.suit.value
        return [
            Note(
                None,
                "A charity lead: a player without a passport may lead one tile face down and name sky, "
                "earth or no suit. Any single tile of the named suit that is not a point beats it.",
                None,
                False,
            ),
            Note(
                k,
                f"{who} leads a tile face down and names {suit}. The other players never see this tile; "
                f"only the all-hands view of the replay shows it ({TILES[event.tile].notation}).",
                "!?",
                True,
            ),
            Note(
                beat_event,
                f"{seat_letter(first.seat)} beats the charity lead with {_tiles(first.tiles)}, "
                f"{'an' if suit == 'earth' else 'a'} {suit} tile that is not a point. From here on "
                f"the ordinary single-tile rules apply: a later player must beat "
                f"{_tiles(first.tiles)}.",
                None,
                False,
            ),
            Note(
                _trick_end(states, trick_index),
                f"{seat_letter(trick.top_seat)} wins the trick that began with the charity lead.",
                None,
                False,
            ),
        ]
    return None


def _trick_end(states: list[DealState], trick_index: int) -> int:
    return next(k for k, s in enumerate(states) if len(s.tricks) > trick_index)


def _passport_rule_4(final: DealState, states: list[DealState]) -> list[Note] | None:
    events = final.events
    for k, event in enumerate(events, 1):
        before = states[k - 1]
        if not (isinstance(event, ThrowDice) and before.phase is Phase.PASSPORT_DICE):
            continue
        leader = before.queue[0]
        lead_k = k + 1
        lead = events[lead_k - 1]
        if not isinstance(lead, Lead):
            continue
        named = states[k].passport_suit
        if named is None:
            continue
        who, suit = seat_letter(leader), named.value
        return [
            Note(
                None,
                "A passport holder forced into a rule-4 dice throw. With six or more stacks a player holds "
                "a passport: they pay nothing for points leads, but may only lead what the passport rules "
                "allow. When rules 1 to 3 allow nothing and the hand has both suits, the hand is shown and "
                "the dice choose the suit of the single tile to lead.",
                None,
                False,
            ),
            Note(
                k - 1,
                f"{who} wins this trick and must lead next, holding a passport with "
                f"{before.stacks[leader]} stacks. No lead is allowed by passport rules 1 to 3, so "
                f"{who}'s hand is shown to everyone.",
                "?",
                True,
            ),
            Note(
                k,
                f"The dice show {event.a} and {event.b}: that throw names a {suit} tile, so {who} must lead "
                f"a single {suit} tile.",
                "!",
                True,
            ),
            Note(lead_k, f"{who} leads {_tiles(lead.tiles)}, as the dice demanded.", None, False),
        ]
    return None


def _union_by_dice(final: DealState, states: list[DealState]) -> list[Note] | None:
    events = final.events
    for k, event in enumerate(events, 1):
        if not isinstance(event, DuelThrow) or event.offerer == event.acceptor:
            continue
        offer_k = max(j for j in range(1, k) if isinstance(events[j - 1], OfferUnion))
        accept_k = max(j for j in range(1, k) if isinstance(events[j - 1], Accept))
        offer = _step(events, offer_k, OfferUnion)
        union = states[k].unions[-1]
        give_k = next((j for j in range(k + 1, len(events) + 1) if states[j].duel is None), None)
        given = states[give_k].unions[-1].given if give_k is not None else None
        if give_k is None or given is None:
            continue
        throw = _step(events, give_k, ThrowDice)
        winner, loser = seat_letter(union.winner), seat_letter(union.loser)
        shown = "mother looking for son" if TILE_KIND[offer.tile] == MOTHER else "son looking for mother"
        rethrows = give_k - k - 1
        return [
            Note(
                None,
                "Mother and son united by dice. Before the play, a player holding a mother (4-2) but no son "
                "(2-1) may show it, and a player holding a son may answer (or the other way round). Each "
                "throws one die; the higher takes both tiles, then gives back the tile the dice name.",
                None,
                False,
            ),
            Note(offer_k, f"{seat_letter(offer.seat)} shows {TILES[offer.tile].notation}: {shown}.", None, True),
            Note(accept_k, f"{seat_letter(_step(events, accept_k, Accept).seat)} accepts the offer.", None, False),
            Note(
                k,
                f"One die each: {event.offerer} for the offer, {event.acceptor} for the answer. {winner} throws "
                f"higher and takes both mother and son; {winner} now holds 17 tiles, {loser} 15.",
                "!",
                True,
            ),
            Note(
                give_k,
                f"{loser} throws {throw.a} and {throw.b}"
                + (
                    f" (after {rethrows} throw{'s' if rethrows > 1 else ''} that named nothing {winner} could give)"
                    if rethrows
                    else ""
                )
                + f", and {winner} gives back {TILES[given].notation}. Both hands have 16 tiles again.",
                None,
                False,
            ),
        ]
    return None


def _redeal(final: DealState, states: list[DealState]) -> list[Note] | None:
    events = final.events
    redeals = [k for k, e in enumerate(events, 1) if isinstance(e, DemandRedeal)]
    if len(redeals) != 1:
        return None
    k = redeals[0]
    demand = _step(events, k, DemandRedeal)
    who = seat_letter(demand.seat)
    hand = states[k - 1].hands[demand.seat]
    shuffle_k = next(j for j in range(k + 1, len(events) + 1) if isinstance(events[j - 1], Shuffle))
    return [
        Note(
            None,
            "A re-deal. The two highest ranks of each suit that are not points (always sixteen tiles) are "
            "the high tiles; a player dealt none of them may show the hand and demand a re-deal. Everything "
            "is shuffled and dealt again, with the same starter and a new throw of the dice.",
            None,
            False,
        ),
        Note(
            k,
            f"{who} holds {_tiles(hand)}: not one high tile for this point, so {who} shows the hand and "
            f"demands a re-deal.",
            "!",
            True,
        ),
        Note(
            shuffle_k,
            "The tiles are shuffled again; the same player chooses a tower and throws the dice anew.",
            None,
            False,
        ),
    ]


EXAMPLES = (
    Example(
        "01-jump-with-mother-and-son",
        "Example: a jump won with mother and son",
        _jump_with_mother_and_son,
        keep_pair=True,
    ),
    Example("02-charity-lead", "Example: a charity lead, beaten", _charity_lead),
    Example("03-passport-rule-4-dice", "Example: a passport holder throws the dice (rule 4)", _passport_rule_4),
    Example("04-mother-and-son-united", "Example: mother and son united by dice", _union_by_dice),
    Example("05-redeal", "Example: a re-deal", _redeal),
)


def find(example: Example, first_seed: int = 1, tries: int = 20_000) -> tuple[int, DealState, list[Note]]:
    """The first seed from ``first_seed`` whose deal shows the example's rule."""
    for seed in range(first_seed, first_seed + tries):
        final, states = play(seed, example.keep_pair)
        if len(final.events) > 140:
            continue  # keep the examples short enough to read
        notes = example.find(final, states)
        if notes is not None:
            return seed, final, [n for n in notes if n.text]
    raise LookupError(f"no deal shows {example.name} in {tries} seeds")


def write_examples(folder: Path = REPLAYS) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for example in EXAMPLES:
        seed, final, notes = find(example)
        record = DealRecord.from_state(final, seed=seed, notes=notes)
        record.started = record.finished = "2025-01-01T12:00:00Z"
        session = SessionData(1, "example", example.title, "2025-01-01T12:00:00Z", final.rules, (EXAMPLE_PLAYER,) * 4)
        document = build_document([session], [(1, 1, record)], "deal")
        document.pop("exported")
        path = folder / f"{example.name}.json"
        write_document(document, path)
        paths.append(path)
    return paths


if __name__ == "__main__":
    for written in write_examples(Path(sys.argv[1]) if len(sys.argv) > 1 else REPLAYS):
        print(written)
