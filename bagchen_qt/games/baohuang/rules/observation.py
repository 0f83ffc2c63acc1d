"""What one seat may know of a Bao Huang deal (BH5, BH6, BH16).

Its own cards; every play, pass and request not to beat; every seat's number of cards;
who holds the emperor card, who declined it and who is emperor; the tribute given and
taken, with the ranks of face-down cards only for their giver and their taker. The
protector is named (``protector``) only once the marked black joker has been played or
announced, or the deal is over; until then each seat knows only whether it holds that
card itself (``holds_eunuch_card``). The same goes for the emperor alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANK_COUNT, SEATS, counts_of_codes
from .events import DoNotBeat, Pass, Play
from .phases import EMPEROR
from .scoring import Final
from .state import BaoHuangState


@dataclass(frozen=True)
class SeenTribute:
    """A tribute card as a seat sees it: ``rank`` None when it is hidden from the seat."""

    giver: int
    taker: int | None
    rank: int | None


@dataclass(frozen=True)
class BaoHuangObservation:
    seat: int
    phase: str
    actor: int
    hand: tuple[int, ...]  # the seat's physical cards, sorted
    counts: tuple[int, ...]  # the same as 12 rank counts
    holds_eunuch_card: bool
    sizes: tuple[int, ...]  # every seat's number of cards
    cutter: int | None
    emperor_card: int | None  # while the emperor card is offered, its holder (public: he must decide)
    declined: tuple[int, ...]
    emperor: int | None
    protector: int | None  # known to all only once revealed (see the module's note)
    announced: str
    tribute: tuple[SeenTribute, ...]
    table: tuple[Play | Pass | DoNotBeat, ...]  # every public event of the play, in order
    played: tuple[int, ...]  # 12 rank counts of every card played
    leader: int
    top: Play | None
    passes: int
    top_asked: bool
    out: tuple[int, ...]
    final: Final | None
    chips: tuple[int, ...]


def protector_known(state: BaoHuangState) -> bool:
    """Whether the table knows the protector: his card played or announced, or the deal over."""
    if state.protector is None:
        return False
    return state.eunuch_card is None or state.announced != "" or state.final is not None


def observe(state: BaoHuangState, seat: int) -> BaoHuangObservation:
    if type(seat) is not int or not 0 <= seat < SEATS:
        raise ValueError(f"seat: 0 to {SEATS - 1}, not {seat!r}")
    table = tuple(e for e in state.events if isinstance(e, (Play, Pass, DoNotBeat)))
    played = [0] * RANK_COUNT
    for event in table:
        if isinstance(event, Play):
            for rank, n in enumerate(counts_of_codes(event.cards)):
                played[rank] += n
    face_up = state.rules.tribute == "face_up"
    tribute = tuple(
        SeenTribute(t.giver, t.taker, t.rank if face_up or seat in (t.giver, t.taker) else None) for t in state.tribute
    )
    return BaoHuangObservation(
        seat=seat,
        phase=state.phase,
        actor=state.actor,
        hand=state.cards_of(seat),
        counts=state.counts[seat],
        holds_eunuch_card=state.eunuch_card == seat,
        sizes=state.sizes,
        cutter=state.cutter,
        emperor_card=state.emperor_card if state.phase == EMPEROR else None,
        declined=state.declined,
        emperor=state.emperor,
        protector=state.protector if protector_known(state) else None,
        announced=state.announced,
        tribute=tribute,
        table=table,
        played=tuple(played),
        leader=state.leader,
        top=state.top,
        passes=state.passes,
        top_asked=state.top_asked,
        out=state.out,
        final=state.final,
        chips=state.chips,
    )
