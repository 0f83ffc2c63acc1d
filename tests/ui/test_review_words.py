"""The review's reason for the Hard AI's move is kept as a code with its parameters and
the search's figures, and worded when shown, in the player's language; a review stored
earlier with an English sentence still shows that sentence."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bagchen_qt.games.bagchen.ai.explain import Explanation, Keep, SearchFigures, Why
from bagchen_qt.games.bagchen.rules.actions import Lead, Pass, event_to_dict
from bagchen_qt.games.bagchen.rules.ruleset import RuleSet
from bagchen_qt.games.bagchen.rules.state import play_random_deal
from bagchen_qt.games.bagchen.rules.tiles import Suit
from bagchen_qt.games.bagchen.table.replay.review_panel import ReviewPanel
from bagchen_qt.games.bagchen.table.review import READING
from bagchen_qt.games.bagchen.table.words import hint_reason, review_reason_text
from bagchen_qt.records.model import PlayerSpec
from bagchen_qt.records.store import Store, record_finished_deal
from bagchen_qt.ui.replay.review import Verdict, reviewer_name, stored_review
from tests.ui.shouting import shouting_in

REASON = Explanation(Why.LEAD_WEAK, (3, 3), 2, keep=Keep.POINT, kept=0)
SEARCH = SearchFigures(options=5, worlds=48, mean=-1.5)
PLAYERS = [PlayerSpec.ai("easy"), PlayerSpec.human("Pema"), PlayerSpec.ai("easy"), PlayerSpec.ai("easy")]
OLD_ENGLISH = "Leads 6-6 to get rid of weak tiles (the best of 4 options over 48 sampled deals: +2.0 chips on average)."


def verdict(reason: Explanation | None = REASON, search: SearchFigures | None = SEARCH, english: str = "") -> Verdict:
    return Verdict(7, 1, Lead(1, (40,)), Lead(1, (2,)), -3.0, 1.0, 4.0, 0.5, 48, english, reason, search)


@pytest.fixture
def shouting(qapp) -> Iterator[None]:
    with shouting_in("Words"):
        yield


@pytest.mark.parametrize(
    "reason",
    [
        REASON,
        Explanation(Why.CHARITY, (5,), suit=Suit.EARTH),
        Explanation(Why.LEAD_POINTS, (0, 0), 2, 10),
        Explanation(Why.OTHER, detail="E shows 6-6"),
        Explanation(Why.PASS),
    ],
)
def test_an_explanation_is_json_data_and_back(reason: Explanation) -> None:
    assert Explanation.from_json(reason.to_json()) == reason


@pytest.mark.parametrize("data", [{}, {"why": "no such reason"}, {"why": "lead weak", "kinds": [99]}, {"why": 3}])
def test_what_is_not_an_explanation_is_refused_clearly(data: dict) -> None:
    with pytest.raises(ValueError, match="not an explanation"):
        Explanation.from_json(data)


def test_the_review_keeps_the_reason_as_a_code_with_the_search_figures() -> None:
    data = verdict().to_json(event_to_dict)
    assert data["reason"] == {"why": "lead weak", "kinds": [3, 3], "stacks": 2, "keep": "point", "kept": 0}
    assert data["search"] == {"options": 5, "worlds": 48, "mean": -1.5}
    assert "explanation" not in data  # no English sentence in the stored data
    assert Verdict.from_json(7, data, READING) == verdict()


def test_the_review_words_the_reason_when_shown(qapp) -> None:
    panel = ReviewPanel()
    panel.show_verdict(verdict(), True)
    words = review_reason_text(REASON, SEARCH)
    assert words.startswith(hint_reason(REASON)) and "5 options over 48 sampled deals, -1.5 chips" in words
    assert words in panel.verdict.text()
    panel.show_verdict(verdict(search=None), True)
    assert hint_reason(REASON) in panel.verdict.text() and "sampled deals, " not in panel.verdict.text()


def test_the_reason_follows_the_language(shouting) -> None:
    panel = ReviewPanel()
    panel.show_verdict(verdict(), True)
    assert "LEAD " in panel.verdict.text() and "ITS SEARCH: THE BEST OF 5 OPTIONS" in panel.verdict.text()


def test_a_review_stored_earlier_in_english_still_shows_its_sentence(qapp) -> None:
    old = verdict(reason=None, search=None, english=OLD_ENGLISH).to_json(event_to_dict)
    assert old["explanation"] == OLD_ENGLISH and "reason" not in old
    read = Verdict.from_json(7, old, READING)
    assert (read.reason, read.search, read.explanation) == (None, None, OLD_ENGLISH)
    panel = ReviewPanel()
    panel.show_verdict(read, True)
    assert OLD_ENGLISH in panel.verdict.text()


def test_a_reason_that_cannot_be_read_leaves_the_verdict(qapp) -> None:
    data = {**verdict().to_json(event_to_dict), "reason": {"why": "no such reason"}, "search": {"options": "many"}}
    read = Verdict.from_json(7, data, READING)
    assert (read.reason, read.search, read.loss, read.best) == (None, None, 4.0, Lead(1, (2,)))
    panel = ReviewPanel()
    panel.show_verdict(read, True)
    assert "would play" in panel.verdict.text()


def test_verdicts_stored_both_ways_are_read_back(qapp) -> None:
    store = Store.memory()
    try:
        state = play_random_deal(random.Random(4), starter=1)
        deal = record_finished_deal(store, state, PLAYERS, session_id=store.begin_session(RuleSet(), PLAYERS))
        new, old = verdict(), Verdict(8, 1, Pass(1), Pass(1), None, None, 0.0, 0.0, 0, OLD_ENGLISH)
        store.add_review(deal, reviewer_name(1), new.to_json(event_to_dict), event=7)
        store.add_review(deal, reviewer_name(1), old.to_json(event_to_dict), event=8)
        verdicts, _ = stored_review(store, deal, 1, READING)
        assert verdicts == {7: new, 8: old}
    finally:
        store.close()


def test_the_search_figures_are_in_the_languages_digits(qapp) -> None:
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale("fa"))
    try:
        words = review_reason_text(REASON, SEARCH)
        assert "۵" in words and "۴۸" in words and "48" not in words
    finally:
        QLocale.setDefault(before)


def test_two_copies_of_a_kind_read_back_as_the_same_choice_by_the_games_reading() -> None:
    from bagchen_qt.games.bagchen.rules.tiles import TILE_KIND
    from bagchen_qt.ui.replay.review import VerdictReading

    first, twin = [t for t in range(64) if TILE_KIND[t] == TILE_KIND[2]][:2]  # two copies of one kind
    data = Verdict(7, 1, Lead(1, (first,)), Lead(1, (twin,)), 0.0, 0.0, 0.0, 0.0, 8, "").to_json(event_to_dict)
    assert Verdict.from_json(7, data, READING).same  # Bagchen's reviewer: one decision
    assert not Verdict.from_json(7, data, VerdictReading(READING.event)).same  # by equality alone: two


def test_the_reviewer_of_any_seat_is_named_as_the_records_write_seats() -> None:
    assert [reviewer_name(seat) for seat in (0, 3, 4, 7)] == [
        "hard review E",
        "hard review N",
        "hard review 5",
        "hard review 8",
    ]


def test_the_worker_preloads_each_games_own_reviewer_and_the_familys() -> None:
    from bagchen_qt.games import BAGCHEN, TIEN_GOW
    from bagchen_qt.ui.replay.review import ReviewSettings
    from bagchen_qt.ui.replay.review_runner import reviewer_modules

    assert reviewer_modules() == ("bagchen_qt.games.bagchen.table.review", "bagchen_qt.ui.replay.family_review")
    quick = ReviewSettings(reviewer="medium")
    assert (quick.level(BAGCHEN), quick.level(TIEN_GOW)) == ("review", "review-medium")  # its own: always Hard
