"""Bagchen's AI players: the hand-written strategy, the searches over sampled deals, the judge."""
