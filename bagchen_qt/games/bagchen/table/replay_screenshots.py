"""Screenshots of the replay window, rendered offscreen to PNG.

    python -m bagchen_qt.games.bagchen.table.replay_screenshots [folder]

``render_replay_screenshots(folder)`` writes replay_browser.png (the list of deals),
replay_step.png (a deal at a step with notes, marks and a bookmark) and
replay_review.png (the AI review of a seat, at its worst decision). The deals are
played by AI players from fixed seeds into a database in memory.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bagchen_qt.ai.levels import make_player
from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.games.bagchen.rules.observation import observation
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import DealState, apply, legal_actions, sample_chance
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store

if TYPE_CHECKING:
    from bagchen_qt.games.bagchen.table.replay.page import ReplayPage

NAMES = ("Tenzin", "Pema", "Dolma", "Norbu")


def play_deal(
    levels: tuple[str, ...],
    seed: int,
    starter: int = 0,
    chips: tuple[int, ...] | None = None,
    rules: RuleSet | None = None,
) -> DealState:
    """A whole deal played by AI players of these levels, from a seed."""
    rng = random.Random(seed)
    players = [
        make_player(level, PlayerOptions(seed=seed * 10 + s, max_iterations=24)) for s, level in enumerate(levels)
    ]
    state = DealState.new(rules, starter, chips)
    while not state.is_over:
        if state.is_chance:
            event = sample_chance(state, rng)
        else:
            seat = state.actor
            event = players[seat].decide(observation(state, seat), legal_actions(state))
        state = apply(state, event)
    return state


def sample_records(store: Store, sessions: int = 3, deals: int = 4, seed: int = 7) -> list[int]:
    """Sessions of deals "played" by Pema (the Random AI plays the human's seat) against
    AI players (Easy plays them all), recorded as the table records them; the deal ids."""
    ids = []
    rng = random.Random(seed)
    lineups = (("easy", "medium", "hard"), ("medium", "medium", "easy"), ("hard", "easy", "hard"))
    for s in range(sessions):
        others = lineups[s % len(lineups)]
        players = [
            PlayerSpec.ai(others[0], name=NAMES[0]),
            PlayerSpec.human("Pema"),
            PlayerSpec.ai(others[1], name=NAMES[2]),
            PlayerSpec.ai(others[2], name=NAMES[3]),
        ]
        session = store.begin_session(RuleSet(), players)
        chips: tuple[int, ...] = (100,) * 4
        for d in range(deals):
            # Pema plays like a beginner: the Random level in the human's seat.
            final = play_deal(("easy", "random", "easy", "easy"), rng.randrange(10**6), starter=d % 4, chips=chips)
            recorder = store.begin_deal(session, DealState.new(final.rules, final.starter, chips))
            state = recorder.state
            for event in final.events:
                state = apply(state, event)
                recorder.record(event, state)
            recorder.finish(state)
            if recorder.deal_id is None:
                raise RuntimeError("the sample deal was not recorded")
            ids.append(recorder.deal_id)
            chips = final.chips
    return ids


def annotate_sample(store: Store, deal_id: int) -> None:
    """Notes of the kind a player writes while going over a deal (Pema sits in S)."""
    from bagchen_qt.games.bagchen.rules.actions import Beat, Discard, Lead
    from bagchen_qt.records.replay import Replay

    replay = Replay.load(store, deal_id)
    events = {k: replay.event(k) for k in range(1, replay.steps + 1)}
    leads = {k: e for k, e in events.items() if isinstance(e, Lead)}
    lead = next((k for k, e in leads.items() if e.seat == 1), next(iter(leads)))
    beats = {k: e for k, e in events.items() if isinstance(e, Beat)}
    big = next((k for k, e in beats.items() if len(e.tiles) > 1), list(beats)[-1])
    down = next((k for k, e in events.items() if isinstance(e, Discard) and e.seat == 1 and k > lead), None)
    notes = [
        (lead, "Leading this early shows the others what the hand holds.", "?!", False),
        (next(k for k in beats if k != big), "A good moment to beat: the trick is worth it.", "!", False),
        (big, f"The moment the deal turned: a beat with {len(beats[big].tiles)} tiles.", "!!", True),
    ]
    if down is not None:
        notes.append((down, "Played face down: could these tiles have been kept for later?", "?", False))
    for event, text, mark, bookmark in notes:
        store.add_annotation(deal_id, event, text, mark, bookmark)
    store.add_annotation(deal_id, None, "Pema against two Medium players: a close deal until the last trick.")


def _settle(app: object, page: ReplayPage) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(5):
        QApplication.processEvents()
    if page.scene is not None:
        page.scene.finish_now()
    QApplication.processEvents()


def render_replay_screenshots(folder: str | Path = "docs/screenshots") -> list[Path]:
    """Write replay_browser.png, replay_step.png and replay_review.png into ``folder``."""
    from bagchen_qt.games.bagchen.rules.actions import event_to_dict
    from bagchen_qt.games.bagchen.rules.observation import observation as seat_view
    from bagchen_qt.games.bagchen.table.review import review_decision
    from bagchen_qt.ui.languages import LANGUAGE_VARIABLE
    from bagchen_qt.ui.replay.review import ReviewSettings, reviewer_name
    from bagchen_qt.ui.replay.window import ReplayWindow
    from bagchen_qt.ui.screenshots import ensure_app

    app = ensure_app()
    if os.environ.get(LANGUAGE_VARIABLE):  # BAGCHEN_LANG: the shots in that language
        from .i18n import set_language, startup_language

        set_language(startup_language())
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    store = Store.memory()
    ids = sample_records(store)
    deal_id = ids[4]
    annotate_sample(store, deal_id)
    window = ReplayWindow(store)
    window.resize(1500, 920)
    window.show()
    window.browser.table.selectRow(len(ids) - 1 - ids.index(deal_id))
    _settle(app, window.page)
    paths = [out / "replay_browser.png"]
    window.grab().save(str(paths[-1]))

    page: ReplayPage = window.page
    window.open_deal(deal_id)
    scene, notes = page.scene, page.notes
    assert scene is not None and notes is not None, "the deal is open"
    scene.set_speed("instant")
    bookmarked = next(a.event for a in notes.items if a.bookmark)
    assert bookmarked is not None, "the bookmark is on a step"
    page.go(bookmarked, animate=False)
    page.set_viewer(1)
    _settle(app, page)
    paths.append(out / "replay_step.png")
    window.grab().save(str(paths[-1]))

    # The review of Pema's seat, computed here (the window runs it in the AI worker).
    settings = ReviewSettings(think_ms=250, max_iterations=24)
    steps, model = page.steps, page.model
    assert steps is not None and model is not None, "the deal is loaded"
    for step in model.decisions:  # the seat's decisions, as the window finds them
        state, played = steps.state(step - 1), steps.event(step)
        assert played is not None, "a decision is an event"
        verdict = review_decision(
            seat_view(state, 1), legal_actions(state), played, settings.options(step), settings.worlds, step
        )
        store.add_review(deal_id, reviewer_name(1), verdict.to_json(event_to_dict), event=step)
    store.add_review(deal_id, reviewer_name(1), {"seat": 1, "complete": True})
    page.set_review_seat(1)
    page.set_all_hands(False)
    mistakes = page.mistakes()
    worst = max(mistakes, key=lambda k: page.verdicts[k].loss) if mistakes else model.decisions[0]
    page.go(worst, animate=False)
    _settle(app, page)
    paths.append(out / "replay_review.png")
    window.grab().save(str(paths[-1]))
    window.close()
    return paths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    for path in render_replay_screenshots(args[0] if args else "docs/screenshots"):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
