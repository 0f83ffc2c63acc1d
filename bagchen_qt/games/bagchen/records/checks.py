"""The check that a recorded Bagchen deal agrees with the rules (``records.model.check_deal``
for Bagchen's deals): the log replayed, every tile accounted for, and the dice, point,
re-deals, payments, result and seating as recorded."""

from __future__ import annotations

from bagchen_qt.core.refusals import IllegalAction
from bagchen_qt.games.bagchen.rules.dealing import seat_letter
from bagchen_qt.games.bagchen.rules.seating import draw_from_dict
from bagchen_qt.games.bagchen.rules.state import DealResult, DealState, apply
from bagchen_qt.records.model import DealCheckError, DealRecord, RecordedPayment

from .deals import point_of


def _tiles_conserved(state: DealState) -> bool:
    """Every one of the 64 tiles is in exactly one place: a hand or a trick. Before the
    towers are taken the shuffle itself holds them (the engine checks it)."""
    if state.dice is None:
        return True
    seen = [t for hand in state.hands for t in hand]
    for trick in (*state.tricks, state.trick) if state.trick else state.tricks:
        for play in trick.plays:
            seen.extend(play.tiles)
    return len(seen) == 64 and len(set(seen)) == 64


def replay_checked(record: DealRecord) -> tuple[DealState, list[RecordedPayment]]:
    """Replay the log: the final state and the payments the rules make, each with its
    event. An illegal event raises ``DealCheckError`` naming it. (Any game's:
    ``records.model.replay_game_checked``.)"""
    try:
        state = record.start_state()
    except ValueError as error:
        raise DealCheckError(f"the deal cannot start: {error}") from None
    payments: list[RecordedPayment] = []
    for number, event in enumerate(record.events, 1):
        before = len(state.payments)
        try:
            state = apply(state, event)
        except IllegalAction as error:
            raise DealCheckError(str(error), number) from None
        except Exception as error:  # malformed data must become a message, never a traceback
            raise DealCheckError(f"the rules cannot apply {type(event).__name__}: {error}", number) from None
        if not _tiles_conserved(state):
            raise DealCheckError("the 64 tiles are no longer all accounted for", number)
        payments.extend(RecordedPayment(number, *p) for p in state.payments[before:])
    return state, payments


def _describe_result(result: DealResult) -> str:
    nets = " ".join(f"{seat_letter(s)} {n:+d}" for s, n in enumerate(result.nets))
    return (
        f"last trick {seat_letter(result.last_winner)}, stacks {list(result.stacks)}, jump {result.jump_points}, "
        f"multiplier {result.multiplier}, sweep {'yes' if result.sweep else 'no'}, chips {nets}"
    )


def check_deal(record: DealRecord, interrupted: bool) -> DealState:
    """Check a Bagchen deal's record against the rules and return its final state
    (``records.model.check_deal``): every event must be legal when replayed, the 64
    tiles conserved at every step, and the recorded dice, point, re-deals, payments,
    result and seating equal to what the rules give."""
    state, payments = replay_checked(record)
    n = len(record.events)
    if record.status == "finished" and not state.is_over:
        raise DealCheckError(f"the deal is marked finished, but it is not over after its {n} events")
    if record.status == "unfinished" and state.is_over and not interrupted:
        raise DealCheckError(f"the deal is over after event {n}, but it is marked unfinished")
    for index, (recorded, expected) in enumerate(zip(record.payments, payments, strict=False)):
        if recorded != expected:
            raise DealCheckError(
                f"payment {index + 1} is recorded as {recorded.describe()}, but the rules give {expected.describe()}",
                expected.event,
            )
    if len(record.payments) > len(payments):
        extra = record.payments[len(payments)]
        raise DealCheckError(
            f"payment {len(payments) + 1} ({extra.describe()}) is not due under the rules",
            extra.event if 1 <= extra.event <= n else None,
        )
    if len(record.payments) < len(payments):
        missing = payments[len(record.payments)]
        raise DealCheckError(f"payment {len(record.payments) + 1} ({missing.describe()}) is missing", missing.event)
    if record.dice != state.dice:
        raise DealCheckError(f"the dice are recorded as {_dice(record.dice)}, but the log throws {_dice(state.dice)}")
    if record.point != point_of(state):
        raise DealCheckError(
            f"the point is recorded as {record.point or 'none'}, but the dice name {point_of(state) or 'none'}"
        )
    if record.redeals != state.redeals:
        raise DealCheckError(f"{record.redeals} re-deals are recorded, but the log has {state.redeals}")
    if record.status == "finished" and record.result != state.result:
        recorded_result = _describe_result(record.result) if record.result else "none"
        given = _describe_result(state.result) if state.result else "no result yet"
        raise DealCheckError(f"the result is recorded as {recorded_result}, but the rules give {given}")
    if record.status != "finished" and record.result is not None:
        raise DealCheckError("an unfinished deal has no result")
    for note in record.notes:
        if note.event is not None and not 1 <= note.event <= n:
            raise DealCheckError(f"an annotation is on event {note.event}, but the deal has events 1 to {n}")
    check_seating_record(record)
    return state


def check_seating_record(record: DealRecord) -> None:
    """Who sat where: a seating puts each player in one seat, and the throws for seats
    made before the deal, replayed by the rules, give exactly that seating (R22, R26)."""
    seating = record.seating or (0, 1, 2, 3)
    if sorted(seating) != [0, 1, 2, 3]:
        raise DealCheckError(f"the seating {list(seating)} does not put each player in one seat")
    if record.seat_draw is None:
        return
    try:
        draw = draw_from_dict(record.seat_draw)
    except ValueError as error:
        raise DealCheckError(f"the draw for seats does not follow the rules: {error}") from None
    if draw.seating() != tuple(seating):
        raise DealCheckError("the draw for seats does not seat the players as the deal's seating says")


def _dice(dice: tuple[int, int] | None) -> str:
    return f"{dice[0]} and {dice[1]}" if dice else "not thrown"
