"""Bagchen at the table: its scene and choreography, the running game, the recap,
the session panel and the words for screen readers."""
