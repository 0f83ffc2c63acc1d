"""The rules of Tien Gow, written anew from ``docs/rules/tien-gow.md``, for the rules
window: every combination drawn with the tile art, the folk variants and the other
games of the same tiles told briefly.

The page is built by ``sections`` on a ``RulesPage`` (the rules window), which gives the
headings, the tile pictures and the notes, so that both games' pages look alike.
``EXAMPLES`` names the tiles drawn for each combination category; a test checks that
the page draws each of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.tiengow.rules.combos import CATEGORIES, table
from bagchen_qt.games.tiengow.rules.ruleset import PRESETS, TienGowRules
from bagchen_qt.games.tiengow.rules.tiles import kind_index
from bagchen_qt.games.tiengow.table.words import (
    PRESET_TITLES,
    category_title,
    preset_description,
    preset_title,
    tile_name,
)
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.rules_page import RulesPage
from bagchen_qt.ui.tile_widgets import RowFrame
from bagchen_qt.ui.words import fill, list_text, number_text

CONTEXT = "TienGowRules"


def _t(text: str) -> str:
    return QCoreApplication.translate("TienGowRules", text)


# The tiles drawn for each combination category, with the section that shows them.
EXAMPLES: dict[str, tuple[str, str]] = {
    "single": ("tg-single", "6-6"),
    "civil_pair": ("tg-civil-pair", "6-6 6-6"),
    "military_pair": ("tg-military-pair", "6-3 5-4"),
    "supreme_pair": ("tg-supreme-pair", "4-2 2-1"),
    "mixed_pair": ("tg-mixed-pair", "6-6 6-3"),
    "triplet": ("tg-triplet", "6-6 6-6 5-4"),
    "quartet": ("tg-quartet", "4-4 4-4 5-2 4-3"),
    "straight": ("tg-straight", "4-4 5-5 6-6"),
    "two_pairs": ("tg-two-pairs", "5-5 5-5 2-2 2-2"),
    "pair_kicker": ("tg-pair-kicker", "6-6 6-6 6-5"),
}

CIVIL_RANKS = ("6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1")
MILITARY_RANKS = ("6-3 5-4", "6-2 5-3", "5-2 4-3", "4-2", "4-1 3-2", "2-1")


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _list(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


# The tab's title and the window's, in the rules window's words.
TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Tien Gow")
WINDOW_TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Tien Gow: the rules")


def rules_of(rules: object) -> TienGowRules | None:
    """A Tien Gow rule set given by itself or by its preset's name (None for neither)."""
    if isinstance(rules, TienGowRules):
        return rules
    return PRESETS.get(rules) if isinstance(rules, str) else None


def preset_of(rules: TienGowRules) -> str | None:
    """The name of the preset a rule set is (None for a mixture of options)."""
    return next((name for name, preset in PRESETS.items() if preset == rules), None)


def sections(page: RulesPage, rules: TienGowRules | None = None) -> list[str]:
    """The whole page, section by section; ``rules``: the table's rule set, if any."""
    parts = [
        "<h1>" + escape(_t("Tien Gow")) + "</h1>",
        "<p class='soft'>"
        + _t(
            "The Chinese trick game of the 32 dice-throw tiles from which Bagchen descends: four "
            "players, each for themselves, eight tiles each. Play goes counter-clockwise."
        )
        + "</p>",
    ]
    if rules is not None:
        parts += _table_section(page, rules)
    parts += _aim_section(page)
    parts += _tiles_section(page)
    parts += _deal_section(page)
    parts += _leads_section(page)
    parts += _play_section(page)
    parts += _end_section(page)
    parts += _folk_section(page)
    parts += _options_section(page)
    parts += _other_games_section(page)
    parts += _presets_section(page)
    return parts


