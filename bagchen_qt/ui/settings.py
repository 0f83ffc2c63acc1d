"""What the game remembers between runs, over ``QSettings("Bagchen", "Bagchen")``.

``AppSettings`` reads and writes typed values: a value missing from the store, or one
that no longer makes sense (an unknown AI level, a rule option out of range), comes
back as its default instead of breaking the game. Tests point it at a temporary ini
file, or move the whole QSettings scope with ``QSettings.setPath``.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from bagchen_qt.ai.player import PlayerOptions
from bagchen_qt.core.family import game_named
from bagchen_qt.core.lessons import Journal
from bagchen_qt.games import DEFAULT_GAME, face_if_any, has_face, listings
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.speeds import SPEEDS
from bagchen_qt.ui.stored_settings import settings_store

DEFAULT_SPEED = "normal"
CUSTOM_PRESET = "custom"
THINK_RANGE = (0.1, 5.0)  # seconds a player may give an AI per decision
# A seat's thinking time by default: its level's own (each game's searching levels
# have theirs, Hard's the longest, the time their ladder in docs/ai.md was measured at).
BY_LEVEL = 0.0
MAX_SEATS = 8  # the most seats a table of the catalogue has
# The seats' names before any are chosen, seat by seat: E, S, W, N, then seats 5 to 8.
DEFAULT_NAMES = ("Tenzin", "You", "Dolma", "Norbu", "Pema", "Karma", "Sonam", "Lhamo")
DEFAULT_HUMAN_SEAT = 1  # South: the bottom of the table
DEFAULT_LEVEL = "medium"
FELTS = ("green", "blue", "plum")  # the table's cloth (theme.py paints them)
TILE_BACKS = ("knot", "lotus")  # the designs on the tiles' backs

# Keys written by releases that kept one game's rules (the catalogue's first) and, beside
# them, one preset of a second game; read when a game has no keys of its own yet.
LEGACY_PRESET_KEY = "table/preset"  # the first game's preset
LEGACY_RULES_PREFIX = "rules/"  # the first game's rule options
LEGACY_HUMAN_SEAT_KEY = "table/human_seat"  # one of the four seats, for every game


def has_a_table(game: str) -> bool:
    """Whether the window shell can seat a session of ``game``: the catalogue's first game
    (played in the main window), or a game with a table window of its own."""
    return game == DEFAULT_GAME or has_face(game, "window") or has_face(game, "card_table")


def table_games() -> tuple[str, ...]:
    """The games offered for a new session, in the catalogue's order."""
    return tuple(known.name for known in listings() if has_a_table(known.name))


def max_processes() -> int:
    """The most processes a search is offered: one a core."""
    return os.cpu_count() or 1


def default_processes() -> int:
    """The table's default: every core but one, and at least one."""
    return max(1, max_processes() - 1)


@dataclass(frozen=True)
class SeatChoice:
    """One seat as the New session dialog shows it. The human's seat keeps its AI
    choices too, so moving to another seat and back loses nothing."""

    name: str
    level: str = DEFAULT_LEVEL
    think_s: float = BY_LEVEL  # seconds a decision, or BY_LEVEL
    risk: float = 0.5


def _default_seats() -> tuple[SeatChoice, ...]:
    """The seats before any are chosen; the player's own default name in the language
    in use (the others are names in every language)."""
    return tuple(SeatChoice(default_name(name)) for name in DEFAULT_NAMES)


def default_name(name: str) -> str:
    """A default seat name as it is shown: the player's own ("You") in the language in
    use, the others as they are."""
    return QCoreApplication.translate("Settings", "You") if name == "You" else name


def _stored_name(stored: Any, index: int) -> str:
    """Seat ``index``'s name as the settings keep it, shown in the language in use: none
    kept, or the English default a release before kept, is the default said now."""
    name = str(stored).strip()[:24] if stored is not None else ""
    if not name or name == DEFAULT_NAMES[index]:
        return default_name(DEFAULT_NAMES[index])
    return name


