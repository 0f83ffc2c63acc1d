"""A lesson at a game's real table: the coach over the felt, the lesson's deal in the controller.

A table window in lesson mode is its usual self with one difference in its controller:
the events it shows come from the lesson's run (chance and the other seats as the lesson
plays them), and the learner's move goes to the coach, who answers it; only a right move
reaches the rules, and a wrong one is asked again. ``LessonMode`` holds the run and its
coach, resolves the coach's targets to rectangles on the window from the table's scene,
and keeps the learner's progress in the settings after every step, so that the lesson
can be left and resumed. Nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QWidget

from bagchen_qt.core.lessons import Answer, Journal, Lesson, LessonRun, Progress, Right, parse_target
from bagchen_qt.core.refusals import Refusal
from bagchen_qt.ui.coach import Coach, arrow_tip, crosses, frame_round

BUBBLE_WIDTH = 420  # the bubble's widest, in a window of BUBBLE_AT_WIDTH pixels or less
BUBBLE_AT_WIDTH = 1440
# Where no place is free for the bubble at its full width, it tries these shares of it
# (never narrower than BUBBLE_NARROWEST pixels): narrower, it wraps more and fits
# between the plates.
BUBBLE_NARROWER = (1.0, 0.85, 0.72, 0.6)
BUBBLE_NARROWEST = 240
# Where the bubble must hide some pieces, hiding the target's own counts this many times more.
TARGET_WEIGHT = 10

# A game's own parts of the table ("dice", "towers", "trick", "banker", ...) as the scene
# items that draw them (an empty list: not drawn now).
PartItems = Callable[[str], Sequence[QGraphicsItem]]
# A table that draws its hand in one item (the card table) gives where a target's pieces,
# its hand or a seat's plate lie, in scene coordinates (None: as the scene's items say).
SceneRects = Callable[[str, tuple[int, ...]], Sequence[QRectF] | None]
# The part of the table the coach never covers, with its bubble or its arrow: the caption
# that says what is happening (every table's ``part_items`` answers it).
CAPTION = "caption"
# The trick's marks (``trick_marks.TrickMarks``), whose tags the coach keeps clear of too.
MARKS = "marks"


def start_run(lesson: Lesson, progress: Progress | None = None) -> LessonRun:
    """The lesson from its start, or where ``progress`` left it."""
    return LessonRun.resume(lesson, progress) if progress is not None else LessonRun(lesson)


class LessonMode(QObject):
    """One lesson at a table window: its run, its coach, its place in the settings."""

    dealt = Signal()  # the lesson's deal moved on: the controller shows its next events
    realDealAsked = Signal(str)  # "Play a real deal now" was pressed: a session of this game

    def __init__(
        self,
        run: LessonRun,
        overlay: QWidget,
        view: QGraphicsView,
        bar: QWidget,
        part_items: PartItems,
        say_refusal: Callable[[Refusal], str] = str,
        scene_rects: SceneRects | None = None,
    ) -> None:
        super().__init__(overlay)
        self.run = run
        self.overlay = overlay
        self.view = view
        self.bar = bar
        self.part_items = part_items
        self.scene_rects = scene_rects
        self.coach = Coach(run, overlay, self.resolve, say_refusal, self.place_bubble, self.keep_clear, self.frame)
        self.coach.dealt.connect(self.dealt)
        self.coach.progressed.connect(self._keep)
        self.coach.finished.connect(lambda: self.realDealAsked.emit(run.lesson.game))
        overlay.installEventFilter(self)

    def start(self) -> None:
        self.coach.start()

    # --- what the controller asks ---------------------------------------------------

    def next_event(self, shown: Any) -> Any | None:
        """The lesson's next event the table has not shown yet (None: it has shown them all)."""
        done, events = len(shown.events), self.run.state.events
        return events[done] if done < len(events) else None

    def step(self, shown: Any, show: Callable[[Any], None], ask: Callable[[], None]) -> None:
        """The controller's step: show the next event, or ask the learner for the move
        the coach waits for; else wait for the coach's button."""
        event = self.next_event(shown)
        if event is not None:
            show(event)
        elif self.run.expects_move() and not shown.is_over:
            ask()

    def play(self, shown: Any, action: Any, show: Callable[[Any], None], ask: Callable[[], None]) -> Answer:
        """The learner's move: a right one is shown as the run played it; after a wrong one
        (the coach says why) the learner is asked again, the deal as it was."""
        answer = self.coach.learner_moved(action)
        event = self.next_event(shown) if isinstance(answer, Right) else None
        if event is not None:
            show(event)
        else:
            QTimer.singleShot(0, self, ask)  # after the window has finished with the refused move
        return answer

    # --- where the coach points -----------------------------------------------------

    def resolve(self, target: str) -> QRectF | None:
        """A target as a rectangle on the overlay (None: not drawn now)."""
        try:
            part, numbers = parse_target(target)
        except ValueError:
            return None
        if part == "bar":
            corner = self.bar.mapTo(self.overlay, self.bar.rect().topLeft())
            return QRectF(corner.x(), corner.y(), self.bar.width(), self.bar.height())
        if self.scene_rects is not None and part in ("tiles", "hand", "seat"):
            rects = self.scene_rects(part, numbers)
            if rects is not None:
                return self._rects_on_overlay(rects)
        scene: Any = self.view.scene()
        items: Sequence[QGraphicsItem]
        if part in ("tiles", "hand"):
            items = _tile_items(scene, numbers if part == "tiles" else scene.hand())
        elif part == "seat":
            panels = scene.seat_panels()
            items = [panels[numbers[0]]] if numbers[0] < len(panels) else []
        else:
            items = self.part_items(part)
        return self._on_overlay([item for item in items if item.isVisible()])

    def place_bubble(self, bubble: QWidget, target: QRectF | None) -> None:
        """The bubble where it hides neither the target, nor a seat's plate, nor a caption
        or a trick's tag, nor a piece in the hand or the trick, and its arrow to the target
        crosses no caption nor tag: the first such place of the table's top corners, its
        top middle and quarters, its sides and the quarters between them, its bottom
        corners (above the bar), then anywhere on the table; at its full width first,
        then narrower (it wraps more). Failing that, over the empty part of a target made
        of pieces (the hand's band); then where it hides the least of the pieces; last,
        the first place that hides no plate nor caption."""
        self._scale_bubble(bubble)
        widest = bubble.maximumWidth()
        clear = self.keep_clear()
        frame = self.frame(target) if target is not None else None
        never = [rect for rect in (frame, *self._plates(), *clear) if rect is not None]
        pieces = self._pieces()
        widths = sorted({max(round(widest * share), min(widest, BUBBLE_NARROWEST)) for share in BUBBLE_NARROWER})
        # Then inside the frame of a target made of pieces (the hand), over none of them:
        # the hand's empty band.
        inside = [piece for piece in pieces if target is not None and target.contains(piece)]
        around = [rect for rect in (None if inside else target, *self._plates(), *clear) if rect is not None]
        for covered in (never + pieces, around + pieces):
            for width in reversed(widths):
                _set_width(bubble, width)
                place = next(self._free_places(bubble, covered, frame, clear), None)
                if place is not None:
                    bubble.move(place)
                    return
        least: tuple[float, int, QPoint] | None = None
        for width in reversed(widths):
            _set_width(bubble, width)
            size = bubble.size().toSizeF()
            for place in self._free_places(bubble, around, frame, clear):
                bubble_rect = QRectF(place, size)
                hidden = sum(_area(bubble_rect.intersected(piece)) for piece in pieces)
                hidden += TARGET_WEIGHT * sum(_area(bubble_rect.intersected(piece)) for piece in inside)
                if least is None or hidden < least[0]:
                    least = (hidden, width, place)
        if least is not None:
            _set_width(bubble, least[1])
            bubble.move(least[2])
            return
        _set_width(bubble, widest)
        places = self._places(bubble)
        free = [p for p in places if not any(QRectF(p, bubble.size().toSizeF()).intersects(r) for r in never)]
        bubble.move((free or places)[0])

    def _places(self, bubble: QWidget) -> list[QPoint]:
        """Where the bubble may stand, the likeliest first (see ``place_bubble``)."""
        margin, width, height = 16, bubble.width(), bubble.height()
        room_w, room_h = self.overlay.width(), self.bar.mapTo(self.overlay, self.bar.rect().topLeft()).y()
        right, bottom, middle = room_w - width - margin, room_h - height - margin, (room_h - height) // 2
        quarter, three_quarters = room_w // 4 - width // 2, room_w * 3 // 4 - width // 2
        places = [
            (margin, margin),
            (right, margin),
            ((room_w - width) // 2, margin),
            (quarter, margin),
            (three_quarters, margin),
            (margin, middle),
            (right, middle),
            (quarter, middle),
            (three_quarters, middle),
            (margin, bottom),
            (right, bottom),
        ]
        # Then anywhere, row by row, a forty-eighth of the width and a twenty-fourth of
        # the height at a time.
        step_x, step_y = max(room_w // 48, 1), max(room_h // 24, 1)
        places += [
            (x, y)
            for y in range(margin, max(bottom, margin) + 1, step_y)
            for x in range(margin, max(right, margin) + 1, step_x)
        ]
        return [QPoint(max(x, 0), max(y, 0)) for x, y in places]

    def _free_places(
        self, bubble: QWidget, covered: Sequence[QRectF], frame: QRectF | None, clear: Sequence[QRectF]
    ) -> Iterator[QPoint]:
        """The places where the bubble covers none of ``covered`` and its arrow to
        ``frame`` crosses none of ``clear``, the likeliest first."""
        size, room = bubble.size().toSizeF(), self._room()
        for place in self._places(bubble):
            rect = QRectF(place, size)
            if rect.bottom() > room.bottom() or any(rect.intersects(r) for r in covered):
                continue
            origin = rect.center()
            tip = arrow_tip(frame, origin, clear)
            if tip is None or not any(crosses(origin, tip, each) for each in clear):
                yield place

    def _room(self) -> QRectF:
        """The table above the bar, on the overlay."""
        return QRectF(0, 0, self.overlay.width(), self.bar.mapTo(self.overlay, self.bar.rect().topLeft()).y())

    def frame(self, target: QRectF) -> QRectF:
        """The glow's line round ``target``: inside the window, off the plates and captions
        that are not the target, round the trick's tags it would cross."""
        window = QRectF(self.overlay.rect())
        return frame_round(target, window, [*self._plates(), *self.captions()], self._tags())

    def keep_clear(self) -> list[QRectF]:
        """What the coach's bubble never covers nor its arrow crosses: the captions, and
        the tags the trick's marks put by the lead and the winning play."""
        return [*self.captions(), *self._tags()]

    def _tags(self) -> list[QRectF]:
        return [
            rect
            for item in self.part_items(MARKS)
            if item.isVisible() and hasattr(item, "tag_rects")
            for rect in (self._rects_on_overlay([tag]) for tag in item.tag_rects())
            if rect is not None
        ]

    def captions(self) -> list[QRectF]:
        """Where the table's captions are on the overlay (none when none is shown)."""
        items = [item for item in self.part_items(CAPTION) if item.isVisible() and not item.boundingRect().isEmpty()]
        rects = [self._on_overlay([item]) for item in items]
        return [rect for rect in rects if rect is not None]

    def _pieces(self) -> list[QRectF]:
        """Each piece in the learner's hand and in the trick, on the overlay."""
        scene: Any = self.view.scene()
        hand = tuple(scene.hand()) if hasattr(scene, "hand") else ()
        rects: list[QRectF | None]
        if self.scene_rects is not None:
            rects = [self._rects_on_overlay([each]) for each in self.scene_rects("tiles", hand) or ()]
        else:
            rects = [self._on_overlay([item]) for item in _tile_items(scene, hand) if item.isVisible()]
        rects += [self._on_overlay([item]) for item in self.part_items("trick") if item.isVisible()]
        return [rect for rect in rects if rect is not None]

    def _plates(self) -> list[QRectF]:
        scene: Any = self.view.scene()
        count = len(scene.seat_panels()) if hasattr(scene, "seat_panels") else len(getattr(scene, "plates", ()))
        rects = [self.resolve(f"seat:{seat}") for seat in range(count)]
        return [rect for rect in rects if rect is not None]

    def _scale_bubble(self, bubble: QWidget) -> None:
        """The coach's words grow with a large window, as the table's tiles do."""
        scale = max(1.0, min(self.overlay.width() / BUBBLE_AT_WIDTH, 1.8))
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        if bubble.font() != font:
            bubble.setFont(font)
        bubble.setMaximumWidth(round(BUBBLE_WIDTH * scale))

    def _on_overlay(self, items: Sequence[QGraphicsItem]) -> QRectF | None:
        return self._rects_on_overlay([item.sceneBoundingRect() for item in items])

    def _rects_on_overlay(self, rects: Sequence[QRectF]) -> QRectF | None:
        if not rects:
            return None
        rect = QRectF()
        for each in rects:
            rect = rect.united(each)
        shown = self.view.mapFromScene(rect).boundingRect()
        viewport = self.view.viewport()
        corner = viewport.mapTo(self.overlay, shown.topLeft())
        return QRectF(QPointF(corner), shown.size().toSizeF())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.overlay and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.coach.repoint)  # once the view has fitted the table
        return False

    # --- what is remembered ---------------------------------------------------------

    def _keep(self, _progress: dict) -> None:
        from bagchen_qt.ui.settings import AppSettings

        settings = AppSettings()
        game = self.run.lesson.game
        settings.set_lessons_journal(game, settings.lessons_journal(game).with_run(self.run))


def play_at(
    window: Any,
    run: LessonRun,
    part_items: PartItems,
    say_refusal: Callable[[Refusal], str] = str,
    scene_rects: SceneRects | None = None,
) -> LessonMode:
    """Play ``run``'s lesson at a table ``window`` (its ``view``, ``scene``, ``action_bar``,
    ``controller``, ``undo_action`` and ``hint_action``, and its ``realDealAsked`` signal):
    the coach over the felt, the lesson's deal in the controller, the undo and the hint
    left to the coach."""
    mode = LessonMode(run, window.centralWidget(), window.view, window.action_bar, part_items, say_refusal, scene_rects)
    mode.realDealAsked.connect(window.realDealAsked)
    window.scene.animationsFinished.connect(mode.coach.repoint)
    for action in (window.undo_action, window.hint_action):
        action.setEnabled(False)
        action.setVisible(False)
    window.show()
    window.view.setFocus()
    window.controller.begin_lesson(mode)
    mode.start()
    return mode


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height() if rect.isValid() else 0.0


def _set_width(bubble: QWidget, width: int) -> None:
    """The bubble at most ``width`` wide, as tall as its words then need."""
    bubble.setMaximumWidth(width)
    fit = getattr(bubble, "fit", None)  # the coach's bubble sizes itself to its words
    fit() if fit is not None else bubble.adjustSize()


def _tile_items(scene: Any, tiles: Sequence[int]) -> list[QGraphicsItem]:
    items = []
    for tile in tiles:
        try:
            items.append(scene.tile_item(tile))
        except KeyError:  # a tile the table has not drawn yet
            continue
    return items


def journal_of(game: str) -> Journal:
    from bagchen_qt.ui.settings import AppSettings

    return AppSettings().lessons_journal(game)
