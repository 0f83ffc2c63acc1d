"""Bagchen's glossary: the terms its table shows, each with the section of the rules page
(``ui/rules_window.py``'s anchors) that explains it."""

from __future__ import annotations

from bagchen_qt.core.glossary import Term

TERMS: tuple[Term, ...] = (
    Term(
        "sky", "The suit of eleven kinds, four tiles of each: 6-6, 1-1, 4-4, 3-1, the sisters and the people.", "tiles"
    ),
    Term("earth", "The suit of ten kinds, two tiles of each. Earth tiles of the same total rank equal.", "tiles"),
    Term("rank", "How high a tile stands within its suit. A tile beats only a lower tile of the same suit.", "tiles"),
    Term("chief", "The highest tiles: 6-6 in the sky suit, the nines 6-3 and 5-4 in the earth suit.", "tiles"),
    Term(
        "minister", "The second-highest tiles: 1-1 in the sky suit, the eights 6-2 and 5-3 in the earth suit.", "tiles"
    ),
    Term("mother", "The earth tile 4-2. With the son it makes the mother-and-son set.", "mother-son"),
    Term("son", "The earth tile 2-1, the lowest tile. With the mother it makes the mother-and-son set.", "mother-son"),
    Term(
        "set",
        "Tiles led together as one lead, such as two to four identical sky tiles. "
        "Only a higher set of the same sort and size beats it.",
        "combinations",
    ),
    Term(
        "mother and son",
        "The mother 4-2 and the son 2-1 led together. Nothing beats it, and each player pays its leader a chip.",
        "mother-son",
    ),
    Term(
        "horse",
        "The earth tiles 4-3, 4-2, 4-1 and 2-1 together; the mare is 4-1 with 2-1, the stallion 4-3 with "
        "4-2. A stallion beats a mare.",
        "horse",
    ),
    Term("lead", "The first play to a trick: one tile or a set, face up (or one tile face down, see charity).", "play"),
    Term(
        "beat",
        "To play, face up, tiles that are higher than the top of the trick: the same number of tiles, of the "
        "same sort.",
        "play",
    ),
    Term(
        "face down",
        "A play that does not beat: as many tiles as were led, hidden from everyone. It cannot win the trick.",
        "play",
    ),
    Term("trick", "One lead and the three plays that follow it. Whoever is on top takes it and leads next.", "play"),
    Term(
        "stack",
        "What a trick is worth to its winner: one stack for each tile led. Sixteen stacks are won in a deal.",
        "play",
    ),
    Term(
        "last trick",
        "The trick that ends the deal. Whoever takes it wins the deal and settles with every other player.",
        "payments",
    ),
    Term(
        "charity",
        "Leading one tile face down and naming a suit: any tile of that suit beats it. Not for a passport holder.",
        "charity",
    ),
    Term(
        "tower",
        "One of the eight piles of eight tiles built after the shuffle. The hands are dealt from the towers.",
        "deal",
    ),
    Term(
        "dice",
        "Thrown after the towers are built: they name who takes the first tower, and the point of the deal.",
        "deal",
    ),
    Term(
        "point",
        "The tile kind the dice name at the start of a deal. Its tiles (and the tiles equal to it) are point tiles.",
        "points",
    ),
    Term(
        "point tile",
        "A tile of the point. It beats nothing and nothing beats a lead of point tiles; leading it earns a "
        "chip from each player.",
        "points",
    ),
    Term(
        "passport",
        "Held by a player with six stacks or more. "
        "Its holder pays nothing more, but may lead only what the passport rules allow.",
        "passport",
    ),
    Term(
        "unbeatable",
        "A tile or set that no tile still to be played can beat. A passport holder may always lead it.",
        "passport",
    ),
    Term("jump", "Taking the last trick with a lead of point tiles. The whole settlement is then multiplied.", "jumps"),
    Term(
        "settlement",
        "At the end of a deal the winner of the last trick collects from those with fewer than six stacks "
        "and pays those with more.",
        "payments",
    ),
    Term(
        "re-deal",
        "A player holding none of the high tiles may ask for the tiles to be shuffled and dealt again.",
        "redeal",
    ),
    Term(
        "offer",
        "Showing a mother or a son to find its partner, or offering to swap a mother for a son. "
        "Dice decide who keeps both.",
        "uniting",
    ),
    Term(
        "starter",
        "The player who leads the first trick of a deal. The player opposite chooses the tower and throws the dice.",
        "seats",
    ),
    Term(
        "gobah",
        "A player's call that the session ends after five more deals (or after one more, Tashi Gobah).",
        "gobah",
    ),
    Term("tashi gobah", "The very last deal of a session, after Gobah was called or when time is short.", "gobah"),
    Term("sisters", "The sky tiles 5-5, 3-3 and 2-2. They rank equal, so one sister never beats another.", "tiles"),
    Term("people", "The sky tiles 6-5, 6-4, 6-1 and 5-1, the lowest sky tiles. They rank equal.", "tiles"),
    Term("lama", "The sky tile 4-4, third in the sky suit after 6-6 and 1-1.", "tiles"),
    Term("bird", "The sky tile 3-1, fourth in the sky suit.", "tiles"),
    Term("mare", "The earth tiles 4-1 and 2-1 led together. Only a stallion beats it.", "mare"),
    Term("stallion", "The earth tiles 4-3 and 4-2 led together. It beats a mare and nothing beats it.", "stallion"),
    Term(
        "ministers",
        "Two or more of 1-1, 6-2 and 5-3 led together. Chiefs with as many sky and earth tiles beat them.",
        "ministers",
    ),
    Term("chiefs", "Two or more of 6-6, 6-3 and 5-4 led together. Nothing beats them.", "chiefs"),
)
