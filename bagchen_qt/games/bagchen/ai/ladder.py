"""Bagchen's measured ladder (``docs/ai.md``, "The ladder" and "Easy − Random in every
preset"): the newest run of each step."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "pagat": {
        "easy": Step("random", 15.53, 14.74, 16.33, 300),
        "medium": Step("easy", 2.00, 1.24, 2.75, 300),
        "hard": Step("medium", 0.65, 0.14, 1.17, 600),
    },
    "digital-gamers": {
        "easy": Step("random", 13.60, 12.60, 14.60, 300),
        "medium": Step("easy", 2.02, 1.35, 2.68, 300),
        "hard": Step("medium", 0.66, 0.23, 1.10, 600),
    },
    "simple-passport": {
        "easy": Step("random", 16.36, 15.36, 17.37, 300),
        "medium": Step("easy", 1.30, 0.46, 2.14, 300),
        "hard": Step("medium", 0.47, 0.02, 0.92, 600),
    },
}
