"""The show: every counted hand in the rule sources, the flush and nob rules, and counting aloud.

Seeds: 000 = Hoyle's Games Modernized (CRIBBAGE), 001 = Britannica 9th ed. ("Cribbage"),
003 = The Book of Card Games (Cribbage, "Breaking down the points").
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from hoyle_desktop.engine.cards import Card, cards
from hoyle_desktop.engine.cribbage.phrases import PHRASES, describe, number_words
from hoyle_desktop.engine.cribbage.scoring import REASONS, ScoreItem, score_show, show_total


def show(hand: str, starter: str | None, **rules: bool) -> list[ScoreItem]:
    items = score_show(cards(hand), Card.parse(starter) if starter else None, **rules)
    assert sum(i.points for i in items) == show_total(
        cards(hand), Card.parse(starter) if starter else None, **rules
    )
    return items


def points(items: list[ScoreItem]) -> Counter[str]:
    """Points by kind; pair, pair royal and double pair royal all go under "pairs"."""
    out: Counter[str] = Counter()
    for i in items:
        out["pairs" if "pair" in i.reason else i.reason] += i.points
    return out


def total(items: list[ScoreItem]) -> int:
    return sum(i.points for i in items)


def combos(items: list[ScoreItem], reason: str) -> set[frozenset[str]]:
    return {frozenset(c.code for c in i.cards) for i in items if i.reason == reason}


# Hoyle's table (000, "The following table indicates the method of counting ... five-card
# Cribbage"): a three-card hand and the start, as (hand, start, fifteens, pairs, runs, total).
# Suits are mixed so that no flush or nob creeps in.
HOYLE_TABLE = [
    ("5C 5D 5H", "5S", 8, 12, 0, 20),  # four fives: fifteen eight and a double pair-royal
    ("5C 5D 5H", "TS", 8, 6, 0, 14),  # three fives and a ten: fifteen eight and a pair-royal
    ("4C 5D 5H", "6S", 4, 2, 6, 12),  # two fives, a four and a six
    ("4C 4D 5H", "6S", 4, 2, 6, 12),  # two fours, a five and a six
    ("4C 6D 6H", "5S", 4, 2, 6, 12),  # two sixes, a four and a five
    ("3C 3D 3H", "9S", 6, 6, 0, 12),  # three threes and a nine: fifteen six and a pair-royal
    ("6C 6D 6H", "9S", 6, 6, 0, 12),  # three sixes and a nine
    ("6C 6D 6H", "3S", 6, 6, 0, 12),  # three sixes and a three
    ("7C 7D 7H", "8S", 6, 6, 0, 12),  # three sevens and an eight
    ("8C 8D 8H", "7S", 6, 6, 0, 12),  # three eights and a seven
    ("9C 9D 9H", "6S", 6, 6, 0, 12),  # three nines and a six
    ("7C 7D 7H", "AS", 6, 6, 0, 12),  # three sevens and an ace
    # The next four rows are printed as 13, but their own breakdown -- "fifteen four, pair, and
    # double run of three" -- is 4 + 2 + 6 = 12, and counted by hand each really is 12 (e.g. 8-8-6-7:
    # 7+8 twice, one pair, 6-7-8 twice; no other fifteen, no flush or nob possible in the row's
    # description). The last of them, six-five-four-four, is the same hand as the earlier row "two
    # fours, a five, and a six", which the table itself prices at 12. So 13 is a misprint.
    ("6C 8D 8H", "7S", 4, 2, 6, 12),  # two eights, a six and a seven (printed 13)
    ("9C 8D 8H", "7S", 4, 2, 6, 12),  # two eights, a nine and a seven (printed 13)
    ("6C 7D 7H", "8S", 4, 2, 6, 12),  # two sevens, a six and an eight (printed 13)
    ("6C 5D 4H", "4S", 4, 2, 6, 12),  # six, five and two fours (printed 13)
    ("5C 5D TH", "TS", 8, 4, 0, 12),  # two fives and two tens: fifteen eight and two pairs
    ("5C 5D KH", "KS", 8, 4, 0, 12),  # ... or two court cards of like denomination
    ("9C 9D 6H", "6S", 8, 4, 0, 12),  # two nines and two sixes
    ("5C 5D TH", "KS", 8, 2, 0, 10),  # two fives, a ten and a court card: fifteen eight and a pair
    ("6C 6D 7H", "8S", 2, 2, 6, 10),  # two sixes, a seven and an eight
    ("5C JD QH", "KS", 6, 0, 3, 9),  # a five and three court cards in sequence
    ("5C TD JH", "QS", 6, 0, 3, 9),  # ... or ten, knave, queen
    ("TC JD QH", "5S", 6, 0, 3, 9),  # the same with the five as the start
    ("AC AD 2H", "3S", 0, 2, 6, 8),  # a sequence of three with a duplicate, no fifteen
    ("QC KD KH", "JS", 0, 2, 6, 8),  # ... and another
]


@pytest.mark.parametrize(("hand", "start", "fifteens", "pairs", "runs", "expected"), HOYLE_TABLE)
def test_hoyle_five_card_table(hand: str, start: str, fifteens: int, pairs: int, runs: int, expected: int):
    """000: "The following table indicates the method of counting some of the more important combinations
    (including the start) of the hand at five-card Cribbage": each row's breakdown and total."""
    items = show(hand, start)
    assert points(items) == Counter({"fifteen": fifteens, "pairs": pairs, "run": runs}) - Counter()
    assert total(items) == expected


