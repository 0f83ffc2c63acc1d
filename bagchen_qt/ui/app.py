"""Starting the window: the Qt application, the new-session dialog, the demo.

Every game is opened through the catalogue. ``bagchen`` and ``bagchen demo`` show the
catalogue's first game's main window at once (its "main_table" face's ``Window`` without
its table, whose module imports little), and only once that first frame is painted
import and build the rest: the table, the controller and its AI worker, the records
database. A game with a window of its own (its "window" face) or one that plays at the
shared card table (its "card_table" face) is opened there.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from bagchen_qt.games import DEFAULT_GAME, face, has_face
from bagchen_qt.ui.collector import collect_in_gui_thread
from bagchen_qt.ui.plurals import install_plurals

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from bagchen_qt.core.lessons import Lesson, Progress
    from bagchen_qt.records.deal_log import DealLog
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.records.store import Store
    from bagchen_qt.ui.family_controller import FamilyTable

# The face of a game played in the main window (see ``bagchen_qt.games.FACES``).
MAIN_TABLE = "main_table"
# A main window, as this module uses it: ``show_then``, ``build``, ``start``, its signals.
MainWindow = Any

# The AI players' names at a demo table, seat by seat, for up to eight seats.
DEMO_NAMES = ("Dolma", "Tenzin", "Pema", "Norbu", "Karma", "Sonam", "Lhamo", "Jampa")


def application(argv: Sequence[str] | None = None, first_frame_first: bool = False) -> QApplication:
    """The one QApplication, created on first use. ``first_frame_first``: the window's
    icon and the Tibetan face wait for ``after_first_frame``, as the table's window does."""
    app = QApplication.instance()
    if app is None:
        from bagchen_qt.ui.platform_check import ensure_platform_libraries

        ensure_platform_libraries()  # on X11, missing system libraries are named, not left to Qt's abort
        app = QApplication(list(argv or sys.argv[:1]))
        app.setApplicationName("Bagchen")
        app.setOrganizationName("Bagchen")
        app.setApplicationDisplayName("Bagchen")
        app.setDesktopFileName("bagchen")  # links the window to bagchen.desktop on Wayland
        collect_in_gui_thread()  # the AI's and the records' threads must never destroy Qt objects
        if not first_frame_first:
            set_window_icon()
        install_plurals()  # before any language's translator: that one is then asked first
        from bagchen_qt.ui.i18n import set_language, startup_language

        set_language(startup_language(), font_later=first_frame_first)
    if not isinstance(app, QApplication):
        raise RuntimeError("Bagchen's windows need a QApplication, but a QCoreApplication is running")
    install_plurals()
    return app


def after_first_frame() -> None:
    """What the first frame does without: the window's icon, the Tibetan face."""
    from bagchen_qt.ui.i18n import language

    set_window_icon()
    language().ensure_tibetan_font()


