"""The rules of Bagchen, in the game's own words, with the tiles drawn by the tile art
(its "rules_page" face): the table's rule set in a section of its own, and a note
wherever an option changes a rule. The rules window builds the page with ``sections``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from bagchen_qt.games.bagchen.rules.combos import point_kinds
from bagchen_qt.games.bagchen.rules.ruleset import PRESETS, Option, RuleSet, option_value
from bagchen_qt.games.bagchen.rules.tiles import kind_of_dice
from bagchen_qt.ui.plurals import QT_TRANSLATE_NOOP
from bagchen_qt.ui.rules_page import RulesPage
from bagchen_qt.ui.tile_widgets import RowFrame
from bagchen_qt.ui.words import formatted, list_text, number_text

CHART_SCALE = 0.52  # tiles in the ranking chart

# The tab's title and the window's, in the rules window's words.
TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Bagchen")
WINDOW_TITLE = QT_TRANSLATE_NOOP("RulesWindow", "Bagchen: the rules")


def _t(text: str) -> str:
    return QCoreApplication.translate("RulesWindow", text)


def rules_of(rules: object) -> RuleSet | None:
    """A Bagchen rule set given by itself or by its preset's name (None for neither)."""
    if isinstance(rules, RuleSet):
        return rules
    return PRESETS.get(rules) if isinstance(rules, str) else None


def sections(page: RulesPage, rules: RuleSet | None = None) -> list[str]:
    """The whole page, section by section; ``rules``: the table's rule set (the standard
    rules by default)."""
    rules = rules or RuleSet()
    parts = [
        "<h1>" + _t("Bagchen") + "</h1>",
        "<p class='soft'>"
        + _t("A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.")
        + "</p>",
    ]
    parts += _active_section(page, rules)
    parts += _aim_section(page, rules)
    parts += _tiles_section(page, rules)
    parts += _combinations_section(page, rules)
    parts += _deal_section(page, rules)
    parts += _play_section(page, rules)
    parts += _payments_section(page, rules)
    parts += _session_section(page, rules)
    parts += _customs_section(page, rules)
    return parts


def _on_off(value: bool) -> str:
    return _t("on") if value else _t("off")


def _preset_name(rules: RuleSet) -> str:
    titles = {
        "pagat": _t("Shang Shung / pagat (standard)"),
        "digital-gamers": _t("Digital Gamers"),
        "simple-passport": _t("Simplified passport"),
    }
    table_fields = ("stake", "seating", "allow_debt", "hand_exchange", "seat_exchange", "dice_hint", "omens")
    for name, preset in PRESETS.items():
        same = all(getattr(preset, f) == getattr(rules, f) for f in preset.to_dict() if f not in table_fields)
        if same:
            return titles.get(name, name)
    return _t("Custom")


# --- sections ------------------------------------------------------------------------


def _active_section(page: RulesPage, rules: RuleSet) -> list[str]:
    r = rules
    passport = {
        "full": _t("full rules 1 to 4"),
        "simple": _t("simplified"),
        "off": _t("off: no limits on leads"),
    }[r.passport]
    seating = {
        "formal": _t("formal, by the dice and the time of day"),
        "informal": _t("informal, by two counts of the dice"),
    }[r.seating]
    customs = [
        name
        for name, on in (
            (_t("exchanging hands"), r.hand_exchange),
            (_t("exchanging seats"), r.seat_exchange),
            (_t("hint from the dice"), r.dice_hint),
            (_t("omens"), r.omens),
        )
        if on
    ]
    rows = (
        (_t("Rules"), _preset_name(rules)),
        (_t("Jump factor"), number_text(r.jump_factor)),
        (_t("Mixed ministers, at most"), formatted(_t("{n} tiles"), n=r.max_mixed_ministers)),
        (_t("Compulsory beating"), _on_off(option_value(r, Option.COMPULSORY_BEAT))),
        (_t("Passport"), passport),
        (_t("Charity"), _on_off(r.charity)),
        (_t("Uniting mother and son"), _on_off(r.mother_son)),
        (_t("Re-deal"), _on_off(r.redeal)),
        (_t("Stake"), formatted(_t("{n} chips each"), n=r.stake)),
        (_t("Below zero chips"), _t("allowed") if r.allow_debt else _t("not allowed")),
        (_t("Seating"), seating),
        (_t("Customs"), list_text(customs) if customs else _t("none")),
    )
    body = "".join(
        "<tr>" + page.row((f"<th width='40%'>{escape(k)}</th>", f"<td>{escape(v)}</td>")) + "</tr>" for k, v in rows
    )
    return [
        page.heading("table", _t("This table's rules")),
        "<p>" + _t("The options chosen for the session in play. The sections below explain each one.") + "</p>",
        f"<table class='active' width='100%' cellpadding='5' cellspacing='1'>{body}</table>",
    ]


