"""A learned judge of positions: the chips a seat can expect from here to the end of the deal.

Hard's search plays each sampled deal out to its end to value a move; with a judge it
plays only to the end of the current trick and asks the judge for the rest, which is
faster and less noisy than one play-out. The judge is a small neural network (one
hidden layer) trained by ``bagchen train`` on self-play deals (``training.py``); the
program only runs it, in plain Python, so neither PyTorch nor NumPy is needed to play.

What it sees, from the judged seat's chair (the others by their place after it):
every seat's tiles by kind, the stacks and passports, the chips each can still pay,
which kinds are points this deal, who leads, how many tiles are left, the unbroken run
of points leads and the jump factor. It judges a full deal, as the search's sampled
deals are: it is the search, not the judge, that knows which tiles are only guessed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bagchen_qt.games.bagchen.rules.state import DealState, Phase

KINDS = 21
SEATS = 4
HAND = 0  # the four hands by kind: slot * KINDS + kind
STACKS = SEATS * KINDS  # 84: stacks / 16, by slot
PASSPORTS = STACKS + SEATS  # 88
LEADER = PASSPORTS + SEATS  # 92
CHIPS = LEADER + SEATS  # 96: chips left / stake, by slot (what a seat can still pay)
POINTS = CHIPS + SEATS  # 100: the point kinds
TILES_LEFT = POINTS + KINDS  # 121
RUN = TILES_LEFT + 1  # 122
JUMP = RUN + 1  # 123
FEATURES = JUMP + 1  # 124
SCALE = 20.0  # chips per unit of the network's output
FORMAT = "bagchen-judge-1"


def features(state: DealState, seat: int) -> list[tuple[int, float]]:
    """The non-zero inputs of the judge for ``seat``, as (index, value) pairs."""
    out: list[tuple[int, float]] = []
    stake = max(state.rules.stake, 1)
    for slot in range(SEATS):
        other = (seat + slot) % SEATS
        base = slot * KINDS
        for kind, count in enumerate(state.counts[other]):
            if count:
                out.append((base + kind, float(count)))
        if state.stacks[other]:
            out.append((STACKS + slot, state.stacks[other] / 16))
        if state.passports[other]:
            out.append((PASSPORTS + slot, 1.0))
        if state.chips[other] > 0:
            out.append((CHIPS + slot, min(state.chips[other] / stake, 3.0)))
    if state.phase is Phase.LEAD and state.to_act is not None:
        out.append((LEADER + (state.to_act - seat) % SEATS, 1.0))
    mask = state.point_mask
    out += [(POINTS + kind, 1.0) for kind in range(KINDS) if mask >> kind & 1]
    out.append((TILES_LEFT, len(state.hands[seat]) / 16))
    if state.run_value:
        out.append((RUN, state.run_value / 10))
    out.append((JUMP, state.rules.jump_factor / 6))
    return out


@dataclass(frozen=True)
class Judge:
    """The network's weights: ``hidden`` rows of FEATURES inputs each (stored by input,
    so that a sparse input adds one row), their biases, and the output layer."""

    by_input: tuple[tuple[float, ...], ...]  # FEATURES rows of ``hidden`` weights
    hidden_bias: tuple[float, ...]
    output: tuple[float, ...]
    output_bias: float
    name: str = ""

    def value(self, state: DealState, seat: int) -> float:
        """The chips ``seat`` can expect to win (or lose) from ``state`` to the end."""
        hidden = list(self.hidden_bias)
        rows = self.by_input
        for index, x in features(state, seat):
            row = rows[index]
            if x == 1.0:
                hidden = [h + w for h, w in zip(hidden, row, strict=True)]
            else:
                hidden = [h + x * w for h, w in zip(hidden, row, strict=True)]
        total = self.output_bias + sum(w * h for w, h in zip(self.output, hidden, strict=True) if h > 0)
        return total * SCALE

    def nets(self, state: DealState) -> tuple[float, ...]:
        """Each seat's chips over the whole deal as the judge expects them to end:
        what it has won or lost so far, plus the judged rest, kept zero-sum."""
        rest = [self.value(state, seat) for seat in range(SEATS)]
        mean = sum(rest) / SEATS
        return tuple(c - s + r - mean for c, s, r in zip(state.chips, state.start_chips, rest, strict=True))

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "name": self.name,
            "features": FEATURES,
            "hidden": len(self.hidden_bias),
            "by_input": [list(row) for row in self.by_input],
            "hidden_bias": list(self.hidden_bias),
            "output": list(self.output),
            "output_bias": self.output_bias,
        }

    @classmethod
    def from_json(cls, data: dict) -> Judge:
        if data.get("format") != FORMAT or data.get("features") != FEATURES:
            raise ValueError(f"not a judge of this program's format ({FORMAT}, {FEATURES} features)")
        hidden = int(data["hidden"])
        rows = tuple(tuple(float(w) for w in row) for row in data["by_input"])
        if len(rows) != FEATURES or any(len(row) != hidden for row in rows):
            raise ValueError("the judge's weights do not have the shape they announce")
        return cls(
            rows,
            _floats(data["hidden_bias"], hidden),
            _floats(data["output"], hidden),
            float(data["output_bias"]),
            str(data.get("name", "")),
        )


def _floats(values: Sequence[float], size: int) -> tuple[float, ...]:
    if len(values) != size:
        raise ValueError(f"expected {size} weights, found {len(values)}")
    return tuple(float(v) for v in values)


def save_judge(judge: Judge, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(path.suffix + ".part")
    temporary.write_text(json.dumps(judge.to_json(), separators=(",", ":")), encoding="utf-8")
    temporary.replace(path)


def load_judge(path: Path | str) -> Judge:
    """A judge from its file; a clear ``ValueError`` for a file that is not one."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: cannot read a judge ({error})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not a judge")
    try:
        return Judge.from_json(data)
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"{path}: {error}") from None


def shipped_judge_path() -> Path:
    """Where the program's own judge lies (``resources/models``)."""
    from bagchen_qt.resources import resource_path

    return Path(resource_path("models/judge.json"))


SHIPPED = "shipped"  # the name of the program's own judge in ``PlayerOptions.judge``
_loaded: dict[str, Judge] = {}


def judge_for(name: str) -> Judge | None:
    """The judge a player is told to use: none for "", the program's own for "shipped"
    (None when it ships none), else the judge in that file. Each is loaded once."""
    if not name:
        return None
    if name not in _loaded:
        path = shipped_judge_path() if name == SHIPPED else Path(name)
        if name == SHIPPED and not path.exists():
            return None
        _loaded[name] = load_judge(path)
    return _loaded[name]
