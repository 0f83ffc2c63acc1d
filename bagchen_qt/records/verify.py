"""Re-checking every recorded deal: ``verify_store``.

The database's own integrity (``PRAGMA integrity_check`` and the foreign keys), that
each session can be read, then each deal through ``model.check_deal``, as an import checks a file: every event legal
when replayed by its game's rules, Bagchen's 64 tiles conserved, payments, dice, point
and result as recorded (another game's chips won).
A deal not finished (being played, interrupted or kept unfinished) is checked as far
as its log goes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .model import DealCheckError, check_deal, printable
from .rows import player_options
from .store import RecordsError, Store


@dataclass
class VerifyReport:
    integrity: str = "ok"
    checked: int = 0
    finished: int = 0
    unfinished: int = 0
    interrupted: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.integrity == "ok" and not self.problems


def verify_store(store: Store, progress: Callable[[int, int], None] | None = None) -> VerifyReport:
    report = VerifyReport()
    rows = [r[0] for r in store.conn.execute("PRAGMA integrity_check").fetchall()]
    if rows != ["ok"]:
        report.integrity = "; ".join(rows[:5])
    broken = store.conn.execute("PRAGMA foreign_key_check").fetchall()
    if broken:
        report.problems.append(f"{len(broken)} rows point to rows that do not exist (first in table {broken[0][0]})")
    for player_id, options in store.conn.execute("SELECT id, options FROM players"):
        if player_options(options) is None:
            report.problems.append(f"player {player_id}: unreadable options (an altered row)")
    deals = store.deals()
    for session_id in sorted({deal.session_id for deal in deals}):
        try:
            store.session(session_id)
        except (RecordsError, ValueError, KeyError, TypeError) as error:  # an altered row
            report.problems.append(printable(f"session {session_id}: unreadable ({error})"))
    for index, deal in enumerate(deals):
        if progress:
            progress(index, len(deals))
        report.checked += 1
        try:
            check_deal(store.deal_record(deal.id), interrupted=deal.status != "finished")
        except DealCheckError as error:
            separator = "," if error.event is not None else ":"
            report.problems.append(f"deal {deal.id}{separator} {error}")
            continue
        except RecordsError as error:
            report.problems.append(str(error) if str(error).startswith("deal ") else f"deal {deal.id}: {error}")
            continue
        if deal.status == "finished":
            report.finished += 1
        else:
            report.unfinished += 1
            report.interrupted += deal.interrupted
    return report