def _aim_section(page: RulesPage, rules: RuleSet) -> list[str]:
    return [
        page.heading("aim", _t("The aim")),
        "<p>"
        + _t(
            "Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or "
            "a group of tiles at a time, until every hand is empty. Above all, try to "
            "<b>win the last trick</b>: its winner is paid by the others according to how many "
            "stacks each of them took. Leading one of the deal's <b>points</b> also earns chips "
            "at once, and finishing the deal with points multiplies the final payments."
        )
        + "</p>",
    ]


def _tiles_section(page: RulesPage, rules: RuleSet) -> list[str]:
    rows = (
        ("6-6", _t("sky chief"), _t("earth chief (nine)"), "6-3 5-4"),
        ("1-1", _t("sky minister"), _t("earth minister (eight)"), "6-2 5-3"),
        ("4-4", _t("lama"), _t("seven"), "5-2 4-3"),
        ("3-1", _t("bird"), _t("mother"), "4-2"),
        ("5-5 3-3 2-2", _t("sisters"), _t("five (owl)"), "4-1 3-2"),
        ("6-5 6-4 6-1 5-1", _t("people"), _t("son"), "2-1"),
    )
    body = "".join(
        f"<tr><td align='right' valign='middle'>{page.tiles(sky, CHART_SCALE, RowFrame.NONE)}</td>"
        f"<td class='rank' valign='middle'>{escape(sky_name)}</td><td width='24'></td>"
        f"<td class='rank' align='right' valign='middle'>{escape(earth_name)}</td>"
        f"<td valign='middle'>{page.tiles(earth, CHART_SCALE, RowFrame.NONE)}</td></tr>"
        for sky, sky_name, earth_name, earth in rows
    )
    # Not inside the f-string: lupdate would not see them there.
    sky_head, earth_head = _t("Sky: four of each tile"), _t("Earth: two of each tile")
    chart = (
        f"<table class='chart' align='center' cellpadding='3' cellspacing='0'>"
        f"<tr><th colspan='2'>{sky_head}</th><th></th>"
        f"<th colspan='2'>{earth_head}</th></tr>{body}</table>"
    )
    return [
        page.heading("tiles", _t("Tiles and suits")),
        "<p>"
        + _t(
            "A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The "
            "kinds form two suits of unequal size. The <b>sky</b> suit has 11 kinds with four "
            "copies each (44 tiles); the <b>earth</b> suit has 10 kinds with two copies each "
            "(20 tiles)."
        )
        + "</p>",
        "<p>"
        + _t(
            "The chart lists each suit from its highest rank down. Tiles in the same row of a "
            "suit are equal in rank: the three sisters are equal, so are the four people tiles, "
            "and in the earth suit the two tiles of a row (the two nines, for example) are "
            "equal too."
        )
        + "</p>",
        chart,
        "<p>"
        + _t(
            "To beat a single tile you need a tile of its <b>own suit</b> that ranks "
            "<b>higher</b>. An equal tile does not beat, and a sky tile can never beat an earth "
            "tile, nor the other way round. So a <span class='tile'>5-3</span> falls only to a nine "
            "(<span class='tile'>6-3</span> or <span class='tile'>5-4</span>), never to the "
            "<span class='tile'>6-6</span>, which is sky, and never to the other eight, "
            "<span class='tile'>6-2</span>, which is only equal."
        )
        + "</p>",
    ]


