"""Bagchen, the Tibetan domino game for four players."""

__version__ = "0.1.0"
