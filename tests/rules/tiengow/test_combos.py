"""Tien Gow combinations as tables: classify, beats and the options of a hand."""

from bagchen_qt.games.tiengow.rules.combos import discard_options, table
from bagchen_qt.games.tiengow.rules.ruleset import PRESETS, rules_from
from bagchen_qt.games.tiengow.rules.tiles import kind_index


def kinds(text: str) -> tuple[int, ...]:
    return tuple(sorted(kind_index(t) for t in text.split()))


def counts(text: str) -> tuple[int, ...]:
    ks = kinds(text)
    return tuple(ks.count(k) for k in range(21))


CLASSIC = table(PRESETS["classic"])


def test_classic_categories() -> None:
    assert CLASSIC.classify(kinds("6-6 6-6")).category == "civil_pair"
    assert CLASSIC.classify(kinds("4-2 2-1")).category == "supreme_pair"
    assert CLASSIC.classify(kinds("1-1 6-2 5-3")).category == "triplet"
    assert CLASSIC.classify(kinds("4-4 4-4 5-2 4-3")).category == "quartet"
    assert CLASSIC.classify(kinds("6-6 5-5")) is None
    assert CLASSIC.classify(kinds("5-5 5-2")) is None


def test_beating_needs_the_same_composition_and_a_strictly_higher_rank() -> None:
    assert CLASSIC.beats_kinds(kinds("6-6 6-6 5-4"), kinds("6-6 6-6 6-3")) is False
    assert CLASSIC.beats_kinds(kinds("4-4 4-4 4-3"), kinds("6-6 6-6 6-3")) is True
    assert CLASSIC.beats_kinds(kinds("4-4 5-2 4-3"), kinds("6-6 6-6 6-3")) is False
    assert CLASSIC.beats_kinds(kinds("6-6 6-6"), kinds("4-2 2-1")) is False


def test_the_options_change_the_table() -> None:
    assert table(PRESETS["classic-pure-pairs"]).classify(kinds("6-6 6-3")) is None
    assert set(len(k) for k in table(PRESETS["ancient-tiles"]).leads) == {1}
    folk = table(PRESETS["folk-24-three"])
    assert folk.classify(kinds("6-3 5-4")).category == "supreme_pair"
    assert folk.beats_kinds(kinds("1-1 2-2 3-3"), kinds("4-4 5-5 6-6"))
    chinese = table(PRESETS["chinese-24"])
    assert chinese.classify(kinds("6-6 6-6 6-5")).category == "pair_kicker"
    assert chinese.beats_kinds(kinds("1-1 1-1 6-4"), kinds("6-6 6-6 6-5"))
    assert not chinese.beats_kinds(kinds("1-1 1-1 6-5"), kinds("6-6 6-6 6-4"))
    assert table(rules_from("classic", {"civil_over_military": True})).beats_kinds(kinds("6-3"), kinds("5-1"))


def test_options_from_a_hand() -> None:
    hand = counts("6-6 6-6 6-3 4-2 2-1 1-1")
    leads = CLASSIC.lead_options(hand)
    assert kinds("6-6 6-6 6-3") in leads and kinds("4-2 2-1") in leads and kinds("1-1 6-3") not in leads
    assert len(leads) == len(set(leads))
    assert CLASSIC.beat_options(hand, kinds("4-4 4-4")) == [kinds("6-6 6-6")]
    assert CLASSIC.beat_options(hand, kinds("4-2 2-1")) == []
    downs = discard_options(hand, 2)
    assert len(downs) == len(set(downs)) and kinds("6-6 6-6") in downs and all(len(d) == 2 for d in downs)
    assert len(discard_options(counts("6-6 1-1 4-4"), 2)) == 3
