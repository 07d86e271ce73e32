"""What the cribbage table says, in cribbage language, for the engine's reason codes.

The engine speaks in codes ("pair_royal", "over_31"); every word a person reads is made here and
wrapped for translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Rank, Suit


def number_word(n: int) -> str:
    words = [
        QCoreApplication.translate("Cribbage", "nothing"),
        QCoreApplication.translate("Cribbage", "one"),
        QCoreApplication.translate("Cribbage", "two"),
        QCoreApplication.translate("Cribbage", "three"),
        QCoreApplication.translate("Cribbage", "four"),
        QCoreApplication.translate("Cribbage", "five"),
        QCoreApplication.translate("Cribbage", "six"),
        QCoreApplication.translate("Cribbage", "seven"),
        QCoreApplication.translate("Cribbage", "eight"),
        QCoreApplication.translate("Cribbage", "nine"),
        QCoreApplication.translate("Cribbage", "ten"),
        QCoreApplication.translate("Cribbage", "eleven"),
        QCoreApplication.translate("Cribbage", "twelve"),
        QCoreApplication.translate("Cribbage", "thirteen"),
        QCoreApplication.translate("Cribbage", "fourteen"),
        QCoreApplication.translate("Cribbage", "fifteen"),
        QCoreApplication.translate("Cribbage", "sixteen"),
        QCoreApplication.translate("Cribbage", "seventeen"),
        QCoreApplication.translate("Cribbage", "eighteen"),
        QCoreApplication.translate("Cribbage", "nineteen"),
        QCoreApplication.translate("Cribbage", "twenty"),
        QCoreApplication.translate("Cribbage", "twenty-one"),
        QCoreApplication.translate("Cribbage", "twenty-two"),
        QCoreApplication.translate("Cribbage", "twenty-three"),
        QCoreApplication.translate("Cribbage", "twenty-four"),
        QCoreApplication.translate("Cribbage", "twenty-five"),
        QCoreApplication.translate("Cribbage", "twenty-six"),
        QCoreApplication.translate("Cribbage", "twenty-seven"),
        QCoreApplication.translate("Cribbage", "twenty-eight"),
        QCoreApplication.translate("Cribbage", "twenty-nine"),
    ]
    return words[n] if 0 <= n < len(words) else str(n)


def play_phrase(reason: str, points: int) -> str:
    """A score made in the play or at the deal: 'fifteen for two', 'pair royal for six'."""
    n = number_word(points)
    phrases = {
        "fifteen": QCoreApplication.translate("Cribbage", "Fifteen for %1"),
        "thirty_one": QCoreApplication.translate("Cribbage", "Thirty-one for %1"),
        "pair": QCoreApplication.translate("Cribbage", "A pair for %1"),
        "pair_royal": QCoreApplication.translate("Cribbage", "Pair royal for %1"),
        "double_pair_royal": QCoreApplication.translate("Cribbage", "Double pair royal for %1"),
        "run": QCoreApplication.translate("Cribbage", "A run of %1"),
        "go": QCoreApplication.translate("Cribbage", "One for the go"),
        "last_card": QCoreApplication.translate("Cribbage", "One for last card"),
        "his_heels": QCoreApplication.translate("Cribbage", "Two for his heels"),
        "three_for_last": QCoreApplication.translate("Cribbage", "Three for last"),
        "muggins": QCoreApplication.translate("Cribbage", "Muggins! %1 taken"),
        "claimed": QCoreApplication.translate("Cribbage", "Claimed %1"),
    }
    return phrases.get(reason, QCoreApplication.translate("Cribbage", "%1 points")).replace("%1", n)


def show_phrase(reason: str, points: int, running: int) -> str:
    """One combination of the show, with the running total: 'fifteen four', 'a pair is six'."""
    total = number_word(running)
    phrases = {
        "fifteen": QCoreApplication.translate("Cribbage", "fifteen %1"),
        "pair": QCoreApplication.translate("Cribbage", "a pair is %1"),
        "pair_royal": QCoreApplication.translate("Cribbage", "a pair royal is %1"),
        "double_pair_royal": QCoreApplication.translate("Cribbage", "a double pair royal is %1"),
        "run": QCoreApplication.translate("Cribbage", "a run of %2 is %1"),
        "flush": QCoreApplication.translate("Cribbage", "a flush of %2 is %1"),
        "his_nob": QCoreApplication.translate("Cribbage", "one for his nob is %1"),
    }
    return (
        phrases.get(reason, QCoreApplication.translate("Cribbage", "%2 more is %1"))
        .replace("%1", total)
        .replace("%2", number_word(points))
    )


def illegal_reason(code: str) -> str:
    return {
        "not_your_turn": QCoreApplication.translate("Cribbage", "Wait for your turn."),
        "over_31": QCoreApplication.translate("Cribbage", "That card would take the count past thirty-one."),
        "must_play": QCoreApplication.translate(
            "Cribbage", "You can still play a card without passing thirty-one, so you must play."
        ),
        "not_in_hand": QCoreApplication.translate("Cribbage", "That card is not in your hand."),
        "wrong_discard_count": QCoreApplication.translate(
            "Cribbage", "Choose the right number of cards for the crib."
        ),
        "lay_out_first": QCoreApplication.translate("Cribbage", "Lay out your cards for the crib first."),
        "claim_a_total": QCoreApplication.translate("Cribbage", "Enter the total you count."),
        "game_over": QCoreApplication.translate("Cribbage", "The game is over."),
    }.get(code, QCoreApplication.translate("Cribbage", "That is not allowed now."))


def outcome_text(code: str) -> str:
    return {
        "win": QCoreApplication.translate("Cribbage", "won"),
        "loss": QCoreApplication.translate("Cribbage", "lost"),
        "lurched": QCoreApplication.translate("Cribbage", "lurched"),
        "skunked": QCoreApplication.translate("Cribbage", "skunked"),
        "double_skunked": QCoreApplication.translate("Cribbage", "double skunked"),
    }.get(code, code)


def card_name(card: Card) -> str:
    ranks = {
        Rank.ACE: QCoreApplication.translate("Cribbage", "ace"),
        Rank.TWO: QCoreApplication.translate("Cribbage", "two"),
        Rank.THREE: QCoreApplication.translate("Cribbage", "three"),
        Rank.FOUR: QCoreApplication.translate("Cribbage", "four"),
        Rank.FIVE: QCoreApplication.translate("Cribbage", "five"),
        Rank.SIX: QCoreApplication.translate("Cribbage", "six"),
        Rank.SEVEN: QCoreApplication.translate("Cribbage", "seven"),
        Rank.EIGHT: QCoreApplication.translate("Cribbage", "eight"),
        Rank.NINE: QCoreApplication.translate("Cribbage", "nine"),
        Rank.TEN: QCoreApplication.translate("Cribbage", "ten"),
        Rank.JACK: QCoreApplication.translate("Cribbage", "jack"),
        Rank.QUEEN: QCoreApplication.translate("Cribbage", "queen"),
        Rank.KING: QCoreApplication.translate("Cribbage", "king"),
    }
    suits = {
        Suit.CLUBS: QCoreApplication.translate("Cribbage", "clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("Cribbage", "diamonds"),
        Suit.HEARTS: QCoreApplication.translate("Cribbage", "hearts"),
        Suit.SPADES: QCoreApplication.translate("Cribbage", "spades"),
    }
    return (
        QCoreApplication.translate("Cribbage", "%1 of %2")
        .replace("%1", ranks[card.rank])
        .replace("%2", suits[card.suit])
    )


def card_label(card: Card) -> str:
    """Short form for lists: rank letter and suit symbol, e.g. '10♥'."""
    rank = "10" if card.rank == Rank.TEN else card.rank.letter
    return rank + card.suit.symbol
