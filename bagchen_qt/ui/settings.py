"""What the game remembers between runs, over ``QSettings("Bagchen", "Bagchen")``.

``AppSettings`` reads and writes typed values: a value missing from the store, or one
that no longer makes sense (an unknown AI level, a rule option out of range), comes
back as its default instead of breaking the game. Tests point it at a temporary ini
file, or move the whole QSettings scope with ``QSettings.setPath``.
"""

from __future__ import annotations

import dataclasses
from contextlib import suppress
from dataclasses import dataclass, fields
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from bagchen_qt.ai.player import TABLE_LEVELS, PlayerOptions
from bagchen_qt.games.bagchen.ai.parallel import default_processes, max_processes
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, RuleSet, RuleSetError
from bagchen_qt.games.bagchen.table.controller import TableConfig
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.ui.speeds import SPEEDS
from bagchen_qt.ui.stored_settings import settings_store

DEFAULT_SPEED = "normal"
CUSTOM_PRESET = "custom"
THINK_RANGE = (0.2, 5.0)  # seconds an AI may think per decision
DEFAULT_NAMES = ("Tenzin", "You", "Dolma", "Norbu")  # seats E, S, W, N
DEFAULT_HUMAN_SEAT = 1  # South: the bottom of the table
DEFAULT_LEVEL = "medium"
FELTS = ("green", "blue", "plum")  # the table's cloth (theme.py paints them)
TILE_BACKS = ("knot", "lotus")  # the designs on the tiles' backs
GAME_NAMES = ("bagchen", "tien-gow")  # rules.family's names of the games the table plays
DEFAULT_TIEN_GOW_PRESET = "classic"


@dataclass(frozen=True)
class SeatChoice:
    """One seat as the New session dialog shows it. The human's seat keeps its AI
    choices too, so moving to another seat and back loses nothing."""

    name: str
    level: str = DEFAULT_LEVEL
    think_s: float = 1.0
    risk: float = 0.5


def _default_seats() -> tuple[SeatChoice, ...]:
    """The seats before any are chosen; the player's own default name in the language
    in use (the others are names in every language)."""
    return tuple(SeatChoice(default_name(name)) for name in DEFAULT_NAMES)


def default_name(name: str) -> str:
    return QCoreApplication.translate("Settings", "You") if name == "You" else name


@dataclass(frozen=True)
class TableChoices:
    """Everything chosen for a new session: seats, the preset's name (or ``"custom"``)
    and every rule option, stake and seating included."""

    human_seat: int = DEFAULT_HUMAN_SEAT
    seats: tuple[SeatChoice, ...] = dataclasses.field(default_factory=_default_seats)
    preset: str = "pagat"
    rules: RuleSet = RuleSet()
    # Processes Hard's search may use: every core but one by default, the table's own.
    search_processes: int = dataclasses.field(default_factory=default_processes)

    def table_config(self, seed: int | None = None) -> TableConfig:
        configs = []
        for index, seat in enumerate(self.seats):
            if index == self.human_seat:
                configs.append(PlayerSpec.human(seat.name))
            else:
                processes = self.search_processes if seat.level == "hard" else 1
                options = PlayerOptions(think_ms=round(seat.think_s * 1000), risk=seat.risk, processes=processes)
                configs.append(PlayerSpec.ai(seat.level, options, name=seat.name))
        return TableConfig(self.rules, tuple(configs), seed)


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


class AppSettings:
    """Typed access to the stored settings. Pass a ``QSettings`` to use another store."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else settings_store()

    def _value(self, key: str) -> Any:
        return self.store.value(key)

    def sync(self) -> None:
        self.store.sync()

    # --- the table -------------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The stored rule options; any option that is missing or refused is the default."""
        options: dict[str, Any] = {}
        base = RuleSet()
        for field in fields(RuleSet):
            raw = self._value(f"rules/{field.name}")
            if raw is None:
                continue
            default = getattr(base, field.name)
            if isinstance(default, bool):
                options[field.name] = to_bool(raw, default)
            elif isinstance(default, int):
                options[field.name] = to_int(raw, default)
            else:
                options[field.name] = str(raw)
        rules = base
        for name, value in options.items():  # one at a time: a bad one does not spoil the rest
            with suppress(RuleSetError):
                rules = rules.with_options(**{name: value})
        return rules

    def set_rules(self, rules: RuleSet) -> None:
        for name, value in rules.to_dict().items():
            self.store.setValue(f"rules/{name}", value)

    def table_choices(self) -> TableChoices:
        defaults = TableChoices()
        seats = []
        for index, default in enumerate(defaults.seats):
            prefix = f"seats/{index}/"
            name = self._value(prefix + "name")
            level = self._value(prefix + "level")
            seats.append(
                SeatChoice(
                    name=str(name).strip()[:24] if name and str(name).strip() else default.name,
                    level=str(level) if level in TABLE_LEVELS else default.level,
                    think_s=_clamp(to_float(self._value(prefix + "think_s"), default.think_s), *THINK_RANGE),
                    risk=_clamp(to_float(self._value(prefix + "risk"), default.risk), 0.0, 1.0),
                )
            )
        human = to_int(self._value("table/human_seat"), defaults.human_seat)
        preset = str(self._value("table/preset") or defaults.preset)
        if preset not in PRESETS and preset != CUSTOM_PRESET:
            preset = CUSTOM_PRESET
        return TableChoices(
            human_seat=human if human in range(4) else defaults.human_seat,
            seats=tuple(seats),
            preset=preset,
            rules=self.rules(),
            search_processes=_clamp_int(
                to_int(self._value("table/search_processes"), defaults.search_processes), 1, max_processes()
            ),
        )

    def set_table_choices(self, choices: TableChoices) -> None:
        self.store.setValue("table/human_seat", choices.human_seat)
        self.store.setValue("table/preset", choices.preset)
        self.store.setValue("table/search_processes", choices.search_processes)
        for index, seat in enumerate(choices.seats):
            prefix = f"seats/{index}/"
            self.store.setValue(prefix + "name", seat.name)
            self.store.setValue(prefix + "level", seat.level)
            self.store.setValue(prefix + "think_s", float(seat.think_s))
            self.store.setValue(prefix + "risk", float(seat.risk))
        self.set_rules(choices.rules)

    # --- the game ----------------------------------------------------------------------

    @property
    def game(self) -> str:
        """The game of the last new session: "bagchen" or "tien-gow"."""
        game = self._value("table/game")
        return str(game) if game in GAME_NAMES else GAME_NAMES[0]

    @game.setter
    def game(self, game: str) -> None:
        if game not in GAME_NAMES:
            raise ValueError(f"the game must be one of {', '.join(GAME_NAMES)}, not {game!r}")
        self.store.setValue("table/game", game)

    @property
    def tien_gow_preset(self) -> str:
        """The Tien Gow preset of the last Tien Gow session (the classic game at first);
        the dialog checks it against the presets the rules offer."""
        return str(self._value("table/tien_gow_preset") or DEFAULT_TIEN_GOW_PRESET)

    @tien_gow_preset.setter
    def tien_gow_preset(self, name: str) -> None:
        self.store.setValue("table/tien_gow_preset", name)

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
