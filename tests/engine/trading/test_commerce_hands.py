"""Commerce's combinations and tie-breaks (seed 002, COMMERCE, "DESCRIPTION OF THE GAME"), each
through the one function that ranks hands and names why the best won."""

from __future__ import annotations

import pytest

from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.trading.commerce_hands import (
    FLUSH,
    NO_FLUSH_OR_PAIR,
    NO_PAIR,
    PAIR,
    POINT,
    RECOGNISED,
    SEQUENCE,
    TRICON,
    category,
    hand_key,
    rank_hands,
)


def ranked(*hands: str, combos=RECOGNISED["all"]):
    return rank_hands([cards(h) for h in hands], combos)


def test_the_five_combinations_in_their_order() -> None:
    """'(a) Tricon, (b) Sequence, (c) Flush, (d) Pair, (e) Point, which range in value in the order given.'"""
    hands = ["2C 3D 5H", "2S 2H 4C", "2D 5D 9D", "4H 5H 6H", "3C 3D 3S"]
    assert [category(hand_key(cards(h))) for h in hands] == [POINT, PAIR, FLUSH, SEQUENCE, TRICON]
    r = ranked(*hands)
    assert r.groups == ((4,), (3,), (2,), (1,), (0,))
    assert r.why == "better_combination" and r.detail == {"category": "tricon", "beaten": "sequence"}


def test_ace_at_either_end_of_a_sequence_but_not_between_king_and_two() -> None:
    """'the ace may be used at either end to form a sequence, it must not be so used between a king
    and a two. King, ace, two, is not, therefore, permissible as a sequence.'"""
    assert category(hand_key(cards("AH 2H 3H"))) == SEQUENCE
    assert category(hand_key(cards("QH KH AH"))) == SEQUENCE
    assert category(hand_key(cards("KH AH 2H"))) == FLUSH


def test_higher_tricon_wins_aces_first() -> None:
    """'With Tricons, the highest wins, aces being first in this respect; then kings, queens, etc.'"""
    r = ranked("KC KD KH", "AC AD AS", "2C 2D 2H")
    assert r.winners == (1,) and r.why == "higher_tricon" and r.detail["rank"] == 14


def test_sequence_ace_king_queen_best_three_two_ace_lowest() -> None:
    """'the ace, king, queen sequence reckoning as the best, and the three, two, ace sequence as
    the lowest.'"""
    r = ranked("AS 2S 3S", "QD KD AD", "2C 3C 4C")
    assert r.groups == ((1,), (2,), (0,))
    assert r.why == "higher_sequence" and r.detail["rank"] == 14


def test_flushes_by_point() -> None:
    """'With Flushes, the one making the best "point" ... wins.' (ace eleven, court cards ten)"""
    r = ranked("AH 2H 4H", "KS QS 2S")  # 17 against 22
    assert r.winners == (1,) and r.why == "flush_point" and r.detail["point"] == 22


def test_pairs_highest_then_third_card() -> None:
    """'With Pairs, the highest wins. If two players are alike, then the holder of the highest third
    card has the preference.'"""
    r = ranked("9C 9D AS", "TC TD 2S")
    assert r.winners == (1,) and r.why == "higher_pair"
    r = ranked("9C 9D 8S", "9H 9S KC")
    assert r.winners == (1,) and r.why == "pair_third_card" and r.detail["rank"] == 13


def test_point_then_first_highest_different_card() -> None:
    """'With Point ... the holder of the first highest card different from the opponent's wins.'"""
    r = ranked("AC 9D 3S", "KH 8C 5D")  # 23 against 23
    assert r.winners == (0,) and r.why == "first_different_card" and r.detail["rank"] == 14
    r = ranked("KC 9D 4S", "QH 9C 4D")  # 23 each: the king before the queen
    assert r.winners == (0,) and r.why == "first_different_card" and r.detail["rank"] == 13
    r = ranked("KC 9D 4S", "KH 8C 5D")  # 23 each: the nine decides
    assert r.winners == (0,) and r.detail["rank"] == 9
    r = ranked("KC 9D 4S", "2H 3C 5D")
    assert r.why == "higher_point" and r.detail["point"] == 23


def test_equal_hands_tie() -> None:
    """'In case of absolute equality between the two best hands ... each of the winners receives'."""
    r = ranked("AH KH QH", "AS KS QS", "2C 3D 5H")
    assert r.winners == (0, 1) and r.why == "tie"


@pytest.mark.parametrize(
    ("combos", "hand", "expected"),
    [(NO_PAIR, "9C 9D 8S", POINT), (NO_PAIR, "2D 5D 9D", FLUSH), (NO_FLUSH_OR_PAIR, "2D 5D 9D", POINT)],
)
def test_limited_commerce(combos, hand, expected) -> None:
    """LIMITED COMMERCE: 'only the Tricon, Sequence, Flush, and Point ... or even Tricon, Sequence,
    and Point only'."""
    assert category(hand_key(cards(hand), RECOGNISED[combos])) == expected


def test_better_than_names_the_beating_hands() -> None:
    r = ranked("2C 3D 5H", "9C 9D 8S", "AH KH QH")
    assert r.better_than(0) == (1, 2) and r.losers_worst == (0,)
