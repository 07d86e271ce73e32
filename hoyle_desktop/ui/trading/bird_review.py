"""The review's cards at My Bird Sings: what each player passed on, received and changed with the
stock (each kind named), and what each held at the end (a column of its own): one "Cards" column
showed the card the person threw, another's singing hand and another's card thrown to the person,
alike (playtest (f))."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Event
from ...engine.cards import Card
from ..table.card_words import card_label
from ..table.hand_review import CardsOf, grouped


def _passed(events: Sequence[Event], seat: int) -> list[str]:
    """Thrown to the left, or drawn from this seat by its neighbour."""
    return [
        card_label(c)
        for e in events
        if (e.kind == "throw" and e.seat == seat) or (e.kind == "draw" and e.data.get("from") == seat)
        for c in e.cards
    ]


def _received(events: Sequence[Event], seat: int) -> list[str]:
    return [
        card_label(c)
        for e in events
        if (e.kind == "throw" and e.data.get("to") == seat) or (e.kind == "draw" and e.seat == seat)
        for c in e.cards
    ]


def _exchanged(events: Sequence[Event], seat: int) -> list[str]:
    said = QCoreApplication.translate("HandReview", "%1 for %2", "a card changed with the stock for another")
    return [
        said.replace("%1", card_label(e.cards[0])).replace("%2", card_label(e.cards[1]))
        for e in events
        if e.kind == "stock_exchange" and e.seat == seat and len(e.cards) >= 2
    ]


def held_at_the_end(events: Sequence[Event], seat: int) -> str:
    """The seat's hand when the hand ended, as far as the person saw it: its own followed card by
    card from the deal, another's only where it sang (its hand shown); else nothing."""
    hand: list[Card] | None = None
    sung: tuple[Card, ...] = ()
    for e in events:
        if e.kind == "sing" and e.seat == seat:
            hand, sung = list(e.cards), e.cards
            continue
        gives = (e.kind == "throw" and e.seat == seat) or (e.kind == "draw" and e.data.get("from") == seat)
        gets = (e.kind == "throw" and e.data.get("to") == seat) or (
            e.kind in ("draw", "fresh_cards") and e.seat == seat
        )
        if e.kind == "deal" and e.seat == seat:
            hand = list(e.cards) if e.cards else None
        elif e.kind == "stock_exchange" and e.seat == seat:
            hand = _moved(hand, e.cards[:1], e.cards[1:2]) if e.cards else None
        elif gives or gets:
            if not e.cards:
                hand = None  # a card the person did not see
            elif e.kind == "fresh_cards":  # the whole-pack game: the bird laid aside, four new cards
                hand = _moved(hand, sung, e.cards)
            else:
                hand = _moved(hand, e.cards if gives else (), e.cards if gets else ())
    return " ".join(card_label(c) for c in hand) if hand else ""


def _moved(hand: list[Card] | None, out: Sequence[Card], into: Sequence[Card]) -> list[Card] | None:
    if hand is None:
        return None
    kept = [c for c in hand if c not in out]
    return [*kept, *into]


def bird_cards() -> CardsOf:
    return grouped(
        (lambda: QCoreApplication.translate("HandReview", "passed on: %1"), _passed),
        (lambda: QCoreApplication.translate("HandReview", "received: %1"), _received),
        (lambda: QCoreApplication.translate("HandReview", "changed with the stock: %1"), _exchanged),
    )
