"""The Expert against Britannica's HINTS TO PLAYERS (seed 001) and today's book (seed 003).

Britannica's example hand is of the five-card game (five dealt, two laid out): "with queen, knave,
ten, four, ace, the dealer should put out the four and the ace; the non-dealer the queen and ten."
The Expert is tested on that hand in that game, and in the six-card game on the same five cards
plus a sixth: a king, a nine or a seven. With a king the non-dealer's best baulk is Britannica's
own "king with ten"; with the others, queen with the sixth card ("queen, with any of these cards
except the ten"). (With an eight the Expert's dealer keeps 4-A for the play and lays out 8-10:
0.46 points better by its own measure, hand, crib and pegging together.)
"""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.ai.cribbage.expert import ExpertCribbageBot, judged_lay_outs, search_plays
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.view import CribbageView


def lay_out_view(hand: str, dealer: int, **rules: object) -> CribbageView:
    dealt = tuple(sorted(cards(hand)))
    return CribbageView(
        seat=0, phase="lay_out", players=2, dealer=dealer, target=121, scores=(0, 0), sides=(0, 1),
        to_act=(0,), hand=dealt, kept=(), laid_out=(), hand_counts=(len(dealt), len(dealt)), crib_count=0,
        starter=None, pile=(), count=0, played=(), go_seats=(), rules={"players": 2, **rules},
    )  # fmt: skip


def laid_out(view: CribbageView) -> set[str]:
    return {c.code for c in judged_lay_outs(view)[0].lay_out.discard}


def test_britannica_five_card_example() -> None:
    hand = "QH JS TD 4C AH"
    assert laid_out(lay_out_view(hand, dealer=0, cards_dealt=5)) == {"4C", "AH"}
    assert laid_out(lay_out_view(hand, dealer=1, cards_dealt=5)) == {"QH", "TD"}


@pytest.mark.parametrize(
    ("sixth", "baulk"),
    [("KS", {"KS", "TD"}), ("9S", {"QH", "9S"}), ("7S", {"QH", "7S"})],
)
def test_britannica_example_in_the_six_card_game(sixth: str, baulk: set[str]) -> None:
    hand = f"QH JS TD 4C AH {sixth}"
    assert laid_out(lay_out_view(hand, dealer=0)) == {"4C", "AH"}  # four and ace to his own crib
    assert laid_out(lay_out_view(hand, dealer=1)) == baulk  # a good baulk, kept apart from 4-A


@pytest.mark.parametrize(
    ("hand", "sequence"),
    [("6H 7S 8D KC 2H QS", {"6H", "7S", "8D"}), ("9S TH JD 2C 6H KS", {"9S", "TH", "JD"}),
     ("2H 3S 4D 9C QH KS", {"2H", "3S", "4D"})],
)  # fmt: skip
@pytest.mark.parametrize("dealer", [0, 1])
def test_keeps_a_sequence(hand: str, sequence: set[str], dealer: int) -> None:
    """ "It is generally right to keep a sequence in hand." """
    kept = {c.code for c in judged_lay_outs(lay_out_view(hand, dealer))[0].lay_out.kept}
    assert sequence <= kept


def test_the_non_dealer_keeps_fives_and_gives_no_five_or_pair() -> None:
    """Seed 003: "If it's your opponent's crib, discard opposite cards and no fives or tens";
    Britannica: fives and pairs are the best cards for the dealer's crib, so the pone withholds them."""
    for hand in ("5H 9C JD 2S 7C KH", "5D 5S 8C KH QS 2D", "3C 3D 7H 9S JC KD"):
        given = judged_lay_outs(lay_out_view(hand, dealer=1))[0].lay_out.discard
        assert all(c.rank != 5 for c in given), hand
        assert given[0].rank != given[1].rank, hand


@pytest.mark.parametrize(
    ("hand", "given"),
    [("5C JD 7H 8S 2D AS", {"5C", "JD"}), ("5C KD 2H 4S 8D 9C", {"5C", "KD"}),
     ("2C 3H 9D TS JC QH", {"2C", "3H"}), ("7C 8D KH QS AD 3H", {"7C", "8D"})],
)  # fmt: skip
def test_the_dealer_puts_out_britannicas_best_cards(hand: str, given: set[str]) -> None:
    """ "The best cards for the dealer to put out [are] fives, five and six, five and a tenth card,
    three and two, seven and eight ...": five and a tenth card, three and two, seven and eight."""
    assert laid_out(lay_out_view(hand, dealer=0)) == given


def play_view(hand: str) -> CribbageView:
    held = tuple(sorted(cards(hand)))
    return CribbageView(
        seat=1, phase="play", players=2, dealer=0, target=121, scores=(0, 0), sides=(0, 1), to_act=(1,),
        hand=held, kept=held, laid_out=tuple(cards("2S 3H")), hand_counts=(4, 4), crib_count=4,
        starter=cards("KD")[0], pile=(), count=0, played=(), go_seats=(), rules={"players": 2},
    )  # fmt: skip


@pytest.mark.parametrize("hand", ["4C 6D 9H KS", "AC 6D 9H QS", "3C 4D 9H KS"])
def test_leads_a_card_under_five_from_a_neutral_hand(hand: str) -> None:
    """ "The best card to begin with is ace, two, three, or four." (no pair, no five, nothing to protect)"""
    view = play_view(hand)
    legal = [Action("play", cards=(c,)) for c in view.hand]
    ranks, _ = search_plays(view, random.Random(5))
    assert ranks[0] < 5
    assert ExpertCribbageBot(5).choose(view, legal).cards[0].rank < 5
