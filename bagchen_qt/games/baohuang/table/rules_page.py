"""The rules of Bao Huang for the rules window, told for a player from
``docs/rules/bao-huang.md``: the cards, the roles, the emperor's card, the plays and
beating, passing, the end and the score, the tribute, the options and the presets.

The page is built by ``sections`` on the rules window's ``RulesPage``, as Tien Gow's is,
so that the games' pages look alike.
"""

from __future__ import annotations

import base64
import functools
from collections.abc import Iterable, Sequence
from html import escape
from typing import Protocol

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QGuiApplication

from bagchen_qt.games.baohuang.rules.cards import CARDS_OF_RANK, EMPEROR_CARD, EUNUCH_CARD
from bagchen_qt.games.baohuang.rules.ruleset import PRESETS, BaoHuangRules
from bagchen_qt.games.baohuang.table.cards import card_name, card_pixmap, card_width
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.words import list_text

CONTEXT = "BaoHuangRules"


def _t(text: str) -> str:
    return QCoreApplication.translate("BaoHuangRules", text)


class RulesPage(Protocol):
    """What the rules window gives a page: headings listed in its contents, table rows and notes."""

    def heading(self, anchor: str, title: str, level: int = 1) -> str: ...

    def row(self, cells: Iterable[str]) -> str: ...

    def note(self, text: str) -> str: ...


TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Bao Huang")
WINDOW_TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Bao Huang: the rules")

PRESET_TITLES: dict[str, str] = {
    "rizhao": QT_TRANSLATE_NOOP("BaoHuangRules", "Rizhao"),
    "rizhao-sixes-last": QT_TRANSLATE_NOOP("BaoHuangRules", "Rizhao, sixes last"),
    "rizhao-announced": QT_TRANSLATE_NOOP("BaoHuangRules", "Rizhao, with announcements"),
    "points": QT_TRANSLATE_NOOP("BaoHuangRules", "Points"),
    "shanghai": QT_TRANSLATE_NOOP("BaoHuangRules", "Shanghai"),
    "shanghai-twos-trumps": QT_TRANSLATE_NOOP("BaoHuangRules", "Shanghai, twos as trumps"),
}
PRESET_DESCRIPTIONS: dict[str, str] = {
    "rizhao": QT_TRANSLATE_NOOP("BaoHuangRules", "The game as played in Rizhao, Shandong: every option as usual."),
    "rizhao-sixes-last": QT_TRANSLATE_NOOP("BaoHuangRules", "The Rizhao game with sixes played last."),
    "rizhao-announced": QT_TRANSLATE_NOOP(
        "BaoHuangRules", "The Rizhao game in which the protector, or an emperor alone, may announce himself."
    ),
    "points": QT_TRANSLATE_NOOP(
        "BaoHuangRules", "The Rizhao game scored by points for the places, played until one player is left."
    ),
    "shanghai": QT_TRANSLATE_NOOP(
        "BaoHuangRules",
        "The variations reported from Shanghai together: points, the tribute face up, announcements "
        "and the joker order.",
    ),
    "shanghai-twos-trumps": QT_TRANSLATE_NOOP("BaoHuangRules", "The Shanghai game with twos as trumps."),
}


def rules_of(rules: object) -> BaoHuangRules | None:
    """A Bao Huang rule set given by itself or by its preset's name (None for neither)."""
    if isinstance(rules, BaoHuangRules):
        return rules
    return PRESETS.get(rules) if isinstance(rules, str) else None


def preset_of(rules: BaoHuangRules) -> str | None:
    """The name of the preset a rule set is (None for a mixture of options)."""
    return next((name for name, preset in PRESETS.items() if preset == rules), None)


# Cards drawn on the page, by rank (0 = 6 … 9 = 2, 10 black joker, 11 red joker) and suit.
def _card(rank: int, suit: int = 0) -> int:
    return CARDS_OF_RANK[rank][4 * suit] if rank < 10 else CARDS_OF_RANK[rank][0]


