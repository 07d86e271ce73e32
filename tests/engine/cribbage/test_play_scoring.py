"""The play: what the last card of the current count scores, against the rule sources' examples.

Seeds: 000 = Hoyle's Games Modernized (CRIBBAGE, scores made in play), 001 = Britannica 9th ed.
("Cribbage": pairs, fifteens, sequences in play, compound scores), 003 = The Book of Card Games
(Cribbage, "Rules" and the worked pegging example).
"""

from __future__ import annotations

from collections import Counter

import pytest

from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.scoring import ScoreItem, describe, score_play


def pegged(pile: str) -> Counter[str]:
    """Points by reason for the last card of ``pile``."""
    out: Counter[str] = Counter()
    for item in score_play(cards(pile)):
        out[item.reason] += item.points
    return out


def each_card(play: str) -> list[Counter[str]]:
    """``pegged`` for every card of one count, in turn."""
    codes = play.split()
    return [pegged(" ".join(codes[: n + 1])) for n in range(len(codes))]


def test_hoyle_pairs_pair_royal_double_pair_royal():
    """000 PAIRS: "A player playing a similar card to the card last played by his adversary (as a king to
    a king, or a seven to a seven) is entitled to score two for a pair"; PAIRS-ROYAL "six"; DOUBLE
    PAIRS-ROYAL "he scores twelve for a double pair-royal.\""""
    assert pegged("KC KD") == Counter(pair=2)
    assert pegged("7C 7D") == Counter(pair=2)
    assert pegged("7C 7D 7H") == Counter(pair_royal=6)
    assert pegged("7C 7D 7H 7S") == Counter(double_pair_royal=12)
    items = score_play(cards("7C 7D 7H 7S"))
    assert items == [ScoreItem("double_pair_royal", 12, tuple(cards("7C 7D 7H 7S")))]


def test_hoyle_runs_built_up_in_any_order():
    """000 SEQUENCES, OR RUNS: "The sequence need not be played in regular order, so long as the cards
    exposed for the time being form an unbroken series. Thus, suppose that A plays a five, and B a four.
    If A now plays either a six or a three, he is entitled to score a run of three"; "The highest number
    that can be scored ... for a sequence is seven ... Ace, king, queen, do not count as a sequence.\""""
    assert each_card("5C 4D 3H") == [Counter(), Counter(), Counter(run=3)]
    assert pegged("5C 4D 6H") == Counter(run=3, fifteen=2)  # and the six makes fifteen
    assert pegged("5C 4D 3H 6S") == Counter(run=4)
    assert pegged("5C 4D 3H 2S") == Counter(run=4)
    for play in ("5C 4D 3H 6S 7C", "5C 4D 3H 6S 2C", "5C 4D 3H 2S AC", "5C 4D 3H 2S 6C"):
        assert pegged(play)["run"] == 5  # (5-4-3-2-ace also makes fifteen)
    assert each_card("5C 2D 3C 6D 4C") == [Counter()] * 4 + [Counter(run=5)]
    assert pegged("4C 3D 5H 2S 6C AD 7H") == Counter(run=7)
    assert pegged("AC KD QH") == Counter()
    assert pegged("QC KD AH") == Counter()


def test_hoyle_fifteen_and_thirty_one_two_each_and_no_go_point():
    """000 FIFTEEN or THIRTY-ONE: "A player whose card makes, with those already exposed, the number
    fifteen, scores two. If either player makes thirty-one, he scores two in like manner" (last card and
    go are the state machine's)."""
    assert pegged("7C 8D") == Counter(fifteen=2)
    assert score_play(cards("TC KD 5H 6S")) == [ScoreItem("thirty_one", 2, tuple(cards("TC KD 5H 6S")))]
    assert pegged("TC KD 5H") == Counter()  # twenty-five


def test_britannica_tenth_cards_pair_only_with_their_own_rank_but_run_in_order():
    """001: "Kings pair only with kings, queens with queens, and so on with knaves and tens,
    notwithstanding that they are all tenth cards in play"; "King, queen, knave, and ten reckon in
    sequence in this order"; "The ace is not in sequence with king, queen.\""""
    assert pegged("KC QD") == Counter()
    assert pegged("TC TD") == Counter(pair=2)
    assert pegged("TC QD JH") == Counter(run=3)
    assert pegged("KC AD QH") == Counter()


def test_britannica_filling_a_break_four_three_two_ace():
    """001 sequences: "if there is a break in the sequence, and the break is filled up during the play,
    without the intervention of a card not in sequence, the player of the card that fills the break scores
    a run." The OCR mangles the first example's cards ("432 ice ..."); from the prose that follows they
    are 4, 3, 2, ace: A's two makes a run of three and B's ace a run of four. Had B's last card been a five
    it would also be a run of four (no break); had it been a four, a run of three (3, 2, 4 -- the earlier
    four is cut off by the repeat)."""
    assert each_card("4C 3D 2C AD") == [Counter(), Counter(), Counter(run=3), Counter(run=4)]
    assert pegged("4C 3D 2C 5D") == Counter(run=4)
    assert pegged("4C 3D 2C 4D") == Counter(run=3)


