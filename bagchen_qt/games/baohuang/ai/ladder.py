"""Bao Huang's measured ladder (``docs/ai.md``, "Bao Huang's AI players")."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "rizhao": {
        "easy": Step("random", 0.940, 0.892, 0.988, 500),
        "medium": Step("easy", 0.070, 0.029, 0.110, 500),
        "hard": Step("medium", 0.084, 0.043, 0.125, 500),
    },
}
