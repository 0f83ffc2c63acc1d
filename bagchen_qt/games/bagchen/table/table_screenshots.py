"""Screenshots of the real window at chosen moments of a game, for docs/screenshots/.

    xvfb-run -s "-screen 0 1600x1000x24" python -m bagchen_qt.games.bagchen.table.table_screenshots docs/screenshots
    xvfb-run -s "-screen 0 2560x1440x24" python -m bagchen_qt.games.bagchen.table.table_screenshots out --size 2560x1440

``--size`` sets the window's size (device-independent pixels; with QT_SCALE_FACTOR=2
the pictures have twice as many pixels) and adds it to the file names.

A driver plays the human seat with the Easy AI's choices and stops the game at each
moment worth showing: the deal just taken, a trick of several tiles in play, a
passport holder's refused lead with its reason, and the recap of the deal.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.actions import Action, Event
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.selection import judge_selection
from bagchen_qt.games.bagchen.rules.state import DealState, Phase
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.games.bagchen.table.table_log import TableLog
from bagchen_qt.games.bagchen.table.window import MainWindow
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store
from bagchen_qt.ui.settings import default_name
from bagchen_qt.ui.shot_driver import TableDriver, first_launch_settings, grab, set_window_size, settle

NAMES = ("You", "Tenzin", "Pema", "Norbu")


def _config(seed: int, rules: RuleSet) -> TableConfig:
    seats = (PlayerSpec.human(default_name(NAMES[0])),) + tuple(
        PlayerSpec.ai("easy", PlayerOptions(seed=seed + i), name=name) for i, name in enumerate(NAMES[1:], 1)
    )
    return TableConfig(rules, seats, seed)


class Driver(TableDriver):
    """Runs one window; the human seat plays like the Easy AI until ``stop_when``."""

    def __init__(self, seed: int, speed: str = "instant", rules: RuleSet | None = None) -> None:
        config = _config(seed, rules or RuleSet())
        super().__init__(MainWindow(config, speed, log=TableLog(Store.memory(), config)))
        self.player = make_player("easy", PlayerOptions(seed=seed))

    def state(self) -> DealState:
        state = self.window.controller.state
        if state is None:
            raise RuntimeError("no deal is being played at the table")
        return state

    def choose(self, state: DealState, legal: list[Action]) -> Event:
        return self.player.decide(observation(state, state.actor), legal)


def shot_deal(folder: Path) -> Path:
    driver = Driver(seed=11)
    driver.run_until(lambda state, legal: state.phase in (Phase.LEAD, Phase.FOLLOW))
    driver.window._declare_gobah(False)  # as Game → Declare Gobah does: the count shows under the point
    settle()
    path = grab(driver.window, folder / "table_deal.png")
    driver.close()
    return path


def shot_multi_tile_trick(folder: Path) -> Path:
    driver = Driver(seed=4)

    def wanted(state: DealState, legal: list[Action]) -> bool:
        trick = state.trick
        return state.phase is Phase.FOLLOW and trick is not None and trick.size >= 2 and len(trick.plays) >= 2

    for seed in range(4, 40):
        if driver.run_until(wanted) and not driver.state().is_over:
            break
        driver.close()
        driver = Driver(seed=seed + 1)
    state = driver.state()
    # Show the human choosing a face-down play of the right size, as a player would.
    tiles = state.hands[state.actor][: state.current_trick.size]  # the human's turn
    for tile in tiles:
        driver.window.scene.toggle(tile)
    settle()
    path = grab(driver.window, folder / "table_trick.png")
    driver.close()
    return path


def shot_passport_refusal(folder: Path) -> Path:
    """A passport holder selects a lead the passport rules refuse; the bar says why."""

    def refused_lead(state: DealState) -> tuple[int, ...] | None:
        seat = state.actor  # the human, whose turn it is
        hand = state.hands[seat]
        for a in hand:
            for b in hand:
                if a < b:
                    verdict = judge_selection(state, seat, (a, b))
                    if verdict.face_up is None and "passport" in verdict.face_up_reason:
                        return (a, b)
        for a in hand:
            verdict = judge_selection(state, seat, (a,))
            if verdict.face_up is None and "passport" in verdict.face_up_reason:
                return (a,)
        return None

    def wanted(state: DealState, legal: list[Action]) -> bool:
        return state.phase is Phase.LEAD and state.passports[state.actor] and refused_lead(state) is not None

    for seed in range(100, 400):
        driver = Driver(seed=seed)
        if driver.run_until(wanted, timeout_s=60) and driver.state().phase is Phase.LEAD:
            break
        driver.close()
    else:
        raise RuntimeError("no deal of seeds 100 to 399 gave the human a lead the passport refuses")
    tiles = refused_lead(driver.state())
    assert tiles is not None, "the deal stopped at such a lead"
    for tile in tiles:
        driver.window.scene.toggle(tile)
    settle()
    path = grab(driver.window, folder / "table_passport_refusal.png")
    driver.close()
    return path


def shot_seating(folder: Path, at_ms: int = 9000) -> Path:
    """Formal seating played out on the table, ``at_ms`` into the draw (R26)."""
    driver = Driver(seed=11, speed="normal")
    driver.window.show()
    driver.window.start()
    settle(at_ms)
    path = grab(driver.window, folder / "table_seating.png")
    driver.close()
    return path


def shot_recap(folder: Path) -> Path:
    from bagchen_qt.games.bagchen.table.recap_dialog import RecapDialog

    driver = Driver(seed=21)
    driver.run_until(lambda state, legal: False)
    settle(600)
    recap = driver.window.findChild(RecapDialog)
    path = grab(recap if recap is not None else driver.window, folder / "table_recap.png")
    grab(driver.window, folder / "table_end.png")
    driver.close()
    return path


def render_all(folder: str | Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [
        shot_deal(folder),
        shot_multi_tile_trick(folder),
        shot_passport_refusal(folder),
        shot_seating(folder),
        shot_recap(folder),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the Bagchen table.")
    parser.add_argument("folder", nargs="?", default="docs/screenshots")
    parser.add_argument("--size", help="the window's size, WIDTHxHEIGHT (default: as a first launch)")
    parser.add_argument("--felt", help="the felt (View → Felt), instead of the first launch's")
    parser.add_argument("--back", help="the tile backs (View → Tile backs)")
    parser.add_argument("--high-contrast", action="store_true", help="the high-contrast look")
    args = parser.parse_args(argv)
    set_window_size(args.size)
    from bagchen_qt.ui.app import application

    application()
    first_launch_settings()
    if args.felt or args.back or args.high_contrast:
        from bagchen_qt.ui.theme import Look, save_look

        default = Look()
        save_look(Look(args.felt or default.felt, args.back or default.back, args.high_contrast))
    for path in render_all(args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
