"""What the Speculation table says for the engine's codes (translation context "Speculation").

History lines come in pairs, one for a computer player ("%1 refuses.") and one for the person
("You refuse."), marked for translation here and translated when shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.actions import Event
from ...engine.cards import Card
from ...engine.speculation.view import LAST, TURN_UP
from ...i18n import fill
from ..table import card_words
from ..table.counter_words import counters, signed

CONTEXT = "Speculation"


def tr(text: str) -> str:
    """Translate a text marked with QT_TRANSLATE_NOOP("Speculation", ...)."""
    return QCoreApplication.translate(CONTEXT, text)


def card_name(card: Card) -> str:
    return card_words.card_name(card, knave=True)


def turn_label(phase: str) -> str:
    """The turn's button at a window (the Hint names it so: ``ai/coach/speculation.choice_text``)."""
    if phase == TURN_UP:
        return QCoreApplication.translate("Speculation", "T&urn up the trump card")
    if phase == LAST:
        return QCoreApplication.translate("Speculation", "T&urn up my cards")
    return QCoreApplication.translate("Speculation", "T&urn up my card")


def item_words(
    item: str,
    seller: str,
    card: Card | None = None,
    count: int = 1,
    yours: bool = False,
    case: str = "nominative",
) -> str:
    """What is for sale: 'the turn-up (face down)', 'the nine of spades (the best trump)'... ``case``
    is the one a German sentence puts it in: "Sie bieten den Karo-Buben (den besten Trumpf) an"."""
    if yours and item == "all":
        return fill(QCoreApplication.translate("Speculation", "your %1 face-down cards, all together"), count)
    if yours and item == "top":
        return QCoreApplication.translate("Speculation", "your next card (face down)")
    if item == "turn_up":
        return QCoreApplication.translate("Speculation", "the turn-up (face down)")
    if item == "best" and card is not None:
        best = (
            QCoreApplication.translate("Speculation", "the %1 (the best trump)", "accusative")
            if case == "accusative"
            else QCoreApplication.translate("Speculation", "the %1 (the best trump)")
        )
        return fill(best, card_words.card_in_sentence(card, True, case))
    if item == "all":
        return fill(
            QCoreApplication.translate("Speculation", "%1's %2 face-down cards, all together"), seller, count
        )
    return fill(QCoreApplication.translate("Speculation", "%1's next card (face down)"), seller)


def own_item_words(item: str, card: Card | None, count: int, case: str = "nominative") -> str:
    """What a player offers, named after him: 'their next card (face down)'."""
    if item == "top":
        return QCoreApplication.translate("Speculation", "their next card (face down)")
    if item == "all":
        return fill(
            QCoreApplication.translate("Speculation", "their %1 face-down cards, all together"), count
        )
    return item_words(item, "", card, count, case=case)


def sold_item_words(item: str, count: int) -> str:
    """What changed hands face down: 'a face-down card', 'the turn-up'."""
    if item == "top":
        return QCoreApplication.translate("Speculation", "a face-down card")
    if item == "all":
        return fill(QCoreApplication.translate("Speculation", "%1 face-down cards"), count)
    return QCoreApplication.translate("Speculation", "the turn-up")


def refusal(reason: str) -> str:
    texts = {
        "not_your_turn": QT_TRANSLATE_NOOP("Speculation", "It is not your turn."),
        "nothing_to_sell": QT_TRANSLATE_NOOP(
            "Speculation",
            "You have nothing you may offer now (a card is offered three times a deal at most).",
        ),
        "bad_price": QT_TRANSLATE_NOOP(
            "Speculation",
            "That price is not allowed: a bid must beat the best bid and stay below the asking price.",
        ),
        "cannot_afford": QT_TRANSLATE_NOOP("Speculation", "Your purse does not hold that many counters."),
        "game_over": QT_TRANSLATE_NOOP("Speculation", "The game is over."),
    }
    return tr(texts.get(reason, QT_TRANSLATE_NOOP("Speculation", "That is not allowed now.")))


