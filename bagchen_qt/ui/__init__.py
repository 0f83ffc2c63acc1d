"""The Qt table of Bagchen: all Qt code lives in this package, the rules stay pure.

``tileart`` and ``dice_art`` paint tiles and dice as vectors, ``tile_item`` animates
tiles on a QGraphicsScene, ``screenshots`` renders sheets to PNG without a display.
"""
