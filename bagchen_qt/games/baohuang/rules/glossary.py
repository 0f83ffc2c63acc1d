"""Bao Huang's glossary: the terms its table shows, each with the section of its rules page
(``games/baohuang/table/rules_page.py``'s anchors) that explains it."""

from __future__ import annotations

from bagchen_qt.core.glossary import Term

TERMS: tuple[Term, ...] = (
    Term(
        "emperor",
        "The player who took the emperor card. He leads first, and plays with his hidden protector against the "
        "other three.",
        "bh-roles",
    ),
    Term(
        "emperor card",
        "The red joker marked with a crown. Its holder may become the emperor, or pass it to the next player.",
        "bh-roles",
    ),
    Term(
        "eunuch card",
        "The black joker marked with a green shield. Whoever holds it is the emperor's protector.",
        "bh-roles",
    ),
    Term(
        "protector",
        "The emperor's partner: whoever holds the eunuch card. Nobody knows who it is until that card is played.",
        "bh-roles",
    ),
    Term(
        "emperor alone",
        "An emperor who holds the eunuch card too plays alone against the four others, for a double score.",
        "bh-roles",
    ),
    Term(
        "joker",
        "The highest cards, the black below the red. Jokers are wild: they join any rank in a play.",
        "bh-cards",
    ),
    Term("lead", "The first play of a round: one card, or several of one rank, with or without jokers.", "bh-turn"),
    Term(
        "beat",
        "To play as many cards as the play on top, each higher than the card in its place once both are sorted.",
        "bh-beating",
    ),
    Term(
        "pass",
        "To play nothing this time (不要, “I don't want it”). You may still play when your turn comes again.",
        "bh-turn",
    ),
    Term(
        "do not beat",
        "A player may ask the others not to beat the play he makes. Nobody has to do as he asks.",
        "bh-turn",
    ),
    Term(
        "out",
        "A player with no cards left. The order in which the players go out decides who wins the deal.",
        "bh-end",
    ),
    Term(
        "tribute",
        "From the second deal on, each loser of the deal before gives the winners his highest card that is not "
        "a joker.",
        "bh-tribute",
    ),
    Term(
        "announce",
        "Before the first lead the protector may say who he is, which doubles the deal's scores.",
        "bh-roles",
    ),
)
