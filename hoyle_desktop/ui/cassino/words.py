"""Cassino in words: prompts, refusals, history lines, the count. Every word goes through Qt's translation."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ..table.card_words import card_label, card_name


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Cassino", text, disambiguation, n)


def labels(cards: Sequence[Card]) -> str:
    return " ".join(card_label(c) for c in cards)


def side_name(names: Sequence[str], seats: Sequence[int]) -> str:
    if len(seats) == 1:
        return names[seats[0]]
    return tr("%1 and %2").replace("%1", names[seats[0]]).replace("%2", names[seats[1]])


def turn_prompt() -> str:
    return tr(
        "Your turn: click a card. A card that can take shows what it takes;"
        " a card that cannot is laid on the table."
    )


def take_prompt(card: Card, options: int) -> str:
    if options > 1:
        return tr("Your %1 can take in more than one way: choose which cards to take.").replace(
            "%1", card_name(card)
        )
    return tr("Your %1 takes the cards marked. Click it again or press Enter to take them.").replace(
        "%1", card_name(card)
    )


def take_button(cards: Sequence[Card]) -> str:
    return tr("Take %1").replace("%1", labels(cards))


def other_card_button() -> str:
    return tr("Choose another card")


def refusal(code: str) -> str:
    return {
        "must_take": tr("That card can take from the table, so it must take."),
        "not_all_taken": tr(
            "A card takes every card of its rank and every set adding up to it, all at once."
        ),
        "not_in_hand": tr("That card is not in your hand."),
        "not_your_turn": tr("Please wait: it is not your turn."),
    }.get(code, tr("That is not allowed now."))


def takes(name: str, card: Card, taken: Sequence[Card], you: bool) -> str:
    text = tr("You take %2 with %1.") if you else tr("%3 takes %2 with %1.")
    return text.replace("%1", card_label(card)).replace("%2", labels(taken)).replace("%3", name)


def trails(name: str, card: Card, you: bool) -> str:
    text = tr("You lay %1 on the table.") if you else tr("%2 lays %1 on the table.")
    return text.replace("%1", card_label(card)).replace("%2", name)


def sweep(name: str, you: bool) -> str:
    return (
        tr("You sweep the board: one point.")
        if you
        else tr("%1 sweeps the board: one point.").replace("%1", name)
    )


def last_take(name: str, cards: Sequence[Card], you: bool) -> str:
    text = (
        tr("You took last and take what is left (%1): a sweep, one point.")
        if you
        else tr("%2 took last and takes what is left (%1): a sweep, one point.")
    )
    return text.replace("%1", labels(cards)).replace("%2", name)


def sweep_call() -> str:
    return tr("Sweep!")


def cut_line(names: Sequence[str], seats: Sequence[int], cards: Sequence[Card]) -> str:
    parts = [f"{names[s]} {card_label(c)}" for s, c in zip(seats, cards, strict=True)]
    return tr("Cutting for the deal: %1.").replace("%1", ", ".join(parts))


def first_dealer(name: str) -> str:
    return tr("%1 cut the lowest card and deals first.").replace("%1", name)


def new_deal(number: int, dealer: str) -> str:
    return tr("Deal %1; dealer: %2.").replace("%1", str(number)).replace("%2", dealer)


def laid_out(cards: Sequence[Card]) -> str:
    return tr("Face up on the table: %1.").replace("%1", labels(cards))


def new_round(stock: int) -> str:
    return tr("Four cards each; %n card(s) left to deal.", None, stock)


def item_text(item: str, points: int) -> str:
    return {
        "great_cassino": tr("Great Cassino (10♦): 2 points"),
        "little_cassino": tr("Little Cassino (2♠): 1 point"),
        "aces": tr("Aces: %n point(s)", None, points),
        "spades": tr("The most spades: 1 point"),
        "cards": tr("The most cards: 3 points"),
        "sweeps": tr("Sweeps: %n point(s)", None, points),
    }.get(item, item)


def count_line(side: str, item: str, points: int) -> str:
    return tr("%1 — %2").replace("%1", side).replace("%2", item_text(item, points))


def count_title(deal: int) -> str:
    return tr("The count of deal %1:").replace("%1", str(deal))


def deal_points(side: str, points: int) -> str:
    return tr("%1: %n point(s) in the count", None, points).replace("%1", side)


def scores_line(side: str, gained: int, total: int) -> str:
    return (
        tr("%1 scores %2, making %3.")
        .replace("%1", side)
        .replace("%2", str(gained))
        .replace("%3", str(total))
    )


def plate_line(pile: int, sweeps: int) -> str:
    line = tr("%n card(s) taken", None, pile)
    if sweeps:
        line += " · " + tr("%n sweep(s)", None, sweeps)
    return line


def standing(side: str, score: int) -> str:
    return tr("%1: %2").replace("%1", side).replace("%2", str(score))


def game_to(target: int) -> str:
    return tr("Game: %1 points").replace("%1", str(target))


def stock_text(stock: int) -> str:
    return tr("Still to deal: %n card(s)", None, stock)


def result_line(won: bool) -> str:
    return tr("You win!") if won else tr("You lose.")
