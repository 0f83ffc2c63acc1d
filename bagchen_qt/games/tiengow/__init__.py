"""Tien Gow and its relatives: the Chinese domino games of the family."""
