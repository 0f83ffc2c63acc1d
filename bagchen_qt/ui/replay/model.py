"""One recorded deal as the replay shows it, with no Qt: where it stands, from which
seat it is seen, its notes and its review.

The replay page keeps one ``ReplayModel`` and shows it; each fact lives here once
(the step, the perspective, the notes, the verdicts), and the page, the table and the
buttons read it from here rather than keeping copies to synchronise. A deal of any game
of the family steps the same way (``game``, ``seat_count``), and is reviewed by its
own game's players (``family_review``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bagchen_qt.core.family import game_named
from bagchen_qt.games import face_if_any
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.replay import Replay
from bagchen_qt.records.store import SessionInfo, Store, seated

from .family_review import family_decision_steps
from .navigation import DealSteps
from .notes import DealNotes
from .review import Verdict, VerdictReading, review_refusal, stored_review


@dataclass(frozen=True, slots=True)
class Perspective:
    """From where the table is seen: ``viewer`` sits at the bottom; with ``all_hands``
    every hand is open, else only what the viewer knew; ``reveal`` turns over the tiles
    played face down."""

    viewer: int = 0
    all_hands: bool = True
    reveal: bool = False


@dataclass(frozen=True, slots=True)
class Move:
    """A change of step for the table to show: ``before`` is None for a jump (the table
    snaps), and ``event`` is None for a step back (the tiles slide back)."""

    event: Any | None
    before: Any | None
    after: Any


class ReplayModel:
    """The replay of ``deal_id`` from ``store``."""

    def __init__(self, store: Store, deal_id: int, step: int = 0) -> None:
        self.store = store
        self.deal_id = deal_id
        self.steps = DealSteps(Replay.load(store, deal_id))
        self.session: SessionInfo = store.session(store.deal_session(deal_id))
        self.game = self.steps.game  # the game of the family the deal was played in
        self.seating = store.deal_seating(deal_id)  # None: the players sat as the session lists them
        self.notes = DealNotes(store, deal_id)
        human = next((s for s, p in enumerate(self.players) if p.is_human), None)
        self.perspective = Perspective(viewer=human if human is not None else 0)
        self.step = self.steps.clamp(step)
        self.review_seat = self.perspective.viewer
        self.decisions: list[int] = []
        self.verdicts: dict[int, Verdict] = {}
        self.review_complete = False
        self.load_review()

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """Who sat where in this very deal."""
        return seated(self.session.seats, self.seating)

    @property
    def seat_count(self) -> int:
        """Seats at the deal's table (a resting seat counts)."""
        return len(self.session.seats)

    # --- position ---------------------------------------------------------------------

    def go(self, step: int, animate: bool | None = None) -> Move | None:
        """Move to ``step`` (clamped); None when already there. By default one step
        animates and a jump snaps."""
        step = self.steps.clamp(step)
        if step == self.step:
            return None
        if animate is None:
            animate = abs(step - self.step) == 1
        before, after = self.steps.state(self.step), self.steps.state(step)
        if animate and step == self.step + 1:
            move = Move(self.steps.event(step), before, after)
        elif animate and step == self.step - 1:
            move = Move(None, before, after)
        else:
            move = Move(self.steps.event(step), None, after)
        self.step = step
        return move

    @property
    def state(self) -> Any:
        return self.steps.state(self.step)

    @property
    def at_end(self) -> bool:
        return self.step >= self.steps.last

    # --- perspective ------------------------------------------------------------------

    def set_perspective(
        self, *, viewer: int | None = None, all_hands: bool | None = None, reveal: bool | None = None
    ) -> Perspective:
        p = self.perspective
        self.perspective = Perspective(
            p.viewer if viewer is None else viewer % self.seat_count,
            p.all_hands if all_hands is None else bool(all_hands),
            p.reveal if reveal is None else bool(reveal),
        )
        return self.perspective

    def keep_way_of_looking(self, previous: Perspective) -> Perspective:
        """Carry the reader's way of looking over from the deal read before (all hands
        open, face-down tiles revealed); the seat at the bottom stays this deal's own."""
        return self.set_perspective(all_hands=previous.all_hands, reveal=previous.reveal)

    def shows_tiles_of(self, step: int) -> bool:
        """Whether the tiles of event ``step`` played face down may be named."""
        p = self.perspective
        return p.all_hands or p.reveal or self.steps.actor(step) == p.viewer

    def hides_move(self, step: int) -> bool:
        """Whether event ``step`` is still in the viewer's future (its own view only)."""
        return not self.perspective.all_hands and step > self.step

    # --- review -----------------------------------------------------------------------

    @property
    def review_refusal(self) -> str | None:
        """Why this deal cannot be reviewed by the AI (None: it can)."""
        return review_refusal(self.game)

    def load_review(self) -> None:
        """The review seat's decisions and the verdicts stored for them (none in a game
        the review does not know)."""
        if self.review_refusal is not None:
            self.decisions, self.verdicts, self.review_complete = [], {}, False
            return
        states, events, seat = self.steps.states, self.steps.events, self.review_seat
        reviewer = face_if_any(self.game, "review")
        if reviewer is not None:  # a game with a reviewer of its own says which decisions it judges
            self.decisions = reviewer.decision_steps(states, events, seat)
        else:
            self.decisions = family_decision_steps(self.game, states, events, seat)
        # Its verdicts' reasons and its alike moves are its own too.
        reading = VerdictReading(
            self.decode, getattr(reviewer, "reason_from_json", None), getattr(reviewer, "same_choice", None)
        )
        self.verdicts, self.review_complete = stored_review(self.store, self.deal_id, self.review_seat, reading)

    def decode(self, value: Any) -> Any:
        """A stored move of this deal's game read back."""
        return game_named(self.game).event_from_json(value, "review", self.session.rules)  # type: ignore[call-arg]

    def encode(self, event: Any) -> dict[str, Any]:
        """A move of this deal's game as stored data."""
        return game_named(self.game).event_to_json(event)

    def set_review_seat(self, seat: int) -> None:
        self.review_seat = seat
        self.load_review()

    def add_verdict(self, verdict: Verdict) -> None:
        self.verdicts[verdict.step] = verdict

    def finish_review(self, complete: bool) -> None:
        """A review run has ended; a seat once reviewed completely stays so."""
        self.review_complete = complete or self.review_complete

    def mistakes(self) -> list[int]:
        return sorted(k for k, v in self.verdicts.items() if v.severity)

    def next_mistake(self, direction: int = 1) -> int | None:
        """The next mistake after the step (before it, with ``direction`` -1), or None."""
        found = self.mistakes()
        later = [k for k in found if k > self.step] if direction > 0 else [k for k in found if k < self.step]
        if not later:
            return None
        return later[0] if direction > 0 else later[-1]

    def worth_a_pause(self, step: int) -> bool:
        """Autoplay with "pause at notes" stops here: a note or a mistake."""
        verdict = self.verdicts.get(step)
        return bool(self.notes.of(step)) or bool(verdict and verdict.severity)
