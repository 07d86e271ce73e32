"""Every word the banking table says, for the engine's codes (context "Banking").

Shared by every banking game: the buttons (:func:`action_label`, with the key that does the same),
the history lines (:func:`event_text`), the refusals (:func:`refusal`) and the prompts. A game
with actions or reasons of its own adds them to the dictionaries below (one line each).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ..table.card_words import card_label, card_name


def counters(n: int) -> str:
    if abs(n) == 1:
        return QCoreApplication.translate("Banking", "%1 counter").replace("%1", str(n))
    return QCoreApplication.translate("Banking", "%1 counters").replace("%1", str(n))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


# -- actions: a button's words; its underlined letter is also its key at the table (no Alt needed).
def _action_words() -> dict[str, str]:
    return {
        "stake": QCoreApplication.translate("Banking", "&Stake"),
        "double": QCoreApplication.translate("Banking", "&Double"),
        "no_double": QCoreApplication.translate("Banking", "&No double"),
        "card": QCoreApplication.translate("Banking", "&Yes, a card"),
        "content": QCoreApplication.translate("Banking", "&Content"),
        "divide": QCoreApplication.translate("Banking", "D&ivide"),
        "keep": QCoreApplication.translate("Banking", "&Keep the deal"),
        "sell": QCoreApplication.translate("Banking", "Sell the deal for %1"),
        "buy": QCoreApplication.translate("Banking", "&Buy the deal"),
        "refuse": QCoreApplication.translate("Banking", "&Refuse"),
    }


def action_label(action: Action) -> str:
    label = _action_words().get(action.kind, action.kind)
    if "%1" in label:
        label = label.replace("%1", counters(int(action.value or 0)))
    return label


def _mnemonic(label: str) -> str:
    found = re.search(r"&([^&\s])", label.replace("&&", ""))
    return found.group(1).upper() if found else ""


def decision_keys() -> set[str]:
    """Every key that stands for a decision at some point of a banking game."""
    return {key for key in map(_mnemonic, _action_words().values()) if key}


def action_key(kind: str) -> str:
    """The key for a kind of decision: the underlined letter of its button, in the reader's language."""
    return _mnemonic(_action_words().get(kind, ""))


# -- the history ------------------------------------------------------------------------------------
def _say_words() -> dict[str, str]:
    return {
        "double": QCoreApplication.translate("Banking", "%1: \u201cdouble\u201d."),
        "no_double": QCoreApplication.translate("Banking", "%1: no double."),
        "content": QCoreApplication.translate("Banking", "%1: content."),
        "over": QCoreApplication.translate("Banking", "%1: over-drawn."),
        "twenty_one": QCoreApplication.translate("Banking", "%1: twenty-one."),
        "stand_off": QCoreApplication.translate("Banking", "%1: a natural too; neither pays."),
        "sell": QCoreApplication.translate("Banking", "%1: the deal is for sale."),
        "buy": QCoreApplication.translate("Banking", "%1: buys the deal."),
        "refuse": QCoreApplication.translate("Banking", "%1: no, thank you."),
    }


def _pay_words() -> dict[str, str]:
    return {
        "dealer_natural": QCoreApplication.translate("Banking", "natural of the dealer"),
        "natural": QCoreApplication.translate("Banking", "natural"),
        "natural_bonus": QCoreApplication.translate("Banking", "privilege of the natural"),
        "over": QCoreApplication.translate("Banking", "over-drawn"),
        "dealer_over": QCoreApplication.translate("Banking", "the dealer over-drew"),
        "dealer_twenty_one": QCoreApplication.translate("Banking", "the dealer's twenty-one"),
        "twenty_one": QCoreApplication.translate("Banking", "twenty-one"),
        "beats_dealer": QCoreApplication.translate("Banking", "beats the dealer"),
        "dealer_beats": QCoreApplication.translate("Banking", "the dealer is higher"),
        "tie": QCoreApplication.translate("Banking", "a tie goes to the dealer"),
        "tie_share": QCoreApplication.translate("Banking", "share of the ties"),
        "overdraw_penalty": QCoreApplication.translate("Banking", "penalty for over-drawing"),
        "ante": QCoreApplication.translate("Banking", "to the pool"),
        "pool": QCoreApplication.translate("Banking", "the pool goes to the natural"),
        "deal_sold": QCoreApplication.translate("Banking", "price of the deal"),
        "share_pool": QCoreApplication.translate("Banking", "the pool shared at the end"),
        "buy_in": QCoreApplication.translate("Banking", "buys in"),
    }


def pool_title(name: str) -> str:
    return {"pool": QCoreApplication.translate("Banking", "Pool")}.get(name, name)


def payment_text(e: Event, names: list[str]) -> str:
    src, dst = e.data.get("from"), e.data.get("to")
    why = _pay_words().get(e.reason, e.reason)
    if e.reason == "buy_in" and isinstance(dst, int):
        return (
            QCoreApplication.translate("Banking", "%1: %2 more from the box.")
            .replace("%1", names[dst])
            .replace("%2", counters(e.points))
        )
    payer = names[src] if isinstance(src, int) else pool_title(str(src))
    payee = names[dst] if isinstance(dst, int) else pool_title(str(dst))
    return (
        QCoreApplication.translate("Banking", "%1 \u2192 %2: %3 (%4).")
        .replace("%1", payer)
        .replace("%2", payee)
        .replace("%3", counters(e.points))
        .replace("%4", why)
    )


