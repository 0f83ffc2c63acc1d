"""Bagchen's records: what the shared records layer stores, reads and writes of it in a
way of its own."""
