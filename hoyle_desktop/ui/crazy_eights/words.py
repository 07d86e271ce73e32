"""Crazy Eights in words: prompts, refusals, history lines. Every word goes through Qt's translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Suit
from ...engine.crazy_eights.game import CrazyEightsView
from ..table.card_words import a_rank, card_label, card_name, suit_name
from ..table.counter_words import amount
from ..table.keys import mnemonic


def suit_word(letter: str) -> str:
    return suit_name(Suit(letter))


def turn_prompt(top: Card, called: str | None, free: bool) -> str:
    if free:
        return QCoreApplication.translate(
            "CrazyEights", "Your turn. An eight was turned up: play any card; its suit is the one to follow."
        )
    if called:
        return QCoreApplication.translate(
            "CrazyEights", "Your turn. Play a card of %1 (the suit named) or an eight."
        ).replace("%1", suit_word(called))
    return (
        QCoreApplication.translate("CrazyEights", "Your turn. Play a card of %1 or %2, or an eight.")
        .replace("%1", suit_name(top.suit))
        .replace("%2", a_rank(top.rank))  # "a queen", "an ace": the article agrees in every language
    )


def draw_prompt(empty: bool = False) -> str:
    """Names the key the Draw button underlines in the reader's language (French *Piocher*: P).
    ``empty``: the stock has gone from the felt, and the draw shuffles the discards into a new one
    first (the house rule ``reshuffle``; playtest (g), 29 November: "click the stock" was said)."""
    if empty:
        text = QCoreApplication.translate(
            "CrazyEights",
            "You cannot play and the stock is empty: draw a card (press %1); "
            "the discards, all but the top card, are shuffled into a new stock first.",
        )
    else:
        text = QCoreApplication.translate(
            "CrazyEights", "You cannot play: draw a card from the stock (click the stock or press %1)."
        )
    return text.replace("%1", mnemonic(draw_button()) or "D")


def pass_prompt() -> str:
    """House rule ``pass`` (or a reshuffle with no discards under the top card): names the Pass
    button's key in the reader's language, as the draw prompt names the Draw button's."""
    return QCoreApplication.translate(
        "CrazyEights", "You cannot play and there is nothing to draw: pass (press %1)."
    ).replace("%1", mnemonic(pass_button()) or "P")


def name_suit_prompt(card: Card) -> str:
    return QCoreApplication.translate("CrazyEights", "Name the suit to follow after your %1.").replace(
        "%1", card_name(card)
    )


def draw_button() -> str:
    return QCoreApplication.translate("CrazyEights", "&Draw a card")


def pass_button() -> str:
    return QCoreApplication.translate("CrazyEights", "&Pass")


def suit_button(letter: str) -> str:
    """The button naming a suit after an eight, with its own key in each language: never H (the
    Hint at every table), nor the Hint's or the review's letter, nor a menu's (tests check it)."""
    return {
        "C": QCoreApplication.translate("CrazyEights", "Name &clubs"),
        "D": QCoreApplication.translate("CrazyEights", "Name &diamonds"),
        # not H (the Hint), E (Help), A (Game), R (the review), T (Settings), S (spades)
        "H": QCoreApplication.translate("CrazyEights", "&Name hearts"),
        "S": QCoreApplication.translate("CrazyEights", "Name &spades"),
    }[letter]


def mismatch(top: Card | None, called: str | None) -> str:
    """The refusal of a card that does not match, naming what would: the suit named after an eight,
    else the top card's suit and rank."""
    if called:
        return QCoreApplication.translate(
            "CrazyEights", "That card does not match: play a card of %1 (the suit named) or an eight."
        ).replace("%1", suit_word(called))
    if top is None:
        return QCoreApplication.translate(
            "CrazyEights",
            "That card does not match: play the same suit or rank as the top card, or an eight.",
        )
    return (
        QCoreApplication.translate(
            "CrazyEights", "That card does not match: play a card of %1 or %2, or an eight."
        )
        .replace("%1", suit_name(top.suit))
        .replace("%2", a_rank(top.rank))
    )


