"""Bagchen's measured ladder (``docs/ai.md``, "The ladder"): the newest run of each step."""

from bagchen_qt.ai.ladder import Ladder, Step

LADDER: Ladder = {
    "pagat": {
        "easy": Step("random", 15.80, 14.51, 17.09, 200),
        "medium": Step("easy", 2.00, 1.24, 2.75, 300),
        "hard": Step("medium", 0.65, 0.14, 1.17, 600),
    },
}