def _name_to_store(name: str, index: int) -> str:
    """What the settings keep of seat ``index``'s name: the default (as said in the
    language in use) is kept as its English word, to be said again in each language."""
    default = DEFAULT_NAMES[index]
    return default if name == default_name(default) else name


@dataclass(frozen=True)
class TableChoices:
    """Who sits where for a new session, as many seats as the largest table has; a game
    seats the first of them. The human's seat is one of those."""

    human_seat: int = DEFAULT_HUMAN_SEAT
    seats: tuple[SeatChoice, ...] = dataclasses.field(default_factory=_default_seats)
    # Processes Hard's search may use: every core but one by default, the table's own.
    search_processes: int = dataclasses.field(default_factory=default_processes)

    def players(self, count: int | None = None) -> tuple[PlayerSpec, ...]:
        """The players of the first ``count`` seats (all by default)."""
        specs = []
        for index, seat in enumerate(self.seats[:count]):
            if index == self.human_seat:
                specs.append(PlayerSpec.human(seat.name))
            else:
                processes = self.search_processes if seat.level == "hard" else 1
                options = PlayerOptions(think_ms=round(seat.think_s * 1000), risk=seat.risk, processes=processes)
                specs.append(PlayerSpec.ai(seat.level, options, name=seat.name))
        return tuple(specs)


@dataclass(frozen=True)
class GameChoice:
    """One game's rules as last chosen: the preset's name (or ``"custom"``) and the rule
    set, every option included."""

    game: str
    preset: str
    rules: Any


def offered_levels() -> frozenset[str]:
    """Every AI level some game's table offers."""
    from bagchen_qt.ai.levels import table_levels

    return frozenset(level for game in table_games() for level in table_levels(game))


def rules_of(game: str, preset: str, options: Mapping[str, Any]) -> Any:
    """``game``'s rules under ``preset`` (``"custom"``: its usual rules) with ``options``
    changed; an option the rules refuse is left at the preset's value, one at a time,
    so that a bad one does not spoil the rest."""
    definition = game_named(game)
    base = preset if preset in definition.presets else ""
    kept: dict[str, Any] = {}
    for name, value in options.items():
        with suppress(ValueError, TypeError):
            definition.rules_from(base, {**kept, name: value})
            kept[name] = value
    return definition.rules_from(base, kept) if kept else definition.rules_from(base)


# --- typed conversions: QSettings in ini format hands everything back as strings ----------


