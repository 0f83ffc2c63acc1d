"""The card table's AI seats think in a worker process (``ai.worker.DecisionWorker``),
not in a thread of the window's own: a search in a thread holds Python's interpreter
lock for long stretches, and the window, waiting for it, stalls. The controller's
thread only waits for the worker's answer, which holds nothing. Random decides where it
is (nothing to think about), and a worker that fails is answered by the seat's player
made here, as the controller's own seats would.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
import threading
from typing import Any

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.ai.worker import DecisionCancelled, DecisionWorker, WorkerError
from bagchen_qt.core.family import GameDefinition
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.family_controller import AiSeats, random_decision

IN_PLACE = ("random",)  # levels that decide in the controller's thread: no search
ANSWER_GRACE_S = 30.0  # beyond the level's own thinking time, before the seat decides here


def _options(spec: PlayerSpec) -> PlayerOptions:
    known = {f.name for f in dataclasses.fields(PlayerOptions)}
    return PlayerOptions(**{k: v for k, v in dict(spec.options).items() if k in known})


class WorkerSeats:
    """A ``FamilyController``'s ``decide``: each AI seat's player lives in one worker
    process, started when a seat first thinks and closed with ``close``."""

    def __init__(self) -> None:
        self._worker: DecisionWorker | None = None
        self._here = AiSeats()  # the fallback, and the levels that decide in place
        self.closed = False

    def warm(self, levels: list[str | None]) -> None:
        """Start the worker now, in a thread of its own, if a seat of ``levels`` will think
        there: the first decision then waits for no process to start."""
        if any(level is not None and level not in IN_PLACE for level in levels):
            worker = self.worker()
            threading.Thread(target=self._start, args=(worker,), name="ai-worker-start", daemon=True).start()

    @staticmethod
    def _start(worker: DecisionWorker) -> None:
        with contextlib.suppress(WorkerError):  # closed already: the table was closed at once
            worker.start()

    def worker(self) -> DecisionWorker:
        if self._worker is None:
            self._worker = DecisionWorker()
        return self._worker

    def __call__(self, game: GameDefinition, state: Any, seat: int, spec: PlayerSpec, rng: random.Random) -> Any:
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if self.closed:  # the table is closing: any legal decision will do
            return random_decision(game, state, seat, spec, rng)
        if spec.level in IN_PLACE:
            return self._here(game, state, seat, spec, rng)
        from bagchen_qt.ai.levels import observation_for

        options = _options(spec)
        try:
            request = self.worker().submit(
                spec.level, options, observation_for(game.name, state, seat), legal, key=seat, game=game.name
            )
            return request.result(timeout=request.budget_s + ANSWER_GRACE_S)
        except (WorkerError, DecisionCancelled, TimeoutError, ValueError):
            if self.closed:
                return random_decision(game, state, seat, spec, rng)
            return self._here(game, state, seat, spec, rng)

    def close(self) -> None:
        self.closed = True
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.close(timeout=1.0)
