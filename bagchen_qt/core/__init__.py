"""The game-neutral core: what every game of the family is built on. Pure Python, never Qt."""
