"""AI players. They decide from a seat's observation only, never the full state."""