def _combinations_section(page: RulesPage, rules: RuleSet) -> list[str]:
    ministers = rules.max_mixed_ministers
    return [
        page.heading("combinations", _t("Combinations")),
        "<p>"
        + _t(
            "Instead of one tile, the leader may lead several tiles that belong together. The "
            "others must then play the same number of tiles, and only a combination of the "
            "right kind can beat it."
        )
        + "</p>",
        page.heading("sky-sets", _t("Identical sky tiles"), 2),
        "<p>"
        + _t(
            "Two, three or four copies of the <b>same</b> sky tile. Only the same number of "
            "copies of a higher sky tile beats them. Three sisters that are not all alike are "
            "no combination at all."
        )
        + "</p>",
        page.figure(
            ("6-4 6-4 6-4", _t("led")),
            ("2-2 2-2 2-2", _t("beats it")),
            ("1-1 1-1 1-1", _t("beats both")),
        ),
        page.heading("earth-sets", _t("Equal earth tiles"), 2),
        "<p>"
        + _t(
            "Two to four earth tiles of the same rank, alike or not: a seven and a seven, or "
            "both nines. Only a set of the same size and a higher rank beats them."
        )
        + "</p>",
        page.figure(
            ("5-2 4-3", _t("two sevens")),
            ("6-2 6-2", _t("two eights beat them")),
            ("6-3 5-4", _t("two nines beat both")),
        ),
        page.heading("ministers", _t("Mixed ministers"), 2),
        "<p>"
        + _t(
            "Any two or more ministers, sky and earth mixed as you like. Only chiefs beat "
            "them: the same number of tiles, with as many sky tiles and as many earth tiles as "
            "the ministers had."
        )
        + "</p>",
        page.figure(
            ("1-1 6-2 5-3", _t("one sky, two earth")),
            ("6-6 6-3 5-4", _t("beats it: one sky, two earth")),
            ("6-6 6-6 6-3", _t("does not: wrong mixture")),
        ),
        page.note(formatted(_t("a lead mixing sky and earth ministers has at most {n} tiles."), n=ministers)),
        page.heading("chiefs", _t("Mixed chiefs"), 2),
        "<p>"
        + _t(
            "Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never "
            "join ministers, and below the ministers sky and earth tiles never mix in one "
            "lead: a lama with a seven is not a combination."
        )
        + "</p>",
        page.figure(("6-6 6-3", _t("unbeatable")), ("6-6 6-6 5-4 6-3", _t("unbeatable"))),
        page.heading("mother-son", _t("Mother and son"), 2),
        "<p>"
        + _t(
            "The mother and the son led together. They beat nothing, but once led nobody can "
            "beat them, and they count as a point: each opponent without a passport pays the "
            "leader a chip."
        )
        + "</p>",
        page.figure(("4-2 2-1", _t("mother and son"))),
        page.heading("mare", _t("The mare"), 2),
        "<p>"
        + _t(
            "A five and the son: exactly <span class='tile'>4-1</span> with "
            "<span class='tile'>2-1</span>; the other five, <span class='tile'>3-2</span>, "
            "will not do. Only the stallion beats the mare."
        )
        + "</p>",
        page.figure(("4-1 2-1", _t("the mare"))),
        page.heading("stallion", _t("The stallion"), 2),
        "<p>"
        + _t(
            "A seven and the mother: exactly <span class='tile'>4-3</span> with "
            "<span class='tile'>4-2</span>. It beats the mare, and nothing beats it."
        )
        + "</p>",
        page.figure(("4-3 4-2", _t("the stallion"))),
        page.heading("horse", _t("The complete horse"), 2),
        "<p>"
        + _t(
            "The mare and the stallion led together as four tiles. It beats nothing and cannot "
            "be beaten. It holds a mother and a son, yet it is not a point."
        )
        + "</p>",
        page.figure(("4-3 4-2 4-1 2-1", _t("the complete horse"))),
        page.heading("double", _t("Double mare, double stallion"), 2),
        "<p>"
        + _t(
            "Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The "
            "double stallion beats the double mare and cannot itself be beaten; the double mare "
            "beats nothing."
        )
        + "</p>",
        page.figure(("4-1 4-1 2-1 2-1", _t("double mare")), ("4-3 4-3 4-2 4-2", _t("double stallion"))),
        page.heading("points", _t("Points from the dice"), 2),
        "<p>"
        + _t(
            "Every deal, the throw of the dice names one kind of tile, and four tiles become "
            "that deal's <b>points</b> (drawn with a gold rim):"
        )
        + "</p>",
        "<ul>"
        "<li>" + _t("a sky kind: its four copies;") + "</li>"
        "<li>" + _t("an earth kind: every earth tile of the same rank, both kinds of it;") + "</li>"
        "<li>" + _t("the mother or the son: both mothers and both sons.") + "</li></ul>",
        _dice_examples(page, rules),
        "<p>"
        + _t(
            "A point beats nothing, but a point that is led cannot be beaten, so its leader "
            "takes the trick and is paid at once. Several points may be led together, never "
            "mixed with tiles that are not points. A point also leaves the ranking: with the "
            "sky chief as point, the sky minister cannot be beaten; with the sevens as points "
            "there is no stallion, so the mare cannot be beaten; with a five as point there is "
            "no mare; with the mother or the son as points there are no horses at all."
        )
        + "</p>",
        "<p>"
        + _t(
            "Mother and son led together are always a point, worth one. When they are points "
            "in their own right as well, that lead is worth three: each of the two tiles counts, "
            "and so does the pair."
        )
        + "</p>",
    ]