_DECKS = {
    "32": QT_TRANSLATE_NOOP("TienGowRules", "all 32 tiles"),
    "30": QT_TRANSLATE_NOOP("TienGowRules", "30 tiles, without the supreme pair"),
    "24-nines": QT_TRANSLATE_NOOP("TienGowRules", "24 tiles: the civil tiles and the nines"),
    "24-supreme": QT_TRANSLATE_NOOP("TienGowRules", "24 tiles: the civil tiles and the supreme pair"),
    "24-no-51": QT_TRANSLATE_NOOP("TienGowRules", "24 tiles: no 5-1, with the nines and the supreme pair"),
}
_SCORINGS = {
    "classic": QT_TRANSLATE_NOOP("TienGowRules", "classic: four less the tricks, five for none"),
    "one_chip": QT_TRANSLATE_NOOP("TienGowRules", "each loser pays the winner one chip"),
    "points_last5": QT_TRANSLATE_NOOP("TienGowRules", "a point a trick, five for the last"),
    "most_tricks": QT_TRANSLATE_NOOP("TienGowRules", "the most tricks win, one chip from each"),
    "tiles_target": QT_TRANSLATE_NOOP("TienGowRules", "nine tiles win, doubled at 18, quadrupled at 24"),
    "tricks_ladder": QT_TRANSLATE_NOOP("TienGowRules", "a ladder: three tricks and more are paid"),
    "mice": QT_TRANSLATE_NOOP("TienGowRules", "the player left without won tiles pays"),
    "red_pips": QT_TRANSLATE_NOOP("TienGowRules", "the difference of the red pips"),
}
_BANKER = {
    "double": QT_TRANSLATE_NOOP("TienGowRules", "doubled"),
    "increasing": QT_TRANSLATE_NOOP("TienGowRules", "doubled, and more with each deal won in a row"),
    "none": QT_TRANSLATE_NOOP("TienGowRules", "like everyone else"),
}


def _table_section(page: RulesPage, rules: TienGowRules) -> list[str]:
    """The options of the table in play, each in a line."""
    preset = preset_of(rules)
    name = preset_title(preset) if preset is not None else _t("Options of your own")
    if rules.play != "tricks":
        players = _t("two players")
    elif rules.resting:
        players = fill(
            _t("%1 at the table, %2 playing each deal, %3 tiles each"), rules.seats, rules.active, rules.hand_size
        )
    else:
        players = fill(_t("%1 players, %2 tiles each"), rules.active, rules.hand_size)
    if rules.play != "tricks":
        leads = preset_description(preset or rules.play.replace("_", "-"))
    elif not rules.combinations:
        leads = _t("single tiles only")
    else:
        present = {combo.category for combo in table(rules).leads.values()}
        leads = list_text([category_title(category) for category in CATEGORIES if category in present])
    on = [
        text
        for text, chosen in (
            (_t("the supreme pair beats any other pair"), rules.supreme_pair == "highest"),
            (_t("a civil single beats any military single"), rules.civil_over_military),
            (_t("compulsory beating"), rules.compulsory_beat),
            (_t("no last single trick without a trick won"), rules.last_trick_rule == "single"),
            (_t("a shut-out is paid double"), rules.shutout_bonus),
            (_t("the trade"), rules.trade),
            (_t("conceding and lifting"), rules.concede),
        )
        if chosen
    ]
    rows = (
        (_t("Game"), name),
        (_t("Tiles"), _t(_DECKS[rules.deck])),
        (_t("Players"), players),
        (_t("Leads"), leads),
        (_t("Payments"), _t(_SCORINGS[rules.scoring])),
        (_t("The banker's payments"), _t(_BANKER[rules.banker_multiplier])),
        (_t("Also"), list_text(on) if on else _t("nothing else")),
        (_t("Stake"), fill(_t("%1 chips each"), rules.stake)),
    )
    body = "".join(
        "<tr>" + page.row((f"<th width='34%'>{escape(k)}</th>", f"<td>{escape(v)}</td>")) + "</tr>" for k, v in rows
    )
    return [
        page.heading("tg-table", _t("This table's rules")),
        f"<table class='active' width='100%' cellpadding='5' cellspacing='1'>{body}</table>",
    ]


