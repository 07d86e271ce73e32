"""What the cribbage table says, in cribbage language, for the engine's reason codes.

The engine speaks in codes ("pair_royal", "over_31"); every word a person reads is made here and
wrapped for translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Rank, Suit


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Cribbage", text, disambiguation, n)


def number_word(n: int) -> str:
    words = [
        tr("nothing"), tr("one"), tr("two"), tr("three"), tr("four"), tr("five"), tr("six"), tr("seven"),
        tr("eight"), tr("nine"), tr("ten"), tr("eleven"), tr("twelve"), tr("thirteen"), tr("fourteen"),
        tr("fifteen"), tr("sixteen"), tr("seventeen"), tr("eighteen"), tr("nineteen"), tr("twenty"),
        tr("twenty-one"), tr("twenty-two"), tr("twenty-three"), tr("twenty-four"), tr("twenty-five"),
        tr("twenty-six"), tr("twenty-seven"), tr("twenty-eight"), tr("twenty-nine"),
    ]  # fmt: skip
    return words[n] if 0 <= n < len(words) else str(n)


def play_phrase(reason: str, points: int) -> str:
    """A score made in the play or at the deal: 'fifteen for two', 'pair royal for six'."""
    n = number_word(points)
    phrases = {
        "fifteen": tr("Fifteen for %1"),
        "thirty_one": tr("Thirty-one for %1"),
        "pair": tr("A pair for %1"),
        "pair_royal": tr("Pair royal for %1"),
        "double_pair_royal": tr("Double pair royal for %1"),
        "run": tr("A run of %1"),
        "go": tr("One for the go"),
        "last_card": tr("One for last card"),
        "his_heels": tr("Two for his heels"),
        "three_for_last": tr("Three for last"),
        "muggins": tr("Muggins! %1 taken"),
        "claimed": tr("Claimed %1"),
    }
    return phrases.get(reason, tr("%1 points")).replace("%1", n)


def show_phrase(reason: str, points: int, running: int) -> str:
    """One combination of the show, with the running total: 'fifteen four', 'a pair is six'."""
    total = number_word(running)
    phrases = {
        "fifteen": tr("fifteen %1"),
        "pair": tr("a pair is %1"),
        "pair_royal": tr("a pair royal is %1"),
        "double_pair_royal": tr("a double pair royal is %1"),
        "run": tr("a run of %2 is %1"),
        "flush": tr("a flush of %2 is %1"),
        "his_nob": tr("one for his nob is %1"),
    }
    return phrases.get(reason, tr("%2 more is %1")).replace("%1", total).replace("%2", number_word(points))


def illegal_reason(code: str) -> str:
    return {
        "not_your_turn": tr("Wait for your turn."),
        "over_31": tr("That card would take the count past thirty-one."),
        "must_play": tr("You can still play a card without passing thirty-one, so you must play."),
        "not_in_hand": tr("That card is not in your hand."),
        "wrong_discard_count": tr("Choose the right number of cards for the crib."),
        "lay_out_first": tr("Lay out your cards for the crib first."),
        "claim_a_total": tr("Enter the total you count."),
        "game_over": tr("The game is over."),
    }.get(code, tr("That is not allowed now."))


def outcome_text(code: str) -> str:
    return {
        "win": tr("won"),
        "loss": tr("lost"),
        "lurched": tr("lurched"),
        "skunked": tr("skunked"),
        "double_skunked": tr("double skunked"),
    }.get(code, code)


def card_name(card: Card) -> str:
    ranks = {
        Rank.ACE: tr("ace"), Rank.TWO: tr("two"), Rank.THREE: tr("three"), Rank.FOUR: tr("four"),
        Rank.FIVE: tr("five"), Rank.SIX: tr("six"), Rank.SEVEN: tr("seven"), Rank.EIGHT: tr("eight"),
        Rank.NINE: tr("nine"), Rank.TEN: tr("ten"), Rank.JACK: tr("jack"), Rank.QUEEN: tr("queen"),
        Rank.KING: tr("king"),
    }  # fmt: skip
    suits = {
        Suit.CLUBS: tr("clubs"),
        Suit.DIAMONDS: tr("diamonds"),
        Suit.HEARTS: tr("hearts"),
        Suit.SPADES: tr("spades"),
    }
    return tr("%1 of %2").replace("%1", ranks[card.rank]).replace("%2", suits[card.suit])


def card_label(card: Card) -> str:
    """Short form for lists: rank letter and suit symbol, e.g. '10♥'."""
    rank = "10" if card.rank == Rank.TEN else card.rank.letter
    return rank + card.suit.symbol
