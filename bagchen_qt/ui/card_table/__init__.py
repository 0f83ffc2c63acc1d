"""The shared card table: a table for any game of the catalogue that shows a
``card_table`` face (``face.CardTableFace``), for 2 to 8 seats, and a replay of its
recorded deals. It never names a game: everything it shows of a deal comes from the
game's face, read from what the human's seat may see."""