def _aim_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-aim", _t("The aim")),
        _p(
            _t(
                "The tiles are played out in tricks, a single tile or a combination at a time. "
                "Above all, try to <b>win the last trick</b>: its winner wins the deal and is paid "
                "by the others, who pay less the more tricks they took."
            )
        ),
    ]


def _tiles_section(page: RulesPage) -> list[str]:
    def ranks(rows: Sequence[str]) -> str:
        return "".join(
            "<tr>"
            + page.row(
                (
                    f"<td class='rank' align='center' valign='middle'>{number_text(index)}</td>",
                    f"<td valign='middle'>{page.tiles(tiles, 0.42, RowFrame.NONE)}</td>",
                    f"<td class='rank' valign='middle'>{escape(tile_name(kind_index(tiles.split()[0])))}</td>",
                )
            )
            + "</tr>"
            for index, tiles in enumerate(rows, 1)
        )

    civil_head = _t("Civil: two of each tile")
    military_head = _t("Military: one of each tile")
    columns = (
        f"<td valign='top'><table class='chart' cellpadding='3' cellspacing='0'>"
        f"<tr><th colspan='3'>{escape(civil_head)}</th></tr>{ranks(CIVIL_RANKS)}</table></td>",
        "<td width='28'></td>",
        f"<td valign='top'><table class='chart' cellpadding='3' cellspacing='0'>"
        f"<tr><th colspan='3'>{escape(military_head)}</th></tr>{ranks(MILITARY_RANKS)}</table></td>",
    )
    chart = f"<table align='center' cellspacing='0' cellpadding='0'><tr>{page.row(columns)}</tr></table>"
    return [
        page.heading("tg-tiles", _t("Tiles and suits")),
        _p(
            _t(
                "A set has 32 tiles: the 21 throws of two dice, some of them twice. They form two "
                "suits. The <b>civil</b> suit has eleven kinds, two of each (22 tiles), and every "
                "one of them has a rank of its own. The <b>military</b> suit has ten kinds, one of "
                "each (10 tiles), ranked by their pips: the two nines are equal, and so are the "
                "two eights, the two sevens and the two fives."
            )
        ),
        chart,
        _p(
            _t(
                "A single tile beats only a higher tile of <b>its own suit</b>: a civil tile never "
                "beats a military tile, nor the other way round, and an equal tile never beats. "
                "Bagchen players take note: here every civil tile ranks apart, so "
                "<span class='tile'>3-3</span> beats <span class='tile'>2-2</span>."
            )
        ),
    ]


def _deal_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-deal", _t("The banker and the woodpile")),
        _p(
            _t(
                "One player is the <b>banker</b>. In the first deal the dice choose them: the "
                "thrower counts the total round the table starting with themself. After that, "
                "the winner of a deal is the banker of the next."
            )
        ),
        _p(
            _t(
                "The banker shuffles the tiles face down and builds the <b>woodpile</b>: a row of "
                "eight stacks of four. The banker takes the first and the fifth stack, the next "
                "player the second and the sixth, and so on, so that everyone has eight tiles. "
                "The banker leads to the first trick."
            )
        ),
        page.figure(
            ("? ? ? ?", _t("stacks 1 to 4, each of four tiles")),
            ("? ? ? ?", _t("stacks 5 to 8")),
        ),
    ]


