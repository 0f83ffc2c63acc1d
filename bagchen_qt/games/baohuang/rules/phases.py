"""The steps of a Bao Huang deal, in order (``state`` explains each)."""

SHUFFLER = "shuffler"  # chance: who shuffles the first deal of a session (BH3)
SHUFFLE = "shuffle"  # chance: the shuffle and the cut (BH3)
GIVE = "give"  # the losers of the deal before give tribute (BH16)
DRAW = "draw"  # chance: the face-down tribute taken (BH16)
TAKE = "take"  # the winners choose face-up tribute (BH16)
EMPEROR = "emperor"  # the holder of the emperor card accepts or declines (BH4)
ANNOUNCE = "announce"  # each seat in turn may announce (BH7)
PLAY = "play"  # BH11
OVER = "over"
CHANCE_STEPS = (SHUFFLER, SHUFFLE, DRAW)
