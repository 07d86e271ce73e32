"""What the table says for Snip-Snap-Snorum, where cards are paired rather than followed in suit.

The stops table shows the game (purses, pool, calls in bubbles); these are the words that differ
from the sequence games. Context "SnipSnap".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from .wording import card_in, card_name, counters, rank_name

KEY = "snip_snap_snorum"


def lead_prompt() -> str:
    return QCoreApplication.translate(
        "SnipSnap", "Your turn: play any card. Only the next player may pair it, and must if he can."
    )


def pair_prompt(card: Card, must: bool) -> str:
    if must:
        return QCoreApplication.translate("SnipSnap", "Pair it: play your %1.").replace("%1", card_in(card))
    return QCoreApplication.translate(
        "SnipSnap", "You can pair it with your %1; failing to pair is fined double."
    ).replace("%1", card_in(card, "dative"))


def must_pair(card: Card | None) -> str:
    if card is None:
        return QCoreApplication.translate("SnipSnap", "You must pair the card just played.")
    return QCoreApplication.translate("SnipSnap", "You must pair the card just played with your %1.").replace(
        "%1", card_in(card, "dative")
    )


def play_call(reason: str, card: Card) -> str:
    """The call made with a card: its rank when it starts a chain, Snip, Snap or Snorum on a pair."""
    return {
        "snip": QCoreApplication.translate("SnipSnap", "Snip!"),
        "snap": QCoreApplication.translate("SnipSnap", "Snap!"),
        "snorum": QCoreApplication.translate("SnipSnap", "Snorum!"),
    }.get(reason, rank_name(card.rank))


def play_line(name: str, you: bool, card: Card, reason: str) -> str:
    """The history's line for a card played: who started a new card (one that pairs nothing; Peel:
    "has to start upon a new card"), who paired it and with which call."""
    if reason == "lead":
        text = (
            QCoreApplication.translate("SnipSnap", "You start a new card: the %1")
            if you
            else QCoreApplication.translate("SnipSnap", "%2 starts a new card: the %1")
        )
        return text.replace("%1", card_name(card)).replace("%2", name)
    text = (
        QCoreApplication.translate("SnipSnap", "You pair it with the %1: %3")
        if you
        else QCoreApplication.translate("SnipSnap", "%2 pairs it with the %1: %3")
    )
    return (
        text.replace("%1", card_in(card, "dative")).replace("%2", name).replace("%3", play_call(reason, card))
    )


def failed_call() -> str:
    return QCoreApplication.translate("SnipSnap", "Failed to pair!")


def failed_line(name: str, you: bool, rank: str) -> str:
    text = (
        QCoreApplication.translate("SnipSnap", "You could have paired the %1 and are fined double")
        if you
        else QCoreApplication.translate("SnipSnap", "%2 could have paired the %1 and is fined double")
    )
    return text.replace("%1", rank).replace("%2", name)


def stock_label() -> str:
    return QCoreApplication.translate("SnipSnap", "Stock")


def turn_up_label() -> str:
    return QCoreApplication.translate("SnipSnap", "Turn-up")


def turn_up_line(card: Card) -> str:
    return QCoreApplication.translate("SnipSnap", "Turned up: the %1, for the first player to pair").replace(
        "%1", card_name(card)
    )


def deal_text(number: int) -> str:
    return QCoreApplication.translate("SnipSnap", "Deal %1").replace("%1", str(number))


def out_line(name: str, you: bool, reason: str) -> str:
    if reason == "last_in":
        return (
            QCoreApplication.translate("SnipSnap", "You are the last one in and take the pool!")
            if you
            else QCoreApplication.translate("SnipSnap", "%1 is the last one in and takes the pool").replace(
                "%1", name
            )
        )
    return (
        QCoreApplication.translate("SnipSnap", "You are out of cards first and take the pool!")
        if you
        else QCoreApplication.translate("SnipSnap", "%1 is out of cards first and takes the pool").replace(
            "%1", name
        )
    )


def all_played_line() -> str:
    return QCoreApplication.translate("SnipSnap", "All the cards are played; nobody took the pool.")


def out_call(reason: str) -> str:
    return (
        QCoreApplication.translate("SnipSnap", "Last in!")
        if reason == "last_in"
        else QCoreApplication.translate("SnipSnap", "Out!")
    )


def to_stock_line(name: str, cards: int, you: bool = False) -> str:
    if you:  # the person's name set in a possessive read "You's cards"
        text = QCoreApplication.translate("SnipSnap", "Your cards go face down onto the stock (%1)")
        return text.replace("%1", str(cards))
    return (
        QCoreApplication.translate("SnipSnap", "%1's cards go face down onto the stock (%2)")
        .replace("%1", name)
        .replace("%2", str(cards))
    )


def penalty_line(reason: str, name: str, amount: int) -> str:
    """A player paying into the pool for being paired, or fined."""
    text = {
        "snip": QCoreApplication.translate("SnipSnap", "%1: %2 into the pool, snipped"),
        "snap": QCoreApplication.translate("SnipSnap", "%1: %2 into the pool, snapped"),
        "snorum": QCoreApplication.translate("SnipSnap", "%1: %2 into the pool for Snorum"),
        "fine": QCoreApplication.translate("SnipSnap", "%1: %2 into the pool, fined for not pairing"),
    }.get(reason)
    if text is None:
        return ""
    return text.replace("%1", name).replace("%2", counters(amount))


def turn_up_paid_line(name: str) -> str:
    return QCoreApplication.translate(
        "SnipSnap", "%1: 1 counter from the pool for pairing the turn-up"
    ).replace("%1", name)
