"""The catalogue: the one place that lists the games.

Each game lives in a package of its own under ``games/`` (its rules, AI, words, rule
pages and table) and is listed here by the modules that make its parts known: importing
a game's rules module registers its definition with the core (``core.family``), its
players module registers its AI levels. The modules are named as text and imported only
when first asked for, so every layer may read the catalogue and importing it stays cheap.
Adding a game means adding its folder and a line here.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any

# The faces a game may show the window shell, each "module:attribute":
# - "window": the class of its table's window, made as ``Window(table, speed, demo=, log=)``
#   (a game with a "main_table" plays in the main window, one with a "card_table" at that table);
# - "replay": the class of its replay window, made as ``Replay(store, deal_id, parent)``;
# - "rules_page": the module of its page in Help → Rules (``TITLE``, ``WINDOW_TITLE``,
#   ``rules_of(preset or rule set)``, ``sections(window, rules)``);
# - "words": a module that, once imported, has given the words layer its refusals;
# - "rules_bench": the function ``bagchen bench rules --game`` measures its engine with;
# - "lessons": its "Learn to play" lessons, a tuple of ``core.lessons.Lesson``;
# - "glossary": the terms its table shows, a tuple of ``core.glossary.Term``;
# - "new_session": the module of its words in the new-session dialog (``game_title``,
#   ``heading``, ``preset_title``, ``preset_description``; optionally ``table_presets``,
#   ``preset_label``, ``preset_tooltip``, ``game_tooltip``, ``PRESET_IN_LISTS`` (False:
#   the replay's deal list names the game without its preset) and ``RuleChoices``, the
#   widgets of its own rule options); the replay's lists take titles from it too;
# - "ai_bench": the function ``bagchen bench ai`` measures its AI levels with;
# - "commands": a function ``register(subparsers)`` that adds the game's own ``bagchen``
#   subcommands (its module imports only what building the parser needs);
# - "records": the ``records.games.RecordedGame`` subclass of a game whose deals the records
#   store in a way of their own (a game without one is stored through its definition);
# - "selfplay": a module of the game's AI that plays its self-play deals by a loop of its
#   own (``play_game``, ``player_for``, ``is_result``, ``result_from_json``, ``judge_file``;
#   see ``ai/selfplay.py``; a game without one plays through its definition);
# - "card_table": what the shared card table (``ui/card_table``) shows of a deal, from an
#   observation (a ``CardTableFace``, or a class that makes one): a game with this face
#   and no "window" plays at that table, and, without a "replay", replays there;
# - "replay_page": the class of the page of the replay window's Replay tab, made as
#   ``Page(store)`` (the catalogue's first game's: the page of every deal whose game has no
#   "replay" window);
# - "review": a module of the game's own reviewer in the replay: ``decision_steps(states,
#   events, seat)``, the seat's decisions it judges; importing it registers the game's
#   ``review`` level, which the AI worker asks for a ``Verdict``; optionally
#   ``reason_from_json`` (its reasons as verdicts store them) and ``same_choice(a, b)``
#   (two moves that are one decision) (a game without one is reviewed by its Hard
#   player's search, ``ui/replay/family_review.py``);
# - "main_table": a module for a game played in the program's main window, the window
#   ``bagchen`` and ``bagchen demo`` show at once for the catalogue's first game: ``Window``
#   (its class: made as ``Window(demo=)`` it shows its shell, ``ui/table_shell.py``, before
#   its table's modules are imported, until ``build(config, speed, log=)``; or made with its
#   table as ``Window(config, speed, log=, demo=)``), ``config_of(table)`` (a session chosen
#   as a ``FamilyTable`` made the window's config), ``table_log(config, source)`` (its
#   recording), ``resume_deal(store, deal_id, speed, window)`` (an interrupted deal
#   played on, in ``window`` if given) and ``play_from(state, seats, source_deal_id,
#   speed)`` (a replayed step played on as a branch of its deal);
# - "gui_bench": the function ``bagchen bench gui`` measures the window with (the first
#   game's table, the replay and the rules);
# - "statistics": a module of the figures the replay's statistics count of the game's own
#   deals beside the chips (``FIGURES``, ``figure_titles()``, ``note()``,
#   ``figures(result, seat)`` over its records' own result; a game without one: chips only);
# - "ladder": its AI levels' measured strength against the level below, by preset (an
#   ``ai.ladder.Ladder``; the new-session dialog shows it; a game without one: unmeasured);
# - "withheld_levels": a function of a rule set giving the levels its table does not offer
#   with those rules though the game has them (a level measured no stronger than the one
#   below there; see ``ai.ladder.offered_levels``; a game without one offers them all).
FACES = (
    "window",
    "replay",
    "rules_page",
    "words",
    "rules_bench",
    "lessons",
    "glossary",
    "new_session",
    "ai_bench",
    "commands",
    "records",
    "selfplay",
    "card_table",
    "statistics",
    "replay_page",
    "gui_bench",
    "review",
    "main_table",
    "ladder",
    "withheld_levels",
)


@dataclass(frozen=True)
class Listing:
    """One game of the catalogue."""

    name: str  # the stored name, kept with every recorded deal
    folder: str  # its package under ``games/``
    rules: str  # the module that registers its definition (pure Python)
    players: str  # the module that registers its AI levels
    faces: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        unknown = set(self.faces) - set(FACES)
        if unknown:
            raise ValueError(f"{self.name}: no face called {', '.join(sorted(unknown))}; the faces are {FACES}")


# The stored names of the catalogue's games. Shared code that still compares with one of
# them is listed in ``tests/test_house.py``, as work left to move behind the catalogue.
BAGCHEN = "bagchen"
TIEN_GOW = "tien-gow"
BAO_HUANG = "bao-huang"

CATALOGUE: tuple[Listing, ...] = (
    Listing(
        BAGCHEN,
        "bagchen",
        "bagchen_qt.games.bagchen.rules.bagchen_game",
        "bagchen_qt.games.bagchen.ai.players",
        MappingProxyType(
            {
                "rules_bench": "bagchen_qt.games.bagchen.rules.bench:bench_rules",
                "rules_page": "bagchen_qt.games.bagchen.table.rules_page",
                "lessons": "bagchen_qt.games.bagchen.lessons:LESSONS",
                "glossary": "bagchen_qt.games.bagchen.rules.glossary:TERMS",
                "new_session": "bagchen_qt.games.bagchen.table.new_session",
                "words": "bagchen_qt.games.bagchen.table.words",
                "ai_bench": "bagchen_qt.games.bagchen.ai.bench:bench_ai",
                "gui_bench": "bagchen_qt.games.bagchen.table.gui_bench:bench_gui",
                "commands": "bagchen_qt.games.bagchen.ai.commands:register",
                "records": "bagchen_qt.games.bagchen.records.game:BagchenRecords",
                "selfplay": "bagchen_qt.games.bagchen.ai.selfplay",
                "statistics": "bagchen_qt.games.bagchen.table.statistics",
                "replay_page": "bagchen_qt.games.bagchen.table.replay.page:ReplayPage",
                "review": "bagchen_qt.games.bagchen.table.review",
                "main_table": "bagchen_qt.games.bagchen.table.main_table",
                "ladder": "bagchen_qt.games.bagchen.ai.ladder:LADDER",
            }
        ),
    ),
    Listing(
        TIEN_GOW,
        "tiengow",
        "bagchen_qt.games.tiengow.rules.game",
        "bagchen_qt.games.tiengow.ai.players",
        MappingProxyType(
            {
                "window": "bagchen_qt.games.tiengow.table.window:TienGowWindow",
                "replay": "bagchen_qt.games.tiengow.table.replay_face:FamilyReplayWindow",
                "rules_page": "bagchen_qt.games.tiengow.table.rules_page",
                "words": "bagchen_qt.games.tiengow.table.refusals",
                "lessons": "bagchen_qt.games.tiengow.lessons:LESSONS",
                "glossary": "bagchen_qt.games.tiengow.rules.glossary:TERMS",
                "new_session": "bagchen_qt.games.tiengow.table.new_session",
                "gui_bench": "bagchen_qt.games.tiengow.table.gui_bench:bench_gui",
                "ladder": "bagchen_qt.games.tiengow.ai.ladder:LADDER",
                "withheld_levels": "bagchen_qt.games.tiengow.ai.ladder:withheld",
                "ai_bench": "bagchen_qt.games.tiengow.ai.bench:bench_ai",
            }
        ),
    ),
    Listing(
        BAO_HUANG,
        "baohuang",
        "bagchen_qt.games.baohuang.rules.game",
        "bagchen_qt.games.baohuang.ai.players",
        MappingProxyType(
            {
                "rules_bench": "bagchen_qt.games.baohuang.rules.bench:bench_rules",
                "rules_page": "bagchen_qt.games.baohuang.table.rules_page",
                "words": "bagchen_qt.games.baohuang.table.refusals",
                "ai_bench": "bagchen_qt.games.baohuang.ai.bench:bench_ai",
                "card_table": "bagchen_qt.games.baohuang.table.face:BaoHuangFace",
                "lessons": "bagchen_qt.games.baohuang.lessons:LESSONS",
                "glossary": "bagchen_qt.games.baohuang.rules.glossary:TERMS",
                "gui_bench": "bagchen_qt.games.baohuang.table.gui_bench:bench_gui",
                "statistics": "bagchen_qt.games.baohuang.table.statistics",
                "new_session": "bagchen_qt.games.baohuang.table.new_session",
                "ladder": "bagchen_qt.games.baohuang.ai.ladder:LADDER",
            }
        ),
    ),
)

DEFAULT_GAME = CATALOGUE[0].name

# Games listed at run time (a game under test, or one a later release adds): after the
# catalogue's own, in the order they were added. They are kept in the environment too,
# so that the processes a tournament starts list them as well.
ADDED_VARIABLE = "BAGCHEN_ADDED_GAMES"


def _from_environment() -> list[Listing]:
    try:
        rows = json.loads(os.environ.get(ADDED_VARIABLE) or "[]")
        return [Listing(str(a), str(b), str(c), str(d), MappingProxyType(dict(e))) for a, b, c, d, e in rows]
    except (ValueError, TypeError) as error:
        raise ValueError(f"{ADDED_VARIABLE} is not a list of games ({error})") from None


_ADDED: list[Listing] = _from_environment()


def _remember() -> None:
    rows = [[k.name, k.folder, k.rules, k.players, dict(k.faces)] for k in _ADDED]
    if rows:
        os.environ[ADDED_VARIABLE] = json.dumps(rows)
    else:
        os.environ.pop(ADDED_VARIABLE, None)


def listings() -> tuple[Listing, ...]:
    return CATALOGUE + tuple(_ADDED)


def add(listing: Listing) -> None:
    """List one more game (its modules are imported when first asked for)."""
    if any(known.name == listing.name for known in listings()):
        raise ValueError(f"a game named {listing.name!r} is listed already")
    _ADDED.append(listing)
    _remember()


def remove(name: str) -> None:
    """Take a game listed with ``add`` off the list again (the core forgets its definition)."""
    _ADDED[:] = [known for known in _ADDED if known.name != name]
    _remember()


def listing(name: str) -> Listing:
    for known in listings():
        if known.name == name:
            return known
    raise ValueError(f"unknown game {name!r}: the games are {', '.join(known.name for known in listings())}")


def load_rules() -> list[ModuleType]:
    """Import every game's rules module (each registers its definition, its ``GAME``)."""
    return [importlib.import_module(known.rules) for known in listings()]


def load_players() -> None:
    """Import every game's players module, so that each game's AI levels are registered."""
    for known in listings():
        importlib.import_module(known.players)


def has_face(game: str, face: str) -> bool:
    """Whether ``game`` is listed and shows the shell ``face`` (False for a game not listed)."""
    return any(known.name == game and face in known.faces for known in listings())


def face(game: str, face: str) -> Any:
    """A game's face for the window shell (see ``FACES``), imported on first use;
    ``LookupError`` when the game has none."""
    where = listing(game).faces.get(face)
    if where is None:
        raise LookupError(f"{game} has no {face}")
    module, _, attribute = where.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attribute) if attribute else loaded


def face_if_any(game: str, name: str) -> Any:
    """A game's face ``name`` (see ``FACES``), or None when the game shows none."""
    return face(game, name) if has_face(game, name) else None


def load_faces(name: str) -> None:
    """Import one face of every game that has it (the words layer loads every game's words)."""
    for known in listings():
        if name in known.faces:
            face(known.name, name)