# (a computer player, the person) for each event a seat makes.
LINES: dict[str, tuple[str, str]] = {
    "first_dealer": (
        QT_TRANSLATE_NOOP("Speculation", "%1 gets the first knave and deals first."),
        QT_TRANSLATE_NOOP("Speculation", "You get the first knave and deal first."),
    ),
    "deal": (
        QT_TRANSLATE_NOOP("Speculation", "Deal %2: %1 deals and pays two into the pool, everyone else one."),
        QT_TRANSLATE_NOOP("Speculation", "Deal %2: you deal and pay two into the pool, everyone else one."),
    ),
    "turn_up": (
        QT_TRANSLATE_NOOP("Speculation", "%1 turns up the %2 for trumps."),
        QT_TRANSLATE_NOOP("Speculation", "You turn up the %2 for trumps."),
    ),
    "turn": (
        QT_TRANSLATE_NOOP("Speculation", "%1 turns up the %2."),
        QT_TRANSLATE_NOOP("Speculation", "You turn up the %2."),
    ),
    "turn_sold": (
        QT_TRANSLATE_NOOP("Speculation", "%1 turns up the %2, a higher trump: it goes to %3."),
        QT_TRANSLATE_NOOP("Speculation", "You turn up the %2, a higher trump: it goes to %3."),
    ),
    "chief": (
        QT_TRANSLATE_NOOP("Speculation", "%1 is the chief hand with the %2."),
        QT_TRANSLATE_NOOP("Speculation", "You are the chief hand with the %2."),
    ),
    "keep": (
        QT_TRANSLATE_NOOP("Speculation", "%1 keeps the %2."),
        QT_TRANSLATE_NOOP("Speculation", "You keep the %2."),
    ),
    "offer": (
        QT_TRANSLATE_NOOP("Speculation", "%1 offers %2 for %3."),
        QT_TRANSLATE_NOOP("Speculation", "You offer %2 for %3."),
    ),
    "bid": (QT_TRANSLATE_NOOP("Speculation", "%1 bids %2."), QT_TRANSLATE_NOOP("Speculation", "You bid %2.")),
    "refuse": (
        QT_TRANSLATE_NOOP("Speculation", "%1 refuses."),
        QT_TRANSLATE_NOOP("Speculation", "You refuse."),
    ),
    "counter": (
        QT_TRANSLATE_NOOP("Speculation", "%1 asks %2 instead."),
        QT_TRANSLATE_NOOP("Speculation", "You ask %2 instead."),
    ),
    "keep_offer": (
        QT_TRANSLATE_NOOP("Speculation", "%1 keeps it rather than take the bid."),
        QT_TRANSLATE_NOOP("Speculation", "You keep it rather than take the bid."),
    ),
    "sale": (
        QT_TRANSLATE_NOOP("Speculation", "%3 buys %2 from %1 for %4."),
        QT_TRANSLATE_NOOP("Speculation", "%3 buys %2 from you for %4."),
    ),
    "bought": (
        QT_TRANSLATE_NOOP("Speculation", "You buy %2 from %1 for %4."),
        QT_TRANSLATE_NOOP("Speculation", "You buy %2 from %1 for %4."),
    ),
    "look": (
        QT_TRANSLATE_NOOP(
            "Speculation",
            "%1 looks at a card out of turn, pays the penalty and cannot take the pool this deal.",
        ),
        QT_TRANSLATE_NOOP(
            "Speculation",
            "You look at one of your cards: the %2. You pay the penalty and cannot take the pool.",
        ),
    ),
    "win": (
        QT_TRANSLATE_NOOP("Speculation", "%1 wins with the %2."),
        QT_TRANSLATE_NOOP("Speculation", "You win with the %2."),
    ),
    "pool": (
        QT_TRANSLATE_NOOP("Speculation", "%1 takes the pool: %2."),
        QT_TRANSLATE_NOOP("Speculation", "You take the pool: %2."),
    ),
    "knave_or_five": (
        QT_TRANSLATE_NOOP("Speculation", "%1 pays %2 for a knave or five turned up."),
        QT_TRANSLATE_NOOP("Speculation", "You pay %2 for a knave or five turned up."),
    ),
    "looked_pays": (
        QT_TRANSLATE_NOOP("Speculation", "%1 pays %2 into the pool."),
        QT_TRANSLATE_NOOP("Speculation", "You pay %2 into the pool."),
    ),
    "pool_shared": (
        QT_TRANSLATE_NOOP("Speculation", "%1 takes %2 of the pool left at the end."),
        QT_TRANSLATE_NOOP("Speculation", "You take %2 of the pool left at the end."),
    ),
    "buy_in": (
        QT_TRANSLATE_NOOP("Speculation", "%1 buys in again."),
        QT_TRANSLATE_NOOP("Speculation", "You buy in again."),
    ),
    "looked_stays": (
        QT_TRANSLATE_NOOP(
            "Speculation", "%1 holds the best trump but looked out of turn: the pool stays for the next deal."
        ),
        QT_TRANSLATE_NOOP(
            "Speculation", "You hold the best trump but looked out of turn: the pool stays for the next deal."
        ),
    ),
}

