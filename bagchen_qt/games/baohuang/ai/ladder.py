"""Bao Huang's measured ladder (``docs/ai.md``, "Bao Huang's AI players")."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "rizhao": {
        "easy": Step("random", 0.94, 0.88, 1.00, 300),
        "medium": Step("easy", 0.050, 0.004, 0.096, 373),
        "hard": Step("medium", -0.050, -0.184, 0.084, 73),
    },
}