def _dice_examples(page: RulesPage, rules: RuleSet) -> str:
    cells = []
    for a, b, caption in (
        (6, 6, _t("sky: four chiefs")),
        (6, 2, _t("earth: both eights")),
        (2, 1, _t("son: mothers and sons")),
    ):
        kinds = sorted(point_kinds(kind_of_dice(a, b)))
        tiles = " ".join(str(k) for k in kinds for _ in range(k.copies))
        cells.append(
            f"<td align='center' style='padding: 4px 18px 4px 0'>{page.dice(a, b)}<br>"
            f"{page.tiles(tiles, 0.42, points=tiles)}<br><span class='caption'>{caption}</span></td>"
        )
    return f"<table {page.side()} cellspacing='0' cellpadding='0'><tr>{page.row(cells)}</tr></table>"


def _deal_section(page: RulesPage, rules: RuleSet) -> list[str]:
    r = rules
    return [
        page.heading("deal", _t("The deal")),
        "<p>"
        + _t(
            "The tiles are shuffled face down and built into eight towers, each two tiles wide "
            "and four high, two towers in front of every player. The player opposite the "
            "starter points at a tower and throws the dice. The throw names the points and "
            "also the taker: count clockwise from the thrower, who counts as one, up to the "
            "total. That player picks up the chosen tower; then the towers go round clockwise, one "
            "per player and each next seat taking the next tower, twice round, until everyone "
            "holds 16 tiles. The dice stay on the table "
            "showing the points."
        )
        + "</p>",
        page.heading("seats", _t("Seats and the first starter"), 2),
        "<p>"
        + _t(
            "<b>Formal seating:</b> everyone throws the dice. Before noon the highest throw sits "
            "East, the next South, then West, and the lowest North; after noon the lowest sits "
            "East and the order runs the other way. Equal throws are thrown again. East starts "
            "the first deal."
        )
        + "</p>",
        "<p>"
        + _t(
            "<b>Informal seating:</b> players sit where they like. One of them throws and counts "
            "the total clockwise from themself; the player the count ends on throws and counts "
            "again, and where the second count ends is the first starter."
        )
        + "</p>",
        "<p>" + _t("From the second deal on, whoever took the last trick starts.") + "</p>",
        page.note(_t("seating is {mode}.").format(mode=_t("formal") if r.seating == "formal" else _t("informal"))),
        page.heading("redeal", _t("Re-deal"), 2),
        "<p>"
        + _t(
            "A hand without a single tile of the two highest ranks of each suit may ask for a "
            "new deal; the player shows the hand to prove it. Points do not count as high "
            "tiles, so the next ranks down take their place: there are always 16 tiles that "
            "rule a re-deal out. The same player starts the new deal."
        )
        + "</p>",
        page.note(_t("re-deals are {state}.").format(state=_on_off(r.redeal))),
        page.heading("chiefs-shown", _t("Four sky chiefs"), 2),
        "<p>"
        + _t(
            "Whoever is dealt all four <span class='tile'>6-6</span>, when they are not points, "
            "shows them to the table and keeps them. Everyone now knows where they are."
        )
        + "</p>",
        page.heading("uniting", _t("Uniting mother and son"), 2),
        "<p>"
        + _t(
            "When the mother and the son are not points, a player holding a mother but no son may "
            "show it, looking for a son; any player holding a son may answer (and the same "
            "the other way round). Each of the two throws one die, and the higher throw takes "
            "both tiles. The player left with 15 tiles then throws both dice, and the one with "
            "17 gives back the tile they name, or an equal earth tile. If the dice name a "
            "mother, a son, a point or a tile the giver lacks, they are thrown again."
        )
        + "</p>",
        "<p>"
        + _t(
            "A player with both mothers and a player with both sons may simply swap one tile "
            "each, without dice, if both agree."
        )
        + "</p>",
        page.figure(("4-2", _t("mother looking for son")), ("2-1", _t("son looking for mother"))),
        page.note(_t("uniting mother and son is {state}.").format(state=_on_off(r.mother_son))),
    ]


