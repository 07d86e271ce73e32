"""What the cribbage table says, in cribbage language, for the engine's reason codes.

The engine speaks in codes ("pair_royal", "over_31"); every word a person reads is made here and
wrapped for translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ..table.card_words import card_label, card_name  # noqa: F401 - the names the table imports


def decimal(value: float, signed: bool = False) -> str:
    """``value`` to one decimal place as the user's locale writes it (1.5, or 1,5 in German)."""
    text = QLocale().toString(float(abs(value)), "f", 1)
    if not signed:
        return text if value >= 0 else "−" + text
    return ("+" if value >= 0 else "−") + text


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
        "play_a_card": QCoreApplication.translate("Cribbage", "Play a card, or say go if none fits."),
        "wrong_discard_count": QCoreApplication.translate(
            "Cribbage", "Choose the right number of cards for the crib."
        ),
        "lay_out_first": QCoreApplication.translate("Cribbage", "Lay out your cards for the crib first."),
        "claim_a_total": QCoreApplication.translate("Cribbage", "Enter the total you count."),
        "game_over": QCoreApplication.translate("Cribbage", "The game is over."),
    }.get(code, QCoreApplication.translate("Cribbage", "That is not allowed now."))


def say_go(key: str) -> str:
    """The refusal of a card when no card in the hand can be played: what to do instead, and its key."""
    text = QCoreApplication.translate(
        "Cribbage", "None of your cards keeps the count at thirty-one or under: say Go (key %1)."
    )
    return text.replace("%1", key)


def outcome_text(code: str) -> str:
    return {
        "win": QCoreApplication.translate("Cribbage", "won"),
        "loss": QCoreApplication.translate("Cribbage", "lost"),
        "lurched": QCoreApplication.translate("Cribbage", "lurched"),
        "skunked": QCoreApplication.translate("Cribbage", "skunked"),
        "double_skunked": QCoreApplication.translate("Cribbage", "double skunked"),
    }.get(code, code)
