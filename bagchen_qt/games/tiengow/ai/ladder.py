"""Tien Gow's measured ladder (``docs/ai.md``, "Tien Gow's AI players")."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "classic": {
        "easy": Step("random", 9.39, 9.12, 9.67, 500),
        "medium": Step("easy", 1.93, 1.38, 2.48, 200),
    },
}
