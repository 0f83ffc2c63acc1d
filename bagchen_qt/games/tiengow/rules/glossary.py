"""Tien Gow's glossary: the terms its table shows, each with the section of its rules page
(``games/tiengow/table/rules_page.py``'s anchors) that explains it."""

from __future__ import annotations

from bagchen_qt.core.glossary import Term

TERMS: tuple[Term, ...] = (
    Term(
        "civil",
        "The suit of 22 tiles, two of each of eleven kinds, each kind with its own rank: Heaven 6-6 is the highest.",
        "tg-tiles",
    ),
    Term(
        "military",
        "The suit of ten single tiles, ranked by their pips: tiles with the same total are equal.",
        "tg-tiles",
    ),
    Term(
        "rank", "How high a tile stands within its suit. A tile beats only a lower tile of the same suit.", "tg-tiles"
    ),
    Term(
        "pair",
        "Two tiles led together: two identical civil tiles, two military tiles of the same total, or a "
        "matched civil and military tile.",
        "tg-leads",
    ),
    Term(
        "supreme pair",
        "The military tiles 4-2 and 2-1 together. Nothing beats it, though it beats nothing either.",
        "tg-leads",
    ),
    Term(
        "triplet", "Three tiles of one matched rank, such as a civil pair with one of its military tiles.", "tg-leads"
    ),
    Term("quartet", "The civil pair and the military pair of one matched rank: four tiles led together.", "tg-leads"),
    Term("lead", "The first play to a trick: one tile or a combination, always face up.", "tg-leads"),
    Term("beat", "To play, face up, a higher tile or combination of the same sort as the top of the trick.", "tg-play"),
    Term(
        "face down", "A play that does not beat: as many tiles as were led, hidden. It cannot win the trick.", "tg-play"
    ),
    Term("trick", "One lead and the plays that follow it; a trick of two tiles counts as two tricks.", "tg-play"),
    Term(
        "last trick",
        "The trick that ends the deal. Whoever takes it wins the deal and is paid by the others.",
        "tg-end",
    ),
    Term(
        "banker",
        "The player who leads the first trick. Payments between the banker and the winner are doubled.",
        "tg-deal",
    ),
    Term("woodpile", "The shuffled tiles laid face down in stacks, from which the hands are taken.", "tg-deal"),
    Term("heaven", "The civil tile 6-6, the highest single tile; two of them make the highest civil pair.", "tg-tiles"),
    Term(
        "kan",
        "Saying the deal is lost (the banker before the first lead) or won (a leader far enough ahead).",
        "tg-options",
    ),
    Term("lift", "The answer to a kan: to play on against it, or not.", "tg-options"),
    Term("trade", "In some tables, each player says after the deal whether they play it at all.", "tg-trade"),
    Term("resting", "With more players than the deal takes, one sits the deal out in turn.", "tg-resting"),
)
