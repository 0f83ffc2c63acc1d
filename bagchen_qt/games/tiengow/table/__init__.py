"""Tien Gow at the table: its scene, window, words, rules page and replay face."""
