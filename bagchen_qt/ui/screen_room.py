"""Where a window may lie: the screen's room less its panels, and a size that fits it.

A window or dialog asks for the size it looks best at; on a small screen (1024 x 700) it
opens no larger than the room the screen leaves, its frame and title bar counted, and
never below the size its contents need (Qt keeps a window at least that large)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

TITLE_BAR = 48  # what the window's title bar and frame take of the screen's height
FRAME_SIDE = 8  # what the window's frame takes on either side
MAX_ROOM = 4096  # the room where no screen says


def screen_room(widget: QWidget | None = None) -> QRect:
    """The room of ``widget``'s screen (the primary screen's while it is on none), less
    the screen's panels."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, MAX_ROOM, MAX_ROOM)


def fitting_size(width: int, height: int, widget: QWidget | None = None) -> tuple[int, int]:
    """``width`` x ``height``, or as much of it as the screen's room holds with the
    window's frame."""
    room = screen_room(widget)
    return min(width, room.width() - 2 * FRAME_SIDE), min(height, room.height() - TITLE_BAR)


def resize_to_fit(widget: QWidget, width: int, height: int) -> None:
    """Give ``widget`` the size it looks best at, or what the screen's room holds."""
    widget.resize(*fitting_size(width, height, widget))
