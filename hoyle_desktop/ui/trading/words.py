"""Words the trading table shares: counters moved, refusals, the end of the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Event
from ...engine.cards import Card
from ...i18n import fill
from ..table.card_words import card_label
from ..table.counter_words import counters, signed


def name_of(card: Card) -> str:
    """A card in a history sentence: its short label (10♥), which needs no article in any language."""
    return card_label(card)


def labels(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_label(c) for c in cards)


def your_pay_line(e: Event, names: list[str], human: int) -> str | None:
    """Counters the person pays or receives (stakes into the pool are not worth a line)."""
    src, dst, n = e.data.get("from"), e.data.get("to"), counters(e.points)  # "1 counter", not "1"
    if e.reason in ("stake", "dealer_stake", "ready_money"):
        return None
    why = _why_you_pay(e.reason, src == human) if isinstance(src, int) and isinstance(dst, int) else None
    if why is not None and human in (src, dst):
        return fill(why, n, names[dst if src == human else src])
    if src == human:
        if isinstance(dst, int):
            return fill(QCoreApplication.translate("Trading", "You pay %1 %2."), names[dst], n)
        return fill(QCoreApplication.translate("Trading", "You pay %1 into the pool."), n)
    if dst == human:
        if isinstance(src, int):
            return fill(QCoreApplication.translate("Trading", "You receive %1 from %2."), n, names[src])
        return fill(QCoreApplication.translate("Trading", "You take %1 from the pool."), n)
    return None


def _why_you_pay(reason: str, you_pay: bool) -> str | None:
    """The person's own payment between players, with its reason (%1 the counters, %2 the other
    player): "You receive 1 counter from Computer 1." left him to guess why that player paid."""
    if reason == "dealer_pays":
        if you_pay:
            return QCoreApplication.translate("Trading", "You are the dealer: you pay %2 %1.")
        return QCoreApplication.translate("Trading", "You receive %1 from %2, the dealer.")
    if reason == "stood_beaten":
        if you_pay:
            return QCoreApplication.translate("Trading", "You stood and were beaten: you pay %2 %1.")
        return QCoreApplication.translate("Trading", "%2 stood and was beaten: you receive %1.")
    return None


def pay_line(e: Event, names: list[str]) -> str | None:
    """The history line for counters moving, or None for those not worth a line (stakes)."""
    src, dst, n = e.data.get("from"), e.data.get("to"), counters(e.points)  # "pays Computer 3 1 counter"
    who = names[dst] if isinstance(dst, int) else ""
    payer = names[src] if isinstance(src, int) else ""
    lines = {
        "pool": QCoreApplication.translate("Trading", "%1 takes %3 from the pool."),
        "dealer_pays": QCoreApplication.translate("Trading", "%2 (the dealer) pays %1 %3."),
        "stood_beaten": QCoreApplication.translate("Trading", "%2 stood and was beaten: pays %1 %3."),
        "old_game": QCoreApplication.translate("Trading", "%2 pays %1 %3."),
        "hand_prize": QCoreApplication.translate("Trading", "%1 takes %3 from the pool for the best hand."),
        "dealer_penalty": QCoreApplication.translate(
            "Trading", "%2, the dealer, was beaten holding a combination: pays %1 %3."
        ),
        "horse": QCoreApplication.translate("Trading", "%2 pays %3 into the pool for a horse."),
        "last_counter": QCoreApplication.translate(
            "Trading", "%1 holds the last counters and takes %3 from the pool."
        ),
        "pool_returned": QCoreApplication.translate("Trading", "%1 takes back %3 left in the pool."),
        "bird_sings": QCoreApplication.translate("Trading", "%1 takes the pool of %3."),
        "most_tricks": QCoreApplication.translate(
            "Trading", "%1 takes %3 from the pool for the most tricks."
        ),
        "counters": QCoreApplication.translate("Trading", "%2 pays %3 into the pool for the counters."),
    }
    text = lines.get(e.reason)
    return fill(text, who, payer, n) if text else None


def common_lines(e: Event, names: list[str], human: int) -> list[str] | None:
    """Lines every trading game writes the same way (the first dealer, your cards, counters
    moved); None for an event the game words itself."""
    who = names[e.seat] if e.seat is not None else ""
    if e.kind == "first_dealer":
        if e.seat == human:
            return [QCoreApplication.translate("Trading", "You deal first.")]
        return [fill(QCoreApplication.translate("Trading", "%1 deals first."), who)]
    if e.kind == "deal":
        return (
            [fill(QCoreApplication.translate("Trading", "Your cards: %1"), labels(e.cards))]
            if e.seat == human and e.cards
            else []
        )
    if e.kind == "pay":
        line = your_pay_line(e, names, human) or pay_line(e, names)
        return [line] if line else []
    return None


def refusal(reason: str) -> str:
    return {
        "not_your_turn": QCoreApplication.translate("Trading", "It is not your turn."),
        "must_stand": QCoreApplication.translate(
            "Trading", "The trading has gone round long enough: you must stand."
        ),
        "not_in_hand": QCoreApplication.translate("Trading", "That card is not in your hand."),
        "one_trade_a_turn": QCoreApplication.translate(
            "Trading", "One card a turn: you have traded, so stand now or let the turn pass on."
        ),
        "no_neighbour": QCoreApplication.translate("Trading", "There is nobody left to barter with."),
        "old_game_table_only": QCoreApplication.translate(
            "Trading", "In the old game you exchange only with the cards on the table."
        ),
        "must_sing": QCoreApplication.translate("Trading", "Your bird sings: you must say so."),
        "no_bird": QCoreApplication.translate("Trading", "Your bird does not sing yet."),
        "no_card_to_exchange": QCoreApplication.translate(
            "Trading", "The stock has no card of another suit."
        ),
        "choose_card": QCoreApplication.translate(
            "Trading", "Choose one of your cards first (click it, or use the arrow keys)."
        ),
        "press_a_button": QCoreApplication.translate(
            "Trading", "Press a button for what to do: its underlined letter, or Tab to it."
        ),
        "choose_table_card": QCoreApplication.translate(
            "Trading", "Choose one of the cards on the table too (click it, or Up and Down)."
        ),
        "game_over": QCoreApplication.translate("Trading", "The game is over."),
    }.get(reason, QCoreApplication.translate("Trading", "That is not allowed now."))


def result_text(won: bool, net: int) -> str:
    """The person's result when not sharing the top place (``shared_top_text`` says that)."""
    if won:
        return fill(QCoreApplication.translate("Trading", "You finish best, %1 counters up."), signed(net))
    return fill(QCoreApplication.translate("Trading", "The game is over: you finish %1."), signed(net))


def standing_line(name: str, net: int) -> str:
    return fill(QCoreApplication.translate("Trading", "%1: %2"), name, signed(net))
