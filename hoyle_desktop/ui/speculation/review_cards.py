"""The cards column of Speculation's review: each card once or, when it changed hands, twice.

A seat's own cards are the ones it turned up (the turn-up counts for its owner when it is turned);
the best trump bought and held at the deal's end is named, as bought, under its last holder. The
sales between are the history's: every event about the best trump carries the card, so a king of
hearts sold three times stood in four rows (playtest (i), 29 November)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Event
from ..table.card_words import card_label
from ..table.hand_review import CardsOf, grouped

TURNED = frozenset({"turn", "turn_up"})


def _turned(events: Sequence[Event], seat: int) -> list[str]:
    return [card_label(c) for e in events if e.kind in TURNED and e.seat == seat for c in e.cards]


def _bought_and_kept(events: Sequence[Event], seat: int) -> list[str]:
    """The best trump ``seat`` held at the end, when it was bought (not turned up by ``seat``)."""
    chiefs = [e for e in events if e.kind == "chief" and e.cards]
    if not chiefs or chiefs[-1].seat != seat:
        return []
    card = chiefs[-1].cards[0]
    own = any(e.kind in TURNED and e.seat == seat and card in e.cards for e in events)
    bought = any(e.kind == "sale" and e.data.get("buyer") == seat and card in e.cards for e in events)
    return [card_label(card)] if bought and not own else []


def speculation_cards() -> CardsOf:
    return grouped(
        (lambda: QCoreApplication.translate("HandReview", "turned up: %1"), _turned),
        (lambda: QCoreApplication.translate("HandReview", "bought: %1"), _bought_and_kept),
    )
