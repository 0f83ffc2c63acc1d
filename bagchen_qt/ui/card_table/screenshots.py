"""Screenshots of the real card table window of any game with a ``card_table`` face.

    xvfb-run -a -s "-screen 0 1600x1000x24" python -m bagchen_qt.ui.card_table.screenshots out --game GAME
    xvfb-run -a -s "-screen 0 2560x1440x24" python -m bagchen_qt.ui.card_table.screenshots out --game GAME \
        --size 2560x1440

A game listed at run time (``BAGCHEN_ADDED_GAMES``) is shot as the catalogue's own. A
driver plays the human seat with random legal moves and stops at: the human's turn
some way into the deal, a selection the rules refuse (with its reason in the bar), the
recap of the deal, and that deal's replay half way through, every hand open.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from bagchen_qt.core.family import game_named
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui import shot_driver
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.recording import FamilyTableLog
from bagchen_qt.ui.settings import default_name
from bagchen_qt.ui.shot_driver import TableDriver, grab, set_window_size, settle

from .replay import CardTableReplay
from .window import CardTableWindow

NAMES = ("You", "Tenzin", "Pema", "Norbu", "Karma", "Sonam", "Lhamo", "Jampa")


def table(game: str, preset: str, seed: int) -> FamilyTable:
    definition = game_named(game)
    rules = definition.rules_from(preset)
    seats = (PlayerSpec.human(default_name(NAMES[0])),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=NAMES[i]) for i in range(1, definition.seat_count(rules))
    )
    return FamilyTable(game, rules, seats, preset, seed)


class Driver(TableDriver):
    """One card table window; the human seat plays random legal moves."""

    def __init__(self, game: str, preset: str, seed: int) -> None:
        session = table(game, preset, seed)
        self.store = Store.memory()  # the deal is recorded, for its replay
        self.log = FamilyTableLog(self.store, session)
        super().__init__(CardTableWindow(session, "instant", log=self.log))
        self.window.controller.ai_delay_ms = 0
        self.window.session.hide()  # shown for its own picture only, whatever the player keeps
        self.rng = random.Random(seed)

    def choose(self, state: Any, legal: list[Any]) -> Any:
        return self.rng.choice(legal)


def refused_selection(window: CardTableWindow) -> list[Any]:
    """One or two pieces of the hand that no legal action uses together ([] if none)."""
    hand = window.scene.hand()
    candidates = [[p] for p in hand] + [[a, b] for a, b in zip(hand, hand[1:], strict=False)]
    for pieces in candidates:
        if not window.face.matching(window.seen, window.legal, pieces):
            return pieces
    return []


def shoot(folder: Path, game: str, preset: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    driver = Driver(game, preset, seed=11)
    window = driver.window
    shots: list[Path] = []
    turns = [0]

    def later_turn(state: Any, legal: list[Any]) -> bool:
        """Some way into the deal: the first turn after the first where a selection is
        refused, else the third."""
        turns[0] += 1
        return turns[0] >= 3 or (turns[0] >= 2 and bool(refused_selection(window)))

    if driver.run_until(later_turn) and window.recap is None:
        settle()
        shots.append(grab(window, folder / f"card-table-{game}-turn.png"))
        pieces = refused_selection(window)
        if pieces:
            window.scene.set_selection(pieces)
            settle()
            shots.append(grab(window, folder / f"card-table-{game}-refused.png"))
            window.scene.clear_selection()
        window.play(driver.choose(None, window.legal))
    driver.run_until(lambda state, legal: False)  # to the end of the deal
    settle()
    if window.recap is not None:
        shots.append(grab(window.recap, folder / f"card-table-{game}-recap.png"))
        shots.append(grab(window, folder / f"card-table-{game}-over.png"))
        window.recap.reject()
        window.session.show()  # the session panel: the scores so far
        settle()
        shots.append(grab(window, folder / f"card-table-{game}-session.png"))
        window.session.hide()
    if driver.log.deal_id is not None:
        replay = CardTableReplay(driver.store, driver.log.deal_id)
        if shot_driver.window_size is not None:
            replay.resize(*shot_driver.window_size)
        replay.show()
        replay.go(replay.last // 2)
        settle()
        shots.append(grab(replay, folder / f"card-table-{game}-replay.png"))
        replay.close()
    driver.close()
    shots.append(shoot_deal(folder, game, preset))
    return shots


def shoot_deal(folder: Path, game: str, preset: str) -> Path:
    """The deal before play, held a moment after the first cards have left the pack."""
    window = CardTableWindow(table(game, preset, 11), "normal")
    window.session.hide()
    window.scene.set_reduced_motion(False)
    if shot_driver.window_size is not None:
        window.resize(*shot_driver.window_size)
    window.start()
    for _ in range(100):  # the fresh deal, then the cards dealt
        if window.scene._deal is not None:
            break
        settle(50)
    dealing = window.scene._deal
    assert dealing is not None, "the deal is shown at the normal speed"
    dealing.timeline.hold_at(dealing.deal_starts + 900)
    settle()
    path = grab(window, folder / f"card-table-{game}-deal.png")
    window.controller.stop()
    window.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--game", required=True, help="a game with a card_table face")
    parser.add_argument("--preset", default="", help="its preset (default: its usual one)")
    parser.add_argument("--size", help="WIDTHxHEIGHT of the window")
    args = parser.parse_args(argv)
    from bagchen_qt.ui.app import application

    application()
    set_window_size(args.size)
    for path in shoot(args.folder, args.game, args.preset):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
