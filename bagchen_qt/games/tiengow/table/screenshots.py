"""Screenshots of the real Tien Gow window at chosen moments, for docs/screenshots/.

    xvfb-run -s "-screen 0 1600x1000x24" python -m bagchen_qt.games.tiengow.table.screenshots out
    xvfb-run -s "-screen 0 2560x1440x24" python -m bagchen_qt.games.tiengow.table.screenshots out --size 2560x1440

For each preset shown (the classic game, a three-player folk game with a resting seat,
Moving Mice when its rules are there) a driver plays the human seat with random legal
plays and stops at: the woodpile being taken (the deal animation held still), a trick
in play with the human to follow, a refused selection with its reason, the recap. Nau
Tin Kau has no selection to refuse: its shots are the woodpile, the human's turn with
"Turn a tile", two tiles compared (held still) and the recap.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from bagchen_qt.core.family import game_named
from bagchen_qt.games import TIEN_GOW
from bagchen_qt.games.tiengow.table.window import TienGowRecap, TienGowWindow, play_kind, tiles_of
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui import shot_driver
from bagchen_qt.ui.family_controller import FamilyTable
from bagchen_qt.ui.settings import default_name
from bagchen_qt.ui.shot_driver import TableDriver, grab, set_window_size, settle

NAMES = ("You", "Tenzin", "Pema", "Norbu")
PRESETS = ("classic", "folk-24-rest", "moving-mice", "nau-tin-kau")


def table(preset: str, seed: int) -> FamilyTable:
    game = game_named(TIEN_GOW)
    rules = game.rules_from(preset)
    seats = (PlayerSpec.human(default_name(NAMES[0])),) + tuple(
        PlayerSpec.ai("random", {"seed": seed + i}, name=NAMES[i]) for i in range(1, game.seat_count(rules))
    )
    return FamilyTable(TIEN_GOW, rules, seats, preset, seed)


class Driver(TableDriver):
    """One window; the human seat plays random legal moves until ``stop_when``."""

    def __init__(self, preset: str, seed: int, speed: str = "instant") -> None:
        super().__init__(TienGowWindow(table(preset, seed), speed))
        self.window.controller.ai_delay_ms = 0
        self.rng = random.Random(seed)

    def choose(self, state: Any, legal: list[Any]) -> Any:
        return self.rng.choice(legal)


def shot_woodpile(folder: Path, preset: str) -> Path:
    """The deal animation held still while the hands are taken from the woodpile."""
    driver = Driver(preset, seed=5, speed="normal")
    window = driver.window
    held: list[int] = []

    def hold(_event: Any, before: Any, after: Any) -> None:
        if before is not None and type(_event).__name__ == "Shuffle" and not held:
            held.append(window.scene.animation_length())
            window.scene.hold_animation_at(int(held[0] * 0.62))
            QTimer.singleShot(600, driver._stop)

    window.controller.eventApplied.connect(lambda *a: QTimer.singleShot(0, lambda: hold(*a)))
    driver.run_until(lambda state, legal: True, 30)
    path = grab(window, folder / f"tiengow_{preset}_woodpile.png")
    driver.close()
    return path


def shot_trick(folder: Path, preset: str) -> Path:
    """A trick in play with the human to follow, some tricks already won. Not every
    deal brings such a moment, so the first of a few seeded deals that does is shown."""

    def wanted(state: Any, legal: list[Any]) -> bool:
        done_before = len(getattr(state, "history", ())) or sum(len(w) for w in state.won) // 4
        return bool(state.trick) and len(state.trick) >= min(2, len(state.hands) - 1) and done_before >= 2

    found: list[bool] = []

    def found_it(state: Any, legal: list[Any]) -> bool:
        if wanted(state, legal):
            found.append(True)
        return bool(found)

    for seed in range(7, 40):  # the driver stops at a deal's end too
        driver = Driver(preset, seed=seed)
        driver.run_until(found_it)
        if found:
            break
        driver.close()
    settle()
    window = driver.window
    beat = next((a for a in driver.window._legal if play_kind(a) == "beat"), None)
    if beat is not None:
        window.scene.set_selection(tiles_of(beat))
    settle()
    path = grab(window, folder / f"tiengow_{preset}_trick.png")
    driver.close()
    return path


def shot_refusal(folder: Path, preset: str) -> Path:
    """A lead the rules refuse, with the reason in the action bar."""
    driver = Driver(preset, seed=9)
    window = driver.window

    def refused(state: Any) -> tuple[int, ...] | None:
        hand = state.hands[0]
        for a in hand:
            for b in hand:
                if a < b and window.controller.refusal_of(type(_first_lead(window))(0, (a, b))) is not None:
                    return (a, b)
        return None

    driver.run_until(lambda state, legal: not state.trick and _first_lead(window) is not None and bool(refused(state)))
    settle()
    pair = refused(window.controller.state)
    if pair is not None:
        window.scene.set_selection(pair)
    settle()
    path = grab(window, folder / f"tiengow_{preset}_refusal.png")
    driver.close()
    return path


def _first_lead(window: TienGowWindow) -> Any:
    return next((a for a in window._legal if play_kind(a) == "lead"), None)


def shot_recap(folder: Path, preset: str) -> list[Path]:
    driver = Driver(preset, seed=21)
    driver.run_until(lambda state, legal: False)
    settle(500)
    recap = driver.window.findChild(TienGowRecap)
    paths = [grab(driver.window, folder / f"tiengow_{preset}_end.png")]
    if recap is not None:
        paths.append(grab(recap, folder / f"tiengow_{preset}_recap.png"))
    driver.close()
    return paths


def shot_nau_turn(folder: Path, preset: str) -> Path:
    """Nau Tin Kau: the human to turn a tile, some draws already captured."""
    driver = Driver(preset, seed=7)
    driver.run_until(lambda state, legal: state.turned is not None and state.draws_done >= 5)
    settle()
    path = grab(driver.window, folder / f"tiengow_{preset}_turn.png")
    driver.close()
    return path


def shot_nau_compare(folder: Path, preset: str) -> Path:
    """Nau Tin Kau: a draw's two tiles face up in front of their players, held still
    before they slide to the taker."""
    driver = Driver(preset, seed=11, speed="normal")
    window = driver.window
    held: list[int] = []

    def hold(before: Any, after: Any) -> None:
        if before is not None and not held and len(after.captured[0]) + len(after.captured[1]) >= 8:
            held.append(window.scene.animation_length())
            window.scene.hold_animation_at(int(held[0] * 0.45))
            QTimer.singleShot(600, driver._stop)

    window.controller.eventApplied.connect(lambda _e, b, a: QTimer.singleShot(0, lambda: hold(b, a)))
    driver.run_until(lambda state, legal: False, 60)
    path = grab(window, folder / f"tiengow_{preset}_compare.png")
    driver.close()
    return path


def shot_rules(folder: Path) -> Path:
    """Help → Rules on its Tien Gow tab, at the combinations, each drawn with the tiles."""
    from bagchen_qt.ui.rules_window import RulesWindow

    window = RulesWindow(game=TIEN_GOW)
    window.resize(*(shot_driver.window_size or (1600, 1000)))
    window.show()
    settle()
    window.show_section("tg-leads")
    settle()
    path = grab(window, folder / "tiengow_rules.png")
    window.close()
    return path


def shot_replay(folder: Path) -> Path:
    """A recorded classic deal in the replay, half way through, with its move list."""
    import tempfile

    from bagchen_qt.games.tiengow.table.replay_face import FamilyReplayWindow
    from bagchen_qt.records.store import Store

    game = game_named(TIEN_GOW)
    rules = game.rules_from("classic")
    with tempfile.TemporaryDirectory() as scratch, Store.open(Path(scratch) / "records.db") as store:
        session = store.begin_session(rules, list(table("classic", 5).seats), game=TIEN_GOW)
        rng = random.Random(5)
        state: Any = game.new_deal(rules, 0)
        recorder = store.begin_deal(session, state, seed=5)
        while not state.is_over:
            event = game.random_action(state, rng)
            state = game.apply(state, event)
            recorder.record(event, state)
        recorder.finish(state)
        assert recorder.deal_id is not None
        window = FamilyReplayWindow(store, recorder.deal_id)
        window.resize(*(shot_driver.window_size or (1600, 1000)))
        window.scene.set_speed("instant")
        window.show()
        window.go(window.steps // 2, animate=False)
        settle()
        path = grab(window, folder / "tiengow_replay.png")
        window.close()
    return path


def render_all(folder: str | Path, presets: tuple[str, ...] = PRESETS) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    playable = [p for p in presets if _playable(p)]
    paths: list[Path] = []
    for preset in playable:
        if game_named(TIEN_GOW).rules_from(preset).play == "nau_tin_kau":
            paths += [shot_woodpile(folder, preset), shot_nau_turn(folder, preset), shot_nau_compare(folder, preset)]
            paths += shot_recap(folder, preset)
            continue
        paths += [shot_woodpile(folder, preset), shot_trick(folder, preset), shot_refusal(folder, preset)]
        paths += shot_recap(folder, preset)
    return [*paths, shot_rules(folder), shot_replay(folder)]


def _playable(preset: str) -> bool:
    game = game_named(TIEN_GOW)
    try:
        game.new_deal(game.rules_from(preset))
    except (ValueError, KeyError):
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the Tien Gow table.")
    parser.add_argument("folder", nargs="?", default="docs/screenshots")
    parser.add_argument("--size", help="the window's size, WIDTHxHEIGHT")
    parser.add_argument("--preset", action="append", help="a preset to show (default: classic, folk-24-rest, …)")
    args = parser.parse_args(argv)
    set_window_size(args.size)
    from bagchen_qt.ui.app import application
    from bagchen_qt.ui.shot_driver import first_launch_settings

    application()
    first_launch_settings()
    for path in render_all(args.folder, tuple(args.preset or PRESETS)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