def _leads_section(page: RulesPage) -> list[str]:
    def title(category: str) -> str:
        return category_title(category)

    return [
        page.heading("tg-leads", _t("What may be led")),
        _p(
            _t(
                "The leader plays a single tile or one of the combinations below, always face up. "
                "Nothing else may be led together."
            )
        ),
        page.heading(EXAMPLES["single"][0], title("single"), 2),
        _p(_t("Any one tile. It falls only to a higher tile of the same suit.")),
        page.figure(
            ("5-5", _t("led")),
            ("6-6", _t("Heaven beats it")),
            ("6-3", _t("military: cannot beat it")),
        ),
        page.heading(EXAMPLES["civil_pair"][0], title("civil_pair"), 2),
        _p(
            _t(
                "The two copies of one civil tile. A civil pair ranks as its tile and falls only to "
                "a higher civil pair."
            )
        ),
        page.figure(
            ("6-6 6-6", _t("pair of Heaven, the highest")),
            ("3-3 3-3", _t("Long threes")),
            ("5-1 5-1", _t("Red mallet sixes, the lowest")),
        ),
        page.heading(EXAMPLES["military_pair"][0], title("military_pair"), 2),
        _p(
            _t(
                "The two military tiles of the same total. There are four: nines above eights above "
                "sevens above fives. A military pair falls only to a higher military pair."
            )
        ),
        page.figure(
            ("6-3 5-4", _t("nines")),
            ("6-2 5-3", _t("eights")),
            ("5-2 4-3", _t("sevens")),
            ("4-1 3-2", _t("fives")),
        ),
        page.heading(EXAMPLES["supreme_pair"][0], title("supreme_pair"), 2),
        _p(
            _t(
                "The six <span class='tile'>4-2</span> and the three <span class='tile'>2-1</span>, "
                "the two military tiles without a partner, together make the supreme pair. Nothing "
                "can beat it, but it beats nothing either: it is only good for leading. Some tables "
                "let it beat any other pair."
            )
        ),
        page.figure(("4-2 2-1", _t("the supreme pair"))),
        page.heading(EXAMPLES["mixed_pair"][0], title("mixed_pair"), 2),
        _p(
            _t(
                "A civil tile with a military tile of its match: Heaven with a nine, Earth with an "
                "eight, Man with a seven, Harmony with a five. They rank in that order; either "
                "military tile of the total will do, and both make the same pair. A mixed pair "
                "falls only to a higher mixed pair."
            )
        ),
        page.figure(
            ("6-6 6-3", _t("Heaven and nine")),
            ("1-1 5-3", _t("Earth and eight")),
            ("4-4 5-2", _t("Man and seven")),
            ("3-1 3-2", _t("Harmony and five")),
        ),
        page.heading(EXAMPLES["triplet"][0], title("triplet"), 2),
        _p(
            _t(
                "Three tiles of one matched rank: the civil pair with one of its military tiles, or "
                "one civil tile with the military pair. A triplet falls only to a higher triplet of "
                "the same make-up: two civil tiles and one military only to two civil and one "
                "military."
            )
        ),
        page.figure(
            ("6-6 6-6 5-4", _t("two civil, one military")),
            ("1-1 6-2 5-3", _t("one civil, two military")),
        ),
        page.heading(EXAMPLES["quartet"][0], title("quartet"), 2),
        _p(
            _t(
                "The civil pair and the military pair of one matched rank, four tiles. It falls "
                "only to a higher quartet; Heaven's quartet is never beaten."
            )
        ),
        page.figure(("4-4 4-4 5-2 4-3", _t("Man's quartet")), ("6-6 6-6 6-3 5-4", _t("Heaven's quartet"))),
        page.heading("tg-no-lead", _t("Not a lead"), 2),
        _p(
            _t(
                "Two different civil tiles, two military tiles of different totals, and a civil "
                "tile with a military tile that is not its match are no combination."
            )
        ),
        page.figure(
            ("6-6 1-1", _t("two civil tiles")),
            ("6-3 6-2", _t("a nine and an eight")),
            ("5-5 5-2", _t("no match")),
        ),
    ]


