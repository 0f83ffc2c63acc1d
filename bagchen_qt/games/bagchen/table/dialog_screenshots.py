"""Screenshots of the dialogs and the rules window, rendered offscreen to PNG.

    python -m bagchen_qt.games.bagchen.table.dialog_screenshots [folder]

``render_dialog_screenshots(folder)`` writes recap.png, new_session.png,
session_panel.png, session_end.png and rules.png. The sample deal and session are
random deals played by the engine from fixed seeds, and the New session dialog reads
and writes a throw-away settings file, never the user's own settings.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.session import Session
from bagchen_qt.games.bagchen.rules.state import DealState, apply, play_random_deal, random_action
from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog
from bagchen_qt.games.bagchen.table.session_end_dialog import SessionEndDialog
from bagchen_qt.games.bagchen.table.session_panel import SessionPanel
from bagchen_qt.ui.new_session_dialog import NewSessionDialog
from bagchen_qt.ui.rules_window import RulesWindow
from bagchen_qt.ui.screenshots import ensure_app
from bagchen_qt.ui.settings import AppSettings

SAMPLE_NAMES = ("Tenzin", "Karma", "Dolma", "Norbu")
RECAP_SEED = 319  # a random deal that ends in a jump, with points paid and refunded


def sample_deal(seed: int = RECAP_SEED, rules: RuleSet | None = None) -> DealState:
    return play_random_deal(random.Random(seed), rules)


def sample_session(
    deals: int = 9, seed: int = 7, gobah_after: int | None = 6, rules: RuleSet | None = None
) -> tuple[Session, list[int]]:
    """A session of random deals; Gobah declared after ``gobah_after`` deals. Returns
    the session and the last-trick winner of every deal."""
    rng = random.Random(seed)
    session = Session.start(rules or RuleSet())
    winners = []
    for number in range(deals):
        if session.over:
            break
        if gobah_after is not None and number == gobah_after:
            session = session.declare_gobah()
        deal = session.new_deal()
        while not deal.is_over:
            deal = apply(deal, random_action(deal, rng))
        session = session.after_deal(deal)
        winners.append(deal.final.last_winner)
    return session, winners


def _save(widget: QWidget, path: Path) -> Path:
    widget.show()
    widget.ensurePolished()
    QApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    widget.close()
    return path


def render_dialog_screenshots(folder: str | Path) -> list[Path]:
    """Render every dialog and the rules window to PNGs in ``folder``."""
    ensure_app()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []

    recap = RecapDialog(sample_deal(), SAMPLE_NAMES, viewer=1, deal_number=3)
    written.append(_save(recap, out / "recap.png"))

    with tempfile.TemporaryDirectory() as scratch:
        store = QSettings(str(Path(scratch) / "bagchen.ini"), QSettings.Format.IniFormat)
        settings = AppSettings(store)
        dialog = NewSessionDialog(settings=settings)
        for row, name in zip(dialog.seat_rows, SAMPLE_NAMES, strict=False):  # the first seats
            row.name.setText(name)
        dialog.seat_rows[0].level.setCurrentIndex(dialog.seat_rows[0].level.findData("hard"))
        dialog.seat_rows[3].risk.setValue(8)
        written.append(_save(dialog, out / "new_session.png"))

    session, _ = sample_session(rules=RuleSet(omens=True))
    panel = SessionPanel()
    panel.update_session(session, SAMPLE_NAMES)
    panel.resize(320, 460)
    written.append(_save(panel, out / "session_panel.png"))

    ended, ended_winners = sample_session(deals=11, gobah_after=6, rules=RuleSet(omens=True))
    end = SessionEndDialog(ended, SAMPLE_NAMES, gobah_winners=ended_winners[6:])
    written.append(_save(end, out / "session_end.png"))

    rules = RulesWindow()
    rules.set_rules(RuleSet(jump_factor=3, omens=True))
    rules.resize(1100, 800)
    rules.show()
    rules.show_section("tiles")
    written.append(_save(rules, out / "rules.png"))
    rules.set_game(TIEN_GOW, "classic")
    rules.show_section("tg-leads")
    written.append(_save(rules, out / "rules_tien_gow.png"))
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    for path in render_dialog_screenshots(args[0] if args else "docs/screenshots"):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
