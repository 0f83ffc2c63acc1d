"""Games of the family in packages of their own: ``games/<game>/rules`` is a game's engine."""