def _play_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-play", _t("Following and winning a trick")),
        _p(
            _t(
                "Each other player in turn plays <b>as many tiles as were led</b>. A play that beats "
                "the best so far goes face up and takes the lead of the trick; any other play goes "
                "<b>face down</b> and can never win. Nobody has to follow suit and nobody has to "
                "beat."
            )
        ),
        page.figure(
            ("2-2 2-2", _t("led")),
            ("? ?", _t("face down")),
            ("3-3 3-3", _t("beats it")),
            ("? ?", _t("face down")),
        ),
        _p(
            _t(
                "To beat, a play must be of the same category and make-up and rank strictly "
                "higher. When everyone has played, the best play takes the trick, and its player "
                "leads next. A trick led with two tiles counts as two tricks, so a deal always has "
                "eight."
            )
        ),
        page.figure(
            ("5-4", _t("led")),
            ("6-3", _t("equal: does not beat")),
        ),
    ]


def _end_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-end", _t("The end of the deal")),
        _p(
            _t(
                "The winner of the last trick wins the deal and becomes the banker. A player who has "
                "not won a single trick before it may not take a last trick led with one tile: "
                "they must play it face down."
            )
        ),
        _p(_t("Then every other player settles with the winner, by the tricks they took:")),
        _list(
            _t("no trick: pay five chips;"),
            _t("one to three tricks: pay four less the tricks (one trick pays three);"),
            _t("four tricks: nothing;"),
            _t("more than four: the winner pays them one chip for each trick above four."),
        ),
        _p(
            _t(
                "Every payment between the winner and the banker is <b>doubled</b>: when the banker "
                "wins, all three payments are."
            )
        ),
    ]


def _folk_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-folk", _t("Folk Tien Gow")),
        _p(
            _t(
                "Many people play Tien Gow with fewer tiles and simpler combinations. The same "
                "tiles beat each other in the same way; what changes is told here."
            )
        ),
        page.heading("tg-decks", _t("Smaller sets"), 2),
        _list(
            _t("<b>30 tiles</b>: the whole set without the supreme pair;"),
            _t("<b>24 tiles</b>, the 22 civil tiles and the two nines;"),
            _t("<b>24 tiles</b>, the 22 civil tiles and the supreme pair;"),
            _t("<b>24 tiles</b>, the civil tiles without both 5-1, with the nines and the supreme pair."),
        ),
        _p(
            _t(
                "With 24 tiles there are too few military tiles for mixed combinations: only pure "
                "pairs are played. In the set with the nines, the pair of nines plays the part of "
                "the supreme pair: nothing beats it and it beats nothing."
            )
        ),
        page.figure(("6-3 5-4", _t("the nines, supreme in the 24-tile set"))),
        page.heading("tg-resting", _t("Who plays"), 2),
        _p(
            _t(
                "Often four sit at the table but only three play: one player <b>rests</b> each deal, "
                "in turn, and neither plays nor pays. Three may also play alone, and with 24 tiles "
                "four may play with six tiles each. With 30 tiles, three players get ten tiles each."
            )
        ),
        page.heading(EXAMPLES["straight"][0], category_title("straight"), 2),
        _p(
            _t(
                "Two combinations of three civil tiles join the game: the small straight and the big "
                "straight. The big beats the small, nothing beats the big, and a straight beats "
                "nothing else."
            )
        ),
        page.figure(("1-1 2-2 3-3", _t("small straight")), ("4-4 5-5 6-6", _t("big straight"))),
        page.heading("tg-trade", _t("The trade"), 2),
        _p(
            _t(
                "Some play a trade after the deal: everyone shows at once, with a tile laid face "
                "down, whether they will play. If nobody does, the tiles are dealt again; if one "
                "does, that player wins at once; if several do, only they play and settle. How the "
                "players pay is not known for sure: here each other player pays a single declarer "
                "one chip."
            )
        ),
        page.heading("tg-folk-scoring", _t("Folk payments"), 2),
        _p(
            _t(
                "The folk game pays simply: each loser gives the winner of the last trick one chip. "
                "Some count one point a trick and five for the last; others look only at who took "
                "the most tricks."
            )
        ),
    ]