RANK_ORDER = tuple(_card(rank, rank % 4) for rank in range(11, -1, -1))
MARKED = (EMPEROR_CARD, EUNUCH_CARD)
PLAY_EXAMPLES = (
    (_card(2, 1), _card(2, 3)),  # 8 8
    (_card(1), _card(1, 2), _card(10)),  # 7 7 with a black joker
    (_card(7), _card(7, 1), _card(7, 2), _card(10), _card(11)),  # K K K with a black and a red joker
    (_card(10), _card(10), _card(11)),  # jokers alone
)
BEATING_EXAMPLE = ((_card(1), _card(1, 1), _card(10), _card(10)), (_card(7, 2), _card(10), _card(11), _card(11)))
CARD_HEIGHT = 64  # on the page, in logical pixels


@functools.lru_cache(maxsize=64)
def _card_source(card: int, height: int, dpr: float) -> str:
    """A card's picture as a data URL, which the rules window's browser hands on to Qt."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    card_pixmap(card, height, dpr).save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")


def cards_html(cards: Sequence[int], height: int = CARD_HEIGHT) -> str:
    """A row of cards, painted at the screen's pixel ratio and named for screen readers."""
    screen = QGuiApplication.primaryScreen()
    dpr = max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0
    width = card_width(height)
    return "&nbsp;".join(
        f"<img src='{_card_source(card, height, dpr)}' width='{width}' height='{height}' "
        f"alt='{escape(card_name(card), quote=True)}'/>"
        for card in cards
    )


def _figure(*rows: str) -> str:
    return "".join(f"<p>{row}</p>" for row in rows)


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _list(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def _table(page: RulesPage, rows: Iterable[tuple[str, str]], css: str = "") -> str:
    body = "".join(
        "<tr>" + page.row((f"<th width='30%'>{escape(k)}</th>", f"<td>{escape(v)}</td>")) + "</tr>" for k, v in rows
    )
    return f"<table{css} width='100%' cellpadding='5' cellspacing='1'>{body}</table>"


def sections(page: RulesPage, rules: BaoHuangRules | None = None) -> list[str]:
    """The whole page, section by section; ``rules``: the table's rule set, if any."""
    parts = [
        "<h1>" + escape(_t("Bao Huang")) + "</h1>",
        "<p class='soft'>"
        + _t(
            "保皇, “protect the emperor”: a climbing card game for five from Shandong. Each deal sets the "
            "emperor and his hidden protector against the three others; the side that sheds its cards "
            "well wins."
        )
        + "</p>",
    ]
    if rules is not None:
        parts += _table_section(page, rules)
    parts += _aim_section(page)
    parts += _cards_section(page)
    parts += _deal_section(page)
    parts += _roles_section(page)
    parts += _plays_section(page)
    parts += _beating_section(page, rules)
    parts += _turn_section(page)
    parts += _end_section(page, rules)
    parts += _tribute_section(page, rules)
    parts += _options_section(page)
    parts += _presets_section(page)
    return parts


def _on(value: bool) -> str:
    return _t("yes") if value else _t("no")


def _table_section(page: RulesPage, rules: BaoHuangRules) -> list[str]:
    preset = preset_of(rules)
    name = _t(PRESET_TITLES[preset]) if preset is not None else _t("Options of your own")
    also = [
        text
        for text, chosen in (
            (_t("the emperor's card may be declined"), rules.emperor_decline),
            (_t("the emperor may play alone"), rules.alone),
            (_t("announcements"), rules.announcements),
            (_t("twos as trumps"), rules.twos_trumps),
            (_t("asking the others not to beat"), rules.do_not_beat),
            (_t("sixes last"), rules.sixes_last),
        )
        if chosen
    ]
    rows = (
        (_t("Game"), name),
        (_t("Beating"), _t("the joker order") if rules.joker_order else _t("every card higher")),
        (_t("Result"), _t("points for the places") if rules.points else _t("the first and the last out")),
        (_t("Tribute"), _t("face up, chosen") if rules.tribute == "face_up" else _t("face down, at random")),
        (_t("Also"), list_text(also) if also else _t("nothing else")),
    )
    return [page.heading("bh-table", _t("This table's rules")), _table(page, rows, " class='active'")]


def _aim_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-aim", _t("The aim")),
        _p(
            _t(
                "Get rid of your cards, and help your partners get rid of theirs. Cards are played one "
                "or several at a time, and each play must beat the one before it, until nobody will: "
                "then whoever played last starts again with anything he likes."
            )
        ),
    ]


