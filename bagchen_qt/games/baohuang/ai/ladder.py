"""Bao Huang's measured ladder (``docs/ai.md``, "Bao Huang's AI players" and "Easy − Random in
every preset")."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "rizhao": {
        "easy": Step("random", 0.940, 0.892, 0.988, 500),
        "medium": Step("easy", 0.070, 0.029, 0.110, 500),
        "hard": Step("medium", 0.084, 0.043, 0.125, 500),
    },
    "rizhao-sixes-last": {
        "easy": Step("random", 0.79, 0.73, 0.85, 300),
        "medium": Step("easy", 0.132, 0.079, 0.184, 300),
        "hard": Step("medium", 0.125, 0.071, 0.179, 300),
    },
    "rizhao-announced": {
        "easy": Step("random", 1.13, 1.05, 1.20, 300),
        "medium": Step("easy", 0.045, 0.006, 0.083, 600),
        "hard": Step("medium", 0.051, 0.011, 0.091, 600),
    },
    "points": {
        "easy": Step("random", 4.73, 4.48, 4.98, 300),
        "medium": Step("easy", 0.226, 0.023, 0.428, 300),
        "hard": Step("medium", 0.241, 0.023, 0.459, 300),
    },
    "shanghai": {
        "easy": Step("random", 5.46, 5.16, 5.76, 300),
        "medium": Step("easy", 0.454, 0.242, 0.667, 300),
        "hard": Step("medium", 0.331, 0.092, 0.570, 300),
    },
    "shanghai-twos-trumps": {
        "easy": Step("random", 5.75, 5.45, 6.06, 300),
        "medium": Step("easy", 0.619, 0.416, 0.822, 300),
        "hard": Step("medium", 0.203, 0.062, 0.344, 700),
    },
}