def _options_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-options", _t("Options of some tables")),
        page.heading(EXAMPLES["two_pairs"][0], category_title("two_pairs"), 2),
        _p(
            _t(
                "Some tables let the leader put down two pairs of the same category at once. Two "
                "pairs of that category beat them when their higher pair is higher than the higher "
                "pair led."
            )
        ),
        page.figure(("5-5 5-5 2-2 2-2", _t("led")), ("1-1 1-1 3-3 3-3", _t("beats it: Earth is above Plum flower"))),
        page.heading(EXAMPLES["pair_kicker"][0], category_title("pair_with_kicker"), 2),
        _p(
            _t(
                "In the Chinese three-player game a pair may be led with any third tile, the kicker. "
                "Three tiles beat it only with a higher pair of the same category whose third tile "
                "also beats the kicker as a single would."
            )
        ),
        page.figure(("6-6 6-6 6-5", _t("a pair of Heaven with Tiger's head"))),
        page.heading("tg-more-options", _t("Other choices"), 2),
        _list(
            _t("the supreme pair beats any other pair;"),
            _t("a player who can beat must beat;"),
            _t("the banker's payments grow with each deal the banker wins in a row;"),
            _t("a winner who leaves all three others without a trick is paid double;"),
            _t("in the small sets a civil single beats any military single."),
        ),
    ]


def _other_games_section(page: RulesPage) -> list[str]:
    return [
        page.heading("tg-others", _t("Other games with these tiles")),
        page.heading("tg-ancient", _t("Ancient tiles"), 2),
        _p(
            _t(
                "Four players, 32 tiles and no combinations at all: only single tiles are led. It is "
                "said to be the oldest way of playing."
            )
        ),
        page.heading("tg-mice", _t("Moving Mice"), 2),
        _p(
            _t(
                "For two players. Two rounds of eight tiles each are played as usual. Then each "
                "player takes back tiles from their own tricks, the oldest first, as many as the "
                "player with fewer won tiles has, up to eight, and play goes on. Whoever has no won "
                "tiles left loses."
            )
        ),
        page.heading("tg-nau", _t("Nau Tin Kau"), 2),
        _p(
            _t(
                "For two players, without hands. The leader turns up a tile from the woodpile and "
                "the other turns up one too: a higher tile of the same suit takes both and the lead, "
                "anything else leaves both with the leader. At the end the red pips of the captured "
                "tiles are counted, and the player with fewer pays the difference. Ones and fours "
                "are red, and half of Heaven's pips."
            )
        ),
        page.figure(("6-6", _t("6 red pips")), ("4-4", _t("8 red pips")), ("3-1", _t("1 red pip"))),
        page.heading("tg-chinese", _t("The Chinese game"), 2),
        _p(
            _t(
                "Three players and 24 tiles: the civil tiles and the two nines. One die finds the "
                "banker every deal, and the tiles are taken in stacks of four. Tiles rank by their "
                "pips, tricks are counted in tiles, and whoever gathers nine tiles wins; eighteen "
                "doubles the stakes and all 24 quadruple them. A banker who expects to lose may "
                "concede (<i>kan</i>), and the others may challenge it (<i>lift</i>), paying a fee "
                "if they then lose."
            )
        ),
    ]


def _presets_section(page: RulesPage) -> list[str]:
    rows = "".join(
        "<tr>"
        + page.row(
            (f"<th width='38%'>{escape(preset_title(name))}</th>", f"<td>{escape(preset_description(name))}</td>")
        )
        + "</tr>"
        for name in PRESET_TITLES
    )
    return [
        page.heading("tg-presets", _t("The games to choose from")),
        _p(_t("Each can be chosen for a new session; its options can be changed on top.")),
        f"<table class='active' width='100%' cellpadding='5' cellspacing='1'>{rows}</table>",
    ]
