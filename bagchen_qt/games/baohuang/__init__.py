"""Bao Huang (保皇), the climbing card game for five with 168 cards: ``rules/`` is its engine."""