def _play_section(page: RulesPage, rules: RuleSet) -> list[str]:
    r = rules
    if r.passport == "full":
        passport_note = _t("the full passport rules 1 to 4 apply.")
    elif r.passport == "simple":
        passport_note = _t("the simplified passport rule applies.")
    else:
        passport_note = _t("a passport places no limits on leads; it still frees its holder from paying.")
    beating = (
        _t("compulsory beating is on: a player who can beat the trick must.")
        if option_value(r, Option.COMPULSORY_BEAT)
        else _t("nobody is forced to beat.")
    )
    return [
        page.heading("play", _t("The play")),
        "<p>"
        + _t(
            "The starter leads a single tile or a combination, face up. Then each other player "
            "in turn, clockwise, plays exactly as many tiles:"
        )
        + "</p>",
        "<ul><li>" + _t("<b>face up</b> on top, if the play beats the best play so far;") + "</li>"
        "<li>" + _t("<b>face down</b> underneath otherwise: any tiles at all, unseen by the others.") + "</li></ul>",
        "<p>"
        + _t(
            "There is no need to follow suit. When all four have played, the play on top wins: "
            "its player takes the pile as one stack for each tile led and leads next. A deal "
            "always has 16 stacks."
        )
        + "</p>",
        page.figure(
            ("5-3", _t("led")),
            ("?", _t("face down")),
            ("6-3", _t("beats it")),
            ("?", _t("face down")),
        ),
        page.note(beating),
        page.heading("charity", _t("Charity"), 2),
        "<p>"
        + _t(
            "A leader without a passport may instead lead one tile face down and name sky, earth "
            "or no suit. The tile need not match the suit named, and it is never shown. It falls "
            "to any one tile from the suit that was named, or to any one tile whatever when "
            "no suit was named; after that the usual rules apply. If all four play face down, "
            "the leader takes the trick."
        )
        + "</p>",
        page.note(_t("charity is {state}.").format(state=_on_off(r.charity))),
        page.heading("passport", _t("Passport"), 2),
        "<p>"
        + _t(
            "A player who has taken six stacks or more holds a <b>passport</b>. From then on they "
            "pay nothing for the rest of the deal, though they can still be paid. In exchange, "
            "whenever they lead, they may only lead what these rules allow; playing to someone "
            "else's lead stays free."
        )
        + "</p>",
        "<ol>"
        "<li>"
        + _t(
            "<b>Always allowed:</b> a lead nobody can beat, counting the tiles already played "
            "face up as gone (points included); mixed ministers; a set of identical sky tiles "
            "above the people; and, with a hand of nothing but points and one more tile or "
            "combination, that tile or combination."
        )
        + "</li>"
        "<li>"
        + _t(
            "<b>Without a chief in hand</b> (a <span class='tile'>6-6</span>, "
            "<span class='tile'>6-3</span> or <span class='tile'>5-4</span> that is not a "
            "point): also any special combination, the mare included even when it can be "
            "beaten, and any sky set, even of people."
        )
        + "</li>"
        "<li>"
        + _t(
            "<b>With nothing unbeatable, no sky set and no special combination:</b> a set of "
            "equal earth tiles, showing the hand to prove it."
        )
        + "</li>"
        "<li>"
        + _t(
            "<b>Otherwise:</b> the hand is laid open and a single tile is led. If the hand is "
            "all one suit, any tile will do; if not, a throw of the dice names the suit to "
            "lead."
        )
        + "</li>"
        "</ol>",
        "<p>"
        + _t(
            "<b>Simplified passport.</b> Leads are grouped from strongest to weakest: first "
            "whatever the first rule above allows; if the hand has none of those, any sky set "
            "or horse; failing that, any earth set; failing that, anything. The passport "
            "holder must lead from the first group the hand can supply."
        )
        + "</p>",
        page.note(passport_note),
    ]