def refusal(code: str, view: CrazyEightsView | None = None) -> str:
    if code == "must_match":
        return mismatch(view.top if view else None, view.called if view else None)
    return {
        "name_a_suit": QCoreApplication.translate("CrazyEights", "Name a suit for your eight."),
        "can_play": QCoreApplication.translate("CrazyEights", "You can play a card, so you may not draw."),
        "not_in_hand": QCoreApplication.translate("CrazyEights", "That card is not in your hand."),
        "not_your_turn": QCoreApplication.translate("CrazyEights", "Please wait: it is not your turn."),
    }.get(code, QCoreApplication.translate("CrazyEights", "That is not allowed now."))


def called_banner(letter: str) -> str:
    return QCoreApplication.translate("CrazyEights", "%1 to follow").replace(
        "%1", suit_word(letter).capitalize()
    )


def free_banner() -> str:
    return QCoreApplication.translate("CrazyEights", "An eight turned up: any suit")


def plays(name: str, card: Card, you: bool) -> str:
    text = (
        QCoreApplication.translate("CrazyEights", "You play %2.")
        if you
        else QCoreApplication.translate("CrazyEights", "%1 plays %2.")
    )
    return text.replace("%1", name).replace("%2", card_label(card))


def plays_eight(name: str, card: Card, letter: str, you: bool) -> str:
    text = (
        QCoreApplication.translate("CrazyEights", "You play %2 and name %3.")
        if you
        else QCoreApplication.translate("CrazyEights", "%1 plays %2 and names %3.")
    )
    return text.replace("%1", name).replace("%2", card_label(card)).replace("%3", suit_word(letter))


def draws(name: str, card: Card | None) -> str:
    if card is not None:
        return QCoreApplication.translate("CrazyEights", "You draw %1.").replace("%1", card_label(card))
    return QCoreApplication.translate("CrazyEights", "%1 draws a card.").replace("%1", name)


def draws_many(name: str, times: int) -> str:
    """Several cards drawn in a row by a computer, said once (the screen reader's announcer)."""
    return (
        QCoreApplication.translate("CrazyEights", "%1 draws %2 cards.")
        .replace("%1", name)
        .replace("%2", str(times))
    )


def passes(name: str, you: bool) -> str:
    return (
        QCoreApplication.translate("CrazyEights", "You pass.")
        if you
        else QCoreApplication.translate("CrazyEights", "%1 passes.").replace("%1", name)
    )


def reshuffled(count: int) -> str:
    text = QCoreApplication.translate(
        "CrazyEights", "The stock is empty: the discards are shuffled into a new stock."
    )
    return text + " " + stock_label(count) + "."  # a sentence, as every line of the history


def turned_up(card: Card) -> str:
    return QCoreApplication.translate("CrazyEights", "The starter is %1.").replace("%1", card_label(card))


def new_deal(number: int, dealer: str) -> str:
    return (
        QCoreApplication.translate("CrazyEights", "Deal %1; dealer: %2.")
        .replace("%1", str(number))
        .replace("%2", dealer)
    )


