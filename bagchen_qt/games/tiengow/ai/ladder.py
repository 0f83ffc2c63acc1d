"""Tien Gow's measured ladder (``docs/ai.md``, "Tien Gow's AI players")."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "classic": {
        "easy": Step("random", 9.39, 9.12, 9.67, 500),
        "medium": Step("easy", 1.80, 0.66, 2.94, 50),
        "hard": Step("medium", 0.27, -0.49, 1.03, 87),
    },
    "moving-mice": {
        "easy": Step("random", 2.00, 2.00, 2.00, 300),
        "medium": Step("easy", 2.00, 2.00, 2.00, 19),
        "hard": Step("medium", -0.57, -1.69, 0.55, 7),
    },
}
