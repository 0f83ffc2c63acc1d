"""Tien Gow and its relatives (``docs/rules/tien-gow.md``): one set of the 21 dice-throw
kinds, its decks, rule sets and presets, combinations and the trick game's state."""