def _cards_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-cards", _t("The cards")),
        _p(
            _t(
                "Four packs of cards without their 3s, 4s and 5s, and four red and four black jokers: 168 "
                "cards. Suits never matter; only the rank does. From high to low:"
            )
        ),
        "<p><b>" + escape(_t("red joker, black joker, 2, A, K, Q, J, 10, 9, 8, 7, 6")) + "</b></p>",
        _figure(cards_html(RANK_ORDER, 56)),
        _p(
            _t(
                "There are sixteen cards of each rank from 6 to 2, and four jokers of each colour. One red "
                "joker is marked with a crown: the <b>emperor's card</b>. One black joker is marked with a "
                "shield: the <b>protector's card</b> (the eunuch's, in the Chinese name). In play they are "
                "jokers of their colour like the others."
            )
        ),
        _figure(cards_html(MARKED, 96)),
        page.note(
            _t(
                "Your hand is shown in columns, as players in China hold it: one column per rank, equal "
                "cards stacked, the jokers apart on the left. Click a column to take one card more of it, "
                "Ctrl+click to take the whole column, Alt+click to pick one joker; the arrow keys move "
                "and take too, J takes a joker and Enter plays."
            )
        ),
    ]


def _deal_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-deal", _t("The deal")),
        _p(
            _t(
                "Nobody deals. The cards are shuffled and cut, and the players take them from the pile one "
                "at a time in turn until none is left: three players hold 34 cards and two hold 33. In the "
                "next deal the first taker moves on by one seat."
            )
        ),
    ]


def _roles_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-roles", _t("The emperor, his protector and the people")),
        _p(
            _t(
                "Whoever holds the emperor's card is offered the throne. He may accept and be the emperor, "
                "whom everybody knows from then on, or decline and pass that one card to the next player, "
                "who gets nothing else and now decides in turn. If the card goes all the way round, its "
                "first holder must accept."
            )
        ),
        _p(
            _t(
                "The holder of the protector's card is the emperor's secret partner. Nobody else knows who "
                "it is until that card is played, so the three others, the people, must guess from the "
                "play. If the emperor holds both marked cards he plays alone against four, and the others "
                "learn it only when the protector's card appears."
            )
        ),
    ]


def _plays_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-plays", _t("What may be played")),
        _p(
            _t(
                "A play is one card, or several cards of the same rank, with as many jokers of either "
                "colour as you like added to them; or jokers alone. For example: a single 8; 8 8; "
                "Q Q Q Q; 7 7 with a black joker; a 6 with a red joker; K K K with a black and a red "
                "joker; two black jokers and a red one."
            )
        ),
        _figure(*(cards_html(play) for play in PLAY_EXAMPLES)),
        _p(_t("A joker added to a play is said to hang on it: one card hanging, a pair hanging, and so on.")),
    ]


def _beating_section(page: RulesPage, rules: BaoHuangRules | None) -> list[str]:
    parts = [
        page.heading("bh-beating", _t("Beating, card for card")),
        _p(
            _t(
                "To beat a play you must play as many cards, and each of your cards must beat one of its "
                "cards: sort both plays from high to low and compare them place by place; every card of "
                "yours must be strictly higher than the card in the same place."
            )
        ),
        _list(
            _t("7 7 7 is beaten by 10 10 10, which A A A beats, which 2 2 2 beats; only three jokers beat 2 2 2."),
            _t("8 8 8 with a black joker does not beat 8 8 8 8: its three 8s meet 8s, which are not higher."),
            _t("A play with a red joker in it can never be beaten: nothing is higher than a red joker."),
            _t(
                "7 7 with two black jokers falls to a king with a black and two red jokers, but not to a "
                "queen with two black jokers and a red one: one black joker would meet a black joker."
            ),
        ),
        _figure(cards_html(BEATING_EXAMPLE[0]) + "&nbsp;&nbsp;→&nbsp;&nbsp;" + cards_html(BEATING_EXAMPLE[1])),
        _p(
            _t(
                "With the joker order (an option) a card may equal the card it meets, as long as every "
                "joker of the play beaten meets a higher card and at least one card is higher: then "
                "9 9 9 with a black joker beats 9 9 9 9."
            )
        ),
    ]
    if rules is not None and rules.joker_order:
        parts.append(page.note(_t("the joker order is played.")))
    if rules is not None and rules.twos_trumps:
        parts.append(page.note(_t("twos are trumps: they join another rank as jokers do, as in 7 7 7 2.")))
    return parts


