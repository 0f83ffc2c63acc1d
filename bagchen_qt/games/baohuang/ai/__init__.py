"""Bao Huang's AI players."""
