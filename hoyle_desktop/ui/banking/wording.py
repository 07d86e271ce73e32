"""Every word the banking table says, for the engine's codes (context "Banking").

Shared by every banking game: the buttons (:func:`action_label`, with the key that does the same),
the history lines (:func:`event_text`), the refusals (:func:`refusal`) and the prompts. A game
with actions or reasons of its own adds them to the dictionaries below (one line each).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ..table.card_words import card_label, card_name


def tr(text: str) -> str:
    return QCoreApplication.translate("Banking", text)


def counters(n: int) -> str:
    if abs(n) == 1:
        return tr("%1 counter").replace("%1", str(n))
    return tr("%1 counters").replace("%1", str(n))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


# -- actions: (label, key). An action whose value is a stake takes the amount chosen beside it. --
def _action_words() -> dict[str, tuple[str, str]]:
    return {
        "stake": (tr("&Stake"), "S"),
        "double": (tr("&Double"), "D"),
        "no_double": (tr("&No double"), "N"),
        "card": (tr("&A card"), "A"),
        "content": (tr("&Content"), "C"),
        "divide": (tr("Di&vide"), "V"),
        "keep": (tr("&Keep the deal"), "K"),
        "sell": (tr("Sell the deal for %1"), ""),
        "buy": (tr("&Buy the deal"), "B"),
        "refuse": (tr("&Refuse"), "R"),
    }


AMOUNT_ACTIONS = ("stake",)  # actions whose value the amount box chooses (divide too, for punters)


def action_label(action: Action) -> str:
    label, _ = _action_words().get(action.kind, (action.kind, ""))
    if "%1" in label:
        label = label.replace("%1", counters(int(action.value or 0)))
    return label


def decision_keys() -> set[str]:
    """Every key that stands for a decision at some point of a banking game."""
    return {key for _, key in _action_words().values() if key}


def action_key(kind: str) -> str:
    return _action_words().get(kind, ("", ""))[1]


# -- the history ------------------------------------------------------------------------------------
def _say_words() -> dict[str, str]:
    return {
        "double": tr("%1: \u201cdouble\u201d."),
        "no_double": tr("%1: no double."),
        "content": tr("%1: content."),
        "over": tr("%1: over-drawn."),
        "twenty_one": tr("%1: twenty-one."),
        "stand_off": tr("%1: a natural too; neither pays."),
        "sell": tr("%1: the deal is for sale."),
        "buy": tr("%1: buys the deal."),
        "refuse": tr("%1: no, thank you."),
    }


def _pay_words() -> dict[str, str]:
    return {
        "dealer_natural": tr("natural of the dealer"),
        "natural": tr("natural"),
        "natural_bonus": tr("privilege of the natural"),
        "over": tr("over-drawn"),
        "dealer_over": tr("the dealer over-drew"),
        "dealer_twenty_one": tr("the dealer's twenty-one"),
        "twenty_one": tr("twenty-one"),
        "beats_dealer": tr("beats the dealer"),
        "dealer_beats": tr("the dealer is higher"),
        "tie": tr("a tie goes to the dealer"),
        "tie_share": tr("share of the ties"),
        "overdraw_penalty": tr("penalty for over-drawing"),
        "ante": tr("to the pool"),
        "pool": tr("the pool goes to the natural"),
        "deal_sold": tr("price of the deal"),
        "share_pool": tr("the pool shared at the end"),
        "buy_in": tr("buys in"),
    }


def pool_title(name: str) -> str:
    return {"pool": tr("Pool")}.get(name, name)


def payment_text(e: Event, names: list[str]) -> str:
    src, dst = e.data.get("from"), e.data.get("to")
    why = _pay_words().get(e.reason, e.reason)
    if e.reason == "buy_in" and isinstance(dst, int):
        return tr("%1: %2 more from the box.").replace("%1", names[dst]).replace("%2", counters(e.points))
    payer = names[src] if isinstance(src, int) else pool_title(str(src))
    payee = names[dst] if isinstance(dst, int) else pool_title(str(dst))
    return (
        tr("%1 \u2192 %2: %3 (%4).")
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
        return tr("Cut for the deal, %1: %2.").replace("%1", who).replace("%2", card_name(e.cards[0]))
    if kind == "dealer":
        if e.reason == "bought":
            return tr("The bought deal goes to %1.").replace("%1", who)
        if e.reason == "cut":
            return tr("The first ace: %1 deals first.").replace("%1", who)
        return tr("The deal passes to %1.").replace("%1", who)
    if kind == "hand_start":
        return tr("Hand %1.").replace("%1", str(e.data.get("hand", "")))
    if kind == "deal":
        if e.data.get("up") and e.cards:
            return tr("A card for %1: %2.").replace("%1", who).replace("%2", card_name(e.cards[0]))
        return None
    if kind == "stake":
        if e.data.get("reason") == "double":
            return None
        return tr("%1: a stake of %2.").replace("%1", who).replace("%2", counters(e.points))
    if kind == "say":
        if e.reason == "sell":
            return tr("%1: the deal is for sale at %2.").replace("%1", who).replace("%2", counters(e.points))
        if e.reason == "buy":
            return tr("%1: buys the deal for %2.").replace("%1", who).replace("%2", counters(e.points))
        text = _say_words().get(e.reason)
        return text.replace("%1", who) if text else None
    if kind == "reveal":
        cards = " ".join(card_label(c) for c in e.cards)
        if e.reason == "natural":
            return tr("%1: a natural! %2.").replace("%1", who).replace("%2", cards)
        if e.reason == "turn_up":
            return tr("%1: %2 turned up.").replace("%1", who).replace("%2", cards)
        return tr("%1: %2 shown.").replace("%1", who).replace("%2", cards)
    if kind == "split":
        return tr("%1: a pair divided.").replace("%1", who)
    if kind == "shuffle" and e.reason == "pone":
        return tr("The last card goes to the pone (%1), who shuffles the used cards.").replace("%1", who)
    if kind == "pay":
        return payment_text(e, names)
    return None


# -- prompts and refusals ----------------------------------------------------------------------
def prompt(phase: str, extra: dict, total: int | None) -> str:
    if phase == "sell":
        return tr("It is your deal. Keep it, or offer it for sale?")
    if phase == "buy":
        price = counters(int(extra.get("price", 0)))
        return tr("The deal is offered for %1. Buy it?").replace("%1", price)
    if phase == "stake":
        return tr("Look at your card and stake on it.")
    if phase == "double":
        return tr("You are the dealer. Double the stakes?")
    if phase in ("play", "dealer"):
        text = tr("You have %1. A card, or content?").replace("%1", str(total if total is not None else "?"))
        return text
    return ""


def refusal(reason: str) -> str:
    return {
        "not_your_turn": tr("It is not your turn."),
        "stake_limits": tr("That stake is outside the limits of the game."),
        "no_pair": tr("Only a pair in the first two cards can be divided."),
        "no_card_left": tr("No card is left to draw."),
        "twenty_one": tr("You have twenty-one: no more cards."),
    }.get(reason, tr("That is not allowed now."))


def status_text(status: str) -> str:
    return {
        "content": tr("content"),
        "over": tr("over"),
        "natural": tr("natural"),
        "won": tr("won"),
        "lost": tr("lost"),
    }.get(status, "")


def result_text(net: int) -> str:
    if net > 0:
        return tr("The game is over. You won %1.").replace("%1", counters(net))
    if net < 0:
        return tr("The game is over. You lost %1.").replace("%1", counters(-net))
    return tr("The game is over. You are even.")


def standing_line(name: str, net: int) -> str:
    return tr("%1: %2").replace("%1", name).replace("%2", signed(net))


def card_text(card: Card) -> str:
    return card_name(card)