PLAIN = {
    "turn_up_pool": QT_TRANSLATE_NOOP("Speculation", "The turn-up is the %2; it belongs to the pool."),
    "no_sale": QT_TRANSLATE_NOOP("Speculation", "Nobody buys."),
    "high_turn_up": QT_TRANSLATE_NOOP("Speculation", "The %2 turned up ends the hand at once."),
    "spare": QT_TRANSLATE_NOOP("Speculation", "The spare hand: %2."),
    "spare_hand": QT_TRANSLATE_NOOP(
        "Speculation", "The spare hand holds a better trump: the pool stays for the next deal."
    ),
    "turn_up_stays": QT_TRANSLATE_NOOP(
        "Speculation", "The turn-up belongs to the pool and was not beaten: the pool stays for the next deal."
    ),
}


def _line(key: str, seat: int | None, names: Sequence[str], human: int, *args: object) -> str:
    if key in PLAIN:
        return fill(tr(PLAIN[key]), "", *args)
    other, you = LINES[key]
    name = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    return fill(tr(you if seat == human else other), name, *args)


def event_line(e: Event, names: Sequence[str], human: int) -> str | None:
    """One line of history for an event, or None for an event the history leaves out."""
    k, d, seat = e.kind, e.data, e.seat
    # The case a German sentence puts the card in: "gewinnt mit dem Kreuz-Buben", "ist der Kreuz-Bube".
    case = {"win": "dative", "chief": "dative", "turn_up": "nominative", "high_turn_up": "nominative"}
    card = card_words.card_in_sentence(e.cards[0], True, case.get(k, "accusative")) if e.cards else ""
    seller = names[seat] if seat is not None else ""
    if k in ("first_dealer", "refuse", "keep_offer", "buy_in"):
        return _line(k, seat, names, human)
    if k == "deal":
        return _line(k, seat, names, human, d.get("deal", ""))
    if k == "turn_up":
        owner = d.get("owner")
        if owner == "pool":
            return _line("turn_up_pool", None, names, human, card)
        return _line(k, owner if isinstance(owner, int) else None, names, human, card)
    if k == "turn":
        owner = d.get("owner", seat)
        if owner != seat and isinstance(owner, int):
            return _line("turn_sold", seat, names, human, card, names[owner])
        return _line(k, seat, names, human, card)
    if k in ("chief", "keep", "win", "high_turn_up"):
        return _line(k, seat, names, human, card)
    if k == "spare":
        return _line(k, None, names, human, ", ".join(card_name(c) for c in e.cards))
    if k in ("offer", "bid", "counter"):
        price = counters(int(d.get("price", 0)))
        if k != "offer":
            return _line(k, seat, names, human, price)
        offered = (str(d.get("item")), e.cards[0] if e.cards else None, int(d.get("count", 1)))
        what = own_item_words(*offered, case="accusative")  # "bietet den Karo-Buben an"
        if seat == human:
            what = item_words(offered[0], seller, *offered[1:], True, case="accusative")
        return _line(k, seat, names, human, what, price)
    if k == "no_sale":
        return _line(k, None, names, human)
    if k == "sale":
        buyer = int(d.get("buyer", 0))
        item = str(d.get("item"))
        what = (
            fill(QCoreApplication.translate("Speculation", "the %1"), card)
            if item == "best" and e.cards
            else sold_item_words(item, int(d.get("count", 1)))
        )
        price = counters(int(d.get("price", 0)))
        key = "bought" if buyer == human else "sale"
        return _line(key, seat, names, human, what, names[buyer], price)
    if k == "look":
        return _line(k, seat, names, human, card)
    if k == "pool_stays":
        if e.reason == "looked":
            return _line("looked_stays", seat, names, human)
        return _line("spare_hand" if e.reason == "spare_hand" else "turn_up_stays", None, names, human)
    if k == "pay":
        reason = e.reason
        payee = d.get("to")
        amount = counters(e.points)
        if reason in ("pool", "pool_shared") and isinstance(payee, int):
            return _line(reason, payee, names, human, amount)
        if reason == "knave_or_five":
            return _line(reason, seat, names, human, amount)
        if reason == "looked":
            return _line("looked_pays", seat, names, human, amount)
        if reason == "buy_in" and isinstance(payee, int):
            return _line(reason, payee, names, human)
    return None


def result_text(won: bool, net: int) -> str:
    if won:
        return fill(
            QCoreApplication.translate("Speculation", "The game is over. You win, %1 up."), counters(net)
        )
    if net >= 0:
        return fill(
            QCoreApplication.translate("Speculation", "The game is over. You finish %1 up."), counters(net)
        )
    return fill(
        QCoreApplication.translate("Speculation", "The game is over. You finish %1 down."), counters(-net)
    )


def standing_line(name: str, net: int) -> str:
    return fill(QCoreApplication.translate("Speculation", "%1: %2"), name, signed(net))
