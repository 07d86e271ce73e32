"""Cassino in words: prompts, refusals, history lines, the count. Every word goes through Qt's translation."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ..table.card_words import card_label, card_name
from ..table.counter_words import amount


def labels(cards: Sequence[Card]) -> str:
    return " ".join(card_label(c) for c in cards)


def side_name(names: Sequence[str], seats: Sequence[int]) -> str:
    if len(seats) == 1:
        return names[seats[0]]
    return (
        QCoreApplication.translate("Cassino", "%1 and %2")
        .replace("%1", names[seats[0]])
        .replace("%2", names[seats[1]])
    )


def partner_cards(name: str, cards: str) -> str:
    """A partner's cards in the review's row of a side ("Computer 2: 7♥ K♣")."""
    return QCoreApplication.translate("Cassino", "%1: %2").replace("%1", name).replace("%2", cards)


def turn_prompt() -> str:
    return QCoreApplication.translate(
        "Cassino", "Your turn: choose a card; a card that takes shows what it takes."
    )


def take_prompt(card: Card, options: int) -> str:
    if options > 1:
        return QCoreApplication.translate(
            "Cassino", "Your %1 can take in more than one way: choose which cards to take."
        ).replace("%1", card_name(card))
    return QCoreApplication.translate(
        "Cassino", "Your %1 takes the cards marked. Click it again or press Enter to take them."
    ).replace("%1", card_name(card))


def take_button(cards: Sequence[Card]) -> str:
    return QCoreApplication.translate("Cassino", "Take %1").replace("%1", labels(cards))


def build_button(value: int, cards: Sequence[Card]) -> str:
    return (
        QCoreApplication.translate("Cassino", "Build %1 on %2")
        .replace("%1", str(value))
        .replace("%2", labels(cards))
    )


def raise_button(value: int, cards: Sequence[Card]) -> str:
    return (
        QCoreApplication.translate("Cassino", "Raise %2 to %1")
        .replace("%1", str(value))
        .replace("%2", labels(cards))
    )


def raises(name: str, card: Card, old: int, value: int, you: bool) -> str:
    text = (
        QCoreApplication.translate("Cassino", "You raise the build of %2 to %3 with %1.")
        if you
        else QCoreApplication.translate("Cassino", "%4 raises the build of %2 to %3 with %1.")
    )
    return (
        text.replace("%1", card_label(card))
        .replace("%2", str(old))
        .replace("%3", str(value))
        .replace("%4", name)
    )


def build_call(value: int) -> str:
    return QCoreApplication.translate("Cassino", "Building %1!").replace("%1", str(value))


def choose_prompt(card: Card) -> str:
    return QCoreApplication.translate(
        "Cassino", "Your %1 can be played in more than one way: choose one by its button."
    ).replace("%1", card_name(card))


def build_turn_prompt() -> str:
    return QCoreApplication.translate(
        "Cassino", "Your turn: you have a build on the table, so you must take or build, not lay a card down."
    )


def trail_button() -> str:
    return QCoreApplication.translate("Cassino", "Lay it on the table")


def builds(name: str, card: Card, cards: Sequence[Card], value: int, you: bool) -> str:
    text = (
        QCoreApplication.translate("Cassino", "You build %3 with %1 on %2.")
        if you
        else QCoreApplication.translate("Cassino", "%4 builds %3 with %1 on %2.")
    )
    return (
        text.replace("%1", card_label(card))
        .replace("%2", labels(cards))
        .replace("%3", str(value))
        .replace("%4", name)
    )


def build_line(name: str, value: int, cards: Sequence[Card]) -> str:
    return (
        QCoreApplication.translate("Cassino", "Build of %1 by %2: %3")
        .replace("%1", str(value))
        .replace("%2", name)
        .replace("%3", labels(cards))
    )


def other_card_button() -> str:
    return QCoreApplication.translate("Cassino", "Choose another card (Esc)")


def refusal(code: str) -> str:
    return {
        "must_take": QCoreApplication.translate(
            "Cassino", "That card can take from the table, so it must take."
        ),
        "not_all_taken": QCoreApplication.translate(
            "Cassino", "A card takes every card of its rank and every set adding up to it, all at once."
        ),
        "not_in_hand": QCoreApplication.translate("Cassino", "That card is not in your hand."),
        "own_build": QCoreApplication.translate(
            "Cassino", "You have a build on the table: take it, take other cards or build."
        ),
        "take_or_add": QCoreApplication.translate(
            "Cassino", "You have a build on the table: take it, or add to it, before anything else."
        ),
        "bad_build": QCoreApplication.translate(
            "Cassino", "That build is not allowed: you must hold another card of its new total."
        ),
        "not_your_turn": QCoreApplication.translate("Cassino", "Please wait: it is not your turn."),
    }.get(code, QCoreApplication.translate("Cassino", "That is not allowed now."))


def takes(name: str, card: Card, taken: Sequence[Card], you: bool) -> str:
    text = (
        QCoreApplication.translate("Cassino", "You take %2 with %1.")
        if you
        else QCoreApplication.translate("Cassino", "%3 takes %2 with %1.")
    )
    return text.replace("%1", card_label(card)).replace("%2", labels(taken)).replace("%3", name)


def trails(name: str, card: Card, you: bool) -> str:
    text = (
        QCoreApplication.translate("Cassino", "You lay %1 on the table.")
        if you
        else QCoreApplication.translate("Cassino", "%2 lays %1 on the table.")
    )
    return text.replace("%1", card_label(card)).replace("%2", name)


def sweep(name: str, you: bool) -> str:
    return (
        QCoreApplication.translate("Cassino", "You sweep the board: one point.")
        if you
        else QCoreApplication.translate("Cassino", "%1 sweeps the board: one point.").replace("%1", name)
    )


def last_take(name: str, cards: Sequence[Card], you: bool) -> str:
    text = (
        QCoreApplication.translate("Cassino", "You took last and take what is left (%1): a sweep, one point.")
        if you
        else QCoreApplication.translate(
            "Cassino", "%2 took last and takes what is left (%1): a sweep, one point."
        )
    )
    return text.replace("%1", labels(cards)).replace("%2", name)


def sweep_call() -> str:
    return QCoreApplication.translate("Cassino", "Sweep!")


def cut_line(names: Sequence[str], seats: Sequence[int], cards: Sequence[Card]) -> str:
    # "Computer 1: 5♥", not "Computer 1 5♥" (heard as two numbers in a row)
    parts = [f"{names[s]}: {card_label(c)}" for s, c in zip(seats, cards, strict=True)]
    return QCoreApplication.translate("Cassino", "Cutting for the deal: %1.").replace("%1", ", ".join(parts))


def first_dealer(name: str, you: bool = False) -> str:
    if you:
        return QCoreApplication.translate("Cassino", "You cut the lowest card and deal first.")
    return QCoreApplication.translate("Cassino", "%1 cut the lowest card and deals first.").replace(
        "%1", name
    )


def new_deal(number: int, dealer: str) -> str:
    return (
        QCoreApplication.translate("Cassino", "Deal %1; dealer: %2.")
        .replace("%1", str(number))
        .replace("%2", dealer)
    )


def laid_out(cards: Sequence[Card]) -> str:
    return QCoreApplication.translate("Cassino", "Face up on the table: %1.").replace("%1", labels(cards))


def new_round(stock: int) -> str:
    if stock == 0:  # never "0 cards left" (French reads "encore 0 cartes")
        return QCoreApplication.translate("Cassino", "Four cards each: the last of the pack.")
    return (
        QCoreApplication.translate("Cassino", "Four cards each; %n card left to deal.")
        if stock == 1
        else QCoreApplication.translate("Cassino", "Four cards each; %n cards left to deal.")
    ).replace("%n", str(stock))


def item_text(item: str, points: int) -> str:
    return {
        "great_cassino": QCoreApplication.translate("Cassino", "Great Cassino (10♦): 2 points"),
        "little_cassino": QCoreApplication.translate("Cassino", "Little Cassino (2♠): 1 point"),
        "aces": (
            QCoreApplication.translate("Cassino", "Aces: %n point")
            if points == 1
            else QCoreApplication.translate("Cassino", "Aces: %n points")
        ).replace("%n", str(points)),
        "spades": QCoreApplication.translate("Cassino", "The most spades: 1 point"),
        "cards": QCoreApplication.translate("Cassino", "The most cards: 3 points"),
        "sweeps": (
            QCoreApplication.translate("Cassino", "Sweeps: %n point")
            if points == 1
            else QCoreApplication.translate("Cassino", "Sweeps: %n points")
        ).replace("%n", str(points)),
    }.get(item, item)


def count_line(side: str, item: str, points: int) -> str:
    return (
        QCoreApplication.translate("Cassino", "%1 — %2")
        .replace("%1", side)
        .replace("%2", item_text(item, points))
    )


def count_title(deal: int) -> str:
    return QCoreApplication.translate("Cassino", "The count of deal %1:").replace("%1", str(deal))


def deal_points(side: str, points: int) -> str:
    return (
        (
            QCoreApplication.translate("Cassino", "%1: %n point in the count")
            if points == 1
            else QCoreApplication.translate("Cassino", "%1: %n points in the count")
        )
        .replace("%n", str(points))
        .replace("%1", side)
    )


def scores_line(side: str, gained: int, total: int) -> str:
    return (
        QCoreApplication.translate("Cassino", "Score: %1 +%2 = %3.")
        .replace("%1", side)
        .replace("%2", str(gained))
        .replace("%3", str(total))
    )


def plate_line(pile: int, sweeps: int) -> str:
    # "13 cards taken", not "Taken: 13": heard, a number alone does not say what it counts.
    line = amount(
        pile,
        QCoreApplication.translate("Cassino", "%1 card taken"),
        QCoreApplication.translate("Cassino", "%1 cards taken", "none"),
        QCoreApplication.translate("Cassino", "%1 cards taken"),
    )
    if sweeps:
        line += " · " + QCoreApplication.translate("Cassino", "Sweeps: %1").replace("%1", str(sweeps))
    return line


def standing(side: str, score: int) -> str:
    return QCoreApplication.translate("Cassino", "%1: %2").replace("%1", side).replace("%2", str(score))


def game_to(target: int) -> str:
    return QCoreApplication.translate("Cassino", "Game: %1 points").replace("%1", str(target))


def stock_text(stock: int) -> str:
    if stock == 0:
        return QCoreApplication.translate("Cassino", "Still to deal: none")
    return (
        QCoreApplication.translate("Cassino", "Still to deal: %n card")
        if stock == 1
        else QCoreApplication.translate("Cassino", "Still to deal: %n cards")
    ).replace("%n", str(stock))


def result_line(won: bool) -> str:
    return (
        QCoreApplication.translate("Cassino", "You win!")
        if won
        else QCoreApplication.translate("Cassino", "You lose.")
    )