def out(name: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate("CrazyEights", "You are out of cards and win the deal.")
    return QCoreApplication.translate("CrazyEights", "%1 is out of cards and wins the deal.").replace(
        "%1", name
    )


def blocked(name: str, you: bool) -> str:
    if you:
        return QCoreApplication.translate(
            "CrazyEights", "Nobody can play or draw: you hold the lowest count and win the deal."
        )
    return QCoreApplication.translate(
        "CrazyEights", "Nobody can play or draw: %1 holds the lowest count and wins the deal."
    ).replace("%1", name)


def shows(name: str, cards: list[Card], count: int | None, you: bool) -> str:
    """The cards a player still holds at a deal's end; ``count``: their points, where they count."""
    listed = " ".join(card_label(c) for c in cards)
    if count is None:
        plain = (
            QCoreApplication.translate("CrazyEights", "You still hold %2.")
            if you
            else QCoreApplication.translate("CrazyEights", "%1 still holds %2.")
        )
        return plain.replace("%1", name).replace("%2", listed)
    text = (
        (
            QCoreApplication.translate("CrazyEights", "You hold %2: %n point.")
            if count == 1
            else QCoreApplication.translate("CrazyEights", "You hold %2: %n points.")
        ).replace("%n", str(count))
        if you
        else (
            QCoreApplication.translate("CrazyEights", "%1 holds %2: %n point.")
            if count == 1
            else QCoreApplication.translate("CrazyEights", "%1 holds %2: %n points.")
        ).replace("%n", str(count))
    )
    return text.replace("%1", name).replace("%2", listed)


def scored(name: str, points: int, reason: str, you: bool) -> str:
    if reason == "penalty":
        if you:
            return (
                QCoreApplication.translate("CrazyEights", "You are charged %n penalty point.")
                if points == 1
                else QCoreApplication.translate("CrazyEights", "You are charged %n penalty points.")
            ).replace("%n", str(points))
        return (
            (
                QCoreApplication.translate("CrazyEights", "%1 is charged %n penalty point.")
                if points == 1
                else QCoreApplication.translate("CrazyEights", "%1 is charged %n penalty points.")
            )
            .replace("%n", str(points))
            .replace("%1", name)
        )
    if reason == "game":
        return (
            QCoreApplication.translate("CrazyEights", "You win the game.")
            if you
            else QCoreApplication.translate("CrazyEights", "%1 wins the game.").replace("%1", name)
        )
    if you:
        return (
            QCoreApplication.translate("CrazyEights", "You score %n point for the cards left.")
            if points == 1
            else QCoreApplication.translate("CrazyEights", "You score %n points for the cards left.")
        ).replace("%n", str(points))
    return (
        (
            QCoreApplication.translate("CrazyEights", "%1 scores %n point for the cards left.")
            if points == 1
            else QCoreApplication.translate("CrazyEights", "%1 scores %n points for the cards left.")
        )
        .replace("%n", str(points))
        .replace("%1", name)
    )


def out_call() -> str:
    return QCoreApplication.translate("CrazyEights", "Out!")


def pass_call() -> str:
    return QCoreApplication.translate("CrazyEights", "Pass")


def draw_call() -> str:
    return QCoreApplication.translate("CrazyEights", "Draw")


def plate_line(cards: int, points: int | None) -> str:
    line = amount(
        cards,
        QCoreApplication.translate("CrazyEights", "%n card"),
        QCoreApplication.translate("CrazyEights", "%n cards", "none"),
        QCoreApplication.translate("CrazyEights", "%n cards"),
    )
    if points is not None:
        line += " · " + amount(
            points,
            QCoreApplication.translate("CrazyEights", "%n point"),
            QCoreApplication.translate("CrazyEights", "%n points", "none"),
            QCoreApplication.translate("CrazyEights", "%n points"),
        )
    return line


def stock_label(stock: int) -> str:
    return amount(
        stock,
        QCoreApplication.translate("CrazyEights", "Stock: %n card"),
        QCoreApplication.translate("CrazyEights", "Stock: %n cards", "none"),
        QCoreApplication.translate("CrazyEights", "Stock: %n cards"),
    )


def info_text(scoring: str, target: int) -> str:
    """The side panel's words on the scoring (none for the book's game). The stock's count is the
    stock's own, on the table (playtest 29 November (f): it was written twice)."""
    if scoring == "penalty":
        return QCoreApplication.translate(
            "CrazyEights", "Penalty points; the game ends at %1, the lowest total wins."
        ).replace("%1", str(target))
    if scoring == "winner_scores":
        return QCoreApplication.translate(
            "CrazyEights", "The player out scores the cards left; first to %1 wins."
        ).replace("%1", str(target))
    return ""


def result_line(won: bool, winner: str) -> str:
    """The game's end in the words the history has just said it in ("You win the game."): it
    went on "You win!", the same news twice (playtest 29 November (c)); the table logs it once."""
    return (
        QCoreApplication.translate("CrazyEights", "You win the game.")
        if won
        else QCoreApplication.translate("CrazyEights", "%1 wins the game.").replace("%1", winner)
    )


def standing(name: str, score: int) -> str:
    return QCoreApplication.translate("CrazyEights", "%1: %2").replace("%1", name).replace("%2", str(score))