def event_text(e: Event, names: list[str], human: int) -> str | None:
    """The history line for an event, or None for events the history leaves out."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    kind = e.kind
    if kind == "cut" and e.cards:
        return (
            QCoreApplication.translate("Banking", "Cut for the deal, %1: %2.")
            .replace("%1", who)
            .replace("%2", card_name(e.cards[0]))
        )
    if kind == "dealer":
        if e.reason == "bought":
            return QCoreApplication.translate("Banking", "The bought deal goes to %1.").replace("%1", who)
        if e.reason == "cut":
            return QCoreApplication.translate("Banking", "The first ace: %1 deals first.").replace("%1", who)
        return QCoreApplication.translate("Banking", "The deal passes to %1.").replace("%1", who)
    if kind == "hand_start":
        return QCoreApplication.translate("Banking", "Hand %1.").replace("%1", str(e.data.get("hand", "")))
    if kind == "deal":
        if e.data.get("up") and e.cards:
            return (
                QCoreApplication.translate("Banking", "A card for %1: %2.")
                .replace("%1", who)
                .replace("%2", card_name(e.cards[0]))
            )
        return None
    if kind == "stake":
        if e.data.get("reason") == "double":
            return None
        return (
            QCoreApplication.translate("Banking", "%1: a stake of %2.")
            .replace("%1", who)
            .replace("%2", counters(e.points))
        )
    if kind == "say":
        if e.reason == "sell":
            return (
                QCoreApplication.translate("Banking", "%1: the deal is for sale at %2.")
                .replace("%1", who)
                .replace("%2", counters(e.points))
            )
        if e.reason == "buy":
            return (
                QCoreApplication.translate("Banking", "%1: buys the deal for %2.")
                .replace("%1", who)
                .replace("%2", counters(e.points))
            )
        text = _say_words().get(e.reason)
        return text.replace("%1", who) if text else None
    if kind == "reveal":
        cards = " ".join(card_label(c) for c in e.cards)
        if e.reason == "natural":
            return (
                QCoreApplication.translate("Banking", "%1: a natural! %2.")
                .replace("%1", who)
                .replace("%2", cards)
            )
        if e.reason == "turn_up":
            return (
                QCoreApplication.translate("Banking", "%1: %2 turned up.")
                .replace("%1", who)
                .replace("%2", cards)
            )
        return QCoreApplication.translate("Banking", "%1: %2 shown.").replace("%1", who).replace("%2", cards)
    if kind == "split":
        return QCoreApplication.translate("Banking", "%1: a pair divided.").replace("%1", who)
    if kind == "shuffle" and e.reason == "pone":
        return QCoreApplication.translate(
            "Banking", "The last card goes to the pone (%1), who shuffles the used cards."
        ).replace("%1", who)
    if kind == "pay":
        return payment_text(e, names)
    return None


# -- prompts and refusals ----------------------------------------------------------------------
def prompt(phase: str, extra: dict, total: int | None) -> str:
    if phase == "sell":
        return QCoreApplication.translate("Banking", "It is your deal. Keep it, or offer it for sale?")
    if phase == "buy":
        price = counters(int(extra.get("price", 0)))
        return QCoreApplication.translate("Banking", "The deal is offered for %1. Buy it?").replace(
            "%1", price
        )
    if phase == "stake":
        return QCoreApplication.translate("Banking", "Look at your card and stake on it.")
    if phase == "double":
        return QCoreApplication.translate("Banking", "You are the dealer. Double the stakes?")
    if phase in ("play", "dealer"):
        text = QCoreApplication.translate("Banking", "You have %1. A card, or content?").replace(
            "%1", str(total if total is not None else "?")
        )
        return text
    return ""


def refusal(reason: str) -> str:
    return {
        "not_your_turn": QCoreApplication.translate("Banking", "It is not your turn."),
        "stake_limits": QCoreApplication.translate(
            "Banking", "That stake is outside the limits of the game."
        ),
        "no_pair": QCoreApplication.translate(
            "Banking", "Only a pair in the first two cards can be divided."
        ),
        "no_card_left": QCoreApplication.translate("Banking", "No card is left to draw."),
        "twenty_one": QCoreApplication.translate("Banking", "You have twenty-one: no more cards."),
    }.get(reason, QCoreApplication.translate("Banking", "That is not allowed now."))


def status_text(status: str) -> str:
    return {
        "content": QCoreApplication.translate("Banking", "content"),
        "over": QCoreApplication.translate("Banking", "over"),
        "natural": QCoreApplication.translate("Banking", "natural"),
        "won": QCoreApplication.translate("Banking", "won"),
        "lost": QCoreApplication.translate("Banking", "lost"),
    }.get(status, "")


def result_text(net: int) -> str:
    if net > 0:
        return QCoreApplication.translate("Banking", "The game is over. You won %1.").replace(
            "%1", counters(net)
        )
    if net < 0:
        return QCoreApplication.translate("Banking", "The game is over. You lost %1.").replace(
            "%1", counters(-net)
        )
    return QCoreApplication.translate("Banking", "The game is over. You are even.")


def purse_line(purse: int, net: int) -> str:
    """A seat's purse and running net, as every banking table shows them under its name."""
    return (
        QCoreApplication.translate("Banking", "Purse %1 · net %2")
        .replace("%1", str(purse))
        .replace("%2", signed(net))
    )


def stake_line(stake: int) -> str:
    return QCoreApplication.translate("Banking", "Stake %1").replace("%1", str(stake))


def standing_line(name: str, net: int) -> str:
    return QCoreApplication.translate("Banking", "%1: %2").replace("%1", name).replace("%2", signed(net))


def card_text(card: Card) -> str:
    return card_name(card)