def test_hoyle_three_fives_and_a_ten_is_fifteen_eight_and_a_pair_royal():
    """000 the show: three fives and a tenth card make four fifteens ("fifteen eight"), and the player
    goes on "six for a pair-royal, fourteen"."""
    items = show("5C 5D 5H", "QS")
    assert [i.reason for i in items] == ["fifteen"] * 4 + ["pair_royal"]
    assert combos(items, "fifteen") == {
        frozenset({"5C", "QS"}),
        frozenset({"5D", "QS"}),
        frozenset({"5H", "QS"}),
        frozenset({"5C", "5D", "5H"}),
    }
    assert (
        describe(items)
        == "fifteen two, fifteen four, fifteen six, fifteen eight and a pair royal for six is fourteen"
    )


def test_hoyle_sequence_of_three_and_with_the_turn_up():
    """000: "If all the three cards in the hand are in sequence (independent of suit), three points are
    reckoned for this, or if the three form a sequence with the turn-up card, four.\""""
    assert points(show("AC 2D 3H", "8S")) == Counter(run=3)
    assert points(show("AC 2D 3H", "4S")) == Counter(run=4)


def test_hoyle_treble_run_and_pair_royal_in_five_cards():
    """000: "it may happen that three are in sequence, and that the other two are duplicates of one of
    them. In this case they constitute a treble run of three (nine points) and a pair-royal (six points),
    total fifteen.\""""
    items = show("AC AD AH 2S", "3C")
    assert [i.reason for i in items] == ["pair_royal", "run", "run", "run"]
    assert total(items) == 15


def test_hoyle_hand_flush_three_or_four_and_crib_flush_only_with_start():
    """000: "If the three cards of the hand are all of one suit, the player scores three points for a
    flush. If the turn-up is of the same suit, four points"; "in counting crib, a flush is not reckoned
    unless the 'start' is of the same suit as the rest. In this case the flush is worth five points.\""""
    assert points(show("2H 6H TH", "KS")) == Counter(flush=3)
    assert points(show("2H 6H TH", "KH")) == Counter(flush=4)
    assert total(show("2H 4H 8H QH", "KS", is_crib=True)) == 0
    assert points(show("2H 4H 8H QH", "KH", is_crib=True)) == Counter(flush=5)


def test_hoyle_his_nob_knave_of_the_turn_up_suit():
    """000 the show: a knave of the same suit as the turn-up scores one "for his nob"."""
    items = show("JH 2C 8D", "KH")
    assert items == [ScoreItem("his_nob", 1, (Card.parse("JH"), Card.parse("KH")))]
    assert total(show("JH 2C 8D", "KS")) == 0
    assert describe(items) == "one for his nob"


@pytest.mark.parametrize("start", ["6C", "7D", "7H", "8S", "8D"])
def test_britannica_crib_6_7_7_8_8_is_24(start: str):
    """001: "Say the crib consists of 6, 7, 7, 8, 8. The score would be four fifteens (eight), two pairs
    (four), four sequences of three (twelve); total twenty-four.\""""
    crib = " ".join(c for c in ["6C", "7D", "7H", "8S", "8D"] if c != start)
    items = show(crib, start, is_crib=True)
    assert [i.reason for i in items] == ["fifteen"] * 4 + ["pair"] * 2 + ["run"] * 4
    assert points(items) == Counter(fifteen=8, pairs=4, run=12)
    assert total(items) == 24


def test_britannica_suited_4_5_6_with_a_5_turned_is_15():
    """001: "a hand of 4, 5, 6 (same suit) and a 5 turned up counts two fifteens (four), a pair (two), two
    sequences of three (six), and a flush (three); total fifteen.\""""
    items = show("4H 5H 6H", "5S")
    assert points(items) == Counter(fifteen=4, pairs=2, run=6, flush=3)
    assert total(items) == 15


