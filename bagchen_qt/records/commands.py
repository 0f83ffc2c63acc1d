"""``bagchen`` subcommands of the records layer."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    """Add this layer's subcommands to the ``bagchen`` parser."""
