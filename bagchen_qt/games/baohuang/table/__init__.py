"""Bao Huang at the table: its cards drawn by code, the hand held in columns by rank, its
words for refusals and its rules page."""
