"""The table at a few moments of a random deal, for pictures and benchmarks.

    python -m bagchen_qt.games.bagchen.table.table_demo

renders them to PNGs in /tmp/bagchen_table.
"""

from __future__ import annotations

import random
from pathlib import Path

from bagchen_qt.games.bagchen.rules.state import DealState, Phase
from bagchen_qt.games.bagchen.table.table_scene import TableScene


def demo_states(seed: int = 3) -> dict[str, DealState]:
    """Moments of a random deal worth a picture: the towers, the hands dealt, a trick of
    several tiles in play, and the end."""
    from bagchen_qt.games.bagchen.rules.state import apply, random_action

    rng = random.Random(seed)
    while True:
        state = DealState.new(starter=rng.randrange(4))
        states = [state]
        while not state.is_over:
            state = apply(state, random_action(state, rng))
            states.append(state)
        multi = [
            s
            for s in states
            if s.trick is not None
            and s.trick.size >= 2
            and len(s.trick.plays) == 3
            and any(p.face_up for p in s.trick.plays[1:])
            and len(s.tricks) >= 3
        ]
        if multi:
            break
    towers = next(s for s in states if s.phase is Phase.CHOOSE_TOWER)
    dealt = next(s for s in states if s.dice is not None)
    return {"towers": towers, "dealt": dealt, "trick": multi[0], "end": states[-1]}


def render_demo_positions(
    directory: str | Path = "/tmp/bagchen_table", seed: int = 3, scale: float = 1.0
) -> list[Path]:
    """Render the table at a few moments of a random deal to PNGs; returns the paths."""
    from bagchen_qt.ui.screenshots import ensure_app, render_scene
    from bagchen_qt.ui.settings import default_name

    ensure_app()
    out = Path(directory)
    names = [default_name("You"), "Dolma", "Tenzin", "Pema"]
    levels: list[str | None] = [None, "easy", "medium", "hard"]
    scene = TableScene(0, names, levels)
    scene.set_speed("instant")
    paths = []
    for name, state in demo_states(seed).items():
        scene.show_event(None, None, state)
        if name == "trick":
            hand = scene.hand()  # a demo of a selection
            scene.set_selection(hand[:2])
            scene.set_playable(set(hand[:6]))
        paths.append(render_scene(scene, out / f"{name}.png", scale))
    return paths


if __name__ == "__main__":
    for written in render_demo_positions():
        print(written)