def _clamp_int(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def to_bool(value: Any, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return bool(value)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
    return default


def to_int(value: Any, default: int) -> int:
    if isinstance(value, bool):
        return default
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return default


def to_float(value: Any, default: float) -> float:
    if isinstance(value, bool):
        return default
    try:
        return float(str(value).strip())
    except (TypeError, ValueError):
        return default


def to_bytes(value: Any) -> bytes:
    if isinstance(value, QByteArray):
        return bytes(value.data())
    if isinstance(value, bytes | bytearray):
        return bytes(value)
    return b""


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(value, low), high)


def _think_time(value: float) -> float:
    """A stored thinking time as the dialog can show it: ``BY_LEVEL``, or seconds in range."""
    return BY_LEVEL if value == BY_LEVEL else _clamp(value, *THINK_RANGE)


def _options_of(rules: Any) -> dict[str, Any]:
    """A rule set's options of plain values, by name, as it writes them (``to_dict``)."""
    written = rules.to_dict() if hasattr(rules, "to_dict") else {}
    return {name: value for name, value in written.items() if isinstance(value, bool | int | float | str)}


class AppSettings:
    """Typed access to the stored settings. Pass a ``QSettings`` to use another store."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else settings_store()

    def _value(self, key: str) -> Any:
        return self.store.value(key)

    def sync(self) -> None:
        self.store.sync()

    # --- the table -------------------------------------------------------------------

    def table_choices(self, game: str | None = None) -> TableChoices:
        """The seats of the last new session, and the human's seat at ``game``'s table
        (the last game's by default)."""
        defaults = TableChoices()
        levels = offered_levels()
        seats = []
        for index, default in enumerate(defaults.seats):
            prefix = f"seats/{index}/"
            level = self._value(prefix + "level")
            seats.append(
                SeatChoice(
                    name=_stored_name(self._value(prefix + "name"), index),
                    level=str(level) if level in levels else default.level,
                    think_s=_think_time(to_float(self._value(prefix + "think_s"), default.think_s)),
                    risk=_clamp(to_float(self._value(prefix + "risk"), default.risk), 0.0, 1.0),
                )
            )
        game = game or self.game
        human = to_int(self._value(f"games/{game}/human_seat"), -1)
        if human not in range(MAX_SEATS):  # none kept for this game yet: the one seat every game shared
            human = to_int(self._value(LEGACY_HUMAN_SEAT_KEY), defaults.human_seat)
        return TableChoices(
            human_seat=human if human in range(MAX_SEATS) else defaults.human_seat,
            seats=tuple(seats),
            search_processes=_clamp_int(
                to_int(self._value("table/search_processes"), defaults.search_processes), 1, max_processes()
            ),
        )

    def set_table_choices(self, choices: TableChoices, game: str | None = None) -> None:
        self.store.setValue(f"games/{game or self.game}/human_seat", choices.human_seat)
        self.store.setValue("table/search_processes", choices.search_processes)
        for index, seat in enumerate(choices.seats):
            prefix = f"seats/{index}/"
            self.store.setValue(prefix + "name", _name_to_store(seat.name, index))
            self.store.setValue(prefix + "level", seat.level)
            self.store.setValue(prefix + "think_s", float(seat.think_s))
            self.store.setValue(prefix + "risk", float(seat.risk))

    def game_choice(self, game: str) -> GameChoice:
        """``game``'s preset and rules as last chosen (its usual ones at first); a stored
        option that is missing or refused is the preset's."""
        definition = game_named(game)
        presets = tuple(definition.presets)
        prefix = f"games/{game}/"
        preset = self._value(prefix + "preset")
        rules_prefix = prefix + "rules/"
        if preset is None:  # written by a release that kept one game's rules, or never
            preset, rules_prefix = self._legacy_preset(game, presets)
        preset = str(preset)
        if preset not in presets and preset != CUSTOM_PRESET:
            preset = CUSTOM_PRESET if game == DEFAULT_GAME else presets[0]
        base = rules_of(game, preset, {})
        options: dict[str, Any] = {}
        for name, default in _options_of(base).items():
            raw = self._value(rules_prefix + name) if rules_prefix else None
            if raw is None:
                continue
            if isinstance(default, bool):
                options[name] = to_bool(raw, default)
            elif isinstance(default, int):
                options[name] = to_int(raw, default)
            elif isinstance(default, float):
                options[name] = to_float(raw, default)
            elif isinstance(default, str):
                options[name] = str(raw)
        return GameChoice(game, preset, rules_of(game, preset, options))

    def _legacy_preset(self, game: str, presets: tuple[str, ...]) -> tuple[object, str]:
        """The preset (and where its options are) as an earlier release kept it: the first
        game's under its old keys, another game's under the key its new-session face names
        (``LEGACY_PRESET_KEY``) when that holds one of its presets."""
        if game == DEFAULT_GAME:
            return self._value(LEGACY_PRESET_KEY) or presets[0], LEGACY_RULES_PREFIX
        key = getattr(face_if_any(game, "new_session"), "LEGACY_PRESET_KEY", None)
        other = self._value(key) if key else None
        return (other if other in presets else presets[0]), ""

    def set_game_choice(self, choice: GameChoice) -> None:
        prefix = f"games/{choice.game}/"
        self.store.remove(prefix + "rules")
        self.store.setValue(prefix + "preset", choice.preset)
        for name, value in _options_of(choice.rules).items():
            self.store.setValue(prefix + "rules/" + name, value)

    # --- the game ----------------------------------------------------------------------

    @property
    def game(self) -> str:
        """The game of the last new session (the catalogue's first at first)."""
        game = self._value("table/game")
        games = table_games()
        return str(game) if game in games else games[0]

    @game.setter
    def game(self, game: str) -> None:
        games = table_games()
        if game not in games:
            raise ValueError(f"the game must be one of {', '.join(games)}, not {game!r}")
        self.store.setValue("table/game", game)

    # --- the view --------------------------------------------------------------------

    @property
    def animation_speed(self) -> str:
        speed = self._value("view/animation_speed")
        return str(speed) if speed in SPEEDS else DEFAULT_SPEED

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"animation speed must be one of {', '.join(SPEEDS)}, not {speed!r}")
        self.store.setValue("view/animation_speed", speed)

    @property
    def reduced_motion(self) -> bool:
        return to_bool(self._value("view/reduced_motion"), False)

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self.store.setValue("view/reduced_motion", bool(value))

    @property
    def felt(self) -> str:
        felt = self._value("look/felt")
        return str(felt) if felt in FELTS else FELTS[0]

    @felt.setter
    def felt(self, felt: str) -> None:
        if felt not in FELTS:
            raise ValueError(f"felt must be one of {', '.join(FELTS)}, not {felt!r}")
        self.store.setValue("look/felt", felt)

    @property
    def tile_back(self) -> str:
        back = self._value("look/tile_back")
        return str(back) if back in TILE_BACKS else TILE_BACKS[0]

    @tile_back.setter
    def tile_back(self, back: str) -> None:
        if back not in TILE_BACKS:
            raise ValueError(f"tile back must be one of {', '.join(TILE_BACKS)}, not {back!r}")
        self.store.setValue("look/tile_back", back)

    @property
    def high_contrast(self) -> bool:
        return to_bool(self._value("look/high_contrast"), False)

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self.store.setValue("look/high_contrast", bool(value))

    @property
    def language(self) -> str:
        """The language chosen in the View menu ("" until one is: the system's is used)."""
        from .languages import LANGUAGE_KEY, LANGUAGES

        code = self._value(LANGUAGE_KEY)
        return str(code) if code in LANGUAGES else ""

    @language.setter
    def language(self, code: str) -> None:
        from .languages import LANGUAGE_KEY, LANGUAGES

        if code not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {code!r}")
        self.store.setValue(LANGUAGE_KEY, code)

    @property
    def window_geometry(self) -> bytes:
        return to_bytes(self._value("window/geometry"))

    @window_geometry.setter
    def window_geometry(self, data: bytes) -> None:
        self.store.setValue("window/geometry", QByteArray(bytes(data)))

    @property
    def window_state(self) -> bytes:
        return to_bytes(self._value("window/state"))

    @window_state.setter
    def window_state(self, data: bytes) -> None:
        self.store.setValue("window/state", QByteArray(bytes(data)))

    @property
    def session_panel(self) -> bool:
        """Whether the session panel is open (it starts closed: the table takes the window)."""
        return to_bool(self._value("view/session_panel"), False)

    @session_panel.setter
    def session_panel(self, value: bool) -> None:
        self.store.setValue("view/session_panel", bool(value))

    @property
    def session_panel_width(self) -> int:
        """The panel's width when last open, in pixels (0: never set)."""
        return max(to_int(self._value("view/session_panel_width"), 0), 0)

    @session_panel_width.setter
    def session_panel_width(self, width: int) -> None:
        self.store.setValue("view/session_panel_width", int(width))

    @property
    def tile_zoom(self) -> float:
        """The zoom of the player's tiles (1: as large as the table allows)."""
        return _clamp(to_float(self._value("view/tile_zoom"), 1.0), 0.5, 2.0)

    @tile_zoom.setter
    def tile_zoom(self, zoom: float) -> None:
        self.store.setValue("view/tile_zoom", float(zoom))

    # --- lessons ---------------------------------------------------------------------

    def lessons_journal(self, game: str) -> Journal:
        """The lessons of ``game`` finished, and the one left half-way (an empty journal
        when none is stored, or what is stored cannot be read)."""
        text = self._value(f"lessons/{game}")
        try:
            return Journal.from_json(json.loads(str(text))) if text else Journal()
        except (ValueError, TypeError):
            return Journal()

    def set_lessons_journal(self, game: str, journal: Journal) -> None:
        self.store.setValue(f"lessons/{game}", json.dumps(journal.to_json()))