def set_window_icon() -> None:
    """Bagchen's icon on every window, once (loading and drawing the SVG costs a
    first frame about 2 ms)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.windowIcon().isNull():
        icon = _icon()
        if icon is not None:
            app.setWindowIcon(icon)


def _icon() -> QIcon | None:
    from PySide6.QtGui import QIcon

    from bagchen_qt.resources import resource_path

    path = resource_path("icons/bagchen.svg")
    return QIcon(str(path)) if path.exists() else None


def main_table(game: str = DEFAULT_GAME) -> Any:
    """The "main_table" face of ``game``: what opens its main window (``ValueError`` for a
    game that plays elsewhere)."""
    if not has_face(game, MAIN_TABLE):
        raise ValueError(f"{game} does not play in the main window")
    return face(game, MAIN_TABLE)


def open_table(
    config: Any,
    speed: str,
    demo: bool = False,
    deals: int = 0,
    window: MainWindow | None = None,
    open_log: Callable[[Any, str], DealLog] | None = None,
    game: str = DEFAULT_GAME,
) -> MainWindow:
    """Start a session of ``game`` (its main window's ``config``) at the table: in
    ``window`` if given (a window shown without its table), else in a new window.
    ``open_log`` records it (default: the game's records)."""
    from bagchen_qt.ui.recording import DEMO_SOURCE, close_interrupted_demo_deals

    main = main_table(game)
    log = (open_log or main.table_log)(config, DEMO_SOURCE if demo else "table")
    if demo and log.store is not None:
        close_interrupted_demo_deals(log.store)
    if window is None:
        window = _connected(main.Window(config, speed, log=log, demo=demo), game)
    else:
        window.build(config, speed, log=log)
    if deals:
        window.dealsPlayed.connect(lambda n: n >= deals and QTimer.singleShot(0, window.close))
    window.start()
    return window


def new_session_from_dialog(parent: QWidget | None = None, window: MainWindow | None = None) -> QWidget | None:
    """Choose the players and rules, then play: in ``window`` (shown without its table),
    else in a new window that replaces ``parent``."""
    from bagchen_qt.ui.new_session_dialog import NewSessionDialog

    dialog = NewSessionDialog(parent or window)
    if not dialog.exec():
        return None
    table, speed = dialog.result_config()
    if not has_face(table.game, MAIN_TABLE):  # its own window, or the shared card table
        opened = open_family_table(table, speed)  # first: closing the last window would end the program
        if parent is not None:
            getattr(parent, "close_without_asking", parent.close)()
        if window is not None:
            window.close()  # the empty table makes way for the other game's
        return opened
    config = main_table(table.game).config_of(table)
    if parent is not None:
        leave = getattr(parent, "close_without_asking", parent.close)  # the player agreed already
        leave()
    window = open_table(config, speed, window=window, game=table.game)
    _keep.append(window)
    return window


_keep: list[QWidget] = []  # windows opened from a dialog outlive the function that opened them


def _connected(window: MainWindow, game: str) -> MainWindow:
    """``window``, a main window of ``game``, with its requests for new sessions answered here."""
    window.newSessionAsked.connect(
        lambda here: new_session_from_dialog(window=window) if here else new_session_from_dialog(window)
    )
    window.playFromHereAsked.connect(
        lambda state, seats, source, speed: play_from_state(state, seats, source, speed, game)
    )
    _lessons_answered(window)
    return window


def _lessons_answered(window: QWidget) -> None:
    """``window``'s Help → Learn to play, and a lesson's "Play a real deal now", answered here
    (a table that gives no lessons asks for neither)."""
    if not hasattr(window, "lessonAsked"):
        return
    window.lessonAsked.connect(lambda lesson, progress: open_lesson(lesson, progress))  # type: ignore[attr-defined]
    window.realDealAsked.connect(lambda game: play_a_real_deal(game, window))  # type: ignore[attr-defined]


def open_lesson(lesson: Lesson, progress: Progress | None = None, speed: str = "") -> QWidget:
    """A lesson at its game's real table, in a window of its own: the learner at the
    lesson's seat under the player's name, the other seats as the lesson plays them.
    Nothing of it is recorded; the learner's progress is kept in the settings."""
    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.records.deal_log import NoRecording
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.coach import lesson_words
    from bagchen_qt.ui.family_controller import FamilyTable
    from bagchen_qt.ui.lesson_mode import start_run
    from bagchen_qt.ui.settings import AppSettings

    run = start_run(lesson, progress)
    settings = AppSettings()
    speed = speed or settings.animation_speed
    choices = settings.table_choices(lesson.game)
    name = choices.seats[choices.human_seat].name
    count = run.game.seat_count(run.rules)
    seats = tuple(
        PlayerSpec.human(name) if seat == lesson.learner else PlayerSpec.ai("easy", PlayerOptions(), DEMO_NAMES[seat])
        for seat in range(count)
    )
    window: QWidget
    table = FamilyTable(lesson.game, run.rules, seats, lesson.preset)
    if has_face(lesson.game, MAIN_TABLE):
        main = main_table(lesson.game)
        window = _connected(main.Window(main.config_of(table), speed, log=NoRecording()), lesson.game)
    else:  # the game's own window, or the card table
        window = family_window_class(lesson.game)(table, speed)
        _lessons_answered(window)
    title = QCoreApplication.translate("App", "Learn to play: %1")
    window.setWindowTitle(title.replace("%1", lesson_words(lesson.title)))
    _keep.append(window)
    window.start_lesson(run)  # type: ignore[attr-defined]
    return window


def play_a_real_deal(game: str, lesson_window: QWidget) -> QWidget | None:
    """After a lesson: the new session dialog with ``game`` chosen; the lesson's window
    makes way for the session."""
    from bagchen_qt.ui.settings import AppSettings

    AppSettings().game = game
    return new_session_from_dialog(lesson_window)


def run_table() -> int:
    """``bagchen``: go on with an interrupted deal if the player wants, else choose the
    players and rules, then play."""
    app = application(first_frame_first=True)
    start_table()
    return app.exec()


def start_table() -> MainWindow:
    """The window, shown at once; after its first frame, the interrupted deal or the
    new session is played in it. If the player chooses neither, it stays open at an
    empty table that offers a new game."""
    window = table_window()

    def choose() -> None:
        if offer_interrupted_deal(window) is None and new_session_from_dialog(window=window) is None:
            window.show_empty_table()

    _load_after_first_frame(window, choose)
    return window


def table_window(demo: bool = False, game: str = DEFAULT_GAME) -> MainWindow:
    """The main window of ``game`` (the catalogue's first) without its table yet (kept
    open, like every table window)."""
    window = _connected(main_table(game).Window(demo=demo), game)
    _keep.append(window)
    return window


def _load_after_first_frame(window: MainWindow, load: Callable[[], object]) -> None:
    """Show ``window``, then ``after_first_frame`` and ``load`` once its first frame is painted.
    If ``load`` fails, the program ends with status 1, as it would had it failed before
    showing anything."""

    def guarded() -> None:
        try:
            after_first_frame()
            load()
        except BaseException:
            QCoreApplication.exit(1)
            raise

    window.show_then(guarded)


def offer_interrupted_deal(window: MainWindow | None = None) -> QWidget | None:
    """A deal cut off earlier (the program was closed or killed) is offered to resume
    (in ``window`` if given: a window shown without its table), or kept as unfinished:
    never lost."""
    from PySide6.QtWidgets import QMessageBox

    from bagchen_qt.records.games import UNNAMED_GAME
    from bagchen_qt.records.store import RecordsError, Store
    from bagchen_qt.ui import message_box
    from bagchen_qt.ui.recording import close_interrupted_demo_deals
    from bagchen_qt.ui.records_choice import tell
    from bagchen_qt.ui.words import comma_list, moment_text

    try:
        store = Store.open(notify=lambda text: tell(window, text))  # a damaged one is set aside once told
    except RecordsError:
        return None  # nothing to resume here; the table says why when it opens the records
    close_interrupted_demo_deals(store)  # the player's own deals only
    interrupted = store.interrupted_deals()
    deal_game = getattr(store, "deal_game", None)
    games = {d.id: deal_game(d.id) if deal_game is not None else UNNAMED_GAME for d in interrupted}
    # A deal of a game this program cannot play is kept in the records as unfinished,
    # never lost; those of every game with a table are offered.
    for other in [d for d in interrupted if not _resumable(games[d.id])]:
        store.keep_unfinished(other.id)
    interrupted = [d for d in interrupted if _resumable(games[d.id])]
    if not interrupted:
        store.close()
        return None
    deal = interrupted[-1]
    box = message_box.ThemedMessageBox(
        window,
        QMessageBox.Icon.Question,
        QCoreApplication.translate("App", "An unfinished deal"),
        QCoreApplication.translate("App", "A deal begun on %1 with %2 was not finished.")
        .replace("%1", moment_text(deal.started_at))
        .replace("%2", comma_list(deal.players)),
        QCoreApplication.translate("App", "Go on with it, or keep it in the records as unfinished?"),
    )
    resume = box.addButton(QCoreApplication.translate("App", "Go on with the deal"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("App", "Keep it unfinished"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not resume:
        for other in interrupted:
            store.keep_unfinished(other.id)
        store.close()
        return None
    for other in interrupted[:-1]:
        store.keep_unfinished(other.id)
    try:
        if has_face(games[deal.id], MAIN_TABLE):
            return resume_deal(store, deal.id, window=window, game=games[deal.id])
        return resume_family_deal(store, deal.id, window=window)
    except (RecordsError, ValueError) as error:  # ValueError: rules the table cannot seat
        message_box.warning(window, QCoreApplication.translate("App", "Bagchen"), str(error))
        store.keep_unfinished(deal.id)
        store.close()
        return None


def _resumable(game: str) -> bool:
    """A deal of ``game`` can be played on here: a game played in the main window, or one
    with a table of its own or at the shared card table."""
    if has_face(game, MAIN_TABLE):
        return True
    from bagchen_qt.core.family import game_named

    try:
        game_named(game)
    except ValueError:
        return False
    return plays_in_a_family_window(game)


def resume_family_deal(store: Store, deal_id: int, speed: str = "normal", window: MainWindow | None = None) -> QWidget:
    """Go on with an interrupted deal of a game with a window of its own (or at the shared
    card table), with the session's seats and rules, recorded into the same deal. The
    main ``window`` shown without its table makes way for it."""
    from bagchen_qt.ui.family_controller import FamilyTable
    from bagchen_qt.ui.recording import FamilyTableLog

    session_id = store.deal_session(deal_id)
    info = store.session(session_id)
    table = FamilyTable(info.game, info.rules, tuple(info.seats), info.preset or "")
    log = FamilyTableLog(store, table, session_id=session_id)
    state = log.resume(deal_id)
    opened = open_family_table(table, speed, log=log, resume=state)  # first: closing the last window ends the program
    if window is not None:
        window.close()
    return opened


def resume_deal(
    store: Store, deal_id: int, speed: str = "normal", window: MainWindow | None = None, game: str = DEFAULT_GAME
) -> QWidget:
    """Go on with an interrupted deal of a game played in the main window: in ``window``
    if given (shown without its table), else in a new window."""
    opened = main_table(game).resume_deal(store, deal_id, speed, window)
    if opened is not window:
        _connected(opened, game)
    _keep.append(opened)
    return opened


def play_from_state(
    state: Any, seats: Sequence[PlayerSpec], source_deal_id: int | None, speed: str = "normal", game: str = DEFAULT_GAME
) -> QWidget:
    """A new game from a step of a recorded deal of ``game`` ("play from here"), recorded
    as a branch of that deal."""
    window = _connected(main_table(game).play_from(state, seats, source_deal_id, speed), game)
    _keep.append(window)
    return window


def open_family_table(
    table: FamilyTable, speed: str, demo: bool = False, deals: int = 0, log: object = None, resume: object = None
) -> QWidget:
    """A session of a game with a window of its own (the catalogue's "window" face) or one
    that plays at the shared card table (its "card_table" face), going on with
    ``resume``, a deal under way, if given."""
    from bagchen_qt.ui.recording import DEMO_SOURCE, family_log

    if log is None:
        log = family_log(table, DEMO_SOURCE if demo else "table")
    window = family_window_class(table.game)(table, speed, demo=demo, log=log)
    window.newSessionAsked.connect(lambda _here: new_session_from_dialog(window))
    _lessons_answered(window)
    if deals:
        window.dealsPlayed.connect(lambda n: n >= deals and QTimer.singleShot(0, window.close))
    _keep.append(window)
    if resume is not None:
        window.resume(resume)
    else:
        window.start()
    return window


def family_config(
    game: str,
    preset: str,
    levels: Sequence[str] | None = None,
    think_ms: int = 0,
    seed: int | None = None,
    human: bool = True,
) -> FamilyTable:
    """A session of ``game`` under ``preset`` (raises ``ValueError`` naming what is wrong):
    the players of the last new session (``human``) or AI players of ``levels``."""
    from bagchen_qt.ai.ladder import strongest_offered
    from bagchen_qt.ai.player import PlayerOptions
    from bagchen_qt.core.family import game_named
    from bagchen_qt.records.model import PlayerSpec
    from bagchen_qt.ui.family_controller import TABLE_PLAYS, FamilyTable
    from bagchen_qt.ui.settings import AppSettings

    definition = game_named(game)
    if preset and preset not in definition.presets:
        raise ValueError(f"{game} has no preset {preset!r}: the presets are {', '.join(definition.presets)}")
    rules = definition.rules_from(preset)
    if getattr(rules, "play", "tricks") not in TABLE_PLAYS:
        raise ValueError(f"{preset} is not played at the table yet")
    count = definition.seat_count(rules)
    if human:
        kept = AppSettings().table_choices(game)
        # A level kept from other rules that these do not offer: the strongest they do.
        offered = tuple(
            dataclasses.replace(seat, level=strongest_offered(game, rules, seat.level)) for seat in kept.seats
        )
        choices = dataclasses.replace(kept, seats=offered)
        seats = list(choices.players())
        if choices.human_seat >= count:  # the player's seat is not at this smaller table: the last one is
            seats[count - 1] = seats[choices.human_seat]
        return FamilyTable(game, rules, tuple(seats[:count]), preset, seed)
    chosen = list(levels or ["medium"] * 4)
    specs = tuple(
        PlayerSpec.ai(
            chosen[i % len(chosen)],
            PlayerOptions(think_ms=think_ms, seed=None if seed is None else seed + i),
            name=DEMO_NAMES[i],
        )
        for i in range(count)
    )
    return FamilyTable(game, rules, specs, preset, seed)


def plays_in_a_family_window(game: str) -> bool:
    """Whether ``game`` plays in a window of its own or at the shared card table."""
    return has_face(game, "window") or has_face(game, "card_table")


def family_window_class(game: str) -> type:
    """The window ``game`` plays in: its own, else the shared card table."""
    if has_face(game, "window"):
        window: type = face(game, "window")
        return window
    from bagchen_qt.ui.card_table.window import CardTableWindow

    return CardTableWindow


def _has_a_table(game: str) -> None:
    """``ValueError`` for a game listed in the catalogue whose table is not built yet."""
    if not plays_in_a_family_window(game):
        raise ValueError(f"{game} cannot be played at the table yet")


def run_family_table(game: str, preset: str) -> int:
    """``bagchen --game tien-gow [--preset P]``: a session of that game with the players
    of the last new session."""
    try:  # a wrong name is told before any window is made
        _has_a_table(game)
        table = family_config(game, preset)
    except ValueError as error:
        print(f"bagchen: {error}", file=sys.stderr)
        return 2
    app = application()
    from bagchen_qt.ui.settings import AppSettings

    open_family_table(table, AppSettings().animation_speed)
    return app.exec()


def run_family_demo(
    game: str, preset: str, deals: int, speed: str, levels: Sequence[str], think_ms: int, seed: int | None
) -> int:
    """``bagchen demo --game tien-gow``: AI players only."""
    try:
        _has_a_table(game)
        table = family_config(game, preset, levels, think_ms, seed, human=False)
    except ValueError as error:
        print(f"bagchen: {error}", file=sys.stderr)
        return 2
    app = application()
    open_family_table(table, speed, demo=True, deals=deals)
    return app.exec()


def demo_config(
    levels: Sequence[str], think_ms: int, rules: Any = None, seed: int | None = None, game: str = DEFAULT_GAME
) -> Any:
    """The demo's table in the main window of ``game``: AI players of ``levels`` (under
    ``rules``, default the game's usual ones)."""
    from dataclasses import replace

    table = family_config(game, "", levels, think_ms, seed, human=False)
    if rules is not None:
        table = replace(table, rules=rules)
    return main_table(game).config_of(table)


def run_demo(deals: int, speed: str, levels: Sequence[str], think_ms: int, seed: int | None) -> int:
    """``bagchen demo``: four AI players at the table."""
    app = application(first_frame_first=True)
    start_demo(deals, speed, levels, think_ms, seed)
    return app.exec()


def start_demo(
    deals: int,
    speed: str,
    levels: Sequence[str],
    think_ms: int,
    seed: int | None,
    open_log: Callable[[Any, str], DealLog] | None = None,
) -> MainWindow:
    """The demo's window, shown at once; its table is built after the first frame."""
    window = table_window(demo=True)
    _load_after_first_frame(
        window,
        lambda: open_table(
            demo_config(levels, think_ms, seed=seed), speed, demo=True, deals=deals, window=window, open_log=open_log
        ),
    )
    return window
