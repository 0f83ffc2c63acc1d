"""High Card, a toy trick game that lives only in the tests: three seats, nine cards
numbered 1 to 9, three each; every trick the highest card wins, and its player leads
the next; a seat that holds a card higher than the trick's highest must play one. Each
trick won is worth a chip from each of the others. It exists to prove that a game is
added by a folder and a line in the catalogue, with no change to shared code, and that
it plays at the shared card table through its ``card_table`` face (``table.py``)."""

from bagchen_qt.games import Listing

# Its line in the catalogue, added at run time by the tests that play it (``high_card``).
HIGH_CARD = Listing("high-card", "toygame", "tests.toygame.rules", "tests.toygame.players")
