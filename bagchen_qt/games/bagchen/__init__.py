"""Bagchen, the Tibetan domino game for four."""