def test_britannica_fifteens_tenth_card_fives_two_and_three():
    """001 Fifteens: "a tenth card and a five reckon two, or fifteen-two as it is often called. Another
    five in the hand or turned up, would again combine with the tenth card, and entitle to another
    fifteen, or fifteen-four, if the other cards were a two and a three, two other fifteens would be
    counted\""""
    assert points(show("TC 5D", None)) == Counter(fifteen=2)
    assert points(show("TC 5D 5H", None)) == Counter(fifteen=4, pairs=2)
    items = show("TC 5D 5H 2S", "3C")
    assert combos(items, "fifteen") == {
        frozenset({"TC", "5D"}),
        frozenset({"TC", "5H"}),
        frozenset({"TC", "2S", "3C"}),
        frozenset({"5D", "5H", "2S", "3C"}),
    }


def test_britannica_two_tenth_cards_and_two_fives_nine_and_three_threes():
    """001: "two tenth cards and two fives reckon fifteen-eight; a nine and three threes give three
    different combinations, and reckon fifteen-six\""""
    assert points(show("TC KD 5H 5S", None))["fifteen"] == 8
    assert points(show("9C 3D 3H 3S", None))["fifteen"] == 6


def test_britannica_sequence_reckons_again_with_each_substitute():
    """001: "If one sequence card can be substituted for an other of the same denomination, the sequence
    reckons again. For example 3, 4, 5, and a 3 turned up, reckon two sequences of three" (with another 3,
    at the six-card game or in crib, three)."""
    assert points(show("3C 4D 5H", "3S"))["run"] == 6
    assert points(show("3C 4D 5H 3H", "3S"))["run"] == 9


def test_britannica_his_nob_and_flush_one_a_card():
    """001: "If all the cards in hand are of the same suit, one is reckoned for each card. If the start is
    also of the same suit, one is reckoned for that also. In crib, no flush is reckoned, unless the start
    is of the same suit as the cards in crib. ... If a player holds the knave of the suit turned up he counts
    one for his nob.\""""
    assert points(show("2S 6S 8S QS", "KD")) == Counter(flush=4)
    assert points(show("2S 6S 8S QS", "KS")) == Counter(flush=5)
    assert points(show("2S 6S 8S QS", "KD", is_crib=True)) == Counter()
    assert points(show("JD 2C 6S 8H", "QD")) == Counter(his_nob=1)


def test_modern_book_5_5_9_10_with_jack_is_13():
    """003 Breaking down the points: "suppose your hand has the cards 5♥ 5♠ 9♠ 10♥ and the starting up
    card is the J♦. You can form four combinations of fifteen ... a run of three (9♠ 10♥ J♦), and a pair
    of 5s for a total of thirteen points.\""""
    items = show("5H 5S 9S TH", "JD")
    assert combos(items, "fifteen") == {
        frozenset({"5H", "TH"}),
        frozenset({"5H", "JD"}),
        frozenset({"5S", "TH"}),
        frozenset({"5S", "JD"}),
    }
    assert combos(items, "run") == {frozenset({"9S", "TH", "JD"})}
    assert combos(items, "pair") == {frozenset({"5H", "5S"})}
    assert total(items) == 13
    assert describe(items) == (
        "fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten and a run of three is thirteen"
    )


def test_modern_book_pair_in_a_run_counts_twice_2_4_5_6_with_6_is_12():
    """003: "If you have a pair in a run, the run can be counted twice. Let's say your hand has the cards
    2♦ 4♦ 5♥ 6♠ and the starting up card is 6♦ ... and a pair of 6s, for a total of twelve points.\""""
    items = show("2D 4D 5H 6S", "6D")
    assert combos(items, "run") == {frozenset({"4D", "5H", "6S"}), frozenset({"4D", "5H", "6D"})}
    assert combos(items, "fifteen") == combos(items, "run")
    assert combos(items, "pair") == {frozenset({"6S", "6D"})}
    assert total(items) == 12


def test_modern_book_flush_four_or_five():
    """003: "A flush receives four points if the starter card is not of the same suit and five points if it
    is.\""""
    assert points(show("2C 4C 8C QC", "KD")) == Counter(flush=4)
    assert points(show("2C 4C 8C QC", "KC")) == Counter(flush=5)


def test_twenty_nine_hand():
    """003 (and every modern source): 5-5-5-J with the five of the jack's suit turned is 29, the top."""
    items = show("5C 5D 5H JS", "5S")
    assert points(items) == Counter(fifteen=16, pairs=12, his_nob=1)
    assert total(items) == 29
    assert total(show("5C 5D 5H JD", "5S")) == 28  # the wrong jack
    assert describe(items).endswith(
        "a double pair royal for twelve is twenty-eight and one for his nob is twenty-nine"
    )