def _turn_section(page: RulesPage) -> list[str]:
    return [
        page.heading("bh-turn", _t("Playing and passing")),
        _p(
            _t(
                "The emperor leads first. Whoever has the lead must play something. Then each player in "
                "turn either beats the last play or passes; a player who passed may still play when his "
                "turn comes again. When everybody else still holding cards has passed in a row, the last "
                "player to play leads again, anything he likes. If he has gone out, the lead passes to "
                "the next player still holding cards."
            )
        ),
        _p(
            _t(
                "Before a play you may ask the others not to beat it (zhàn pái). Nobody has to listen; it "
                "is a hint, or a bluff, about which side you are on."
            )
        ),
    ]


def _end_section(page: RulesPage, rules: BaoHuangRules | None) -> list[str]:
    parts = [
        page.heading("bh-end", _t("The end and the score")),
        _p(
            _t(
                "Players who run out of cards drop out: first, second, and so on. The deal ends as soon as "
                "every member of one side is out (with the emperor alone: as soon as anybody is). Look at "
                "the first player out and at the players still holding cards: if they are on different "
                "sides, the first player's side wins; if on the same side, it is a tie. The emperor "
                "alone wins only by going out first."
            )
        ),
        _p(
            _t(
                "Each winner scores 1 and each loser loses 1, the emperor's score counting double so that "
                "the deal comes out even: the emperor ±2, the protector ±1, each of the people ∓1. Alone, "
                "the emperor wins or loses 4, one from each of the four. A tie scores nothing."
            )
        ),
        _p(
            _t(
                "With the points scoring (an option) the deal goes on until one player is left, and the "
                "places score +4, +2, 0, −2 and −4. Each side adds up its members' points and every member "
                "scores the side's total; the emperor's score is doubled (twice when alone) so that the "
                "deal comes out even."
            )
        ),
    ]
    if rules is not None:
        parts.append(
            page.note(_t("points are scored for the places.") if rules.points else _t("the main result is played."))
        )
    return parts


def _tribute_section(page: RulesPage, rules: BaoHuangRules | None) -> list[str]:
    parts = [
        page.heading("bh-tribute", _t("The tribute")),
        _p(
            _t(
                "From the second deal on, once the cards are taken, the side that lost the deal before "
                "pays the winners. Each loser gives his highest card that is not a joker (a 2 if he has "
                "one); a losing emperor gives his two highest, or four if he played alone. Each winner "
                "takes one card, a winning emperor two, or four if he was alone. After a tie nobody "
                "gives anything."
            )
        ),
        _p(
            _t(
                "The cards are put down face down and the winners take them at random, in the order of "
                "their places in the deal before; with the tribute face up, each winner chooses in turn."
            )
        ),
    ]
    if rules is not None:
        face_up = rules.tribute == "face_up"
        parts.append(
            page.note(_t("the tribute lies face up and is chosen.") if face_up else _t("the tribute is face down."))
        )
    return parts


def _options_section(page: RulesPage) -> list[str]:
    rows = (
        (_t("Direction"), _t("play goes anticlockwise, or clockwise")),
        (_t("Declining"), _t("the emperor's card may be passed on, or its holder must accept")),
        (_t("Alone"), _t("the holder of both marked cards may play alone, or must pass the emperor's card on")),
        (
            _t("Announcements"),
            _t(
                "before the first lead the protector may announce himself (scores doubled), or an emperor "
                "holding both marked cards may say he is alone (scores tripled)"
            ),
        ),
        (_t("Twos as trumps"), _t("twos may join another rank as jokers do: 7 7 7 2")),
        (_t("Joker order"), _t("cards may equal the cards they meet, jokers must be beaten (see above)")),
        (_t("Do not beat"), _t("whether a player may ask the others not to beat his play")),
        (_t("Sixes last"), _t("a 6 may be played only by a player holding nothing but sixes")),
        (_t("Result"), _t("the first and the last out, or points for the places")),
        (_t("Tribute"), _t("face down and taken at random, or face up and chosen")),
    )
    return [page.heading("bh-options", _t("Options")), _table(page, rows)]


def _presets_section(page: RulesPage) -> list[str]:
    rows = tuple((_t(PRESET_TITLES[name]), _t(PRESET_DESCRIPTIONS[name])) for name in PRESETS)
    return [page.heading("bh-presets", _t("The usual rule sets")), _table(page, rows)]
