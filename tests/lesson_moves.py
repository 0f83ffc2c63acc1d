"""A move of a lesson's learner that the rules refuse, for the tests of lessons at the
table and off it."""

from __future__ import annotations

import contextlib
import dataclasses
from typing import Any

from bagchen_qt.core.lessons import LessonRun


def illegal_move(run: LessonRun, example: Any) -> Any:
    """A move of the learner's the rules refuse, made from the step's example: a tile it
    does not hold, a card more or fewer than a legal play, or a number no table has."""
    state, learner = run.state, run.lesson.learner
    held = set(state.hands[learner]) if hasattr(state, "hands") else set()
    foreign = [next(t for t in range(len(held) + 1) if t not in held)]  # a tile number it does not hold
    candidates = []
    for f in dataclasses.fields(example):
        value = getattr(example, f.name)
        if f.name == "cards" and hasattr(state, "counts"):  # a hand held as counts: a rank it has none of
            absent = [rank for rank, count in enumerate(state.counts[learner]) if count == 0]
            candidates += [dataclasses.replace(example, cards=(rank,)) for rank in absent]
            candidates.append(dataclasses.replace(example, cards=value + value))  # more than it holds
        elif f.name == "tiles" and value:
            candidates.append(dataclasses.replace(example, tiles=(foreign[0], *value[1:])))
        elif f.name == "tile":
            candidates.append(dataclasses.replace(example, tile=foreign[0]))
        elif f.name != "seat" and type(value) is int:
            candidates.append(dataclasses.replace(example, **{f.name: 99}))
    for legal in run.game.legal_actions(state):  # a legal play with a card more or fewer
        cards = getattr(legal, "cards", None)
        if isinstance(cards, tuple) and cards:
            candidates += [
                dataclasses.replace(legal, cards=cards[:-1] or cards * 2),
                dataclasses.replace(legal, cards=cards + cards[:1]),
            ]
    with contextlib.suppress(ValueError):  # a pass where the deal asks something else
        candidates.append(run.game.event_from_json({"type": "Pass", "seat": learner}, "pass", run.rules))
    for move in candidates:
        if run.game.refusal_of(state, move) is not None:
            return move
    raise AssertionError(f"{run.lesson.id}: no refused move made from {example}")