@pytest.mark.parametrize(
    ("crib", "start", "default", "house"),
    [
        ("2H 4H 8H QH", "KS", 0, 4),  # four-card crib flush alone
        ("2H 4H 8H QH", "KH", 5, 5),  # with the start: five under both rules
        ("2H 4H 8H QS", "KH", 0, 0),  # the start cannot make up a missing suit
        ("2H 4H 8H QH", None, 0, 4),  # before the cut
    ],
)
def test_crib_flush_with_and_without_the_start(crib: str, start: str | None, default: int, house: int):
    """001: "In crib, no flush is reckoned, unless the start is of the same suit as the cards in crib"
    (five); the house rule `crib_flush_without_start` takes 003's "A flush receives four points if the
    starter card is not of the same suit" for the crib too."""
    assert total(show(crib, start, is_crib=True)) == default
    assert total(show(crib, start, is_crib=True, crib_flush_without_start=True)) == house


def test_hand_flush_needs_every_card_and_the_start_only_adds():
    """001: "If all the cards in hand are of the same suit, one is reckoned for each card. If the start is
    also of the same suit, one is reckoned for that also": the start alone cannot make a flush."""
    assert total(show("2H 4H 8H QS", "KH")) == 0
    assert total(show("2H 4H 8H QH", None)) == 4


def test_seven_card_game_five_card_hand():
    """000: "Of the two-handed game there are three varieties, known, from the number of cards dealt to each
    player, as 'five-card,' 'six-card,' and 'seven-card' cribbage": the seven-card game keeps five; a
    five-card flush is five, six with the start."""
    assert points(show("7S 9S TS QS KS", "AD")) == Counter(flush=5)
    assert points(show("7S 9S TS QS KS", "AS")) == Counter(flush=6)
    # two separate runs in six cards
    assert combos(show("AC 2D 3H 7S 8C", "9D"), "run") == {
        frozenset({"AC", "2D", "3H"}),
        frozenset({"7S", "8C", "9D"}),
    }


def test_nob_counts_in_the_crib_and_scores_the_jack_with_the_starter():
    """001: "The combinations in hand or crib which entitle to a score are fifteens, pairs or pairs royal,
    sequences, flushes, and his nob": his nob is reckoned in hand and crib alike."""
    items = show("JC 2D 8H KS", "4C", is_crib=True)
    assert items == [ScoreItem("his_nob", 1, (Card.parse("JC"), Card.parse("4C")))]


def test_item_order_and_cards():
    """The order the sources count in (001 "order of scoring", 000 the show): fifteens, pairs, runs,
    flush, nob; every item carries its own cards."""
    hand, start = cards("6H 4H JH 5H"), Card.parse("3H")
    items = score_show(hand, start)
    reasons = [i.reason for i in items]
    assert reasons == sorted(reasons, key=["fifteen", "pair", "run", "flush", "his_nob"].index)
    assert {"fifteen", "run", "flush", "his_nob"} <= set(reasons)
    for i in items:
        assert set(i.cards) <= {*hand, start}
        if i.reason == "fifteen":
            assert sum(c.rank.pips for c in i.cards) == 15


def test_order_of_the_hand_does_not_matter():
    hand = cards("5H 6C 4D 4S")
    expected = [(i.reason, i.points, frozenset(i.cards)) for i in score_show(hand, Card.parse("5D"))]
    for perm in permutations(hand):
        got = [(i.reason, i.points, frozenset(i.cards)) for i in score_show(list(perm), Card.parse("5D"))]
        assert got == expected


def test_repeated_card_is_an_error():
    with pytest.raises(ValueError, match="repeated"):
        score_show(cards("5H 6C 4D 4S"), Card.parse("5H"))


def test_nothing_is_nineteen():
    """003: "It is impossible to score nineteen points in a hand. So if you hear a player call out nineteen
    points, it refers to a worthless hand containing zero points.\""""
    items = show("2C 4D 7H KS", "QC")
    assert items == []
    assert describe(items) == "nineteen (nothing)"


def test_describe_brief_example_and_phrase_table():
    """The running count reads as at the table; every reason code has a phrase."""
    items = show("5C TD 7H", "7S")  # one fifteen (5+T) and a pair of sevens
    assert describe(items) == "fifteen two and a pair is four"
    run_items = [
        ScoreItem("fifteen", 2, ()),
        ScoreItem("fifteen", 2, ()),
        ScoreItem("pair", 2, ()),
        ScoreItem("run", 3, ()),
    ]
    assert describe(run_items) == "fifteen two, fifteen four, a pair is six and a run of three is nine"
    assert set(PHRASES) == set(REASONS)
    # the thirteen codes of the game and "claimed", used when a player counts manually
    assert len(REASONS) == len(set(REASONS)) == 14
    assert number_words(121) == "one hundred and twenty-one"
    assert number_words(29) == "twenty-nine"