def test_britannica_card_that_fills_the_gap_scores_the_run():
    """001: "The cards need not be played in order; it is sufficient that the card last played completes a
    sequence, although it may be an intermediate card." Played 4, 2, 5, 3, 6 ("42536" in the OCR): B's 3
    fills the gap for a run of four and A's 6 makes a run of five."""
    assert each_card("4C 2D 5C 3D 6C") == [Counter(), Counter(), Counter(), Counter(run=4), Counter(run=5)]


def test_britannica_second_five_intervening_breaks_the_sequence():
    """001 sequences: "suppose the cards played thus" -- the cards are unreadable in the OCR. From the
    prose (B takes a run of four with the fourth card; no run after, "as the second five ... intervenes")
    they are reconstructed as 4, 2, 5, 3, 5, 6."""
    assert each_card("4C 2D 5C 3D 5H 6S") == [Counter()] * 3 + [Counter(run=4), Counter(), Counter()]


def test_britannica_six_card_play_deuce_blocks_then_run_of_five():
    """001 sequences, six-card example; the OCR loses the cards. Reconstructed from the prose as A 3,
    B 2, A 4, B ace, A 5, B 2, A 3: A takes a run of three, B of four, A of five (and fifteen, which
    the text does not mention); B's second deuce scores no run, his first deuce intervening; A's three
    makes a run of five again (4, ace, 5, 2, 3). The text's last card, B's with "the ace ... blocking",
    cannot be recovered consistently and is not tested."""
    assert each_card("3C 2D 4C AD 5C 2H 3H") == [
        Counter(),
        Counter(),
        Counter(run=3),
        Counter(run=4),
        Counter(run=5, fifteen=2),
        Counter(),
        Counter(run=5),
    ]


def test_britannica_no_flush_in_the_play():
    """001: "Flashes [flushes] formerly counted in play; but now they do not" (rules note: no house rule)."""
    assert each_card("2H 4H 7H KH") == [Counter()] * 4


def test_britannica_compound_scores():
    """001 Compound Scores: "Thus a player pairing with the last card that will come in scores both pair
    and go. Similarly a pair and a fifteen, or a sequence and a fifteen, can be reckoned together.\""""
    assert pegged("3C 6D 3H 3S") == Counter(fifteen=2, pair=2)
    assert pegged("5C 5D 5H") == Counter(fifteen=2, pair_royal=6)
    assert pegged("4C 6D 5H") == Counter(fifteen=2, run=3)
    assert describe(score_play(cards("5C 5D 5H"))) == "fifteen two and a pair royal for six is eight"


def test_modern_book_pegging_example():
    """003 Rules, the worked example. You 4C 5S TH 7H, opponent 5D 6C 8H 3S.

    First count: 4C, 6C, 5S ("fifteen for two", "run for three"), 5D, TH (thirty; opponent's go,
    awarded by the state machine). The book has the 5D announced as "twenty for two" and then "pair for
    two" with "two additional points", but twenty is no scoring count: 4+6+5+5 = 20 and only the pair
    scores. Second count: 3S, 7H, 8H, where the 8H's "eighteen for one" is the last card (state
    machine); nothing scores here.
    """
    assert each_card("4C 6C 5S 5D TH") == [
        Counter(),
        Counter(),
        Counter(fifteen=2, run=3),
        Counter(pair=2),
        Counter(),
    ]
    assert describe(score_play(cards("4C 6C 5S"))) == "fifteen two and a run of three is five"
    assert describe(score_play(cards("4C 6C 5S 5D"))) == "a pair is two"
    assert each_card("3S 7H 8H") == [Counter(), Counter(), Counter()]


def test_modern_book_runs_any_order_any_suit():
    """003 Runs: "The run does not need to be in exact sequence—that is, you could play a nine/ten/eight,
    which would still count for three points. The run can be made up of cards from any suit.\""""
    assert pegged("9C TD 8C") == Counter(run=3)
    assert pegged("3C 4D 2C 5C") == Counter(run=4)


def test_modern_book_only_the_current_count_counts():
    """003: "Cards played before the total resets to zero (after hitting thirty-one) do not count toward a
    pair, three of a kind, four of a kind, or run." The pile passed in starts at the reset, so the 5H
    leading a new count scores nothing."""
    assert pegged("TC JD 5S 6C") == Counter(thirty_one=2)
    assert pegged("5H") == Counter()


def test_pair_or_run_must_be_unbroken():
    """001: a run is made "without the intervention of a card not in sequence"; 000: a pair is "a similar
    card to the card last played by his adversary"."""
    assert pegged("4C 5D 5H 6S") == Counter()
    assert pegged("4C 5D 5H") == Counter(pair=2)
    assert pegged("5C 9D 5H") == Counter()


def test_empty_pile_and_passing_thirty_one():
    assert score_play([]) == []
    with pytest.raises(ValueError, match="31"):
        score_play(cards("TC KD QH 2S"))