def _payments_section(page: RulesPage, rules: RuleSet) -> list[str]:
    r = rules
    factor = r.jump_factor
    return [
        page.heading("payments", _t("Payments")),
        "<p>" + _t("Every player starts with the same number of chips. There are two kinds of payment.") + "</p>",
        "<p>"
        + _t(
            "<b>During the play:</b> whoever leads points is paid at once by every opponent who "
            "has no passport: one chip per point tile, plus one for each mother-and-son pair in "
            "the lead."
        )
        + "</p>",
        "<p>"
        + _t(
            "<b>After the last trick</b>, its winner settles with each of the others by the number of stacks they took:"
        )
        + "</p>",
        "<ul><li>" + _t("fewer than six stacks: pay the winner the difference (two stacks pay four);") + "</li>"
        "<li>" + _t("exactly six: nothing changes hands;") + "</li>"
        "<li>" + _t("more than six: the winner pays one chip for each stack above six.") + "</li></ul>",
        "<p>"
        + _t(
            "Without a jump, the settlement always brings the winner two chips more than the "
            "number of stacks they took."
        )
        + "</p>",
        page.note(
            formatted(_t("everyone starts with {n} chips. "), n=r.stake)
            + (
                _t("Balances may go below zero.")
                if r.allow_debt
                else _t("A player who cannot pay pays what is left, and a player at zero ends the session.")
            )
        ),
        page.heading("jumps", _t("Jumps"), 2),
        "<p>"
        + _t(
            "If the last trick is won by leading points, the deal ends in a <b>jump</b>. The "
            "points that ended the deal (the unbroken run of points leads at its very end) are "
            "not paid one by one; instead every settlement payment is multiplied by the jump "
            "factor times their value."
        )
        + "</p>",
        "<p>"
        + _t(
            "With a factor of 2 and a final run of points worth 3, the settlement counts six "
            "times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most "
            "six points (four from the dice, two mother-and-son pairs), so a factor of 2 "
            "multiplies by twelve at most."
        )
        + "</p>",
        page.note(
            formatted(
                _t(
                    "the jump factor is {factor}: a jump multiplies the settlement by {factor} times "
                    "the value of the final points."
                ),
                factor=factor,
            )
        ),
        page.heading("sweep", _t("All sixteen stacks"), 2),
        "<p>"
        + _t("A player who takes all 16 stacks wins every chip the others have, and the session ends there.")
        + "</p>",
    ]


def _session_section(page: RulesPage, rules: RuleSet) -> list[str]:
    return [
        page.heading("gobah", _t("Ending the session: Gobah")),
        "<p>"
        + _t(
            "Any player may call <b>Gobah</b>: five more deals are played, and the fifth, the "
            "last of the session, is called <b>Tashi Gobah</b>. When time is short the players "
            "may agree on a single last deal instead, which is then the Tashi Gobah."
        )
        + "</p>",
        "<p>"
        + _t(
            "Called while a deal is being played, Gobah counts from the end of that deal: "
            "the deal in progress is not one of the five, and a single last deal called then "
            "is the next one. Called between deals, the next deal is the first of the five."
        )
        + "</p>",
        "<p>"
        + _t(
            "In this game, use the buttons in the session panel: <i>Declare Gobah</i> or "
            "<i>One last deal</i>. The panel counts the Gobah deals still to come."
        )
        + "</p>",
    ]


def _customs_section(page: RulesPage, rules: RuleSet) -> list[str]:
    r = rules
    customs = (
        (
            "hand_exchange",
            _t("Exchanging hands"),
            _t("After the deal, before anyone looks at their tiles, two players may agree to swap their whole hands."),
        ),
        (
            "seat_exchange",
            _t("Exchanging seats"),
            _t(
                "A player with a run of bad luck may ask for new seats before the tiles are shuffled. "
                "Everyone throws the dice; the one who asked stays put and the others sit round by their "
                "throws, the same way the seats were first decided. Chips go with their owners. In this "
                "game you are asked before each shuffle; an AI player asks only after losing three deals "
                "in a row in the same seats."
            ),
        ),
        (
            "dice_hint",
            _t("Hint from the dice"),
            _t(
                "Unsure what to play? Throw the dice and read the answer however you like, then set them "
                "back to show the points."
            ),
        ),
        (
            "omens",
            _t("Omens"),
            _t(
                "Holding three sky chiefs while the player opposite takes the last trick is a bad sign, "
                "and as a salute to the winner you are the one who throws the dice when the next deal "
                "begins. Winning one of the "
                "Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a "
                "warning."
            ),
        ),
    )
    parts = [
        page.heading("customs", _t("Customs")),
        "<p>"
        + _t(
            "Old table habits, each turned on or off for the session. By tradition, "
            "each player keeps the stacks they win in a row on their left."
        )
        + "</p>",
    ]
    for name, title, text in customs:
        state = _t("on") if getattr(r, name) else _t("off")
        parts.append(f"<h3>{escape(title)} <span class='soft'>({state})</span></h3><p>{text}</p>")
    return parts
